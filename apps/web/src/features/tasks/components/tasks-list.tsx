import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '@sp/shared/api/tasks';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import type { Paging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useTasks } from '../api/tasks';
import { deadlineText, isOverdue } from './format';
import { TaskCard } from './task-card';
import { type TaskFilterState, tasksFilterOf } from './task-filters';
import { TaskStatusChip } from './task-status-chip';

const COLUMNS: Column<Task>[] = [
  {
    key: 'title',
    label: 'Задача',
    render: (task) => (
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {task.title}
        </Typography>
        {task.order && (
          <Link
            component={RouterLink}
            to={paths.order(task.order.id)}
            variant="caption"
            onClick={(event) => event.stopPropagation()}
          >
            Сделка № {task.order.number}
          </Link>
        )}
        {task.person && (
          <Typography variant="caption" color="text.secondary">
            {task.person.full_name}
          </Typography>
        )}
      </Stack>
    ),
  },
  { key: 'status', label: 'Статус', width: 120, render: (task) => <TaskStatusChip status={task.status} /> },
  {
    key: 'assignee',
    label: 'Исполнитель',
    render: (task) =>
      task.assignee?.name ?? (
        <Typography variant="body2" color="text.secondary">
          Не назначен
        </Typography>
      ),
  },
  {
    key: 'deadline',
    label: 'Срок',
    width: 150,
    render: (task) => (
      <Typography variant="body2" color={isOverdue(task) ? 'error' : undefined} sx={{ whiteSpace: 'nowrap' }}>
        {deadlineText(task.deadline)}
        {isOverdue(task) && (
          <Typography component="span" variant="caption" sx={{ display: 'block' }}>
            просрочена
          </Typography>
        )}
      </Typography>
    ),
  },
  {
    key: 'todos',
    label: 'Пункты',
    width: 90,
    render: (task) => (task.todos_total ? `${task.todos_done} из ${task.todos_total}` : '—'),
  },
  { key: 'created', label: 'Создана', width: 100, render: (task) => formatDate(task.created_at) },
];

type TasksListProps = { filters: TaskFilterState; paging: Paging; emptyText: string };

/** The tasks as a paged table, or as cards on a phone. */
export function TasksList({ filters, paging, emptyText }: TasksListProps) {
  const navigate = useNavigate();
  const tasks = useTasks(tasksFilterOf(filters, paging.offset, paging.limit));
  return (
    <DataTable
      label="Задачи"
      columns={COLUMNS}
      rows={tasks.data?.results}
      count={tasks.data?.count ?? 0}
      paging={paging}
      rowKey={(task) => task.id}
      loading={tasks.isPending}
      error={tasks.error}
      onRetry={() => void tasks.refetch()}
      onRowClick={(task) => navigate(paths.task(task.id))}
      emptyText={emptyText}
      renderCard={(task) => <TaskCard key={task.id} task={task} />}
    />
  );
}
