import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type PriceInputProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A labelled rubles input: «1 234,50» with a comma or a point, the ruble sign after it. */
export function PriceInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  disabled,
  size,
  inputRef,
}: PriceInputProps) {
  const id = useId();
  const text = error ?? helperText;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={disabled} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        label={label}
        autoComplete="off"
        inputProps={{ inputMode: 'decimal' }}
        endAdornment={<InputAdornment position="end">₽</InputAdornment>}
        aria-describedby={text ? `${id}-helper` : undefined}
      />
      {text && <FormHelperText id={`${id}-helper`}>{text}</FormHelperText>}
    </FormControl>
  );
}

type PriceFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
};

/** PriceInput bound to react-hook-form; the form keeps the text and checks it with priceTextSchema. */
export function PriceField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: PriceFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PriceInput
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          helperText={helperText}
          disabled={disabled}
        />
      )}
    />
  );
}
