import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §2: the deals list's words match each deal's search row (its client and its deceased), which the
// database keeps in the same transaction as every change to them, whoever writes.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const ORDERS = '/api/company-orders/orders/';

let shop: Owner;
let rival: Owner;
beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
});
afterAll(() => t.close());

async function created(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const client = async (owner: Owner, lastName: string, firstName: string, phone: string) =>
  (
    await created(
      await call('POST', '/api/company-shoppers/shopper/', owner.session, {
        type_shopper: '1',
        phone,
        email: '',
        physical_person: { last_name: lastName, first_name: firstName, patronymic: '' },
      }),
    )
  ).id as number;

async function dealWithDeceased(owner: Owner, shopperId: number, lastName: string) {
  const deal = await created(
    await call('POST', ORDERS, owner.session, { type_order: 1, category_order: 2, shopper_id: shopperId }),
  );
  const person = await created(
    await call('POST', '/api/company-orders/deceased_on_order/', owner.session, {
      order_id: deal.id,
      last_name: lastName,
      first_name: 'Пётр',
      date_death: '2025-03-10',
    }),
  );
  return { id: deal.id as number, personId: person.id as number };
}

const found = async (owner: Owner, query: string) => {
  const response = await call('GET', `${ORDERS}?query=${encodeURIComponent(query)}`, owner.session);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { id: number }[]).map((row) => row.id);
};

describe('the deals list’s search row', () => {
  it('finds a deal by its client and its deceased, «ё» and «е» alike, and follows every change to them', async () => {
    const alla = await client(shop, 'Семёнова', 'Алла', '+7 (903) 555-10-01');
    const vera = await client(shop, 'Лебедева', 'Вера', '+7 (903) 555-10-02');
    const deal = await dealWithDeceased(shop, alla, 'Ёлкин');
    // the same names at another company are never found
    const theirs = await dealWithDeceased(
      rival,
      await client(rival, 'Семёнова', 'Алла', '+7 (903) 555-10-03'),
      'Ёлкин',
    );

    for (const query of ['Семенова', 'семёнова', 'елкин пётр', 'ЁЛКИН', 'алла елкин']) {
      expect(await found(shop, query), query).toEqual([deal.id]);
    }
    expect(await found(rival, 'семенова')).toEqual([theirs.id]);
    expect(await found(shop, 'семенова вера')).toEqual([]);

    // the deceased renamed and the client renamed, as another server instance would write
    await t.writtenElsewhere(sql`update persons set last_name = 'Сосновский' where id = ${deal.personId}`);
    expect(await found(shop, 'елкин')).toEqual([]);
    expect(await found(shop, 'сосновский')).toEqual([deal.id]);
    await t.writtenElsewhere(sql`update shoppers set last_name = 'Морозова' where id = ${alla}`);
    expect(await found(shop, 'семенова')).toEqual([]);
    expect(await found(shop, 'морозова алла')).toEqual([deal.id]);

    // another client on the deal through the API; the deceased taken off it
    const moved = await call('PUT', `${ORDERS}${deal.id}/`, shop.session, {
      type_order: 1,
      category_order: 2,
      shopper_id: vera,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found(shop, 'морозова')).toEqual([]);
    expect(await found(shop, 'лебедева сосновский')).toEqual([deal.id]);
    await t.writtenElsewhere(sql`delete from order_deceased where order_id = ${deal.id}`);
    expect(await found(shop, 'сосновский')).toEqual([]);
    expect(await found(shop, 'лебедева')).toEqual([deal.id]);
  });
});
