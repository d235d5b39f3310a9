import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { DEFAULT_ACCENT_COLOUR, isHexColour } from './page-format';

/** #abc → #aabbcc: the colour input takes the six-digit form only. */
function sixDigits(value: string): string {
  if (!isHexColour(value)) return DEFAULT_ACCENT_COLOUR;
  const hex = value.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}

type ColourFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/** SPEC §5 accent colour: a colour picker and the hex code beside it (#RGB or #RRGGBB). */
export function ColourField({ label, value, onChange, onBlur, error, disabled }: ColourFieldProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label="Палитра"
        value={sixDigits(value)}
        disabled={disabled}
        onChange={(event) => onChange((event.target as HTMLInputElement).value)}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled ? 'default' : 'pointer',
          flexShrink: 0,
        }}
      />
      <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputProps={{ maxLength: 7, spellCheck: false }}
          aria-describedby={`${id}-helper`}
        />
        <FormHelperText id={`${id}-helper`}>
          {error ?? 'HEX из трёх или шести знаков, например #4fa800'}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
