import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@sp/shared/api/files';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import type { DownloadProgress } from '../api/transfer';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; progress: DownloadProgress }
  | { kind: 'done'; name: string; size: number }
  | { kind: 'error'; message: string };

type DownloadButtonProps = {
  label: string;
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<{ name: string; size: number }>;
};

/** A download the server prepares while it streams: pending, the bytes received, then the file's name and size. */
export function DownloadButton({ label, download }: DownloadButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async () => {
    setState({ kind: 'loading', progress: { loaded: 0, total: null } });
    try {
      const file = await download((progress) => setState({ kind: 'loading', progress }));
      setState({ kind: 'done', ...file });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  };
  const loading = state.kind === 'loading';
  const progress = loading ? state.progress : null;

  return (
    <Box>
      <Button
        variant="contained"
        startIcon={<DownloadOutlined />}
        onClick={start}
        disabled={loading}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {loading ? 'Готовим файл…' : label}
      </Button>
      {progress && (
        <Box sx={{ mt: 1.5, maxWidth: 420 }} role="status" aria-live="polite">
          <LinearProgress
            aria-label="Скачивание"
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (progress.loaded / progress.total) * 100 : undefined}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progress.loaded > 0 ? `Скачано ${formatFileSize(progress.loaded)}` : 'Собираем данные…'}
          </Typography>
        </Box>
      )}
      {state.kind === 'done' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          Файл «{state.name}» скачан ({formatFileSize(state.size)}).
        </Typography>
      )}
      {state.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {state.message}
        </Alert>
      )}
    </Box>
  );
}
