import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useResponsibles } from '../api/responsibles';

type ResponsibleFieldProps = {
  /** the chosen account, or null for nobody */
  value: number | null;
  /** the deal's saved responsible, named while the list loads (and if they left the company) */
  saved: { id: number; name: string } | null;
  onChange: (value: number | null) => void;
  error?: string;
};

/** «Ответственный»: the company's owner or an employee who answers for the deal, or nobody. */
export function ResponsibleField({ value, saved, onChange, error }: ResponsibleFieldProps) {
  const people = useResponsibles();
  const listed = people.data?.results ?? [];
  const missing = value !== null && !listed.some((person) => person.id === value);
  return (
    <TextField
      select
      label="Ответственный"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? 'Сотрудник, который ведёт сделку; по нему фильтруются списки и календарь'}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">Не назначен</MenuItem>
      {listed.map((person) => (
        <MenuItem key={person.id} value={String(person.id)}>
          {person.name}
          {person.is_owner ? ' (владелец)' : ''}
        </MenuItem>
      ))}
      {missing && (
        <MenuItem value={String(value)}>{saved && saved.id === value ? saved.name : 'Сотрудник'}</MenuItem>
      )}
    </TextField>
  );
}
