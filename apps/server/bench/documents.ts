// `npm run bench` (issue 5 §6): generating a deal's contract — the built-in «Договор на оказание ритуальных
// услуг» through POST /api/documents/documents/, as .docx under load (documents per second = requests per second)
// and as PDF (LibreOffice headless, one conversion at a time by design) one after another.
import { type LoadResult, runLoad } from './load';

export type PdfTiming = {
  engine: string;
  runs: number;
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
};

const PATH = '/api/documents/documents/';

function body(orderId: number, format: 'docx' | 'pdf'): string {
  return JSON.stringify({ order_id: orderId, template_id: 'contract', format });
}

async function generate(
  url: string,
  headers: Record<string, string>,
  orderId: number,
  format: 'docx' | 'pdf',
): Promise<void> {
  const response = await fetch(`${url}${PATH}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: body(orderId, format),
  });
  if (response.status !== 201)
    throw new Error(
      `${PATH} (${format}) answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
}

/** The contract of one deal as .docx, generated and stored on every request, under load. */
export async function measureContractDocx(
  url: string,
  headers: Record<string, string>,
  orderId: number,
  load: { connections: number; warmupSeconds: number; seconds: number },
): Promise<LoadResult> {
  await generate(url, headers, orderId, 'docx'); // it must answer 201 first
  return runLoad({
    url: `${url}${PATH}`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: body(orderId, 'docx'),
    ...load,
  });
}

/** Whether the server can make PDFs (LibreOffice found). */
export async function pdfAvailable(url: string, headers: Record<string, string>): Promise<boolean> {
  const response = await fetch(`${url}/api/documents/status/`, { headers });
  if (response.status !== 200) throw new Error(`/api/documents/status/ answered ${response.status}`);
  return ((await response.json()) as { pdf: boolean }).pdf;
}

/** `runs` contracts as PDF one after another (the first one starts LibreOffice's profile, so it is left out). */
export async function measureContractPdf(
  engine: string,
  url: string,
  headers: Record<string, string>,
  orderId: number,
  runs: number,
): Promise<PdfTiming> {
  await generate(url, headers, orderId, 'pdf');
  const samples: number[] = [];
  const startedAt = performance.now();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await generate(url, headers, orderId, 'pdf');
    samples.push(performance.now() - started);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    engine,
    runs,
    perSecond: runs / seconds,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1],
  };
}

export function pdfTable(rows: PdfTiming[]): string {
  const header = ['contract as PDF, one at a time', 'runs', 'documents/s', 'p50 ms', 'p95 ms', 'max ms'];
  const cells = rows.map((row) => [
    `${row.engine} POST ${PATH} format=pdf`,
    String(row.runs),
    row.perSecond.toFixed(2),
    row.p50.toFixed(0),
    row.p95.toFixed(0),
    row.max.toFixed(0),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i >= 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
