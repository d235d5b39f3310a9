import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PassportRequest } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { checkFileSize } from '../../../components/file-rules';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { PASSPORT_FILE_ACCEPT, useAttachPassportFile } from '../api/attach-passport-file';
import { downloadPassportRequestFile } from '../api/passport-request-file';
import type { PassportSide } from '../api/passport-side';
import { isOpenRequest, sizeText } from './passport-format';
import { PassportSection } from './passport-section';

type FileRow = PassportRequest['files'][number];

function FileItem({ side, requestId, file }: { side: PassportSide; requestId: number; file: FileRow }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPassportRequestFile(side, requestId, file);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <InsertDriveFileOutlined color="action" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name || `Файл ${file.id}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {sizeText(file.size)} · {formatDate(file.created_at)}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Скачать файл ${file.name || file.id}`}
        onClick={() => void download()}
        disabled={busy}
      >
        <Download />
      </IconButton>
    </Box>
  );
}

type PassportRequestFilesProps = {
  side: PassportSide;
  request: PassportRequest;
  /** the applicant with the right to write: «Приложить файл» while the request is open */
  canAttach: boolean;
};

/**
 * The files attached to a request (a death certificate's scan…), each downloaded with the session; the applicant
 * attaches an image or a PDF while the request is open, and reads here why the server refused one.
 */
export function PassportRequestFiles({ side, request, canAttach }: PassportRequestFilesProps) {
  const attach = useAttachPassportFile();
  const [problem, setProblem] = useState<string | null>(null);
  const open = canAttach && side === 'applicant' && isOpenRequest(request.status);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const tooLarge = checkFileSize(file);
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem(null);
    attach.mutate(
      { id: request.id, file },
      {
        onSuccess: () => snackbar.success(`Файл «${file.name}» приложен к заявке`),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <PassportSection
      title="Файлы"
      actions={
        open ? (
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<AttachFileOutlined />}
            disabled={attach.isPending}
          >
            {attach.isPending ? 'Загружаем…' : 'Приложить файл'}
            <input
              type="file"
              hidden
              accept={PASSPORT_FILE_ACCEPT}
              aria-label="Файл к заявке"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        ) : undefined
      }
    >
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {request.files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {open
            ? 'Файлов пока нет. Приложите скан свидетельства о смерти: изображение JPG, PNG, WebP или документ PDF.'
            : side === 'municipal'
              ? 'Заявитель не приложил файлов.'
              : 'Файлов нет.'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Файлы заявки" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {request.files.map((file) => (
            <FileItem key={file.id} side={side} requestId={request.id} file={file} />
          ))}
        </Stack>
      )}
    </PassportSection>
  );
}
