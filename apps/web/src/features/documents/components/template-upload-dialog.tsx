import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_MSG,
  type DocumentTemplate,
  TEMPLATE_MAX_MB,
  TEMPLATE_NAME_MAX,
} from '@sp/shared/api/documents';
import { type DragEvent, useId, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { useUploadTemplate } from '../api/upload-template';

type Props = { open: boolean; onClose: () => void; onUploaded: (template: DocumentTemplate) => void };

/** What a chosen file may be before it is sent: a .docx of at most 10 MB. */
export function localProblem(file: File): string | null {
  if (!/\.docx$/i.test(file.name)) return DOCUMENT_MSG.notDocx;
  if (file.size > TEMPLATE_MAX_MB * 1024 * 1024) return DOCUMENT_MSG.tooLarge;
  return null;
}

/**
 * «Загрузить шаблон»: a .docx (chosen or dropped) and its name (the file's by default); the upload shows its
 * progress; the server's answer naming a broken tag is shown under the file.
 */
export function TemplateUploadDialog({ open, onClose, onUploaded }: Props) {
  const inputId = useId();
  const upload = useUploadTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | undefined) => {
    if (!next) return;
    const problem = localProblem(next);
    setFileError(problem);
    setFile(problem ? null : next);
    if (!problem && !name.trim()) setName(next.name.replace(/\.docx$/i, '').slice(0, TEMPLATE_NAME_MAX));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setName('');
    setFileError(null);
    setNameError(null);
    onClose();
  };
  const save = () => {
    if (!file) {
      setFileError(DOCUMENT_MSG.fileRequired);
      return;
    }
    if (!name.trim()) {
      setNameError(DOCUMENT_MSG.nameRequired);
      return;
    }
    upload.mutate(
      { file, name: name.trim() },
      {
        onSuccess: (template) => {
          setFile(null);
          setName('');
          onUploaded(template);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.fields.file || error.fields.name)) {
            setFileError(error.fields.file?.join(' ') ?? null);
            setNameError(error.fields.name?.join(' ') ?? null);
          } else {
            setFileError(errorText(error));
          }
        },
      },
    );
  };

  return (
    <GenericDialog
      open={open}
      title="Загрузка шаблона"
      onClose={close}
      onSave={save}
      saveText="Загрузить"
      busy={upload.isPending}
    >
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          mb: 2,
        }}
      >
        <CloudUploadOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ my: 1 }}>Перетащите файл .docx сюда или</Typography>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
          Выберите файл
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-label="Файл шаблона .docx"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {file ? file.name : `Документ Word .docx, не больше ${TEMPLATE_MAX_MB} МБ`}
        </Typography>
      </Box>
      <TextField
        label="Название шаблона"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        error={Boolean(nameError)}
        helperText={nameError ?? ' '}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
        fullWidth
        required
      />
      {upload.progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label="Загрузка шаблона"
          />
          <Typography variant="caption" color="text.secondary">
            Загружено {Math.round(upload.progress * 100)}%
          </Typography>
        </Box>
      )}
      {fileError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {fileError}
        </Alert>
      )}
    </GenericDialog>
  );
}
