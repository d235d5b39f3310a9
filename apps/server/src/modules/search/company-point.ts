import { EARTH_RADIUS_KM } from '@sp/shared/geo/distance';
import { type SQL, sql } from 'drizzle-orm';
import { bound, type StatementValues } from '../../platform/statement-shapes';
import { companyLandingsView } from '../company-landing/company-landing.service';
import { citiesView } from '../geo/city-views.service';

// A company's place on the map, for queries that join companyLandingsView and (left) citiesView.

/** The company's point: the page's own map point, else its city's centre. */
export const pointLatitude = sql<
  number | null
>`coalesce(${companyLandingsView.latitude}, ${citiesView.latitude})`;
export const pointLongitude = sql<
  number | null
>`coalesce(${companyLandingsView.longitude}, ${citiesView.longitude})`;

/**
 * Haversine distance in kilometres from a point to the company's point, computed by the database; with `values`,
 * the point is the statement's placeholders (platform/statement-shapes.ts).
 */
export function distanceSql(
  latitude: number,
  longitude: number,
  values?: StatementValues,
): SQL<number | null> {
  const lat = sql`${bound(values, 'lat', latitude)}::double precision`;
  const lon = sql`${bound(values, 'lng', longitude)}::double precision`;
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${pointLatitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${pointLatitude}))
      * power(sin(radians(${pointLongitude} - ${lon}) / 2), 2)))))`;
}

/** Kilometres with one decimal, null kept. */
export const roundKm = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
