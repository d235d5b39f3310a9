import { normalizeCityName } from '@sp/shared/api/geo';
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bound, type StatementValues } from '../../platform/statement-shapes';
import { cities } from './cities.table';

// What other modules' queries read of the cities (the company pages, the public search): the geo module's read
// view, so they never name its table. PostgreSQL merges it into their query (the plan of a join).

const query = new QueryBuilder();

/** The cities: name, region, centre and whether administrators still offer them. */
export const citiesView = query
  .select({
    id: cities.id,
    name: cities.name,
    region: cities.region,
    latitude: cities.latitude,
    longitude: cities.longitude,
    isActive: cities.isActive,
  })
  .from(cities)
  .as('cities');

/**
 * A subquery of the ids of the cities of this name (any case, ё as е), for `… in (…)`; with `values`, the name is
 * the statement's placeholder (platform/statement-shapes.ts).
 */
export const cityIdsNamed = (name: string, values?: StatementValues) =>
  query
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.searchName, bound(values, 'city', normalizeCityName(name))));
