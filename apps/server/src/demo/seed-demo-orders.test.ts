import type { Order, OrderRow, ShowOrderRow } from '@sp/shared/api/orders';
import type { Shopper } from '@sp/shared/api/shoppers';
import { ORDER_STATUSES, UNVERIFIED_CLIENT_STATUSES } from '@sp/shared/orders/statuses';
import {
  accountProblem,
  bikProblem,
  corrAccountProblem,
  innProblem,
  kppProblem,
  ogrnProblem,
} from '@sp/shared/validation/requisites';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memoryPages } from '../modules/memory-pages/memory-pages.table';
import { orders } from '../modules/orders/orders.table';
import { auditLog } from '../platform/audit/audit.table';
import { seedDemo } from './seed-demo';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoFamily } from './seed-demo-family';
import { DEMO_FAMILY_DEAL_NUMBERS, findDemoFamilyDeal, seedDemoOrders } from './seed-demo-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoOrders(t.services)).toBe(false); // nothing to write deals for yet
  await seedDemo(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoFamily(t.services);
  expect(await seedDemoOrders(t.services)).toBe(true);
  expect(await seedDemoOrders(t.services)).toBe(false);
}, 180_000);
afterAll(() => t.close());

const login = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: 'demo12345' },
  });
  return { authorization: `Bearer ${response.json().token}` };
};
const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function allOrders(email: string): Promise<OrderRow[]> {
  return (await get('/api/company-orders/orders/?limit=100', await login(email))).results;
}

describe('demo deals', () => {
  it('gives «Ритуал-Сервис» 30 deals over four months, every status and category, numbered oldest first', async () => {
    const rows = await allOrders('company@demo.ru');
    expect(rows).toHaveLength(30);
    for (const status of ORDER_STATUSES)
      expect(
        rows.some((row) => row.status === status),
        status,
      ).toBe(true);
    const kinds = (type: number, category: number) =>
      rows.filter((row) => row.type_order === type && row.category_order === category).length;
    for (const category of [1, 2, 3]) expect(kinds(1, category)).toBeGreaterThanOrEqual(4);
    expect(kinds(1, 4)).toBeGreaterThanOrEqual(2);
    expect(kinds(2, 4)).toBeGreaterThanOrEqual(5);

    const created = rows.map((row) => Date.parse(row.created_at));
    const now = Date.now();
    expect(Math.min(...created)).toBeGreaterThan(now - 125 * 86_400_000);
    expect(Math.min(...created)).toBeLessThan(now - 100 * 86_400_000);
    expect(Math.max(...created)).toBeLessThanOrEqual(now);
    const byNumber = [...rows].sort((a, b) => a.number - b.number);
    expect(byNumber.map((row) => row.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (let i = 1; i < byNumber.length; i += 1)
      expect(Date.parse(byNumber[i].created_at)).toBeGreaterThan(Date.parse(byNumber[i - 1].created_at));

    // «Память-Юг» has its own few
    const south = await allOrders('company2@demo.ru');
    expect(south.length).toBeGreaterThanOrEqual(3);
    expect(south.length).toBeLessThanOrEqual(4);
  });

  it('writes notes on the timelines of two open deals, dated among their other events', async () => {
    const owner = await login('company@demo.ru');
    const rows = await allOrders('company@demo.ru');
    const titov = rows.find((row) => row.shopper?.name === 'Титов Роман Алексеевич');
    const timeline = await get(`/api/company-orders/orders/${titov?.id}/timeline/`, owner);
    expect(timeline.results.map((entry: { kind: string }) => entry.kind)).toEqual(['note', 'created']);
    expect(timeline.results[0].text).toContain('Роман Алексеевич приедет в офис');
    // every deal answers for someone: its author
    expect(rows.every((row) => row.responsible !== null)).toBe(true);
    const mother = rows.find((row) =>
      row.deceased.some((person) => person.full_name.startsWith('Воробьёва Клавдия')),
    );
    const events = (await get(`/api/company-orders/orders/${mother?.id}/timeline/`, owner)).results as {
      kind: string;
      at: string;
    }[];
    expect(events.filter((entry) => entry.kind === 'note')).toHaveLength(3);
    const at = events.map((entry) => entry.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect(events.at(-1)?.kind).toBe('created');
  });

  it('keeps the rules: payments match the statuses, an unverified client only in open statuses', async () => {
    for (const email of ['company@demo.ru', 'company2@demo.ru']) {
      for (const row of await allOrders(email)) {
        const label = `№ ${row.number} ${row.status}`;
        expect(row.total, label).toBeGreaterThan(0);
        if (row.status === 'paid' || row.status === 'completed') expect(row.due, label).toBe(0);
        if (row.status === 'awaiting_payment') expect(row.paid, label).toBeLessThan(row.total);
        if (row.status === 'cancelled') expect(row.paid, label).toBe(0);
        if (!row.shopper?.is_confirmed) expect(UNVERIFIED_CLIENT_STATUSES, label).toContain(row.status);
        if (row.type_order === 1 && row.category_order !== 4) expect(row.deceased.length, label).toBe(1);
        if (row.type_order === 2) expect(row.deceased, label).toEqual([]);
      }
    }
    const rows = await allOrders('company@demo.ru');
    const awaiting = rows.filter((row) => row.status === 'awaiting_payment');
    expect(awaiting.some((row) => row.paid === 0)).toBe(true);
    expect(awaiting.some((row) => row.paid > 0)).toBe(true);
    expect(rows.some((row) => row.status === 'in_progress' && row.paid > 0)).toBe(true);

    // discounts of lines and of whole deals
    const owner = await login('company@demo.ru');
    const details: Order[] = await Promise.all(
      rows.map((row) => get(`/api/company-orders/orders/${row.id}/`, owner)),
    );
    expect(details.some((deal) => deal.items.some((item) => item.discount_amount > 0))).toBe(true);
    expect(details.some((deal) => deal.totals.discount > 0)).toBe(true);
    expect(details.some((deal) => deal.items.some((item) => item.kind === 'composition'))).toBe(true);
    const paidTwice = details.filter((deal) => deal.payments.length === 2);
    expect(paidTwice.length).toBeGreaterThan(2);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    for (const deal of details)
      for (const payment of deal.payments) {
        expect(payment.paid_on >= deal.created_at.slice(0, 10) || payment.paid_on <= today).toBe(true);
        expect(payment.paid_on <= today).toBe(true);
      }
    // funerals and cremations on their days, the burial places of Тверь
    const dated = details.filter((deal) => deal.funeral_at || deal.cremation_at);
    expect(dated.length).toBeGreaterThanOrEqual(12);
    expect(details.some((deal) => deal.burial_place.includes('Дмитрово-Черкасское'))).toBe(true);
    expect(details.some((deal) => deal.burial_place.includes('Неклюдовское'))).toBe(true);
    expect(details.some((deal) => deal.burial_place.includes('Головинское'))).toBe(true);
  });

  it('has clients of both kinds: physical persons, some confirmed, and organisations with valid details', async () => {
    const owner = await login('company@demo.ru');
    const { results, count } = await get('/api/company-shoppers/shopper/?limit=100', owner);
    const clients = results as Shopper[];
    expect(count).toBe(clients.length);
    const people = clients.filter((client) => client.type_shopper === '1');
    const entities = clients.filter((client) => client.type_shopper === '2');
    expect(people.length).toBeGreaterThanOrEqual(12);
    expect(entities).toHaveLength(3);
    expect(people.filter((client) => client.is_confirmed).length).toBeGreaterThanOrEqual(6);
    expect(people.filter((client) => !client.is_confirmed).length).toBeGreaterThanOrEqual(4);
    for (const client of people) expect(client.phone).toMatch(/^\+7 \(9\d\d\) \d{3}-\d\d-\d\d$/);
    for (const { legal_entity: entity, name } of entities) {
      expect(entity, name).not.toBeNull();
      if (!entity) continue;
      expect(innProblem(entity.inn), name).toBeNull();
      expect(kppProblem(entity.kpp), name).toBeNull();
      expect(ogrnProblem(entity.ogrn), name).toBeNull();
      expect(bikProblem(entity.bik), name).toBeNull();
      expect(accountProblem(entity.bank_account, entity.bik), name).toBeNull();
      expect(corrAccountProblem(entity.corr_account, entity.bik), name).toBeNull();
    }
    expect(clients.every((client) => client.orders_count > 0)).toBe(true);
  });

  it('shows the family account its deals, one of them completed, by the exported numbers', async () => {
    const family = await login('user@demo.ru');
    const { results, count } = await get('/api/company-orders/show_orders/?limit=50', family);
    const mine = results as ShowOrderRow[];
    expect(count).toBe(3);
    expect(new Set(mine.map((row) => row.company.name))).toEqual(new Set(['Ритуал-Сервис']));
    const byNumber = new Map(mine.map((row) => [row.number, row]));
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.completed)).toMatchObject({
      status: 'completed',
      type_order: 1,
      category_order: 1,
      deceased: [expect.objectContaining({ full_name: 'Смирнов Пётр Николаевич' })],
    });
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.completedSale)?.status).toBe('completed');
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.awaitingPayment)).toMatchObject({
      status: 'awaiting_payment',
    });

    const found = await findDemoFamilyDeal(t.db);
    expect(found?.number).toBe(DEMO_FAMILY_DEAL_NUMBERS.completed);
    expect(byNumber.get(DEMO_FAMILY_DEAL_NUMBERS.completed)?.id).toBe(found?.orderId);
  });

  it('makes the deceased company Persons with partial dates, three with public memory pages', async () => {
    const owner = await login('company@demo.ru');
    const { results } = await get('/api/company-orders/deceased_on_order/?limit=100', owner);
    const entries = results as { person: Order['deceased'][number] }[];
    const own = entries.filter((entry) => entry.person.is_company_owned);
    expect(own.length).toBeGreaterThanOrEqual(15);
    expect(own.some((entry) => /^\d{4}$/.test(entry.person.date_birth ?? ''))).toBe(true);
    expect(own.some((entry) => /^\d{4}-\d\d$/.test(entry.person.date_birth ?? ''))).toBe(true);
    // the family's own people are linked, never copied
    expect(entries.filter((entry) => !entry.person.is_company_owned).map((e) => e.person.full_name)).toEqual(
      expect.arrayContaining(['Смирнов Пётр Николаевич', 'Смирнова Мария Ивановна']),
    );

    const [ritual] = await t.db
      .select({ companyId: orders.companyId })
      .from(orders)
      .where(eq(orders.id, (await allOrders('company@demo.ru'))[0].id));
    const pages = await t.db
      .select()
      .from(memoryPages)
      .where(eq(memoryPages.ownerCompanyId, ritual.companyId));
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toMatchObject({ visibility: 'public', createdByCompanyId: ritual.companyId });
      expect(page.epitaph).not.toBe('');
      const visitor = await t.app.inject({ method: 'GET', url: `/api/memory_page/public/${page.id}/` });
      expect(visitor.statusCode, visitor.body).toBe(200);
    }
    // one page is recent enough for the company's 7 days of editing, the others are past them
    const editable = pages.filter((page) => (page.companyEditUntil?.getTime() ?? 0) > Date.now());
    expect(editable).toHaveLength(1);
  });

  it('journals every change when it happened', async () => {
    const rows = await allOrders('company@demo.ru');
    const oldest = [...rows].sort((a, b) => a.number - b.number)[0];
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Order'), eq(auditLog.recordId, String(oldest.id))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(journal.map((record) => record.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
    ]);
    expect(journal[0].createdAt.toISOString()).toBe(oldest.created_at);
    expect(journal.at(-1)?.changes.status).toEqual({ old: 'paid', new: 'completed' });
    const payments = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.model, ['OrderPayment', 'Shopper', 'Person', 'MemoryPage', 'OrderDeceased']));
    expect(payments.length).toBeGreaterThan(60);
    expect(payments.every((record) => record.createdAt.getTime() <= Date.now())).toBe(true);
    expect(Math.min(...payments.map((record) => record.createdAt.getTime()))).toBeLessThan(
      Date.now() - 100 * 86_400_000,
    );
  });
});
