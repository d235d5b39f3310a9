import { SHOPPER_MSG } from '@sp/shared/api/shoppers';
import { MSG } from '@sp/shared/validation/messages';
import { REQUISITES_MSG } from '@sp/shared/validation/requisites';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { accounts } from '../accounts/accounts.table';
import { orders } from '../orders/orders.table';
import { shoppers } from './shoppers.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const BASE = '/api/company-shoppers/shopper/';
const CONFIRM = '/api/company-shoppers/confirm/';
let phones = 0;
/** a fresh phone per client, so the per-contact limit on codes bites only where a test wants it */
const nextPhone = () =>
  `+7 (901) 000-${String(10 + Math.floor(++phones / 100)).padStart(2, '0')}-${String(phones % 100).padStart(2, '0')}`;

const person = (overrides: object = {}) => ({
  type_shopper: '1',
  phone: nextPhone(),
  email: '',
  physical_person: {
    last_name: 'Иванова',
    first_name: 'Мария',
    patronymic: 'Петровна',
    birth_date: '1961-04-12',
    address: 'Тверь, ул. Советская, 5, кв. 12',
    doc_series: '2805',
    doc_number: '123456',
    doc_issued_by: 'ОУФМС России по Тверской обл.',
    doc_issued_date: '2006-05-20',
    doc_division_code: '690-001',
  },
  ...overrides,
});

const entity = (overrides: object = {}) => ({
  type_shopper: '2',
  phone: '',
  email: 'buh@rassvet.ru',
  legal_entity: {
    name: 'ООО «Рассвет»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: 'Москва, ул. Вавилова, 19',
    representative: 'Генеральный директор Петров П. П.',
    bank_account: '40702810938000012345',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
  },
  ...overrides,
});

async function create(session: Session, body: object) {
  const response = await call('POST', BASE, session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('clients', () => {
  it('a physical person is created, read, listed, changed and deleted by the owner, and journalled', async () => {
    const owner = await t.companyOwner();
    const created = await create(
      owner.session,
      person({ phone: '8 (900) 555-12-34', email: 'Maria@Mail.RU' }),
    );
    expect(created).toMatchObject({
      type_shopper: '1',
      name: 'Иванова Мария Петровна',
      phone: '+7 (900) 555-12-34',
      email: 'maria@mail.ru',
      legal_entity: null,
      is_confirmed: false,
      has_account: false,
      orders_count: 0,
    });
    expect(created.physical_person).toMatchObject({ doc_number: '123456', birth_date: '1961-04-12' });

    expect((await call('GET', `${BASE}${created.id}/`, owner.session)).json().name).toBe(
      'Иванова Мария Петровна',
    );
    const list = (await call('GET', BASE, owner.session)).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: created.id }] });

    const changed = await call(
      'PUT',
      `${BASE}${created.id}/`,
      owner.session,
      person({ note: 'Звонить после 10' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().note).toBe('Звонить после 10');

    expect((await call('DELETE', `${BASE}${created.id}/`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}${created.id}/`, owner.session)).statusCode).toBe(404);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Shopper'), eq(auditLog.recordId, String(created.id))))
      .orderBy(auditLog.id);
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(journal[1].changes.note).toEqual({ old: '', new: 'Звонить после 10' });
    expect(journal[1].changes.phone).toBeDefined();
  });

  it('a legal entity keeps its details; only the block of type_shopper is read and stored (SPEC §5)', async () => {
    const owner = await t.companyOwner();
    // a legal block sent with a physical person is dropped unread, even an invalid one
    const withBoth = await create(owner.session, {
      ...person(),
      legal_entity: { name: 'Лишнее', inn: '123' },
    });
    expect(withBoth.legal_entity).toBeNull();
    const [stored] = await t.db.select().from(shoppers).where(eq(shoppers.id, withBoth.id));
    expect(stored).toMatchObject({ typeShopper: 1, legalName: null, inn: null, lastName: 'Иванова' });

    // switching the type to a legal entity drops the person's block
    const switched = await call('PUT', `${BASE}${withBoth.id}/`, owner.session, {
      ...entity(),
      physical_person: person().physical_person,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      type_shopper: '2',
      name: 'ООО «Рассвет»',
      physical_person: null,
      legal_entity: { inn: '7707083893', bik: '044525225', bank_account: '40702810938000012345' },
    });
    const [after] = await t.db.select().from(shoppers).where(eq(shoppers.id, withBoth.id));
    expect(after).toMatchObject({
      lastName: null,
      firstName: null,
      docNumber: null,
      birthDate: null,
      inn: '7707083893',
    });

    // a type given as a number is the same type
    expect((await create(owner.session, { ...entity(), type_shopper: 2 })).type_shopper).toBe('2');
  });

  it('checks ИНН, КПП, ОГРН, БИК and the accounts with their check digits, and the person’s fields', async () => {
    const owner = await t.companyOwner();
    const bad = async (body: object) => {
      const response = await call('POST', BASE, owner.session, body);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    const legal = (fields: object) => entity({ legal_entity: { ...entity().legal_entity, ...fields } });
    expect(await bad(legal({ inn: '7707083894' }))).toEqual({
      'legal_entity.inn': [REQUISITES_MSG.innChecksum],
    });
    expect(await bad(legal({ inn: '' }))).toEqual({ 'legal_entity.inn': [MSG.required] });
    expect(await bad(legal({ kpp: '77360100' }))).toEqual({ 'legal_entity.kpp': [REQUISITES_MSG.kppFormat] });
    expect(await bad(legal({ ogrn: '1027700132196' }))).toEqual({
      'legal_entity.ogrn': [REQUISITES_MSG.ogrnChecksum],
    });
    expect(await bad(legal({ bik: '144525225' }))).toMatchObject({
      'legal_entity.bik': [REQUISITES_MSG.bikFormat],
    });
    expect(await bad(legal({ bik: '044525974' }))).toEqual({
      'legal_entity.bank_account': [REQUISITES_MSG.accountChecksum],
      'legal_entity.corr_account': [REQUISITES_MSG.corrAccountChecksum],
    });
    expect(await bad(legal({ bik: '' }))).toEqual({
      'legal_entity.bank_account': [REQUISITES_MSG.accountNeedsBik],
      'legal_entity.corr_account': [REQUISITES_MSG.accountNeedsBik],
    });
    // a sole trader: 12-digit ИНН, 15-digit ОГРНИП, no КПП or bank
    const trader = await create(
      owner.session,
      entity({
        legal_entity: { name: 'ИП Смирнов А. В.', inn: '500100732259', ogrn: '304500116000157' },
      }),
    );
    expect(trader.legal_entity).toMatchObject({ kpp: '', bank_account: '', ogrn: '304500116000157' });

    const human = (fields: object) => person({ physical_person: { ...person().physical_person, ...fields } });
    expect(await bad(human({ first_name: '' }))).toEqual({ 'physical_person.first_name': [MSG.required] });
    expect(await bad(human({ last_name: 'Иванова2' }))).toEqual({
      'physical_person.last_name': [SHOPPER_MSG.nameLetters],
    });
    expect(await bad(human({ birth_date: '2999-01-01' }))).toEqual({
      'physical_person.birth_date': [SHOPPER_MSG.dateFuture],
    });
    expect(await bad(person({ phone: '12' }))).toEqual({ phone: [MSG.phoneFormat] });
    expect(await bad(person({ email: 'нет@почты' }))).toEqual({ email: [MSG.emailFormat] });
    expect(Object.keys(await bad({ ...person(), type_shopper: '3' }))).toEqual([
      'type_shopper',
      'error_code',
    ]);
    // a double-barrelled name is a name
    expect((await create(owner.session, human({ last_name: 'Римская-Корсакова' }))).name).toMatch(
      /^Римская-Корсакова/,
    );
  });

  it('lists with search by name, ИНН, phone and e-mail, type and confirmation filters, sorting and pages', async () => {
    const owner = await t.companyOwner();
    const ivanova = await create(owner.session, person({ phone: '+7 (902) 111-22-33' }));
    const rassvet = await create(owner.session, entity());
    const petrov = await create(
      owner.session,
      person({
        phone: '',
        email: 'petrov@mail.ru',
        physical_person: { last_name: 'Петров', first_name: 'Андрей' },
      }),
    );
    await t.db
      .update(shoppers)
      .set({ confirmedAt: new Date(), confirmedBy: 'email' })
      .where(eq(shoppers.id, petrov.id));
    const ids = async (query: string) =>
      (await call('GET', `${BASE}?${query}`, owner.session))
        .json()
        .results.map((row: { id: number }) => row.id);

    expect(await ids('query=ИВАНОВА')).toEqual([ivanova.id]);
    expect(await ids('query=рассвет')).toEqual([rassvet.id]);
    expect(await ids('query=7707083893')).toEqual([rassvet.id]);
    expect(await ids(`query=${encodeURIComponent('+7 (902) 111')}`)).toEqual([ivanova.id]);
    expect(await ids(`query=${encodeURIComponent('8 902 111-22-33')}`)).toEqual([ivanova.id]);
    expect(await ids('query=petrov@')).toEqual([petrov.id]);
    expect(await ids('query=100%25')).toEqual([]);
    expect(await ids('type_shopper=2')).toEqual([rassvet.id]);
    expect(await ids('type_shopper=1&sort=name')).toEqual([ivanova.id, petrov.id]);
    expect(await ids('is_confirmed=true')).toEqual([petrov.id]);
    expect(await ids('is_confirmed=false&sort=created_at')).toEqual([ivanova.id, rassvet.id]);
    expect(await ids('sort=-name')).toEqual([petrov.id, rassvet.id, ivanova.id]);
    expect(await ids('sort=name')).toEqual([ivanova.id, rassvet.id, petrov.id]);
    expect(await ids('type_shopper=&query=')).toEqual([petrov.id, rassvet.id, ivanova.id]);
    const page = (await call('GET', `${BASE}?sort=name&limit=2&offset=2`, owner.session)).json();
    expect(page).toMatchObject({ count: 3, results: [{ id: petrov.id }] });
    expect(page.results[0].orders_count).toBe(0);
    expect((await call('GET', `${BASE}?sort=age`, owner.session)).statusCode).toBe(400);
  });

  it('a client with deals is not deleted (409) and shows how many', async () => {
    const owner = await t.companyOwner();
    const client = await create(owner.session, person());
    await t.db.insert(orders).values({
      companyId: owner.company.id,
      number: 1,
      typeOrder: 1,
      categoryOrder: 2,
      shopperId: client.id,
    });
    expect((await call('GET', `${BASE}${client.id}/`, owner.session)).json().orders_count).toBe(1);
    expect((await call('GET', BASE, owner.session)).json().results[0].orders_count).toBe(1);
    const refused = await call('DELETE', `${BASE}${client.id}/`, owner.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: SHOPPER_MSG.hasOrders });
  });
});

describe('who may work with clients', () => {
  it('guests 401, ordinary users 403, employees by their level on «Клиенты», other companies 404', async () => {
    const owner = await t.companyOwner();
    const client = await create(owner.session, person());
    const one = `${BASE}${client.id}/`;

    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('POST', BASE, undefined, person())).statusCode).toBe(401);
    expect(
      (await call('POST', CONFIRM, undefined, { shopper_id: client.id, phone: client.phone })).statusCode,
    ).toBe(401);
    const { session: user } = await t.user();
    expect((await call('GET', BASE, user)).statusCode).toBe(403);

    const reader = await t.employee(owner.company.id, { shoppers: 3 });
    expect((await call('GET', BASE, reader.session)).json().count).toBe(1);
    expect((await call('GET', one, reader.session)).statusCode).toBe(200);
    expect((await call('POST', BASE, reader.session, person())).statusCode).toBe(403);
    expect((await call('PUT', one, reader.session, person())).statusCode).toBe(403);
    expect((await call('DELETE', one, reader.session)).statusCode).toBe(403);
    expect(
      (await call('POST', CONFIRM, reader.session, { shopper_id: client.id, phone: client.phone }))
        .statusCode,
    ).toBe(403);

    const writer = await t.employee(owner.company.id, { shoppers: 2 });
    expect((await call('POST', BASE, writer.session, person())).statusCode).toBe(201);
    expect((await call('PUT', one, writer.session, person())).statusCode).toBe(200);
    expect((await call('DELETE', one, writer.session)).statusCode).toBe(403);

    const outsider = await t.employee(owner.company.id, { orders: 1 });
    expect((await call('GET', BASE, outsider.session)).statusCode).toBe(403);

    const rival = await t.companyOwner('REGULAR', 'Соседи');
    expect((await call('GET', BASE, rival.session)).json().count).toBe(0);
    expect((await call('GET', one, rival.session)).statusCode).toBe(404);
    expect((await call('PUT', one, rival.session, person())).statusCode).toBe(404);
    expect((await call('DELETE', one, rival.session)).statusCode).toBe(404);
    expect(
      (await call('POST', CONFIRM, rival.session, { shopper_id: client.id, phone: client.phone })).statusCode,
    ).toBe(404);

    const full = await t.employee(owner.company.id, { shoppers: 1 });
    expect((await call('DELETE', one, full.session)).statusCode).toBe(204);
  });
});

describe('confirmation by code', () => {
  const digits = (phone: string) => phone.replace(/\D/g, '');

  it('sends a code to the phone, confirms with it, records the consents and links the account with that phone', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const phone = nextPhone();
    const family = await t.createAccount({ userType: 1, phone: digits(phone), email: 'family@test.ru' });
    await t.db.update(accounts).set({ isPhoneVerified: true }).where(eq(accounts.id, family.id));
    const client = await create(owner.session, person({ phone }));

    const sent = await call('POST', CONFIRM, owner.session, { shopper_id: client.id, phone });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      detail: SHOPPER_MSG.codeSent(phone),
      shopper: { is_confirmed: false },
    });
    const code = await t.lastCode(digits(phone));

    const wrong = await call('POST', CONFIRM, owner.session, {
      shopper_id: client.id,
      phone,
      code: code === '00000' ? '11111' : '00000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['Неверный код.'] });

    const confirmed = await call('POST', CONFIRM, owner.session, {
      shopper_id: client.id,
      phone,
      code,
      is_notify_phone: true,
      is_notify_email: false,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      detail: SHOPPER_MSG.confirmed,
      shopper: {
        is_confirmed: true,
        confirmed_by: 'phone',
        is_notify_phone: true,
        is_notify_email: false,
        has_account: true,
      },
    });
    const [row] = await t.db.select().from(shoppers).where(eq(shoppers.id, client.id));
    expect(row.accountId).toBe(family.id);
    // the code is used up
    expect(
      (await call('POST', CONFIRM, owner.session, { shopper_id: client.id, phone, code })).statusCode,
    ).toBe(400);

    // changing the confirmed phone drops the confirmation, its consent and the link
    const moved = await call('PUT', `${BASE}${client.id}/`, owner.session, person({ phone: nextPhone() }));
    expect(moved.json()).toMatchObject({ is_confirmed: false, is_notify_phone: false, has_account: false });
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Shopper'), eq(auditLog.recordId, String(client.id))))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(journal[1].changes.is_confirmed).toEqual({ old: false, new: true });
  });

  it('by e-mail, links an account that appears later, and only to the client’s own saved contact', async () => {
    const owner = await t.companyOwner('REGULAR', 'Память');
    const client = await create(owner.session, person({ phone: '', email: 'Later@Mail.ru' }));

    const noPhone = await call('POST', CONFIRM, owner.session, { shopper_id: client.id, phone: nextPhone() });
    expect(noPhone.json()).toEqual({ phone: [SHOPPER_MSG.noPhone] });
    const otherEmail = await call('POST', CONFIRM, owner.session, {
      shopper_id: client.id,
      email: 'x@mail.ru',
    });
    expect(otherEmail.json()).toEqual({ email: [SHOPPER_MSG.emailMismatch] });
    const nothing = await call('POST', CONFIRM, owner.session, { shopper_id: client.id });
    expect(nothing.json()).toEqual({ phone: [SHOPPER_MSG.contactRequired] });
    const badCode = await call('POST', CONFIRM, owner.session, {
      shopper_id: client.id,
      email: 'later@mail.ru',
      code: '12a',
    });
    expect(badCode.json()).toEqual({ code: [MSG.codeNotNumber] });

    expect(
      (await call('POST', CONFIRM, owner.session, { shopper_id: client.id, email: 'later@mail.ru' }))
        .statusCode,
    ).toBe(200);
    const code = await t.lastCode('later@mail.ru');
    const confirmed = await call('POST', CONFIRM, owner.session, {
      shopper_id: client.id,
      email: 'LATER@mail.ru',
      code,
      is_notify_email: true,
    });
    expect(confirmed.json().shopper).toMatchObject({
      is_confirmed: true,
      confirmed_by: 'email',
      has_account: false,
    });

    // the family registers later; an unverified e-mail links nothing, a verified one links the client
    const family = await t.createAccount({ userType: 1, email: 'later@mail.ru', verified: false });
    expect(await t.services.shoppers.linkAccount(family.id)).toBe(0);
    await t.db.update(accounts).set({ isEmailVerified: true }).where(eq(accounts.id, family.id));
    expect(await t.services.shoppers.linkAccount(family.id)).toBe(1);
    expect((await call('GET', `${BASE}${client.id}/`, owner.session)).json().has_account).toBe(true);
    expect(await t.services.shoppers.linkAccount(family.id)).toBe(0);
  });

  it('a code of one company’s client does not confirm another client with the same phone', async () => {
    const first = await t.companyOwner('REGULAR', 'Первая');
    const second = await t.companyOwner('REGULAR', 'Вторая');
    const phone = nextPhone();
    const a = await create(first.session, person({ phone }));
    const b = await create(second.session, person({ phone }));
    await call('POST', CONFIRM, first.session, { shopper_id: a.id, phone });
    const code = await t.lastCode(digits(phone));
    const stolen = await call('POST', CONFIRM, second.session, { shopper_id: b.id, phone, code });
    expect(stolen.statusCode).toBe(400);
    expect((await call('POST', CONFIRM, first.session, { shopper_id: a.id, phone, code })).statusCode).toBe(
      200,
    );
  });

  it('sends at most 3 codes to one contact in 15 minutes', async () => {
    const owner = await t.companyOwner();
    const phone = nextPhone();
    const client = await create(owner.session, person({ phone }));
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', CONFIRM, owner.session, { shopper_id: client.id, phone })).statusCode).toBe(
        200,
      );
    }
    const limited = await call('POST', CONFIRM, owner.session, { shopper_id: client.id, phone });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Код можно запросить не более 3 раз за 15 минут/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
