import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import { checkFileSize, DEFAULT_MAX_FILE_MB } from './file-rules';
import { GenericDialog } from './generic-dialog';

type UploadDialogProps = {
  open: boolean;
  title?: string;
  accept?: string;
  maxMb?: number;
  busy?: boolean;
  onClose: () => void;
  onUpload: (file: File) => void;
};

/** A file chooser with drag-and-drop and the size limit of SPEC §5 (10 MB by default). */
export function UploadDialog({
  open,
  title = 'Загрузка файла',
  accept,
  maxMb = DEFAULT_MAX_FILE_MB,
  busy = false,
  onClose,
  onUpload,
}: UploadDialogProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | undefined) => {
    if (!next) return;
    const problem = checkFileSize(next, maxMb);
    setError(problem);
    setFile(problem ? null : next);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <GenericDialog
      open={open}
      title={title}
      onClose={onClose}
      saveText="Загрузить"
      busy={busy || file === null}
      onSave={() => file && onUpload(file)}
    >
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          bgcolor: dragging ? 'rgba(79, 168, 0, 0.06)' : 'transparent',
        }}
      >
        <CloudUploadOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ my: 1 }}>Перетащите файл сюда или</Typography>
        <Button component="label" htmlFor={inputId} variant="outlined">
          Выберите файл
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept={accept}
          aria-label="Файл"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {file ? file.name : `Максимальный размер файла: ${maxMb} Мб`}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </GenericDialog>
  );
}
