import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MyReview, REVIEW_COMMENT_MAX, REVIEW_MSG, REVIEW_STARS_MAX } from '@sp/shared/api/reviews';
import { pluralRu } from '@sp/shared/format/plural';
import { useId, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveReview } from '../api/save-review';

const starsText = (value: number) => `${value} ${pluralRu(value, ['звезда', 'звезды', 'звёзд'])}`;

type ReviewFormProps = {
  /** the deal reviewed: its client only, once it is Выполнена */
  orderId: number;
  /** the review to change (while it waits for moderation); none for a new one */
  review?: MyReview | null;
  onSaved?: (review: MyReview) => void;
  onCancel?: () => void;
};

/**
 * A review of a deal (SPEC §3 Review): 1–5 stars and a comment with a character counter. It cannot be sent
 * empty: «Отправить» waits for the stars and some text.
 */
export function ReviewForm({ orderId, review = null, onSaved, onCancel }: ReviewFormProps) {
  const [stars, setStars] = useState<number | null>(review?.stars ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const save = useSaveReview();
  const starsLabel = useId();
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : {};
  const generalError =
    save.error && !fieldErrors.comment && !fieldErrors.stars ? errorText(save.error) : null;
  const empty = comment.trim() === '';
  const ready = stars !== null && !empty;

  const submit = () => {
    if (!ready || stars === null) return;
    save.mutate(
      { id: review?.id ?? null, orderId, body: { stars, comment: comment.trim() } },
      {
        onSuccess: (saved) => {
          snackbar.success(review ? 'Отзыв сохранён' : REVIEW_MSG.sent);
          onSaved?.(saved);
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={review ? 'Изменить отзыв' : 'Отзыв о сделке'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={starsLabel} component="p" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Оценка
        </Typography>
        <Rating
          name={`review-stars-${orderId}`}
          aria-labelledby={starsLabel}
          max={REVIEW_STARS_MAX}
          value={stars}
          size="large"
          getLabelText={starsText}
          onChange={(_, value) => setStars(value !== null && Number.isFinite(value) ? value : null)}
        />
        {(fieldErrors.stars ?? []).map((message) => (
          <Typography key={message} variant="caption" color="error" component="p">
            {message}
          </Typography>
        ))}
      </Box>
      <TextField
        label="Отзыв"
        multiline
        minRows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={Boolean(fieldErrors.comment)}
        placeholder="Расскажите, как прошло обслуживание"
        slotProps={{
          htmlInput: { maxLength: REVIEW_COMMENT_MAX },
          formHelperText: { component: 'div' },
        }}
        helperText={
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{fieldErrors.comment?.join(' ') ?? ''}</span>
            <span data-testid="review-counter" aria-live="polite">
              {comment.length} / {REVIEW_COMMENT_MAX}
            </span>
          </Box>
        }
      />
      {generalError && (
        <Typography color="error" role="alert">
          {generalError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button color="inherit" onClick={onCancel}>
            Отмена
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={!ready || save.isPending}>
          {review ? 'Сохранить' : 'Отправить отзыв'}
        </Button>
      </Stack>
    </Box>
  );
}
