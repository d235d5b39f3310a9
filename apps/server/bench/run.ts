// `npm run bench` (issue 2 §6): req/s of GET /api/profile/user/ and POST /api/auth/refresh-token/ on PGlite and
// PostgreSQL beside bare Fastify, cold and warm start, gzipped JS of the landing and /auth. A report: it exits 0
// when a target is missed, 1 only when a step crashed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startAppUnderTest } from './app-under-test';
import { startBareFastify } from './bare';
import { measureJsWeight, type PageWeight } from './js-weight';
import { type LoadResult, type LoadSpec, runLoad } from './load';
import { type LoadRow, loadTable, type StartRow, startTable, weightTable } from './report';
import { type SpawnedServer, spawnServer } from './spawned-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const LOAD = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  seconds: numberFromEnv('BENCH_SECONDS', 5),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 1),
};
const REFRESH_TOKENS = numberFromEnv('BENCH_REFRESH_TOKENS', 60_000);

const loadRows: LoadRow[] = [];
const startRows: StartRow[] = [];
const weights: PageWeight[] = [];
const notes: string[] = [];
const failures: string[] = [];
let bare: LoadResult | null = null;

async function step(name: string, body: () => Promise<void>): Promise<void> {
  console.log(`\n▶ ${name}`);
  const startedAt = performance.now();
  try {
    await body();
    console.log(`  done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`  FAILED: ${message}`);
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function record(name: string, result: LoadResult): void {
  loadRows.push({ name, result });
  const codes = Object.entries(result.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `  ${name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(2)} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts} [${codes}]`,
  );
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    notes.push(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (${codes})`,
    );
  if (result.tokensExhausted)
    notes.push(`${name}: the ${REFRESH_TOKENS} pre-made refresh tokens ran out (raise BENCH_REFRESH_TOKENS)`);
}

async function measureApp(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    console.log(`  ${app.kind} app on ${app.url}; profile answer ${app.profileBytes} B`);
    const profile: LoadSpec = {
      url: `${app.url}/api/profile/user/`,
      method: 'GET',
      headers: app.bearer,
      ...LOAD,
    };
    record(`${engine} GET /api/profile/user/`, await runLoad(profile));

    const made = performance.now();
    const tokens = await app.makeRefreshTokens(REFRESH_TOKENS);
    console.log(
      `  ${tokens.length} refresh tokens written in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );
    const refresh: LoadSpec = {
      url: `${app.url}/api/auth/refresh-token/`,
      method: 'POST',
      refreshTokens: tokens,
      ...LOAD,
    };
    const result = await runLoad(refresh);
    record(`${engine} POST /api/auth/refresh-token/`, result);
    console.log(`  refresh tokens used: ${result.tokensUsed} of ${tokens.length}`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Светлая память bench — node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ` +
      `load average ${loadavg()[0].toFixed(1)}; ${LOAD.connections} connections, ` +
      `${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s per measurement`,
  );

  await step('bare Fastify (one GET route, profile-shaped JSON)', async () => {
    const server = await startBareFastify();
    try {
      bare = await runLoad({ url: `${server.url}/api/profile/user/`, method: 'GET', ...LOAD });
      record('bare Fastify GET (static JSON)', bare);
    } finally {
      await server.close();
    }
  });

  await step('real app on PGlite (temporary DATA_DIR)', () => measureApp('PGlite'));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    await step('real app on PostgreSQL (fresh database on TEST_DATABASE_URL)', () =>
      measureApp('PostgreSQL', postgresUrl),
    );
  } else {
    console.log(
      '\n▶ PostgreSQL skipped: TEST_DATABASE_URL is not set (npm run bench starts a throw-away server)',
    );
    notes.push('PostgreSQL skipped: TEST_DATABASE_URL is not set');
  }

  // cold start, warm start on the same DATA_DIR, and that warm server then serves the web app to Chromium
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-start-'));
  const spawned: { server: SpawnedServer | null } = { server: null };
  try {
    await step('cold start, then warm start (node --import tsx apps/server/src/main.ts)', async () => {
      const cold = await spawnServer(dataDir);
      await cold.stop();
      startRows.push({ name: 'cold (empty DATA_DIR: migrations + demo seed)', ...cold });
      const warm = await spawnServer(dataDir);
      spawned.server = warm;
      startRows.push({ name: 'warm (same DATA_DIR again)', ...warm });
      console.log(`  cold ${cold.readyMs.toFixed(0)} ms, warm ${warm.readyMs.toFixed(0)} ms`);
    });

    await step('JS weight of / and /auth (Chromium, gzip of every JS response)', async () => {
      if (!existsSync(WEB_INDEX)) {
        console.log('  apps/web/dist/index.html is missing: npm run build');
        const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
        if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);
        // the server looks for the web app when it starts
        await spawned.server?.stop();
        spawned.server = null;
      }
      notes.push(
        `web build measured: apps/web/dist/index.html of ${statSync(WEB_INDEX).mtime.toISOString()}`,
      );
      spawned.server ??= await spawnServer(dataDir);
      for (const page of await measureJsWeight(spawned.server.url, ['/', '/auth'])) {
        weights.push(page);
        const largest = page.breakdown
          .slice(0, 8)
          .map(({ name, gzipKb }) => `${name} ${gzipKb.toFixed(1)}`)
          .join(', ');
        console.log(
          `  ${page.path}: ${page.gzipKb.toFixed(1)} KB gzip in ${page.files} files; largest KB: ${largest}`,
        );
      }
    });
  } finally {
    await spawned.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\n================ Светлая память — bench results ================\n');
  console.log(
    `(load average now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: other work skews every figure)\n`,
  );
  if (loadRows.length) console.log(`${loadTable(loadRows, bare)}\n`);
  if (startRows.length) console.log(`${startTable(startRows)}\n`);
  if (weights.length) console.log(`${weightTable(weights)}\n`);
  console.log(
    'vs bare = req/s of the row ÷ req/s of bare Fastify in this run; p95/p50 over every response of the ' +
      'measured part; gzip = zlib.gzipSync of each JS body (the server itself sends them uncompressed).',
  );
  for (const note of notes) console.log(`note: ${note}`);
  for (const failure of failures) console.log(`FAILED STEP: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
