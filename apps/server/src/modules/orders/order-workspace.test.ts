import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_MSG, type OrderRow, type StatusSummary, type TimelineEntry } from '@sp/shared/api/orders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { shoppers } from '../shoppers/shoppers.table';
import { orders } from './orders.table';

/*
 * Issue 12 §3, the deal as a workspace: its responsible manager (a column of the deal, the author by default,
 * filtered on in the list, the board and the calendar), the board's column heads counted by the server, and the
 * deal's timeline with its note box.
 */

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;
type Employee = Awaited<ReturnType<TestApp['employee']>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const ORDERS = '/api/company-orders/orders/';
const SUMMARY = `${ORDERS}summary/`;
const timelineOf = (id: number, query = '') => `${ORDERS}${id}/timeline/${query}`;
const notesOf = (id: number) => `${ORDERS}${id}/notes/`;

let shop: Owner;
let rival: Owner;
let viewer: Employee;
let writer: Employee;
let full: Employee;
let clientId = 0;

async function confirmedClient(owner: Owner, phone: string): Promise<number> {
  const response = await call('POST', '/api/company-shoppers/shopper/', owner.session, {
    type_shopper: '1',
    phone,
    email: '',
    physical_person: { last_name: 'Титов', first_name: 'Роман', patronymic: 'Андреевич' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json();
  await t.db
    .update(shoppers)
    .set({ confirmedAt: new Date(), confirmedBy: 'phone' })
    .where(eq(shoppers.id, id));
  return id;
}

async function deal(session: Session, body: object = {}): Promise<number> {
  const response = await call('POST', ORDERS, session, {
    type_order: 1,
    category_order: 2,
    shopper_id: clientId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function rows(session: Session, query: string): Promise<OrderRow[]> {
  const response = await call('GET', `${ORDERS}?limit=100&${query}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  viewer = await t.employee(shop.company.id, { orders: 3 });
  writer = await t.employee(shop.company.id, { orders: 2 });
  full = await t.employee(shop.company.id, { orders: 1 });
  clientId = await confirmedClient(shop, '+7 (903) 200-00-01');
});
afterAll(() => t.close());

describe('the responsible manager', () => {
  it('is the author of a new deal unless the body names someone of the company (or nobody)', async () => {
    const byWriter = await deal(writer.session);
    const got = (await call('GET', `${ORDERS}${byWriter}/`, shop.session)).json();
    expect(got.responsible).toEqual({ id: writer.account.id, name: expect.any(String) });
    expect(got.created_by.id).toBe(writer.account.id);

    const named = await deal(shop.session, { responsible_id: writer.account.id });
    expect((await call('GET', `${ORDERS}${named}/`, shop.session)).json().responsible.id).toBe(
      writer.account.id,
    );
    const nobody = await deal(shop.session, { responsible_id: null });
    expect((await call('GET', `${ORDERS}${nobody}/`, shop.session)).json().responsible).toBeNull();
  });

  it('must be the company’s owner or employee: another company’s owner is a field error', async () => {
    const response = await call('POST', ORDERS, shop.session, {
      type_order: 1,
      category_order: 2,
      responsible_id: rival.account.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responsible_id: [ORDER_MSG.responsibleNotFound],
      error_code: 'orders.responsible_not_found',
    });
    const id = await deal(shop.session);
    const changed = await call('PUT', `${ORDERS}${id}/`, shop.session, {
      type_order: 1,
      category_order: 2,
      responsible_id: rival.account.id,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().responsible_id).toEqual([ORDER_MSG.responsibleNotFound]);
  });

  it('is changed by a save, kept when the save leaves it out, and journalled', async () => {
    const id = await deal(shop.session);
    const saved = await call('PUT', `${ORDERS}${id}/`, writer.session, {
      type_order: 1,
      category_order: 2,
      shopper_id: clientId,
      responsible_id: full.account.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().responsible.id).toBe(full.account.id);
    const kept = await call('PUT', `${ORDERS}${id}/`, writer.session, {
      type_order: 1,
      category_order: 2,
      shopper_id: clientId,
      note: 'Без изменения ответственного',
    });
    expect(kept.json().responsible.id).toBe(full.account.id);
    const [record] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'Order'),
          eq(auditLog.recordId, String(id)),
          sql`${auditLog.changes} -> 'responsible_id' is not null`,
          eq(auditLog.action, 'update'),
        ),
      );
    expect(record.changes.responsible_id).toEqual({ old: shop.account.id, new: full.account.id });
  });

  it('filters the list, the board’s heads and the calendar; «none» finds the deals nobody answers for', async () => {
    const mine = await deal(shop.session, {
      responsible_id: full.account.id,
      funeral_at: '2026-12-03T08:00:00.000Z',
    });
    const other = await deal(shop.session, { funeral_at: '2026-12-03T09:00:00.000Z' });
    const listed = await rows(shop.session, `responsible=${full.account.id}`);
    expect(listed.map((row) => row.id)).toContain(mine);
    expect(listed.map((row) => row.id)).not.toContain(other);
    expect(listed.every((row) => row.responsible?.id === full.account.id)).toBe(true);
    expect((await rows(shop.session, 'responsible=none')).every((row) => row.responsible === null)).toBe(
      true,
    );

    const heads = (await call('GET', `${SUMMARY}?responsible=${full.account.id}`, shop.session)).json();
    const counted = heads.results.reduce((sum: number, head: StatusSummary) => sum + head.count, 0);
    expect(counted).toBe(listed.length);

    const events = (
      await call(
        'GET',
        `/api/company-orders/calendar/?date_gte=2026-12-03&date_lte=2026-12-03&responsible=${full.account.id}`,
        shop.session,
      )
    ).json();
    expect(events.results.map((event: { order_id: number }) => event.order_id)).toEqual([mine]);
    expect(events.results[0].responsible.id).toBe(full.account.id);

    const bad = await call('GET', `${ORDERS}?responsible=abc`, shop.session);
    expect(bad.statusCode).toBe(400);
  });

  it('lists who may answer for a deal: the owner first, then the employees; another company’s are not there', async () => {
    const response = await call('GET', '/api/company-orders/responsibles/', viewer.session);
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((person: { id: number }) => person.id);
    expect(ids[0]).toBe(shop.account.id);
    expect(ids).toEqual(expect.arrayContaining([viewer.account.id, writer.account.id, full.account.id]));
    expect(ids).not.toContain(rival.account.id);
    expect(response.json().results[0].is_owner).toBe(true);
  });

  it('is filled for the deals made before it existed: the migration makes the author responsible', async () => {
    const id = await deal(writer.session);
    await t.db.update(orders).set({ responsibleId: null }).where(eq(orders.id, id));
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../migrations/0023_deal_workspace.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE "orders"'));
    expect(backfill).toBeDefined();
    await t.db.execute(sql.raw(backfill as string));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row.responsibleId).toBe(writer.account.id);
  });
});

describe('GET /api/company-orders/orders/summary/ (the board’s column heads)', () => {
  it('counts each status’s deals and money under the list’s filters, every status answered', async () => {
    const fresh = await t.companyOwner('REGULAR', 'Доска');
    const client = await confirmedClient(fresh, '+7 (903) 200-00-09');
    const make = async (body: object, lines: number[]) => {
      const catalog = await call('POST', '/api/company-products/services/', fresh.session, {
        name: `Услуга ${Math.random()}`,
        price: lines[0],
      });
      expect(catalog.statusCode, catalog.body).toBe(201);
      const response = await call('POST', ORDERS, fresh.session, {
        type_order: 1,
        category_order: 2,
        shopper_id: client,
        items: [{ kind: 'service', item_id: catalog.json().id, quantity: 1 }],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    await make({}, [1000]);
    await make({}, [2500.5]);
    const paid = await make({ status: 'in_progress' }, [4000]);
    await call('POST', '/api/company-orders/order_payments/', fresh.session, {
      order_id: paid,
      amount: 1500,
    });
    await make({ category_order: 3 }, [700]);

    const response = await call('GET', SUMMARY, fresh.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { status: 'new', count: 3, total: 4200.5, due: 4200.5 },
      { status: 'in_progress', count: 1, total: 4000, due: 2500 },
      { status: 'awaiting_payment', count: 0, total: 0, due: 0 },
      { status: 'paid', count: 0, total: 0, due: 0 },
      { status: 'completed', count: 0, total: 0, due: 0 },
      { status: 'cancelled', count: 0, total: 0, due: 0 },
    ]);
    const burials = (await call('GET', `${SUMMARY}?category_order=2`, fresh.session)).json();
    expect(burials.results[0]).toEqual({ status: 'new', count: 2, total: 3500.5, due: 3500.5 });
    // the board's heads agree with the list of the same filter
    const list = await rows(fresh.session, 'status=new&category_order=2');
    expect(list).toHaveLength(2);

    // another company sees only its own
    const theirs = (await call('GET', SUMMARY, rival.session)).json();
    expect(theirs.results.every((head: StatusSummary) => head.count === 0)).toBe(true);
    expect((await call('GET', SUMMARY)).statusCode).toBe(401);
  });
});

describe('the deal’s timeline', () => {
  let id = 0;

  beforeAll(async () => {
    id = await deal(shop.session);
  });

  it('merges the creation, a note, a payment, a status move, a document and a task done, newest first', async () => {
    const note = await call('POST', notesOf(id), writer.session, {
      text: '  Семья просит позвонить после 18:00  ',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({
      order_id: id,
      text: 'Семья просит позвонить после 18:00',
      created_by: { id: writer.account.id },
    });
    const payment = await call('POST', '/api/company-orders/order_payments/', writer.session, {
      order_id: id,
      amount: 5000,
      method: 'card',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const moved = await call('POST', `${ORDERS}${id}/status/`, writer.session, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    const document = await call('POST', '/api/documents/documents/', shop.session, {
      order_id: id,
      template_id: 'contract',
      format: 'docx',
    });
    expect(document.statusCode, document.body).toBe(201);
    const task = await call('POST', '/api/company-tasks/tasks/', shop.session, {
      title: 'Заказать венки',
      order_id: id,
    });
    expect(task.statusCode, task.body).toBe(201);
    const comment = await call('POST', '/api/company-tasks/comments/', shop.session, {
      task_id: task.json().id,
      comment: 'Венки будут к 9 утра',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const done = await call('PATCH', `/api/company-tasks/tasks/${task.json().id}/`, full.session, {
      status: 'done',
    });
    // the employee has no tasks rights: the owner marks it done
    expect(done.statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/company-tasks/tasks/${task.json().id}/`, shop.session, { status: 'done' }))
        .statusCode,
    ).toBe(200);

    const response = await call('GET', timelineOf(id), viewer.session);
    expect(response.statusCode, response.body).toBe(200);
    const { results, count } = response.json() as { results: TimelineEntry[]; count: number };
    expect(count).toBe(results.length);
    expect(results.map((entry) => entry.kind)).toEqual([
      'task_done',
      'task_comment',
      'document',
      'status',
      'payment',
      'note',
      'created',
    ]);
    const at = results.map((entry) => entry.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect(results[0]).toMatchObject({ task: { title: 'Заказать венки' }, author: { id: shop.account.id } });
    expect(results[1]).toMatchObject({ text: 'Венки будут к 9 утра' });
    expect(results[2]).toMatchObject({ name: expect.stringContaining('оговор'), format: 'docx' });
    expect(results[3]).toMatchObject({ from: 'new', to: 'in_progress', author: { id: writer.account.id } });
    expect(results[4]).toMatchObject({ amount: 5000, method: 'card', author: { id: writer.account.id } });
    expect(results[5]).toMatchObject({ text: 'Семья просит позвонить после 18:00', note_id: note.json().id });
    expect(results[6]).toMatchObject({ status: 'new', author: { id: shop.account.id } });

    // paging over the merged feed
    const page = (await call('GET', timelineOf(id, '?offset=2&limit=2'), viewer.session)).json();
    expect(page).toEqual({ count, results: results.slice(2, 4) });
  });

  it('keeps a deleted payment as an event of its own', async () => {
    const payment = await call('POST', '/api/company-orders/order_payments/', shop.session, {
      order_id: id,
      amount: 120.5,
    });
    await call('DELETE', `/api/company-orders/order_payments/${payment.json().id}/`, shop.session);
    const { results } = (await call('GET', timelineOf(id), shop.session)).json() as {
      results: TimelineEntry[];
    };
    expect(results[0]).toMatchObject({ kind: 'payment_deleted', amount: 120.5 });
    expect(results.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
  });

  it('refuses an empty or too long note; a read-only employee cannot write one', async () => {
    const empty = await call('POST', notesOf(id), shop.session, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().text).toEqual([ORDER_MSG.noteRequired]);
    const long = await call('POST', notesOf(id), shop.session, { text: 'а'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const missing = await call('POST', notesOf(id), shop.session, {});
    expect(missing.statusCode).toBe(400);
    const readOnly = await call('POST', notesOf(id), viewer.session, { text: 'Можно?' });
    expect(readOnly.statusCode).toBe(403);
    expect((await call('POST', notesOf(id), undefined, { text: 'Гость' })).statusCode).toBe(401);
  });

  it('is the company’s: another company’s deal answers 404 for the timeline and the note box', async () => {
    expect((await call('GET', timelineOf(id), rival.session)).statusCode).toBe(404);
    const note = await call('POST', notesOf(id), rival.session, { text: 'Чужая заметка' });
    expect(note.statusCode).toBe(404);
    const theirs = (await call('GET', timelineOf(id), shop.session)).json() as { results: TimelineEntry[] };
    expect(theirs.results.some((entry) => entry.kind === 'note' && entry.text === 'Чужая заметка')).toBe(
      false,
    );
  });

  it('lets the author or someone with full access delete a note, journalled; others get 403', async () => {
    const note = (await call('POST', notesOf(id), writer.session, { text: 'Удалить потом' })).json();
    const other = await call('DELETE', `${notesOf(id)}${note.id}/`, viewer.session);
    expect(other.statusCode).toBe(403);
    const second = await t.employee(shop.company.id, { orders: 2 });
    const notAuthor = await call('DELETE', `${notesOf(id)}${note.id}/`, second.session);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().detail).toBe(ORDER_MSG.noteNotYours);
    expect((await call('DELETE', `${notesOf(id)}${note.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('DELETE', `${notesOf(id)}${note.id}/`, writer.session)).statusCode).toBe(204);
    expect((await call('DELETE', `${notesOf(id)}${note.id}/`, writer.session)).statusCode).toBe(404);

    const another = (await call('POST', notesOf(id), writer.session, { text: 'И эту' })).json();
    expect((await call('DELETE', `${notesOf(id)}${another.id}/`, full.session)).statusCode).toBe(204);

    const journal = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.model, 'OrderNote'), eq(auditLog.recordId, String(note.id))));
    expect(journal.map((record) => record.action).sort()).toEqual(['create', 'delete']);
    expect(journal.find((record) => record.action === 'create')?.changes.text).toEqual({
      old: null,
      new: 'Удалить потом',
    });
  });
});
