import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import type { OsmMapProps } from './map-types';

/** Leaflet (about 45 KB gzipped with its CSS) is fetched only when a map is shown. */
const OsmMap = lazyPage(() => import('./osm-map').then((m) => m.OsmMap));

/** True once the element comes within 200 px of the viewport (at once where the browser cannot tell). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

type LazyOsmMapProps = OsmMapProps & {
  sx?: SxProps<Theme>;
  /** fetch the map only when the box scrolls near the viewport (a map further down a public page) */
  whenVisible?: boolean;
};

/**
 * A map box (its size from `sx`) that loads the map on demand, with a spinner meanwhile.
 * The box clips Leaflet's panes and keeps their z-index inside it, below the app's bars, menus and dialogs.
 */
export function LazyOsmMap({ sx, whenVisible = false, ...props }: LazyOsmMapProps) {
  const { ref, near } = useNearViewport(whenVisible);
  const spinner = (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Загрузка карты" />
    </Box>
  );
  return (
    <Box
      ref={ref}
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
      {near && (
        <Suspense fallback={spinner}>
          <OsmMap {...props} />
        </Suspense>
      )}
    </Box>
  );
}
