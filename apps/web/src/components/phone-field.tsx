import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { maskRussianPhone } from '@sp/shared/format/phone-mask';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone typed through the mask +7 (###) ###-##-## (8 or 7 first is taken as the country code). */
export function PhoneField({ value, onChange, slotProps, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      value={value}
      onChange={(event) => onChange(maskRussianPhone(event.target.value))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', maxLength: 18 } }}
      {...rest}
    />
  );
}
