import { ordersQuerySchema } from '@sp/shared/api/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOrdersService } from './orders.service';
import { orders } from './orders.table';

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

describe('the list’s statements, built once per shape of filters', () => {
  it('answer each request with its own values, as a statement built for it alone does', async () => {
    const kept = createOrdersService({ db: t.services.db });
    const fresh = () => createOrdersService({ db: t.services.db });
    const nina = await client(shop, 'Кузнецова', 'Нина', '+7 (912) 700-20-01');
    const oleg = await client(shop, 'Кузнецов', 'Олег', '+7 (912) 700-20-02');
    const first = await dealWithDeceased(shop, nina, 'Белов');
    const second = await dealWithDeceased(shop, oleg, 'Чернов');
    await t.writtenElsewhere(
      sql`update orders set total = 500000, paid = 100000, status = 'paid', responsible_id = ${shop.account.id}
          where id = ${second.id}`,
    );
    const rivalDeal = await dealWithDeceased(
      rival,
      await client(rival, 'Кузнецов', 'Олег', '+7 (912) 700-20-03'),
      'Чернов',
    );
    const [{ number }] = await t.services.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, second.id));

    // each group shares one shape: the answers must differ by the values alone
    const requests: Record<string, unknown>[] = [
      { query: 'кузнецова' },
      { query: 'чернов' },
      { query: 'кузнецов олег' },
      { query: 'белов нина' },
      { query: '7002001' },
      { query: '7002002' },
      { query: '8912700' },
      { query: String(number) },
      { query: '№ 99999' },
      { query: '12' },
      { status: 'new' },
      { status: 'paid' },
      { status: 'new,paid' },
      { responsible: 'none' },
      { responsible: String(shop.account.id) },
      { debt: 'true' },
      { debt: 'false' },
      { sort: 'total' },
      { sort: '-total' },
      { start_date: '2000-01-01', end_date: '2000-01-31' },
      { start_date: '2000-01-01', end_date: '2100-01-01' },
      { shopper: String(nina) },
      { shopper: String(oleg) },
      { limit: '1', offset: '0' },
      { limit: '1', offset: '1' },
      { limit: '1', offset: '5' },
    ];
    const answers = new Set<string>();
    for (const owner of [shop, rival]) {
      for (const request of requests) {
        const q = ordersQuerySchema.parse(request);
        const answer = await kept.readList(owner.company.id, q);
        expect(answer, JSON.stringify(request)).toEqual(await fresh().readList(owner.company.id, q));
        expect(await kept.readSummary(owner.company.id, q), JSON.stringify(request)).toEqual(
          await fresh().readSummary(owner.company.id, q),
        );
        answers.add(JSON.stringify(answer));
      }
    }
    // the requests found different deals: a statement filled with another request's values would show
    expect(
      (await kept.readList(shop.company.id, ordersQuerySchema.parse({ query: 'кузнецова' }))).results,
    ).toEqual([expect.objectContaining({ id: first.id })]);
    expect(
      (await kept.readList(shop.company.id, ordersQuerySchema.parse({ query: 'чернов' }))).results,
    ).toEqual([expect.objectContaining({ id: second.id })]);
    expect(
      (await kept.readList(rival.company.id, ordersQuerySchema.parse({ query: 'чернов' }))).results,
    ).toEqual([expect.objectContaining({ id: rivalDeal.id })]);
    expect(answers.size).toBeGreaterThanOrEqual(12);
  });
});
