import type { SxProps, Theme } from '@mui/material/styles';
import { lazyPage } from '../../lib/lazy-page';
import type { DrawableMapProps } from './drawable-map-types';
import { MapFrame } from './map-frame';
import { loadMapTiles } from './map-tiles';

/**
 * Leaflet with leaflet-geoman (drawing) are fetched only when a cabinet page shows this map; the configured
 * tiles are asked for beside them.
 */
const DrawableMap = lazyPage(() => {
  loadMapTiles();
  return import('./drawable-map').then((m) => m.DrawableMap);
});

type LazyDrawableMapProps = DrawableMapProps & { sx?: SxProps<Theme> };

/**
 * A map to draw on (an outline, a point) over reference outlines and marks, in a box sized by `sx`; loaded on
 * demand with a spinner meanwhile. For the cabinet's pages only: the public pages use LazyOsmMap.
 */
export function LazyDrawableMap({ sx, ...props }: LazyDrawableMapProps) {
  return (
    <MapFrame sx={sx}>
      <DrawableMap {...props} />
    </MapFrame>
  );
}
