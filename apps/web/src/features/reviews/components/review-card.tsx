import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewStatus } from '@sp/shared/api/reviews';
import type { ReactNode } from 'react';
import { ReviewStars } from './review-stars';
import { ReviewStatusChip } from './review-status-chip';

type ReviewCardProps = {
  /** what the card is named for a screen reader: «Отзыв о сделке №12» */
  label: string;
  stars: number;
  status: ReviewStatus;
  comment: string;
  /** who wrote it, about which deal, when: small lines under the text */
  details: ReactNode;
  actions?: ReactNode;
};

/** A review on a phone, in place of a table row: stars and status, the text, then who and when. */
export function ReviewCard({ label, stars, status, comment, details, actions }: ReviewCardProps) {
  return (
    <Paper variant="outlined" component="article" aria-label={label} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <ReviewStars stars={stars} />
        <ReviewStatusChip status={status} />
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', mb: 1 }}>
        {comment}
      </Typography>
      <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
        {details}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
