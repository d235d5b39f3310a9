import { ORDER_MSG } from '@sp/shared/api/orders';
import { ORDER_STATUS_MSG } from '@sp/shared/orders/statuses';
import { TOTALS_MSG } from '@sp/shared/orders/totals';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { accounts } from '../accounts/accounts.table';
import { memoryPages } from '../memory-pages/memory-pages.table';
import { persons } from '../persons/persons.table';
import { siteRequestItems, siteRequests } from '../requests/requests.table';
import { shoppers } from '../shoppers/shoppers.table';
import { orders } from './orders.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...(session ? t.bearer(session) : {}), ...headers } });

const ORDERS = '/api/company-orders/orders/';
const PAYMENTS = '/api/company-orders/order_payments/';
const DECEASED = '/api/company-orders/deceased_on_order/';
const FROM_REQUEST = '/api/company-orders/order_from_request/';
const SHOW = '/api/company-orders/show_orders/';

async function created(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let shop: Owner;
let rival: Owner;
let viewer: { session: Session };
let writer: { session: Session };
let full: { session: Session };
const ids = { coffin: 0, hearse: 0, standard: 0, rivalCoffin: 0, rivalStandard: 0 };
const clients = { confirmed: 0, unverified: 0, legal: 0, rival: 0 };
let phones = 0;
const nextPhone = () => `+7 (902) 000-00-${String(++phones).padStart(2, '0')}`;

async function client(owner: Owner, lastName: string, confirmed: boolean, phone = nextPhone()) {
  const body = await created(
    await call('POST', '/api/company-shoppers/shopper/', owner.session, {
      type_shopper: '1',
      phone,
      email: '',
      physical_person: { last_name: lastName, first_name: 'Анна', patronymic: 'Сергеевна' },
    }),
  );
  if (confirmed) {
    await t.db
      .update(shoppers)
      .set({ confirmedAt: new Date(), confirmedBy: 'phone' })
      .where(eq(shoppers.id, body.id));
  }
  return body.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  viewer = await t.employee(shop.company.id, { orders: 3 });
  writer = await t.employee(shop.company.id, { orders: 2 });
  full = await t.employee(shop.company.id, { orders: 1, memory_pages: 2 });
  const products = '/api/company-products/products/';
  ids.coffin = (
    await created(
      await call('POST', products, shop.session, { name: 'Гроб сосновый', unit: 'шт.', price: 10000.1 }),
    )
  ).id;
  ids.hearse = (
    await created(
      await call('POST', '/api/company-products/services/', shop.session, { name: 'Катафалк', price: 4000 }),
    )
  ).id;
  ids.standard = (
    await created(
      await call('POST', '/api/company-products/composition-products/', shop.session, {
        name: 'Похороны «Стандарт»',
        price: 15000,
        items: [
          { product_id: ids.coffin, count: 1 },
          { service_id: ids.hearse, count: 1 },
        ],
      }),
    )
  ).id;
  ids.rivalCoffin = (
    await created(await call('POST', products, rival.session, { name: 'Гроб чужой', price: 500 }))
  ).id;
  ids.rivalStandard = (
    await created(
      await call('POST', '/api/company-products/composition-products/', rival.session, {
        name: 'Чужое решение',
        price: 900,
        items: [{ product_id: ids.rivalCoffin, count: 1 }],
      }),
    )
  ).id;
  clients.confirmed = await client(shop, 'Подтверждённая', true);
  clients.unverified = await client(shop, 'Неподтверждённая', false);
  clients.rival = await client(rival, 'Чужая', true);
});
afterAll(() => t.close());

const deal = (overrides: object = {}) => ({
  type_order: 1,
  category_order: 2,
  shopper_id: clients.confirmed,
  ...overrides,
});

async function createDeal(session: Session, overrides: object = {}) {
  return created(await call('POST', ORDERS, session, deal(overrides)));
}

describe('deals: create, read, change, delete', () => {
  it('the owner creates a deal with lines, line and deal discounts, and the totals in rubles', async () => {
    const body = await createDeal(shop.session, {
      funeral_at: '2025-03-14T09:00:00.000Z',
      burial_place: 'Дмитрово-Черкасское кладбище, участок 12',
      note: 'Позвонить за день',
      items: [
        { kind: 'product', item_id: ids.coffin, quantity: 2, discount: { kind: 'percent', value: 10 } },
        { kind: 'service', item_id: ids.hearse, quantity: 1, price: 3500 },
        { kind: 'composition', composition_id: ids.standard, quantity: 1 },
      ],
      discount: { kind: 'amount', value: 1000.5 },
    });
    expect(body).toMatchObject({
      type_order: 1,
      category_order: 2,
      status: 'new',
      shopper: { id: clients.confirmed, name: 'Подтверждённая Анна Сергеевна', is_confirmed: true },
      funeral_at: '2025-03-14T09:00:00.000Z',
      cremation_at: null,
      burial_place: 'Дмитрово-Черкасское кладбище, участок 12',
      note: 'Позвонить за день',
      discount: { kind: 'amount', value: 1000.5 },
      payments: [],
      deceased: [],
      site_request_id: null,
      created_by: { id: shop.account.id },
    });
    expect(body.items).toEqual([
      expect.objectContaining({
        kind: 'product',
        item_id: ids.coffin,
        composition_id: null,
        name: 'Гроб сосновый',
        unit: 'шт.',
        price: 10000.1,
        quantity: 2,
        discount: { kind: 'percent', value: 10 },
        subtotal: 20000.2,
        discount_amount: 2000.02,
        total: 18000.18,
      }),
      expect.objectContaining({ kind: 'service', name: 'Катафалк', price: 3500, total: 3500 }),
      expect.objectContaining({
        kind: 'composition',
        item_id: null,
        composition_id: ids.standard,
        name: 'Похороны «Стандарт»',
        price: 15000,
      }),
    ]);
    expect(body.totals).toEqual({
      gross: 38500.2,
      subtotal: 36500.18,
      discount: 1000.5,
      discount_total: 3000.52,
      total: 35499.68,
      paid: 0,
      due: 35499.68,
    });
    expect(body.next_statuses).toEqual(['in_progress', 'awaiting_payment', 'paid', 'completed', 'cancelled']);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.id));
    expect(row.total).toBe(3_549_968);

    const read = await call('GET', `${ORDERS}${body.id}/`, viewer.session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Order'), eq(auditLog.recordId, String(body.id))));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ action: 'create', accountId: shop.account.id });
    expect(journal[0].changes.total).toEqual({ old: null, new: 35499.68 });
  });

  it('numbers deals 1, 2, 3… within each company', async () => {
    const first = await createDeal(rival.session, { shopper_id: clients.rival });
    const second = await createDeal(rival.session, { shopper_id: null });
    expect(first.number).toBe(1);
    expect(second.number).toBe(2);
    const ours = await createDeal(shop.session);
    expect(ours.number).toBeGreaterThan(1);
    const next = await createDeal(shop.session);
    expect(next.number).toBe(ours.number + 1);
  });

  it('a sale is always category 4; a deal needs its category; the client must be the company’s', async () => {
    const sale = await createDeal(shop.session, { type_order: 2, category_order: 1 });
    expect(sale.category_order).toBe(4);
    const noCategory = await call('POST', ORDERS, shop.session, { type_order: 1 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toEqual({ category_order: [ORDER_MSG.categoryRequired] });
    const badType = await call('POST', ORDERS, shop.session, deal({ type_order: 3 }));
    expect(badType.json()).toEqual({ type_order: [ORDER_MSG.type] });
    const foreign = await call('POST', ORDERS, shop.session, deal({ shopper_id: clients.rival }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ shopper_id: [ORDER_MSG.shopperNotFound] });
  });

  it('lines may name only the company’s own catalog', async () => {
    const product = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({ items: [{ kind: 'product', item_id: ids.rivalCoffin, quantity: 1 }] }),
    );
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({ 'items.0.item_id': [ORDER_MSG.itemNotFound] });
    const composition = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({
        items: [
          { kind: 'product', item_id: ids.coffin, quantity: 1 },
          { kind: 'composition', composition_id: ids.rivalStandard, quantity: 1 },
        ],
      }),
    );
    expect(composition.json()).toEqual({ 'items.1.composition_id': [ORDER_MSG.compositionNotFound] });
    const wrongKind = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({ items: [{ kind: 'service', item_id: ids.coffin, quantity: 1 }] }),
    );
    expect(wrongKind.json()).toEqual({ 'items.0.item_id': [ORDER_MSG.itemNotFound] });
    const noReference = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({ items: [{ kind: 'product', quantity: 1 }] }),
    );
    expect(noReference.json()).toEqual({ 'items.0.item_id': [ORDER_MSG.itemRequired] });
  });

  it('a discount that would make a line or the deal negative is refused naming the field', async () => {
    const dealDiscount = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({
        items: [{ kind: 'service', item_id: ids.hearse, quantity: 1 }],
        discount: { kind: 'amount', value: 4000.01 },
      }),
    );
    expect(dealDiscount.statusCode).toBe(400);
    expect(dealDiscount.json()).toEqual({ discount: [TOTALS_MSG.dealNegative] });
    const lineDiscount = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({
        items: [
          { kind: 'service', item_id: ids.hearse, quantity: 2, discount: { kind: 'amount', value: 9000 } },
        ],
      }),
    );
    expect(lineDiscount.json()).toEqual({ 'items.0.discount': [TOTALS_MSG.lineNegative] });
    const percent = await call(
      'POST',
      ORDERS,
      shop.session,
      deal({ discount: { kind: 'percent', value: 101 } }),
    );
    expect(percent.json()).toEqual({ 'discount.value': [TOTALS_MSG.percentRange] });

    // the same on a change
    const saved = await createDeal(shop.session, {
      items: [{ kind: 'service', item_id: ids.hearse, quantity: 1 }],
    });
    const change = await call(
      'PUT',
      `${ORDERS}${saved.id}/`,
      shop.session,
      deal({ discount: { kind: 'amount', value: 5000 } }),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ discount: [TOTALS_MSG.dealNegative] });
  });

  it('PUT replaces the lines: a kept line keeps its name, a new one takes today’s catalog', async () => {
    const saved = await createDeal(shop.session, {
      items: [{ kind: 'product', item_id: ids.coffin, quantity: 1 }],
    });
    const line = saved.items[0];
    // the catalog changes after the line was added
    await call('PUT', `/api/company-products/products/${ids.coffin}/`, shop.session, {
      name: 'Гроб дубовый',
      price: 20000,
    });
    const response = await call(
      'PUT',
      `${ORDERS}${saved.id}/`,
      writer.session,
      deal({
        category_order: 3,
        cremation_at: '2025-03-15T10:30:00+03:00',
        items: [
          { id: line.id, kind: 'product', quantity: 3, price: 9000 },
          { kind: 'product', item_id: ids.coffin, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.category_order).toBe(3);
    expect(body.cremation_at).toBe('2025-03-15T07:30:00.000Z');
    expect(
      body.items.map((item: { id: number; name: string; price: number; quantity: number }) => item),
    ).toEqual([
      expect.objectContaining({ id: line.id, name: 'Гроб сосновый', price: 9000, quantity: 3 }),
      expect.objectContaining({ name: 'Гроб дубовый', price: 20000, quantity: 1 }),
    ]);
    expect(body.totals.total).toBe(47000);

    // without items and discount the lines and the discount stay
    const again = await call('PUT', `${ORDERS}${saved.id}/`, shop.session, deal({ note: 'Только заметка' }));
    expect(again.json().items).toHaveLength(2);
    expect(again.json().note).toBe('Только заметка');

    // a line id of another deal is not this deal's line
    const other = await createDeal(shop.session, {
      items: [{ kind: 'service', item_id: ids.hearse, quantity: 1 }],
    });
    const stolen = await call(
      'PUT',
      `${ORDERS}${saved.id}/`,
      shop.session,
      deal({ items: [{ id: other.items[0].id, kind: 'service', quantity: 1 }] }),
    );
    expect(stolen.json()).toEqual({ 'items.0.id': [ORDER_MSG.lineNotFound] });
    await call('PUT', `/api/company-products/products/${ids.coffin}/`, shop.session, {
      name: 'Гроб сосновый',
      unit: 'шт.',
      price: 10000.1,
    });
  });

  it('who may do what: viewer reads, writer changes, full deletes; others 401, 403, 404', async () => {
    const saved = await createDeal(writer.session);
    expect(saved.created_by.id).toBeGreaterThan(0);
    const url = `${ORDERS}${saved.id}/`;

    expect((await call('GET', ORDERS, viewer.session)).statusCode).toBe(200);
    expect((await call('POST', ORDERS, viewer.session, deal())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer.session, deal())).statusCode).toBe(403);
    expect((await call('POST', `${url}status/`, viewer.session, { status: 'in_progress' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', url, viewer.session)).statusCode).toBe(403);
    expect((await call('DELETE', url, writer.session)).statusCode).toBe(403);

    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', ORDERS)).statusCode).toBe(401);
    const user = await t.user();
    expect((await call('GET', ORDERS, user.session)).statusCode).toBe(403);
    expect((await call('POST', ORDERS, user.session, deal())).statusCode).toBe(403);

    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PUT', url, deal({ shopper_id: null })],
      ['POST', `${url}status/`, { status: 'in_progress' }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await call(method, path, rival.session, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const rivalList = (await call('GET', ORDERS, rival.session)).json();
    expect(rivalList.results.map((row: { id: number }) => row.id)).not.toContain(saved.id);

    expect((await call('DELETE', url, full.session)).statusCode).toBe(204);
    expect((await call('GET', url, shop.session)).statusCode).toBe(404);
    const [journal] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'Order'),
          eq(auditLog.recordId, String(saved.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(journal.changes.number).toEqual({ old: saved.number, new: null });
  });
});

describe('access to every company endpoint', () => {
  it('guests get 401, ordinary users 403, the read-only viewer reads only', async () => {
    const saved = await createDeal(shop.session);
    const user = await t.user();
    const endpoints = [
      ['GET', ORDERS, undefined, 3],
      ['GET', `${ORDERS}${saved.id}/`, undefined, 3],
      ['POST', ORDERS, deal(), 2],
      ['PUT', `${ORDERS}${saved.id}/`, deal(), 2],
      ['POST', `${ORDERS}${saved.id}/status/`, { status: 'in_progress' }, 2],
      ['POST', `${ORDERS}${saved.id}/memory_page/`, { person_id: 1 }, 2],
      ['DELETE', `${ORDERS}${saved.id}/`, undefined, 1],
      ['POST', PAYMENTS, { order_id: saved.id, amount: 1 }, 2],
      ['DELETE', `${PAYMENTS}1/`, undefined, 1],
      ['GET', DECEASED, undefined, 3],
      ['POST', DECEASED, { order_id: saved.id, first_name: 'Иван' }, 2],
      ['DELETE', `${DECEASED}1/?order_id=${saved.id}`, undefined, 2],
      ['POST', FROM_REQUEST, { user_request: 1 }, 2],
    ] as const;
    for (const [method, url, payload, level] of endpoints) {
      const label = `${method} ${url}`;
      expect((await call(method, url, undefined, payload)).statusCode, label).toBe(401);
      expect((await call(method, url, user.session, payload)).statusCode, label).toBe(403);
      const asViewer = (await call(method, url, viewer.session, payload)).statusCode;
      if (level === 3) expect(asViewer, label).toBe(200);
      else expect(asViewer, label).toBe(403);
    }
  });
});

describe('statuses', () => {
  it('an unverified client’s deal (or one without a client) only Новая, В работе or Отменена', async () => {
    for (const shopper_id of [clients.unverified, null]) {
      const paid = await call('POST', ORDERS, shop.session, deal({ shopper_id, status: 'paid' }));
      expect(paid.statusCode).toBe(400);
      expect(paid.json()).toEqual({ status: [ORDER_STATUS_MSG.unverifiedClient] });
    }
    const open = await createDeal(shop.session, { shopper_id: clients.unverified, status: 'in_progress' });
    expect(open.next_statuses).toEqual(['new', 'cancelled']);
    const drag = await call('POST', `${ORDERS}${open.id}/status/`, shop.session, {
      status: 'awaiting_payment',
    });
    expect(drag.statusCode).toBe(400);
    expect(drag.json()).toEqual({ status: [ORDER_STATUS_MSG.unverifiedClient] });
    const save = await call(
      'PUT',
      `${ORDERS}${open.id}/`,
      shop.session,
      deal({ shopper_id: clients.unverified, status: 'completed' }),
    );
    expect(save.json()).toEqual({ status: [ORDER_STATUS_MSG.unverifiedClient] });

    // with a confirmed client the same deal may go on
    const confirmedClient = await call(
      'PUT',
      `${ORDERS}${open.id}/`,
      shop.session,
      deal({ shopper_id: clients.confirmed, status: 'awaiting_payment' }),
    );
    expect(confirmedClient.statusCode, confirmedClient.body).toBe(200);
    expect(confirmedClient.json().status).toBe('awaiting_payment');

    const paid = await createDeal(shop.session, { status: 'paid' });
    expect(paid.status).toBe('paid');
  });

  it('the board moves a deal along the allowed table and journals it', async () => {
    const saved = await createDeal(shop.session);
    const url = `${ORDERS}${saved.id}/status/`;
    const cancelled = await call('POST', url, writer.session, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', next_statuses: ['new'] });
    const back = await call('POST', url, writer.session, { status: 'paid' });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ status: [ORDER_STATUS_MSG.transition('cancelled', 'paid')] });
    const unknown = await call('POST', url, writer.session, { status: 'archived' });
    expect(unknown.json()).toEqual({ status: [ORDER_MSG.status] });
    expect((await call('POST', url, writer.session, { status: 'new' })).json().status).toBe('new');
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'Order'),
          eq(auditLog.recordId, String(saved.id)),
          eq(auditLog.action, 'update'),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(journal.map((row) => row.changes.status)).toEqual([
      { old: 'new', new: 'cancelled' },
      { old: 'cancelled', new: 'new' },
    ]);
  });
});

describe('payments', () => {
  it('add and delete keep paid and due; another company’s deal or payment is 404', async () => {
    const saved = await createDeal(shop.session, {
      items: [{ kind: 'service', item_id: ids.hearse, quantity: 1 }],
    });
    const payment = await created(
      await call('POST', PAYMENTS, writer.session, {
        order_id: saved.id,
        amount: 1500.5,
        paid_on: '2025-03-01',
        method: 'card',
        note: 'Аванс',
      }),
    );
    expect(payment).toMatchObject({
      order_id: saved.id,
      amount: 1500.5,
      paid_on: '2025-03-01',
      method: 'card',
      note: 'Аванс',
    });
    const second = await created(
      await call('POST', PAYMENTS, shop.session, { order_id: saved.id, amount: 3000 }),
    );
    expect(second.method).toBe('cash');
    const detail = (await call('GET', `${ORDERS}${saved.id}/`, shop.session)).json();
    expect(detail.totals).toMatchObject({ total: 4000, paid: 4500.5, due: -500.5 });
    expect(detail.payments.map((row: { id: number }) => row.id)).toEqual([payment.id, second.id]);
    const listed = (await call('GET', `${ORDERS}?query=${saved.number}`, shop.session)).json();
    expect(listed.results.find((row: { id: number }) => row.id === saved.id)).toMatchObject({
      paid: 4500.5,
      due: -500.5,
    });

    const foreignDeal = await call('POST', PAYMENTS, rival.session, { order_id: saved.id, amount: 1 });
    expect(foreignDeal.statusCode).toBe(404);
    expect((await call('DELETE', `${PAYMENTS}${payment.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('POST', PAYMENTS, viewer.session, { order_id: saved.id, amount: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `${PAYMENTS}${payment.id}/`, writer.session)).statusCode).toBe(403);
    const zero = await call('POST', PAYMENTS, shop.session, { order_id: saved.id, amount: 0 });
    expect(zero.json()).toEqual({ amount: [ORDER_MSG.paymentPositive] });
    const future = await call('POST', PAYMENTS, shop.session, {
      order_id: saved.id,
      amount: 1,
      paid_on: '2999-01-01',
    });
    expect(future.json()).toEqual({ paid_on: [ORDER_MSG.dateFuture] });

    expect((await call('DELETE', `${PAYMENTS}${payment.id}/`, full.session)).statusCode).toBe(204);
    expect((await call('DELETE', `${PAYMENTS}${payment.id}/`, full.session)).statusCode).toBe(404);
    const after = (await call('GET', `${ORDERS}${saved.id}/`, shop.session)).json();
    expect(after.totals).toMatchObject({ paid: 3000, due: 1000 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, saved.id));
    expect(row.paid).toBe(300_000);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.model, 'OrderPayment'))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'create', 'delete']);
  });
});

describe('the deceased on a deal', () => {
  it('a new person owned by the company, an existing one on a second deal, taken off again', async () => {
    const first = await createDeal(shop.session);
    const person = await created(
      await call('POST', DECEASED, writer.session, {
        order_id: first.id,
        last_name: 'Смирнов',
        first_name: 'Пётр',
        patronymic: 'Ильич',
        gender: 'male',
        date_birth: '1940-05',
        date_death: '2025-03-10',
      }),
    );
    expect(person).toMatchObject({
      full_name: 'Смирнов Пётр Ильич',
      date_birth: '1940-05',
      date_death: '2025-03-10',
      memory_page_id: null,
      is_company_owned: true,
    });
    const [row] = await t.db.select().from(persons).where(eq(persons.id, person.id));
    expect(row).toMatchObject({ ownerCompanyId: shop.company.id, ownerAccountId: null });

    const second = await createDeal(shop.session, { category_order: 1 });
    const linked = await created(
      await call('POST', DECEASED, shop.session, { order_id: second.id, person_id: person.id }),
    );
    expect(linked.id).toBe(person.id);
    const twice = await call('POST', DECEASED, shop.session, { order_id: second.id, person_id: person.id });
    expect(twice.json()).toEqual({ person_id: [ORDER_MSG.alreadyAttached] });
    expect((await call('GET', `${ORDERS}${second.id}/`, shop.session)).json().deceased).toEqual([
      expect.objectContaining({ id: person.id, full_name: 'Смирнов Пётр Ильич' }),
    ]);
    const listed = (await call('GET', `${ORDERS}?query=Смирнов`, shop.session)).json();
    expect(listed.results.map((entry: { id: number }) => entry.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(listed.results[0].deceased).toEqual([{ id: person.id, full_name: 'Смирнов Пётр Ильич' }]);

    const noName = await call('POST', DECEASED, shop.session, { order_id: first.id, last_name: 'Без имени' });
    expect(noName.json()).toEqual({ first_name: ['Укажите имя'] });
    // another company cannot see or link them
    const rivalDeal = await createDeal(rival.session, { shopper_id: null });
    const foreign = await call('POST', DECEASED, rival.session, {
      order_id: rivalDeal.id,
      person_id: person.id,
    });
    expect(foreign.json()).toEqual({ person_id: [ORDER_MSG.personNotFound] });
    expect(
      (await call('POST', DECEASED, rival.session, { order_id: first.id, first_name: 'Иван' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', DECEASED, viewer.session, { order_id: first.id, first_name: 'Иван' })).statusCode,
    ).toBe(403);

    expect(
      (await call('DELETE', `${DECEASED}${person.id}/?order_id=${second.id}`, rival.session)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${DECEASED}${person.id}/?order_id=${second.id}`, writer.session)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `${DECEASED}${person.id}/?order_id=${second.id}`, writer.session)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${ORDERS}${second.id}/`, shop.session)).json().deceased).toEqual([]);
    expect(await t.db.select().from(persons).where(eq(persons.id, person.id))).toHaveLength(1);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.model, 'OrderDeceased'))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'create', 'delete']);
  });

  it('a family’s deceased with a public memory page may be linked, a private one may not', async () => {
    const family = await t.user();
    const [grandfather, private_] = await t.db
      .insert(persons)
      .values([
        {
          ownerAccountId: family.account.id,
          firstName: 'Николай',
          lastName: 'Орлов',
          deathDate: '1990-01-01',
          deathPrecision: 'year',
        },
        {
          ownerAccountId: family.account.id,
          firstName: 'Мария',
          deathDate: '1995-01-01',
          deathPrecision: 'year',
        },
      ])
      .returning();
    await t.db.insert(memoryPages).values({
      personId: grandfather.id,
      ownerAccountId: family.account.id,
      visibility: 'public',
      linkToken: 'grandfather-token',
    });
    const saved = await createDeal(shop.session, { category_order: 1 });
    const linked = await created(
      await call('POST', DECEASED, shop.session, { order_id: saved.id, person_id: grandfather.id }),
    );
    expect(linked).toMatchObject({ full_name: 'Орлов Николай', date_death: '1990', is_company_owned: false });
    expect(linked.memory_page_id).toBeGreaterThan(0);
    const hidden = await call('POST', DECEASED, shop.session, { order_id: saved.id, person_id: private_.id });
    expect(hidden.json()).toEqual({ person_id: [ORDER_MSG.personNotFound] });
  });

  it('deceased_on_order lists the company’s deceased with shopper and death-date filters', async () => {
    const other = await client(shop, 'Фильтрова', true);
    const a = await createDeal(shop.session, { shopper_id: other });
    const b = await createDeal(shop.session, { shopper_id: other });
    await created(
      await call('POST', DECEASED, shop.session, {
        order_id: a.id,
        first_name: 'Зинаида',
        last_name: 'Ранняя',
        date_death: '2024-01-15',
      }),
    );
    await created(
      await call('POST', DECEASED, shop.session, {
        order_id: b.id,
        first_name: 'Зинаида',
        last_name: 'Поздняя',
        date_death: '2024-06',
      }),
    );
    const byClient = (await call('GET', `${DECEASED}?shopper_id=${other}`, viewer.session)).json();
    expect(byClient.count).toBe(2);
    expect(byClient.results.map((row: { person: { last_name: string } }) => row.person.last_name)).toEqual([
      'Поздняя',
      'Ранняя',
    ]);
    expect(byClient.results[0]).toMatchObject({
      order: { id: b.id, number: b.number, status: 'new' },
      shopper: { id: other, name: 'Фильтрова Анна Сергеевна' },
    });
    const period = (
      await call(
        'GET',
        `${DECEASED}?shopper_id=${other}&date_start=2024-01-01&date_end=2024-01-31`,
        viewer.session,
      )
    ).json();
    expect(period.results.map((row: { person: { last_name: string } }) => row.person.last_name)).toEqual([
      'Ранняя',
    ]);
    const from = (
      await call('GET', `${DECEASED}?shopper_id=${other}&date_start=2024-06-01`, viewer.session)
    ).json();
    expect(from.count).toBe(1);
    const byName = (await call('GET', `${DECEASED}?query=поздняя`, viewer.session)).json();
    expect(byName.count).toBe(1);
    const reversed = await call(
      'GET',
      `${DECEASED}?date_start=2024-02-01&date_end=2024-01-01`,
      viewer.session,
    );
    expect(reversed.json()).toEqual({ date_end: [ORDER_MSG.periodOrder] });
    expect((await call('GET', `${DECEASED}?shopper_id=${other}`, rival.session)).json().count).toBe(0);
    expect((await call('GET', DECEASED)).statusCode).toBe(401);
  });

  it('a memory page for the deal’s deceased through the affiliate program', async () => {
    const saved = await createDeal(shop.session);
    const person = await created(
      await call('POST', DECEASED, shop.session, {
        order_id: saved.id,
        first_name: 'Вера',
        last_name: 'Тихонова',
        date_death: '2025-02-02',
      }),
    );
    const url = `${ORDERS}${saved.id}/memory_page/`;
    // the memory_pages right is needed too
    expect((await call('POST', url, writer.session, { person_id: person.id })).statusCode).toBe(403);
    const page = await created(
      await call('POST', url, full.session, {
        person_id: person.id,
        visibility: 'public',
        epitaph: 'Помним',
      }),
    );
    expect(page).toMatchObject({
      person: { id: person.id },
      visibility: 'public',
      epitaph: 'Помним',
      created_by_company: { id: shop.company.id },
    });
    expect(page.company_edit_until).not.toBeNull();
    const detail = (await call('GET', `${ORDERS}${saved.id}/`, shop.session)).json();
    expect(detail.deceased[0].memory_page_id).toBe(page.id);
    const elsewhere = await createDeal(shop.session);
    const notOnDeal = await call('POST', `${ORDERS}${elsewhere.id}/memory_page/`, shop.session, {
      person_id: person.id,
    });
    expect(notOnDeal.json()).toEqual({ person_id: [ORDER_MSG.notOnOrder] });
    expect((await call('POST', url, rival.session, { person_id: person.id })).statusCode).toBe(404);
  });
});

describe('list filters and sort', () => {
  it('filters by status, type, category, client, period, query; sorts by number, total, status', async () => {
    const owner = await t.companyOwner('REGULAR', 'Фильтры');
    const buyer = await client(owner, 'Покупателева', true, '+7 (903) 111-22-33');
    const other = await client(owner, 'Другова', true);
    const service = (
      await created(
        await call('POST', '/api/company-products/services/', owner.session, { name: 'Услуга', price: 100 }),
      )
    ).id;
    const make = (overrides: object, quantity: number) =>
      createDeal(owner.session, {
        shopper_id: buyer,
        items: [{ kind: 'service', item_id: service, quantity }],
        ...overrides,
      });
    const d1 = await make({ category_order: 1 }, 3);
    const d2 = await make(
      { category_order: 2, status: 'in_progress', funeral_at: '2025-05-01T10:00:00Z' },
      1,
    );
    const d3 = await make({ type_order: 2, status: 'paid', shopper_id: other }, 5);
    const d4 = await make({ category_order: 2, status: 'cancelled', funeral_at: '2025-04-01T10:00:00Z' }, 2);
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2025-01-10T12:00:00Z') })
      .where(eq(orders.id, d1.id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2025-02-10T12:00:00Z') })
      .where(eq(orders.id, d2.id));
    // 23:30 in Moscow on 28 February
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2025-02-28T20:30:00Z') })
      .where(eq(orders.id, d3.id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2025-03-10T12:00:00Z') })
      .where(eq(orders.id, d4.id));

    const ids = async (query: string) => {
      const response = await call('GET', `${ORDERS}${query}`, owner.session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results.map((row: { id: number }) => row.id);
    };
    expect(await ids('')).toEqual([d4.id, d3.id, d2.id, d1.id]);
    expect(await ids('?status=in_progress')).toEqual([d2.id]);
    expect(await ids('?status=paid,cancelled')).toEqual([d4.id, d3.id]);
    expect(await ids('?type_order=2')).toEqual([d3.id]);
    expect(await ids('?category_order=2')).toEqual([d4.id, d2.id]);
    expect(await ids(`?shopper=${other}`)).toEqual([d3.id]);
    expect(await ids('?start_date=2025-02-01&end_date=2025-02-28')).toEqual([d3.id, d2.id]);
    expect(await ids('?end_date=2025-01-31')).toEqual([d1.id]);
    expect(await ids(`?query=${d2.number}`)).toEqual([d2.id]);
    expect(await ids('?query=другова')).toEqual([d3.id]);
    expect(await ids('?query=8%20903%20111')).toEqual([d4.id, d2.id, d1.id]);
    expect(await ids('?query=%2B7%20(903)%20111-22')).toEqual([d4.id, d2.id, d1.id]);
    expect(await ids('?sort=number')).toEqual([d1.id, d2.id, d3.id, d4.id]);
    expect(await ids('?sort=-total')).toEqual([d3.id, d1.id, d4.id, d2.id]);
    expect(await ids('?sort=total')).toEqual([d2.id, d4.id, d1.id, d3.id]);
    expect(await ids('?sort=status')).toEqual([d1.id, d2.id, d3.id, d4.id]);
    expect(await ids('?sort=funeral_at')).toEqual([d4.id, d2.id, d1.id, d3.id]);
    expect(await ids('?sort=-funeral_at')).toEqual([d2.id, d4.id, d3.id, d1.id]);
    expect(await ids('?sort=number&limit=2&offset=1')).toEqual([d2.id, d3.id]);
    // the count of every match, on a page of some and on a page past the end
    const counted = async (query: string) => (await call('GET', `${ORDERS}${query}`, owner.session)).json();
    expect(await counted('?category_order=2&limit=1&offset=1')).toMatchObject({
      count: 2,
      results: [{ id: d2.id }],
    });
    expect(await counted('?category_order=2&limit=5&offset=5')).toEqual({ count: 2, results: [] });
    expect(await counted('?query=никтотакой')).toEqual({ count: 0, results: [] });

    const list = (await call('GET', `${ORDERS}?status=paid`, owner.session)).json();
    expect(list).toEqual({
      count: 1,
      results: [
        {
          id: d3.id,
          number: d3.number,
          type_order: 2,
          category_order: 4,
          status: 'paid',
          shopper: {
            id: other,
            type_shopper: '1',
            name: 'Другова Анна Сергеевна',
            phone: expect.any(String),
            email: '',
            is_confirmed: true,
          },
          deceased: [],
          funeral_at: null,
          cremation_at: null,
          total: 500,
          paid: 0,
          due: 500,
          items_count: 1,
          responsible: { id: owner.account.id, name: expect.any(String) },
          created_at: '2025-02-28T20:30:00.000Z',
        },
      ],
    });
    const bad = await call('GET', `${ORDERS}?sort=name&type_order=5`, owner.session);
    expect(bad.statusCode).toBe(400);
    const period = await call('GET', `${ORDERS}?start_date=2025-03-01&end_date=2025-02-01`, owner.session);
    expect(period.json()).toEqual({ end_date: [ORDER_MSG.periodOrder] });
  });
});

describe('a deal from a site request', () => {
  async function siteRequest(
    companyId: number,
    fields: { name?: string; phone?: string; email?: string; description?: string },
    lines: {
      kind: 'product' | 'service' | 'composition';
      id: number | null;
      name: string;
      price: number;
      count: number;
    }[],
  ) {
    const [request] = await t.db
      .insert(siteRequests)
      .values({ companyId, total: 0, ...fields })
      .returning();
    if (lines.length) {
      await t.db.insert(siteRequestItems).values(
        lines.map((line) => ({
          requestId: request.id,
          kind: line.kind,
          itemId: line.kind === 'composition' ? null : line.id,
          compositionId: line.kind === 'composition' ? line.id : null,
          name: line.name,
          price: line.price,
          count: line.count,
        })),
      );
    }
    return request.id;
  }

  it('finds the client by phone, copies the cart at today’s prices and the note; one deal per request', async () => {
    const known = await client(shop, 'Заявкина', true, '+7 (904) 555-66-77');
    const request = await siteRequest(
      shop.company.id,
      { name: 'Анна', phone: '8 904 555 66 77', description: 'Нужен катафалк к 10 утра' },
      [
        { kind: 'product', id: ids.coffin, name: 'Гроб сосновый', price: 900_000, count: 2 },
        { kind: 'composition', id: ids.standard, name: 'Похороны «Стандарт»', price: 1_400_000, count: 1 },
        { kind: 'service', id: null, name: 'Удалённая услуга', price: 50_000, count: 1 },
      ],
    );
    const body = await created(await call('POST', FROM_REQUEST, writer.session, { user_request: request }));
    expect(body).toMatchObject({
      type_order: 1,
      category_order: 4,
      status: 'new',
      shopper: { id: known },
      note: 'Нужен катафалк к 10 утра',
      site_request_id: request,
    });
    expect(body.items).toEqual([
      expect.objectContaining({ kind: 'product', item_id: ids.coffin, price: 10000.1, quantity: 2 }),
      expect.objectContaining({
        kind: 'composition',
        composition_id: ids.standard,
        price: 15000,
        quantity: 1,
      }),
      expect.objectContaining({ kind: 'service', item_id: null, name: 'Удалённая услуга', price: 500 }),
    ]);
    expect(body.totals.total).toBe(35500.2);
    const [stored] = await t.db.select().from(siteRequests).where(eq(siteRequests.id, request));
    expect(stored.isNew).toBe(false);

    const again = await call('POST', FROM_REQUEST, writer.session, { user_request: request });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ user_request: [ORDER_MSG.requestHasOrder(body.number)] });
  });

  it('makes a new physical-person client from the request; another company’s request is 404', async () => {
    const request = await siteRequest(
      shop.company.id,
      { name: 'Кузнецов Игорь Павлович', phone: '+7 905 000 11 22', email: 'Igor@Mail.ru' },
      [{ kind: 'service', id: ids.hearse, name: 'Катафалк', price: 400_000, count: 1 }],
    );
    const body = await created(
      await call('POST', FROM_REQUEST, shop.session, {
        user_request: request,
        type_order: 2,
        category_order: 2,
      }),
    );
    expect(body.type_order).toBe(2);
    expect(body.category_order).toBe(4);
    expect(body.shopper).toMatchObject({
      name: 'Кузнецов Игорь Павлович',
      phone: '+7 (905) 000-11-22',
      email: 'igor@mail.ru',
      is_confirmed: false,
    });

    const theirs = await siteRequest(rival.company.id, { name: 'Чужой', phone: '+7 905 000 11 23' }, []);
    expect((await call('POST', FROM_REQUEST, shop.session, { user_request: theirs })).statusCode).toBe(404);
    expect((await call('POST', FROM_REQUEST, viewer.session, { user_request: theirs })).statusCode).toBe(403);
    expect((await call('POST', FROM_REQUEST, undefined, { user_request: theirs })).statusCode).toBe(401);
  });
});

describe('show_orders: the client’s deals', () => {
  it('shows only the deals of clients linked to the account, read-only', async () => {
    const phone = '79066667788';
    const family = await t.createAccount({ userType: 1, phone });
    await t.db.update(accounts).set({ isPhoneVerified: true }).where(eq(accounts.id, family.id));
    const session = await t.login({ email: null, phone });
    // a client confirmed by this phone before the account existed: linked when the history is opened
    const mine = await client(shop, 'Семейная', true, '+7 (906) 666-77-88');
    const theirs = await client(rival, 'Семейная', true, '+7 (906) 666-77-88');
    const ours = await createDeal(shop.session, {
      shopper_id: mine,
      items: [{ kind: 'service', item_id: ids.hearse, quantity: 1 }],
      note: 'Внутренняя заметка',
    });
    await created(await call('POST', PAYMENTS, shop.session, { order_id: ours.id, amount: 1000 }));
    await created(
      await call('POST', DECEASED, shop.session, {
        order_id: ours.id,
        first_name: 'Олег',
        date_death: '2025-01',
      }),
    );
    const rivalDeal = await createDeal(rival.session, { shopper_id: theirs });
    const stranger = await createDeal(shop.session);

    const list = await call('GET', SHOW, session);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.count).toBe(2);
    expect(body.results.map((row: { id: number }) => row.id)).toEqual([rivalDeal.id, ours.id]);
    expect(body.results[1]).toMatchObject({
      company: { id: shop.company.id, name: 'Ритуал' },
      deceased: [{ full_name: 'Олег' }],
      total: 4000,
      paid: 1000,
      due: 3000,
    });
    const detail = (await call('GET', `${SHOW}${ours.id}/`, session)).json();
    expect(detail).toMatchObject({
      id: ours.id,
      items: [expect.objectContaining({ name: 'Катафалк', total: 4000 })],
      totals: { total: 4000, paid: 1000, due: 3000 },
      payments: [expect.objectContaining({ amount: 1000 })],
      deceased: [expect.objectContaining({ first_name: 'Олег', date_death: '2025-01' })],
    });
    expect(detail).not.toHaveProperty('note');
    expect(detail.payments[0]).not.toHaveProperty('created_by');
    expect((await call('GET', `${SHOW}${stranger.id}/`, session)).statusCode).toBe(404);
    expect((await call('GET', `${SHOW}?status=new`, session)).json().count).toBe(2);
    expect((await call('GET', `${SHOW}?status=paid`, session)).json().count).toBe(0);

    // another user sees none of them; staff only in user mode; guests sign in first
    const other = await t.user();
    expect((await call('GET', SHOW, other.session)).json()).toEqual({ results: [], count: 0 });
    expect((await call('GET', `${SHOW}${ours.id}/`, other.session)).statusCode).toBe(404);
    expect((await call('GET', SHOW, shop.session)).statusCode).toBe(403);
    const inUserMode = await call('GET', SHOW, shop.session, undefined, { 'x-user-mode': '1' });
    expect(inUserMode.statusCode).toBe(200);
    expect(inUserMode.json().count).toBe(0);
    expect((await call('GET', SHOW)).statusCode).toBe(401);
  });
});
