import Chip from '@mui/material/Chip';
import { TASK_STATUS_LABELS, type TaskStatus } from '@sp/shared/api/tasks';
import { TASK_STATUS_COLORS } from './format';

export function TaskStatusChip({ status }: { status: TaskStatus }) {
  return (
    <Chip
      size="small"
      color={TASK_STATUS_COLORS[status]}
      variant={status === 'new' ? 'outlined' : 'filled'}
      label={TASK_STATUS_LABELS[status]}
    />
  );
}
