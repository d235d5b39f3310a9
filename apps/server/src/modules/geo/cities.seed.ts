import { normalizeCityName } from '@sp/shared/api/geo';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities } from './cities.table';
import { RUSSIAN_CITIES } from './russian-cities.data';

/**
 * Writes the product's list of cities into an empty table, on every start (product data, not demo data).
 * Once the table has any row the administrators own it: nothing is added, changed or restored.
 * Returns how many cities were written.
 */
export async function writeCities(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // one writer at a time when several servers start on one PostgreSQL database
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cities.seed'))`);
    const [existing] = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (existing) return 0;
    const rows = await tx
      .insert(cities)
      .values(
        RUSSIAN_CITIES.map((city) => ({
          name: city.name,
          searchName: normalizeCityName(city.name),
          region: city.region,
          latitude: city.latitude,
          longitude: city.longitude,
          timezone: city.timezone,
          population: city.population,
          isRegionalCentre: city.isRegionalCentre,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: cities.id });
    return rows.length;
  });
}
