import { CEMETERY_MSG } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import {
  DRY_RUN_PROBLEMS_SHOWN,
  type DryRun,
  type ImportRunBody,
  type ImportUpload,
  importRunBodySchema,
  PERSON_IMPORT_MAX_COLUMNS,
  PERSON_IMPORT_MAX_ROWS,
  PERSON_IMPORT_MSG,
  type PersonImport,
  suggestMapping,
} from '@sp/shared/api/person-imports';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { newStorageKey, type Storage } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import {
  cemeteryGovernedBy,
  cemeteryNameOf,
  cemeteryRegister,
} from '../cemeteries/cemetery-register.service';
import { companyPersonKeys } from '../persons/person-import.service';
import { formatOf, readTable, type TableReader } from './import-file';
import { createPlanner } from './import-plan';
import { finishImport, readImportFile, runImport } from './import-run';
import { type PersonImportRow, personImports } from './person-imports.table';

/** The pg-boss queue of the imports' runs. */
export const PERSON_IMPORT_JOB = 'person-import';

const SAMPLE_ROWS = 5;
/**
 * A run that has committed no batch for this long has lost its worker for good (a batch takes about a second; a
 * crashed server's run is given to another within a minute, at most twice): a cancel ends it at once.
 */
const STALLED_MS = 10 * 60_000;
const MODEL = 'PersonImport';

/**
 * The administrator's import of a cemetery's register (issue 16 §1, §3): a file taken and looked at, a dry run that
 * writes nothing, a run in the background (import-run.ts) that can be cancelled, and its report.
 */
export function createPersonImportsService(deps: { db: Db; storage: Storage; queue: JobQueue }) {
  const { db, storage, queue } = deps;

  async function one(id: number): Promise<PersonImportRow> {
    const [row] = await db.select().from(personImports).where(eq(personImports.id, id));
    if (!row) throw notFound();
    return row;
  }

  const listed = () =>
    db
      .select({
        job: personImports,
        cemeteryName: cemeteryNameOf(personImports.cemeteryId),
        admin: {
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
        },
      })
      .from(personImports)
      .leftJoin(accounts, eq(accounts.id, personImports.adminAccountId));

  type Listed = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

  function serialize(row: Listed): PersonImport {
    const { job } = row;
    return {
      id: job.id,
      file_name: job.fileName,
      format: job.format as PersonImport['format'],
      status: job.status as PersonImport['status'],
      cemetery:
        job.cemeteryId !== null && row.cemeteryName !== null
          ? { id: job.cemeteryId, name: row.cemeteryName }
          : null,
      admin: row.admin?.id ? { id: row.admin.id, name: accountDisplayName(row.admin) } : null,
      total: job.total,
      processed: job.processed,
      persons: job.createdPersons,
      burials: job.createdBurials,
      graves: job.createdGraves,
      skipped: job.skipped,
      failed: job.failedRows,
      cancel_requested: job.cancelRequested,
      report_url: job.reportKey ? `/api/admin/import-persons/${job.id}/report/` : null,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    };
  }

  async function get(id: number): Promise<PersonImport> {
    const [row] = await listed().where(eq(personImports.id, id));
    if (!row) throw notFound();
    return serialize(row);
  }

  async function tableOf(job: PersonImportRow): Promise<TableReader> {
    return readTable(await readImportFile(storage, job.fileKey), job.format as 'csv' | 'xlsx');
  }

  /** The cemetery of a run with its municipal organisation, and the mapping checked against the file's columns. */
  async function prepare(job: PersonImportRow, raw: ImportRunBody) {
    const body = importRunBodySchema.parse(raw);
    const register = await cemeteryRegister(db, body.cemetery_id);
    if (!register) throw fieldError('cemetery_id', CEMETERY_MSG.noCemetery);
    if (register.municipalCompanyId === null) throw fieldError('cemetery_id', PERSON_IMPORT_MSG.noMunicipal);
    const table = await tableOf(job);
    if (body.mapping.length !== table.header.length)
      throw fieldError('mapping', PERSON_IMPORT_MSG.mappingColumns);
    return { body, register, companyId: register.municipalCompanyId, table };
  }

  return {
    get,

    /** GET /api/admin/import-persons/: the imports, newest first. */
    list(page: Page): Promise<List<PersonImport>> {
      return listPage(
        db.select(COUNT).from(personImports),
        listed()
          .orderBy(desc(personImports.createdAt), desc(personImports.id))
          .limit(page.limit)
          .offset(page.offset),
        (rows) => rows.map(serialize),
      );
    },

    /** POST /api/admin/import-persons/: takes the file (its format told by its content), answers what it holds. */
    async upload(adminId: number, file: { data: Buffer; filename: string }): Promise<ImportUpload> {
      const format = formatOf(file.data);
      let total = 0;
      const sample: string[][] = [];
      let header: string[];
      try {
        const table = await readTable(file.data, format);
        header = table.header;
        if (header.length > PERSON_IMPORT_MAX_COLUMNS) throw badRequest(PERSON_IMPORT_MSG.tooManyColumns);
        for await (const row of table.rows()) {
          total += 1;
          // read no further: a run plans every row in memory
          if (total > PERSON_IMPORT_MAX_ROWS) throw badRequest(PERSON_IMPORT_MSG.tooManyRows);
          if (sample.length < SAMPLE_ROWS) sample.push(header.map((_, column) => row.cells[column] ?? ''));
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw badRequest(PERSON_IMPORT_MSG.notTable);
      }
      if (total === 0) throw badRequest(PERSON_IMPORT_MSG.noRows);
      // a folder no /media address serves (platform/storage.ts)
      const key = newStorageKey('imports', format);
      await storage.put(key, file.data);
      const fileName = file.filename.slice(0, 200) || `import.${format}`;
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(personImports)
          .values({ adminAccountId: adminId, fileKey: key, fileName, format, total })
          .returning();
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: MODEL,
          recordId: made.id,
          action: 'create',
          after: { file_name: fileName, format, total },
        });
        return made;
      });
      return {
        id: row.id,
        file_name: fileName,
        format,
        total,
        columns: header,
        sample,
        mapping: suggestMapping(header),
      };
    },

    /** POST …/{id}/dry-run/: what the import would create and every row's problem; writes nothing. */
    async dryRun(id: number, raw: ImportRunBody): Promise<DryRun> {
      const { body, register, companyId, table } = await prepare(await one(id), raw);
      const planner = createPlanner({
        header: table.header,
        mapping: body.mapping,
        register,
        existing: await companyPersonKeys(db, companyId),
      });
      const answer: DryRun = {
        total: 0,
        persons: 0,
        burials: 0,
        graves: 0,
        skipped: 0,
        failed: 0,
        problems: [],
        problems_count: 0,
      };
      for await (const row of table.rows()) {
        answer.total += 1;
        const plan = planner.plan(row);
        if (plan.kind === 'create') {
          answer.persons += 1;
          if (plan.burial) answer.burials += 1;
        } else if (plan.kind === 'skip') answer.skipped += 1;
        else {
          answer.failed += 1;
          answer.problems_count += plan.problems.length;
          const room = DRY_RUN_PROBLEMS_SHOWN - answer.problems.length;
          if (room > 0) answer.problems.push(...plan.problems.slice(0, room));
        }
      }
      answer.graves = planner.newGraves.size;
      return answer;
    },

    /** POST …/{id}/start/: queues the run (once: a started import answers 409). */
    async start(adminId: number, id: number, raw: ImportRunBody): Promise<PersonImport> {
      const { body, companyId } = await prepare(await one(id), raw);
      await db.transaction(async (tx) => {
        // one run of an organisation at a time: each plans from its register as it was before the other wrote
        // (the same file twice would make everyone twice); the starts wait for each other here
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('person-import'), ${companyId})`);
        const [running] = await tx
          .select({ id: personImports.id })
          .from(personImports)
          .where(
            and(
              inArray(personImports.status, ['queued', 'running']),
              cemeteryGovernedBy(personImports.cemeteryId, companyId),
            ),
          )
          .limit(1);
        if (running) throw conflict(PERSON_IMPORT_MSG.alreadyRunning(running.id));
        const [queued] = await tx
          .update(personImports)
          .set({
            status: 'queued',
            cemeteryId: body.cemetery_id,
            mapping: body.mapping,
            updatedAt: new Date(),
          })
          .where(and(eq(personImports.id, id), eq(personImports.status, 'uploaded')))
          .returning({ id: personImports.id });
        if (!queued) throw conflict(PERSON_IMPORT_MSG.notUploaded);
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: MODEL,
          recordId: id,
          action: 'update',
          before: { status: 'uploaded' },
          after: { status: 'queued', cemetery_id: body.cemetery_id },
        });
      });
      try {
        await queue.send(PERSON_IMPORT_JOB, { id });
      } catch (error) {
        await db
          .update(personImports)
          .set({ status: 'failed', finishedAt: new Date(), updatedAt: new Date() })
          .where(eq(personImports.id, id));
        throw error;
      }
      return get(id);
    },

    /**
     * POST …/{id}/cancel/: one not started is cancelled at once; a queued or running one is asked to stop and does
     * between two batches (what it committed stays); one whose run has stalled (STALLED_MS) is ended at once, with
     * its report. A finished one answers 409.
     */
    async cancel(adminId: number, id: number): Promise<PersonImport> {
      const job = await one(id);
      if (!['uploaded', 'queued', 'running'].includes(job.status)) throw conflict(PERSON_IMPORT_MSG.finished);
      const stalled = job.status !== 'uploaded' && job.updatedAt.getTime() < Date.now() - STALLED_MS;
      await db.transaction(async (tx) => {
        const now = new Date();
        const [changed] = await tx
          .update(personImports)
          .set(
            job.status === 'uploaded'
              ? { status: 'cancelled', finishedAt: now, updatedAt: now }
              : { cancelRequested: true, updatedAt: now },
          )
          .where(
            and(eq(personImports.id, id), inArray(personImports.status, ['uploaded', 'queued', 'running'])),
          )
          .returning({ id: personImports.id });
        if (!changed) throw conflict(PERSON_IMPORT_MSG.finished);
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: MODEL,
          recordId: id,
          action: 'update',
          before: { cancel_requested: false },
          after: { cancel_requested: true },
        });
      });
      if (stalled) await finishImport({ db, storage }, id, 'cancelled', PERSON_IMPORT_MSG.stalled);
      return get(id);
    },

    /**
     * DELETE …/{id}/: an upload whose import never started goes, its row (journalled) and then its stored file; any
     * other answers 409 (a started import is the record of what it made).
     */
    async remove(adminId: number, id: number): Promise<void> {
      const job = await one(id);
      if (job.status !== 'uploaded') throw conflict(PERSON_IMPORT_MSG.deleteNotStarted);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(personImports)
          .where(and(eq(personImports.id, id), eq(personImports.status, 'uploaded')))
          .returning({ id: personImports.id });
        if (!gone) throw conflict(PERSON_IMPORT_MSG.deleteNotStarted);
        await recordAudit(tx, {
          companyId: null,
          accountId: adminId,
          model: MODEL,
          recordId: id,
          action: 'delete',
          before: { file_name: job.fileName, status: 'uploaded' },
        });
      });
      await storage.remove(job.fileKey);
    },

    /** GET …/{id}/report/: the report's file and the name it is downloaded under. */
    async report(id: number) {
      const job = await one(id);
      const opened = job.reportKey ? await storage.open(job.reportKey) : null;
      if (!opened) throw new ApiError(404, { detail: PERSON_IMPORT_MSG.noReport });
      const base = job.fileName.replace(/\.[^.]*$/, '') || 'import';
      return { ...opened, name: `Отчёт импорта ${base}.csv`, fallback: `import-${job.id}-report.csv` };
    },

    /** The job's run (pg-boss, queue PERSON_IMPORT_JOB). */
    run: (data: Record<string, unknown>) => runImport({ db, storage }, Number(data.id)),
  };
}

export type PersonImportsService = ReturnType<typeof createPersonImportsService>;
