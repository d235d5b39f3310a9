import { AGENT_REQUEST_MSG } from '@sp/shared/api/agent-requests';
import { SERVER_MSG } from '@sp/shared/api/common';
import { PERSON_MSG } from '@sp/shared/api/persons';
import { formatRubles, MONEY_MSG } from '@sp/shared/format/money';
import { MSG } from '@sp/shared/validation/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { orderDeceased, orders } from '../orders/orders.table';
import { persons } from '../persons/persons.table';
import { shoppers } from '../shoppers/shoppers.table';
import { agentRequests } from './agent-requests.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const BASE = '/api/company-orders/request_agent/';
const FROM = '/api/company-orders/order_from_request_agent/';

let phones = 0;
const nextPhone = () => `+7 (903) 000-00-${String(++phones).padStart(2, '0')}`;

const body = (overrides: object = {}) => ({
  agent_name: 'Сидоров П. А.',
  agent_phone: '8 (910) 555-01-02',
  agent_organization: 'ГБУЗ «Областная клиническая больница», морг',
  contact_name: 'Кузнецова Ольга Ивановна',
  contact_phone: nextPhone(),
  contact_email: 'Olga.K@Mail.ru',
  deceased_last_name: 'Кузнецов',
  deceased_first_name: 'Иван',
  deceased_patronymic: 'Петрович',
  date_death: '2025-03-02',
  place: 'Тверь, Петербургское шоссе, 105, морг',
  category_order: 2,
  note: 'Семья просит перезвонить после 18:00',
  fee: 3000.5,
  ...overrides,
});

async function created(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let shop: Owner;
let rival: Owner;
let full: { session: Session; account: { id: number } };
let writer: { session: Session };
let viewer: { session: Session };

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  full = await t.employee(shop.company.id, { orders: 1 });
  writer = await t.employee(shop.company.id, { orders: 2 });
  viewer = await t.employee(shop.company.id, { orders: 3 });
});
afterAll(() => t.close());

describe('agent requests', () => {
  it('the owner records, reads, lists, changes and deletes a request; the journal keeps each step', async () => {
    const request = await created(await call('POST', BASE, shop.session, body()));
    expect(request).toMatchObject({
      agent_name: 'Сидоров П. А.',
      agent_phone: '+7 (910) 555-01-02',
      contact_email: 'olga.k@mail.ru',
      deceased_full_name: 'Кузнецов Иван Петрович',
      date_death: '2025-03-02',
      category_order: 2,
      fee: 3000.5,
      is_new: true,
      order: null,
      created_by: { id: shop.account.id, name: 'Тест' },
    });
    const [row] = await t.db.select().from(agentRequests).where(eq(agentRequests.id, request.id));
    expect(row).toMatchObject({ fee: 300050, agentPhone: '79105550102' });

    // its author reads it and it stays new
    const mine = await call('GET', `${BASE}${request.id}/`, shop.session);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().is_new).toBe(true);

    const changed = await call(
      'PUT',
      `${BASE}${request.id}/`,
      shop.session,
      body({ fee: 0, date_death: '', note: 'Перезвонили, ждут' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ fee: 0, date_death: null, note: 'Перезвонили, ждут' });

    const list = (await call('GET', BASE, shop.session)).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: request.id }] });

    expect((await call('DELETE', `${BASE}${request.id}/`, shop.session)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}${request.id}/`, shop.session)).statusCode).toBe(404);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'AgentRequest'), eq(auditLog.recordId, String(request.id))))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(journal[1].changes.fee).toEqual({ old: 3000.5, new: 0 });
    expect(journal[0].accountId).toBe(shop.account.id);
  });

  it('is new until someone other than its author opens it; the count follows', async () => {
    const request = await created(await call('POST', BASE, full.session, body()));
    const count = () => call('GET', `${BASE}count/?is_new=true`, shop.session).then((r) => r.json().count);
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(1);
    // the read-only viewer may open it, which reads it for everyone
    const opened = await call('GET', `${BASE}${request.id}/`, viewer.session);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().is_new).toBe(false);
    expect(await count()).toBe(before - 1);
    expect((await call('GET', `${BASE}?is_new=false`, shop.session)).json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: request.id, is_new: false })]),
    );
    expect((await call('GET', `${BASE}count/`, shop.session)).json().count).toBeGreaterThan(0);
  });

  it('filters by query (names, phones, e-mail), category and the day recorded, newest first', async () => {
    const owner = await t.companyOwner('REGULAR', 'Фильтры');
    const first = await created(
      await call(
        'POST',
        BASE,
        owner.session,
        body({
          agent_name: 'Орлова Анна',
          agent_phone: '+7 (920) 111-22-33',
          category_order: 3,
          deceased_last_name: 'Морозов',
        }),
      ),
    );
    const second = await created(
      await call('POST', BASE, owner.session, body({ contact_name: 'Белова Вера', category_order: 1 })),
    );
    const ids = async (query: string) =>
      (await call('GET', `${BASE}?${query}`, owner.session)).json().results.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([second.id, first.id]);
    expect(await ids('query=орлова')).toEqual([first.id]);
    expect(await ids('query=МОРОЗОВ')).toEqual([first.id]);
    expect(await ids('query=Белова')).toEqual([second.id]);
    expect(await ids('query=8 920 111')).toEqual([first.id]);
    expect(await ids('query=olga.k@mail')).toEqual([second.id, first.id]);
    expect(await ids('category_order=3')).toEqual([first.id]);
    expect(await ids('query=100%25')).toEqual([]);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`start_date=${today}&end_date=${today}`)).toEqual([second.id, first.id]);
    expect(await ids('end_date=2020-01-01')).toEqual([]);
    expect(await ids('limit=1&offset=1')).toEqual([first.id]);
    const bad = await call('GET', `${BASE}?start_date=2025-02-01&end_date=2025-01-01`, owner.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ end_date: [AGENT_REQUEST_MSG.periodOrder] });
    expect((await call('GET', `${BASE}?category_order=7`, owner.session)).statusCode).toBe(400);
  });

  it('refuses bad input with Russian messages per field', async () => {
    const bad = async (overrides: object) => {
      const response = await call('POST', BASE, shop.session, body(overrides));
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await bad({ agent_phone: '12' })).toEqual({ agent_phone: [MSG.min3] });
    expect(await bad({ agent_phone: 'позвонить' })).toEqual({ agent_phone: [MSG.phoneFormat] });
    expect(await bad({ contact_phone: '+7 (900) abc' })).toEqual({ contact_phone: [MSG.phoneFormat] });
    expect(await bad({ contact_email: 'olga@' })).toEqual({ contact_email: [MSG.emailFormat] });
    expect(await bad({ fee: -1 })).toEqual({ fee: [MONEY_MSG.negative] });
    expect(await bad({ fee: 10.555 })).toEqual({ fee: [MONEY_MSG.decimals] });
    expect(await bad({ note: 'я'.repeat(2001) })).toEqual({ note: [MSG.tooLong] });
    expect(await bad({ place: 'я'.repeat(501) })).toEqual({ place: [MSG.tooLong] });
    expect(await bad({ agent_name: '' })).toEqual({ agent_name: [MSG.required] });
    expect(await bad({ agent_name: 'Агент 007' })).toEqual({
      agent_name: [AGENT_REQUEST_MSG.agentNameLetters],
    });
    expect(await bad({ contact_name: 'Ольга (дочь)' })).toEqual({
      contact_name: [AGENT_REQUEST_MSG.contactNameLetters],
    });
    expect(await bad({ deceased_first_name: 'Ив4н' })).toEqual({
      deceased_first_name: [PERSON_MSG.nameLetters],
    });
    expect(await bad({ deceased_last_name: '' })).toEqual({ deceased_last_name: [MSG.required] });
    expect(await bad({ date_death: '2999-01-01' })).toEqual({ date_death: [AGENT_REQUEST_MSG.dateFuture] });
    expect(await bad({ date_death: '2025-02-30' })).toEqual({ date_death: [AGENT_REQUEST_MSG.date] });
    expect(await bad({ category_order: 5 })).toEqual({ category_order: [AGENT_REQUEST_MSG.category] });
    // the category may come as a string of a form
    expect((await call('POST', BASE, shop.session, body({ category_order: '3' }))).statusCode).toBe(201);
  });

  it('lets staff in by their orders level, keeps other companies out and guests unauthorised', async () => {
    const request = await created(await call('POST', BASE, writer.session, body()));
    const url = `${BASE}${request.id}/`;

    // read-only: reads, but writes nothing
    expect((await call('GET', BASE, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', url, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}count/`, viewer.session)).statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', BASE],
      ['PUT', url],
      ['DELETE', url],
      ['POST', FROM],
    ] as const) {
      const response = await call(method, path, viewer.session, {
        ...body(),
        agent_request: request.id,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({ detail: SERVER_MSG.forbidden });
    }
    // read-write: changes but does not delete
    expect((await call('PUT', url, writer.session, body({ fee: 100 }))).statusCode).toBe(200);
    expect((await call('DELETE', url, writer.session)).statusCode).toBe(403);

    // another company: nothing of ours exists
    expect((await call('GET', url, rival.session)).statusCode).toBe(404);
    expect((await call('PUT', url, rival.session, body())).statusCode).toBe(404);
    expect((await call('DELETE', url, rival.session)).statusCode).toBe(404);
    expect((await call('POST', FROM, rival.session, { agent_request: request.id })).statusCode).toBe(404);
    expect((await call('GET', BASE, rival.session)).json()).toEqual({ results: [], count: 0 });

    // a family's account and guests
    const family = await t.user();
    expect((await call('GET', BASE, family.session)).statusCode).toBe(403);
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('POST', BASE, undefined, body())).statusCode).toBe(401);
    expect((await call('POST', FROM, undefined, { agent_request: request.id })).statusCode).toBe(401);

    // full rights delete
    expect((await call('DELETE', url, full.session)).statusCode).toBe(204);
  });
});

describe('a deal from an agent request', () => {
  it('makes one deal with a new client, the deceased as a company Person and the note; then refuses', async () => {
    const contactPhone = nextPhone();
    const request = await created(
      await call('POST', BASE, writer.session, body({ contact_phone: contactPhone })),
    );
    const made = await call('POST', FROM, writer.session, { agent_request: request.id });
    const deal = await created(made);
    expect(deal).toMatchObject({
      type_order: 1,
      category_order: 2,
      status: 'new',
      shopper: { name: 'Кузнецова Ольга Ивановна', phone: contactPhone, email: 'olga.k@mail.ru' },
      deceased: [
        {
          full_name: 'Кузнецов Иван Петрович',
          date_death: '2025-03-02',
          is_company_owned: true,
        },
      ],
    });
    expect(deal.note).toContain(`Заявка агента № ${request.id}`);
    expect(deal.note).toContain(
      'Агент: Сидоров П. А., +7 (910) 555-01-02 (ГБУЗ «Областная клиническая больница», морг).',
    );
    expect(deal.note).toContain(`Вознаграждение агенту: ${formatRubles(300050)}.`);
    expect(deal.note).toContain('Где находится умерший: Тверь, Петербургское шоссе, 105, морг.');
    expect(deal.note).toContain('Семья просит перезвонить после 18:00');

    // the deceased is a Person owned by the company, linked (not copied) to the deal
    const [link] = await t.db.select().from(orderDeceased).where(eq(orderDeceased.orderId, deal.id));
    const [person] = await t.db.select().from(persons).where(eq(persons.id, link.personId));
    expect(person).toMatchObject({ ownerCompanyId: shop.company.id, lastName: 'Кузнецов' });
    const [client] = await t.db.select().from(shoppers).where(eq(shoppers.id, deal.shopper.id));
    expect(client).toMatchObject({ companyId: shop.company.id, typeShopper: 1, firstName: 'Ольга' });

    // the request knows its deal, is read and stays as it is
    const after = (await call('GET', `${BASE}${request.id}/`, writer.session)).json();
    expect(after).toMatchObject({ order: { id: deal.id, number: deal.number }, is_new: false });
    const again = await call('POST', FROM, writer.session, { agent_request: request.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ agent_request: [AGENT_REQUEST_MSG.hasOrder(deal.number)] });
    const edit = await call('PUT', `${BASE}${request.id}/`, writer.session, body());
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ detail: AGENT_REQUEST_MSG.hasOrderEdit(deal.number) });
    const remove = await call('DELETE', `${BASE}${request.id}/`, full.session);
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({ detail: AGENT_REQUEST_MSG.hasOrderDelete(deal.number) });
    expect(await t.db.select().from(orders).where(eq(orders.shopperId, deal.shopper.id))).toHaveLength(1);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'AgentRequest'), eq(auditLog.recordId, String(request.id))))
      .orderBy(auditLog.id);
    expect(journal.at(-1)?.changes.order_id).toEqual({ old: null, new: deal.id });

    // the deal deleted, the request is free again
    expect((await call('DELETE', `/api/company-orders/orders/${deal.id}/`, full.session)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `${BASE}${request.id}/`, writer.session)).json().order).toBeNull();
  });

  it('finds the client by phone or e-mail among the company’s clients; two calls at once make one deal', async () => {
    const phone = nextPhone();
    const known = await created(
      await call('POST', '/api/company-shoppers/shopper/', shop.session, {
        type_shopper: '1',
        phone,
        physical_person: { last_name: 'Белова', first_name: 'Вера' },
      }),
    );
    // typed differently, the same number; no name needed for a known client
    const digits = phone.replace(/\D/g, '');
    const request = await created(
      await call(
        'POST',
        BASE,
        shop.session,
        body({ contact_name: '', contact_email: '', contact_phone: `8${digits.slice(1)}`, date_death: null }),
      ),
    );
    const answers = await Promise.all([
      call('POST', FROM, shop.session, { agent_request: request.id }),
      call('POST', FROM, shop.session, { agent_request: request.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const deal = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(deal.shopper.id).toBe(known.id);
    expect(deal.deceased[0].date_death).toBeNull();
    expect(await t.db.select().from(agentRequests).where(eq(agentRequests.orderId, deal.id))).toHaveLength(1);

    const byEmail = await created(
      await call('POST', '/api/company-shoppers/shopper/', shop.session, {
        type_shopper: '1',
        email: 'family@example.ru',
        physical_person: { last_name: 'Орлов', first_name: 'Пётр' },
      }),
    );
    const second = await created(
      await call(
        'POST',
        BASE,
        shop.session,
        body({ contact_name: 'Пётр', contact_phone: '', contact_email: 'FAMILY@example.ru' }),
      ),
    );
    const fromSecond = await created(await call('POST', FROM, shop.session, { agent_request: second.id }));
    expect(fromSecond.shopper.id).toBe(byEmail.id);
  });

  it('needs the contact’s surname and name when no client matches, before anything is written', async () => {
    const request = await created(
      await call(
        'POST',
        BASE,
        shop.session,
        body({ contact_name: 'Ольга', contact_phone: nextPhone(), contact_email: '' }),
      ),
    );
    const ordersBefore = await t.db.select().from(orders);
    const refused = await call('POST', FROM, shop.session, { agent_request: request.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ contact_name: [AGENT_REQUEST_MSG.clientName] });
    expect(await t.db.select().from(orders)).toHaveLength(ordersBefore.length);
    expect((await call('POST', FROM, shop.session, { agent_request: 999999 })).statusCode).toBe(404);
    expect((await call('POST', FROM, shop.session, { agent_request: 'x' })).statusCode).toBe(400);
  });

  it('is one transaction: a failure after the deal is written leaves no deal, no new client, the request as it was', async () => {
    const contactPhone = nextPhone();
    const request = await created(
      await call(
        'POST',
        BASE,
        shop.session,
        body({
          contact_name: 'Новикова Анна Сергеевна',
          contact_phone: contactPhone,
          contact_email: '',
          deceased_last_name: 'Сбоев',
        }),
      ),
    );
    const [requestBefore] = await t.db.select().from(agentRequests).where(eq(agentRequests.id, request.id));
    const counted = async () => {
      const [[deals], [clients], [people], [journal]] = await Promise.all([
        t.db.select({ n: count() }).from(orders).where(eq(orders.companyId, shop.company.id)),
        t.db.select({ n: count() }).from(shoppers).where(eq(shoppers.companyId, shop.company.id)),
        t.db.select({ n: count() }).from(persons).where(eq(persons.ownerCompanyId, shop.company.id)),
        t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, shop.company.id)),
      ]);
      return { deals: deals.n, clients: clients.n, people: people.n, journal: journal.n };
    };
    const before = await counted();

    // the last step, the deceased's Person, is refused by the database itself (the client and the deal are
    // written by then)
    await t.db.execute(
      sql.raw(`create function refuse_person() returns trigger language plpgsql as $$
        begin
          if new.last_name = 'Сбоев' then raise exception 'persons: refused by the test'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_person before insert on persons for each row execute function refuse_person()',
      ),
    );
    try {
      const failed = await call('POST', FROM, shop.session, { agent_request: request.id });
      expect(failed.statusCode, failed.body).toBe(500);
      expect(failed.json()).toEqual({ detail: SERVER_MSG.internal });
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_person on persons'));
      await t.db.execute(sql.raw('drop function refuse_person()'));
    }
    expect(await counted()).toEqual(before);
    const [requestAfter] = await t.db.select().from(agentRequests).where(eq(agentRequests.id, request.id));
    expect(requestAfter).toEqual(requestBefore);
    expect(
      await t.db
        .select()
        .from(shoppers)
        .where(eq(shoppers.phone, contactPhone.replace(/\D/g, ''))),
    ).toEqual([]);

    // once nothing refuses, the same request makes its deal, with the client and the deceased
    const deal = await created(await call('POST', FROM, shop.session, { agent_request: request.id }));
    expect(deal).toMatchObject({
      shopper: { name: 'Новикова Анна Сергеевна' },
      deceased: [{ full_name: 'Сбоев Иван Петрович' }],
    });
    expect(await counted()).toMatchObject({
      deals: before.deals + 1,
      clients: before.clients + 1,
      people: before.people + 1,
    });
  });
});
