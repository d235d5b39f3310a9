import Box from '@mui/material/Box';
import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '@sp/shared/api/tasks';
import { useState } from 'react';
import { BoardColumn, type BoardDrop, dragCardProps } from '../../../components/board-column';
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

type ColumnProps = {
  status: TaskStatus;
  filters: TaskFilterState;
  canEdit: boolean;
  dragging: Task | null;
  onDragStart: (task: Task) => void;
  onDragEnd: () => void;
  onMove: (task: Task, to: TaskStatus) => void;
};

function StatusColumn({ status, filters, canEdit, dragging, onDragStart, onDragEnd, onMove }: ColumnProps) {
  const [limit, setLimit] = useState(COLUMN_PAGE);
  const tasks = useTasks(tasksFilterOf({ ...filters, status }, 0, limit));
  const drop: BoardDrop = !dragging ? 'none' : dragging.status === status ? 'origin' : 'allowed';
  const count = tasks.data?.count;
  const more = count !== undefined && tasks.data && count > tasks.data.results.length && limit < COLUMN_MAX;

  return (
    <BoardColumn
      label={TASK_STATUS_LABELS[status]}
      color={`${TASK_STATUS_COLORS[status]}.main`}
      countLabel={(value) => `Задач: ${value}`}
      emptyText="Нет задач"
      query={tasks}
      drop={drop}
      onDropHere={() => dragging && onMove(dragging, status)}
      onMore={more ? () => setLimit((value) => Math.min(COLUMN_MAX, value + COLUMN_PAGE)) : undefined}
      sx={{ flex: { xs: '0 0 280px', md: '1 1 0' }, minWidth: 260 }}
    >
      {tasks.data?.results.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          showStatus={false}
          draggable={canEdit}
          {...dragCardProps(task.id, () => onDragStart(task), onDragEnd)}
          actions={
            canEdit && (
              <TaskStatusMenu title={task.title} status={task.status} onPick={(to) => onMove(task, to)} />
            )
          }
        />
      ))}
    </BoardColumn>
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
        <StatusColumn
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
