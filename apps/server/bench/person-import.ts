// The administrator's import of a cemetery's register (issue 16 §1, §3): `rows` rows (a CSV of about 10 MB at
// 100,000) into a cemetery that already holds graves, through the API as the page drives it — upload, dry run,
// start, then polling until the pg-boss job is done — while a guest's request is timed every 100 ms, to see that the
// server keeps answering. The goal: 100,000 rows in minutes without blocking the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { accounts } from '../src/modules/accounts/accounts.table';
import { createCompany } from '../src/modules/companies/companies.service';
import { createJobs } from '../src/platform/jobs';
import { hashPassword } from '../src/platform/passwords';
import { queuedJobs } from '../src/scheduled-jobs';
import { createServices } from '../src/services';
import { benchConfig, openFreshPostgres } from './app-under-test';

export type ImportTiming = {
  engine: string;
  rows: number;
  megabytes: number;
  uploadMs: number;
  dryRunMs: number;
  importMs: number;
  persons: number;
  burials: number;
  graves: number;
  failed: number;
  /** a guest's GET /api/public/config/ during the import */
  answerP95Ms: number;
  answerMaxMs: number;
};

const EMAIL = 'import-bench@bench.local';
const PASSWORD = 'bench-password-123';
/** graves already in the cemetery, two places each: half the rows are buried into them */
const EXISTING_GRAVES = 25_000;
const WEST = 35.9;
const SOUTH = 56.85;
const SIDE = 0.05;

/** The register: half buried into existing graves, a quarter into new ones, a quarter without a grave, 1% broken. */
function registerCsv(rows: number): Buffer {
  const lines = ['Фамилия;Имя;Отчество;Пол;Дата рождения;Дата смерти;Участок;Номер могилы;Широта;Долгота'];
  for (let i = 0; i < rows; i += 1) {
    const born = 1900 + (i % 80);
    const birth = i % 100 === 0 ? `31.02.${born}` : `${String(1 + (i % 28)).padStart(2, '0')}.03.${born}`;
    const death = String(born + 40 + (i % 40));
    let grave = ';;;';
    if (i % 4 < 2) {
      // every existing grave is named by two rows: both its places taken
      const number = (Math.floor(i / 4) * 2 + (i % 4)) % EXISTING_GRAVES;
      grave = `Участок ${1 + (number % 10)};A-${number};;`;
    } else if (i % 4 === 2) {
      const lat = (SOUTH + SIDE * ((i % 997) / 1000 + 0.001)).toFixed(6);
      const lng = (WEST + SIDE * ((i % 991) / 1000 + 0.001)).toFixed(6);
      grave = `;N-${i};${lat};${lng}`;
    }
    lines.push(
      `Фамилия${i};Имя${i % 500};Отчество${i % 300};${i % 2 ? 'м' : 'ж'};${birth};${death};${grave}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

export async function measurePersonImport(
  engine: 'PGlite' | 'PostgreSQL',
  rows: number,
  postgresServerUrl?: string,
): Promise<ImportTiming> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-import-'));
  const config = benchConfig(dataDir);
  const database: Database = postgresServerUrl
    ? (await openFreshPostgres(postgresServerUrl)).database
    : await openDatabase({ dataDir });
  await database.migrate();
  const services = createServices(config, database);
  const app = await buildApp(services);
  const jobs = createJobs(database, (line) => console.error(line));
  services.jobQueue.attach(jobs);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app has no port');
    const url = `http://127.0.0.1:${address.port}`;
    await jobs.start([], queuedJobs(services));

    const db = services.db;
    const passwordHash = await hashPassword(PASSWORD);
    await db.insert(accounts).values({ userType: 4, email: EMAIL, passwordHash, isEmailVerified: true });
    const [owner] = await db
      .insert(accounts)
      .values({ userType: 2, email: `owner-${EMAIL}`, passwordHash, isEmailVerified: true })
      .returning();
    const company = await db.transaction((tx) =>
      createCompany(tx, { name: 'МКУ «Бенч»', ownerAccountId: owner.id, type: 'MUNICIPAL' }),
    );
    const outline: [number, number][] = [
      [WEST, SOUTH],
      [WEST + SIDE, SOUTH],
      [WEST + SIDE, SOUTH + SIDE],
      [WEST, SOUTH + SIDE],
    ];
    const cemetery = await services.cemeteries.create({
      name: 'Кладбище бенча',
      outline,
      center: { lng: WEST + SIDE / 2, lat: SOUTH + SIDE / 2 },
      municipal_company_id: company.id,
    });
    for (let area = 1; area <= 10; area += 1)
      await services.cemeteries.createArea(
        { admin: true },
        { cemetery_id: cemetery.id, name: `Участок ${area}`, outline },
      );
    await db.execute(sql`
      insert into graves (cemetery_id, area_id, number, location, status, places_count)
      select ${cemetery.id}, (select id from cemetery_areas where cemetery_id = ${cemetery.id} and name = 'Участок ' || (1 + g % 10)),
        'A-' || g, point(${WEST + SIDE / 2}, ${SOUTH + SIDE / 2}), 'free', 2
      from generate_series(0, ${EXISTING_GRAVES - 1}) g`);
    await database.analyze();

    const login = await fetch(`${url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const json = { ...headers, 'content-type': 'application/json' };

    const file = registerCsv(rows);
    let startedAt = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'register.csv');
    const uploaded = await fetch(`${url}/api/admin/import-persons/`, { method: 'POST', headers, body: form });
    if (uploaded.status !== 200)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const upload = (await uploaded.json()) as { id: number; mapping: unknown[] };
    const uploadMs = performance.now() - startedAt;
    const body = JSON.stringify({ cemetery_id: cemetery.id, mapping: upload.mapping });

    startedAt = performance.now();
    const dry = await fetch(`${url}/api/admin/import-persons/${upload.id}/dry-run/`, {
      method: 'POST',
      headers: json,
      body,
    });
    if (dry.status !== 200) throw new Error(`dry run answered ${dry.status}: ${await dry.text()}`);
    await dry.json();
    const dryRunMs = performance.now() - startedAt;

    startedAt = performance.now();
    const start = await fetch(`${url}/api/admin/import-persons/${upload.id}/start/`, {
      method: 'POST',
      headers: json,
      body,
    });
    if (start.status !== 200) throw new Error(`start answered ${start.status}: ${await start.text()}`);
    const answers: number[] = [];
    let done = false;
    const guest = (async () => {
      while (!done) {
        const askedAt = performance.now();
        await (await fetch(`${url}/api/public/config/`)).arrayBuffer();
        answers.push(performance.now() - askedAt);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let state: {
      status: string;
      persons: number;
      burials: number;
      graves: number;
      failed: number;
      processed: number;
    };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = (await (
        await fetch(`${url}/api/admin/import-persons/${upload.id}/`, { headers })
      ).json()) as typeof state;
      if (!['queued', 'running'].includes(state.status)) break;
    }
    const importMs = performance.now() - startedAt;
    done = true;
    await guest;
    if (state.status !== 'done') throw new Error(`the import ended ${state.status} at ${state.processed}`);
    const sorted = [...answers].sort((a, b) => a - b);
    return {
      engine,
      rows,
      megabytes: file.length / 1024 / 1024,
      uploadMs,
      dryRunMs,
      importMs,
      persons: state.persons,
      burials: state.burials,
      graves: state.graves,
      failed: state.failed,
      answerP95Ms: percentile(sorted, 95),
      answerMaxMs: sorted.at(-1) ?? 0,
    };
  } finally {
    await jobs.stop();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function importTable(rows: ImportTiming[]): string {
  const header =
    '| rows (MB) | engine | upload | dry run | import | persons / burials / new graves / failed | a guest’s answer during it, p95 / worst |';
  const lines = rows.map(
    (row) =>
      `| ${row.rows.toLocaleString('en-US')} (${row.megabytes.toFixed(1)}) | ${row.engine} | ${(row.uploadMs / 1000).toFixed(1)} s | ` +
      `${(row.dryRunMs / 1000).toFixed(1)} s | ${(row.importMs / 1000).toFixed(1)} s | ` +
      `${row.persons} / ${row.burials} / ${row.graves} / ${row.failed} | ${row.answerP95Ms.toFixed(0)} / ${row.answerMaxMs.toFixed(0)} ms |`,
  );
  return [header, '| --- | --- | --- | --- | --- | --- | --- |', ...lines].join('\n');
}
