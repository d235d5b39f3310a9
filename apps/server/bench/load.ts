import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One load run: a warm-up, then the measured part, from a child process so the server keeps its own core. */
export type LoadSpec = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** a fixed body; see `refreshTokens` for one body per request */
  body?: string;
  /** POST {"refresh_token": …} with the next unused token of this list on every request */
  refreshTokens?: string[];
  /** paths (with query strings) on the origin of `url`, taken in turn, one per request */
  paths?: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** refresh tokens handed out (warm-up included), and whether the list ran out */
  tokensUsed?: number;
  tokensExhausted?: boolean;
};

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | null = null;
    child.on('message', (message: { result?: LoadResult; error?: string }) => {
      if (message.error) reject(new Error(`load generator: ${message.error}`));
      // NaN (no response to take a percentile of) crosses IPC as null
      else if (message.result)
        result = {
          ...message.result,
          p50: message.result.p50 ?? Number.NaN,
          p95: message.result.p95 ?? Number.NaN,
          p99: message.result.p99 ?? Number.NaN,
        };
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with code ${code} and no result`));
    });
    child.send(spec);
  });
}
