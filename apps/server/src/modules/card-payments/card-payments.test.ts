import type { Session } from '@sp/shared/api/auth';
import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeYooKassa,
  SECRET_KEY,
  SHOP_ID,
  startFakeYooKassa,
  stopFakeYooKassa,
} from '../../../test/fake-yookassa';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cardPayments } from './card-payments.table';

const fake = createFakeYooKassa();
let t: TestApp;

beforeAll(async () => {
  const apiUrl = await startFakeYooKassa(fake);
  t = await createTestApp({
    env: {
      YOOKASSA_SHOP_ID: SHOP_ID,
      YOOKASSA_SECRET_KEY: SECRET_KEY,
      YOOKASSA_API_URL: apiUrl,
      // in-process requests come from 127.0.0.1: the provider's address here
      YOOKASSA_NOTIFY_ADDRESSES: '127.0.0.1/32',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stopFakeYooKassa(fake);
});
beforeEach(() => {
  fake.state.mode = 'normal';
});

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const notify = (id: string, from = '127.0.0.1', extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notification/',
    remoteAddress: from,
    payload: {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id, status: 'succeeded', ...extra },
    },
  });

const balanceOf = async (session: Session) =>
  (await call('GET', '/api/payments/balance/', session)).json().balance;

/** Our payment row and the provider's id of it. */
async function providerIdOf(paymentId: number): Promise<string> {
  const [row] = await t.db.select().from(cardPayments).where(eq(cardPayments.id, paymentId));
  return row.providerPaymentId as string;
}

async function topUp(session: Session, rubles: number) {
  const paid = await call('POST', '/api/payments/pay/', session, {
    amount_payment: rubles,
    return_path: '/app/tariff',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return { ...(paid.json() as { payment_url: string; payment_id: number }) };
}

describe('card payments through YooKassa (issue 14 §3)', () => {
  it('a top-up creates the payment as documented; the same notification ten times credits once', async () => {
    const family = await t.user();
    fake.requests.length = 0;
    const { payment_url, payment_id } = await topUp(family.session, 500);
    expect(payment_url).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
    const create = fake.requests.find((request) => request.method === 'POST');
    expect(create?.idempotenceKey).toBeTruthy();
    expect(create?.body).toMatchObject({
      amount: { value: '500.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `${t.services.config.publicUrl}/app/tariff?payment=${payment_id}`,
      },
      metadata: { payment_id: String(payment_id) },
      receipt: {
        customer: { email: family.account.email },
        items: [expect.objectContaining({ vat_code: 1, amount: { value: '500.00', currency: 'RUB' } })],
      },
    });
    expect(await balanceOf(family.session)).toBe(0);
    expect((await call('GET', `/api/payments/pay/${payment_id}/`, family.session)).json().status).toBe(
      'pending',
    );

    fake.pay(await providerIdOf(payment_id), 'succeeded');
    for (let i = 0; i < 10; i += 1)
      expect((await notify(await providerIdOf(payment_id))).statusCode).toBe(200);
    expect(await balanceOf(family.session)).toBe(500);
    const history = (await call('GET', '/api/payments/history/', family.session)).json();
    expect(history.results).toEqual([
      expect.objectContaining({ kind: 'top_up', amount: 500, description: 'Пополнение банковской картой' }),
    ]);
    expect((await call('GET', `/api/payments/pay/${payment_id}/`, family.session)).json()).toMatchObject({
      status: 'succeeded',
      amount: 500,
    });
  });

  it('a notification from another address, or of an unknown payment, changes nothing', async () => {
    const family = await t.user();
    const { payment_id } = await topUp(family.session, 100);
    const providerId = await providerIdOf(payment_id);
    fake.pay(providerId, 'succeeded');
    const stranger = await notify(providerId, '10.1.2.3');
    expect(stranger.statusCode).toBe(403);
    expect(await balanceOf(family.session)).toBe(0);
    expect((await notify('2f000000-0000-0000-0000-000000000000')).statusCode).toBe(200);
    expect(await balanceOf(family.session)).toBe(0);
    const [row] = await t.db.select().from(cardPayments).where(eq(cardPayments.id, payment_id));
    expect(row.status).toBe('pending');
  });

  it('a forged amount in the notification is ignored for the provider’s own record', async () => {
    const family = await t.user();
    const { payment_id } = await topUp(family.session, 150);
    const providerId = await providerIdOf(payment_id);
    fake.pay(providerId, 'succeeded');
    await notify(providerId, '127.0.0.1', { amount: { value: '99999.00', currency: 'RUB' }, paid: true });
    expect(await balanceOf(family.session)).toBe(150);
  });

  it('a card pays a tariff at its price: the money comes in and buys it in one go', async () => {
    const admin = await t.admin();
    const tariff = (
      await call('POST', '/api/admin/tariffs/', admin.session, {
        audience: 1,
        name: 'Семейный',
        price: 199,
        period_months: 1,
        limits: { memory_pages: 10, storage_mb: 2000, tree_persons: 1000 },
      })
    ).json();
    const family = await t.user();
    const wrong = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 100,
      user_tariff_id: tariff.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(expect.objectContaining({ amount_payment: [PAYMENT_MSG.amountMismatch] }));
    const otherSide = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 199,
      company_tariff_id: tariff.id,
    });
    expect(otherSide.statusCode).toBe(404);

    const paid = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 199,
      user_tariff_id: tariff.id,
      return_path: '/app/tariff?tab=offers',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment_id } = paid.json();
    fake.pay(await providerIdOf(payment_id), 'succeeded');
    const seen = (await call('GET', `/api/payments/pay/${payment_id}/`, family.session)).json();
    expect(seen).toMatchObject({ status: 'succeeded', description: 'Тариф «Семейный» на 1 месяц' });
    expect((await call('GET', '/api/payments/tariff/', family.session)).json().tariff.name).toBe('Семейный');
    expect(await balanceOf(family.session)).toBe(0);
    const kinds = (await call('GET', '/api/payments/history/', family.session))
      .json()
      .results.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(['purchase', 'top_up']);
  });

  it('another account’s payment answers 404; the sandbox’s page is not there with YooKassa', async () => {
    const family = await t.user();
    const { payment_id } = await topUp(family.session, 20);
    const stranger = await t.user();
    expect((await call('GET', `/api/payments/pay/${payment_id}/`, stranger.session)).statusCode).toBe(404);
    const providerId = await providerIdOf(payment_id);
    expect((await call('GET', `/api/payments/test-provider/${providerId}/`, family.session)).statusCode).toBe(
      404,
    );
  });

  it('refuses a top-up under 10 ₽ and a return address on another site', async () => {
    const family = await t.user();
    const small = await call('POST', '/api/payments/pay/', family.session, { amount_payment: 9 });
    expect(small.json()).toEqual(expect.objectContaining({ amount_payment: [PAYMENT_MSG.minTopUp] }));
    const away = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 50,
      return_path: '//evil.example/x',
    });
    expect(away.json()).toEqual(expect.objectContaining({ return_path: [PAYMENT_MSG.returnPath] }));
  });

  it('answers 503 when YooKassa is down, and the payment is left cancelled', async () => {
    const family = await t.user();
    fake.state.mode = '500';
    const down = await call('POST', '/api/payments/pay/', family.session, { amount_payment: 30 });
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toBe(PAYMENT_MSG.providerDown);
    const rows = await t.db.select().from(cardPayments).where(eq(cardPayments.accountId, family.account.id));
    expect(rows.map((row) => row.status)).toEqual(['canceled']);
  });

  it('the reconciliation settles payments nobody was told of, capturing those waiting for it', async () => {
    const family = await t.user();
    const first = await topUp(family.session, 40);
    const second = await topUp(family.session, 60);
    fake.pay(await providerIdOf(first.payment_id), 'succeeded');
    fake.pay(await providerIdOf(second.payment_id), 'waiting_for_capture');
    await t.db
      .update(cardPayments)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(cardPayments.accountId, family.account.id));
    const run = await t.services.cardPayments.reconcile();
    expect(run.settled).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(family.session)).toBe(100);
  });
});

describe('refunds and corrections by an administrator (issue 14 §1, §3)', () => {
  it('gives money back to the card through the provider and the ledger, no more than was paid', async () => {
    const family = await t.user();
    const { payment_id } = await topUp(family.session, 500);
    fake.pay(await providerIdOf(payment_id), 'succeeded');
    await call('GET', `/api/payments/pay/${payment_id}/`, family.session);
    const admin = await t.admin();
    const url = `/api/admin/payments/${payment_id}/refund/`;
    expect((await call('POST', url, family.session, { amount: 10, reason: 'Ошибка' })).statusCode).toBe(403);

    const refunded = await call('POST', url, admin.session, { amount: 200, reason: 'Ошибочное пополнение' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      refunded: 200,
      holder: { kind: 'account', id: family.account.id },
    });
    expect(await balanceOf(family.session)).toBe(300);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v3/refunds',
      body: { amount: { value: '200.00', currency: 'RUB' } },
    });
    const tooMuch = await call('POST', url, admin.session, { amount: 301, reason: 'Ещё раз' });
    expect(tooMuch.json()).toEqual({ amount: [PAYMENT_MSG.refundTooMuch], error_code: expect.any(String) });

    // the provider refuses: the money comes back to the balance by a second movement
    fake.state.mode = '500';
    const failed = await call('POST', url, admin.session, { amount: 100, reason: 'Ещё возврат' });
    expect(failed.statusCode).toBe(502);
    expect(await balanceOf(family.session)).toBe(300);
    const [row] = await t.db.select().from(cardPayments).where(eq(cardPayments.id, payment_id));
    expect(row.refundedAmount).toBe(20_000);
  });

  it('refuses to refund money already spent (402)', async () => {
    const family = await t.user();
    const { payment_id } = await topUp(family.session, 50);
    fake.pay(await providerIdOf(payment_id), 'succeeded');
    await t.services.cardPayments.notified(await providerIdOf(payment_id));
    await t.services.ledger.spend({ accountId: family.account.id }, 4000, { description: 'Покупка' });
    const admin = await t.admin();
    const refused = await call('POST', `/api/admin/payments/${payment_id}/refund/`, admin.session, {
      amount: 50,
      reason: 'Возврат',
    });
    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(family.session)).toBe(10);
  });

  it('corrects a balance with a reason: a credit at once, a debit no further than the balance', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const credit = await call('POST', '/api/admin/balance-corrections/', admin.session, {
      company_id: owner.company.id,
      amount: 1000,
      reason: 'Компенсация за сбой',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({
      balance: 1000,
      holder: { kind: 'company', name: owner.company.name },
    });
    const over = await call('POST', '/api/admin/balance-corrections/', admin.session, {
      company_id: owner.company.id,
      amount: -1500,
      reason: 'Списание',
    });
    expect(over.statusCode).toBe(402);
    const noReason = await call('POST', '/api/admin/balance-corrections/', admin.session, {
      company_id: owner.company.id,
      amount: 5,
      reason: '',
    });
    expect(noReason.json()).toEqual(expect.objectContaining({ reason: [PAYMENT_MSG.reason] }));
    expect(
      (
        await call('POST', '/api/admin/balance-corrections/', owner.session, {
          company_id: owner.company.id,
          amount: 5,
          reason: 'Сам себе',
        })
      ).statusCode,
    ).toBe(403);
    const history = (await call('GET', '/api/payments/history/', owner.session)).json();
    expect(history.results[0]).toMatchObject({ kind: 'correction', amount: 1000 });
  });
});
