import { PERSON_IMPORT_MSG } from '@sp/shared/api/person-imports';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newStorageKey, type Storage } from '../../platform/storage';
import {
  cemeteryRegister,
  insertRegisterBurials,
  insertRegisterGraves,
  lockedGravePlaces,
  type RegisterBurial,
  setRegisterGravePlaces,
} from '../cemeteries/cemetery-register.service';
import { companyPersonKeys, insertCompanyPersons } from '../persons/person-import.service';
import { readTable } from './import-file';
import { createPlanner, type NewGrave, type RowPlan } from './import-plan';
import { reportCsv } from './import-report';
import {
  type PersonImportRow,
  personImportPersons,
  personImportProblems,
  personImports,
} from './person-imports.table';

/** Rows written in one transaction. */
export const IMPORT_BATCH_ROWS = 1000;

/** An import still to finish: only such a one is written to or ended (a cancelled or failed one stays so). */
const unfinished = (importId: number) =>
  and(eq(personImports.id, importId), inArray(personImports.status, ['queued', 'running']));

const problemText = (plan: Extract<RowPlan, { kind: 'problem' }>) =>
  plan.problems
    .map((problem) => (problem.column ? `${problem.column}: ${problem.message}` : problem.message))
    .join('; ');

/**
 * The background run of an import (the pg-boss job «person-import»): the file is planned row by row and written a
 * batch at a time, each batch in one transaction with multi-row inserts and the import's counts, so what is
 * committed and what the counts say never differ. A cancel is looked for between batches (what was committed
 * stays). A run given again after a crash skips the rows `processed` says were committed: planned again, they are
 * found already there. At the end (a cancel too) the report of the rows not imported is written.
 */
export async function runImport(deps: { db: Db; storage: Storage }, importId: number): Promise<void> {
  const { db } = deps;
  const [job] = await db.select().from(personImports).where(eq(personImports.id, importId));
  if (!job || !['queued', 'running'].includes(job.status)) return;
  try {
    await importRows(deps, job);
  } catch (error) {
    await finishImport(deps, importId, 'failed');
    throw error;
  }
}

async function readFile(storage: Storage, key: string): Promise<Buffer> {
  const opened = await storage.open(key);
  if (!opened) throw new Error('import file missing');
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export { readFile as readImportFile };

async function importRows(deps: { db: Db; storage: Storage }, job: PersonImportRow): Promise<void> {
  const { db, storage } = deps;
  const [running] = await db
    .update(personImports)
    .set({ status: 'running', updatedAt: new Date() })
    .where(unfinished(job.id))
    .returning({ id: personImports.id });
  // ended meanwhile (a stalled run cancelled)
  if (!running) return;
  const register = job.cemeteryId === null ? null : await cemeteryRegister(db, job.cemeteryId);
  const companyId = register?.municipalCompanyId;
  if (!register || !companyId || !job.mapping) throw new Error('import without its cemetery');
  const table = await readTable(await readFile(storage, job.fileKey), job.format as 'csv' | 'xlsx');
  const planner = createPlanner({
    header: table.header,
    mapping: job.mapping,
    register,
    existing: await companyPersonKeys(db, companyId),
  });
  // new graves already written: their id and the places they were written with
  const written = new Map<string, { id: number; places: number }>();
  let batch: RowPlan[] = [];
  let index = 0;
  let cancelledAt: number | null = null;

  const flush = async () => {
    const plans = batch;
    batch = [];
    if (!plans.length) return;
    await writeBatch(
      db,
      { importId: job.id, cemeteryId: register.id, companyId },
      plans,
      planner.newGraves,
      written,
    );
    const [state] = await db
      .select({ cancel: personImports.cancelRequested })
      .from(personImports)
      .where(eq(personImports.id, job.id));
    if (state?.cancel) cancelledAt = plans[plans.length - 1].line;
  };

  // asked to stop while it waited in the queue: nothing is written
  if (job.cancelRequested) cancelledAt = 1;
  for await (const row of cancelledAt === null ? table.rows() : []) {
    const plan = planner.plan(row);
    index += 1;
    // committed by a run before this one
    if (index <= job.processed) continue;
    batch.push(plan);
    if (batch.length >= IMPORT_BATCH_ROWS) {
      await flush();
      if (cancelledAt !== null) break;
    }
  }
  if (cancelledAt === null) await flush();
  if (cancelledAt === null) await finishImport(deps, job.id, 'done');
  else await finishImport(deps, job.id, 'cancelled', PERSON_IMPORT_MSG.cancelledAfter(cancelledAt + 1));
}

async function writeBatch(
  db: Db,
  target: { importId: number; cemeteryId: number; companyId: number },
  plans: RowPlan[],
  newGraves: Map<string, NewGrave>,
  written: Map<string, { id: number; places: number }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // a place of an existing grave the plan gave a row, taken since the register was read (a burial by the
    // cemetery's staff): that row is not imported, its problem reported
    const places = await lockedGravePlaces(tx, [
      ...new Set(
        plans.flatMap((plan) =>
          plan.kind === 'create' && plan.burial && 'existingId' in plan.burial.grave
            ? [plan.burial.grave.existingId]
            : [],
        ),
      ),
    ]);
    const checked: RowPlan[] = plans.map((plan) => {
      if (plan.kind !== 'create' || !plan.burial || !('existingId' in plan.burial.grave)) return plan;
      const grave = places.get(plan.burial.grave.existingId);
      if (grave && !grave.taken.has(plan.burial.position)) return plan;
      const message = PERSON_IMPORT_MSG.graveFull(grave?.number ?? '');
      return {
        kind: 'problem',
        line: plan.line,
        cells: plan.cells,
        problems: [{ row: plan.line, column: plan.graveColumn, message }],
      };
    });
    const creates = checked.filter((plan) => plan.kind === 'create');
    // the new graves this batch buries into: made, or given the places later rows took
    const keys = [
      ...new Set(
        creates.flatMap((plan) =>
          plan.burial && 'newKey' in plan.burial.grave ? [plan.burial.grave.newKey] : [],
        ),
      ),
    ];
    const toMake = keys.filter((key) => !written.has(key)).map((key) => newGraves.get(key) as NewGrave);
    const madeIds = await insertRegisterGraves(tx, target.cemeteryId, toMake);
    toMake.forEach((grave, position) => {
      written.set(grave.key, { id: madeIds[position], places: grave.placesCount });
    });
    for (const key of keys) {
      const known = written.get(key);
      const grave = newGraves.get(key);
      if (known && grave && grave.placesCount > known.places) {
        await setRegisterGravePlaces(tx, known.id, grave.placesCount);
        known.places = grave.placesCount;
      }
    }
    const ids = await insertCompanyPersons(
      tx,
      target.companyId,
      creates.map((plan) => plan.person),
    );
    // where each came from: the register binds them (admin-persons/person-bound.ts)
    if (ids.length)
      await tx
        .insert(personImportPersons)
        .values(ids.map((personId) => ({ personId, importId: target.importId })));
    const burials: RegisterBurial[] = [];
    creates.forEach((plan, position) => {
      if (!plan.burial) return;
      const grave = plan.burial.grave;
      burials.push({
        graveId: 'existingId' in grave ? grave.existingId : (written.get(grave.newKey)?.id as number),
        position: plan.burial.position,
        personId: ids[position],
        burialDate: plan.burial.date?.date ?? null,
        burialPrecision: plan.burial.date?.precision ?? null,
      });
    });
    await insertRegisterBurials(tx, target.cemeteryId, burials);
    const notImported = checked.flatMap((plan) =>
      plan.kind === 'create'
        ? []
        : [
            {
              importId: target.importId,
              row: plan.line,
              message: plan.kind === 'skip' ? PERSON_IMPORT_MSG.duplicate : problemText(plan),
              cells: plan.cells,
            },
          ],
    );
    if (notImported.length) await tx.insert(personImportProblems).values(notImported);
    const [counted] = await tx
      .update(personImports)
      .set({
        processed: sql`${personImports.processed} + ${checked.length}`,
        createdPersons: sql`${personImports.createdPersons} + ${creates.length}`,
        createdBurials: sql`${personImports.createdBurials} + ${burials.length}`,
        createdGraves: sql`${personImports.createdGraves} + ${toMake.length}`,
        skipped: sql`${personImports.skipped} + ${checked.filter((plan) => plan.kind === 'skip').length}`,
        failedRows: sql`${personImports.failedRows} + ${checked.filter((plan) => plan.kind === 'problem').length}`,
        updatedAt: new Date(),
      })
      .where(and(unfinished(target.importId), eq(personImports.status, 'running')))
      .returning({ id: personImports.id });
    // the import was ended meanwhile (its stalled run cancelled): the batch is not kept
    if (!counted) throw new Error('import ended meanwhile');
  });
}

/**
 * Ends the run: the report of the rows not imported (and the note of a cancel) is written first, then the status
 * and the report's key together, so whoever sees the import finished finds its report. An import already ended
 * (a stalled run cancelled, then its late worker failing) stays as it was, with its report.
 */
export async function finishImport(
  deps: { db: Db; storage: Storage },
  importId: number,
  status: 'done' | 'cancelled' | 'failed',
  note?: string,
): Promise<void> {
  const { db, storage } = deps;
  const [job] = await db.select().from(personImports).where(unfinished(importId));
  if (!job) return;
  const key = await writeReport(deps, job, note).catch(() => null);
  const [ended] = await db
    .update(personImports)
    .set({ status, finishedAt: new Date(), updatedAt: new Date(), ...(key ? { reportKey: key } : {}) })
    .where(unfinished(importId))
    .returning({ id: personImports.id });
  if (!key) return;
  // ended by another meanwhile: its report stays, this one goes; else a report left before is replaced
  if (!ended) await storage.remove(key);
  else if (job.reportKey) await storage.remove(job.reportKey);
}

/** Writes the report's file; answers its key. */
async function writeReport(
  deps: { db: Db; storage: Storage },
  job: PersonImportRow,
  note?: string,
): Promise<string> {
  const { db, storage } = deps;
  const rows = await db
    .select({
      row: personImportProblems.row,
      message: personImportProblems.message,
      cells: personImportProblems.cells,
    })
    .from(personImportProblems)
    .where(eq(personImportProblems.importId, job.id))
    .orderBy(asc(personImportProblems.row), asc(personImportProblems.id));
  let header: string[] = [];
  try {
    header = (await readTable(await readFile(storage, job.fileKey), job.format as 'csv' | 'xlsx')).header;
  } catch {
    // the report says what it can without the file's header
  }
  // a folder no /media address serves (platform/storage.ts)
  const key = newStorageKey('import-reports', 'csv');
  await storage.put(key, reportCsv({ header, rows, note }));
  return key;
}
