import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updateUserProfileBodySchema } from '@sp/shared/api/profile';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type UserProfile, useUpdateUserProfile } from '../api/user-profile';

type Values = { first_name: string; last_name: string };
type ProfileNamesFormProps = { profile: UserProfile };

export function ProfileNamesForm({ profile }: ProfileNamesFormProps) {
  const form = useForm<Values>({
    resolver: zodResolver(updateUserProfileBodySchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  useTimedErrors(form);
  const update = useUpdateUserProfile();
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => snackbar.success('Профиль сохранён'),
      onError: (error) => snackbar.error(errorText(error)),
    }),
  );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <FormTextField control={form.control} name="first_name" label="Имя" autoComplete="given-name" />
      <FormTextField control={form.control} name="last_name" label="Фамилия" autoComplete="family-name" />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Сохранить
      </Button>
    </Stack>
  );
}
