import type { AdminCity, AdminCityQuery, City, CityBody, CityQuery } from '@sp/shared/api/geo';
import { GEO_MSG, normalizeCityName } from '@sp/shared/api/geo';
import { EARTH_RADIUS_KM } from '@sp/shared/geo/distance';
import { and, asc, desc, eq, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { type CityRow, cities } from './cities.table';

/** Haversine distance from a point to each city, in kilometres, computed by the database. */
function distanceSql(latitude: number, longitude: number): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lon = sql`${longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${cities.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${cities.latitude}))
      * power(sin(radians(${cities.longitude} - ${lon}) / 2), 2)))))`;
}

/** Name filter and "starts with" flag for a search string (case-insensitive, ё = е). */
function nameSearch(text: string | undefined) {
  const normalized = normalizeCityName(text ?? '');
  if (!normalized) return { where: undefined, prefixFirst: undefined };
  const escaped = escapeLike(normalized);
  return {
    where: like(cities.searchName, `%${escaped}%`),
    prefixFirst: desc(sql`(${cities.searchName} like ${`${escaped}%`})`),
  };
}

function toCity(row: CityRow, distance: number | null): City {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    population: row.population,
    distance_km: distance === null ? null : Math.round(Number(distance) * 10) / 10,
  };
}

function toAdminCity(row: CityRow): AdminCity {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    population: row.population,
    is_regional_centre: row.isRegionalCentre,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function columns(body: CityBody) {
  return {
    name: body.name,
    searchName: normalizeCityName(body.name),
    region: body.region,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    population: body.population,
    isRegionalCentre: body.is_regional_centre,
    isActive: body.is_active,
  };
}

/** Russian cities: public search by name and by distance, and the administrators' editing. */
/** A city's name by its id, or null: a column for another module's query (a cemetery's city). */
export const cityNameOf = (cityId: SQLWrapper) =>
  sql<string | null>`(select ${cities.name} from ${cities} where ${cities.id} = ${cityId})`;

export function createCitiesService(db: Db) {
  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', GEO_MSG.duplicate);
      throw error;
    }
  }

  return {
    /**
     * Active cities. With a point: nearest first, with distance_km. Otherwise names starting with the
     * search first, then larger cities first.
     */
    async list(query: CityQuery): Promise<{ results: City[]; count: number }> {
      const search = nameSearch(query.city);
      const where = and(eq(cities.isActive, true), search.where);
      const point =
        query.latitude !== undefined && query.longitude !== undefined
          ? distanceSql(query.latitude, query.longitude)
          : null;
      const order = point
        ? [asc(point), asc(cities.id)]
        : [
            ...(search.prefixFirst ? [search.prefixFirst] : []),
            desc(cities.population),
            asc(cities.name),
            asc(cities.id),
          ];
      return listPage(
        db.select(COUNT).from(cities).where(where),
        db
          .select({ city: cities, distance: point ?? sql<null>`null` })
          .from(cities)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map((row) => toCity(row.city, row.distance === null ? null : Number(row.distance))),
      );
    },

    /** One active city; an inactive or unknown one is not found. */
    async get(id: number): Promise<City> {
      const [row] = await db
        .select()
        .from(cities)
        .where(and(eq(cities.id, id), eq(cities.isActive, true)));
      if (!row) throw notFound();
      return toCity(row, null);
    },

    async adminList(query: AdminCityQuery): Promise<{ results: AdminCity[]; count: number }> {
      const search = nameSearch(query.city);
      const where = and(
        search.where,
        query.is_active === undefined ? undefined : eq(cities.isActive, query.is_active === 'true'),
      );
      return listPage(
        db.select(COUNT).from(cities).where(where),
        db
          .select()
          .from(cities)
          .where(where)
          .orderBy(...(search.prefixFirst ? [search.prefixFirst] : []), asc(cities.name), asc(cities.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map(toAdminCity),
      );
    },

    async adminGet(id: number): Promise<AdminCity> {
      const [row] = await db.select().from(cities).where(eq(cities.id, id));
      if (!row) throw notFound();
      return toAdminCity(row);
    },

    async create(body: CityBody): Promise<AdminCity> {
      const [row] = await write(() => db.insert(cities).values(columns(body)).returning());
      return toAdminCity(row);
    },

    async update(id: number, body: CityBody): Promise<AdminCity> {
      const [row] = await write(() =>
        db
          .update(cities)
          .set({ ...columns(body), updatedAt: new Date() })
          .where(eq(cities.id, id))
          .returning(),
      );
      if (!row) throw notFound();
      return toAdminCity(row);
    },

    /** Cities are never deleted (companies and addresses will point at them); they stop being offered. */
    async deactivate(id: number): Promise<void> {
      const [row] = await db
        .update(cities)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(cities.id, id))
        .returning({ id: cities.id });
      if (!row) throw notFound();
    },
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
