import { ADMIN_PERSON_MSG, type AdminPerson, type UnboundPerson } from '@sp/shared/api/admin-persons';
import type { Session } from '@sp/shared/api/auth';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { burials, cemeteries, graves } from '../cemeteries/cemeteries.table';
import { familyNodes } from '../family-tree/family-tree.table';
import { memoryPages } from '../memory-pages/memory-pages.table';
import { orderDeceased } from '../orders/orders.table';
import { passportRequests } from '../passports/passports.table';
import { personImportPersons, personImports } from '../person-imports/person-imports.table';
import { personAttributes, personAttributeValues } from '../persons/person-attributes.table';
import { persons } from '../persons/persons.table';

// One seeded app for the file: a family, a company, a municipal organisation, a person bound by each kind of link
// (a register's import among them) and two bound by none.
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let family: Awaited<ReturnType<TestApp['user']>>;
let company: Awaited<ReturnType<TestApp['companyOwner']>>;
let receiver: Awaited<ReturnType<TestApp['user']>>;
const ids = {
  loneFamily: 0,
  loneCompany: 0,
  inTree: 0,
  onPage: 0,
  onDeal: 0,
  buried: 0,
  onPassport: 0,
  fromRegister: 0,
};
let importId = 0;
let pageId = 0;
let graveId = 0;
let cemeteryId = 0;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

async function person(values: Partial<typeof persons.$inferInsert> & { firstName: string }): Promise<number> {
  const [row] = await t.db.insert(persons).values(values).returning({ id: persons.id });
  return row.id;
}

const died = { deathDate: '2001-05-09', deathPrecision: 'day' } as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  family = await t.user();
  company = await t.companyOwner('REGULAR', 'Ритуал «Персоны»');
  receiver = await t.user();
  const municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Персоны»');
  const own = { ownerAccountId: family.account.id };
  const companys = { ownerCompanyId: company.company.id };

  // the two unbound ones first: the oldest
  ids.loneFamily = await person({
    ...own,
    lastName: 'Одинокий',
    firstName: 'Семён',
    birthDate: '1950-03-01',
    birthPrecision: 'month',
  });
  ids.loneCompany = await person({ ...companys, lastName: 'Безродный', firstName: 'Пётр', ...died });
  ids.inTree = await person({ ...own, lastName: 'Древесный', firstName: 'Иван' });
  await t.db.insert(familyNodes).values({ accountId: family.account.id, personId: ids.inTree });
  ids.onPage = await person({ ...own, lastName: 'Памятный', firstName: 'Илья', ...died });
  [{ id: pageId }] = await t.db
    .insert(memoryPages)
    .values({ personId: ids.onPage, ...own, visibility: 'public', linkToken: 'admin-persons-page' })
    .returning({ id: memoryPages.id });
  ids.onDeal = await person({ ...companys, lastName: 'Сделкин', firstName: 'Олег', ...died });
  const deal = await call('POST', '/api/company-orders/orders/', company.session, {
    type_order: 2,
    category_order: 4,
  });
  expect(deal.statusCode, deal.body).toBe(201);
  await t.db.insert(orderDeceased).values({ orderId: deal.json().id, personId: ids.onDeal });
  ids.buried = await person({ ...own, lastName: 'Погребённый', firstName: 'Фёдор', ...died });
  [{ id: cemeteryId }] = await t.db
    .insert(cemeteries)
    .values({
      name: 'Кладбище «Персоны»',
      center: { lng: 37.6, lat: 55.7 },
      municipalCompanyId: municipal.company.id,
    })
    .returning({ id: cemeteries.id });
  [{ id: graveId }] = await t.db
    .insert(graves)
    .values({ cemeteryId, number: '12-А', location: { lng: 37.6, lat: 55.7 }, placesCount: 2 })
    .returning({ id: graves.id });
  await t.db.insert(burials).values({ graveId, position: 1, personId: ids.buried });
  ids.onPassport = await person({ ...companys, lastName: 'Паспортный', firstName: 'Глеб', ...died });
  await t.db.insert(passportRequests).values({
    kind: 'issue',
    municipalCompanyId: municipal.company.id,
    applicantCompanyId: company.company.id,
    graveId,
    personId: ids.onPassport,
    holderName: 'Паспортный Глеб',
  });
  // imported from the cemetery's register without a grave: the organisation's record, bound by its register
  ids.fromRegister = await person({
    ownerCompanyId: municipal.company.id,
    lastName: 'Реестровый',
    firstName: 'Яков',
    ...died,
  });
  [{ id: importId }] = await t.db
    .insert(personImports)
    .values({
      cemeteryId,
      fileKey: 'imports/register.csv',
      fileName: 'register.csv',
      format: 'csv',
      status: 'done',
    })
    .returning({ id: personImports.id });
  await t.db.insert(personImportPersons).values({ personId: ids.fromRegister, importId });
});
afterAll(() => t.close());

describe('the administrator’s persons directory (issue 16)', () => {
  it('answers 403 to everyone but an administrator on every endpoint', async () => {
    const endpoints: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/admin/attributes-person/'],
      ['POST', '/api/admin/attributes-person/', { name: 'Чужой' }],
      ['PUT', '/api/admin/attributes-person/1/', { name: 'Чужой' }],
      ['DELETE', '/api/admin/attributes-person/1/'],
      ['GET', '/api/admin/persons/'],
      ['GET', `/api/admin/persons/${ids.inTree}/`],
      ['PUT', `/api/admin/persons/${ids.inTree}/attributes/1/`, { value: '' }],
      ['DELETE', `/api/admin/persons/${ids.inTree}/attributes/1/`],
      ['GET', '/api/admin/persons-unbound/'],
      ['POST', '/api/admin/persons-unbound/delete/', { ids: [ids.loneFamily] }],
      ['POST', `/api/admin/persons-unbound/${ids.loneFamily}/link/`, {}],
    ];
    const employee = await t.employee(company.company.id, { orders: 1 });
    for (const [method, url, body] of endpoints) {
      for (const who of [family, company, employee]) {
        const answer = await call(method, url, who.session, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    // nothing was deleted or linked
    expect(await t.db.select().from(persons).where(eq(persons.id, ids.loneFamily))).toHaveLength(1);
  });

  it('shows every person with where it is linked, searched and filtered', async () => {
    const all = await call('GET', '/api/admin/persons/?limit=100', admin.session);
    expect(all.statusCode, all.body).toBe(200);
    const byId = new Map((all.json().results as AdminPerson[]).map((row) => [row.id, row]));
    expect(all.json().count).toBe(8);
    expect(byId.get(ids.loneFamily)).toMatchObject({
      full_name: 'Одинокий Семён',
      birth: { value: '1950-03', qualifier: 'exact' },
      death: null,
      living: true,
      owner: { kind: 'account', id: family.account.id },
      trees: 0,
      memory_page: null,
      deals: 0,
      burial: null,
      passports: 0,
      register: null,
    });
    expect(byId.get(ids.inTree)).toMatchObject({ trees: 1, memory_page: null, deals: 0 });
    expect(byId.get(ids.onPage)).toMatchObject({
      living: false,
      death: { value: '2001-05-09' },
      memory_page: { id: pageId, visibility: 'public' },
    });
    expect(byId.get(ids.onDeal)).toMatchObject({
      deals: 1,
      owner: { kind: 'company', id: company.company.id, name: 'Ритуал «Персоны»' },
    });
    expect(byId.get(ids.buried)).toMatchObject({
      burial: {
        grave_id: graveId,
        grave_number: '12-А',
        cemetery_id: cemeteryId,
        cemetery: 'Кладбище «Персоны»',
      },
    });
    expect(byId.get(ids.onPassport)).toMatchObject({ passports: 1, burial: null, register: null });
    expect(byId.get(ids.fromRegister)).toMatchObject({
      owner: { kind: 'company', name: 'МКУ «Персоны»' },
      burial: null,
      register: { import_id: importId, cemetery_id: cemeteryId, cemetery: 'Кладбище «Персоны»' },
    });

    const names = async (query: string) =>
      (
        (await call('GET', `/api/admin/persons/?limit=100&${query}`, admin.session)).json()
          .results as AdminPerson[]
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await names('query=семен одинок')).toEqual([ids.loneFamily]);
    expect(await names('query=федор')).toEqual([ids.buried]);
    expect(await names('life=living')).toEqual([ids.loneFamily, ids.inTree]);
    expect(await names('life=deceased')).toHaveLength(6);
    expect(await names('owner=company')).toEqual([
      ids.loneCompany,
      ids.onDeal,
      ids.onPassport,
      ids.fromRegister,
    ]);
    expect(await names('has_memory_page=true')).toEqual([ids.onPage]);
    expect(await names('has_memory_page=false&owner=account')).toEqual([
      ids.loneFamily,
      ids.inTree,
      ids.buried,
    ]);
    expect((await call('GET', '/api/admin/persons/?life=dead', admin.session)).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/persons/${ids.onDeal}/`, admin.session)).json()).toMatchObject({
      id: ids.onDeal,
      deals: 1,
    });
    expect((await call('GET', '/api/admin/persons/999999/', admin.session)).statusCode).toBe(404);
  });

  it('keeps attributes with unique names, gives them to persons (shown on the public page) and deletes them from all', async () => {
    const veteran = await call('POST', '/api/admin/attributes-person/', admin.session, {
      name: 'Участник Великой Отечественной войны',
    });
    expect(veteran.statusCode, veteran.body).toBe(201);
    expect(veteran.json()).toMatchObject({
      name: 'Участник Великой Отечественной войны',
      has_value: false,
      persons: 0,
    });
    const twin = await call('POST', '/api/admin/attributes-person/', admin.session, {
      name: 'участник великой отечественной войны',
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toMatchObject({ name: [ADMIN_PERSON_MSG.nameTaken] });
    expect(
      (await call('POST', '/api/admin/attributes-person/', admin.session, { name: ' ' })).json(),
    ).toMatchObject({
      name: [ADMIN_PERSON_MSG.nameRequired],
    });
    const rank = await call('POST', '/api/admin/attributes-person/', admin.session, {
      name: 'Звание',
      description: 'Воинское звание',
      has_value: true,
    });
    const rankId = rank.json().id as number;
    const renamed = await call('PUT', `/api/admin/attributes-person/${rankId}/`, admin.session, {
      name: 'Воинское звание',
      description: '',
      has_value: true,
    });
    expect(renamed.json()).toMatchObject({ id: rankId, name: 'Воинское звание', has_value: true });
    expect(
      (
        await call('PUT', `/api/admin/attributes-person/${rankId}/`, admin.session, {
          name: 'Участник великой отечественной войны',
        })
      ).statusCode,
    ).toBe(400);

    const give = (personId: number, attributeId: number, value = '') =>
      call('PUT', `/api/admin/persons/${personId}/attributes/${attributeId}/`, admin.session, { value });
    expect((await give(ids.onPage, rankId)).json()).toMatchObject({
      value: [ADMIN_PERSON_MSG.valueRequired],
    });
    expect((await give(ids.onPage, rankId, 'капитан')).statusCode).toBe(200);
    const given = await give(ids.onPage, rankId, 'майор');
    expect(given.json()).toEqual([{ id: rankId, name: 'Воинское звание', has_value: true, value: 'майор' }]);
    await give(ids.onPage, veteran.json().id, 'не нужно');
    await give(ids.onDeal, veteran.json().id);
    expect((await give(999999, rankId, 'майор')).statusCode).toBe(404);
    expect((await give(ids.onPage, 999999)).statusCode).toBe(404);

    // the public page shows them under the name
    const page = await call('GET', `/api/memory_page/public/${pageId}/`);
    expect(page.json().attributes).toEqual([
      { name: 'Воинское звание', value: 'майор' },
      { name: 'Участник Великой Отечественной войны', value: '' },
    ]);
    const withVeteran = await call(
      'GET',
      `/api/admin/persons/?attribute=${veteran.json().id}`,
      admin.session,
    );
    expect((withVeteran.json().results as AdminPerson[]).map((row) => row.id).sort((a, b) => a - b)).toEqual([
      ids.onPage,
      ids.onDeal,
    ]);
    const list = await call('GET', '/api/admin/attributes-person/', admin.session);
    expect(list.json()).toMatchObject({
      count: 2,
      results: [
        { name: 'Воинское звание', persons: 1 },
        { name: 'Участник Великой Отечественной войны', persons: 2 },
      ],
    });

    // taken from one person, journalled in its company's journal
    const taken = await call(
      'DELETE',
      `/api/admin/persons/${ids.onDeal}/attributes/${veteran.json().id}/`,
      admin.session,
    );
    expect(taken.json()).toEqual([]);
    expect(
      (
        await call(
          'DELETE',
          `/api/admin/persons/${ids.onDeal}/attributes/${veteran.json().id}/`,
          admin.session,
        )
      ).statusCode,
    ).toBe(404);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Person'), eq(auditLog.recordId, String(ids.onDeal))));
    expect(journal.map((row) => [row.companyId, row.accountId, row.changes])).toEqual([
      [
        company.company.id,
        admin.account.id,
        { 'attribute: Участник Великой Отечественной войны': { old: null, new: '' } },
      ],
      [
        company.company.id,
        admin.account.id,
        { 'attribute: Участник Великой Отечественной войны': { old: '', new: null } },
      ],
    ]);

    // deleting the attribute takes it from everyone who had it
    const deleted = await call('DELETE', `/api/admin/attributes-person/${veteran.json().id}/`, admin.session);
    expect(deleted.json()).toEqual({ persons: 1 });
    expect(
      await t.db
        .select()
        .from(personAttributeValues)
        .where(eq(personAttributeValues.attributeId, veteran.json().id)),
    ).toEqual([]);
    expect((await call('GET', `/api/memory_page/public/${pageId}/`)).json().attributes).toEqual([
      { name: 'Воинское звание', value: 'майор' },
    ]);
    expect(
      (await call('DELETE', `/api/admin/attributes-person/${veteran.json().id}/`, admin.session)).statusCode,
    ).toBe(404);
    const attributeJournal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'PersonAttribute'), eq(auditLog.recordId, String(veteran.json().id))));
    expect(attributeJournal.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('lists exactly the unbound persons, the oldest first (a register’s person without a grave is not one)', async () => {
    const unbound = await call('GET', '/api/admin/persons-unbound/', admin.session);
    expect(unbound.statusCode, unbound.body).toBe(200);
    expect(unbound.json().count).toBe(2);
    expect(
      (unbound.json().results as UnboundPerson[]).map((row) => [row.id, row.owner.kind, row.owner.name]),
    ).toEqual([
      [ids.loneFamily, 'account', 'Тест'],
      [ids.loneCompany, 'company', 'Ритуал «Персоны»'],
    ]);
  });

  it('deletes only those still unbound when asked, journalled', async () => {
    const gone = await person({ ownerAccountId: family.account.id, firstName: 'Лишний' });
    const boundMeanwhile = await person({ ownerAccountId: family.account.id, firstName: 'Успевший' });
    // it was unbound when the administrator chose it; the family put it in its tree before the deletion
    await t.db.insert(familyNodes).values({ accountId: family.account.id, personId: boundMeanwhile });
    // the register's person (no grave) is the organisation's record: never deleted as unbound
    const answer = await call('POST', '/api/admin/persons-unbound/delete/', admin.session, {
      ids: [gone, boundMeanwhile, ids.fromRegister],
    });
    expect(answer.json()).toEqual({ deleted: 1, skipped: 2 });
    const left = await t.db
      .select({ id: persons.id })
      .from(persons)
      .where(inArray(persons.id, [gone, boundMeanwhile, ids.fromRegister]))
      .orderBy(persons.id);
    expect(left).toEqual([{ id: ids.fromRegister }, { id: boundMeanwhile }]);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Person'), eq(auditLog.action, 'delete')));
    expect(journal.map((row) => [row.recordId, row.accountId, row.companyId])).toEqual([
      [String(gone), admin.account.id, null],
    ]);
    expect(
      (await call('POST', '/api/admin/persons-unbound/delete/', admin.session, { ids: [] })).json(),
    ).toMatchObject({
      ids: [ADMIN_PERSON_MSG.idsRequired],
    });
  });

  it('links a family’s person into its tree and hands a company’s person to an account, journalled', async () => {
    const linked = await call(
      'POST',
      `/api/admin/persons-unbound/${ids.loneFamily}/link/`,
      admin.session,
      {},
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ person_id: ids.loneFamily, account_id: family.account.id });
    const [node] = await t.db.select().from(familyNodes).where(eq(familyNodes.personId, ids.loneFamily));
    expect(node).toMatchObject({ id: linked.json().family_node_id, accountId: family.account.id });
    // bound now: not listed, not linked twice, not deleted
    expect(
      (await call('POST', `/api/admin/persons-unbound/${ids.loneFamily}/link/`, admin.session, {})).json(),
    ).toEqual({ detail: ADMIN_PERSON_MSG.alreadyBound, error_code: 'admin_persons.already_bound' });
    expect(
      (
        await call('POST', '/api/admin/persons-unbound/delete/', admin.session, { ids: [ids.loneFamily] })
      ).json(),
    ).toEqual({
      deleted: 0,
      skipped: 1,
    });

    const companyPerson = `/api/admin/persons-unbound/${ids.loneCompany}/link/`;
    expect((await call('POST', companyPerson, admin.session, {})).json()).toMatchObject({
      login: [ADMIN_PERSON_MSG.ownerIsCompany],
    });
    expect(
      (await call('POST', companyPerson, admin.session, { login: 'nobody@test.ru' })).json(),
    ).toMatchObject({
      login: [ADMIN_PERSON_MSG.accountNotFound],
    });
    expect(
      (await call('POST', companyPerson, admin.session, { login: admin.account.email })).json(),
    ).toMatchObject({
      login: [ADMIN_PERSON_MSG.notFamilyAccount],
    });
    const handed = await call('POST', companyPerson, admin.session, { login: receiver.account.email });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ person_id: ids.loneCompany, account_id: receiver.account.id });
    const [moved] = await t.db.select().from(persons).where(eq(persons.id, ids.loneCompany));
    expect(moved).toMatchObject({ ownerAccountId: receiver.account.id, ownerCompanyId: null });
    expect(
      await t.db.select().from(familyNodes).where(eq(familyNodes.personId, ids.loneCompany)),
    ).toMatchObject([{ accountId: receiver.account.id }]);
    // the receiver sees the person in its tree
    const tree = await call('GET', '/api/family/tree/', receiver.session);
    expect(JSON.stringify(tree.json())).toContain('Безродный');
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Person'), eq(auditLog.recordId, String(ids.loneCompany))));
    expect(journal).toMatchObject([
      {
        action: 'update',
        companyId: company.company.id,
        accountId: admin.account.id,
        changes: {
          owner_account_id: { old: null, new: receiver.account.id },
          owner_company_id: { old: company.company.id, new: null },
        },
      },
    ]);
    expect((await call('GET', '/api/admin/persons-unbound/', admin.session)).json()).toEqual({
      count: 0,
      results: [],
    });
    expect(
      (await call('POST', '/api/admin/persons-unbound/999999/link/', admin.session, {})).statusCode,
    ).toBe(404);
  });

  it('hands an unbound person over once when two administrators do it at the same moment', async () => {
    const [first, second] = [await t.user(), await t.user()];
    const contested = await person({ firstName: 'Спорный', ownerCompanyId: company.company.id });
    const answers = await Promise.all(
      [first, second].map((to) =>
        call('POST', `/api/admin/persons-unbound/${contested}/link/`, admin.session, {
          login: to.account.email,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().account_id;
    expect(await t.db.select().from(familyNodes).where(eq(familyNodes.personId, contested))).toMatchObject([
      { accountId: winner },
    ]);
  });

  it('keeps a person bound while its delete waited (a tree took it in a transaction not yet committed)', async () => {
    const lone = await person({ firstName: 'Ожидающий', ownerAccountId: family.account.id });
    let deleting: ReturnType<typeof call> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.insert(familyNodes).values({ accountId: family.account.id, personId: lone });
      deleting = call('POST', '/api/admin/persons-unbound/delete/', admin.session, { ids: [lone] });
      // on PostgreSQL the delete waits for this transaction (on PGlite it runs after it)
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await deleting)?.json()).toEqual({ deleted: 0, skipped: 1 });
    expect(await t.db.select().from(familyNodes).where(eq(familyNodes.personId, lone))).toHaveLength(1);
  });

  it('gives an attribute as it is once a change of it being made is committed', async () => {
    const rank = await call('POST', '/api/admin/attributes-person/', admin.session, {
      name: 'Звание на время',
      has_value: true,
    });
    const attributeId: number = rank.json().id;
    const someone = await person({ firstName: 'Награждаемый', ownerAccountId: family.account.id });
    let giving: ReturnType<typeof call> | undefined;
    // another administrator's edit: the attribute stops taking a value (as update() does it)
    await t.db.transaction(async (tx) => {
      await tx.select().from(personAttributes).where(eq(personAttributes.id, attributeId)).for('update');
      await tx.update(personAttributes).set({ hasValue: false }).where(eq(personAttributes.id, attributeId));
      giving = call('PUT', `/api/admin/persons/${someone}/attributes/${attributeId}/`, admin.session, {
        value: 'майор',
      });
      // on PostgreSQL the give waits for this transaction (on PGlite it runs after it)
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await giving)?.statusCode).toBe(200);
    const [given] = await t.db
      .select()
      .from(personAttributeValues)
      .where(eq(personAttributeValues.personId, someone));
    expect(given.value).toBe('');
  });
});
