import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type ListSearchProps = { label: string; value: string; onChange: (text: string) => void };

/** A list's search field above it (the caller debounces and goes back to the first page). */
export function ListSearch({ label, value, onChange }: ListSearchProps) {
  return (
    <Box sx={{ mb: 2, maxWidth: { sm: 420 } }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
