import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PassportRequest } from '@sp/shared/api/passports';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useFixPassportRequest } from '../api/fix-passport-request';
import {
  type HolderValues,
  holderResolver,
  PassportHolderFields,
  showFieldErrors,
} from './passport-holder-fields';
import { PassportSection } from './passport-section';

/**
 * «Исправить заявку»: a request the organisation returned («Требует исправлений») is corrected — the holder, the
 * phone, the note — and sent again; it goes back to «Новая». The organisation's comment is in the thread below.
 */
export function PassportFixForm({ request }: { request: PassportRequest }) {
  const form = useForm<HolderValues>({
    resolver: holderResolver,
    defaultValues: {
      holder_name: request.holder_name,
      holder_phone: request.holder_phone,
      note: request.note,
    },
  });
  useTimedErrors(form);
  const fix = useFixPassportRequest();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    fix.mutate(
      { id: request.id, body: values },
      {
        onSuccess: () => snackbar.success('Заявка исправлена и снова отправлена на рассмотрение'),
        onError: (error) => {
          if (!showFieldErrors(form, error)) setFailure(errorText(error));
        },
      },
    );
  });

  return (
    <PassportSection title="Исправить заявку">
      <Alert severity="warning" sx={{ mb: 2 }}>
        Организация вернула заявку на исправление: прочитайте её комментарий в переписке, исправьте данные и
        отправьте заявку снова. Недостающие документы приложите в разделе «Файлы».
      </Alert>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Исправить заявку">
        <PassportHolderFields control={form.control} disabled={fix.isPending} />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={fix.isPending}
          sx={{ mt: 2 }}
        >
          Отправить исправленную заявку
        </Button>
      </Box>
    </PassportSection>
  );
}
