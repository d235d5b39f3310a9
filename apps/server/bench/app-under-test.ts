import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { accounts } from '../src/modules/accounts/accounts.table';
import { authSessions, refreshTokens } from '../src/modules/auth/auth.table';
import { hashPassword } from '../src/platform/passwords';
import { newOpaqueToken, SESSION_TTL_DAYS, sha256 } from '../src/platform/tokens';
import { createServices } from '../src/services';
import { type CatalogScale, seedCatalog, vacuumAnalyze } from './seed-catalog';
import { type GravesScale, seedGraves } from './seed-graves';
import { type LedgerScale, seedLedger } from './seed-ledger';
import { type OrdersScale, seedOrders } from './seed-orders';
import { type PersonsScale, seedPersons } from './seed-persons';

const EMAIL = 'bench@bench.local';
const PASSWORD = 'bench-password-123';

/** The app's configuration for a bench: a test's, on `dataDir`, silent, without the demo or a captcha. */
export const benchConfig = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped on close (as the API tests do). */
export async function openFreshPostgres(serverUrl: string): Promise<{ database: Database; url: string }> {
  const name = `sp_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    url: url.toString(),
    database: {
      ...database,
      async close() {
        await database.close();
        // pool.end() resolves before its connections have closed, and the pool has no 'error' listener: a
        // backend terminated by DROP … WITH (FORCE) then would crash the process. Wait for them to go first.
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        for (let attempt = 0; ; attempt += 1) {
          const { rows } = await cleanup.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0 || attempt === 100) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    },
  };
}

/**
 * The real app (buildApp on createServices) listening on a loopback port, on PGlite in a temporary
 * DATA_DIR or on a fresh database of a PostgreSQL server, with one verified account signed in.
 */
export async function startAppUnderTest(engine: { postgresServerUrl?: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-'));
  let database: Database | null = null;
  /** the PostgreSQL database's own URL, for a server spawned on it */
  let databaseUrl: string | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  const close = async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = benchConfig(dataDir);
    if (engine.postgresServerUrl) {
      const fresh = await openFreshPostgres(engine.postgresServerUrl);
      database = fresh.database;
      databaseUrl = fresh.url;
    } else database = await openDatabase({ dataDir: config.dataDir });
    await database.migrate();
    const db = database.db;
    app = await buildApp(createServices(config, database));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app has no port');
    const url = `http://127.0.0.1:${address.port}`;

    const [account] = await db
      .insert(accounts)
      .values({
        userType: 1,
        email: EMAIL,
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Тест',
        lastName: 'Бенчмарков',
        isEmailVerified: true,
      })
      .returning();

    const login = await fetch(`${url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const session = (await login.json()) as { token: string };
    const bearer = { authorization: `Bearer ${session.token}` };

    const profile = await fetch(`${url}/api/profile/user/`, { headers: bearer });
    if (profile.status !== 200)
      throw new Error(`profile answered ${profile.status}: ${await profile.text()}`);
    const profileBytes = (await profile.arrayBuffer()).byteLength;

    return {
      kind: database.kind,
      url,
      databaseUrl,
      bearer,
      profileBytes,
      db,
      /**
       * `count` unused refresh tokens of the account, each in its own session, written straight to
       * auth_sessions and refresh_tokens (a token is rotated on use and reusing one revokes its session).
       */
      async makeRefreshTokens(count: number): Promise<string[]> {
        const tokens: string[] = [];
        const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
        const batch = 2000;
        for (let start = 0; start < count; start += batch) {
          const rows = [];
          for (let i = start; i < Math.min(count, start + batch); i += 1) {
            const token = newOpaqueToken();
            tokens.push(token);
            rows.push({ accountId: account.id, familyId: randomUUID(), tokenHash: sha256(token), expiresAt });
          }
          await db
            .insert(authSessions)
            .values(rows.map((row) => ({ id: row.familyId, accountId: row.accountId, expiresAt })));
          await db.insert(refreshTokens).values(rows);
        }
        return tokens;
      },
      /** The public catalog at `scale` (seed-catalog.ts), its companies owned by one more account. */
      async seedCatalog(scale: CatalogScale) {
        const [owner] = await db
          .insert(accounts)
          .values({
            userType: 2,
            email: 'catalog-owner@bench.local',
            passwordHash: account.passwordHash,
            firstName: 'Владелец',
            lastName: 'Каталогов',
            isEmailVerified: true,
          })
          .returning();
        return seedCatalog(db, owner.id, scale);
      },
      /**
       * Companies with deals at `scale` (seed-orders.ts), owned by one more account; that owner signs in with the
       * large company as its current one, and `bearer` is its header for the deals list.
       */
      async seedOrders(scale: OrdersScale) {
        const [owner] = await db
          .insert(accounts)
          .values({
            userType: 2,
            email: 'orders-owner@bench.local',
            passwordHash: account.passwordHash,
            firstName: 'Владелец',
            lastName: 'Бюро',
            isEmailVerified: true,
          })
          .returning();
        const seed = await seedOrders(db, owner.id, scale);
        await db.update(accounts).set({ currentCompanyId: seed.companyId }).where(eq(accounts.id, owner.id));
        const signedIn = await fetch(`${url}/api/auth/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner.email, password: PASSWORD }),
        });
        if (signedIn.status !== 200)
          throw new Error(`the owner's login answered ${signedIn.status}: ${await signedIn.text()}`);
        const { token } = (await signedIn.json()) as { token: string };
        return { ...seed, bearer: { authorization: `Bearer ${token}` } };
      },
      /** A ledger at `scale` (seed-ledger.ts), `own` of its movements the signed-in bench account's. */
      seedLedger: (scale: LedgerScale) => seedLedger(db, account.id, scale),
      /** Cemeteries and graves at `scale` (seed-graves.ts). */
      seedGraves: (scale: GravesScale) => seedGraves(db, scale),
      /** Family accounts with persons and memory pages at `scale` (seed-persons.ts). */
      seedPersons: (scale: PersonsScale) => seedPersons(db, scale, account.passwordHash),
      /**
       * The plans of the queries the server sends while `run` runs whose text contains `table`: each sent again
       * under EXPLAIN with its parameters, as the database's own text (the bench prints the scan lines).
       */
      async explainDuring(
        table: string,
        run: () => Promise<unknown>,
        options: { analyze?: boolean } = {},
      ): Promise<string[][]> {
        type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
        const client = (db as unknown as { $client: Client }).$client;
        const sent: { text: string; params: unknown[] }[] = [];
        const original = client.query;
        client.query = function (this: unknown, ...args: unknown[]) {
          const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
          const text = typeof first === 'string' ? first : first.text;
          const params = second ?? (typeof first === 'string' ? [] : (first.values ?? []));
          if (text.includes(table)) sent.push({ text, params });
          return original.apply(this, args);
        } as Client['query'];
        try {
          await run();
        } finally {
          client.query = original;
        }
        const plans: string[][] = [];
        for (const query of sent) {
          const result = await client.query(
            `explain ${options.analyze ? '(analyze, buffers) ' : ''}${query.text}`,
            query.params,
          );
          plans.push(result.rows.map((row) => String(Object.values(row)[0])));
        }
        return plans;
      },
      /** VACUUM ANALYZE of the whole database; seconds */
      vacuumAnalyze: () => vacuumAnalyze(db),
      /** What the server itself runs for fresh planner statistics (PGlite: ANALYZE; PostgreSQL: nothing); seconds */
      async serverAnalyze(): Promise<number> {
        const startedAt = performance.now();
        await database?.analyze();
        return (performance.now() - startedAt) / 1000;
      },
      close,
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
