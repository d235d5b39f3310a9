import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §1: a company's deals list pages are kept in the server's memory while nothing they show changes; every
// write to what they show (through the API, or straight into the database as another server instance would)
// drops them, and the next request reads the list again. Another company's writes leave them kept.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const ORDERS = '/api/company-orders/orders/';
const LIST = `${ORDERS}?limit=10`;

/** A kept page asks nothing while changes are heard; else the caller's check and the company's version. */
const KEPT_LIST_QUERIES = () => (t.services.publicChanges.live ? 0 : 2);

type ListRow = {
  id: number;
  status: string;
  items_count: number;
  shopper: { name: string } | null;
  deceased: { full_name: string }[];
  responsible: { name: string } | null;
};

let shop: Owner;
let rival: Owner;
const list = async (url = LIST, owner = shop): Promise<{ count: number; results: ListRow[] }> => {
  const response = await call('GET', url, owner.session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const rowOf = async (id: number) => (await list()).results.find((row) => row.id === id) as ListRow;

async function created(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
});
afterAll(() => t.close());

describe('a company’s deals list kept in memory', () => {
  it('answers a second request without reading the list, and reads again after each change the list shows', async () => {
    const shopper = await created(
      await call('POST', '/api/company-shoppers/shopper/', shop.session, {
        type_shopper: '1',
        phone: '+7 (902) 111-22-33',
        email: '',
        physical_person: { last_name: 'Лебедева', first_name: 'Анна', patronymic: 'Сергеевна' },
      }),
    );
    const product = await created(
      await call('POST', '/api/company-products/products/', shop.session, { name: 'Венок', price: 1500 }),
    );
    const deal = await created(
      await call('POST', ORDERS, shop.session, { type_order: 1, category_order: 2, shopper_id: shopper.id }),
    );

    const cold = await t.queriesDuring(() => list());
    expect(cold.queries).toBeGreaterThan(KEPT_LIST_QUERIES());
    const warm = await t.queriesDuring(() => list());
    expect(warm.queries).toBe(KEPT_LIST_QUERIES());
    expect(warm.result).toEqual(cold.result);
    expect(warm.result.count).toBe(1);

    // a new deal through the API
    const second = await created(
      await call('POST', ORDERS, shop.session, { type_order: 1, category_order: 1 }),
    );
    expect((await list()).count).toBe(2);
    // its status and a line
    const moved = await call('POST', `${ORDERS}${second.id}/status/`, shop.session, {
      status: 'in_progress',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await rowOf(second.id)).status).toBe('in_progress');
    const lined = await call('PUT', `${ORDERS}${deal.id}/`, shop.session, {
      type_order: 1,
      category_order: 2,
      shopper_id: shopper.id,
      items: [{ kind: 'product', item_id: product.id, quantity: 2 }],
    });
    expect(lined.statusCode, lined.body).toBe(200);
    expect((await rowOf(deal.id)).items_count).toBe(1);

    // the deceased, added through the API and renamed in the database
    const person = await created(
      await call('POST', '/api/company-orders/deceased_on_order/', shop.session, {
        order_id: deal.id,
        last_name: 'Лебедев',
        first_name: 'Пётр',
        date_death: '2025-03-10',
      }),
    );
    expect((await rowOf(deal.id)).deceased.map((row) => row.full_name)).toEqual(['Лебедев Пётр']);
    const personId = (person as { id: number }).id;
    await t.writtenElsewhere(sql`update persons set first_name = 'Павел' where id = ${personId}`);
    expect((await rowOf(deal.id)).deceased.map((row) => row.full_name)).toEqual(['Лебедев Павел']);

    // the client and the responsible renamed, as another server instance would write
    await t.writtenElsewhere(
      sql`update shoppers set last_name = 'Соколова' where id = ${shopper.id as number}`,
    );
    expect((await rowOf(deal.id)).shopper?.name).toContain('Соколова');
    await t.writtenElsewhere(sql`update accounts set last_name = 'Зорин' where id = ${shop.account.id}`);
    expect((await rowOf(deal.id)).responsible?.name).toContain('Зорин');

    // a deal changed in the database
    await t.writtenElsewhere(sql`update orders set status = 'completed' where id = ${second.id as number}`);
    expect((await rowOf(second.id)).status).toBe('completed');
  });

  it('keeps each filter and page on its own, drops only the company that changed, and never keeps a text search', async () => {
    const page = `${ORDERS}?limit=1&offset=0`;
    const board = `${ORDERS}?status=new&limit=20`;
    const first = await list(page);
    const column = await list(board);
    expect((await t.queriesDuring(() => list(page))).queries).toBe(KEPT_LIST_QUERIES());
    expect((await t.queriesDuring(() => list(board))).queries).toBe(KEPT_LIST_QUERIES());
    expect((await list(page)).results).toEqual(first.results);
    expect((await list(board)).count).toBe(column.count);

    // another company's deal leaves this one's pages kept
    await created(await call('POST', ORDERS, rival.session, { type_order: 1, category_order: 1 }));
    expect((await t.queriesDuring(() => list(page))).queries).toBe(KEPT_LIST_QUERIES());
    expect((await list(ORDERS, rival)).count).toBe(1);

    const search = `${ORDERS}?query=${encodeURIComponent('Соколова')}`;
    await list(search);
    expect((await t.queriesDuring(() => list(search))).queries).toBeGreaterThan(KEPT_LIST_QUERIES());
  });
});
