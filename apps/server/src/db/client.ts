import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { acquireDirectoryLock } from './directory-lock';
import { type Listening, listenPostgres } from './pg-listener';

export type { Listening };

/** The database both engines share; a transaction is one too, so services accept either. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgresql';
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics and empties the GIN indexes' pending lists. PGlite has no autovacuum, and
   * without statistics its plans over a large catalog are off by orders of magnitude (the search bench: seconds
   * instead of milliseconds); PostgreSQL's autovacuum does both itself, so there it does nothing.
   */
  analyze(): Promise<void>;
  /**
   * Hears a channel's notifications (`pg_notify`): `hearing(true)` while every one is heard, `hearing(false)` when
   * some may have been missed. PGlite runs in this process and tells of a change before its write answers; a
   * PostgreSQL server tells over a connection of its own a moment after the commit, which `settle()` waits for
   * (db/pg-listener.ts). Call `stop()` before close().
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    hearing: (live: boolean) => void,
  ): Promise<Listening>;
  close(): Promise<void>;
  /** what the background jobs (platform/jobs.ts) connect with: this process's PGlite, or the server's URL */
  jobsConnection: { pglite: PGlite } | { connectionString: string };
};

/** How often a running server refreshes PGlite's statistics. */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;
/** When a server started on an existing data dir first refreshes them (they were kept, so it need not wait). */
export const ANALYZE_AFTER_START_MS = 60 * 1000;

const MIGRATIONS = path.join(SERVER_ROOT, 'migrations');

/** Moves the pending entries of every GIN index of ours into the index (what VACUUM does on a server). */
const GIN_CLEAN_PENDING_LISTS = `
  select gin_clean_pending_list(index_class.oid)
  from pg_class index_class
  join pg_am access_method on access_method.oid = index_class.relam
  join pg_namespace namespace on namespace.oid = index_class.relnamespace
  where access_method.amname = 'gin' and namespace.nspname = 'public'`;

/** A PostgreSQL server when a URL is given; otherwise PGlite in `<dataDir>/pgdata`, or in memory for tests. */
export async function openDatabase(options: {
  databaseUrl?: string | null;
  dataDir?: string | null;
}): Promise<Database> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // an idle connection the server ends (restart, failover) must not crash the process: the pool drops it
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgresql',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      analyze: async () => {},
      listen: (channel, onMessage, hearing) =>
        listenPostgres({ connectionString: databaseUrl, pool, channel, onMessage, hearing }),
      close: () => pool.end(),
      jobsConnection: { connectionString: databaseUrl },
    };
  }
  let release = () => {};
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDirectoryLock(options.dataDir);
    client = await PGlite.create(path.join(options.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    analyze: async () => {
      await client.exec('ANALYZE');
      // without autovacuum nothing moves a GIN index's pending list into the index: new entries pile up there
      // (to 4 MB) and every trigram search reads them one by one
      await client.exec(GIN_CLEAN_PENDING_LISTS);
    },
    // PGlite runs in this process: it hears every change it makes, and nothing else writes to it
    listen: async (channel, onMessage, hearing) => {
      const unlisten = await client.listen(channel, onMessage);
      hearing(true);
      return { stop: () => unlisten(), settle: async () => {} };
    },
    close: async () => {
      await client.close();
      release();
    },
    jobsConnection: { pglite: client },
  };
}
