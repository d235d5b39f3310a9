import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_COMPANY_MSG, type AdminCompany } from '@sp/shared/api/admin-companies';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField, reasonTooLong } from '../../../components/reason-field';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSetCompanyBlocked } from '../api/admin-companies';

/**
 * A company's block (issue 16): «Заблокировать» asks for the reason and a confirmation; a blocked company shows
 * why, who and when, and «Разблокировать» after a confirmation. A branch follows its main company.
 */
export function CompanyBlockSection({
  company,
  onChanged,
}: {
  company: AdminCompany;
  onChanged: (company: AdminCompany) => void;
}) {
  const [asking, setAsking] = useState<'block' | 'unblock' | null>(null);
  const [reason, setReason] = useState('');
  const save = useSetCompanyBlocked();
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const trimmed = reason.trim();
  const tooLong = reasonTooLong(reason);

  const confirm = () =>
    save.mutate(
      { id: company.id, reason: asking === 'block' ? trimmed : null },
      {
        onSuccess: (saved) => {
          snackbar.success(
            saved.blocked ? `«${saved.name}» заблокирована` : `«${saved.name}» разблокирована`,
          );
          onChanged(saved);
          close();
        },
        onError: (error) => {
          snackbar.error(errorText(error));
          close();
        },
      },
    );

  const text = {
    block:
      `Заблокировать «${company.name}»${company.parent ? '' : ' и её филиалы'}? Сотрудники не смогут работать в ней, ` +
      'её страница и каталог пропадут с сайта. Владелец получит сообщение с причиной.',
    unblock: `Разблокировать «${company.name}»? В ней снова можно будет работать, её страница вернётся на сайт.`,
  };

  return (
    <Stack spacing={1} component="section" aria-label="Блокировка">
      <Typography variant="h6" component="h3">
        Блокировка
      </Typography>
      {company.blocked ? (
        <Alert severity="error">
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Заблокирована {formatDate(company.blocked.at)}
            {company.blocked.by ? `, заблокировал(а) ${company.blocked.by.name}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Причина: {company.blocked.reason}
          </Typography>
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Компания работает: её сотрудники работают в ней, а её страница видна посетителям.
        </Typography>
      )}
      {company.parent ? (
        <Typography variant="body2" color="text.secondary">
          Филиал блокируется и разблокируется вместе с основной компанией «{company.parent.name}».
        </Typography>
      ) : (
        <Stack direction="row">
          {company.blocked ? (
            <Button
              variant="outlined"
              color="success"
              disabled={save.isPending}
              onClick={() => setAsking('unblock')}
            >
              Разблокировать
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="error"
              disabled={save.isPending}
              onClick={() => setAsking('block')}
            >
              Заблокировать
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        text={asking ? text[asking] : undefined}
        busy={save.isPending || (asking === 'block' && (!trimmed || tooLong))}
        onCancel={close}
        onConfirm={confirm}
      >
        {asking === 'block' && (
          <ReasonField
            required
            hint="Её увидят владелец и сотрудники компании"
            tooLongText={ADMIN_COMPANY_MSG.reasonLong}
            value={reason}
            onChange={setReason}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
