import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Session } from '@sp/shared/api/auth';
import { CEMETERY_MSG } from '@sp/shared/api/cemeteries';
import {
  PERSON_IMPORT_MAX_COLUMNS,
  PERSON_IMPORT_MAX_ROWS,
  PERSON_IMPORT_MSG,
  type PersonImport,
} from '@sp/shared/api/person-imports';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { createJobs, type Jobs } from '../../platform/jobs';
import { queuedJobs } from '../../scheduled-jobs';
import { burials, cemeteries, graves } from '../cemeteries/cemeteries.table';
import { persons } from '../persons/persons.table';
import { personImportPersons } from './person-imports.table';

let t: TestApp;
let jobs: Jobs;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let municipal: Awaited<ReturnType<TestApp['companyOwner']>>;
let cemeteryId: number;
let areaId: number;
let graveFive: number;

const FIXTURE = path.resolve(__dirname, '../../../test/fixtures/persons-import.csv');
const OUTLINE: [number, number][] = [
  [35.9, 56.85],
  [35.92, 56.85],
  [35.92, 56.87],
  [35.9, 56.87],
];
/** The fixture as a Russian Excel saves a CSV: Windows-1251. */
const csv1251 = () => {
  const text = readFileSync(FIXTURE, 'utf8');
  const bytes = Buffer.alloc(text.length);
  const decoder = new TextDecoder('windows-1251');
  // the inverse of the decoder's table, for the characters the fixture uses
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  for (let index = 0; index < text.length; index += 1) bytes[index] = table.get(text[index]) ?? 0x3f;
  return bytes;
};

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const upload = (session: Session, data: Buffer, filename = 'register.csv') => {
  const form = multipart({}, [{ field: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/import-persons/',
    payload: form.payload,
    headers: { ...form.headers, ...t.bearer(session) },
  });
};

async function finished(id: number): Promise<PersonImport> {
  const end = Date.now() + 30_000;
  for (;;) {
    const state: PersonImport = (await call('GET', `/api/admin/import-persons/${id}/`, admin.session)).json();
    if (['done', 'cancelled', 'failed'].includes(state.status) || Date.now() > end) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function tally() {
  const [[p], [g], [b]] = await Promise.all([
    t.db.select({ n: count() }).from(persons),
    t.db.select({ n: count() }).from(graves),
    t.db.select({ n: count() }).from(burials),
  ]);
  return { persons: p.n, graves: g.n, burials: b.n };
}

/** The fixture's mapping, column by column. */
const MAPPING = [
  'last_name',
  'first_name',
  'patronymic',
  'gender',
  'date_birth',
  'date_death',
  'area',
  'grave_number',
  'latitude',
  'longitude',
  'note',
];

beforeAll(async () => {
  t = await createTestApp();
  // the real pg-boss worker on this file's PGlite (only this file pays for its start)
  jobs = createJobs(t.services.database, () => {});
  t.services.jobQueue.attach(jobs);
  await jobs.start([], queuedJobs(t.services));
  admin = await t.admin();
  municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища Твери»');
  const governor = { admin: true } as const;
  const cemetery = await t.services.cemeteries.create({
    name: 'Дмитрово-Черкасское кладбище',
    outline: OUTLINE,
    center: { lng: 35.91, lat: 56.86 },
    municipal_company_id: municipal.company.id,
  });
  cemeteryId = cemetery.id;
  const area = await t.services.cemeteries.createArea(governor, {
    cemetery_id: cemeteryId,
    name: 'Участок 1',
    outline: OUTLINE,
  });
  areaId = area.id;
  const grave = await t.services.cemeteries.createGrave(
    { governor, accountId: admin.account.id, companyId: null },
    {
      cemetery_id: cemeteryId,
      area_id: areaId,
      number: '5',
      location: { lng: 35.91, lat: 56.86 },
      places_count: 2,
    },
  );
  graveFive = grave.id;
  // already in the organisation's register, buried in grave 5's first place
  const known = await t.services.persons.create(
    { owner: { companyId: municipal.company.id }, accountId: municipal.account.id },
    {
      first_name: 'Иван',
      last_name: 'Иванов',
      patronymic: 'Иванович',
      date_birth: '1930',
      date_death: '1990',
    },
  );
  await t.db.insert(burials).values({ graveId: graveFive, position: 1, personId: known.id });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('the administrator’s import of a cemetery’s register (issue 16 §1, §3)', () => {
  it('is the administrator’s alone', async () => {
    const user = await t.user();
    const company = await t.companyOwner();
    const employee = await t.employee(company.company.id, { orders: 2 });
    for (const session of [user.session, company.session, employee.session, municipal.session]) {
      expect((await call('GET', '/api/admin/import-persons/', session)).statusCode).toBe(403);
      expect((await upload(session, csv1251())).statusCode).toBe(403);
    }
  });

  it('takes a CSV or an XLSX by its content, at most 20 MB', async () => {
    const image = await upload(admin.session, await pngImage(), 'register.csv');
    expect(image.statusCode).toBe(400);
    expect(image.json().detail).toBe(PERSON_IMPORT_MSG.notTable);
    // a ZIP that is no workbook
    const archive = new yazl.ZipFile();
    archive.addBuffer(Buffer.from('не таблица'), 'readme.txt');
    archive.end();
    const chunks: Buffer[] = [];
    for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer);
    const zip = await upload(admin.session, Buffer.concat(chunks), 'register.xlsx');
    expect(zip.statusCode).toBe(400);
    expect(zip.json().detail).toBe(PERSON_IMPORT_MSG.notTable);
    const huge = await upload(admin.session, Buffer.alloc(21 * 1024 * 1024, 0x41));
    expect(huge.statusCode).toBe(413);
    const headerOnly = await upload(admin.session, Buffer.from('Фамилия;Имя\n'));
    expect(headerOnly.json().detail).toBe(PERSON_IMPORT_MSG.noRows);

    const taken = await upload(admin.session, csv1251());
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      file_name: 'register.csv',
      format: 'csv',
      total: 9,
      columns: [
        'Фамилия',
        'Имя',
        'Отчество',
        'Пол',
        'Дата рождения',
        'Дата смерти',
        'Участок',
        'Номер могилы',
        'Широта',
        'Долгота',
        'Примечание',
      ],
      mapping: MAPPING,
    });
    expect(taken.json().sample).toHaveLength(5);
    expect(taken.json().sample[0].slice(0, 3)).toEqual(['Петров', 'Пётр', 'Петрович']);
  });

  it('checks in a dry run that writes nothing, then imports the good rows and reports the rest', async () => {
    const other = await t.companyOwner('REGULAR', 'Чужая компания');
    const theirs = await t.services.persons.create(
      { owner: { companyId: other.company.id }, accountId: other.account.id },
      {
        first_name: 'Пётр',
        last_name: 'Петров',
        patronymic: 'Петрович',
        date_birth: '1930-03-12',
        date_death: '1990',
      },
    );
    const id = (await upload(admin.session, csv1251())).json().id;
    const before = await tally();
    const dry = await call('POST', `/api/admin/import-persons/${id}/dry-run/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: MAPPING,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ total: 9, persons: 4, burials: 3, graves: 1, skipped: 1, failed: 4 });
    expect(dry.json().problems).toEqual([
      { row: 5, column: 'Дата рождения', message: PERSON_IMPORT_MSG.badDate('31.02.1950') },
      { row: 6, column: 'Имя', message: PERSON_IMPORT_MSG.firstName },
      { row: 7, column: 'Участок', message: PERSON_IMPORT_MSG.unknownArea('Участок 9') },
      { row: 8, column: 'Номер могилы', message: PERSON_IMPORT_MSG.newGraveWithoutPoint('88') },
    ]);
    expect(await tally()).toEqual(before);

    const unmapped = await call('POST', `/api/admin/import-persons/${id}/dry-run/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: MAPPING.map((field) => (field === 'first_name' ? null : field)),
    });
    expect(unmapped.json()).toMatchObject({ mapping: [PERSON_IMPORT_MSG.mappingRequired] });

    const started = await call('POST', `/api/admin/import-persons/${id}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: MAPPING,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('queued');
    const again = await call('POST', `/api/admin/import-persons/${id}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: MAPPING,
    });
    expect(again.statusCode).toBe(409);
    const done = await finished(id);
    expect(done).toMatchObject({
      status: 'done',
      total: 9,
      processed: 9,
      persons: 4,
      burials: 3,
      graves: 1,
      skipped: 1,
      failed: 4,
      cemetery: { id: cemeteryId },
      report_url: `/api/admin/import-persons/${id}/report/`,
    });
    expect(await tally()).toEqual({
      persons: before.persons + 4,
      graves: before.graves + 1,
      burials: before.burials + 3,
    });
    // each person made knows its import; the one without a grave is bound by it, not left «unbound»
    const made = await t.db
      .select({ personId: personImportPersons.personId, burial: burials.id })
      .from(personImportPersons)
      .leftJoin(burials, eq(burials.personId, personImportPersons.personId))
      .where(eq(personImportPersons.importId, id));
    expect(made).toHaveLength(4);
    const graveless = made.filter((row) => row.burial === null);
    expect(graveless).toHaveLength(1);
    const card = await call('GET', `/api/admin/persons/${graveless[0].personId}/`, admin.session);
    expect(card.json()).toMatchObject({
      burial: null,
      register: { import_id: id, cemetery_id: cemeteryId, cemetery: 'Дмитрово-Черкасское кладбище' },
    });
    const unbound = await call('GET', '/api/admin/persons-unbound/?limit=100', admin.session);
    expect(unbound.json().results.map((row: { id: number }) => row.id)).not.toContain(graveless[0].personId);

    // the organisation's deceased, buried into grave 5's free place and into the new grave 77 (two places)
    const imported = await t.db
      .select()
      .from(persons)
      .where(and(eq(persons.ownerCompanyId, municipal.company.id), eq(persons.lastName, 'Петров')));
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      firstName: 'Пётр',
      gender: 'male',
      birthDate: '1930-03-12',
      birthPrecision: 'day',
    });
    const [inFive] = await t.db.select().from(burials).where(eq(burials.personId, imported[0].id));
    expect(inFive).toMatchObject({ graveId: graveFive, position: 2 });
    const [newGrave] = await t.db
      .select()
      .from(graves)
      .where(and(eq(graves.cemeteryId, cemeteryId), eq(graves.number, '77')));
    expect(newGrave).toMatchObject({
      status: 'occupied',
      confirmed: true,
      placesCount: 2,
      location: { lng: 35.91, lat: 56.86 },
    });
    const inNew = await t.db.select().from(burials).where(eq(burials.graveId, newGrave.id));
    expect(inNew.map((burial) => burial.position).sort()).toEqual([1, 2]);
    const [counted] = await t.db
      .select({ n: cemeteries.gravesCount })
      .from(cemeteries)
      .where(eq(cemeteries.id, cemeteryId));
    expect(counted.n).toBe(2);
    // another company's person of the same name is neither a duplicate nor touched
    const [still] = await t.db.select().from(persons).where(eq(persons.id, theirs.id));
    expect(still).toMatchObject({ ownerCompanyId: other.company.id, updatedAt: theirs.updatedAt });
    const [theirCount] = await t.db
      .select({ n: count() })
      .from(persons)
      .where(eq(persons.ownerCompanyId, other.company.id));
    expect(theirCount.n).toBe(1);

    const report = await call('GET', done.report_url as string, admin.session);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('filename*=UTF-8');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Строка;Проблема;Фамилия;Имя;Отчество;Пол;Дата рождения;Дата смерти;Участок;Номер могилы;Широта;Долгота;Примечание',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['5', '6', '7', '8', '9']);
    expect(lines[1]).toContain(PERSON_IMPORT_MSG.badDate('31.02.1950'));
    expect(lines[5]).toContain(PERSON_IMPORT_MSG.duplicate);
    expect(lines[5]).toContain('Иванов;Иван;Иванович');

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'PersonImport'), eq(auditLog.recordId, String(id))));
    expect(journal.map((entry) => [entry.action, entry.accountId])).toEqual([
      ['create', admin.account.id],
      ['update', admin.account.id],
    ]);

    // the same file again creates nothing twice
    const second = (await upload(admin.session, csv1251())).json().id;
    await call('POST', `/api/admin/import-persons/${second}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: MAPPING,
    });
    expect(await finished(second)).toMatchObject({
      status: 'done',
      persons: 0,
      burials: 0,
      graves: 0,
      skipped: 5,
      failed: 4,
    });
    expect((await tally()).persons).toBe(before.persons + 4);

    const list = await call('GET', '/api/admin/import-persons/?limit=2', admin.session);
    expect(list.json().results.map((row: PersonImport) => row.id)).toEqual([second, id]);
  }, 60_000);

  it('imports the first sheet of an XLSX, dates as Excel keeps them', async () => {
    const { default: excel } = await import('exceljs');
    const book = new excel.Workbook();
    const sheet = book.addWorksheet('Реестр');
    sheet.addRow(['Фамилия', 'Имя', 'Дата смерти', 'Участок', 'Номер могилы']);
    sheet.addRow(['Лебедева', 'Ольга', new Date(Date.UTC(1999, 6, 14)), '', '']);
    sheet.addRow(['Лебедев', 'Олег', 2003, 'участок 1', '5']);
    sheet.getCell('C2').numFmt = 'dd.mm.yyyy';
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const taken = await upload(admin.session, data, 'Реестр.xlsx');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      format: 'xlsx',
      total: 2,
      mapping: ['last_name', 'first_name', 'date_death', 'area', 'grave_number'],
    });
    const id = taken.json().id;
    await call('POST', `/api/admin/import-persons/${id}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping: taken.json().mapping,
    });
    expect(await finished(id)).toMatchObject({ status: 'done', persons: 1, failed: 1 });
    const [olga] = await t.db.select().from(persons).where(eq(persons.lastName, 'Лебедева'));
    expect(olga).toMatchObject({
      deathDate: '1999-07-14',
      deathPrecision: 'day',
      ownerCompanyId: municipal.company.id,
    });
    const report = await call('GET', `/api/admin/import-persons/${id}/report/`, admin.session);
    // grave 5's two places are taken by now
    expect(report.body).toContain(PERSON_IMPORT_MSG.graveFull('5'));
  }, 60_000);

  it('refuses a cemetery no municipal organisation governs', async () => {
    const orphan = await t.services.cemeteries.create({
      name: 'Ничьё кладбище',
      center: { lng: 35.91, lat: 56.86 },
    });
    const id = (await upload(admin.session, csv1251())).json().id;
    const refused = await call('POST', `/api/admin/import-persons/${id}/dry-run/`, admin.session, {
      cemetery_id: orphan.id,
      mapping: MAPPING,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ cemetery_id: [PERSON_IMPORT_MSG.noMunicipal] });
    const missing = await call('POST', `/api/admin/import-persons/${id}/dry-run/`, admin.session, {
      cemetery_id: 999_999,
      mapping: MAPPING,
    });
    expect(missing.json()).toMatchObject({ cemetery_id: [CEMETERY_MSG.noCemetery] });
  });

  it('stops between batches when cancelled; what was committed stays and the report says so', async () => {
    const rows = Array.from(
      { length: 3500 },
      (_, index) => `Отменов;Имя${index};;;1900;${1950 + (index % 50)}`,
    );
    const data = Buffer.from(['Фамилия;Имя;Отчество;Пол;Дата рождения;Дата смерти', ...rows].join('\n'));
    const id = (await upload(admin.session, data, 'big.csv')).json().id;
    const mapping = ['last_name', 'first_name', 'patronymic', 'gender', 'date_birth', 'date_death'];
    await call('POST', `/api/admin/import-persons/${id}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping,
    });
    const cancel = await call('POST', `/api/admin/import-persons/${id}/cancel/`, admin.session);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().cancel_requested).toBe(true);
    const stopped = await finished(id);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.processed).toBeLessThan(3500);
    const [made] = await t.db.select({ n: count() }).from(persons).where(eq(persons.lastName, 'Отменов'));
    expect(made.n).toBe(stopped.persons);
    expect(stopped.persons).toBe(stopped.processed);
    const report = await call('GET', `/api/admin/import-persons/${id}/report/`, admin.session);
    expect(report.body).toContain(PERSON_IMPORT_MSG.cancelledAfter(stopped.processed + 2));
    const late = await call('POST', `/api/admin/import-persons/${id}/cancel/`, admin.session);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(PERSON_IMPORT_MSG.finished);
  }, 60_000);

  it('leaves nothing of a run to a crash: a run given again goes on from what it committed', async () => {
    const id = (
      await upload(
        admin.session,
        Buffer.from('Фамилия;Имя;Дата смерти\nВторов;Первый;2001\nВторов;Второй;2002\n'),
      )
    ).json().id;
    const mapping = ['last_name', 'first_name', 'date_death'];
    // as a crashed run leaves it: the first row committed, the import «running»
    await t.db
      .update((await import('./person-imports.table')).personImports)
      .set({ status: 'running', cemeteryId, mapping: mapping as never, processed: 1 })
      .where(sql`id = ${id}`);
    await t.services.personImports.run({ id });
    expect(await finished(id)).toMatchObject({ status: 'done', processed: 2, persons: 1 });
    const names = await t.db
      .select({ first: persons.firstName })
      .from(persons)
      .where(eq(persons.lastName, 'Второв'));
    expect(names.map((row) => row.first)).toEqual(['Второй']);
  });

  it('runs one import of an organisation at a time; a run stuck past its time is cancelled at once', async () => {
    const { personImports } = await import('./person-imports.table');
    const file = () => upload(admin.session, Buffer.from('Фамилия;Имя;Дата смерти\nДвоев;Один;2001\n'));
    const mapping = ['last_name', 'first_name', 'date_death'];
    const first = (await file()).json().id;
    const second = (await file()).json().id;
    // the first is running (as its worker leaves it between two batches)
    await t.db
      .update(personImports)
      .set({ status: 'running', cemeteryId, mapping: mapping as never, updatedAt: new Date() })
      .where(eq(personImports.id, first));
    const busy = await call('POST', `/api/admin/import-persons/${second}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping,
    });
    expect([busy.statusCode, busy.json().detail]).toEqual([409, PERSON_IMPORT_MSG.alreadyRunning(first)]);
    expect((await call('GET', `/api/admin/import-persons/${second}/`, admin.session)).json().status).toBe(
      'uploaded',
    );

    // its worker died for good (no batch for an hour): a cancel ends it now, with its report
    await t.db
      .update(personImports)
      .set({ updatedAt: new Date(Date.now() - 3600_000) })
      .where(eq(personImports.id, first));
    const cancelled = await call('POST', `/api/admin/import-persons/${first}/cancel/`, admin.session);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', report_url: expect.any(String) });
    expect(cancelled.json().finished_at).not.toBeNull();
    // a late batch of that run writes nothing
    await t.services.personImports.run({ id: first });
    const [none] = await t.db.select({ n: count() }).from(persons).where(eq(persons.lastName, 'Двоев'));
    expect(none.n).toBe(0);

    const started = await call('POST', `/api/admin/import-persons/${second}/start/`, admin.session, {
      cemetery_id: cemeteryId,
      mapping,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await finished(second)).toMatchObject({ status: 'done', persons: 1 });
  });

  it('never serves the register nor its report at a media address (only through the API, to an administrator)', async () => {
    const { personImports } = await import('./person-imports.table');
    const id = (await upload(admin.session, Buffer.from('Фамилия;Имя;Дата смерти\nТайнов;Живой;\n'))).json()
      .id;
    await t.db
      .update(personImports)
      .set({ status: 'running', cemeteryId, mapping: ['last_name', 'first_name', 'date_death'] as never })
      .where(eq(personImports.id, id));
    await t.services.personImports.run({ id });
    const [job] = await t.db.select().from(personImports).where(eq(personImports.id, id));
    expect(job.reportKey).not.toBeNull();
    for (const key of [job.fileKey, job.reportKey as string]) {
      for (const prefix of ['/media/', '/media/private/']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${prefix}${key}`,
          headers: t.bearer(admin.session),
        });
        expect(response.statusCode, `${prefix}${key}`).toBe(404);
      }
    }
    expect((await call('GET', `/api/admin/import-persons/${id}/report/`, admin.session)).statusCode).toBe(
      200,
    );
  });

  it('reports a row whose grave place the staff took while the run was going, and imports the rest', async () => {
    const { personImports } = await import('./person-imports.table');
    const governor = { admin: true } as const;
    const grave = await t.services.cemeteries.createGrave(
      { governor, accountId: admin.account.id, companyId: null },
      {
        cemetery_id: cemeteryId,
        area_id: areaId,
        number: 'С-1',
        location: { lng: 35.91, lat: 56.86 },
        places_count: 1,
      },
    );
    const id = (
      await upload(
        admin.session,
        Buffer.from('Фамилия;Имя;Дата смерти;Номер могилы\nЗанятов;Пётр;1990;С-1\n'),
      )
    ).json().id;
    await t.db
      .update(personImports)
      .set({
        status: 'running',
        cemeteryId,
        mapping: ['last_name', 'first_name', 'date_death', 'grave_number'] as never,
      })
      .where(eq(personImports.id, id));
    let running: Promise<void> | undefined;
    // the staff bury someone in the grave's one place, in a transaction the run's batch meets
    await t.db.transaction(async (tx) => {
      const [buried] = await tx
        .insert(persons)
        .values({ firstName: 'Похороненный', ownerCompanyId: municipal.company.id })
        .returning({ id: persons.id });
      await tx.insert(burials).values({ graveId: grave.id, position: 1, personId: buried.id });
      running = t.services.personImports.run({ id });
      // on PostgreSQL the run's batch waits for this transaction (on PGlite the run reads after it)
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await running;
    expect(await finished(id)).toMatchObject({ status: 'done', processed: 1, persons: 0, failed: 1 });
    const [none] = await t.db.select({ n: count() }).from(persons).where(eq(persons.lastName, 'Занятов'));
    expect(none.n).toBe(0);
    const report = await call('GET', `/api/admin/import-persons/${id}/report/`, admin.session);
    expect(report.body).toContain(PERSON_IMPORT_MSG.graveFull('С-1'));
  });

  it('takes at most PERSON_IMPORT_MAX_ROWS rows and PERSON_IMPORT_MAX_COLUMNS columns', async () => {
    const rows = Array.from({ length: PERSON_IMPORT_MAX_ROWS + 1 }, (_, index) => `Длинов;${index}`);
    const long = await upload(admin.session, Buffer.from(['Фамилия;Имя', ...rows].join('\n')));
    expect([long.statusCode, long.json().detail]).toEqual([400, PERSON_IMPORT_MSG.tooManyRows]);
    const header = Array.from({ length: PERSON_IMPORT_MAX_COLUMNS + 1 }, (_, index) => `Колонка ${index}`);
    const wide = await upload(admin.session, Buffer.from(`${header.join(';')}\nШиринов;Иван\n`));
    expect([wide.statusCode, wide.json().detail]).toEqual([400, PERSON_IMPORT_MSG.tooManyColumns]);
  });
});
