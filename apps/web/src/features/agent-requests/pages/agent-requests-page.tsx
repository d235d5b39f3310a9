import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { PageHeader } from '../../../components/page-header';
import { RouterLink as Link } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { AgentRequestsTable } from '../components/agent-requests-table';

/**
 * /app/requests_agents: «Заявки агентов». An agent — a hospital or morgue orderly, a police officer, a care-home
 * worker, a partner — brings the company a case, usually for a fee; agents have no account, so the dispatcher or
 * manager records the call here, and a deal is made from the request.
 */
export function AgentRequestsPage() {
  const rights = useModuleRights('orders');
  return (
    <Box>
      <PageHeader
        title="Заявки агентов"
        actions={
          rights.canEdit && (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={Link}
              to={paths.agentRequestEdit('new')}
            >
              Добавить заявку агента
            </Button>
          )
        }
      />
      <AgentRequestsTable />
    </Box>
  );
}
