import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sp/shared/format/date';
import { pluralRu } from '@sp/shared/format/plural';
import { usePublicReviews } from '../api/public-reviews';
import { ReviewStars } from './review-stars';

const average = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * «Отзывы» on a company's public page: the reviews an administrator approved, the average and the count, five
 * at a time. Nothing is shown while the company has none.
 */
export function PublicReviews({ companyId }: { companyId: number }) {
  const { state, retry, showMore } = usePublicReviews(companyId);
  if (state.count === 0 && !state.error) return null;
  return (
    <Box component="section" aria-labelledby="reviews-title" id="reviews" sx={{ scrollMarginTop: 80 }}>
      <Typography id="reviews-title" variant="h3" component="h2" color="primary" sx={{ mb: 1 }}>
        Отзывы
      </Typography>
      {state.average !== null && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <ReviewStars stars={state.average} fontSize="1.4rem" />
          <Typography sx={{ fontWeight: 500 }}>{average(state.average)} из 5</Typography>
          <Typography color="text.secondary">
            {state.count} {pluralRu(state.count, ['отзыв', 'отзыва', 'отзывов'])}
          </Typography>
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {state.results.map((review) => (
          <Box
            component="li"
            key={review.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <ReviewStars stars={review.stars} />
              <Typography sx={{ fontWeight: 500 }}>{review.author_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(review.created_at)}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.comment}
            </Typography>
          </Box>
        ))}
      </Box>
      {state.error ? (
        <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="error">Не удалось загрузить отзывы.</Typography>
          <Button onClick={retry}>Повторить</Button>
        </Box>
      ) : (
        state.results.length < state.count && (
          <Button onClick={showMore} disabled={state.loading} sx={{ mt: 2 }}>
            Показать ещё
          </Button>
        )
      )}
    </Box>
  );
}
