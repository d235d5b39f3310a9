import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type Branch, branchBodySchema } from '@sp/shared/api/staff';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type BranchBody, useSaveBranch } from '../api/save-branch';

type BranchDialogProps = { branch: Branch | null; readOnly: boolean; onClose: () => void };

const FIELDS = ['name', 'address', 'phone'] as const;

/** Create (owner) or edit a branch: name, address, phone. */
export function BranchDialog({ branch, readOnly, onClose }: BranchDialogProps) {
  const form = useForm<BranchBody>({
    resolver: zodResolver(branchBodySchema) as unknown as Resolver<BranchBody>,
    defaultValues: { name: branch?.name ?? '', address: branch?.address ?? '', phone: branch?.phone ?? '' },
  });
  useTimedErrors(form);
  const save = useSaveBranch();

  const handleSave = form.handleSubmit((body) =>
    save.mutate(
      { id: branch?.id ?? null, body },
      {
        onSuccess: () => {
          snackbar.success(branch ? 'Филиал сохранён' : 'Филиал создан');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of FIELDS) {
              const messages = error.fields[field];
              if (messages?.length) form.setError(field, { message: messages.join(' ') });
            }
          }
          snackbar.error(errorText(error));
        },
      },
    ),
  );

  const field = { control: form.control, disabled: readOnly };
  return (
    <GenericDialog
      open
      title={branch ? (readOnly ? `Филиал «${branch.name}»` : 'Изменить филиал') : 'Новый филиал'}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={handleSave}>
        <FormTextField {...field} name="name" label="Название" />
        <FormTextField {...field} name="address" label="Адрес" />
        <FormTextField {...field} name="phone" label="Телефон" type="tel" />
      </Stack>
    </GenericDialog>
  );
}
