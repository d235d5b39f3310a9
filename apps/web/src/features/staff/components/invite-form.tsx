import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type IdentifierValues, identifierSchema } from '@sp/shared/validation/auth-forms';
import { parseIdentifier } from '@sp/shared/validation/patterns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type InviteBody, useCreateInvitation } from '../api/create-invitation';
import { useRoles } from '../api/roles';
import { RoleCheckboxes } from './role-checkboxes';

/** One «Телефон или e-mail» field as on /auth (isPhone decides) and the roles the newcomer gets. */
export function InviteForm() {
  const form = useForm<IdentifierValues>({
    resolver: zodResolver(identifierSchema),
    defaultValues: { login: '' },
  });
  useTimedErrors(form);
  const roles = useRoles();
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [rolesError, setRolesError] = useState<string | undefined>();
  const invite = useCreateInvitation();

  const handleSubmit = form.handleSubmit((values) => {
    const parsed = parseIdentifier(values.login);
    const body: InviteBody =
      parsed.kind === 'phone'
        ? { phone: parsed.value, role_ids: roleIds }
        : { email: parsed.value, role_ids: roleIds };
    setRolesError(undefined);
    invite.mutate(body, {
      onSuccess: () => {
        snackbar.success(`Приглашение отправлено: ${values.login.trim()}`);
        form.reset({ login: '' });
        setRoleIds([]);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const contact = [...(error.fields.phone ?? []), ...(error.fields.email ?? [])];
          if (contact.length) form.setError('login', { message: contact.join(' ') });
          if (error.fields.role_ids?.length) setRolesError(error.fields.role_ids.join(' '));
        }
        snackbar.error(errorText(error));
      },
    });
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit} aria-label="Пригласить сотрудника">
      <Typography color="text.secondary">
        Мы отправим ссылку-приглашение на телефон или e-mail. Человек примет его по ссылке или в своём
        кабинете и получит выбранные роли.
      </Typography>
      <FormTextField control={form.control} name="login" label="Телефон или e-mail" autoComplete="off" />
      <RoleCheckboxes
        roles={roles.data?.results}
        loading={roles.isPending}
        error={roles.error}
        value={roleIds}
        onChange={setRoleIds}
        helperText={rolesError}
      />
      <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ alignSelf: 'flex-start' }}>
        Отправить приглашение
      </Button>
    </Stack>
  );
}
