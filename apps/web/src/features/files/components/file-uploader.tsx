import Close from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILES_MSG, formatFileSize } from '@sp/shared/api/files';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { checkFileSize, DEFAULT_MAX_FILE_MB } from '../../../components/file-rules';
import { errorText } from '../../../lib/api-error';
import { uploadFile } from '../api/upload-file';

export const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
const ACCEPTED = /\.(jpe?g|png|webp|pdf)$/i;
const DONE_SHOWN_MS = 4000;

type Upload = {
  id: number;
  name: string;
  size: number;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'error';
  error?: string;
};

/** null when the file may be sent; else why not (the spec's size message, or the accepted kinds). */
export function checkUpload(file: File, maxMb = DEFAULT_MAX_FILE_MB): string | null {
  const tooLarge = checkFileSize(file, maxMb);
  if (tooLarge) return tooLarge;
  return ACCEPTED.test(file.name) || /^image\/(jpeg|png|webp)$|^application\/pdf$/.test(file.type)
    ? null
    : FILES_MSG.fileFormat;
}

/**
 * Drag-and-drop (or choose) several files; each is checked (10 MB, images and PDF), then sent one after
 * another with its progress bar. Finished uploads fade from the list, failed ones stay with the reason.
 */
export function FileUploader({ maxMb = DEFAULT_MAX_FILE_MB }: { maxMb?: number }) {
  const inputId = useId();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(1);
  const queue = useRef(Promise.resolve());

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  const drop = (id: number) => setUploads((list) => list.filter((upload) => upload.id !== id));

  const add = (files: FileList | null | undefined) => {
    for (const file of Array.from(files ?? [])) {
      const id = nextId.current++;
      const problem = checkUpload(file, maxMb);
      setUploads((list) => [
        ...list,
        {
          id,
          name: file.name,
          size: file.size,
          progress: 0,
          state: problem ? 'error' : 'waiting',
          error: problem ?? undefined,
        },
      ]);
      if (problem) continue;
      queue.current = queue.current.then(async () => {
        patch(id, { state: 'uploading' });
        try {
          await uploadFile(file, (progress) => patch(id, { progress }));
          patch(id, { state: 'done', progress: 1 });
          void client.invalidateQueries({ queryKey: ['files'] });
          setTimeout(() => drop(id), DONE_SHOWN_MS);
        } catch (error) {
          patch(id, { state: 'error', error: errorText(error) });
        }
      });
    }
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          px: 2,
          py: 3,
          textAlign: 'center',
          bgcolor: dragging ? 'rgba(79, 168, 0, 0.06)' : 'background.paper',
          transition: 'background-color 0.2s, border-color 0.2s',
        }}
      >
        <CloudUploadOutlined color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
        <Typography sx={{ my: 1 }}>Перетащите файлы сюда или</Typography>
        <Button component="label" htmlFor={inputId} variant="contained">
          Выберите файлы
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          multiple
          accept={ACCEPT}
          aria-label="Файлы для загрузки"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Фотографии (JPG, PNG, WebP) и документы PDF, до {maxMb} Мб каждый
        </Typography>
      </Box>
      {uploads.length > 0 && (
        <Stack component="ul" aria-label="Загрузки" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {uploads.map((upload) => (
            <Box
              component="li"
              key={upload.id}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {upload.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatFileSize(upload.size)}
                  </Typography>
                </Typography>
                <Typography
                  variant="caption"
                  color={upload.state === 'error' ? 'error' : 'text.secondary'}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {upload.state === 'waiting' && 'В очереди'}
                  {upload.state === 'uploading' && `${Math.round(upload.progress * 100)}%`}
                  {upload.state === 'done' && 'Загружено'}
                  {upload.state === 'error' && 'Ошибка'}
                </Typography>
                {upload.state === 'error' && (
                  <IconButton
                    size="small"
                    aria-label={`Убрать из списка: ${upload.name}`}
                    onClick={() => drop(upload.id)}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                )}
              </Box>
              {upload.state === 'error' ? (
                <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                  {upload.error}
                </Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(upload.progress * 100)}
                  aria-label={`Загрузка: ${upload.name}`}
                  sx={{ mt: 1, borderRadius: 1 }}
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
