import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { mediaUrl } from '../../../lib/api-base';

type Slide = { id: number; image: string; title: string };

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
} as const;

/** The page's slides one at a time: previous/next buttons, arrow keys, a counter, captions. */
export function CompanySlider({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  if (count === 0) return null;
  const current = slides[Math.min(index, count - 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="карусель"
      aria-label={label}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        role="group"
        aria-roledescription="слайд"
        aria-label={`${index + 1} из ${count}`}
        sx={{
          position: 'relative',
          aspectRatio: { xs: '4 / 3', sm: '21 / 9' },
          maxHeight: 460,
          width: '100%',
        }}
      >
        <Box
          component="img"
          src={mediaUrl(current.image)}
          alt={current.title || `Слайд ${index + 1}`}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {current.title && (
          <Typography
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              px: { xs: 2, sm: 3 },
              py: 1.5,
              color: 'common.white',
              fontSize: { xs: '1rem', sm: '1.25rem' },
              fontWeight: 500,
              background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.65))',
            }}
          >
            {current.title}
          </Typography>
        )}
      </Box>
      {count > 1 && (
        <>
          <IconButton aria-label="Предыдущий слайд" onClick={() => step(-1)} sx={{ ...arrow, left: 8 }}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Следующий слайд" onClick={() => step(1)} sx={{ ...arrow, right: 8 }}>
            <ChevronRight />
          </IconButton>
          <Typography
            aria-live="polite"
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              px: 1,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.5)',
              color: 'common.white',
              fontSize: 14,
            }}
          >
            {index + 1} / {count}
          </Typography>
        </>
      )}
    </Box>
  );
}
