import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAPTION_MAX, MAX_PAGE_PHOTOS, type MemoryPagePhoto } from '@sp/shared/api/memory-pages';
import { pluralRu } from '@sp/shared/format/plural';
import { type DragEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checkFileSize } from '../../../components/file-rules';
import { ImageSliderDialog } from '../../../components/image-slider-dialog';
import { MediaImg } from '../../../components/media-image';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAddPhoto, useCaptionPhoto, useDeletePhoto, useOrderPhotos } from '../api/photos';

const ACCEPT = 'image/jpeg,image/png,image/webp';

type CaptionFieldProps = {
  photo: MemoryPagePhoto;
  index: number;
  disabled: boolean;
  onSave: (caption: string) => void;
};

/** A caption saved when the field loses focus (or on Enter) if it changed. */
function CaptionField({ photo, index, disabled, onSave }: CaptionFieldProps) {
  const [value, setValue] = useState(photo.caption);
  const save = () => {
    if (value.trim() !== photo.caption) onSave(value.trim());
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={`Подпись к фото ${index + 1}`}
      value={value}
      disabled={disabled}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
      slotProps={{ htmlInput: { maxLength: CAPTION_MAX } }}
    />
  );
}

type GalleryEditorProps = { pageId: number; photos: readonly MemoryPagePhoto[]; readOnly: boolean };

/** The page's photos: add several at once (or drop them here), caption, move, view in the slider, delete. */
export function GalleryEditor({ pageId, photos, readOnly }: GalleryEditorProps) {
  const inputId = useId();
  const add = useAddPhoto(pageId);
  const caption = useCaptionPhoto(pageId);
  const order = useOrderPhotos(pageId);
  const remove = useDeletePhoto(pageId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MemoryPagePhoto | null>(null);
  const [dragging, setDragging] = useState(false);
  const full = photos.length >= MAX_PAGE_PHOTOS;

  const upload = async (files: File[]) => {
    const room = MAX_PAGE_PHOTOS - photos.length;
    const chosen = files.slice(0, Math.max(0, room));
    if (files.length > chosen.length) snackbar.error(`В галерее не больше ${MAX_PAGE_PHOTOS} фотографий`);
    let added = 0;
    setProgress({ done: 0, total: chosen.length });
    for (const [index, file] of chosen.entries()) {
      const problem = checkFileSize(file);
      try {
        if (problem) throw new Error(`${file.name}: ${problem}`);
        await add.mutateAsync({ file, caption: '' });
        added += 1;
      } catch (error) {
        snackbar.error(errorText(error));
      }
      setProgress({ done: index + 1, total: chosen.length });
    }
    setProgress(null);
    if (added)
      snackbar.success(`Добавлено ${added} ${pluralRu(added, ['фотография', 'фотографии', 'фотографий'])}`);
  };

  const move = (index: number, delta: number) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved);
    order.mutate(ids, { onError: (error) => snackbar.error(errorText(error)) });
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (readOnly || full) return;
    void upload([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
  };

  return (
    <Box
      onDragOver={(event) => {
        if (readOnly) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        borderRadius: 2,
        outline: dragging ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: 4,
      }}
    >
      {photos.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Фотографий пока нет.
          {readOnly ? '' : ' Добавьте снимки из семейного альбома — или перетащите их сюда.'}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Фотографии страницы"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: photos.length ? 2 : 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {photos.map((photo, index) => (
          <Box
            component="li"
            key={photo.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              component="button"
              type="button"
              onClick={() => setViewing(index)}
              aria-label={`Открыть фото ${index + 1}`}
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                border: 0,
                cursor: 'zoom-in',
                bgcolor: 'grey.100',
              }}
            >
              <MediaImg
                url={photo.thumbnail}
                alt={photo.caption || `Фото ${index + 1}`}
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            </Box>
            <Box sx={{ p: 1, display: 'grid', gap: 0.5 }}>
              <CaptionField
                key={`${photo.id}:${photo.caption}`}
                photo={photo}
                index={index}
                disabled={readOnly}
                onSave={(text) =>
                  caption.mutate(
                    { photoId: photo.id, caption: text },
                    {
                      onSuccess: () => snackbar.success('Подпись сохранена'),
                      onError: (error) => snackbar.error(errorText(error)),
                    },
                  )
                }
              />
              {!readOnly && (
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <IconButton
                    size="small"
                    aria-label={`Переместить фото ${index + 1} раньше`}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowBack fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Переместить фото ${index + 1} позже`}
                    disabled={index === photos.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowForward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Удалить фото ${index + 1}`}
                    onClick={() => setDeleting(photo)}
                    sx={{ ml: 'auto' }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {progress && (
        <Box sx={{ mb: 2 }} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            Загрузка: {progress.done} из {progress.total}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? (progress.done / progress.total) * 100 : 0}
            aria-label="Загрузка фотографий"
          />
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={full || progress !== null}
          >
            Добавить фотографии
          </Button>
          <input
            id={inputId}
            type="file"
            hidden
            multiple
            accept={ACCEPT}
            aria-label="Фотографии"
            disabled={full || progress !== null}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void upload(files);
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {photos.length} из {MAX_PAGE_PHOTOS} · JPG, PNG или WebP до 10 Мб
          </Typography>
        </Box>
      )}
      <ImageSliderDialog
        open={viewing !== null}
        images={photos.map((photo) => photo.image)}
        captions={photos.map((photo) => photo.caption)}
        startIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        text="Удалить фотографию со страницы? Файл тоже будет удалён."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.success('Фотография удалена');
              setDeleting(null);
            },
            onError: (error) => snackbar.error(errorText(error)),
          })
        }
      />
    </Box>
  );
}
