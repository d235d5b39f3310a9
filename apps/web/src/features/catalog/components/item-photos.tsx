import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type CatalogItem, MAX_PHOTOS } from '@sp/shared/api/catalog';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageSliderDialog } from '../../../components/image-slider-dialog';
import { UploadDialog } from '../../../components/upload-dialog';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeletePhoto, useUploadPhoto } from '../api/item-photos';

type ItemPhotosProps = {
  item: CatalogItem;
  readOnly: boolean;
  /** the item as the server answered after a photo was added or removed */
  onChange: (item: CatalogItem) => void;
};

/** The photos of a saved product or service: thumbnails, the slider, upload (10 at most) and delete. */
export function ItemPhotos({ item, readOnly, onChange }: ItemPhotosProps) {
  const upload = useUploadPhoto(item.kind);
  const remove = useDeletePhoto(item.kind);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const photos = item.photos;
  const full = photos.length >= MAX_PHOTOS;

  const handleUpload = (file: File) =>
    upload.mutate(
      { id: item.id, file },
      {
        onSuccess: (updated) => {
          onChange(updated);
          setUploading(false);
          snackbar.success('Фотография добавлена');
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  const handleRemove = () => {
    if (removing === null) return;
    remove.mutate(
      { id: item.id, photoId: removing },
      {
        onSuccess: (updated) => {
          onChange(updated);
          snackbar.success('Фотография удалена');
        },
        onError: (error) => snackbar.error(errorText(error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Box component="section" aria-label="Фотографии">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          Фотографии ({photos.length} из {MAX_PHOTOS})
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={full}
            onClick={() => setUploading(true)}
          >
            Добавить фото
          </Button>
        )}
      </Box>
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Фотографий пока нет
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {photos.map((photo, index) => (
            <Box key={photo.id} sx={{ position: 'relative' }}>
              <ButtonBase
                aria-label={`Открыть фото ${index + 1}`}
                onClick={() => setViewing(index)}
                sx={{ borderRadius: 1, overflow: 'hidden' }}
              >
                <Box
                  component="img"
                  src={mediaUrl(photo.thumbnail)}
                  alt={`${item.name}, фото ${index + 1}`}
                  sx={{ width: 80, height: 80, objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
              {!readOnly && (
                <IconButton
                  size="small"
                  aria-label={`Удалить фото ${index + 1}`}
                  onClick={() => setRemoving(photo.id)}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    p: 0.25,
                    bgcolor: 'rgba(255,255,255,0.85)',
                    '&:hover': { bgcolor: 'common.white' },
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {uploading && (
        <UploadDialog
          open
          title="Загрузка фотографии"
          accept="image/jpeg,image/png,image/webp"
          busy={upload.isPending}
          onClose={() => setUploading(false)}
          onUpload={handleUpload}
        />
      )}
      <ImageSliderDialog
        open={viewing !== null}
        images={photos.map((photo) => mediaUrl(photo.image) ?? '')}
        startIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        text="Удалить фотографию?"
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
