import Add from '@mui/icons-material/Add';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useId, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useOrderTasks } from '../api/order-tasks';
import { useTaskFromTemplate } from '../api/task-from-template';
import { useTemplates } from '../api/templates';
import { TaskCard } from './task-card';

/** «Из шаблона»: the company's templates; one pick makes the deal's task with the template's to-dos. */
function FromTemplateMenu({ orderId }: { orderId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const templates = useTemplates({ offset: 0, limit: 100 });
  const create = useTaskFromTemplate();
  const list = templates.data?.results ?? [];
  return (
    <>
      <Button
        size="small"
        startIcon={<PlaylistAdd />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={create.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Из шаблона
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {templates.isPending && <MenuItem disabled>Загрузка…</MenuItem>}
        {templates.isError && <MenuItem disabled>{errorText(templates.error)}</MenuItem>}
        {templates.data && list.length === 0 && (
          <MenuItem component={RouterLink} to={paths.taskTemplates()}>
            Шаблонов пока нет — создать
          </MenuItem>
        )}
        {list.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              setAnchor(null);
              create.mutate(
                { template_id: template.id, order_id: orderId },
                {
                  onSuccess: (task) => snackbar.success(`Задача «${task.title}» создана`),
                  onError: (error) => snackbar.error(errorText(error)),
                },
              );
            }}
          >
            {template.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type OrderTasksProps = { orderId: number };

/**
 * «Задачи» of a deal (its page composes it): the deal's tasks nearest deadline first; «Из шаблона» makes one from a
 * template in one step, «Добавить задачу» opens /app/tasks/create for this deal. Shown to those who may read tasks.
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
        {canEdit && <FromTemplateMenu orderId={orderId} />}
        {canEdit && (
          <Button size="small" startIcon={<Add />} component={RouterLink} to={paths.taskCreate({ orderId })}>
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
