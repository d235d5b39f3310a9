import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import type { DiscountKind } from '@sp/shared/orders/totals';

type DiscountFieldProps = {
  label: string;
  kind: DiscountKind;
  value: string;
  onChange: (next: { kind: DiscountKind; value: string }) => void;
  error?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  /** its place in the line's grid */
  gridArea?: string;
};

/** A discount: the amount in rubles or a whole percent, the unit chosen beside the number. */
export function DiscountField({
  label,
  kind,
  value,
  onChange,
  error,
  disabled,
  fullWidth = true,
  gridArea,
}: DiscountFieldProps) {
  return (
    <TextField
      sx={gridArea ? { gridArea } : undefined}
      size="small"
      label={label}
      value={value}
      placeholder="0"
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth={fullWidth}
      onChange={(event) => onChange({ kind, value: event.target.value })}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ mr: -1 }}>
              <Select
                variant="standard"
                disableUnderline
                value={kind}
                disabled={disabled}
                onChange={(event) => onChange({ kind: event.target.value as DiscountKind, value })}
                inputProps={{ 'aria-label': `${label}: рубли или проценты` }}
                sx={{ fontSize: '0.875rem' }}
              >
                <MenuItem value="amount">₽</MenuItem>
                <MenuItem value="percent">%</MenuItem>
              </Select>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
