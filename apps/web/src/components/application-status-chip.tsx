import Chip from '@mui/material/Chip';

/** A company's request to become something (a municipal organisation, a dealer): waiting, accepted, declined. */
export type ApplicationStatus = 'new' | 'accepted' | 'declined';

/** A request's status, as the owner and the administrators read it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Ждёт решения',
  accepted: 'Принята',
  declined: 'Отклонена',
};

const COLOURS: Record<ApplicationStatus, 'info' | 'success' | 'error'> = {
  new: 'info',
  accepted: 'success',
  declined: 'error',
};

/** «Ждёт решения», «Принята» or «Отклонена». */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'accepted' ? 'filled' : 'outlined'}
      label={APPLICATION_STATUS_LABELS[status]}
    />
  );
}
