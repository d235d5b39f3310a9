import type { PageWeight } from './js-weight';
import { type LighthouseScore, lighthouseGoal } from './lighthouse';
import type { LoadResult } from './load';
import { type LoadRow, type StartRow, table } from './report';

// Issue 13's targets beside what this run measured, each «met», «not met» or «not measured» (a step that did not
// run, or something the bench does not measure yet). Rows are found by the names the bench records them under.

type Verdict = 'met' | 'not met' | 'not measured';
export type TargetRow = { target: string; goal: string; measured: string; verdict: Verdict };
export type TargetInputs = {
  loads: LoadRow[];
  bare: LoadResult | null;
  starts: StartRow[];
  weights: PageWeight[];
  lighthouse: LighthouseScore[];
  connections: number;
  /** the peak RSS of a server of its own under the public loads on PostgreSQL */
  residentMb: number | null;
};

const ENGINES = [
  { engine: 'PGlite', share: 0.15, searchP95: 250, catalog: 'PGlite (analyzed)' },
  { engine: 'PostgreSQL', share: 0.3, searchP95: 100, catalog: 'PostgreSQL' },
] as const;

const notMeasured = (target: string, goal: string): TargetRow => ({
  target,
  goal,
  measured: '—',
  verdict: 'not measured',
});

/** The load of bare Fastify serving the bytes of a server-rendered memory page (run.ts, measureSameBytes). */
export const sameBytesName = (engine: string) => `${engine} bare Fastify GET (the bytes of /person/{id})`;

/**
 * The server-rendered memory page: its share of bare Fastify serving the same bytes at the same addresses (the
 * framework's ceiling for a page of its size, some 30 KB of markup and styles against bare's 0.3 KB of JSON),
 * with its share of bare JSON beside it.
 */
function renderedPageRow(inputs: TargetInputs, target: string, name: string, engine: string, share: number) {
  const goal = `≥ ${share * 100} % of bare serving the same bytes, p99 < 20 ms`;
  const row = inputs.loads.find((load) => load.name === name);
  const same = inputs.loads.find((load) => load.name === sameBytesName(engine));
  if (!row || !same || !inputs.bare) return notMeasured(target, goal);
  const measured = row.result.rps / same.result.rps;
  const ofJson = row.result.rps / inputs.bare.rps;
  return {
    target,
    goal,
    measured: `${(measured * 100).toFixed(1)} % (of bare JSON ${(ofJson * 100).toFixed(1)} %), p99 ${row.result.p99.toFixed(1)} ms`,
    verdict: measured >= share && row.result.p99 < 20 ? ('met' as const) : ('not met' as const),
  };
}

/** A public read: its share of bare Fastify's req/s in this run and its p99. */
function shareRow(inputs: TargetInputs, target: string, name: string, share: number): TargetRow {
  const goal = `≥ ${share * 100} % of bare, p99 < 20 ms`;
  const row = inputs.loads.find((load) => load.name === name);
  if (!row || !inputs.bare) return notMeasured(target, goal);
  const measured = row.result.rps / inputs.bare.rps;
  return {
    target,
    goal,
    measured: `${(measured * 100).toFixed(1)} %, p99 ${row.result.p99.toFixed(1)} ms`,
    verdict: measured >= share && row.result.p99 < 20 ? 'met' : 'not met',
  };
}

/** Every shape of a search under its p95 bound: the slowest shape is the one shown. */
function slowestRow(inputs: TargetInputs, target: string, prefixes: string[], p95: number): TargetRow {
  const goal = `every shape p95 < ${p95} ms`;
  const rows = inputs.loads.filter((load) => prefixes.some((prefix) => load.name.startsWith(prefix)));
  if (!rows.length) return notMeasured(target, goal);
  const slowest = rows.reduce((worst, row) => (row.result.p95 > worst.result.p95 ? row : worst));
  const shape = slowest.name.replace(/^.*? GET /, '');
  return {
    target,
    goal,
    measured: `${slowest.result.p95.toFixed(0)} ms (${shape}; ${rows.length} shapes)`,
    verdict: rows.every((row) => row.result.p95 < p95) ? 'met' : 'not met',
  };
}

/** The pages of one goal, each with its median score and LCP, TBT and CLS. */
function lighthouseRow(scores: LighthouseScore[], target: string, goal: number): TargetRow {
  const pages = scores.filter((page) => lighthouseGoal(page.path) === goal);
  if (!pages.length) return notMeasured(target, `≥ ${goal}`);
  return {
    target,
    goal: `≥ ${goal}`,
    measured: pages
      .map(
        (page) =>
          `${page.path} ${page.score} (LCP ${(page.lcpMs / 1000).toFixed(1)} s, TBT ${page.tbtMs.toFixed(0)} ms, ` +
          `CLS ${page.cls.toFixed(2)})`,
      )
      .join('; '),
    verdict: pages.every((page) => page.score >= goal) ? 'met' : 'not met',
  };
}

function weightRow(weights: PageWeight[], target: string, matches: (path: string) => boolean, kb: number) {
  const goal = `≤ ${kb} KB gzip`;
  const page = weights.find((weight) => matches(weight.path));
  if (!page) return notMeasured(target, goal);
  return {
    target,
    goal,
    measured: `${page.gzipKb.toFixed(1)} KB`,
    verdict: page.gzipKb <= kb ? 'met' : 'not met',
  } satisfies TargetRow;
}

export function targetRows(inputs: TargetInputs): TargetRow[] {
  const rows: TargetRow[] = [];
  const at = `${inputs.connections} conn.`;
  for (const { engine, share } of ENGINES) {
    rows.push(
      shareRow(
        inputs,
        `${engine}: public memory page API (${at})`,
        `${engine} GET /api/memory_page/public/{id}/`,
        share,
      ),
      renderedPageRow(
        inputs,
        `${engine}: /person/{id} HTML (${at})`,
        `${engine} GET /person/{id} (HTML with Open Graph)`,
        engine,
        share,
      ),
      shareRow(
        inputs,
        `${engine}: /api/public/landing/{id}/ (${at})`,
        `${engine} GET /api/public/landing/{id}/`,
        share,
      ),
      shareRow(inputs, `${engine}: /company/{id} HTML (${at})`, `${engine} GET /company/{id} (HTML)`, share),
    );
  }
  for (const { engine } of ENGINES) {
    for (const page of ['/api/memory_page/public/{id}/', '/api/public/landing/{id}/']) {
      const target = `${engine}: ${page} answered 304 (${at})`;
      const row = inputs.loads.find((load) => load.name === `${engine} GET ${page} → 304`);
      rows.push(
        row && inputs.bare
          ? {
              target,
              goal: '≥ 50 % of bare',
              measured: `${((row.result.rps / inputs.bare.rps) * 100).toFixed(1)} %`,
              verdict: row.result.rps / inputs.bare.rps >= 0.5 ? 'met' : 'not met',
            }
          : notMeasured(target, '≥ 50 % of bare'),
      );
    }
  }
  const deals = inputs.loads.find((load) =>
    load.name.startsWith('PostgreSQL GET /api/company-orders/orders/ (default'),
  );
  rows.push(
    deals && inputs.bare
      ? {
          target: `PostgreSQL: deals list as the owner (${at})`,
          goal: '≥ 5 % of bare',
          measured: `${((deals.result.rps / inputs.bare.rps) * 100).toFixed(1)} %`,
          verdict: deals.result.rps / inputs.bare.rps >= 0.05 ? 'met' : 'not met',
        }
      : notMeasured('PostgreSQL: deals list as the owner', '≥ 5 % of bare'),
  );
  for (const { engine, searchP95, catalog } of ENGINES) {
    rows.push(
      slowestRow(inputs, `${engine}: «Люди» search`, [`${engine} GET /api/memory_page/public/ `], searchP95),
      slowestRow(
        inputs,
        `${engine}: product and company search`,
        [`${catalog} GET /api/public/products/`, `${catalog} GET /api/public/companies/`],
        searchP95,
      ),
    );
  }
  rows.push(slowestRow(inputs, 'PostgreSQL: deals list', ['PostgreSQL GET /api/company-orders/orders/'], 50));
  // issue 15 §4: the map's boxes over 1,000,000 graves in 2,000 cemeteries
  rows.push(
    slowestRow(inputs, 'PGlite: graves in a map box', ['PGlite GET graves'], 150),
    slowestRow(inputs, 'PostgreSQL: graves in a map box', ['PostgreSQL GET graves'], 50),
  );
  const warm = inputs.starts.find((start) => start.name.startsWith('warm'));
  rows.push(
    warm
      ? {
          target: 'start on an existing data dir (median)',
          goal: '≤ 2,000 ms to healthy',
          measured: `${warm.readyMs.toFixed(0)} ms`,
          verdict: warm.readyMs <= 2000 ? 'met' : 'not met',
        }
      : notMeasured('start on an existing data dir (median)', '≤ 2,000 ms to healthy'),
  );
  rows.push(
    weightRow(inputs.weights, '/person/{id} initial JS', (path) => path.startsWith('/person/'), 120),
    weightRow(inputs.weights, '/ initial JS', (path) => path === '/', 150),
    weightRow(inputs.weights, '/search initial JS', (path) => path === '/search', 150),
    weightRow(inputs.weights, '/company/{id} initial JS', (path) => path.startsWith('/company/'), 150),
    lighthouseRow(inputs.lighthouse, 'Lighthouse (mobile): /person/{id} and /', 97),
    lighthouseRow(inputs.lighthouse, 'Lighthouse (mobile): /search and /company/{id}', 90),
    inputs.residentMb === null
      ? notMeasured('server RSS under load on PostgreSQL', '≤ 300 MB')
      : {
          target: 'server RSS under load on PostgreSQL (a server of its own, at its peak)',
          goal: '≤ 300 MB',
          measured: `${inputs.residentMb.toFixed(0)} MB`,
          verdict: inputs.residentMb <= 300 ? 'met' : 'not met',
        },
  );
  return rows;
}

export function targetsTable(rows: TargetRow[]): string {
  return table(
    ['target (issue 13)', 'goal', 'measured', 'verdict'],
    rows.map((row) => [row.target, row.goal, row.measured, row.verdict]),
    new Set(),
  );
}
