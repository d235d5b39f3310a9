import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { GraveCard } from '../../../components/grave/grave-card';
import { graveTitle } from '../../../components/grave/grave-format';
import { PageState } from '../../../components/page-state';
import { ApiError } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { usePublicGrave } from '../api/public-grave';

type GraveViewProps = {
  id: number;
  /** back to the burial search with the same words and filters */
  searchHref: string;
};

/** One grave (?grave=<id>, a burial passport's QR code): its cemetery, who rests there, the map and the route. */
export function GraveView({ id, searchHref }: GraveViewProps) {
  const grave = usePublicGrave(id);
  const headingId = useId();
  const missing = grave.error instanceof ApiError && grave.error.code === 404;
  return (
    <Box
      component="section"
      aria-labelledby={grave.data ? headingId : undefined}
      aria-label={grave.data ? undefined : 'Могила'}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Link component={RouterLink} to={searchHref} sx={{ justifySelf: 'start' }}>
        ← Искать другие захоронения
      </Link>
      {grave.isPending && <PageState kind="loading" />}
      {missing && <PageState kind="empty" text="Могила не найдена: возможно, её убрали с карты кладбища." />}
      {grave.isError && !missing && (
        <PageState kind="error" error={grave.error} onRetry={() => grave.refetch()} />
      )}
      {grave.data && (
        <Box
          sx={{
            p: { xs: 2, sm: 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {graveTitle(grave.data.number)}
          </Typography>
          <GraveCard grave={grave.data} heading="h3" showNumber={false} />
        </Box>
      )}
    </Box>
  );
}
