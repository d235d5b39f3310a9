import Stack from '@mui/material/Stack';
import { passportRequestFixSchema } from '@sp/shared/api/passports';
import type { Control, FieldErrors, FieldPath, Resolver, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PhoneField } from '../../../components/phone-field';
import { ApiError } from '../../../lib/api-error';
import type { PassportHolderBody } from '../api/fix-passport-request';

/** Who the passport is made out to, and the applicant's note: the fields of every passport form. */
export type HolderValues = PassportHolderBody;

export const EMPTY_HOLDER: HolderValues = { holder_name: '', holder_phone: '', note: '' };

/** The shared rules (PASSPORT_MSG.holder, the phone pattern, the note's length) with their Russian messages. */
export const holderResolver: Resolver<HolderValues> = async (values) => {
  const parsed = passportRequestFixSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<HolderValues> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof HolderValues;
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * The server's 400 field messages under the fields they name (holder_name, holder_phone, note); true when at least
 * one found its field, so the caller does not repeat them.
 */
export function showFieldErrors<T extends HolderValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    if (field in EMPTY_HOLDER) {
      form.setError(field as FieldPath<T>, { message: messages.join(' ') });
      shown = true;
    }
  }
  return shown;
}

type PassportHolderFieldsProps<T extends HolderValues> = { control: Control<T>; disabled?: boolean };

/** «ФИО держателя», «Телефон» (the +7 mask) and «Комментарий». */
export function PassportHolderFields<T extends HolderValues>({
  control,
  disabled,
}: PassportHolderFieldsProps<T>) {
  // the form's own values extend the holder's: its three fields are always there
  const own = control as unknown as Control<HolderValues>;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={own}
        name="holder_name"
        label="ФИО держателя"
        autoComplete="name"
        helperText="На кого оформляется паспорт"
        disabled={disabled}
      />
      <Controller
        control={own}
        name="holder_phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label="Телефон"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Необязательно'}
            fullWidth
          />
        )}
      />
      <FormTextField
        control={own}
        name="note"
        label="Комментарий"
        multiline
        minRows={2}
        helperText="Необязательно. До 2000 символов"
        disabled={disabled}
      />
    </Stack>
  );
}
