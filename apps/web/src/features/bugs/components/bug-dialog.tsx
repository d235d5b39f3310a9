import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bugCreateFieldsSchema } from '@sp/shared/api/misc';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkFileSize, checkImageType } from '../../../components/file-rules';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { createBug } from '../api/create-bug';

type BugDialogProps = { open: boolean; onClose: () => void };
type Values = { message: string; page_url?: string };

/** SPEC §2 «Сообщить об ошибке»: a message of at least 20 characters and an optional screenshot. */
export function BugDialog({ open, onClose }: BugDialogProps) {
  const inputId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(bugCreateFieldsSchema),
    defaultValues: { message: '' },
  });
  useTimedErrors(form);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageType(file) ?? checkFileSize(file);
    setFileError(problem);
    setScreenshot(problem ? null : file);
  };

  const handleSave = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await createBug({ message: values.message, pageUrl: window.location.href, screenshot });
      snackbar.success('Благодарим Вас, сообщение успешно отправленно');
      onClose();
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <GenericDialog
      open={open}
      title="Сообщить об ошибке"
      onClose={onClose}
      onSave={handleSave}
      saveText="Отправить"
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="message" label="Опишите ошибку" multiline minRows={4} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component="label" htmlFor={inputId} variant="outlined">
            Прикрепить скриншот
          </Button>
          <input
            id={inputId}
            type="file"
            hidden
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            aria-label="Скриншот"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Typography variant="body2" color="text.secondary">
            {screenshot ? screenshot.name : 'PNG, JPG или JPEG'}
          </Typography>
        </Stack>
        {fileError && <Alert severity="error">{fileError}</Alert>}
      </Stack>
    </GenericDialog>
  );
}
