import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_MSG, type ReviewStatus } from '@sp/shared/api/reviews';
import { formatDate } from '@sp/shared/format/date';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteReview } from '../api/delete-review';
import { useOrderReview } from '../api/my-reviews';
import { ReviewForm } from './review-form';
import { ReviewStars } from './review-stars';
import { ReviewStatusChip } from './review-status-chip';

const STATUS_HINT: Record<ReviewStatus, string> = {
  pending: 'Отзыв появится на странице компании после проверки администратором.',
  approved: 'Отзыв опубликован на странице компании.',
  banned: 'Администратор отклонил отзыв: он не публикуется.',
};

/**
 * The client's review of one deal, for the client's deal page (/app/history-orders/{id}): their review with its
 * status (changed or withdrawn while it waits for moderation), else the form once the deal is Выполнена.
 */
export function OrderReview({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const review = useOrderReview(orderId);
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);

  let body: ReactNode;
  if (review.isPending) body = <PageState kind="loading" />;
  else if (review.error)
    body = <PageState kind="error" error={review.error} onRetry={() => void review.refetch()} />;
  else if (review.data && !editing) {
    const mine = review.data;
    body = (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <ReviewStars stars={mine.stars} />
          <ReviewStatusChip status={mine.status} />
          <Typography variant="body2" color="text.secondary">
            {formatDate(mine.created_at)}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mine.comment}</Typography>
        <Typography variant="body2" color="text.secondary">
          {STATUS_HINT[mine.status]}
        </Typography>
        {mine.status !== 'banned' && (
          <Stack direction="row" spacing={1}>
            {mine.status === 'pending' && <Button onClick={() => setEditing(true)}>Изменить</Button>}
            <Button color="error" onClick={() => setRemoving(true)}>
              Удалить
            </Button>
          </Stack>
        )}
      </Stack>
    );
  } else if (review.data || status === 'completed') {
    body = (
      <ReviewForm
        orderId={orderId}
        review={review.data}
        onSaved={() => setEditing(false)}
        onCancel={review.data ? () => setEditing(false) : undefined}
      />
    );
  } else {
    body = <Typography color="text.secondary">{REVIEW_MSG.notCompleted}</Typography>;
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`order-review-${orderId}`} sx={{ p: 3 }}>
      <Typography id={`order-review-${orderId}`} variant="h3" component="h2" sx={{ mb: 2 }}>
        {review.data ? 'Ваш отзыв' : 'Отзыв о сделке'}
      </Typography>
      <Box>{body}</Box>
      <ConfirmDialog
        open={removing}
        text="Удалить отзыв? Его можно будет написать заново."
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          if (!review.data) return;
          remove.mutate(review.data.id, {
            onSuccess: () => snackbar.success('Отзыв удалён'),
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(false),
          });
        }}
      />
    </Paper>
  );
}
