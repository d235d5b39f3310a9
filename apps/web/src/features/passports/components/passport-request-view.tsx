import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PassportRequest } from '@sp/shared/api/passports';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { isMissingAnswer, NOT_FOUND } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { usePassportRequest } from '../api/passport-request';
import type { PassportSide } from '../api/passport-side';
import { PassportComments } from './passport-comments';
import { PassportDecision } from './passport-decision';
import { PassportFixForm } from './passport-fix-form';
import { PassportRequestFiles } from './passport-request-files';
import { PassportRequestSummary } from './passport-request-summary';

function Outcome({ side, request }: { side: PassportSide; request: PassportRequest }) {
  if (request.status === 'rejected')
    return <Alert severity="info">Заявка отклонена. Причина — в переписке ниже.</Alert>;
  if (request.status !== 'approved' || request.passport_id === null) return null;
  const to =
    side === 'municipal'
      ? paths.passportsView(request.passport_id)
      : paths.passportsList(request.passport_id);
  return (
    <Alert
      severity="success"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          Открыть паспорт
        </Button>
      }
    >
      {request.kind === 'update' ? 'Изменения внесены в паспорт захоронения.' : 'Паспорт захоронения выдан.'}
    </Alert>
  );
}

type PassportRequestViewProps = { side: PassportSide; id: number };

/**
 * One passport request of a side: what it asks, the files, the thread; the organisation decides here, the applicant
 * attaches files and corrects a request returned to it. After approval, the passport's link.
 */
export function PassportRequestView({ side, id }: PassportRequestViewProps) {
  const request = usePassportRequest(side, id);
  const rights = useModuleRights('passport_requests');
  const listPath = side === 'municipal' ? paths.passportRequestsView() : paths.passportRequests();
  if (request.isError && isMissingAnswer(request.error)) throw NOT_FOUND;

  return (
    <Box>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Все заявки
      </Button>
      <PageHeader title={`Заявка № ${id}`} />
      {request.isPending && <PageState kind="loading" />}
      {request.isError && (
        <PageState kind="error" error={request.error} onRetry={() => void request.refetch()} />
      )}
      {request.data && (
        <Stack spacing={2}>
          <Outcome side={side} request={request.data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <Stack spacing={2}>
              <PassportRequestSummary side={side} request={request.data} />
              {side === 'municipal' && rights.canEdit && <PassportDecision request={request.data} />}
              {side === 'applicant' && rights.canEdit && request.data.status === 'needs_changes' && (
                <PassportFixForm key={request.data.updated_at} request={request.data} />
              )}
              <PassportRequestFiles side={side} request={request.data} canAttach={rights.canEdit} />
            </Stack>
            <PassportComments side={side} requestId={id} canWrite={rights.canEdit} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
