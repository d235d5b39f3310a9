import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Owner } from '../../platform/owner';
import { ledgerEntries, ledgerTransactions } from './payments.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const get = (url: string, session?: Session, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(session ? t.bearer(session) : {}), ...headers } });

/** A top-up of `rubles` paid by card: the holder gains, the card clearing account gives. */
const topUp = (holder: Owner, kopecks: number, externalRef?: string) => t.topUp(holder, kopecks, externalRef);

describe('the balance (GET /api/payments/balance/, /history/)', () => {
  it('is the sum of the holder’s movements, listed newest first with their kinds, filters and pages', async () => {
    const family = await t.user();
    const holder = { accountId: family.account.id };
    expect((await get('/api/payments/balance/', family.session)).json()).toEqual({ balance: 0 });
    expect((await get('/api/payments/history/', family.session)).json()).toEqual({ count: 0, results: [] });

    await topUp(holder, 50_000);
    await t.services.ledger.spend(holder, 29_999, { description: 'Тариф «Семейный» на 1 месяц' });
    await topUp(holder, 1_050);
    expect((await get('/api/payments/balance/', family.session)).json()).toEqual({ balance: 210.51 });

    const history = (await get('/api/payments/history/', family.session)).json();
    expect(history.count).toBe(3);
    expect(history.results.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['top_up', 10.5],
      ['purchase', -299.99],
      ['top_up', 500],
    ]);
    expect(history.results[1].description).toBe('Тариф «Семейный» на 1 месяц');
    const purchases = (await get('/api/payments/history/?kind=purchase', family.session)).json();
    expect(purchases.results.map((row: { amount: number }) => row.amount)).toEqual([-299.99]);
    const second = (await get('/api/payments/history/?limit=1&offset=1', family.session)).json();
    expect(second).toMatchObject({ count: 3, results: [{ kind: 'purchase' }] });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });
    expect((await get(`/api/payments/history/?start_date=${today}`, family.session)).json().count).toBe(3);
    expect((await get('/api/payments/history/?end_date=2020-01-01', family.session)).json().count).toBe(0);
  });

  it('of a company is the company’s: its owner and staff with the tariffs module read it, others get 403', async () => {
    const company = await t.companyOwner();
    await topUp({ companyId: company.company.id }, 120_000);
    const accountant = await t.employee(company.company.id, { tariffs: 3 });
    const driver = await t.employee(company.company.id, { orders: 1 });
    expect((await get('/api/payments/balance/', company.session)).json()).toEqual({ balance: 1200 });
    expect((await get('/api/payments/balance/', accountant.session)).json()).toEqual({ balance: 1200 });
    expect((await get('/api/payments/balance/', driver.session)).statusCode).toBe(403);
    expect((await get('/api/payments/history/', driver.session)).statusCode).toBe(403);
    // in user mode the owner reads their own account's balance
    expect((await get('/api/payments/balance/', company.session, { 'x-user-mode': '1' })).json()).toEqual({
      balance: 0,
    });
    // another holder's money never shows
    const stranger = await t.user();
    expect((await get('/api/payments/balance/', stranger.session)).json()).toEqual({ balance: 0 });
    expect((await get('/api/payments/history/', stranger.session)).json().count).toBe(0);
  });

  it('answers a guest 401 and a bad period 400 in Russian', async () => {
    expect((await get('/api/payments/balance/')).statusCode).toBe(401);
    const family = await t.user();
    const bad = await get('/api/payments/history/?start_date=31.12.2026', family.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ start_date: [PAYMENT_MSG.date] });
    const reversed = await get(
      '/api/payments/history/?start_date=2026-02-01&end_date=2026-01-01',
      family.session,
    );
    expect(reversed.json()).toEqual({ end_date: [PAYMENT_MSG.periodOrder] });
    expect((await get('/api/payments/history/?kind=gift', family.session)).statusCode).toBe(400);
  });
});

describe('the ledger', () => {
  it('lets purchases at the same moment spend the money for one only once', async () => {
    const family = await t.user();
    const holder = { accountId: family.account.id };
    await topUp(holder, 50_000);
    const buy = () => t.services.ledger.spend(holder, 30_000, { description: 'Тариф' });
    // six at once (on PostgreSQL, each on its own connection of the pool)
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, buy));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 402,
      body: { detail: PAYMENT_MSG.notEnough },
    });
    expect(await t.services.ledger.balance(holder)).toBe(20_000);
  });

  it('spends only whole kopecks above zero', async () => {
    const family = await t.user();
    const holder = { accountId: family.account.id };
    await topUp(holder, 1_000);
    for (const amount of [0, -500, 10.5]) {
      await expect(t.services.ledger.spend(holder, amount, { description: 'Тариф' })).rejects.toThrow(
        RangeError,
      );
    }
    expect(await t.services.ledger.balance(holder)).toBe(1_000);
  });

  it('applies a payment told ten times once', async () => {
    const family = await t.user();
    const holder = { accountId: family.account.id };
    const told = await Promise.all(
      Array.from({ length: 10 }, () => topUp(holder, 70_000, 'provider:abc-123')),
    );
    expect(told.filter(Boolean)).toHaveLength(1);
    expect(await t.services.ledger.balance(holder)).toBe(70_000);
  });

  it('never changes a written movement, and refuses one whose entries do not sum to zero', async () => {
    const family = await t.user();
    const holder = { accountId: family.account.id };
    await topUp(holder, 10_000);
    await expect(t.db.update(ledgerEntries).set({ amount: 99_999_00 })).rejects.toThrow();
    await expect(t.db.delete(ledgerTransactions)).rejects.toThrow();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    await expect(
      t.services.ledger.post({
        kind: 'correction',
        description: 'Исправление',
        entries: [{ side: { holder }, amount: 5_000 }],
      }),
    ).rejects.toThrow();
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(after[0].n).toBe(before[0].n);
    expect(await t.services.ledger.balance(holder)).toBe(10_000);
    const [entry] = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.amount, 10_000));
    expect(entry.amount).toBe(10_000);
  });
});
