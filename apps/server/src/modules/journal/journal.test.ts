import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { accounts } from '../accounts/accounts.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const HISTORY = '/api/journal/company/history/';
const MODELS = '/api/journal/company/model_names/';
const ACCOUNTS = '/api/journal/company/accounts/';

const client = (lastName: string, phone: string) => ({
  type_shopper: '1',
  phone,
  email: '',
  physical_person: { last_name: lastName, first_name: 'Мария', patronymic: '', address: '' },
});

type Entry = {
  id: number;
  model: string;
  model_label: string;
  record_id: string;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  created_at: string;
  account: { id: number; name: string } | null;
};

/** A company whose owner added a client and a role and whose employee changed the client. */
async function companyWithChanges() {
  const owner = await t.companyOwner();
  await t.db
    .update(accounts)
    .set({ firstName: 'Иван', lastName: 'Петров' })
    .where(eq(accounts.id, owner.account.id));
  const clerk = await t.employee(owner.company.id, { shoppers: 2, journal: 3 });
  const created = await call(
    'POST',
    '/api/company-shoppers/shopper/',
    owner.session,
    client('Иванова', '+79005551201'),
  );
  expect(created.statusCode, created.body).toBe(201);
  const shopper = created.json();
  const changed = await call('PUT', `/api/company-shoppers/shopper/${shopper.id}/`, clerk.session, {
    ...client('Иванова', '+79005551201'),
    note: 'Звонить после 10',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const role = await call('POST', '/api/company/roles/', owner.session, {
    name: 'Агент',
    modules: { orders: 2 },
  });
  expect(role.statusCode, role.body).toBe(201);
  return { owner, clerk, shopper, role: role.json() };
}

describe('journal', () => {
  it('lists the company’s changes newest first, with labels, fields old → new and who made them', async () => {
    const { owner, clerk, shopper, role } = await companyWithChanges();
    const response = await call('GET', HISTORY, owner.session);
    expect(response.statusCode, response.body).toBe(200);
    const { results, count } = response.json() as { results: Entry[]; count: number };
    // the company's own creation is journalled too
    expect(count).toBeGreaterThanOrEqual(3);
    const ids = results.map((entry) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const [roleEntry, update, create] = results;
    expect(roleEntry).toMatchObject({
      model: 'Role',
      model_label: 'Роль',
      action: 'create',
      record_id: String(role.id),
    });
    expect(update).toMatchObject({
      model: 'Shopper',
      model_label: 'Клиент',
      record_id: String(shopper.id),
      action: 'update',
      changes: { note: { old: '', new: 'Звонить после 10' } },
      account: { id: clerk.account.id },
    });
    expect(create).toMatchObject({
      model: 'Shopper',
      action: 'create',
      account: { id: owner.account.id, name: 'Иван Петров' },
    });
    expect(create.changes.phone).toEqual({ old: null, new: '+7 (900) 555-12-01' });
    expect(Number.isNaN(Date.parse(create.created_at))).toBe(false);
  });

  it('filters by record type, account, record, action and dates (Moscow days, both included)', async () => {
    const { owner, clerk, shopper } = await companyWithChanges();
    const get = async (query: string) => {
      const response = await call('GET', `${HISTORY}?${query}`, owner.session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { results: Entry[]; count: number };
    };

    const shoppers = await get('model_name=Shopper');
    expect(shoppers.count).toBe(2);
    expect(shoppers.results.every((entry) => entry.model === 'Shopper')).toBe(true);
    const byClerk = await get(`account=${clerk.account.id}`);
    expect(byClerk.results.map((entry) => entry.action)).toEqual(['update']);
    expect((await get(`record_id=${shopper.id}&model_name=Shopper&action=create`)).count).toBe(1);
    expect((await get('limit=1&offset=1')).results).toHaveLength(1);
    // blank filters are no filters, as a form sends them
    expect((await get('model_name=&account=&date_from=&date_to=')).count).toBe((await get('')).count);

    // changes of 9 and 10 March 2025, Moscow time: 23:30 on the 9th is 20:30 UTC
    const base = {
      companyId: owner.company.id,
      accountId: owner.account.id,
      model: 'Order',
      action: 'update' as const,
      changes: { status: { old: 'new', new: 'completed' } },
    };
    await t.db.insert(auditLog).values([
      { ...base, recordId: '901', createdAt: new Date('2025-03-09T20:30:00Z') },
      { ...base, recordId: '902', createdAt: new Date('2025-03-09T21:30:00Z') },
      { ...base, recordId: '903', createdAt: new Date('2025-03-11T08:00:00Z') },
    ]);
    const ninth = await get('date_from=2025-03-09&date_to=2025-03-09');
    expect(ninth.results.map((entry) => entry.record_id)).toEqual(['901']);
    const tenthOn = await get('date_from=2025-03-10&model_name=Order');
    expect(tenthOn.results.map((entry) => entry.record_id)).toEqual(['903', '902']);
    const tillTenth = await get('date_to=2025-03-10&model_name=Order');
    expect(tillTenth.results.map((entry) => entry.record_id)).toEqual(['902', '901']);
    expect(tillTenth.results[0]).toMatchObject({ model_label: 'Сделка' });

    const wrong = await call('GET', `${HISTORY}?date_from=2025-03-10&date_to=2025-03-09`, owner.session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ date_to: ['Дата «по» не может быть раньше даты «с»'] });
    const badDay = await call('GET', `${HISTORY}?date_from=10.03.2025`, owner.session);
    expect(badDay.statusCode).toBe(400);
  });

  it('names the record types present with Russian labels, and who made changes', async () => {
    const { owner, clerk } = await companyWithChanges();
    await t.db.insert(auditLog).values({
      companyId: owner.company.id,
      accountId: null,
      model: 'SomethingNew',
      recordId: '1',
      action: 'create',
      changes: {},
    });
    const models = await call('GET', MODELS, owner.session);
    expect(models.statusCode, models.body).toBe(200);
    const values = models.json().results as { value: string; label: string }[];
    expect(values).toEqual(
      expect.arrayContaining([
        { value: 'Shopper', label: 'Клиент' },
        { value: 'Role', label: 'Роль' },
        { value: 'Company', label: 'Компания' },
        // a type without a label shows its own name
        { value: 'SomethingNew', label: 'SomethingNew' },
      ]),
    );
    expect(values.some((entry) => entry.value === 'Order')).toBe(false);
    const labels = values.map((entry) => entry.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'ru')));

    const people = await call('GET', ACCOUNTS, clerk.session);
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json().results).toEqual(
      expect.arrayContaining([
        { id: owner.account.id, name: 'Иван Петров' },
        { id: clerk.account.id, name: 'Тест' },
      ]),
    );
    expect(people.json().count).toBe(2);
  });

  it('is read by the owner and by an employee with the journal module only; others 403, guests 401', async () => {
    const { owner } = await companyWithChanges();
    const reader = await t.employee(owner.company.id, { journal: 3 });
    const outsider = await t.employee(owner.company.id, { shoppers: 1, orders: 1 });
    const user = await t.user();
    const admin = await t.admin();
    for (const url of [HISTORY, MODELS, ACCOUNTS]) {
      expect((await call('GET', url, reader.session)).statusCode, url).toBe(200);
      expect((await call('GET', url, outsider.session)).statusCode, url).toBe(403);
      expect((await call('GET', url, user.session)).statusCode, url).toBe(403);
      expect((await call('GET', url, admin.session)).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await call('GET', HISTORY, reader.session)).json().count).toBe(
      (await call('GET', HISTORY, owner.session)).json().count,
    );
  });

  it('shows a company nothing of another company’s journal, filters included', async () => {
    const first = await companyWithChanges();
    const other = await t.companyOwner('REGULAR', 'Другая');
    const mine = (await call('GET', HISTORY, other.session)).json() as { results: Entry[]; count: number };
    // only the other company's own creation
    expect(mine.results.map((entry) => entry.model)).toEqual(['Company']);
    expect(mine.results[0].record_id).toBe(String(other.company.id));
    const filtered = await call('GET', `${HISTORY}?account=${first.owner.account.id}`, other.session);
    expect(filtered.json()).toEqual({ results: [], count: 0 });
    const byRecord = await call(
      'GET',
      `${HISTORY}?model_name=Shopper&record_id=${first.shopper.id}`,
      other.session,
    );
    expect(byRecord.json().count).toBe(0);
    const models = (await call('GET', MODELS, other.session)).json().results as { value: string }[];
    expect(models.map((entry) => entry.value)).toEqual(['Company']);
    const people = (await call('GET', ACCOUNTS, other.session)).json().results as { id: number }[];
    expect(people.map((entry) => entry.id)).toEqual([other.account.id]);
  });
});
