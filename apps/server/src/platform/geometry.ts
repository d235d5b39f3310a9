import { customType } from 'drizzle-orm/pg-core';

/** A point as the API speaks of it: longitude and latitude in degrees. */
export type LngLat = { lng: number; lat: number };
/** A ring of [lng, lat] pairs, not closed. */
export type RingValue = [number, number][];

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e[-+]?\d+)?`;
const PAIR = new RegExp(String.raw`\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\)`, 'gi');

function pairsOf(text: string): RingValue {
  return [...text.matchAll(PAIR)].map((match) => [Number(match[1]), Number(match[2])]);
}

/**
 * PostgreSQL's own `point` (x = longitude, y = latitude): GiST-indexable on PGlite and on a server alike
 * (PostGIS is not there for PGlite).
 */
export const pointColumn = customType<{ data: LngLat; driverData: string }>({
  dataType: () => 'point',
  toDriver: (value) => `(${value.lng},${value.lat})`,
  fromDriver: (value: unknown) => {
    // node-postgres parses a point into {x, y}; PGlite hands over its text
    if (value && typeof value === 'object' && 'x' in value && 'y' in value) {
      const { x, y } = value as { x: number; y: number };
      return { lng: Number(x), lat: Number(y) };
    }
    const [pair] = pairsOf(String(value));
    return { lng: pair[0], lat: pair[1] };
  },
});

/** PostgreSQL's `polygon`, as a ring of [lng, lat]; its text is `((x,y),…)`. */
export const polygonColumn = customType<{ data: RingValue; driverData: string }>({
  dataType: () => 'polygon',
  toDriver: (ring) => `(${ring.map(([x, y]) => `(${x},${y})`).join(',')})`,
  fromDriver: (value) => pairsOf(String(value)),
});

/** A box's text for SQL parameters: `(maxLng,maxLat),(minLng,minLat)`, cast with ::box. */
export const boxText = (box: { minLng: number; minLat: number; maxLng: number; maxLat: number }) =>
  `(${box.maxLng},${box.maxLat}),(${box.minLng},${box.minLat})`;
