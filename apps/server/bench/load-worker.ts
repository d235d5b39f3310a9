// Child process of load.ts: runs autocannon for one LoadSpec and sends the LoadResult back.
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load';

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  const tokens = spec.refreshTokens ?? [];
  const paths = spec.paths ?? [];
  let next = 0;
  let exhausted = false;
  const request = spec.refreshTokens
    ? {
        method: spec.method,
        headers: { ...spec.headers, 'content-type': 'application/json' },
        // autocannon calls this once per request it builds: every request gets an unused token
        setupRequest: (params: { headers?: Record<string, string> }) => {
          if (next >= tokens.length) exhausted = true;
          const token = tokens[Math.min(next, tokens.length - 1)];
          next += 1;
          return { ...params, body: JSON.stringify({ refresh_token: token }) };
        },
      }
    : paths.length
      ? {
          method: spec.method,
          headers: spec.headers,
          // the query shapes of one measurement in turn, shared by every connection
          setupRequest: (params: { path?: string }) => ({ ...params, path: paths[next++ % paths.length] }),
        }
      : { method: spec.method, headers: spec.headers, body: spec.body };

  const base = { url: spec.url, connections: spec.connections, timeout: 10, requests: [request] };

  if (spec.warmupSeconds > 0) await autocannon({ ...base, duration: spec.warmupSeconds });

  const latencies: number[] = [];
  const instance = autocannon({ ...base, duration: spec.seconds });
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;
  return {
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || spec.seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    ...(spec.refreshTokens ? { tokensUsed: Math.min(next, tokens.length), tokensExhausted: exhausted } : {}),
  };
}

process.once('message', (spec: LoadSpec) => {
  run(spec).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? error.message : String(error) }, () =>
        process.exit(1),
      ),
  );
});
