import type { MapBounds, MapPoint, MapRing } from './drawable-map-types';

/** Decimal degrees to six places (about 10 cm), as points are stored. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The centre of mass of the area inside a ring (the polygon's centroid, not the mean of its vertices, which
 * crowds towards the side with more points); the vertices' mean for a ring with no area.
 */
export function ringCentroid(ring: readonly (readonly [number, number])[]): MapPoint | null {
  if (ring.length === 0) return null;
  // relative to the first vertex, for precision far from (0, 0)
  const [x0, y0] = ring[0];
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [ax, ay] = ring[i];
    const [bx, by] = ring[(i + 1) % ring.length];
    const x1 = ax - x0;
    const y1 = ay - y0;
    const x2 = bx - x0;
    const y2 = by - y0;
    const cross = x1 * y2 - x2 * y1;
    twiceArea += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (Math.abs(twiceArea) < 1e-18) {
    const lng = ring.reduce((sum, [x]) => sum + x, 0) / ring.length;
    const lat = ring.reduce((sum, [, y]) => sum + y, 0) / ring.length;
    return { lng: round6(lng), lat: round6(lat) };
  }
  return { lng: round6(x0 + cx / (3 * twiceArea)), lat: round6(y0 + cy / (3 * twiceArea)) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `minLng,minLat,maxLng,maxLat` of a map's view for the API's `bbox`, widened to whole millionths of a degree so
 * that it covers the view, and kept inside the world; null when a side is longer than `maxSide` degrees (the map
 * must be zoomed in) or the view has no area.
 */
export function bboxString(bounds: MapBounds, maxSide = Number.POSITIVE_INFINITY): string | null {
  const west = Math.floor(clamp(bounds.west, -180, 180) * 1e6) / 1e6;
  const south = Math.floor(clamp(bounds.south, -90, 90) * 1e6) / 1e6;
  const east = Math.ceil(clamp(bounds.east, -180, 180) * 1e6) / 1e6;
  const north = Math.ceil(clamp(bounds.north, -90, 90) * 1e6) / 1e6;
  if (east <= west || north <= south) return null;
  if (east - west > maxSide || north - south > maxSide) return null;
  return `${west},${south},${east},${north}`;
}

/** A ring's identity for comparing props: its points joined. */
export function ringKey(ring: MapRing | null | undefined): string {
  return ring ? ring.map(([lng, lat]) => `${lng} ${lat}`).join(',') : '';
}
