import Chip from '@mui/material/Chip';
import { PASSPORT_REQUEST_STATUS_LABELS, type PassportRequestStatus } from '@sp/shared/api/passports';
import { PASSPORT_STATUS_COLORS } from './passport-format';

/** A request's status: «Новая», «На рассмотрении», «Требует исправлений», «Одобрена», «Отклонена». */
export function PassportRequestStatusChip({
  status,
  size = 'small',
}: {
  status: PassportRequestStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      color={PASSPORT_STATUS_COLORS[status]}
      variant={status === 'rejected' || status === 'new' ? 'outlined' : 'filled'}
      label={PASSPORT_REQUEST_STATUS_LABELS[status]}
    />
  );
}
