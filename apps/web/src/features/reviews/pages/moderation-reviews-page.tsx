import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AdminReview,
  type AdminReviewFlags,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@sp/shared/api/reviews';
import { formatDateTime } from '@sp/shared/format/date';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, PHONE_QUERY } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAdminReviews } from '../api/admin-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ReviewCard } from '../components/review-card';
import { ReviewStars } from '../components/review-stars';
import { ReviewStatusChip } from '../components/review-status-chip';

type Decision = 'approve' | 'ban' | 'restore';

const DECISIONS: Record<Decision, { flags: AdminReviewFlags; question: string; done: string }> = {
  approve: {
    flags: { is_moderation: true, is_banned: false },
    question: 'Одобрить отзыв? Он появится на странице компании.',
    done: 'Отзыв опубликован',
  },
  ban: {
    flags: { is_banned: true },
    question:
      'Отклонить отзыв? Он не будет показан на странице компании, а клиент не сможет написать новый об этой сделке.',
    done: 'Отзыв отклонён',
  },
  restore: {
    flags: { is_moderation: false, is_banned: false },
    question: 'Вернуть отзыв на модерацию? Он не будет показан, пока его не одобрят.',
    done: 'Отзыв возвращён на модерацию',
  },
};

/** What can be done with a review in each status. */
const ACTIONS: Record<ReviewStatus, { decision: Decision; label: string; colour: 'primary' | 'error' }[]> = {
  pending: [
    { decision: 'approve', label: 'Одобрить', colour: 'primary' },
    { decision: 'ban', label: 'Отклонить', colour: 'error' },
  ],
  approved: [{ decision: 'ban', label: 'Отклонить', colour: 'error' }],
  banned: [{ decision: 'restore', label: 'Вернуть на модерацию', colour: 'primary' }],
};

/**
 * /admin/moderation-reviews: the clients' reviews, those waiting first; an approved review shows on the company's
 * public page, a rejected one never does (SPEC §4: is_moderation, is_banned). Each decision is confirmed.
 */
export function ModerationReviewsPage() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const paging = usePaging();
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const reviews = useAdminReviews({
    offset: paging.offset,
    limit: paging.limit,
    ...(status ? { status } : {}),
  });
  const moderate = useModerateReview();
  const [asking, setAsking] = useState<{ review: AdminReview; decision: Decision } | null>(null);

  const decide = () => {
    if (!asking) return;
    const { review, decision } = asking;
    moderate.mutate(
      { id: review.id, flags: DECISIONS[decision].flags },
      {
        onSuccess: () => snackbar.success(DECISIONS[decision].done),
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: () => setAsking(null),
      },
    );
  };

  const actionsOf = (review: AdminReview) =>
    ACTIONS[review.status].map((action) => (
      <Button
        key={action.decision}
        size="small"
        color={action.colour}
        variant={phone ? 'outlined' : 'text'}
        onClick={() => setAsking({ review, decision: action.decision })}
        aria-label={`${action.label}: отзыв о сделке №${review.order_number} «${review.company_name}»`}
      >
        {action.label}
      </Button>
    ));

  const columns: readonly Column<AdminReview>[] = [
    {
      key: 'date',
      label: 'Дата',
      width: 140,
      render: (review) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(review.created_at)}</Box>,
    },
    {
      key: 'company',
      label: 'Компания и сделка',
      width: 170,
      render: (review) => (
        <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {review.company_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Сделка №{review.order_number}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'author',
      label: 'Автор',
      width: 190,
      render: (review) =>
        review.author ? (
          <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
            <Typography variant="body2">{review.author.name}</Typography>
            {review.author.contact && review.author.contact !== review.author.name && (
              <Typography variant="caption" color="text.secondary">
                {review.author.contact}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Аккаунт удалён
          </Typography>
        ),
    },
    {
      key: 'review',
      label: 'Отзыв',
      render: (review) => (
        <Stack spacing={0.5}>
          <ReviewStars stars={review.stars} />
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {review.comment}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'status',
      label: 'Статус',
      width: 130,
      render: (review) => <ReviewStatusChip status={review.status} />,
    },
    {
      key: 'actions',
      label: 'Действия',
      width: 150,
      render: (review) => <Stack sx={{ alignItems: 'flex-start' }}>{actionsOf(review)}</Stack>,
    },
  ];

  /** On a phone each review is a card: stars and status, the text, who wrote it about which deal, the buttons. */
  const renderCard = (review: AdminReview) => (
    <ReviewCard
      key={review.id}
      label={`Отзыв о сделке №${review.order_number} «${review.company_name}»`}
      stars={review.stars}
      status={review.status}
      comment={review.comment}
      details={
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {review.company_name} · Сделка №{review.order_number}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {review.author
              ? [
                  review.author.name,
                  review.author.contact !== review.author.name ? review.author.contact : '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Аккаунт удалён'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(review.created_at)}
          </Typography>
        </>
      }
      actions={actionsOf(review)}
    />
  );

  return (
    <Box>
      <PageHeader title="Модерация отзывов" />
      <TextField
        select
        size="small"
        label="Статус"
        sx={{ mb: 2, minWidth: 240 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as ReviewStatus | '');
          paging.setPage(1);
        }}
      >
        <MenuItem value="">Все, сначала ожидающие</MenuItem>
        {REVIEW_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {REVIEW_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <DataTable
        label="Отзывы"
        columns={columns}
        rows={reviews.data?.results}
        count={reviews.data?.count ?? 0}
        paging={paging}
        rowKey={(review) => review.id}
        renderCard={renderCard}
        loading={reviews.isPending}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        emptyText={
          status
            ? 'Отзывов с таким статусом нет'
            : 'Здесь появятся отзывы клиентов о выполненных сделках. Одобренный отзыв показывается на странице компании.'
        }
        emptyTitle={status ? undefined : 'Отзывов пока нет'}
      />
      <ConfirmDialog
        open={asking !== null}
        text={asking ? DECISIONS[asking.decision].question : undefined}
        busy={moderate.isPending}
        onConfirm={decide}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
