import type { CompanyDashboard } from '@sp/shared/api/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../orders/orders.table';
import { siteRequests } from '../requests/requests.table';
import { shoppers } from '../shoppers/shoppers.table';
import { dashboardDays } from './reports.service';

/*
 * Issue 12 §3: the company's home page («Статистика») in one call, GET /api/reports/dashboard/ — checked against
 * data made here: today's funerals and cremations (Moscow), unread site requests, overdue tasks, this month's and
 * last month's deals and money, the deals by status.
 */

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

const DASHBOARD = '/api/reports/dashboard/';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const MSK = 3 * 3600_000;
/** hh:mm Moscow time of a Moscow day, as an ISO instant */
const moscow = (day: string, hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00Z`) - MSK).toISOString();

let shop: Owner;
let rival: Owner;
let days: ReturnType<typeof dashboardDays>;
const ids = { funeral: 0, both: 0 };

async function service(owner: Owner, price: number): Promise<number> {
  const response = await call('POST', '/api/company-products/services/', owner.session, {
    name: `Услуга ${price}`,
    price,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function deal(owner: Owner, body: object, price = 0): Promise<number> {
  const items = price ? [{ kind: 'service', item_id: await service(owner, price), quantity: 1 }] : [];
  const response = await call('POST', '/api/company-orders/orders/', owner.session, {
    type_order: 1,
    category_order: 2,
    items,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function deceased(owner: Owner, orderId: number, lastName: string) {
  const response = await call('POST', '/api/company-orders/deceased_on_order/', owner.session, {
    order_id: orderId,
    last_name: lastName,
    first_name: 'Андрей',
    patronymic: 'Романович',
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  days = dashboardDays(new Date());
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  const client = await call('POST', '/api/company-shoppers/shopper/', shop.session, {
    type_shopper: '1',
    phone: '+7 (903) 300-00-01',
    email: '',
    physical_person: { last_name: 'Титов', first_name: 'Роман', patronymic: 'Андреевич' },
  });
  const clientId = client.json().id;
  await t.db
    .update(shoppers)
    .set({ confirmedAt: new Date(), confirmedBy: 'phone' })
    .where(eq(shoppers.id, clientId));

  // today: a funeral at 14:00, a cremation deal with its farewell at 09:30 and cremation at 12:00; a cancelled
  // funeral and tomorrow's funeral do not count
  ids.funeral = await deal(shop, { funeral_at: moscow(days.today, '14:00'), shopper_id: clientId }, 10_000);
  await deceased(shop, ids.funeral, 'Титов');
  ids.both = await deal(
    shop,
    {
      category_order: 3,
      funeral_at: moscow(days.today, '09:30'),
      cremation_at: moscow(days.today, '12:00'),
      status: 'in_progress',
    },
    2_500.5,
  );
  await deal(shop, { funeral_at: moscow(days.today, '11:00'), status: 'cancelled' }, 99_999);
  await deal(shop, { funeral_at: moscow(days.tomorrow, '10:00') });
  const paid = await call('POST', '/api/company-orders/order_payments/', shop.session, {
    order_id: ids.funeral,
    amount: 4_000,
  });
  expect(paid.statusCode, paid.body).toBe(201);

  // last month: two deals (one cancelled, left out)
  const lastMonthDay = new Date(moscow(`${days.lastMonth.start.slice(0, 8)}15`, '12:00'));
  for (const [price, status] of [
    [7_000, 'new'],
    [3_000, 'cancelled'],
  ] as const) {
    const id = await deal(shop, { status }, price);
    await t.db.update(orders).set({ createdAt: lastMonthDay }).where(eq(orders.id, id));
  }

  // requests: two unread, one read; another company's unread
  await t.db.insert(siteRequests).values([
    { companyId: shop.company.id, name: 'Анна' },
    { companyId: shop.company.id, name: 'Пётр' },
    { companyId: shop.company.id, name: 'Ольга', isNew: false },
    { companyId: rival.company.id, name: 'Чужая' },
  ]);

  // tasks: two overdue (one in progress), one done late, one due tomorrow
  const past = new Date(Date.now() - 2 * 3600_000).toISOString();
  for (const [title, deadline, status] of [
    ['Позвонить семье', past, 'new'],
    ['Заказать катафалк', past, 'in_progress'],
    ['Оформить справку', past, 'done'],
    ['Подготовить зал', moscow(days.tomorrow, '18:00'), 'new'],
  ]) {
    const task = await call('POST', '/api/company-tasks/tasks/', shop.session, { title, deadline, status });
    expect(task.statusCode, task.body).toBe(201);
  }
  // another company's deal today and overdue task are not ours
  await deal(rival, { funeral_at: moscow(days.today, '10:00') }, 1_000);
  await call('POST', '/api/company-tasks/tasks/', rival.session, { title: 'Чужая', deadline: past });
});
afterAll(() => t.close());

describe('GET /api/reports/dashboard/', () => {
  it('answers the company’s figures of today, this month and last, and the deals by status', async () => {
    const response = await call('GET', DASHBOARD, shop.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CompanyDashboard;
    expect(body.today).toBe(days.today);
    expect(body.funerals_today).toBe(2);
    expect(body.cremations_today).toBe(1);
    expect(body.today_events.map((event) => [event.order_id, event.kind])).toEqual([
      [ids.both, 'funeral'],
      [ids.both, 'cremation'],
      [ids.funeral, 'funeral'],
    ]);
    expect(body.today_events[2].deceased).toBe('Титов А. Р.');
    expect(body.today_events[0].deceased).toBeNull();
    expect(body.new_requests).toBe(2);
    expect(body.overdue_tasks).toBe(2);
    // this month: 10 000 + 2 500,50 + tomorrow's empty deal (the cancelled one left out), 4 000 paid
    expect(body.month).toEqual({
      start: days.thisMonth.start,
      end: expect.stringMatching(/^\d{4}-\d{2}-(28|29|30|31)$/),
      deals: 3,
      revenue: 12_500.5,
      paid: 4_000,
      due: 8_500.5,
    });
    expect(body.previous_month).toMatchObject({
      start: days.lastMonth.start,
      deals: 1,
      revenue: 7_000,
      paid: 0,
      due: 7_000,
    });
    expect(body.pipeline.map((head) => head.status)).toEqual([
      'new',
      'in_progress',
      'awaiting_payment',
      'paid',
      'completed',
      'cancelled',
    ]);
    expect(body.pipeline[0]).toEqual({ status: 'new', count: 3, total: 17_000, due: 13_000 });
    expect(body.pipeline[1]).toEqual({ status: 'in_progress', count: 1, total: 2_500.5, due: 2_500.5 });
    expect(body.pipeline[5]).toMatchObject({ status: 'cancelled', count: 2 });
  });

  it('opens with the orders module’s read level; without tasks it says nothing of them', async () => {
    const viewer = await t.employee(shop.company.id, { orders: 3 });
    const seen = await call('GET', DASHBOARD, viewer.session);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ funerals_today: 2, overdue_tasks: null, new_requests: 2 });
    const both = await t.employee(shop.company.id, { orders: 3, tasks: 3 });
    expect((await call('GET', DASHBOARD, both.session)).json().overdue_tasks).toBe(2);

    const tasksOnly = await t.employee(shop.company.id, { tasks: 1 });
    expect((await call('GET', DASHBOARD, tasksOnly.session)).statusCode).toBe(403);
    const family = await t.user();
    expect((await call('GET', DASHBOARD, family.session)).statusCode).toBe(403);
    expect((await call('GET', DASHBOARD)).statusCode).toBe(401);
  });

  it('counts only the company’s own: another company sees its deal, no requests of ours', async () => {
    const body = (await call('GET', DASHBOARD, rival.session)).json() as CompanyDashboard;
    expect(body.funerals_today).toBe(1);
    expect(body.cremations_today).toBe(0);
    expect(body.new_requests).toBe(1);
    expect(body.overdue_tasks).toBe(1);
    expect(body.month).toMatchObject({ deals: 1, revenue: 1_000 });
    expect(body.previous_month).toMatchObject({ deals: 0, revenue: 0 });
  });
});

describe('dashboardDays', () => {
  it('takes Moscow’s day and months: 22:30 UTC on the last day of a month is the next month in Moscow', () => {
    expect(dashboardDays(new Date('2026-01-31T22:30:00Z'))).toEqual({
      today: '2026-02-01',
      tomorrow: '2026-02-02',
      thisMonth: { start: '2026-02-01', end: '2026-03-01' },
      lastMonth: { start: '2026-01-01', end: '2026-02-01' },
    });
    expect(dashboardDays(new Date('2026-03-15T12:00:00Z')).lastMonth).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
    });
  });
});
