import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type SpawnedServer = {
  url: string;
  pid: number;
  /** from spawn until GET /api/health/ first answered 200 */
  readyMs: number;
  /** the server's own figure (startupMs of its "ready" log line): config, database, migrations, seed, app */
  selfReportedMs: number | null;
  stop(): Promise<void>;
};

/** The web app and the compiled server, each built again only when its sources changed, as `npm start` does. */
export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`scripts/build-if-changed.mjs exited with ${build.status}`);
}

/**
 * `node apps/server/dist/main.mjs` on PGlite in `dataDir`, as `npm run serve` starts it, or on the PostgreSQL
 * database of `databaseUrl` (its DATA_DIR then holds only media).
 */
export async function spawnServer(
  dataDir: string,
  timeoutMs = 120_000,
  databaseUrl = '',
): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // the bench's own data, not the demo's, on a PostgreSQL database
      ...(databaseUrl ? { SEED_DEMO: 'false' } : {}),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let selfReportedMs: number | null = null;
  // only the tail is kept (for an error's message): a server under load logs every request, and reading all of
  // it again on each chunk took the bench's CPU from the server it measures
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    if (selfReportedMs !== null) return;
    const match = /"startupMs":(\d+)/.exec(output);
    if (match) selfReportedMs = Number(match[1]);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });

  try {
    for (;;) {
      if (exited !== null) throw new Error(`the server exited with ${exited}:\n${output.slice(-2000)}`);
      if (performance.now() - startedAt > timeoutMs) throw new Error(`no answer in ${timeoutMs} ms`);
      const ok = await fetch(`${url}/api/health/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const readyMs = performance.now() - startedAt;
  // the ready line is logged right after listen(); give it a moment to arrive
  for (let i = 0; i < 25 && selfReportedMs === null; i += 1) await new Promise((r) => setTimeout(r, 20));
  return { url, pid: child.pid ?? 0, readyMs, selfReportedMs, stop: () => stopChild(child) };
}

/** SIGTERM (the server closes its database and releases DATA_DIR), SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
export function residentMemory(pid: number): { nowMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { nowMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
