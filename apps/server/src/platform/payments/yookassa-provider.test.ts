import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeYooKassa,
  SECRET_KEY,
  SHOP_ID,
  startFakeYooKassa,
  stopFakeYooKassa,
} from '../../../test/fake-yookassa';
import { PaymentProviderError } from './payment-provider';
import { createYooKassaProvider } from './yookassa-provider';

const fake = createFakeYooKassa();
let apiUrl = '';

beforeAll(async () => {
  apiUrl = await startFakeYooKassa(fake);
});
afterAll(() => stopFakeYooKassa(fake));
beforeEach(() => {
  fake.state.mode = 'normal';
  fake.requests.length = 0;
});

const provider = () => createYooKassaProvider({ shopId: SHOP_ID, secretKey: SECRET_KEY, apiUrl });

const input = (overrides: Partial<Parameters<ReturnType<typeof provider>['create']>[0]> = {}) => ({
  idempotenceKey: `payment-${randomUUID()}`,
  amountKopecks: 1000,
  description: 'Оплата тарифа «Стандарт»',
  returnUrl: 'https://pamyat.example/app/tariff?payment=12',
  metadata: { payment_id: '12' },
  receipt: {
    email: 'payer@example.com',
    items: [{ description: 'Тариф «Стандарт», 1 месяц', quantity: 1, amountKopecks: 1000, vatCode: 1 }],
  },
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('the fake answers as YooKassa documents', () => {
  it('refuses a POST without an Idempotence-Key', async () => {
    const response = await fetch(`${apiUrl}/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: { value: '10.00', currency: 'RUB' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'error', code: 'invalid_request' });
  });
});

describe('createYooKassaProvider', () => {
  it('creates a payment with the documented request and reads the answer', async () => {
    const request = input();
    const payment = await provider().create(request);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      authorization: `Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`,
      idempotenceKey: request.idempotenceKey,
      contentType: 'application/json',
    });
    expect(sent.body).toEqual({
      amount: { value: '10.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: 'https://pamyat.example/app/tariff?payment=12' },
      description: 'Оплата тарифа «Стандарт»',
      metadata: { payment_id: '12' },
      receipt: {
        customer: { email: 'payer@example.com' },
        items: [
          {
            description: 'Тариф «Стандарт», 1 месяц',
            quantity: 1,
            amount: { value: '10.00', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
    });
    expect(payment).toEqual({
      providerId: expect.any(String),
      status: 'pending',
      amountKopecks: 1000,
      currency: 'RUB',
      paid: false,
      metadata: { payment_id: '12' },
      confirmationUrl: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${payment.providerId}`,
    });
    expect(fake.payments.has(payment.providerId)).toBe(true);
  });

  it('gives the same payment for a repeated idempotence key: a retry creates no second payment', async () => {
    const request = input();
    const before = fake.payments.size;
    const first = await provider().create(request);
    const again = await provider().create(request);
    expect(again.providerId).toBe(first.providerId);
    expect(fake.payments.size).toBe(before + 1);
    expect(fake.requests.map((sent) => sent.idempotenceKey)).toEqual([
      request.idempotenceKey,
      request.idempotenceKey,
    ]);
  });

  it('writes kopecks as rubles, cuts descriptions to 128 characters and sends a phone as digits', async () => {
    const long = 'Ж'.repeat(200);
    await provider().create(
      input({
        amountKopecks: 123456,
        description: long,
        receipt: {
          phone: '+7 (900) 123-45-67',
          items: [
            { description: long, quantity: 2, amountKopecks: 61705, vatCode: 11 },
            { description: 'Доставка', quantity: 1, amountKopecks: 46, vatCode: 11 },
          ],
        },
      }),
    );
    const body = fake.requests[0]!.body as {
      amount: { value: string };
      description: string;
      receipt: {
        customer: object;
        items: { description: string; amount: { value: string }; vat_code: number }[];
      };
    };
    expect(body.amount.value).toBe('1234.56');
    expect(body.description).toBe('Ж'.repeat(128));
    expect(body.receipt.customer).toEqual({ phone: '79001234567' });
    expect(
      body.receipt.items.map((item) => [item.description.length, item.amount.value, item.vat_code]),
    ).toEqual([
      [128, '617.05', 11],
      [8, '0.46', 11],
    ]);
  });

  it('reads the payment as YooKassa keeps it: paid, succeeded, nothing left to confirm', async () => {
    const created = await provider().create(input());
    fake.pay(created.providerId, 'succeeded');
    const payment = await provider().get(created.providerId);
    expect(payment).toEqual({
      providerId: created.providerId,
      status: 'succeeded',
      amountKopecks: 1000,
      currency: 'RUB',
      paid: true,
      metadata: { payment_id: '12' },
      confirmationUrl: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/payments/${created.providerId}`,
      idempotenceKey: undefined,
    });
  });

  it('captures and cancels a payment waiting for capture, each POST with its idempotence key', async () => {
    const first = await provider().create(input());
    fake.pay(first.providerId, 'waiting_for_capture');
    const captured = await provider().capture(first.providerId, 750, 'capture-1');
    expect(captured).toMatchObject({ status: 'succeeded', paid: true, amountKopecks: 750 });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v3/payments/${first.providerId}/capture`,
      idempotenceKey: 'capture-1',
      body: { amount: { value: '7.50', currency: 'RUB' } },
    });

    const second = await provider().create(input());
    fake.pay(second.providerId, 'waiting_for_capture');
    const canceled = await provider().cancel(second.providerId, 'cancel-1');
    expect(canceled).toMatchObject({ status: 'canceled', paid: false });
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v3/payments/${second.providerId}/cancel`,
      idempotenceKey: 'cancel-1',
    });

    // a succeeded payment cannot be canceled: YooKassa says no
    const refused = await failure(provider().cancel(first.providerId, 'cancel-2'));
    expect(refused).toMatchObject({ kind: 'refused', code: 'invalid_request' });
  });

  it('refunds a succeeded payment, and is refused more than was paid', async () => {
    const created = await provider().create(input());
    fake.pay(created.providerId, 'succeeded');
    const refund = await provider().refund({
      providerPaymentId: created.providerId,
      amountKopecks: 400,
      idempotenceKey: 'refund-1',
      description: 'Возврат за тариф',
    });
    expect(refund).toEqual({ refundId: expect.any(String), status: 'succeeded' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v3/refunds',
      idempotenceKey: 'refund-1',
      body: {
        payment_id: created.providerId,
        amount: { value: '4.00', currency: 'RUB' },
        description: 'Возврат за тариф',
      },
    });
    // the same key again is the same refund, not a second one
    expect(
      await provider().refund({
        providerPaymentId: created.providerId,
        amountKopecks: 400,
        idempotenceKey: 'refund-1',
        description: 'Возврат за тариф',
      }),
    ).toEqual(refund);

    const tooMuch = await failure(
      provider().refund({
        providerPaymentId: created.providerId,
        amountKopecks: 700,
        idempotenceKey: 'refund-2',
        description: 'Возврат',
      }),
    );
    expect(tooMuch).toMatchObject({ kind: 'refused', code: 'invalid_request' });
    expect(tooMuch.message).toMatch(
      /^YooKassa POST \/refunds answered HTTP 400 \(invalid_request, parameter amount\.value, error id [\w-]+\)$/,
    );
    // YooKassa's free-text description stays out of the message
    expect(tooMuch.message).not.toMatch(/too big/);
  });

  it('says not_found for a payment YooKassa does not know', async () => {
    const error = await failure(provider().get('2f000000-000f-5000-8000-000000000000'));
    expect(error).toMatchObject({ kind: 'not_found', code: 'not_found' });
    expect((await failure(provider().get(''))).kind).toBe('not_found');
  });

  it('is refused on wrong credentials, and never puts the secret key in the message', async () => {
    const wrong = createYooKassaProvider({ shopId: SHOP_ID, secretKey: 'test_wrong-key', apiUrl });
    const error = await failure(wrong.create(input()));
    expect(error).toMatchObject({ kind: 'refused', code: 'invalid_credentials' });
    expect(error.message).toMatch(/^YooKassa POST \/payments answered HTTP 401 \(invalid_credentials/);
    expect(error.message).not.toContain('test_wrong-key');
    expect(error.message).not.toContain(SECRET_KEY);
    expect(error.message).not.toMatch(/Login or password/);
  });

  it('is unavailable when YooKassa does not answer in time, before the headers or in the body', async () => {
    const impatient = createYooKassaProvider({
      shopId: SHOP_ID,
      secretKey: SECRET_KEY,
      apiUrl,
      timeoutMs: 200,
    });
    for (const mode of ['hang', 'hang-body'] as const) {
      fake.state.mode = mode;
      const started = Date.now();
      const error = await failure(impatient.get('2f000000-000f-5000-8000-000000000001'));
      expect(error.kind, mode).toBe('unavailable');
      expect(error.message, mode).toMatch(/did not answer: timed out/);
      expect(Date.now() - started, mode).toBeLessThan(5000);
    }
  });

  it('is unavailable on 500, 429, 202 «still processing» and an answer that is not a payment', async () => {
    const expectations = [
      ['500', 'internal_server_error'],
      ['429', 'too_many_requests'],
      ['202', undefined],
      ['not-json', undefined],
    ] as const;
    for (const [mode, code] of expectations) {
      fake.state.mode = mode;
      const error = await failure(provider().create(input()));
      expect(error.kind, mode).toBe('unavailable');
      expect(error.code, mode).toBe(code);
    }
  });

  it('is unavailable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createYooKassaProvider({
      shopId: SHOP_ID,
      secretKey: SECRET_KEY,
      apiUrl: `http://127.0.0.1:${port}/v3/`,
    });
    const error = await failure(nowhere.get('2f000000-000f-5000-8000-000000000002'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'YooKassa GET /payments/2f000000-000f-5000-8000-000000000002 did not answer: ECONNREFUSED',
    );
  });

  it('sends nothing without an idempotence key', async () => {
    await expect(provider().create(input({ idempotenceKey: '' }))).rejects.toThrow(/idempotence key/);
    await expect(provider().cancel('2f00', 'k'.repeat(65))).rejects.toThrow(/idempotence key/);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a fractional or negative amount before sending it', async () => {
    await expect(provider().create(input({ amountKopecks: 10.5 }))).rejects.toThrow(RangeError);
    await expect(provider().create(input({ amountKopecks: -100 }))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
