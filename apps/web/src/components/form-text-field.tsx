import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLAttributes, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  helperText?: string;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/**
 * A labelled text field bound to react-hook-form that shows its rule message under it. Built from the
 * input parts rather than TextField, which would pull the select menu into the public bundle.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  autoComplete,
  helperText,
  disabled,
  multiline,
  minRows,
  inputMode,
}: FormTextFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = fieldState.error?.message ?? helperText;
        return (
          <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)} disabled={disabled}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              id={id}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={label}
              type={type}
              autoComplete={autoComplete}
              multiline={multiline}
              minRows={minRows}
              inputProps={{ inputMode }}
              aria-describedby={text ? `${id}-helper` : undefined}
            />
            {text && <FormHelperText id={`${id}-helper`}>{text}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
