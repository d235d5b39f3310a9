import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { snackbar } from '../lib/snackbar-store';
import { cropImage } from './crop-image';
import { checkFileSize, checkImageType } from './file-rules';
import { GenericDialog } from './generic-dialog';

type ImageCropDialogProps = {
  open: boolean;
  title?: string;
  /** 1 keeps a square (avatars); undefined lets the user choose freely */
  aspect?: number;
  busy?: boolean;
  onClose: () => void;
  onDone: (file: File) => void;
};

/** Choose a JPG/PNG, crop it (square for avatars), preview it at 180 px, hand the result over. */
export function ImageCropDialog({
  open,
  title = 'Изображение',
  aspect,
  busy = false,
  onClose,
  onDone,
}: ImageCropDialogProps) {
  const inputId = useId();
  const [source, setSource] = useState<{
    url: string;
    type: 'image/jpeg' | 'image/png';
    name: string;
  } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageType(file) ?? checkFileSize(file);
    setError(problem);
    if (problem) return;
    setSource({
      url: URL.createObjectURL(file),
      type: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
      name: file.name,
    });
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };

  const handleCropComplete = async (_: Area, pixels: Area) => {
    setArea(pixels);
    if (!source) return;
    try {
      setPreview(URL.createObjectURL(await cropImage(source.url, pixels, source.type)));
    } catch {
      setPreview(null);
    }
  };

  const handleSave = async () => {
    if (!source || !area) return;
    try {
      const blob = await cropImage(source.url, area, source.type);
      const extension = source.type === 'image/png' ? 'png' : 'jpg';
      snackbar.success('Редактирование изображения завершено');
      onDone(new File([blob], `image.${extension}`, { type: source.type }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Неверный формат файла.');
    }
  };

  return (
    <GenericDialog
      open={open}
      title={title}
      onClose={onClose}
      onSave={handleSave}
      busy={busy || !area}
      maxWidth="md"
    >
      <Button component="label" htmlFor={inputId} variant="outlined" sx={{ mb: 2 }}>
        Выбрать изображение (JPG, PNG)
      </Button>
      <input
        id={inputId}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Изображение"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {source && (
        <>
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              height: 400,
              maxHeight: '50vh',
              bgcolor: 'grey.900',
              borderRadius: 1,
            }}
          >
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              aspect={aspect ?? 4 / 3}
              cropShape={aspect === 1 ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={handleCropComplete}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Typography id={`${inputId}-zoom`} variant="body2">
              Масштаб
            </Typography>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.05}
              aria-labelledby={`${inputId}-zoom`}
              onChange={(_, value) => setZoom(value as number)}
              sx={{ flexGrow: 1 }}
            />
          </Box>
          {preview && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                Предпросмотр
              </Typography>
              <Box
                component="img"
                src={preview}
                alt="Предпросмотр"
                sx={{ maxWidth: 180, maxHeight: 180, borderRadius: 1 }}
              />
            </Box>
          )}
        </>
      )}
    </GenericDialog>
  );
}
