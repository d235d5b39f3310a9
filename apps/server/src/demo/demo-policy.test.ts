import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { type Database, openDatabase } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { hashPassword } from '../platform/passwords';
import { exposedDemoAdminWarning, isLoopbackHost, isNewDatabase, shouldSeedDemo } from './demo-policy';
import { seedDemo } from './seed-demo';

describe('when the demo accounts are written (issue 10 §6)', () => {
  it('only when asked, or into a new database of a server only its own machine reaches', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'pamyat.example'])
      expect(isLoopbackHost(host)).toBe(false);

    const unset = 'if-new-on-loopback' as const;
    expect(shouldSeedDemo({ seedDemo: unset, host: '127.0.0.1' }, true)).toBe(true);
    expect(shouldSeedDemo({ seedDemo: unset, host: '127.0.0.1' }, false)).toBe(false);
    expect(shouldSeedDemo({ seedDemo: unset, host: '0.0.0.0' }, true)).toBe(false);
    expect(shouldSeedDemo({ seedDemo: 'always', host: '0.0.0.0' }, false)).toBe(true);
    expect(shouldSeedDemo({ seedDemo: 'never', host: '127.0.0.1' }, true)).toBe(false);
  });
});

describe('a database and its demo administrator', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is new before its migrations and not after', async () => {
    const fresh = await openDatabase({});
    try {
      expect(await isNewDatabase(fresh.db)).toBe(true);
      await fresh.migrate();
      expect(await isNewDatabase(fresh.db)).toBe(false);
    } finally {
      await fresh.close();
    }
    expect(await isNewDatabase(database.db)).toBe(false);
  });

  it('a server others can reach warns while admin@demo.ru keeps the published password', async () => {
    await seedDemo(database.db);
    const warning = await exposedDemoAdminWarning(database.db, '0.0.0.0');
    expect(warning).toMatch(/admin@demo\.ru still has the published password/);
    expect(await exposedDemoAdminWarning(database.db, '127.0.0.1')).toBeNull();

    await database.db
      .update(accounts)
      .set({ passwordHash: await hashPassword('a-private-admin-password') })
      .where(eq(accounts.email, 'admin@demo.ru'));
    expect(await exposedDemoAdminWarning(database.db, '0.0.0.0')).toBeNull();
  });
});
