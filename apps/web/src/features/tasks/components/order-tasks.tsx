import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useOrderTasks } from '../api/order-tasks';
import { TaskCard } from './task-card';

type OrderTasksProps = { orderId: number };

/**
 * «Задачи» of a deal (its page composes it): the deal's tasks nearest deadline first, and «Добавить задачу», which
 * opens /app/tasks/create for this deal (from scratch or from a template). Shown to those who may read tasks.
 */
export function OrderTasks(props: OrderTasksProps) {
  const rights = useModuleRights('tasks');
  // no request without the right: a refused one would cost the session a refresh
  return rights.canEdit || rights.readOnly ? <Tasks {...props} canEdit={rights.canEdit} /> : null;
}

function Tasks({ orderId, canEdit }: OrderTasksProps & { canEdit: boolean }) {
  const tasks = useOrderTasks(orderId);
  return (
    <Paper variant="outlined" component="section" aria-label="Задачи" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Задачи
        </Typography>
        {canEdit && (
          <Button
            size="small"
            startIcon={<Add />}
            component={RouterLink}
            to={`/app/tasks/create?order_id=${orderId}`}
          >
            Добавить задачу
          </Button>
        )}
      </Box>
      {tasks.isPending && <PageState kind="loading" />}
      {tasks.isError && <PageState kind="error" error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.data?.results.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          У сделки пока нет задач.
        </Typography>
      )}
      {tasks.data && tasks.data.results.length > 0 && (
        <Stack spacing={1}>
          {tasks.data.results.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
