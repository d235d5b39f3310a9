import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CompanyReview,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@sp/shared/api/reviews';
import { formatDate } from '@sp/shared/format/date';
import { GUEST, satisfiesRule } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { actorOf } from '../../../lib/actor';
import { useSession } from '../../../lib/session-store';
import { useCompanyReviews } from '../api/company-reviews';
import { ReviewCard } from './review-card';
import { ReviewStars } from './review-stars';
import { ReviewStatusChip } from './review-status-chip';

/** Who reads the company's reviews: its owner and employees with the reviews module (SPEC §6), not in user mode. */
const READERS = { userTypes: [USER_TYPE.company, USER_TYPE.manager], module: 'reviews', level: 3 } as const;

const COLUMNS: readonly Column<CompanyReview>[] = [
  { key: 'date', label: 'Дата', width: 110, render: (review) => formatDate(review.created_at) },
  { key: 'order', label: 'Сделка', width: 90, render: (review) => `№${review.order_number}` },
  { key: 'author', label: 'Клиент', width: 180, render: (review) => review.author_name },
  { key: 'stars', label: 'Оценка', width: 120, render: (review) => <ReviewStars stars={review.stars} /> },
  {
    key: 'comment',
    label: 'Отзыв',
    render: (review) => (
      // words stay whole: a long one widens its column rather than breaking (issue 12 §3)
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
        {review.comment}
      </Typography>
    ),
  },
  {
    key: 'status',
    label: 'Статус',
    width: 140,
    render: (review) => <ReviewStatusChip status={review.status} />,
  },
];

/** On a phone each review is a card: stars and status, the text, then the client, the deal and the date. */
export function CompanyReviewCard({ review }: { review: CompanyReview }) {
  return (
    <ReviewCard
      label={`Отзыв о сделке №${review.order_number}`}
      stars={review.stars}
      status={review.status}
      comment={review.comment}
      details={
        <Typography variant="caption" color="text.secondary">
          {review.author_name} · Сделка №{review.order_number} · {formatDate(review.created_at)}
        </Typography>
      }
    />
  );
}

/**
 * «Отзывы клиентов» on the dashboard: the reviews of the company's deals with their moderation status. Renders
 * nothing for anyone who may not read them.
 */
export function CompanyReviewsCard() {
  const actor = actorOf(useSession()) ?? GUEST;
  const allowed = satisfiesRule(actor, READERS);
  const paging = usePaging(5);
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const reviews = useCompanyReviews(
    { offset: paging.offset, limit: paging.limit, ...(status ? { status } : {}) },
    allowed,
  );
  if (!allowed) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="company-reviews-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
        useFlexGap
      >
        <Typography id="company-reviews-title" variant="h3" component="h2">
          Отзывы клиентов
        </Typography>
        <TextField
          select
          size="small"
          label="Статус отзыва"
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReviewStatus | '');
            paging.setPage(1);
          }}
        >
          <MenuItem value="">Все</MenuItem>
          {REVIEW_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {REVIEW_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label="Отзывы клиентов"
        columns={COLUMNS}
        rows={reviews.data?.results}
        count={reviews.data?.count ?? 0}
        paging={paging}
        rowKey={(review) => review.id}
        renderCard={(review) => <CompanyReviewCard key={review.id} review={review} />}
        loading={reviews.isPending}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        emptyText={
          status
            ? 'Отзывов с таким статусом нет'
            : 'Отзывов пока нет. Клиент может оставить отзыв, когда сделка выполнена; на странице компании он появится после проверки администратором.'
        }
      />
    </Paper>
  );
}
