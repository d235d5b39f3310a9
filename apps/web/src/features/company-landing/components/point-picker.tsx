import { useSearchCity } from '../../../components/geo/search-cities';
import { LazyOsmMap } from '../../../components/map/lazy-osm-map';
import type { LatLng } from '../../../components/map/map-types';

type PointPickerProps = {
  /** the point typed or picked so far, if both coordinates are valid */
  point: LatLng | null;
  /** the page's city: the map starts at its centre while there is no point */
  cityId: number | null;
  name: string;
  /** absent for a read-only editor */
  onPick?: (latitude: number, longitude: number) => void;
};

/** The page's map point on a map: a click (or dragging the marker) sets the coordinates. */
export function PointPicker({ point, cityId, name, onPick }: PointPickerProps) {
  const city = useSearchCity(point ? null : cityId);
  const center: LatLng | null = point ?? (city.data ? [city.data.latitude, city.data.longitude] : null);
  return (
    <LazyOsmMap
      label="Точка на карте"
      markers={point ? [{ id: 'point', latitude: point[0], longitude: point[1], label: name }] : []}
      center={center}
      zoom={point ? 16 : 12}
      onPick={onPick}
      wheelZoom={false}
      sx={{ height: { xs: 260, sm: 320 } }}
    />
  );
}
