import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { fromMoscowInput, moscowInputValue } from './calendar-dates';
import { type CalendarEvent, KIND_LABELS } from './calendar-events';

type RescheduleDialogProps = {
  event: CalendarEvent;
  onClose: () => void;
  /** the new moment (ISO) */
  onSave: (event: CalendarEvent, at: string) => void;
};

/** «Перенести…»: the event's new date and time on Moscow's clock, the keyboard's way to do what the drag does. */
export function RescheduleDialog({ event, onClose, onSave }: RescheduleDialogProps) {
  const [value, setValue] = useState(moscowInputValue(event.at));
  const [error, setError] = useState('');
  const label = event.source === 'task' ? 'Новый срок (время московское)' : 'Новые дата и время (московское)';

  const save = () => {
    const at = fromMoscowInput(value);
    if (!at) {
      setError('Укажите дату и время');
      return;
    }
    onClose();
    if (at !== event.at) onSave(event, at);
  };

  return (
    <GenericDialog
      open
      title={`Перенести: ${event.title}`}
      onClose={onClose}
      onSave={save}
      saveText="Перенести"
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {KIND_LABELS[event.kind]} · {event.statusLabel}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        type="datetime-local"
        label={label}
        value={value}
        onChange={(change) => {
          setValue(change.target.value);
          setError('');
        }}
        onKeyDown={(key) => {
          if (key.key === 'Enter') save();
        }}
        error={Boolean(error)}
        helperText={error || ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </GenericDialog>
  );
}
