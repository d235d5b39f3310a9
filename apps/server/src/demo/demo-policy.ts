import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findAccountByIdentifier } from '../modules/accounts/accounts.service';
import { verifyPassword } from '../platform/passwords';
import { DEMO_PASSWORD } from './seed-demo';

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The demo accounts share a published password, so they are written only when asked (SEED_DEMO) or into a
 * database this start created, of a server that only its own machine can reach.
 */
export function shouldSeedDemo(config: Pick<Config, 'seedDemo' | 'host'>, databaseIsNew: boolean): boolean {
  if (config.seedDemo !== 'if-new-on-loopback') return config.seedDemo === 'always';
  return databaseIsNew && isLoopbackHost(config.host);
}

/** Whether the database has no tables of ours yet; asked before the migrations run. */
export async function isNewDatabase(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select to_regclass('public.accounts') is null as fresh`,
  )) as unknown as {
    rows: { fresh: boolean }[];
  };
  return result.rows[0]?.fresh === true;
}

/** A line to shout at start when a server others can reach still lets anyone in as the demo administrator. */
export async function exposedDemoAdminWarning(db: Db, host: string): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const admin = await findAccountByIdentifier(db, { kind: 'email', value: 'admin@demo.ru' });
  if (!admin?.isActive || !(await verifyPassword(admin.passwordHash, DEMO_PASSWORD))) return null;
  return (
    `WARNING: this server listens on ${host}, and the demo administrator admin@demo.ru still has the published ` +
    'password. Anyone who can reach it can sign in as an administrator: block the demo accounts or change ' +
    'their passwords, or listen on 127.0.0.1.'
  );
}
