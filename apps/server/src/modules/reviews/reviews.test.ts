import { REVIEW_COMMENT_MAX, REVIEW_MSG } from '@sp/shared/api/reviews';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { accounts } from '../accounts/accounts.table';
import { orders } from '../orders/orders.table';
import { shoppers } from '../shoppers/shoppers.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const MINE = '/api/reviews/reviews/';
const COMPANY = '/api/reviews/reviews-company/';
const PUBLIC = '/api/public/reviews-company/';
const ADMIN = '/api/admin/reviews/';

let numbers = 0;

/**
 * A company's deal for a client (linked to `accountId` when given), written straight into the tables: the deals
 * API was written alongside these tests (it has its own), and a review needs only a deal in a given status whose
 * client is linked to an account; through the API a completed deal would take a confirmation by code first.
 */
async function deal(
  companyId: number,
  options: { status?: OrderStatus; accountId?: number | null; firstName?: string } = {},
) {
  const [client] = await t.db
    .insert(shoppers)
    .values({
      companyId,
      typeShopper: 1,
      lastName: 'Иванова',
      firstName: options.firstName ?? 'Мария',
      patronymic: 'Петровна',
      phone: `7900${String(++numbers).padStart(7, '0')}`,
      confirmedAt: options.accountId ? new Date() : null,
      confirmedBy: options.accountId ? 'phone' : null,
      accountId: options.accountId ?? null,
    })
    .returning();
  const [order] = await t.db
    .insert(orders)
    .values({
      companyId,
      number: numbers,
      typeOrder: 1,
      categoryOrder: 2,
      status: options.status ?? 'completed',
      shopperId: client.id,
    })
    .returning();
  return order;
}

const review = (orderId: number, overrides: object = {}) => ({
  order_id: orderId,
  stars: 5,
  comment: 'Всё организовали бережно и вовремя, спасибо.',
  ...overrides,
});

async function send(session: Session, body: object) {
  const response = await call('POST', MINE, session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('reviews: writing', () => {
  it('the deal’s client reviews a completed deal; it waits for moderation and is journalled', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const client = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    const created = await send(client.session, review(order.id, { comment: '  Спасибо за помощь!  ' }));
    expect(created).toMatchObject({
      order_id: order.id,
      company_id: owner.company.id,
      order_number: order.number,
      company_name: 'Ритуал-Сервис',
      stars: 5,
      comment: 'Спасибо за помощь!',
      is_moderation: false,
      is_banned: false,
      status: 'pending',
    });
    const mine = (await call('GET', MINE, client.session)).json();
    expect(mine).toMatchObject({ count: 1, results: [{ id: created.id, status: 'pending' }] });
    const ofDeal = (await call('GET', `${MINE}?order_id=${order.id}`, client.session)).json();
    expect(ofDeal).toMatchObject({ count: 1, results: [{ id: created.id }] });
    expect((await call('GET', `${MINE}?order_id=${order.id + 1000}`, client.session)).json().count).toBe(0);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Review'), eq(auditLog.recordId, String(created.id))));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      companyId: owner.company.id,
      accountId: client.account.id,
      action: 'create',
    });
    expect(journal[0].changes.stars).toEqual({ old: null, new: 5 });
  });

  it('anyone but the deal’s client gets 403; a guest 401', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    const stranger = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    const unlinked = await deal(owner.company.id, { accountId: null });

    const foreign = await call('POST', MINE, stranger.session, review(order.id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: REVIEW_MSG.notClient });
    // the company itself does not review its own deal
    expect((await call('POST', MINE, owner.session, review(order.id))).statusCode).toBe(403);
    // a deal whose client is not linked to any account, and a deal that does not exist
    expect((await call('POST', MINE, client.session, review(unlinked.id))).statusCode).toBe(403);
    expect((await call('POST', MINE, client.session, review(999_999))).statusCode).toBe(403);
    expect((await call('POST', MINE, undefined, review(order.id))).statusCode).toBe(401);
    expect((await call('GET', MINE)).statusCode).toBe(401);
  });

  it('a client of the same company with a completed deal of their own still may not review another’s (403)', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    const neighbour = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    const own = await deal(owner.company.id, { accountId: neighbour.account.id, firstName: 'Ольга' });

    const refused = await call('POST', MINE, neighbour.session, review(order.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: REVIEW_MSG.notClient });
    expect((await call('GET', `${MINE}?order_id=${order.id}`, neighbour.session)).json().count).toBe(0);
    // their own deal they review, and the other deal's client theirs
    await send(neighbour.session, review(own.id));
    await send(client.session, review(order.id));
  });

  it('a deal that is not completed cannot be reviewed (400), each status but Выполнена', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    for (const status of ['new', 'in_progress', 'awaiting_payment', 'paid', 'cancelled'] as const) {
      const order = await deal(owner.company.id, { accountId: client.account.id, status });
      const response = await call('POST', MINE, client.session, review(order.id));
      expect(response.statusCode, status).toBe(400);
      expect(response.json()).toEqual({ detail: REVIEW_MSG.notCompleted });
    }
  });

  it('one review per deal: a second one is 400', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    await send(client.session, review(order.id));
    const again = await call('POST', MINE, client.session, review(order.id, { stars: 1 }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: REVIEW_MSG.duplicate });
  });

  it('an empty or too long comment and stars outside 1–5 are refused with Russian messages', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    const refused = async (body: object) => {
      const response = await call('POST', MINE, client.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json();
    };
    expect(await refused(review(order.id, { comment: '   ' }))).toEqual({
      comment: [REVIEW_MSG.commentRequired],
    });
    expect(await refused(review(order.id, { comment: undefined }))).toEqual({
      comment: [REVIEW_MSG.commentRequired],
    });
    expect(await refused(review(order.id, { comment: 'я'.repeat(REVIEW_COMMENT_MAX + 1) }))).toEqual({
      comment: [REVIEW_MSG.commentTooLong],
    });
    expect(await refused(review(order.id, { stars: 0 }))).toEqual({ stars: [REVIEW_MSG.stars] });
    expect(await refused(review(order.id, { stars: 6 }))).toEqual({ stars: [REVIEW_MSG.stars] });
    expect(await refused(review(order.id, { stars: 4.5 }))).toEqual({ stars: [REVIEW_MSG.stars] });
    // exactly the limit is fine
    await send(client.session, review(order.id, { comment: 'я'.repeat(REVIEW_COMMENT_MAX) }));
  });

  it('a client confirmed by a verified phone before being linked is linked when reviewing', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Связь');
    const account = await t.createAccount({ userType: 1, phone: '79005550777', verified: false });
    await t.db.update(accounts).set({ isPhoneVerified: true }).where(eq(accounts.id, account.id));
    const session = await t.login(account);
    const order = await deal(owner.company.id);
    const clientId = order.shopperId as number;
    await t.db
      .update(shoppers)
      .set({ phone: '79005550777', confirmedAt: new Date(), confirmedBy: 'phone' })
      .where(eq(shoppers.id, clientId));
    const linkOf = async () =>
      (
        await t.db.select({ accountId: shoppers.accountId }).from(shoppers).where(eq(shoppers.id, clientId))
      )[0].accountId;
    expect(await linkOf()).toBeNull();

    const created = await send(session, review(order.id));
    // the client is now the account's, and the review points at that deal of that company
    expect(await linkOf()).toBe(account.id);
    expect(created).toMatchObject({
      order_id: order.id,
      order_number: order.number,
      company_id: owner.company.id,
      company_name: 'Ритуал-Связь',
    });
    const listed = await call('GET', `${MINE}?order_id=${order.id}`, session);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      count: 1,
      results: [{ id: created.id, order_id: order.id, company_id: owner.company.id }],
    });
    // the deal itself is the account's now: its history opens it
    const history = await call('GET', `/api/company-orders/show_orders/${order.id}/`, session);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({
      id: order.id,
      number: order.number,
      company: { id: owner.company.id, name: 'Ритуал-Связь' },
    });
  });

  it('the author changes or withdraws a review while it waits; an approved one is no longer changed', async () => {
    const owner = await t.companyOwner();
    const client = await t.user();
    const other = await t.user();
    const admin = await t.admin();
    const order = await deal(owner.company.id, { accountId: client.account.id });
    const created = await send(client.session, review(order.id));

    const changed = await call('PUT', `${MINE}${created.id}/`, client.session, {
      stars: 4,
      comment: 'Хорошо.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ stars: 4, comment: 'Хорошо.', status: 'pending' });
    expect(
      (await call('PUT', `${MINE}${created.id}/`, other.session, { stars: 1, comment: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${MINE}${created.id}/`, other.session)).statusCode).toBe(404);
    const empty = await call('PUT', `${MINE}${created.id}/`, client.session, { stars: 4, comment: '' });
    expect(empty.statusCode).toBe(400);

    expect(
      (await call('PUT', `${ADMIN}${created.id}/`, admin.session, { is_moderation: true })).statusCode,
    ).toBe(200);
    const late = await call('PUT', `${MINE}${created.id}/`, client.session, { stars: 1, comment: 'Плохо.' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: REVIEW_MSG.notEditable });

    // withdrawn: the deal may be reviewed again
    expect((await call('DELETE', `${MINE}${created.id}/`, client.session)).statusCode).toBe(204);
    expect((await call('GET', MINE, client.session)).json().count).toBe(0);
    const again = await send(client.session, review(order.id));

    await call('PUT', `${ADMIN}${again.id}/`, admin.session, { is_banned: true });
    const kept = await call('DELETE', `${MINE}${again.id}/`, client.session);
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toEqual({ detail: REVIEW_MSG.bannedKept });
    expect((await call('POST', MINE, client.session, review(order.id))).statusCode).toBe(400);
  });
});

describe('reviews: moderation and reading', () => {
  it('an approved review shows on the public endpoint with count and average; a banned one is hidden', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const [anna, boris, vera] = [await t.user(), await t.user(), await t.user()];
    await t.db
      .update(accounts)
      .set({ firstName: 'Анна', lastName: 'Смирнова' })
      .where(eq(accounts.id, anna.account.id));
    const first = await send(
      anna.session,
      review((await deal(owner.company.id, { accountId: anna.account.id })).id, { stars: 5 }),
    );
    const second = await send(
      boris.session,
      review((await deal(owner.company.id, { accountId: boris.account.id })).id, {
        stars: 4,
        comment: 'Хорошо',
      }),
    );
    const third = await send(
      vera.session,
      review((await deal(owner.company.id, { accountId: vera.account.id })).id, {
        stars: 1,
        comment: 'Плохо',
      }),
    );

    const before = await call('GET', `${PUBLIC}?company_id=${owner.company.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ results: [], count: 0, average: null });

    const approve = await call('PUT', `${ADMIN}${first.id}/`, admin.session, { is_moderation: true });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ id: first.id, is_moderation: true, status: 'approved' });
    expect(approve.json().moderated_at).not.toBeNull();
    await call('PUT', `${ADMIN}${second.id}/`, admin.session, { is_moderation: true });
    // approved, then banned: hidden
    await call('PUT', `${ADMIN}${third.id}/`, admin.session, { is_moderation: true });
    const ban = await call('PUT', `${ADMIN}${third.id}/`, admin.session, { is_banned: true });
    expect(ban.json()).toMatchObject({ is_banned: true, is_moderation: true, status: 'banned' });

    const shown = (await call('GET', `${PUBLIC}?company_id=${owner.company.id}`)).json();
    expect(shown.count).toBe(2);
    expect(shown.average).toBe(4.5);
    expect(shown.results.map((entry: { id: number }) => entry.id)).toEqual([second.id, first.id]);
    const annas = shown.results.find((entry: { id: number }) => entry.id === first.id);
    // the first name only, never the surname
    expect(annas).toEqual({
      id: first.id,
      stars: 5,
      comment: first.comment,
      author_name: 'Анна',
      created_at: first.created_at,
    });

    // the journal of the company records the moderation
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Review'), eq(auditLog.recordId, String(third.id))))
      .orderBy(auditLog.id);
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(journal[2]).toMatchObject({
      accountId: admin.account.id,
      changes: { is_banned: { old: false, new: true } },
    });

    expect((await call('GET', `${PUBLIC}?company_id=999999`)).statusCode).toBe(404);
    const missing = await call('GET', PUBLIC);
    expect(missing.statusCode).toBe(400);
  });

  it('the administrator lists reviews pending first, filters them; nobody else moderates', async () => {
    const owner = await t.companyOwner('REGULAR', 'Обелиск');
    const admin = await t.admin();
    const client = await t.user();
    const old = await send(
      client.session,
      review((await deal(owner.company.id, { accountId: client.account.id })).id),
    );
    await call('PUT', `${ADMIN}${old.id}/`, admin.session, { is_moderation: true });
    const fresh = await send(
      client.session,
      review((await deal(owner.company.id, { accountId: client.account.id })).id),
    );

    const list = await call('GET', ADMIN, admin.session);
    expect(list.statusCode, list.body).toBe(200);
    const { results } = list.json() as { results: { id: number; status: string }[] };
    const firstApproved = results.findIndex((entry) => entry.status !== 'pending');
    const lastPending = results.map((entry) => entry.status).lastIndexOf('pending');
    expect(lastPending).toBeLessThan(firstApproved);
    const pending = (await call('GET', `${ADMIN}?status=pending`, admin.session)).json();
    expect(pending.results.every((entry: { status: string }) => entry.status === 'pending')).toBe(true);
    expect(pending.results.map((entry: { id: number }) => entry.id)).toContain(fresh.id);
    const approved = (await call('GET', `${ADMIN}?status=approved`, admin.session)).json();
    expect(approved.results.find((entry: { id: number }) => entry.id === old.id)).toMatchObject({
      company_name: 'Обелиск',
      author: { id: client.account.id, contact: client.account.email },
    });

    expect((await call('GET', ADMIN, owner.session)).statusCode).toBe(403);
    expect(
      (await call('PUT', `${ADMIN}${fresh.id}/`, owner.session, { is_moderation: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `${ADMIN}${fresh.id}/`, client.session, { is_moderation: true })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `${ADMIN}${fresh.id}/`, undefined, { is_moderation: true })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `${ADMIN}${fresh.id}/`, admin.session, {})).statusCode).toBe(400);
    expect((await call('PUT', `${ADMIN}999999/`, admin.session, { is_banned: true })).statusCode).toBe(404);
  });

  it('the company reads its own reviews with status; employees need the reviews module; others see none', async () => {
    const owner = await t.companyOwner();
    const other = await t.companyOwner();
    const admin = await t.admin();
    const client = await t.user();
    const order = await deal(owner.company.id, { accountId: client.account.id, firstName: 'Ольга' });
    const created = await send(client.session, review(order.id));
    const second = await send(
      client.session,
      review((await deal(owner.company.id, { accountId: client.account.id })).id),
    );
    await call('PUT', `${ADMIN}${second.id}/`, admin.session, { is_banned: true });

    const list = await call('GET', COMPANY, owner.session);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(2);
    expect(list.json().results.find((entry: { id: number }) => entry.id === created.id)).toMatchObject({
      order_id: order.id,
      order_number: order.number,
      author_name: 'Иванова Ольга Петровна',
      status: 'pending',
    });
    const banned = (await call('GET', `${COMPANY}?status=banned`, owner.session)).json();
    expect(banned.results.map((entry: { id: number }) => entry.id)).toEqual([second.id]);

    const reader = await t.employee(owner.company.id, { reviews: 3 });
    const without = await t.employee(owner.company.id, { orders: 1 });
    expect((await call('GET', COMPANY, reader.session)).json().count).toBe(2);
    expect((await call('GET', COMPANY, without.session)).statusCode).toBe(403);
    expect((await call('GET', COMPANY, client.session)).statusCode).toBe(403);
    expect((await call('GET', COMPANY)).statusCode).toBe(401);
    expect((await call('GET', COMPANY, other.session)).json()).toEqual({ results: [], count: 0 });
  });
});
