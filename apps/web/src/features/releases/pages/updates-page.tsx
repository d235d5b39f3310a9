import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/paths';
import { APP_VERSION } from '@sp/shared/version';
import { PageState } from '../../../components/page-state';
import { QueryScope } from '../../../lib/query-scope';
import { RouterLink } from '../../../lib/router-link';
import { useReleases } from '../api/get-releases';
import { ReleaseChanges } from '../components/release-changes';

/** /info/updates: the version and the list of updates. */
export function UpdatesPage() {
  return (
    <QueryScope>
      <Updates />
    </QueryScope>
  );
}

function Updates() {
  const releases = useReleases();
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: 2, py: 4 }}>
      <Link component={RouterLink} to={paths.home()}>
        ← На главную
      </Link>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        Обновления
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Текущая версия {APP_VERSION}
      </Typography>
      {releases.isPending && <PageState kind="loading" />}
      {releases.isError && (
        <PageState kind="error" error={releases.error} onRetry={() => void releases.refetch()} />
      )}
      {releases.data?.length === 0 && <PageState kind="empty" text="Обновлений пока нет" />}
      {releases.data?.map((release) => (
        <Paper key={release.id} variant="outlined" sx={{ p: 3, mb: 2 }}>
          <Typography variant="h3" component="h2">
            Версия {release.version}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {formatDate(release.date)}
          </Typography>
          <ReleaseChanges changes={release.changes} />
        </Paper>
      ))}
    </Box>
  );
}
