import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_STATUS_LABELS, type PersonImport } from '@sp/shared/api/person-imports';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { downloadReport, isRunning, useCancelImport } from '../api/person-imports';
import { ImportFigures } from './import-figures';

/**
 * Step 4: the run's progress (read every second), its cancel after a confirmation, and at the end its report and
 * «Импортировать ещё файл» in the same row.
 */
export function ImportProgress({ job, onRestart }: { job: PersonImport; onRestart: () => void }) {
  const cancel = useCancelImport();
  const [confirming, setConfirming] = useState(false);
  const running = isRunning(job);
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={`import-${job.id}-progress`} sx={{ mb: 1 }}>
          {IMPORT_STATUS_LABELS[job.status]}: обработано {job.processed.toLocaleString('ru-RU')} из{' '}
          {job.total.toLocaleString('ru-RU')}
          {job.cancel_requested && running ? ' · останавливаем…' : ''}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={`import-${job.id}-progress`}
          sx={{ height: 8, borderRadius: 1 }}
        />
      </Box>
      <ImportFigures figures={job} done />
      {job.status === 'cancelled' && (
        <Alert severity="warning">
          Импорт отменён. Созданное до отмены сохранено; отчёт говорит, с какой строки импорт остановлен.
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert severity="error">Импорт прервался из-за ошибки. Созданное до неё сохранено.</Alert>
      )}
      {job.status === 'done' && <Alert severity="success">Импорт завершён.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {running && (
          <Button
            variant="outlined"
            color="error"
            disabled={job.cancel_requested || cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            Отменить
          </Button>
        )}
        {job.report_url && (
          <Button
            variant="contained"
            onClick={() => downloadReport(job).catch((error) => snackbar.error(errorText(error)))}
          >
            Скачать отчёт
          </Button>
        )}
        {!running && (
          <Button color="inherit" onClick={onRestart}>
            Импортировать ещё файл
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        text="Остановить импорт? Уже созданные персоны и захоронения останутся."
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(job.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false);
              snackbar.error(errorText(error));
            },
          })
        }
      />
    </Stack>
  );
}
