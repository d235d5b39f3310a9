import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type StatusFilterProps<S extends string> = {
  value: S | '';
  /** in the order offered; '' is «all» */
  options: readonly { value: S | ''; label: string }[];
  onChange: (next: S | '') => void;
};

/** A list's «Статус» filter on its own above the list (a requests page, new ones first). */
export function StatusFilter<S extends string>({ value, options, onChange }: StatusFilterProps<S>) {
  return (
    <Box sx={{ mb: 2, maxWidth: { sm: 260 } }}>
      <TextField
        select
        fullWidth
        size="small"
        label="Статус"
        value={value}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => onChange(event.target.value as S | '')}
      >
        {options.map((item) => (
          <MenuItem key={item.value || 'all'} value={item.value}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
