import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GRAVE_STATUS_LABELS, GRAVE_STATUSES, type GraveStatus } from '@sp/shared/api/cemeteries';

type GraveStatusFieldsProps = {
  status: GraveStatus;
  onStatus: (status: GraveStatus) => void;
  /** the places' count as typed */
  places: string;
  onPlaces: (places: string) => void;
  /** the messages by the body's field names */
  errors: Record<string, string[]>;
};

/** «Статус» and «Мест» of a grave, as a new grave's form and a grave's parameters ask them. */
export function GraveStatusFields({ status, onStatus, places, onPlaces, errors }: GraveStatusFieldsProps) {
  return (
    <>
      <TextField
        size="small"
        select
        label="Статус"
        value={status}
        onChange={(event) => onStatus(event.target.value as GraveStatus)}
        error={Boolean(errors.status)}
        helperText={errors.status?.join(' ')}
      >
        {GRAVE_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {GRAVE_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label="Мест"
        value={places}
        onChange={(event) => onPlaces(event.target.value)}
        error={Boolean(errors.places_count)}
        helperText={errors.places_count?.join(' ') ?? 'Сколько человек можно похоронить в могиле'}
        slotProps={{ htmlInput: { min: 1, max: 20, step: 1, inputMode: 'numeric' } }}
      />
    </>
  );
}
