import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AGENT_REQUEST_MSG } from '@sp/shared/api/agent-requests';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { RouterLink as Link } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useAgentRequest } from '../api/agent-request';
import { AgentRequestForm } from '../components/agent-request-form';

/**
 * /app/requests_agents/{id}: the form of an agent request — `new` records one, a number edits it. A request a deal
 * was made from is not edited any more; a read-only role is sent to the view.
 */
export function AgentRequestEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rights = useModuleRights('orders');
  const isNew = id === 'new';
  const request = useAgentRequest(Number(id), !isNew && rights.canEdit);
  const back = isNew ? paths.agentRequests() : paths.agentRequest(id);

  const header = (
    <PageHeader
      title={isNew ? 'Новая заявка агента' : `Заявка агента № ${id}`}
      actions={
        <Button component={Link} to={back} startIcon={<ArrowBack />}>
          {isNew ? 'Все заявки' : 'К заявке'}
        </Button>
      }
    />
  );
  const body = () => {
    if (!rights.canEdit) {
      return (
        <Alert severity="info" variant="outlined">
          Ваша роль позволяет только просматривать заявки агентов.
        </Alert>
      );
    }
    if (isNew) {
      return (
        <AgentRequestForm
          request={null}
          onSaved={(saved) => navigate(paths.agentRequest(saved.id), { replace: true })}
          onCancel={() => navigate(paths.agentRequests())}
        />
      );
    }
    if (request.isPending) return <PageState kind="loading" />;
    if (request.isError)
      return <PageState kind="error" error={request.error} onRetry={() => request.refetch()} />;
    if (request.data.order) {
      const deal = request.data.order;
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" variant="outlined">
            {AGENT_REQUEST_MSG.hasOrderEdit(deal.number)}.
          </Alert>
          <Button variant="outlined" component={Link} to={paths.order(deal.id)}>
            Открыть сделку № {deal.number}
          </Button>
        </Stack>
      );
    }
    return (
      <AgentRequestForm
        key={request.data.id}
        request={request.data}
        onSaved={(saved) => navigate(paths.agentRequest(saved.id))}
        onCancel={() => navigate(back)}
      />
    );
  };
  return (
    <Box sx={{ maxWidth: 960 }}>
      {header}
      {body()}
    </Box>
  );
}
