import { useEffect } from 'react';
import type { DrawableMapProps, MapBounds, MapPoint, MapRing } from '../components/map/drawable-map-types';

/** What the stub map "draws" when asked: a square of about 1.2 × 2.2 km. */
export const STUB_RING: MapRing = [
  [35.9, 56.85],
  [35.92, 56.85],
  [35.92, 56.87],
  [35.9, 56.87],
];
/** Where the stub map places a point. */
export const STUB_POINT: MapPoint = { lng: 35.905, lat: 56.855 };
/** The stub map's first view. */
export const STUB_BOUNDS: MapBounds = { west: 35.9, south: 56.85, east: 35.92, north: 56.87 };
/** A view too large for the graves' API (3° wide). */
export const STUB_WIDE_BOUNDS: MapBounds = { west: 34, south: 56, east: 37, north: 57 };

/**
 * Stands in for components/map/drawable-map in page tests (vi.mock): Leaflet is left out, and the map's
 * outcomes are buttons — draw STUB_RING, place STUB_POINT, move the view — while what it shows is listed as text
 * and its marks as buttons named as the real map names them.
 */
export function DrawableMap({
  label,
  shapes = [],
  dots = [],
  clusters = [],
  edit = null,
  ring = null,
  onRing,
  point = null,
  pointLabel = 'Отмеченная точка',
  onPoint,
  fitKey,
  onBounds,
}: DrawableMapProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a view is reported whenever the map is fitted again
  useEffect(() => {
    onBounds?.(STUB_BOUNDS, 16);
  }, [fitKey]);
  return (
    <section aria-label={label} data-edit={edit ?? 'none'}>
      <ul aria-label="Контуры на карте">
        {shapes.map((shape) => (
          <li key={shape.id}>{shape.label}</li>
        ))}
      </ul>
      {ring && <p>Контур: {ring.length} вершины</p>}
      {point && (
        <p>
          {pointLabel}: {point.lng}, {point.lat}
        </p>
      )}
      {dots.map((dot) => (
        <button
          key={dot.id}
          type="button"
          aria-label={dot.label}
          data-color={dot.color}
          data-dashed={dot.dashed ? 'yes' : 'no'}
          data-selected={dot.selected ? 'yes' : 'no'}
          disabled={!dot.onSelect}
          onClick={dot.onSelect}
        >
          {dot.mark}
        </button>
      ))}
      {clusters.map((cluster) => (
        <span key={cluster.id} role="img" aria-label={cluster.label}>
          {cluster.count}
        </span>
      ))}
      {edit === 'outline' && (
        <button type="button" onClick={() => onRing?.(STUB_RING)}>
          Нарисовать контур (тест)
        </button>
      )}
      {edit === 'outline' && ring && (
        <button type="button" onClick={() => onRing?.(null)}>
          Очистить контур (тест)
        </button>
      )}
      {edit === 'point' && (
        <button type="button" onClick={() => onPoint?.(STUB_POINT)}>
          Поставить точку (тест)
        </button>
      )}
      <button type="button" onClick={() => onBounds?.(STUB_WIDE_BOUNDS, 8)}>
        Отдалить карту (тест)
      </button>
    </section>
  );
}
