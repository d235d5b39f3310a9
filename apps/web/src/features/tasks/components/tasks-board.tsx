import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '@sp/shared/api/tasks';
import { type DragEvent, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useChangeTaskStatus } from '../api/change-task-status';
import { useTasks } from '../api/tasks';
import { TASK_STATUS_COLORS } from './format';
import { TaskCard } from './task-card';
import { type TaskFilterState, tasksFilterOf } from './task-filters';
import { TaskStatusMenu } from './task-status-menu';

const COLUMN_PAGE = 20;
const COLUMN_MAX = 100;

type Drop = 'none' | 'allowed' | 'origin';

type ColumnProps = {
  status: TaskStatus;
  filters: TaskFilterState;
  canEdit: boolean;
  dragging: Task | null;
  onDragStart: (task: Task) => void;
  onDragEnd: () => void;
  onMove: (task: Task, to: TaskStatus) => void;
};

function BoardColumn({ status, filters, canEdit, dragging, onDragStart, onDragEnd, onMove }: ColumnProps) {
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const tasks = useTasks(tasksFilterOf({ ...filters, status }, 0, limit));
  const [over, setOver] = useState(false);
  const drop: Drop = !dragging ? 'none' : dragging.status === status ? 'origin' : 'allowed';
  const label = TASK_STATUS_LABELS[status];
  const count = tasks.data?.count;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Колонка «${label}»`}
      data-drop={drop}
      onDragOver={(event: DragEvent) => {
        if (drop !== 'allowed') return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        setOver(false);
        if (drop !== 'allowed' || !dragging) return;
        event.preventDefault();
        onMove(dragging, status);
      }}
      sx={{
        flex: { xs: '0 0 280px', md: '1 1 0' },
        minWidth: 260,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: over ? 'action.selected' : drop === 'allowed' ? 'action.hover' : 'grey.50',
        borderColor: drop === 'allowed' ? 'primary.main' : 'divider',
        borderStyle: drop === 'allowed' ? 'dashed' : 'solid',
        transition: 'background-color 120ms',
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderTop: 4,
          borderTopColor: `${TASK_STATUS_COLORS[status]}.main`,
          borderTopLeftRadius: 8,
          borderTopRightRadius: 8,
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {count !== undefined && (
          <Typography variant="caption" color="text.secondary" aria-label={`Задач: ${count}`}>
            {count}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ p: 1, pt: 0, flexGrow: 1, minHeight: 120 }}>
        {tasks.isPending && <PageState kind="loading" />}
        {tasks.isError && <PageState kind="error" error={tasks.error} onRetry={() => tasks.refetch()} />}
        {tasks.data?.results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            Нет задач
          </Typography>
        )}
        {tasks.data?.results.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            showStatus={false}
            draggable={canEdit}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', String(task.id));
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              onDragStart(task);
            }}
            onDragEnd={onDragEnd}
            actions={
              canEdit && (
                <TaskStatusMenu title={task.title} status={task.status} onPick={(to) => onMove(task, to)} />
              )
            }
          />
        ))}
        {count !== undefined && tasks.data && count > tasks.data.results.length && limit < COLUMN_MAX && (
          <Button size="small" onClick={() => setLimit((value) => Math.min(COLUMN_MAX, value + COLUMN_PAGE))}>
            Показать ещё
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type TasksBoardProps = { filters: TaskFilterState; canEdit: boolean };

/**
 * The board: a column per status. A card is dragged to another column (HTML5 drag and drop); «Сменить статус»
 * on the card does the same from the keyboard or a phone.
 */
export function TasksBoard({ filters, canEdit }: TasksBoardProps) {
  const [dragging, setDragging] = useState<Task | null>(null);
  const change = useChangeTaskStatus();

  const move = (task: Task, to: TaskStatus) => {
    setDragging(null);
    change.mutate(
      { id: task.id, status: to },
      {
        onSuccess: () => snackbar.success(`Задача «${task.title}»: «${TASK_STATUS_LABELS[to]}»`),
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'stretch' }}
      role="group"
      aria-label="Доска задач по статусам"
    >
      {TASK_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          filters={filters}
          canEdit={canEdit}
          dragging={dragging}
          onDragStart={setDragging}
          onDragEnd={() => setDragging(null)}
          onMove={move}
        />
      ))}
    </Box>
  );
}
