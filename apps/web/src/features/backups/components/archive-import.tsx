import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BACKUP_MAX_MB, type ImportResult, importSummary, type RestoreMode } from '@sp/shared/api/backups';
import { formatFileSize } from '@sp/shared/api/files';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checkFileSize } from '../../../components/file-rules';
import { errorText } from '../../../lib/api-error';

type ArchiveImportProps = {
  /** the input's accessible name */
  inputLabel: string;
  accept: string;
  /** file names this import takes */
  pattern: RegExp;
  wrongType: string;
  hint: string;
  submitLabel: string;
  /** «Восстановлено», «Импортировано» */
  verb: string;
  /** offer «add» or «replace» (the backup); without it the import always adds */
  modes?: boolean;
  /** what the confirm dialog tells before anything is written */
  confirmText: (file: File, mode: RestoreMode) => string;
  submit: (file: File, mode: RestoreMode, onProgress: (fraction: number) => void) => Promise<ImportResult>;
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'done'; result: ImportResult }
  | { kind: 'error'; message: string };

/**
 * Restoring from a file: drop or choose it (checked for its kind and the size limit), say how, confirm, see the
 * upload's progress, then what was written («Восстановлено: 25 персон…») or why nothing was.
 */
export function ArchiveImport(props: ArchiveImportProps) {
  const inputId = useId();
  const modeId = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<RestoreMode>('add');
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const sending = phase.kind === 'sending';

  const choose = (next: File | undefined) => {
    if (!next || sending) return;
    const wrong = props.pattern.test(next.name) ? checkFileSize(next, BACKUP_MAX_MB) : props.wrongType;
    setProblem(wrong);
    setFile(wrong ? null : next);
    setPhase({ kind: 'idle' });
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const run = async () => {
    if (!file) return;
    setConfirming(false);
    setPhase({ kind: 'sending', fraction: 0 });
    try {
      const result = await props.submit(file, mode, (fraction) => setPhase({ kind: 'sending', fraction }));
      setPhase({ kind: 'done', result });
      setFile(null);
      void client.invalidateQueries();
    } catch (error) {
      setPhase({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Box>
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
          bgcolor: dragging ? 'rgba(79, 168, 0, 0.06)' : 'background.default',
          transition: 'background-color 0.2s, border-color 0.2s',
        }}
      >
        <CloudUploadOutlined color={dragging ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
        <Typography sx={{ my: 1 }}>Перетащите файл сюда или</Typography>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={sending}>
          Выберите файл
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept={props.accept}
          aria-label={props.inputLabel}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {file ? `${file.name} · ${formatFileSize(file.size)}` : props.hint}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {props.modes && (
        <FormControl sx={{ mt: 2, display: 'block' }} disabled={sending}>
          <FormLabel id={modeId}>Как восстановить</FormLabel>
          <RadioGroup
            aria-labelledby={modeId}
            value={mode}
            onChange={(event) => setMode(event.target.value as RestoreMode)}
          >
            <FormControlLabel
              value="add"
              control={<Radio />}
              label="Добавить к тому, что уже есть (ничего не удаляется)"
            />
            <FormControlLabel
              value="replace"
              control={<Radio />}
              label="Заменить: сначала удалить мои персоны, древо, страницы памяти и файлы"
            />
          </RadioGroup>
        </FormControl>
      )}
      <Button
        variant="contained"
        color={mode === 'replace' ? 'error' : 'primary'}
        disabled={!file || sending}
        onClick={() => setConfirming(true)}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {props.submitLabel}
      </Button>
      {phase.kind === 'sending' && (
        <Box sx={{ mt: 2, maxWidth: 420 }} role="status" aria-live="polite">
          <LinearProgress
            aria-label="Загрузка файла"
            variant={phase.fraction < 1 ? 'determinate' : 'indeterminate'}
            value={phase.fraction < 1 ? phase.fraction * 100 : undefined}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {phase.fraction < 1
              ? `Отправляем файл: ${Math.round(phase.fraction * 100)}%`
              : 'Файл получен, записываем данные…'}
          </Typography>
        </Box>
      )}
      {phase.kind === 'done' && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          <AlertTitle>{importSummary(phase.result, props.verb)}</AlertTitle>
          {phase.result.warnings.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {phase.result.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {phase.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {phase.message}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming && file !== null}
        text={file ? props.confirmText(file, mode) : undefined}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
