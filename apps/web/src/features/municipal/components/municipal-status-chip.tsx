import Chip from '@mui/material/Chip';
import type { MunicipalRequestStatus } from '../api/municipal-requests';

/** A request's status, as the owner and the administrators read it. */
export const MUNICIPAL_STATUS_LABELS: Record<MunicipalRequestStatus, string> = {
  new: 'Ждёт решения',
  accepted: 'Принята',
  declined: 'Отклонена',
};

const COLOURS: Record<MunicipalRequestStatus, 'info' | 'success' | 'error'> = {
  new: 'info',
  accepted: 'success',
  declined: 'error',
};

/** «Ждёт решения», «Принята» or «Отклонена». */
export function MunicipalStatusChip({ status }: { status: MunicipalRequestStatus }) {
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'accepted' ? 'filled' : 'outlined'}
      label={MUNICIPAL_STATUS_LABELS[status]}
    />
  );
}
