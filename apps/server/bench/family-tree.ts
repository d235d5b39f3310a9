// `npm run bench` (issue 4 §2): the family tree chart's layout of a generated 2,000-person family (the shared
// algorithm the browser runs), and GET /api/family/tree/ of that family on PGlite and PostgreSQL (in process).

import { layoutFamilyTree } from '@sp/shared/family-tree/layout';
import { generateFamilyTree, type SampleTree } from '@sp/shared/family-tree/sample-tree';
import { toStoredDate } from '@sp/shared/format/partial-date';
import { familyLinks, familyNodes } from '../src/modules/family-tree/family-tree.table';
import { persons } from '../src/modules/persons/persons.table';
import { createTestApp } from '../test/test-app';

export const TREE_PERSONS = 2000;
/** "well under a second" (issue 4): the layout of 2,000 persons on this machine */
export const LAYOUT_TARGET_MS = 250;

export type TimingRow = { name: string; runs: number; p50: number; p95: number; max: number; note: string };

function timings(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** The layout of generated families: 2,000 persons, and 10,000 to see how it grows. */
export function measureTreeLayout(runs = 20): TimingRow[] {
  const rows: TimingRow[] = [];
  for (const count of [TREE_PERSONS, TREE_PERSONS * 5]) {
    const sample = generateFamilyTree(count, 7);
    for (let i = 0; i < 3; i++) layoutFamilyTree(sample);
    const samples: number[] = [];
    let generations = 0;
    let width = 0;
    for (let i = 0; i < (count > TREE_PERSONS ? Math.ceil(runs / 4) : runs); i++) {
      const started = performance.now();
      const layout = layoutFamilyTree(sample);
      samples.push(performance.now() - started);
      generations = Math.max(...layout.cards.map((card) => card.generation)) + 1;
      width = layout.width;
    }
    rows.push({
      name: `layout of ${count} persons`,
      runs: samples.length,
      ...timings(samples),
      note: `${generations} generations, ${Math.round(width)} px wide${count === TREE_PERSONS ? `; target ≤ ${LAYOUT_TARGET_MS} ms` : ''}`,
    });
  }
  return rows;
}

/** Writes the generated family as one account's persons, nodes and links. */
async function seedTree(t: Awaited<ReturnType<typeof createTestApp>>, accountId: number, sample: SampleTree) {
  const nodeOf = new Map<number, number>();
  for (let start = 0; start < sample.persons.length; start += 500) {
    const batch = sample.persons.slice(start, start + 500);
    const rows = await t.db
      .insert(persons)
      .values(
        batch.map((person) => {
          const birth = toStoredDate(person.birth);
          const death = person.death ? toStoredDate(person.death) : null;
          return {
            ownerAccountId: accountId,
            firstName: person.first_name,
            lastName: person.last_name,
            gender: person.gender,
            birthDate: birth?.date,
            birthPrecision: birth?.precision,
            deathDate: death?.date ?? null,
            deathPrecision: death?.precision ?? null,
          };
        }),
      )
      .returning({ id: persons.id });
    const nodes = await t.db
      .insert(familyNodes)
      .values(rows.map((row) => ({ accountId, personId: row.id })))
      .returning({ id: familyNodes.id });
    batch.forEach((person, i) => {
      nodeOf.set(person.id, nodes[i].id);
    });
  }
  const links = [
    ...sample.parents.map(([from, to]) => ({ kind: 'parent', from, to })),
    ...sample.spouses.map(([a, b]) => ({ kind: 'spouse', from: a, to: b })),
  ].map((link) => {
    const from = nodeOf.get(link.from)!;
    const to = nodeOf.get(link.to)!;
    return link.kind === 'spouse'
      ? { accountId, kind: 'spouse', fromNodeId: Math.min(from, to), toNodeId: Math.max(from, to) }
      : { accountId, kind: 'parent', fromNodeId: from, toNodeId: to };
  });
  for (let start = 0; start < links.length; start += 1000)
    await t.db.insert(familyLinks).values(links.slice(start, start + 1000));
}

/** GET /api/family/tree/ of a 2,000-person family through app.inject (no network), on the given engine. */
export async function measureTreeEndpoint(engine: 'PGlite' | 'PostgreSQL', runs = 30): Promise<TimingRow> {
  const saved = process.env.TEST_DATABASE_URL;
  // createTestApp opens PostgreSQL when TEST_DATABASE_URL is set, an in-memory PGlite otherwise
  if (engine === 'PGlite') delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  try {
    const { account, session } = await t.user();
    await seedTree(t, account.id, generateFamilyTree(TREE_PERSONS, 7));
    const get = () => t.app.inject({ method: 'GET', url: '/api/family/tree/', headers: t.bearer(session) });
    const first = await get();
    if (first.statusCode !== 200) throw new Error(`the tree answered ${first.statusCode}: ${first.body}`);
    const nodes = (first.json() as { nodes: unknown[] }).nodes.length;
    for (let i = 0; i < 3; i++) await get();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await get();
      samples.push(performance.now() - started);
    }
    return {
      name: `${engine} GET /api/family/tree/ (${nodes} nodes, in process)`,
      runs,
      ...timings(samples),
      note: `${(first.rawPayload.length / 1024).toFixed(0)} KB of JSON`,
    };
  } finally {
    await t.close();
  }
}

export function timingTable(rows: TimingRow[]): string {
  const header = ['family tree', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'note'];
  const cells = rows.map((row) => [
    row.name,
    String(row.runs),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.max.toFixed(1),
    row.note,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i >= 1 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
