/** A point on the Earth in degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/** The mean Earth radius in kilometres (IUGG), as the haversine formula uses it. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/** Great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
