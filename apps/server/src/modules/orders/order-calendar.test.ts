import { CALENDAR_MSG, ORDER_MSG } from '@sp/shared/api/orders';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { shoppers } from '../shoppers/shoppers.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
type Employee = Awaited<ReturnType<TestApp['employee']>>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const ORDERS = '/api/company-orders/orders/';
const CALENDAR = '/api/company-orders/calendar/';
const calendar = (query: string) => `${CALENDAR}?${query}`;
const dates = (id: number) => `${ORDERS}${id}/dates/`;

let shop: Owner;
let rival: Owner;
let viewer: Employee;
let writer: Employee;
let tasksOnly: Employee;
let clientId = 0;
let rivalClientId = 0;
const deals = { funeral: 0, both: 0, edge: 0, byWriter: 0, completed: 0, cancelled: 0, later: 0, rival: 0 };

async function confirmedClient(owner: Owner, lastName: string, phone: string): Promise<number> {
  const response = await call('POST', '/api/company-shoppers/shopper/', owner.session, {
    type_shopper: '1',
    phone,
    email: '',
    physical_person: { last_name: lastName, first_name: 'Анна', patronymic: 'Сергеевна' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json();
  await t.db
    .update(shoppers)
    .set({ confirmedAt: new Date(), confirmedBy: 'phone' })
    .where(eq(shoppers.id, id));
  return id;
}

async function deal(session: Session, body: object, deceased?: [string, string, string]): Promise<number> {
  const response = await call('POST', ORDERS, session, {
    type_order: 1,
    category_order: 2,
    shopper_id: clientId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json();
  if (deceased) {
    const [last_name, first_name, patronymic] = deceased;
    const attached = await call('POST', '/api/company-orders/deceased_on_order/', session, {
      order_id: id,
      last_name,
      first_name,
      patronymic,
    });
    expect(attached.statusCode, attached.body).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  viewer = await t.employee(shop.company.id, { orders: 3 });
  writer = await t.employee(shop.company.id, { orders: 2 });
  tasksOnly = await t.employee(shop.company.id, { tasks: 1 });
  clientId = await confirmedClient(shop, 'Иванова', '+7 (903) 100-00-01');
  rivalClientId = await confirmedClient(rival, 'Чужая', '+7 (903) 100-00-02');

  deals.funeral = await deal(
    shop.session,
    { funeral_at: '2026-11-16T08:00:00.000Z', status: 'in_progress' },
    ['Иванов', 'Иван', 'Иванович'],
  );
  deals.both = await deal(shop.session, {
    category_order: 3,
    funeral_at: '2026-11-18T07:00:00.000Z',
    cremation_at: '2026-11-19T09:30:00.000Z',
  });
  // 22:30 UTC on the 20th is 01:30 on the 21st in Moscow
  deals.edge = await deal(shop.session, { funeral_at: '2026-11-20T22:30:00.000Z' });
  deals.byWriter = await deal(writer.session, {
    cremation_at: '2026-11-25T10:00:00.000Z',
    category_order: 3,
  });
  deals.completed = await deal(shop.session, { funeral_at: '2026-11-10T08:00:00.000Z', status: 'completed' });
  deals.cancelled = await deal(shop.session, { funeral_at: '2026-11-11T08:00:00.000Z', status: 'cancelled' });
  deals.later = await deal(shop.session, { funeral_at: '2027-02-01T08:00:00.000Z' });
  const rivalDeal = await call('POST', ORDERS, rival.session, {
    type_order: 1,
    category_order: 2,
    shopper_id: rivalClientId,
    funeral_at: '2026-11-16T09:00:00.000Z',
  });
  expect(rivalDeal.statusCode, rivalDeal.body).toBe(201);
  deals.rival = rivalDeal.json().id;
});
afterAll(() => t.close());

describe('GET /api/company-orders/calendar/', () => {
  it('lists the company’s funerals and cremations of the period, earliest first, with names', async () => {
    const response = await call('GET', calendar('date_gte=2026-11-01&date_lte=2026-11-30'), shop.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(body.results.length);
    expect(
      body.results.map((event: { order_id: number; kind: string }) => [event.order_id, event.kind]),
    ).toEqual([
      [deals.completed, 'funeral'],
      [deals.cancelled, 'funeral'],
      [deals.funeral, 'funeral'],
      [deals.both, 'funeral'],
      [deals.both, 'cremation'],
      [deals.edge, 'funeral'],
      [deals.byWriter, 'cremation'],
    ]);
    const first = body.results.find((event: { order_id: number }) => event.order_id === deals.funeral);
    expect(first).toMatchObject({
      kind: 'funeral',
      at: '2026-11-16T08:00:00.000Z',
      status: 'in_progress',
      type_order: 1,
      category_order: 2,
      deceased: { full_name: 'Иванов Иван Иванович', short_name: 'Иванов И. И.' },
      shopper: { id: clientId, name: 'Иванова Анна Сергеевна' },
      responsible: { id: shop.account.id },
    });
    expect(body.results.find((event: { order_id: number }) => event.order_id === deals.both).deceased).toBe(
      null,
    );
    expect(
      body.results.find((event: { order_id: number }) => event.order_id === deals.byWriter).responsible,
    ).toMatchObject({ id: writer.account.id });
  });

  it('reads the days in Moscow time: 22:30 UTC on the 20th is on the 21st', async () => {
    const on21 = (
      await call('GET', calendar('date_gte=2026-11-21&date_lte=2026-11-21'), shop.session)
    ).json();
    expect(on21.results.map((event: { order_id: number }) => event.order_id)).toEqual([deals.edge]);
    const on20 = (
      await call('GET', calendar('date_gte=2026-11-20&date_lte=2026-11-20'), shop.session)
    ).json();
    expect(on20.results).toEqual([]);
  });

  it('gives only the date that falls in the period when a deal has two', async () => {
    const body = (
      await call('GET', calendar('date_gte=2026-11-19&date_lte=2026-11-19'), shop.session)
    ).json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ order_id: deals.both, kind: 'cremation' });
  });

  it('filters by the responsible employee: the deal’s author', async () => {
    const mine = (
      await call(
        'GET',
        calendar(`date_gte=2026-11-01&date_lte=2026-11-30&responsible=${writer.account.id}`),
        shop.session,
      )
    ).json();
    expect(mine.results.map((event: { order_id: number }) => event.order_id)).toEqual([deals.byWriter]);
    const nobody = (
      await call('GET', calendar(`date_gte=2026-11-01&date_lte=2026-11-30&responsible=999999`), shop.session)
    ).json();
    expect(nobody).toEqual({ results: [], count: 0 });
  });

  it('lets the read-only employee read it; not an employee without the deals module', async () => {
    const read = await call('GET', calendar('date_gte=2026-11-01&date_lte=2026-11-30'), viewer.session);
    expect(read.statusCode).toBe(200);
    expect(read.json().count).toBe(7);
    const denied = await call('GET', calendar('date_gte=2026-11-01&date_lte=2026-11-30'), tasksOnly.session);
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', calendar('date_gte=2026-11-01&date_lte=2026-11-30'))).statusCode).toBe(401);
  });

  it('never shows another company’s deals', async () => {
    const body = (
      await call('GET', calendar('date_gte=2026-11-01&date_lte=2026-11-30'), rival.session)
    ).json();
    expect(body.results.map((event: { order_id: number }) => event.order_id)).toEqual([deals.rival]);
  });

  it('answers 400 for a missing, unreadable, reversed or too long period', async () => {
    const missing = await call('GET', CALENDAR, shop.session);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      date_gte: [CALENDAR_MSG.period],
      date_lte: [CALENDAR_MSG.period],
    });
    const unreadable = await call('GET', calendar('date_gte=2026-02-30&date_lte=2026-03-01'), shop.session);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ date_gte: [CALENDAR_MSG.period] });
    const reversed = await call('GET', calendar('date_gte=2026-11-30&date_lte=2026-11-01'), shop.session);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ date_lte: [ORDER_MSG.periodOrder] });
    const tooLong = await call('GET', calendar('date_gte=2026-11-01&date_lte=2027-01-02'), shop.session);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ date_lte: [CALENDAR_MSG.periodTooLong] });
    // 62 days, both counted, is the longest period
    const longest = await call('GET', calendar('date_gte=2026-11-01&date_lte=2027-01-01'), shop.session);
    expect(longest.statusCode, longest.body).toBe(200);
  });
});

describe('PATCH /api/company-orders/orders/{id}/dates/', () => {
  it('the owner moves a funeral; the deal keeps its other fields; the journal records the move', async () => {
    const response = await call('PATCH', dates(deals.funeral), shop.session, {
      funeral_at: '2026-11-17T09:00:00+03:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: deals.funeral,
      funeral_at: '2026-11-17T06:00:00.000Z',
      cremation_at: null,
      status: 'in_progress',
      shopper: { id: clientId },
    });
    expect(response.json().deceased).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Order'), eq(auditLog.recordId, String(deals.funeral))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'update',
      accountId: shop.account.id,
      changes: { funeral_at: { old: '2026-11-16T08:00:00.000Z', new: '2026-11-17T06:00:00.000Z' } },
    });
    expect(Object.keys(entry.changes)).toEqual(['funeral_at']);
    const moved = (
      await call('GET', calendar('date_gte=2026-11-17&date_lte=2026-11-17'), shop.session)
    ).json();
    expect(moved.results.map((event: { order_id: number }) => event.order_id)).toEqual([deals.funeral]);
  });

  it('moves only the date sent: the cremation of a deal with both', async () => {
    const response = await call('PATCH', dates(deals.both), writer.session, {
      cremation_at: '2026-11-20T12:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      funeral_at: '2026-11-18T07:00:00.000Z',
      cremation_at: '2026-11-20T12:00:00.000Z',
    });
  });

  it('keeps a completed or cancelled deal’s dates (400 with the reason)', async () => {
    const completed = await call('PATCH', dates(deals.completed), shop.session, {
      funeral_at: '2026-11-12T08:00:00.000Z',
    });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual({ detail: CALENDAR_MSG.datesLocked('Выполнена') });
    const cancelled = await call('PATCH', dates(deals.cancelled), shop.session, {
      funeral_at: '2026-11-12T08:00:00.000Z',
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toEqual({ detail: CALENDAR_MSG.datesLocked('Отменена') });
    const still = (await call('GET', `${ORDERS}${deals.completed}/`, shop.session)).json();
    expect(still.funeral_at).toBe('2026-11-10T08:00:00.000Z');
  });

  it('refuses the read-only employee (403) and another company (404)', async () => {
    const readOnly = await call('PATCH', dates(deals.edge), viewer.session, {
      funeral_at: '2026-11-22T08:00:00.000Z',
    });
    expect(readOnly.statusCode).toBe(403);
    const foreign = await call('PATCH', dates(deals.rival), shop.session, {
      funeral_at: '2026-11-22T08:00:00.000Z',
    });
    expect(foreign.statusCode).toBe(404);
    const rivalRow = (await call('GET', `${ORDERS}${deals.rival}/`, rival.session)).json();
    expect(rivalRow.funeral_at).toBe('2026-11-16T09:00:00.000Z');
    const edge = (await call('GET', `${ORDERS}${deals.edge}/`, shop.session)).json();
    expect(edge.funeral_at).toBe('2026-11-20T22:30:00.000Z');
  });

  it('answers 400 for an empty body or an unreadable date', async () => {
    const empty = await call('PATCH', dates(deals.edge), shop.session, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Нет изменений' });
    const bad = await call('PATCH', dates(deals.edge), shop.session, { funeral_at: '21.11.2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ funeral_at: [ORDER_MSG.dateTime] });
  });

  it('clears a date with null', async () => {
    const response = await call('PATCH', dates(deals.later), shop.session, { funeral_at: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().funeral_at).toBeNull();
  });
});
