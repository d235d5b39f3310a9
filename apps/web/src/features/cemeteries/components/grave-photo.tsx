import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { GravePhoto as Photo } from '@sp/shared/api/cemeteries';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { gravePhotoAlt } from '../../../components/grave/grave-format';
import { ImageSliderDialog } from '../../../components/image-slider-dialog';
import { UploadDialog } from '../../../components/upload-dialog';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteGravePhoto } from '../api/delete-grave-photo';
import { useUploadGravePhoto } from '../api/upload-grave-photo';

type GravePhotoProps = {
  id: number;
  /** «Могила № 12» */
  title: string;
  photo: Photo;
};

/** The image types the server takes (it checks the bytes again). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A grave's photo on its card: the thumbnail opens the full one; its governor uploads, replaces and removes it
 * (public at once, like the grave).
 */
export function GravePhotoBlock({ id, title, photo }: GravePhotoProps) {
  const upload = useUploadGravePhoto();
  const remove = useDeleteGravePhoto();
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const alt = gravePhotoAlt(title);
  /** «фото могилы № 12А» inside a sentence (the number keeps its letters) */
  const named = `ф${alt.slice(1)}`;
  const thumbnail = photo.photo_thumbnail ?? photo.photo;

  const doUpload = (file: File) =>
    upload.mutate(
      { id, file },
      {
        onSuccess: () => {
          setUploading(false);
          snackbar.success(`${title}: фото сохранено`);
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    );
  const doRemove = () =>
    remove.mutate(id, {
      onSuccess: () => snackbar.success(`${title}: фото удалено`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(false),
    });

  return (
    <Box sx={{ mt: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {thumbnail ? (
        <ButtonBase
          aria-label={`Открыть ${named}`}
          onClick={() => setViewing(true)}
          sx={{ borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
        >
          <Box
            component="img"
            src={mediaUrl(thumbnail)}
            alt={alt}
            width={160}
            height={120}
            sx={{ display: 'block', objectFit: 'cover', bgcolor: 'action.hover' }}
          />
        </ButtonBase>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          Фото нет
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: thumbnail ? 'column' : 'row', alignItems: 'flex-start' }}>
        <Button size="small" startIcon={<AddPhotoAlternateOutlined />} onClick={() => setUploading(true)}>
          {thumbnail ? 'Заменить фото' : 'Загрузить фото'}
        </Button>
        {thumbnail && (
          <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setRemoving(true)}>
            Удалить фото
          </Button>
        )}
      </Box>
      {uploading && (
        <UploadDialog
          open
          title={alt}
          accept={ACCEPT}
          busy={upload.isPending}
          onClose={() => setUploading(false)}
          onUpload={doUpload}
        />
      )}
      {photo.photo && (
        <ImageSliderDialog
          open={viewing}
          images={[mediaUrl(photo.photo) ?? '']}
          captions={[alt]}
          onClose={() => setViewing(false)}
        />
      )}
      <ConfirmDialog
        open={removing}
        text={`Удалить ${named}?`}
        busy={remove.isPending}
        onConfirm={doRemove}
        onCancel={() => setRemoving(false)}
      />
    </Box>
  );
}
