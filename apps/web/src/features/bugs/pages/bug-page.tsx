import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ImageSliderDialog } from '../../../components/image-slider-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useAdminBug, useBugScreenshot, useResolveBug } from '../api/admin-bugs';

/** /admin/bugs/:id: one report, its screenshot, and the resolved flag. */
export function BugPage() {
  const { id = '' } = useParams();
  const bug = useAdminBug(id);
  const resolve = useResolveBug(id);
  const [viewer, setViewer] = useState(false);
  // the screenshot is private: fetched with the session from the administrators' route, shown as an object URL
  const shot = useBugScreenshot(bug.data?.screen_upload);
  const screenshot = shot.url;

  return (
    <>
      <Link component={RouterLink} to={paths.adminBugs()}>
        ← Все сообщения
      </Link>
      <PageHeader title={`Сообщение об ошибке №${id}`} />
      {bug.isPending && <PageState kind="loading" />}
      {bug.isError && <PageState kind="error" error={bug.error} onRetry={() => void bug.refetch()} />}
      {bug.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            {formatDateTime(bug.data.created_at)} ·{' '}
            {bug.data.author
              ? `${bug.data.author.name}${bug.data.author.email ? ` (${bug.data.author.email})` : ''}`
              : 'Гость'}
          </Typography>
          {bug.data.page_url && (
            <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
              Страница: {bug.data.page_url}
            </Typography>
          )}
          <Typography sx={{ my: 2, whiteSpace: 'pre-wrap' }}>{bug.data.message}</Typography>
          {screenshot && (
            <Box
              component="img"
              src={screenshot}
              alt="Скриншот"
              onClick={() => setViewer(true)}
              sx={{ maxWidth: 320, borderRadius: 1, cursor: 'zoom-in', display: 'block', mb: 2 }}
            />
          )}
          {shot.isLoading && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Загружаем скриншот…
            </Typography>
          )}
          {shot.isError && (
            <Typography variant="body2" color="error" sx={{ mb: 2 }}>
              Скриншот не загрузился: {errorText(shot.error)}
            </Typography>
          )}
          <Button
            variant={bug.data.is_resolved ? 'outlined' : 'contained'}
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(!bug.data.is_resolved, {
                onSuccess: (data) =>
                  snackbar.success(data.is_resolved ? 'Отмечено как решённое' : 'Отмечено как нерешённое'),
                onError: (error) => snackbar.error(errorText(error)),
              })
            }
          >
            {bug.data.is_resolved ? 'Вернуть в работу' : 'Отметить решённым'}
          </Button>
          {screenshot && (
            <ImageSliderDialog open={viewer} images={[screenshot]} onClose={() => setViewer(false)} />
          )}
        </Paper>
      )}
    </>
  );
}
