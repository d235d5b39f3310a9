import Box from '@mui/material/Box';
import { REVIEW_STARS_MAX } from '@sp/shared/api/review-limits';

/** Stars shown, not chosen: filled ones in gold, the rest grey; read as «Оценка: 4 из 5». */
export function ReviewStars({ stars, fontSize = '1.1rem' }: { stars: number; fontSize?: string }) {
  const filled = Math.max(0, Math.min(REVIEW_STARS_MAX, Math.round(stars)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Оценка: ${filled} из ${REVIEW_STARS_MAX}`}
      sx={{ fontSize, letterSpacing: '0.1em', whiteSpace: 'nowrap', lineHeight: 1 }}
    >
      <Box component="span" aria-hidden sx={{ color: '#f5a623' }}>
        {'★'.repeat(filled)}
      </Box>
      <Box component="span" aria-hidden sx={{ color: 'action.disabled' }}>
        {'★'.repeat(REVIEW_STARS_MAX - filled)}
      </Box>
    </Box>
  );
}
