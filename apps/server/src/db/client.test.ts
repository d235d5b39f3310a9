import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database statistics', () => {
  it('gives the planner statistics after analyze (PGlite has no autovacuum to do it)', async () => {
    await database.db.execute(
      sql`insert into cities (name, search_name, region, latitude, longitude, timezone) values ('Тестовск', 'тестовск', 'Тестовая область', 56.1, 37.2, 'Europe/Moscow')`,
    );
    await database.analyze();
    if (database.kind === 'postgresql') return; // autovacuum's job there; analyze() does nothing
    const [stats] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_stats`)
      .where(sql`tablename = 'cities'`);
    expect(stats.count).toBeGreaterThan(0);
  });
});
