import Chip from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sp/shared/orders/statuses';
import { STATUS_COLORS } from './format';

export function StatusChip({ status, size = 'small' }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={ORDER_STATUS_LABELS[status]}
    />
  );
}
