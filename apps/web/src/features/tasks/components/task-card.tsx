import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ChecklistRtl from '@mui/icons-material/ChecklistRtl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '@sp/shared/api/tasks';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { DragEvent, ReactNode } from 'react';
import { RouterLink } from '../../../lib/router-link';
import { deadlineText, isOverdue } from './format';
import { TaskStatusChip } from './task-status-chip';

type TaskCardProps = {
  task: Task;
  showStatus?: boolean;
  actions?: ReactNode;
  draggable?: boolean;
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
};

/** A task as a card: the phone's list, the board's columns and the deal's tasks. */
export function TaskCard({
  task,
  showStatus = true,
  actions,
  draggable = false,
  onDragStart,
  onDragEnd,
}: TaskCardProps) {
  const overdue = isOverdue(task);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Задача «${task.title}»`}
      draggable={draggable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      sx={{
        p: 1.5,
        cursor: draggable ? 'grab' : undefined,
        '&:active': draggable ? { cursor: 'grabbing' } : {},
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
        <Link
          component={RouterLink}
          to={paths.task(task.id)}
          draggable={false}
          sx={{ fontWeight: 500, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Link>
        {showStatus && <TaskStatusChip status={task.status} />}
      </Box>
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color={overdue ? 'error' : 'text.secondary'}>
          Срок: {deadlineText(task.deadline)}
          {overdue && ' · просрочена'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {task.assignee ? task.assignee.name : 'Исполнитель не назначен'}
        </Typography>
        {task.order && (
          <Link component={RouterLink} to={paths.order(task.order.id)} variant="body2" draggable={false}>
            Сделка № {task.order.number}
          </Link>
        )}
        {task.person && (
          <Typography variant="body2" color="text.secondary">
            {task.person.full_name}
          </Typography>
        )}
        {(task.todos_total > 0 || task.comments_count > 0) && (
          <Box sx={{ display: 'flex', gap: 1.5, color: 'text.secondary', alignItems: 'center' }}>
            {task.todos_total > 0 && (
              <Box
                sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                aria-label={`Выполнено пунктов: ${task.todos_done} из ${task.todos_total}`}
              >
                <ChecklistRtl fontSize="small" aria-hidden />
                <Typography variant="caption">
                  {task.todos_done}/{task.todos_total}
                </Typography>
              </Box>
            )}
            {task.comments_count > 0 && (
              <Box
                sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                aria-label={`Комментариев: ${task.comments_count}`}
              >
                <ChatBubbleOutline fontSize="small" aria-hidden />
                <Typography variant="caption">{task.comments_count}</Typography>
              </Box>
            )}
          </Box>
        )}
      </Stack>
      {actions && <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>{actions}</Box>}
    </Paper>
  );
}
