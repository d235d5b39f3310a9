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

  it("empties the trigram indexes' pending lists, which only VACUUM would do", async () => {
    // persons written as an import writes them: their name and city trigrams go to the pending lists first
    await database.db.execute(
      sql`with owner as (
            insert into accounts (user_type, email, password_hash, first_name, last_name)
            values (1, 'gin@test.local', 'x', 'Г', 'Г')
            returning id)
          insert into persons (owner_account_id, first_name, last_name, city)
          select owner.id, 'Имя' || n, 'Фамилия' || n, 'Город ' || n from owner, generate_series(1, 300) as n`,
    );
    await database.analyze();
    if (database.kind === 'postgresql') return; // autovacuum's job there; analyze() does nothing
    // what each GIN index of persons still holds in its pending list (cleaning it again answers the pages moved)
    const rows = await database.db
      .select({ pages: sql<number>`gin_clean_pending_list(index_class.oid)::int` })
      .from(sql`pg_class index_class join pg_am access_method on access_method.oid = index_class.relam`)
      .where(sql`access_method.amname = 'gin' and index_class.relname like 'persons%'`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.pages === 0)).toBe(true);
  });
});
