import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { municipalApplicationBodySchema } from '@sp/shared/api/passports';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type MunicipalApplicationBody, useApplyMunicipal } from '../api/apply-municipal';

const MAX_NOTE = 2000;

/**
 * «Стать муниципальной организацией»: the owner tells the administrators about the organisation (10 to 2000
 * characters, MUNICIPAL_MSG.note) and sends; a 409 (a request already waits, or the company cannot become one)
 * stays in the dialog.
 */
export function MunicipalApplyDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<MunicipalApplicationBody>({
    resolver: zodResolver(municipalApplicationBodySchema),
    defaultValues: { note: '' },
  });
  useTimedErrors(form);
  const typed = useWatch({ control: form.control, name: 'note' }) ?? '';
  const apply = useApplyMunicipal();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSave = form.handleSubmit((values) => {
    setFailure(null);
    apply.mutate(values, {
      onSuccess: () => {
        snackbar.success('Заявка отправлена администраторам');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 400 && error.fields.note) {
          form.setError('note', { message: error.fields.note.join(' ') });
          return;
        }
        setFailure(errorText(error));
      },
    });
  });

  return (
    <GenericDialog
      open
      title="Стать муниципальной организацией"
      saveText="Отправить заявку"
      busy={apply.isPending}
      onClose={onClose}
      onSave={() => void handleSave()}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Муниципальная организация управляет кладбищами и оформляет паспорта захоронений. Расскажите
          администраторам, что это за организация и какие кладбища она обслуживает.
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="note"
          label="Об организации"
          multiline
          minRows={4}
          helperText={`От 10 до ${MAX_NOTE} символов · ${typed.trim().length} / ${MAX_NOTE}`}
        />
      </Stack>
    </GenericDialog>
  );
}
