import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MunicipalApplication } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { PageState } from '../../../components/page-state';
import { useOwnMunicipalApplication } from '../api/own-municipal-application';
import { MunicipalApplyDialog } from './municipal-apply-dialog';
import { MunicipalStatusChip } from './municipal-status-chip';

const ABOUT =
  'Муниципальная организация управляет кладбищами города и оформляет паспорта захоронений. Если ваша ' +
  'компания — такая организация, подайте заявку: администраторы проверят её и примут решение.';

function statusLine(request: MunicipalApplication): string {
  const sent = `Заявка от ${formatDate(request.created_at)}`;
  const decided = request.decided_at ? ` ${formatDate(request.decided_at)}` : '';
  if (request.status === 'new') return `${sent} ждёт решения администратора.`;
  if (request.status === 'accepted')
    return `${sent} принята${decided}: компания — муниципальная организация.`;
  return `${sent} отклонена${decided}. Вы можете подать заявку снова.`;
}

/** A text someone wrote, under a caption of who and what. */
function Said({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
    </Box>
  );
}

/**
 * The owner's «Муниципальная организация» on /app/profile-company of a regular company: the latest request to
 * become one with its status and the administrator's comment, and «Стать муниципальной организацией» when there is
 * none or it was declined.
 */
export function BecomeMunicipal() {
  const latest = useOwnMunicipalApplication();
  const [asking, setAsking] = useState(false);
  if (latest.isPending) return <PageState kind="loading" />;
  if (latest.isError)
    return <PageState kind="error" error={latest.error} onRetry={() => void latest.refetch()} />;
  const request = latest.data;
  const canApply = !request || request.status === 'declined';

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {request ? (
        <>
          <MunicipalStatusChip status={request.status} />
          <Typography>{statusLine(request)}</Typography>
          <Said label="Текст заявки" text={request.note} />
          {request.comment && <Said label="Комментарий администратора" text={request.comment} />}
        </>
      ) : (
        <Typography color="text.secondary">{ABOUT}</Typography>
      )}
      {canApply && (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          Стать муниципальной организацией
        </Button>
      )}
      {asking && <MunicipalApplyDialog onClose={() => setAsking(false)} />}
    </Stack>
  );
}
