import Typography from '@mui/material/Typography';
import { dateTimeValueProblem } from '@sp/shared/format/date-text';
import { useState } from 'react';
import { DateTimeField } from '../../../components/date-fields';
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
      setError(dateTimeValueProblem(value) ?? 'Укажите дату и время');
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
      <DateTimeField
        autoFocus
        fullWidth
        label={label}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError('');
        }}
        onKeyDown={(key) => {
          if (key.key === 'Enter') save();
        }}
        problem={error || null}
        hint=" "
      />
    </GenericDialog>
  );
}
