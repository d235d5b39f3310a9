import type { SxProps, Theme } from '@mui/material/styles';
import { lazyPage } from '../../lib/lazy-page';
import { MapFrame } from './map-frame';
import { loadMapTiles } from './map-tiles';
import type { OsmMapProps } from './map-types';

/**
 * Leaflet (about 45 KB gzipped with its CSS) is fetched only when a map is shown; the configured tiles are asked
 * for beside it.
 */
const OsmMap = lazyPage(() => {
  loadMapTiles();
  return import('./osm-map').then((m) => m.OsmMap);
});

type LazyOsmMapProps = OsmMapProps & { sx?: SxProps<Theme> };

/** A map box (its size from `sx`) that loads the map on demand, with a spinner meanwhile. */
export function LazyOsmMap({ sx, ...props }: LazyOsmMapProps) {
  return (
    <MapFrame sx={sx}>
      <OsmMap {...props} />
    </MapFrame>
  );
}
