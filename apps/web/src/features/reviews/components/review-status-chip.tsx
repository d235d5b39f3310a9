import Chip from '@mui/material/Chip';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@sp/shared/api/reviews';

const COLOUR: Record<ReviewStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  approved: 'success',
  banned: 'error',
};

export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  return (
    <Chip
      size="small"
      color={COLOUR[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      label={REVIEW_STATUS_LABELS[status]}
    />
  );
}
