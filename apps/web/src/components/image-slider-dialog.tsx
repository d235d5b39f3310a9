import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useMediaSrc } from '../lib/media-src';

type ImageSliderDialogProps = {
  open: boolean;
  images: readonly string[];
  /** a caption under each image, when there is one */
  captions?: readonly string[];
  startIndex?: number;
  onClose: () => void;
};

/** SPEC §2: image slider with a counter, close and previous/next arrows (and the keyboard's arrow keys). */
export function ImageSliderDialog({
  open,
  images,
  captions,
  startIndex = 0,
  onClose,
}: ImageSliderDialogProps) {
  const [index, setIndex] = useState(startIndex);
  useEffect(() => setIndex(startIndex), [startIndex]);
  const count = images.length;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);
  const caption = captions?.[index] ?? '';
  // a private file (a private or «by link» memory page's photo) is fetched with the session or the page's token
  const src = useMediaSrc(images[index]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      slotProps={{ paper: { 'aria-label': 'Просмотр изображений' } }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
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
            src={src}
            alt={caption || `Изображение ${index + 1}`}
            sx={{ maxWidth: '100%', maxHeight: '80vh' }}
          />
        )}
        {caption && (
          <Typography
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              right: 0,
              px: 2,
              py: 1.5,
              color: 'common.white',
              bgcolor: 'rgba(0, 0, 0, 0.55)',
              textAlign: 'center',
            }}
          >
            {caption}
          </Typography>
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
