// The company's reports (issue 16 §2) over a year of a company with 100,000 deals: each report of /app/reports asked
// one at a time (as a page opens them, with nothing else running), its answer time's p50, p95 and worst of a few
// years' periods. The goal: every report answers in under a second on PostgreSQL.

export type ReportTiming = {
  engine: string;
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The reports the page asks for, over calendar years inside the deals' span (the newest first). */
function requests(
  years: string[],
): { name: string; calls: { method: 'GET' | 'POST'; path: string; body?: object }[] }[] {
  const period = (year: string) => ({ date_start: `${year}-01-01`, date_end: `${year}-12-31` });
  const query = (year: string) => new URLSearchParams(period(year)).toString();
  return [
    {
      name: 'GET /api/reports/company-total/ (a year)',
      calls: years.map((y) => ({ method: 'GET', path: `/api/reports/company-total/?${query(y)}` })),
    },
    {
      name: 'GET /api/reports/analytics/ (a year by month)',
      calls: years.map((y) => ({ method: 'GET', path: `/api/reports/analytics/?${query(y)}` })),
    },
    {
      name: 'GET /api/reports/managers/ (a year)',
      calls: years.map((y) => ({ method: 'GET', path: `/api/reports/managers/?${query(y)}` })),
    },
    {
      name: 'POST /api/reports/report/ (a year)',
      calls: years.map((y) => ({ method: 'POST', path: '/api/reports/report/', body: period(y) })),
    },
    {
      name: 'POST /api/reports/profit-products/ (a year)',
      calls: years.map((y) => ({ method: 'POST', path: '/api/reports/profit-products/', body: period(y) })),
    },
    {
      name: 'POST /api/reports/profit-services/ (a year)',
      calls: years.map((y) => ({ method: 'POST', path: '/api/reports/profit-services/', body: period(y) })),
    },
    {
      name: 'GET /api/reports/xlsx/?table=products (a year)',
      calls: years.map((y) => ({ method: 'GET', path: `/api/reports/xlsx/?table=products&${query(y)}` })),
    },
  ];
}

/**
 * Times each report `rounds` times over each year (a first call of each, untimed, warms the server's statements).
 * `years`: calendar years the company's deals fill.
 */
export async function measureReports(
  engine: string,
  url: string,
  bearer: Record<string, string>,
  years: string[],
  rounds = 3,
): Promise<ReportTiming[]> {
  const rows: ReportTiming[] = [];
  for (const report of requests(years)) {
    const send = async (call: (typeof report.calls)[number]) => {
      const started = performance.now();
      const response = await fetch(`${url}${call.path}`, {
        method: call.method,
        headers: { ...bearer, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}`);
      return performance.now() - started;
    };
    await send(report.calls[0]);
    const times: number[] = [];
    for (let round = 0; round < rounds; round++)
      for (const call of report.calls) times.push(await send(call));
    times.sort((a, b) => a - b);
    rows.push({
      engine,
      name: report.name,
      runs: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1],
    });
  }
  return rows;
}

export function reportsTable(rows: ReportTiming[]): string {
  const lines = [
    '| engine | report | runs | p50 ms | p95 ms | worst ms | under 1 s |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.engine} | ${row.name} | ${row.runs} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.max.toFixed(0)} | ${row.max < 1000 ? 'yes' : 'no'} |`,
    ),
  ];
  return lines.join('\n');
}
