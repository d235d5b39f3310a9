import type { SxProps, Theme } from '@mui/material/styles';
import { lazyPage } from '../../lib/lazy-page';
import { MapFrame } from './map-frame';
import type { OsmMapProps } from './map-types';

/** Leaflet (about 45 KB gzipped with its CSS) is fetched only when a map is shown. */
const OsmMap = lazyPage(() => import('./osm-map').then((m) => m.OsmMap));

type LazyOsmMapProps = OsmMapProps & { sx?: SxProps<Theme> };

/** A map box (its size from `sx`) that loads the map on demand, with a spinner meanwhile. */
export function LazyOsmMap({ sx, ...props }: LazyOsmMapProps) {
  return (
    <MapFrame sx={sx}>
      <OsmMap {...props} />
    </MapFrame>
  );
}
