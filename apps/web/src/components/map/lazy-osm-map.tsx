import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { OsmMapProps } from './map-types';

/** Leaflet (about 45 KB gzipped with its CSS) is fetched only when a map is shown. */
const OsmMap = lazyPage(() => import('./osm-map').then((m) => m.OsmMap));

type LazyOsmMapProps = OsmMapProps & { sx?: SxProps<Theme> };

/**
 * A map box (its size from `sx`) that loads the map on demand, with a spinner meanwhile.
 * The box clips Leaflet's panes and keeps their z-index inside it, below the app's bars, menus and dialogs.
 */
export function LazyOsmMap({ sx, ...props }: LazyOsmMapProps) {
  const spinner = (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Загрузка карты" />
    </Box>
  );
  return (
    <Box
      sx={[
        {
          position: 'relative',
          isolation: 'isolate',
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Suspense fallback={spinner}>
        <OsmMap {...props} />
      </Suspense>
    </Box>
  );
}
