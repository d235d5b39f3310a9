import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

type ImageSliderDialogProps = {
  open: boolean;
  images: readonly string[];
  startIndex?: number;
  onClose: () => void;
};

/** SPEC §2: image slider with a counter, close and previous/next arrows. */
export function ImageSliderDialog({ open, images, startIndex = 0, onClose }: ImageSliderDialogProps) {
  const [index, setIndex] = useState(startIndex);
  useEffect(() => setIndex(startIndex), [startIndex]);
  const count = images.length;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth>
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.900',
          minHeight: 320,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {count > 0 && (
          <Box
            component="img"
            src={images[index]}
            alt={`Изображение ${index + 1}`}
            sx={{ maxWidth: '100%', maxHeight: '80vh' }}
          />
        )}
        <Typography sx={{ position: 'absolute', top: 12, left: 16, color: 'common.white' }}>
          {count > 0 ? `${index + 1} / ${count}` : '0 / 0'}
        </Typography>
        <IconButton
          aria-label="Закрыть"
          onClick={onClose}
          sx={{ position: 'absolute', top: 4, right: 4, color: 'common.white' }}
        >
          <Close />
        </IconButton>
        {count > 1 && (
          <>
            <IconButton
              aria-label="Предыдущее изображение"
              onClick={() => step(-1)}
              sx={{ position: 'absolute', left: 8, color: 'common.white' }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Следующее изображение"
              onClick={() => step(1)}
              sx={{ position: 'absolute', right: 8, color: 'common.white' }}
            >
              <ChevronRight fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
