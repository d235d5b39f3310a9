import Chip from '@mui/material/Chip';
import { PROMO_STATUS_LABELS, type PromoStatus } from '@sp/shared/api/promo-codes';

const COLOURS: Record<PromoStatus, 'info' | 'success' | 'error' | 'default'> = {
  requested: 'info',
  active: 'success',
  declined: 'error',
  disabled: 'default',
};

/** «На рассмотрении», «Действует», «Отклонён» or «Отключён». */
export function PromoStatusChip({ status }: { status: PromoStatus }) {
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={PROMO_STATUS_LABELS[status]}
    />
  );
}
