import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database, Listening } from './client';

// Issue 13 §1: kept public pages are dropped as the database tells of their changes. A PostgreSQL server tells a
// moment after the commit, over the listener's own connection: `settle()` resolves only once every notification
// committed before it has been heard, so a writer's next read never meets a copy from before its write.

const CHANNEL = 'listener_test';
let database: Database;
let listening: Listening;
const heard: string[] = [];
const hearing: boolean[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  listening = await database.listen(
    CHANNEL,
    (payload) => heard.push(payload),
    (live) => hearing.push(live),
  );
});
afterAll(async () => {
  await listening.stop();
  await database.close();
});

const notify = (payload: string) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);

describe('hearing the database', () => {
  it('hears from the start, and a settled write has been heard', async () => {
    expect(hearing).toEqual([true]);
    await notify('memory_page:1');
    await listening.settle();
    expect(heard).toContain('memory_page:1');
  });

  it('many writers settling at once: each has been heard when its settle resolves', async () => {
    const payloads = Array.from({ length: 30 }, (_, index) => `memory_page:${100 + index}`);
    await Promise.all(
      payloads.map(async (payload) => {
        await notify(payload);
        await listening.settle();
        expect(heard).toContain(payload);
      }),
    );
    // the markers themselves are never passed on as changes
    expect(heard.every((payload) => payload.startsWith('memory_page:'))).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a lost connection stops hearing (copies are dropped), then hears again',
    async () => {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => hearing.at(-1), { timeout: 5_000 }).toBe(false);
      // while not heard, settling answers at once: the caches ask each page's version meanwhile
      await listening.settle();
      await expect.poll(() => hearing.at(-1), { timeout: 5_000 }).toBe(true);
      await notify('memory_page:999');
      await listening.settle();
      expect(heard).toContain('memory_page:999');
    },
  );
});
