import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { ResultsMap } from './results-map';

/** The map view's code is fetched when the map view is opened: the list view stays as light as before. */
const ResultsMapChunk = lazyPage(() => import('./results-map').then((m) => m.ResultsMap));

export const MAP_HEIGHT = { xs: 420, md: 560 } as const;

export function LazyResultsMap(props: ComponentProps<typeof ResultsMap>) {
  return (
    <Suspense
      fallback={
        <Box sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} aria-label="Загрузка карты" />
        </Box>
      }
    >
      <ResultsMapChunk {...(props as ComponentProps<typeof ResultsMapChunk>)} />
    </Suspense>
  );
}
