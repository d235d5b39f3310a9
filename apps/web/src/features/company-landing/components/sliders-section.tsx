import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageSliderDialog } from '../../../components/image-slider-dialog';
import { PageState } from '../../../components/page-state';
import { UploadDialog } from '../../../components/upload-dialog';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import type { ModuleRights } from '../../../lib/use-module-rights';
import { useAddSlider } from '../api/add-slider';
import { useDeleteSlider } from '../api/delete-slider';
import { type LandingSlider, useSliders } from '../api/sliders';

/** The server keeps 10 slides at most. */
export const MAX_SLIDERS = 10;

type SlidersSectionProps = { rights: ModuleRights };

/** The page's slides: upload with a caption, view in the slider, delete after confirming. */
export function SlidersSection({ rights }: SlidersSectionProps) {
  const sliders = useSliders();
  const add = useAddSlider();
  const remove = useDeleteSlider();
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LandingSlider | null>(null);

  if (sliders.isPending) return <PageState kind="loading" />;
  if (sliders.isError)
    return <PageState kind="error" error={sliders.error} onRetry={() => void sliders.refetch()} />;
  const list = sliders.data;
  const images = list.map((slider) => mediaUrl(slider.image) ?? '');
  const full = list.length >= MAX_SLIDERS;

  return (
    <Box>
      {list.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Слайдов пока нет. Они показываются вверху страницы компании.
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Слайды"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: list.length ? 2 : 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {list.map((slider, index) => (
          <Box
            component="li"
            key={slider.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="button"
              type="button"
              onClick={() => setViewing(index)}
              aria-label={`Открыть слайд ${index + 1}`}
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                cursor: 'zoom-in',
                bgcolor: 'grey.100',
              }}
            >
              <Box
                component="img"
                src={images[index]}
                alt={slider.title || `Слайд ${index + 1}`}
                sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
              <Typography variant="body2" noWrap sx={{ flexGrow: 1 }} title={slider.title}>
                {slider.title || 'Без подписи'}
              </Typography>
              {rights.canDelete && (
                <IconButton
                  size="small"
                  aria-label={`Удалить слайд ${index + 1}`}
                  onClick={() => setDeleting(slider)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {rights.canEdit && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Подпись нового слайда"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            disabled={full}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flex: '1 1 240px' }}
          />
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            onClick={() => setUploading(true)}
            disabled={full}
          >
            Добавить слайд
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {list.length} из {MAX_SLIDERS}
          </Typography>
        </Box>
      )}
      <UploadDialog
        open={uploading}
        title="Новый слайд"
        accept="image/jpeg,image/png,image/webp"
        busy={add.isPending}
        onClose={() => setUploading(false)}
        onUpload={(file) =>
          add.mutate(
            { file, title: title.trim() },
            {
              onSuccess: () => {
                snackbar.success('Слайд добавлен');
                setUploading(false);
                setTitle('');
              },
              onError: (error) => snackbar.error(errorText(error)),
            },
          )
        }
      />
      <ImageSliderDialog
        open={viewing !== null}
        images={images}
        startIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        text={`Удалить слайд${deleting?.title ? ` «${deleting.title}»` : ''}?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.success('Слайд удалён');
              setDeleting(null);
            },
            onError: (error) => snackbar.error(errorText(error)),
          })
        }
      />
    </Box>
  );
}
