import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink as Link } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAgentRequest } from '../api/agent-request';
import { useDeleteAgentRequest } from '../api/delete-agent-request';
import { useOrderFromAgentRequest } from '../api/order-from-agent-request';
import { AgentRequestDetails } from '../components/agent-request-details';

/**
 * /app/requests_agents/view/{id}: one agent request, read-only. «Создать сделку» makes the deal (client, deceased
 * and note included) and opens it; once made, the request links to its deal and is no longer changed or deleted.
 */
export function AgentRequestViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rights = useModuleRights('orders');
  const request = useAgentRequest(Number(id));
  const makeDeal = useOrderFromAgentRequest();
  const remove = useDeleteAgentRequest();
  const [removing, setRemoving] = useState(false);

  if (!id) return <Navigate to={paths.agentRequests()} replace />;

  const createDeal = () =>
    makeDeal.mutate(Number(id), {
      onSuccess: (deal) => {
        snackbar.success(`Создана сделка № ${deal.number}`);
        navigate(paths.order(deal.id));
      },
      onError: (error) => snackbar.error(errorText(error)),
    });
  const handleRemove = () =>
    remove.mutate(Number(id), {
      onSuccess: () => {
        snackbar.success('Заявка агента удалена');
        navigate(paths.agentRequests(), { replace: true });
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(false),
    });

  const data = request.data;
  const deal = data?.order ?? null;
  const actions = data && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {deal ? (
        <Button variant="contained" component={Link} to={paths.order(deal.id)}>
          Сделка № {deal.number}
        </Button>
      ) : (
        rights.canEdit && (
          <Button variant="contained" onClick={createDeal} disabled={makeDeal.isPending}>
            Создать сделку
          </Button>
        )
      )}
      {!deal && rights.canEdit && (
        <Button variant="outlined" component={Link} to={paths.agentRequestEdit(id)}>
          Изменить
        </Button>
      )}
      {!deal && rights.canDelete && (
        <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
          Удалить
        </Button>
      )}
    </Stack>
  );

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={`Заявка агента № ${id}`}
        actions={
          <Button component={Link} to={paths.agentRequests()} startIcon={<ArrowBack />}>
            Все заявки
          </Button>
        }
      />
      {request.isPending && <PageState kind="loading" />}
      {request.isError && <PageState kind="error" error={request.error} onRetry={() => request.refetch()} />}
      {data && (
        <Stack spacing={2}>
          {actions}
          {deal && (
            <Alert severity="success" variant="outlined">
              По заявке создана сделка № {deal.number}. Заявку больше нельзя изменить или удалить.
            </Alert>
          )}
          <AgentRequestDetails request={data} />
        </Stack>
      )}
      <ConfirmDialog
        open={removing}
        text={data ? `Удалить заявку агента № ${data.id} (умерший: ${data.deceased_full_name})?` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(false)}
      />
    </Box>
  );
}
