import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;

export type RadiusFieldProps = { value?: number; onChange: (radius: number) => void };

/** «Радиус» around the visitor (a select: its menu code loads once «Рядом со мной» is on). */
export function RadiusField({ value, onChange }: RadiusFieldProps) {
  return (
    <TextField
      select
      size="small"
      label="Радиус"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: 120 }}
    >
      {RADIUS_OPTIONS.map((option) => (
        <MenuItem key={option} value={option}>
          {option} км
        </MenuItem>
      ))}
    </TextField>
  );
}
