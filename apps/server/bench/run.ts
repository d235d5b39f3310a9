import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startAppUnderTest } from './app-under-test';
import { startBareFastify, startBareStatic } from './bare';
import { measureContractDocx, measureContractPdf, type PdfTiming, pdfAvailable, pdfTable } from './documents';
import {
  measureTreeEndpoint,
  measureTreeLayout,
  type TimingRow,
  TREE_PERSONS,
  timingTable,
} from './family-tree';
import { measureJsWeight, type PageWeight } from './js-weight';
import { type LighthouseScore, lighthouseTable, measureLighthouse } from './lighthouse';
import { type LoadResult, type LoadSpec, runLoad } from './load';
import { get, hiddenPagesProblems, peopleSearchShapes, publicPagePaths } from './memory-pages';
import { type ImportTiming, importTable, measurePersonImport } from './person-import';
import {
  type LoadRow,
  loadTable,
  type OrdersSeedRow,
  ordersSeedTable,
  type PersonsSeedRow,
  personsSeedTable,
  type SeedRow,
  type StartRow,
  seedTable,
  startTable,
  weightTable,
} from './report';
import { measureReports, type ReportTiming, reportsTable } from './reports';
import type { CatalogSamples, CatalogScale } from './seed-catalog';
import type { GravesScale } from './seed-graves';
import type { LedgerScale } from './seed-ledger';
import type { OrdersScale, OrdersSeed } from './seed-orders';
import type { PersonsScale } from './seed-persons';
import { ensureBuilt, residentMemory, type SpawnedServer, spawnServer } from './spawned-server';
import { sameBytesName, targetRows, targetsTable } from './targets';

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
/**
 * BENCH_ONLY=search (the catalog search), BENCH_ONLY=memory (memory pages over the generated persons),
 * BENCH_ONLY=orders (the deals list), BENCH_ONLY=reports (a company's reports), BENCH_ONLY=import (the administrator's
 * person import), BENCH_ONLY=ledger (the balance), BENCH_ONLY=start (starts, JS weight and
 * Lighthouse), or several comma-separated: bare Fastify and those steps only, while working on them.
 */
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (name: 'search' | 'memory' | 'orders' | 'reports' | 'import' | 'ledger' | 'graves' | 'start') =>
  ONLY.size === 0 || ONLY.has(name);
/** some steps only: the others are left out */
const SEARCH_ONLY = ONLY.size > 0;
const CATALOG: CatalogScale = {
  companies: numberFromEnv('BENCH_COMPANIES', 1000),
  products: numberFromEnv('BENCH_PRODUCTS', 100_000),
  servicesPerCompany: numberFromEnv('BENCH_SERVICES_PER_COMPANY', 10),
};
const PERSONS: PersonsScale = {
  persons: numberFromEnv('BENCH_PERSONS', 1_000_000),
  families: numberFromEnv('BENCH_FAMILIES', 50_000),
};
const ORDERS: OrdersScale = {
  orders: numberFromEnv('BENCH_ORDERS', 100_000),
  companies: numberFromEnv('BENCH_ORDER_COMPANIES', 100),
};
const LEDGER: LedgerScale = {
  entries: numberFromEnv('BENCH_LEDGER_ENTRIES', 1_000_000),
  own: numberFromEnv('BENCH_LEDGER_OWN', 2_000),
  holders: numberFromEnv('BENCH_LEDGER_HOLDERS', 5_000),
};
const GRAVES: GravesScale = {
  cemeteries: numberFromEnv('BENCH_CEMETERIES', 2_000),
  graves: numberFromEnv('BENCH_GRAVES', 1_000_000),
};
/** contracts converted to PDF one after another, per engine */
const PDF_RUNS = numberFromEnv('BENCH_PDFS', 10);
const WARM_STARTS = numberFromEnv('BENCH_WARM_STARTS', 5);
/** Lighthouse runs per public page (the median is kept); 0 skips Lighthouse */
const LIGHTHOUSE_RUNS = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3);

const loadRows: LoadRow[] = [];
/** the resident memory of a server of its own on PostgreSQL's bench data, at its peak under the public loads */
let serverPeakMb: number | null = null;
const startRows: StartRow[] = [];
const seedRows: SeedRow[] = [];
const personsSeedRows: PersonsSeedRow[] = [];
const ordersSeedRows: OrdersSeedRow[] = [];
const reportRows: ReportTiming[] = [];
const importRows: ImportTiming[] = [];
const pdfRows: PdfTiming[] = [];
const weights: PageWeight[] = [];
const lighthouseScores: LighthouseScore[] = [];
const treeRows: TimingRow[] = [];
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
    `  ${name}: ${result.rps.toFixed(0)} req/s, p95 ${Number.isFinite(result.p95) ? result.p95.toFixed(2) : '—'} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts} [${codes}]`,
  );
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    notes.push(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (${codes})`,
    );
  if (result.requests === 0)
    notes.push(
      `${name}: no response in the measured ${LOAD.seconds} s (each took longer, or timed out at 10 s)`,
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

/** What visitors type into the search: common words and rarer phrases. */
const SEARCH_WORDS = [
  'гроб',
  'дубовый',
  'венок',
  'гранит',
  'крест',
  'урна',
  'лакированный',
  'живых цветов',
  'памятник вертикальный',
  'ограда кованая',
];
/** rubles */
const PRICE_RANGES = [
  [0, 5000],
  [5000, 20_000],
  [20_000, 60_000],
  [60_000, 200_000],
  [3000, 10_000],
];
const SEARCH_PAGE = 12; // what the web's search page asks for

/**
 * Query shapes of the public search, each a list of requests taken in turn: cities and points drawn from
 * where the companies are (a city with many companies comes up often), the page size of the web's search.
 */
function searchShapes(samples: CatalogSamples): { name: string; paths: string[] }[] {
  const count = 60;
  // a spread of indexes that is the same on every run
  const take = <T>(list: T[], i: number) => list[(i * 7919 + 13) % list.length];
  const list = (path: string, params: (i: number) => Record<string, string | number>) =>
    Array.from({ length: count }, (_, i) => {
      const query = new URLSearchParams({ ...params(i), limit: String(SEARCH_PAGE) } as Record<
        string,
        string
      >);
      return `${path}?${query}`;
    });
  const products = '/api/public/products/';
  const categories = Object.values(samples.productCategories);
  const shapes = [
    {
      name: `${products} ?query= (a word, every city)`,
      paths: list(products, (i) => ({ query: take(SEARCH_WORDS, i) })),
    },
    {
      name: `${products} ?lat&lng&radius=30 (nearest first)`,
      paths: list(products, (i) => {
        const point = take(samples.points, i);
        return { lat: point.lat.toFixed(4), lng: point.lng.toFixed(4), radius: 30 };
      }),
    },
    {
      name: `${products} ?price_gte&price_lte&sort=price`,
      paths: list(products, (i) => {
        const [low, high] = take(PRICE_RANGES, i);
        return { price_gte: low, price_lte: high, sort: 'price' };
      }),
    },
  ];
  if (samples.cityIds.length)
    shapes.push(
      {
        name: `${products} ?city= (a city id)`,
        paths: list(products, (i) => ({ city: take(samples.cityIds, i) })),
      },
      {
        name: `${products} ?query=&city=`,
        paths: list(products, (i) => ({ query: take(SEARCH_WORDS, i * 3), city: take(samples.cityIds, i) })),
      },
      {
        name: `${products} ?cat_id=&city=&sort=price`,
        paths: list(products, (i) => ({
          cat_id: take(categories, i),
          city: take(samples.cityIds, i),
          sort: 'price',
        })),
      },
      {
        name: '/api/public/companies/ ?city=',
        paths: list('/api/public/companies/', (i) => ({ city: take(samples.cityIds, i) })),
      },
    );
  else notes.push('search by city skipped: no bench company is in a city of the product list');
  return shapes;
}

/**
 * The public catalog at CATALOG scale on a fresh database, then the search shapes under load. PostgreSQL
 * is measured after VACUUM ANALYZE (its autovacuum does that soon after such a load); PGlite, which has no
 * autovacuum, first as a PGlite server keeps it (no planner statistics), then after VACUUM ANALYZE.
 */
async function measureSearch(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const seed = await app.seedCatalog(CATALOG);
    seedRows.push({ engine, ...seed });
    console.log(
      `  ${seed.companies} companies in ${seed.cityCount} towns of ${seed.source} ` +
        `(${seed.companiesWithCity} in a city of the product list), ${seed.products} products and ` +
        `${seed.services} services (${seed.archived} archived) written in ${seed.seconds.toFixed(1)} s`,
    );
    const shapes = searchShapes(seed.samples);
    const measure = async (label: string) => {
      for (const shape of shapes) {
        // one request of each shape first: it must answer 200, and shows how much it finds
        const probe = await fetch(`${app.url}${shape.paths[0]}`);
        const body = await probe.text();
        if (probe.status !== 200)
          throw new Error(`${shape.paths[0]} answered ${probe.status}: ${body.slice(0, 300)}`);
        console.log(
          `  ${decodeURIComponent(shape.paths[0])}: ${(JSON.parse(body) as { count: number }).count} found`,
        );
        record(
          `${label} GET ${shape.name}`,
          await runLoad({ url: app.url, method: 'GET', paths: shape.paths, ...LOAD }),
        );
      }
    };
    const vacuum = async () => console.log(`  VACUUM ANALYZE in ${(await app.vacuumAnalyze()).toFixed(1)} s`);
    if (engine === 'PGlite') {
      await measure('PGlite (no stats)');
      await vacuum();
      await measure('PGlite (analyzed)');
    } else {
      await vacuum();
      await measure(engine);
    }
    await measureCompanyPages(engine, app.url);
  } finally {
    await app.close();
  }
}

/**
 * A public read answered 304 to the ETag it gave: one address, every request sending its tag back, as a browser
 * or a CDN revalidating a kept copy does.
 */
async function measureRevalidation(name: string, url: string, path: string): Promise<void> {
  const first = await fetch(`${url}${path}`);
  const etag = first.headers.get('etag');
  await first.arrayBuffer();
  if (!etag) {
    failures.push(`${name}: ${path} gave no ETag`);
    return;
  }
  const result = await runLoad({
    url,
    method: 'GET',
    paths: [path],
    headers: { 'if-none-match': etag },
    ...LOAD,
  });
  if ((result.statusCodes['304'] ?? 0) !== result.requests)
    failures.push(`${name}: not every answer was 304`);
  record(name, result);
}

/** The published company pages of the catalog's companies: the page's API, its HTML and a revalidation. */
async function measureCompanyPages(engine: 'PGlite' | 'PostgreSQL', url: string): Promise<void> {
  const found = await fetch(`${url}/api/public/companies/?limit=60`);
  const ids = ((await found.json()) as { results: { landing_id: number }[] }).results.map(
    (row) => row.landing_id,
  );
  if (!ids.length) {
    notes.push(`${engine}: no published company page to measure`);
    return;
  }
  const api = ids.map((id) => `/api/public/landing/${id}/`);
  record(
    `${engine} GET /api/public/landing/{id}/`,
    await runLoad({ url, method: 'GET', paths: api, ...LOAD }),
  );
  const html = ids.map((id) => `/company/${id}`);
  record(`${engine} GET /company/{id} (HTML)`, await runLoad({ url, method: 'GET', paths: html, ...LOAD }));
  await measureRevalidation(`${engine} GET /api/public/landing/{id}/ → 304`, url, api[0]);
}

/**
 * The compiled server as production runs it, in a process of its own on the PostgreSQL database the bench
 * seeded: the public page, its HTML and a «Люди» search under load, and its resident memory at the peak (the app
 * under test shares the bench's process with the seeds, so its RSS would not be the server's).
 */
async function measureSpawnedServer(
  databaseUrl: string,
  pages: { api: string[]; html: string[] },
  search: { name: string; paths: string[] },
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-spawned-'));
  const server = await spawnServer(dataDir, 120_000, databaseUrl);
  try {
    const loads = [
      { name: 'PostgreSQL, a server of its own: GET /api/memory_page/public/{id}/', paths: pages.api },
      { name: 'PostgreSQL, a server of its own: GET /person/{id} (HTML)', paths: pages.html },
      { name: `PostgreSQL, a server of its own: GET ${search.name}`, paths: search.paths },
    ];
    for (const load of loads) {
      record(load.name, await runLoad({ url: server.url, method: 'GET', paths: load.paths, ...LOAD }));
    }
    const memory = residentMemory(server.pid);
    serverPeakMb = memory.peakMb;
    console.log(
      `  a server of its own on PostgreSQL: RSS ${memory.nowMb.toFixed(0)} MB after the loads, ` +
        `${memory.peakMb.toFixed(0)} MB at the peak`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Bare Fastify serving, at the same addresses, the bytes `paths[0]` answers (written out, as the load asks for
 * them): the ceiling of an answer that size, beside which the page's own figure is read (targets.ts).
 */
async function measureSameBytes(name: string, url: string, paths: string[]): Promise<void> {
  const answer = await get(`${url}${paths[0]}`, { 'accept-encoding': 'identity' });
  const body = await answer.text();
  const bare = await startBareStatic(body, answer.headers.get('content-type') ?? 'text/html; charset=utf-8');
  try {
    const result = await runLoad({ url: bare.url, method: 'GET', paths, ...LOAD });
    record(name, result);
    console.log(
      `  bare Fastify with the same ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB: ${result.rps.toFixed(0)} req/s`,
    );
  } finally {
    await bare.close();
  }
}

/**
 * PERSONS scale of persons and memory pages on a fresh database with the statistics the server would have
 * (PGlite: the ANALYZE it runs at start and hourly; PostgreSQL: VACUUM ANALYZE, as its autovacuum does soon after
 * such a load), then a public page (API and HTML) and the «Люди» search shapes under load.
 */
async function measureMemoryPages(
  engine: 'PGlite' | 'PostgreSQL',
  postgresServerUrl?: string,
): Promise<void> {
  ensureBuilt();
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const seed = await app.seedPersons(PERSONS);
    personsSeedRows.push({ engine, ...seed });
    console.log(
      `  ${seed.persons} persons (${seed.deceased} deceased) of ${seed.families} families, ${seed.pages} memory ` +
        `pages (${seed.publicPages} public, ${seed.linkPages} by link, ${seed.privatePages} private), ` +
        `${seed.media} media, ${seed.photos} photos, ${seed.relatives} relatives' links written in ` +
        `${seed.seconds.toFixed(1)} s (indexes ${seed.indexSeconds.toFixed(1)} s of it)`,
    );
    if (engine === 'PGlite')
      console.log(`  ANALYZE (as the server runs it) in ${(await app.serverAnalyze()).toFixed(1)} s`);
    else console.log(`  VACUUM ANALYZE in ${(await app.vacuumAnalyze()).toFixed(1)} s`);

    const problems = await hiddenPagesProblems(app.url, seed);
    for (const problem of problems) failures.push(`${engine}: ${problem}`);
    console.log(`  «by link» and private pages: ${problems.length ? problems.join('; ') : 'hidden'}`);

    const pages = publicPagePaths(seed);
    const gzip = { 'accept-encoding': 'gzip' };
    const loads: { name: string; paths: string[]; headers?: Record<string, string> }[] = [
      { name: `${engine} GET /api/memory_page/public/{id}/`, paths: pages.api },
      {
        name: `${engine} GET /api/memory_page/public/{id}/ (gzip, as browsers take it)`,
        paths: pages.api,
        headers: gzip,
      },
      { name: `${engine} GET /person/{id} (HTML with Open Graph)`, paths: pages.html },
      ...peopleSearchShapes(seed).map((shape) => ({
        name: `${engine} GET ${shape.name}`,
        paths: shape.paths,
      })),
    ];
    for (const load of loads) {
      // one request of each first: it must answer 200, and shows how much a search finds
      const probe = await get(`${app.url}${load.paths[0]}`);
      const body = await probe.text();
      if (probe.status !== 200)
        throw new Error(`${load.paths[0]} answered ${probe.status}: ${body.slice(0, 300)}`);
      if (load.paths[0].includes('?'))
        console.log(
          `  ${decodeURIComponent(load.paths[0])}: ${(JSON.parse(body) as { count: number }).count} found`,
        );
      record(
        load.name,
        await runLoad({ url: app.url, method: 'GET', paths: load.paths, headers: load.headers, ...LOAD }),
      );
    }
    await measureRevalidation(`${engine} GET /api/memory_page/public/{id}/ → 304`, app.url, pages.api[0]);
    await measureSameBytes(sameBytesName(engine), app.url, pages.html);
    if (app.databaseUrl) await measureSpawnedServer(app.databaseUrl, pages, peopleSearchShapes(seed)[0]);
    for (const shape of peopleSearchShapes(seed)) {
      const plans = await app.explainDuring('public_page_search', () => get(`${app.url}${shape.paths[0]}`));
      const scans = plans
        .flatMap((plan) => plan.filter((line) => /Scan/.test(line)))
        .map((line) => line.trim());
      console.log(`  EXPLAIN ${decodeURIComponent(shape.paths[0])}:\n    ${scans.join('\n    ')}`);
    }
  } finally {
    await app.close();
  }
}

/** the page sizes the web asks for: the deals list, a column of the board */
const ORDERS_PAGE = 10;
const BOARD_COLUMN = 20;

/**
 * Query shapes of the deals list (/app/orders and its board) as the large company's owner, each a rotation of
 * requests drawn from the company's own clients and days.
 */
function ordersShapes(seed: OrdersSeed): { name: string; paths: string[] }[] {
  const count = 60;
  const take = <T>(list: T[], i: number) => list[(i * 7919 + 13) % list.length];
  const path = '/api/company-orders/orders/';
  const list = (params: (i: number) => Record<string, string | number>) =>
    Array.from({ length: count }, (_, i) => {
      const query = new URLSearchParams(
        Object.fromEntries(Object.entries(params(i)).map(([key, value]) => [key, String(value)])),
      );
      return `${path}?${query}`;
    });
  // month-long windows inside the company's three years
  const first = Date.parse(seed.samples.firstDay);
  const span = Date.parse(seed.samples.lastDay) - first;
  const windows = Array.from({ length: 24 }, (_, i) => {
    const start = first + (span * i) / 24;
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    return [day(start), day(start + 30 * 86_400_000)] as const;
  });
  const statuses = ['new', 'in_progress', 'awaiting_payment', 'paid', 'completed', 'cancelled'];
  return [
    {
      name: `${path} (default: -created_at, pages 1–6)`,
      paths: list((i) => ({ offset: (i % 6) * ORDERS_PAGE, limit: ORDERS_PAGE })),
    },
    {
      name: `${path} ?status=&sort=-created_at (a board column)`,
      paths: list((i) => ({
        status: statuses[i % statuses.length],
        sort: '-created_at',
        limit: BOARD_COLUMN,
      })),
    },
    {
      name: `${path} ?query=<client's surname>`,
      paths: list((i) => ({ query: take(seed.samples.surnames, i), limit: ORDERS_PAGE })),
    },
    {
      name: `${path} ?query=<client's surname and name>`,
      paths: list((i) => ({ query: take(seed.samples.names, i), limit: ORDERS_PAGE })),
    },
    {
      name: `${path} ?start_date&end_date&sort=-total (a month)`,
      paths: list((i) => {
        const [start, end] = take(windows, i);
        return { start_date: start, end_date: end, sort: '-total', limit: ORDERS_PAGE };
      }),
    },
    {
      name: `${path} ?type_order=&category_order=`,
      paths: list((i) => ({ type_order: 1, category_order: 1 + (i % 4), limit: ORDERS_PAGE })),
    },
  ];
}

/**
 * ORDERS scale of companies and deals on a fresh database with the statistics the server would have (PGlite: the
 * ANALYZE it runs at start and hourly; PostgreSQL: VACUUM ANALYZE, as its autovacuum does soon after such a load),
 * then the deals list's query shapes under load as the owner of the large company, and its newest deal's contract
 * generated as .docx under load and as PDF one at a time (documents.ts).
 */
async function measureOrders(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const seed = await app.seedOrders(ORDERS);
    ordersSeedRows.push({ engine, ...seed });
    console.log(
      `  ${seed.orders} deals of ${seed.companies} companies (the measured one has ${seed.companyOrders}), ` +
        `${seed.shoppers} clients, ${seed.items} lines, ${seed.payments} payments, ${seed.deceased} deceased ` +
        `written in ${seed.seconds.toFixed(1)} s (indexes ${seed.indexSeconds.toFixed(1)} s of it)`,
    );
    if (engine === 'PGlite')
      console.log(`  ANALYZE (as the server runs it) in ${(await app.serverAnalyze()).toFixed(1)} s`);
    else console.log(`  VACUUM ANALYZE in ${(await app.vacuumAnalyze()).toFixed(1)} s`);
    for (const shape of ordersShapes(seed)) {
      // one request of each first: it must answer 200, and shows how much it finds
      const probe = await fetch(`${app.url}${shape.paths[0]}`, { headers: seed.bearer });
      const body = await probe.text();
      if (probe.status !== 200)
        throw new Error(`${shape.paths[0]} answered ${probe.status}: ${body.slice(0, 300)}`);
      console.log(
        `  ${decodeURIComponent(shape.paths[0])}: ${(JSON.parse(body) as { count: number }).count} found`,
      );
      record(
        `${engine} GET ${shape.name}`,
        await runLoad({ url: app.url, method: 'GET', paths: shape.paths, headers: seed.bearer, ...LOAD }),
      );
    }

    // generating a deal's contract: the newest deal of the company, .docx under load, then PDF one at a time
    const newest = await fetch(`${app.url}/api/company-orders/orders/?limit=1`, { headers: seed.bearer });
    const [deal] = ((await newest.json()) as { results: { id: number }[] }).results;
    record(
      `${engine} POST /api/documents/documents/ (contract .docx of a deal)`,
      await measureContractDocx(app.url, seed.bearer, deal.id, LOAD),
    );
    if (await pdfAvailable(app.url, seed.bearer)) {
      const pdf = await measureContractPdf(engine, app.url, seed.bearer, deal.id, PDF_RUNS);
      pdfRows.push(pdf);
      console.log(
        `  contract as PDF: ${pdf.runs} one after another, ${pdf.perSecond.toFixed(2)} documents/s, ` +
          `p50 ${pdf.p50.toFixed(0)} ms, p95 ${pdf.p95.toFixed(0)} ms`,
      );
    } else notes.push(`${engine}: contract as PDF skipped: LibreOffice (soffice) is not installed`);
  } finally {
    await app.close();
  }
}

/** The measured company's deals for the reports (issue 16 §2: a year of a company with 100,000 deals). */
const REPORT_DEALS = numberFromEnv('BENCH_REPORT_DEALS', 100_000);

/**
 * The company's reports over each calendar year of REPORT_DEALS deals of one company (and a tenth as many of the
 * others'), asked one at a time as /app/reports asks for them (bench/reports.ts).
 */
async function measureReportsStep(
  engine: 'PGlite' | 'PostgreSQL',
  postgresServerUrl?: string,
): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const total = Math.round(REPORT_DEALS * 1.1);
    const seed = await app.seedOrders({
      orders: total,
      companies: ORDERS.companies,
      largeShare: REPORT_DEALS / total,
    });
    console.log(
      `  ${seed.orders} deals (the measured company's ${seed.companyOrders}), ${seed.items} lines, ` +
        `written in ${seed.seconds.toFixed(1)} s`,
    );
    if (engine === 'PGlite') await app.serverAnalyze();
    else await app.vacuumAnalyze();
    const first = Number(seed.samples.firstDay.slice(0, 4));
    const last = Number(seed.samples.lastDay.slice(0, 4));
    const years = Array.from({ length: last - first + 1 }, (_, i) => String(last - i));
    const rows = await measureReports(engine, app.url, seed.bearer, years);
    reportRows.push(...rows);
    for (const row of rows)
      console.log(
        `  ${row.name}: p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, worst ${row.max.toFixed(0)} ms`,
      );
    for (const row of rows.filter((row) => row.max >= 1000))
      notes.push(`${engine} ${row.name}: the worst answer took ${row.max.toFixed(0)} ms (goal: under 1 s)`);
  } finally {
    await app.close();
  }
}

/** The rows of the administrator's person import (issue 16 §1, §3: 100,000 rows in minutes). */
const IMPORT_ROWS = numberFromEnv('BENCH_IMPORT_ROWS', 100_000);

/** A cemetery's register of IMPORT_ROWS rows imported through the API (bench/person-import.ts). */
async function measureImportStep(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const row = await measurePersonImport(engine, IMPORT_ROWS, postgresServerUrl);
  importRows.push(row);
  console.log(
    `  upload ${(row.uploadMs / 1000).toFixed(1)} s, dry run ${(row.dryRunMs / 1000).toFixed(1)} s, ` +
      `import ${(row.importMs / 1000).toFixed(1)} s (${row.persons} persons, ${row.burials} burials, ` +
      `${row.graves} new graves, ${row.failed} failed); a guest's answer meanwhile p95 ${row.answerP95Ms.toFixed(0)} ms, ` +
      `worst ${row.answerMaxMs.toFixed(0)} ms`,
  );
  if (row.importMs > 5 * 60_000)
    notes.push(`${engine} person import of ${row.rows} rows took ${(row.importMs / 60_000).toFixed(1)} min`);
}

/**
 * The balance and a page of its history over LEDGER's rows (issue 14 §5), as the top bar's «Баланс» asks for them
 * for the signed-in bench account, whose `own` movements are among them.
 */
async function measureLedger(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const seed = await app.seedLedger(LEDGER);
    console.log(
      `  ${seed.entries} ledger entries (${seed.ownMovements} movements of the signed-in account) written in ` +
        `${seed.seconds.toFixed(1)} s`,
    );
    const headers = app.bearer;
    const loads = [
      { name: 'GET /api/payments/balance/', path: '/api/payments/balance/' },
      { name: 'GET /api/payments/history/ (a page of 10)', path: '/api/payments/history/?limit=10' },
    ];
    for (const load of loads) {
      const probe = await fetch(`${app.url}${load.path}`, { headers });
      const body = await probe.text();
      if (probe.status !== 200)
        throw new Error(`${load.path} answered ${probe.status}: ${body.slice(0, 300)}`);
      console.log(`  ${load.path}: ${body.slice(0, 120)}`);
      record(
        `${engine} ${load.name} (${seed.entries} ledger rows)`,
        await runLoad({ url: app.url, method: 'GET', paths: [load.path], headers, ...LOAD }),
      );
    }
  } finally {
    await app.close();
  }
}

/**
 * The map's boxes over GRAVES (issue 15 §4): a cemetery's box (its graves, under 500), a town's (counts on a grid),
 * the widest allowed (2°), and the public grave card; the plan of a box shows the GiST index.
 */
async function measureGraves(engine: 'PGlite' | 'PostgreSQL', postgresServerUrl?: string): Promise<void> {
  const app = await startAppUnderTest({ postgresServerUrl });
  try {
    const seed = await app.seedGraves(GRAVES);
    console.log(
      `  ${seed.graves} graves in ${seed.cemeteries} cemeteries written in ${seed.seconds.toFixed(1)} s`,
    );
    const box = (half: number) =>
      seed.samples.map(
        (sample) =>
          `/api/cemeteries/graves/?bbox=${(sample.lng - half).toFixed(4)},${(sample.lat - half).toFixed(4)},` +
          `${(sample.lng + half).toFixed(4)},${(sample.lat + half).toFixed(4)}`,
      );
    const shapes = [
      { name: 'graves of a cemetery (0.004°)', paths: box(0.002) },
      { name: 'graves of a town (0.2°, the 500 a map draws)', paths: box(0.1) },
      { name: 'graves, the widest box (2°, counted by cemetery)', paths: box(1) },
    ];
    for (const shape of shapes) {
      const probe = await fetch(`${app.url}${shape.paths[0]}`);
      const body = (await probe.json()) as { results: unknown[]; clusters: unknown[]; count: number };
      if (probe.status !== 200) throw new Error(`${shape.paths[0]} answered ${probe.status}`);
      console.log(
        `  ${shape.name}: ${body.results.length} graves, ${body.clusters.length} clusters, ${body.count} in all`,
      );
      record(
        `${engine} GET ${shape.name}`,
        await runLoad({ url: app.url, method: 'GET', paths: shape.paths, ...LOAD }),
      );
    }
    const plans = await app.explainDuring('graves', () =>
      fetch(`${app.url}${shapes[0].paths[0]}`).then((r) => r.text()),
    );
    const usesIndex = plans.some((plan) => plan.some((line) => line.includes('graves_location_idx')));
    console.log(`  plan of a box: ${usesIndex ? 'graves_location_idx (GiST)' : 'NO GiST INDEX'}`);
    if (!usesIndex) failures.push(`${engine}: the graves' box did not use graves_location_idx`);
    record(
      `${engine} GET /api/cemeteries/public-place-grave/{id}/`,
      await runLoad({
        url: app.url,
        method: 'GET',
        paths: seed.samples.map((sample) => `/api/cemeteries/public-place-grave/${sample.graveId}/`),
        ...LOAD,
      }),
    );
  } finally {
    await app.close();
  }
}

/** Cold start, warm start on the same DATA_DIR, and that warm server then serves the web app to Chromium. */
async function measureStartAndWeight(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-start-'));
  const spawned: { server: SpawnedServer | null } = { server: null };
  /** the public pages of the demo data, found for the JS weight and measured by Lighthouse */
  const publicPaths: string[] = [];
  try {
    ensureBuilt();
    await step(`cold start, then ${WARM_STARTS} warm starts (node apps/server/dist/main.mjs)`, async () => {
      const cold = await spawnServer(dataDir);
      await cold.stop();
      startRows.push({ name: 'cold (empty DATA_DIR: migrations + demo seed)', ...cold });
      const warm: SpawnedServer[] = [];
      for (let start = 0; start < WARM_STARTS; start += 1) {
        const server = await spawnServer(dataDir);
        warm.push(server);
        if (start < WARM_STARTS - 1) await server.stop();
      }
      spawned.server = warm[warm.length - 1];
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
      const readyMs = median(warm.map((server) => server.readyMs));
      const reported = warm.map((server) => server.selfReportedMs).filter((ms) => ms !== null);
      const selfReportedMs = reported.length === warm.length ? median(reported) : null;
      startRows.push({
        name: `warm (same DATA_DIR again, median of ${WARM_STARTS})`,
        readyMs,
        selfReportedMs,
      });
      console.log(
        `  cold ${cold.readyMs.toFixed(0)} ms, warm ${warm.map((server) => server.readyMs.toFixed(0)).join(', ')} ms`,
      );
    });

    await step(
      'JS weight of /, /auth, /person/{id}, /search and /company/{id} (Chromium, gzip of every JS response)',
      async () => {
        notes.push(
          `web build measured: apps/web/dist/index.html of ${statSync(WEB_INDEX).mtime.toISOString()}`,
        );
        spawned.server ??= await spawnServer(dataDir);
        // a public page of the demo family, as a QR code on a grave opens it
        const found = await fetch(`${spawned.server.url}/api/memory_page/public/?limit=1`);
        const [card] = ((await found.json()) as { results: { id: number }[] }).results ?? [];
        if (!card) throw new Error('the demo data has no public memory page to open');
        // a demo company's published page, as the search's cards link it
        const companies = await fetch(`${spawned.server.url}/api/public/companies/?limit=1`);
        const [company] = ((await companies.json()) as { results: { landing_id: number }[] }).results ?? [];
        if (!company) throw new Error('the demo data has no published company page to open');
        const paths = ['/', '/auth', `/person/${card.id}`, '/search', `/company/${company.landing_id}`];
        publicPaths.push(...paths.filter((pagePath) => pagePath !== '/auth'));
        for (const page of await measureJsWeight(spawned.server.url, paths)) {
          weights.push(page);
          const largest = page.breakdown
            .slice(0, 8)
            .map(({ name, gzipKb }) => `${name} ${gzipKb.toFixed(1)}`)
            .join(', ');
          console.log(
            `  ${page.path}: ${page.gzipKb.toFixed(1)} KB gzip in ${page.files} files; largest KB: ${largest}`,
          );
        }
      },
    );

    if (LIGHTHOUSE_RUNS > 0 && publicPaths.length) {
      await step(
        `Lighthouse 12 (mobile) of ${publicPaths.join(', ')}, ${LIGHTHOUSE_RUNS} runs each`,
        async () => {
          const server = spawned.server ?? (await spawnServer(dataDir));
          spawned.server = server;
          for (const page of await measureLighthouse(server.url, publicPaths, LIGHTHOUSE_RUNS)) {
            lighthouseScores.push(page);
            console.log(
              `  ${page.path}: ${page.score} (runs ${page.scores.join(', ')}), LCP ${page.lcpMs.toFixed(0)} ms, ` +
                `TBT ${page.tbtMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}`,
            );
          }
        },
      );
    }
  } finally {
    await spawned.server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
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

  // first, while the machine is quiet: after the seeds, PostgreSQL's autovacuum of a million rows and the
  // checkpoints share the two cores with the browser for minutes (Lighthouse's blocking time three times a quiet machine's, a start
  // slowed by a tenth)
  if (runs('start')) await measureStartAndWeight();

  if (!SEARCH_ONLY) await step('real app on PGlite (temporary DATA_DIR)', () => measureApp('PGlite'));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    if (!SEARCH_ONLY)
      await step('real app on PostgreSQL (fresh database on TEST_DATABASE_URL)', () =>
        measureApp('PostgreSQL', postgresUrl),
      );
  } else {
    console.log(
      '\n▶ PostgreSQL skipped: TEST_DATABASE_URL is not set (npm run bench starts a throw-away server)',
    );
    notes.push('PostgreSQL skipped: TEST_DATABASE_URL is not set');
  }

  const scale = `${CATALOG.products} products of ${CATALOG.companies} companies`;
  if (runs('search')) {
    await step(`public search on PGlite (${scale})`, () => measureSearch('PGlite'));
    if (postgresUrl)
      await step(`public search on PostgreSQL (${scale})`, () => measureSearch('PostgreSQL', postgresUrl));
  }

  const people = `${PERSONS.persons} persons of ${PERSONS.families} families`;
  if (runs('memory')) {
    await step(`memory pages on PGlite (${people})`, () => measureMemoryPages('PGlite'));
    if (postgresUrl)
      await step(`memory pages on PostgreSQL (${people})`, () =>
        measureMemoryPages('PostgreSQL', postgresUrl),
      );
  }

  const deals = `${ORDERS.orders} deals of ${ORDERS.companies} companies`;
  if (runs('orders')) {
    await step(`deals list on PGlite (${deals})`, () => measureOrders('PGlite'));
    if (postgresUrl)
      await step(`deals list on PostgreSQL (${deals})`, () => measureOrders('PostgreSQL', postgresUrl));
  }

  if (runs('reports')) {
    const reportDeals = `${REPORT_DEALS} deals of one company`;
    await step(`company reports on PGlite (${reportDeals})`, () => measureReportsStep('PGlite'));
    if (postgresUrl)
      await step(`company reports on PostgreSQL (${reportDeals})`, () =>
        measureReportsStep('PostgreSQL', postgresUrl),
      );
  }

  if (runs('import')) {
    const rows = `${IMPORT_ROWS} rows`;
    await step(`person import on PGlite (${rows})`, () => measureImportStep('PGlite'));
    if (postgresUrl)
      await step(`person import on PostgreSQL (${rows})`, () => measureImportStep('PostgreSQL', postgresUrl));
  }

  if (runs('graves')) {
    const graves = `${GRAVES.graves} graves in ${GRAVES.cemeteries} cemeteries`;
    await step(`graves on PGlite (${graves})`, () => measureGraves('PGlite'));
    if (postgresUrl)
      await step(`graves on PostgreSQL (${graves})`, () => measureGraves('PostgreSQL', postgresUrl));
  }
  if (runs('ledger')) {
    const ledger = `${LEDGER.entries} ledger rows`;
    await step(`balance on PGlite (${ledger})`, () => measureLedger('PGlite'));
    if (postgresUrl)
      await step(`balance on PostgreSQL (${ledger})`, () => measureLedger('PostgreSQL', postgresUrl));
  }

  if (!SEARCH_ONLY)
    await step(`family tree: layout of ${TREE_PERSONS} persons, GET /api/family/tree/ of them`, async () => {
      treeRows.push(...measureTreeLayout(), await measureTreeEndpoint('PGlite'));
      if (postgresUrl) treeRows.push(await measureTreeEndpoint('PostgreSQL'));
      for (const row of treeRows)
        console.log(
          `  ${row.name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${row.note})`,
        );
    });

  console.log('\n================ Светлая память — bench results ================\n');
  console.log(
    `(load average now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: other work skews every figure)\n`,
  );
  console.log(
    `${targetsTable(
      targetRows({
        loads: loadRows,
        bare,
        starts: startRows,
        weights,
        lighthouse: lighthouseScores,
        connections: LOAD.connections,
        residentMb: serverPeakMb,
      }),
    )}\n`,
  );
  if (loadRows.length) console.log(`${loadTable(loadRows, bare)}\n`);
  if (seedRows.length) console.log(`${seedTable(seedRows)}\n`);
  if (personsSeedRows.length) console.log(`${personsSeedTable(personsSeedRows)}\n`);
  if (ordersSeedRows.length) console.log(`${ordersSeedTable(ordersSeedRows)}\n`);
  if (pdfRows.length) console.log(`${pdfTable(pdfRows)}\n`);
  if (reportRows.length) console.log(`${reportsTable(reportRows)}\n`);
  if (importRows.length) console.log(`${importTable(importRows)}\n`);
  if (startRows.length) console.log(`${startTable(startRows)}\n`);
  if (weights.length) console.log(`${weightTable(weights)}\n`);
  if (lighthouseScores.length) console.log(`${lighthouseTable(lighthouseScores)}\n`);
  if (treeRows.length) console.log(`${timingTable(treeRows)}\n`);
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
