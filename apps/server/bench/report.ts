import type { PageWeight } from './js-weight';
import type { LoadResult } from './load';
import type { OrdersSeed } from './seed-orders';
import type { PersonsSeed } from './seed-persons';

export type LoadRow = { name: string; result: LoadResult };
export type StartRow = { name: string; readyMs: number; selfReportedMs: number | null };
export type SeedRow = {
  engine: string;
  companies: number;
  products: number;
  services: number;
  cityCount: number;
  seconds: number;
};
export type PersonsSeedRow = { engine: string } & Omit<PersonsSeed, 'samples' | 'hidden'>;
export type OrdersSeedRow = { engine: string } & Omit<OrdersSeed, 'samples'>;

export function table(header: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function loadTable(rows: LoadRow[], bare: LoadResult | null): string {
  return table(
    ['measurement', 'req/s', 'p95 ms', 'p50 ms', 'vs bare', 'requests', 'non-2xx', 'errors'],
    rows.map(({ name, result }) => [
      name,
      fixed(result.rps, 0),
      fixed(result.p95, 2),
      fixed(result.p50, 2),
      bare ? `${fixed(result.rps / bare.rps, 3)}×` : '—',
      String(result.requests),
      String(result.non2xx),
      String(result.errors + result.timeouts),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
}

export function startTable(rows: StartRow[]): string {
  return table(
    ['start', 'ms to first 200 of /api/health/', 'ms the server reports (startupMs)'],
    rows.map((row) => [
      row.name,
      fixed(row.readyMs, 0),
      row.selfReportedMs === null ? '—' : String(row.selfReportedMs),
    ]),
    new Set([1, 2]),
  );
}

export function weightTable(rows: PageWeight[]): string {
  return table(
    ['page', 'JS files', 'raw KB', 'gzip KB', 'target', 'cabinet chunks loaded'],
    rows.map((row) => [
      row.finalPath === row.path ? row.path : `${row.path} → ${row.finalPath}`,
      String(row.files),
      fixed(row.rawKb, 1),
      fixed(row.gzipKb, 1),
      `≤ ${row.targetKb} KB ${row.gzipKb <= row.targetKb ? 'PASS' : 'OVER'}`,
      row.cabinetChunks.length ? row.cabinetChunks.join(', ') : 'none',
    ]),
    new Set([1, 2, 3]),
  );
}

export function seedTable(rows: SeedRow[]): string {
  return table(
    ['catalog written', 'companies', 'towns', 'products', 'services', 'seconds', 'items/s'],
    rows.map((row) => [
      row.engine,
      String(row.companies),
      String(row.cityCount),
      String(row.products),
      String(row.services),
      fixed(row.seconds, 1),
      fixed((row.products + row.services) / row.seconds, 0),
    ]),
    new Set([1, 2, 3, 4, 5, 6]),
  );
}

export function personsSeedTable(rows: PersonsSeedRow[]): string {
  return table(
    [
      'persons written',
      'persons',
      'families',
      'pages',
      'public',
      'by link',
      'private',
      'media',
      'seconds',
      'of it indexes',
      'persons/s',
    ],
    rows.map((row) => [
      row.engine,
      String(row.persons),
      String(row.families),
      String(row.pages),
      String(row.publicPages),
      String(row.linkPages),
      String(row.privatePages),
      String(row.media),
      fixed(row.seconds, 1),
      fixed(row.indexSeconds, 1),
      fixed(row.persons / row.seconds, 0),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  );
}

export function ordersSeedTable(rows: OrdersSeedRow[]): string {
  return table(
    [
      'deals written',
      'deals',
      'companies',
      'measured company',
      'clients',
      'lines',
      'payments',
      'deceased',
      'seconds',
      'of it indexes',
      'deals/s',
    ],
    rows.map((row) => [
      row.engine,
      String(row.orders),
      String(row.companies),
      String(row.companyOrders),
      String(row.shoppers),
      String(row.items),
      String(row.payments),
      String(row.deceased),
      fixed(row.seconds, 1),
      fixed(row.indexSeconds, 1),
      fixed(row.orders / row.seconds, 0),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  );
}
