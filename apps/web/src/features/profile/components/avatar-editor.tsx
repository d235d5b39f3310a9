import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { mediaUrl } from '../../../lib/api-base';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAvatarMutations } from '../api/user-avatar';

type AvatarEditorProps = { avatar: string | null };

/** The avatar with a square crop before upload, and removal after a confirmation. */
export function AvatarEditor({ avatar }: AvatarEditorProps) {
  const [dialog, setDialog] = useState<'crop' | 'confirm' | null>(null);
  const { upload, remove } = useAvatarMutations();
  const onError = (error: unknown) => snackbar.error(errorText(error));

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={mediaUrl(avatar)} alt="Фотография профиля" sx={{ width: 96, height: 96 }} />
      <Button variant="outlined" onClick={() => setDialog('crop')}>
        {avatar ? 'Изменить фотографию' : 'Загрузить фотографию'}
      </Button>
      {avatar && (
        <Button color="error" onClick={() => setDialog('confirm')}>
          Удалить фотографию
        </Button>
      )}
      {dialog === 'crop' && (
        <ImageCropDialog
          open
          title="Фотография профиля"
          aspect={1}
          busy={upload.isPending}
          onClose={() => setDialog(null)}
          onDone={(file) => upload.mutate(file, { onSuccess: () => setDialog(null), onError })}
        />
      )}
      <ConfirmDialog
        open={dialog === 'confirm'}
        text="Удалить фотографию профиля?"
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDialog(null), onError })}
      />
    </Stack>
  );
}
