import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider';
import { createTestPaymentProvider } from './test-provider';

const sandbox = () =>
  createTestPaymentProvider({ confirmationUrl: (id) => `https://pamyat.example/app/payment/test/${id}` });

const input = (idempotenceKey = 'payment-12') => ({
  idempotenceKey,
  amountKopecks: 1000,
  description: 'Оплата тарифа «Стандарт»',
  returnUrl: 'https://pamyat.example/app/tariff?payment=12',
  metadata: { payment_id: '12' },
  receipt: {
    email: 'payer@example.com',
    items: [{ description: 'Тариф', quantity: 1, amountKopecks: 1000, vatCode: 1 }],
  },
});

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('createTestPaymentProvider', () => {
  it('creates a pending payment whose page is the sandbox page, once per idempotence key', async () => {
    const provider = sandbox();
    const payment = await provider.create(input());
    expect(provider.name).toBe('test');
    expect(payment).toEqual({
      providerId: expect.any(String),
      status: 'pending',
      amountKopecks: 1000,
      currency: 'RUB',
      paid: false,
      metadata: { payment_id: '12' },
      confirmationUrl: `https://pamyat.example/app/payment/test/${payment.providerId}`,
    });
    expect((await provider.create(input())).providerId).toBe(payment.providerId);
    expect((await provider.create(input('payment-13'))).providerId).not.toBe(payment.providerId);
    expect(await provider.get(payment.providerId)).toEqual(payment);
  });

  it('shows its page what is paid for and where to go back', async () => {
    const provider = sandbox();
    const { providerId } = await provider.create(input());
    expect(await provider.details(providerId)).toMatchObject({
      providerId,
      status: 'pending',
      amountKopecks: 1000,
      description: 'Оплата тарифа «Стандарт»',
      returnUrl: 'https://pamyat.example/app/tariff?payment=12',
    });
  });

  it('completes a pending payment as its page decides; a payment only moves forward', async () => {
    const provider = sandbox();
    const paid = await provider.create(input('a'));
    expect(await provider.complete(paid.providerId, 'succeeded')).toMatchObject({
      status: 'succeeded',
      paid: true,
      confirmationUrl: null,
    });
    expect(await provider.get(paid.providerId)).toMatchObject({ status: 'succeeded', paid: true });
    // the page sent twice is the same outcome; another outcome is refused
    expect((await provider.complete(paid.providerId, 'succeeded')).status).toBe('succeeded');
    expect(await failure(provider.complete(paid.providerId, 'canceled'))).toMatchObject({ kind: 'refused' });

    const abandoned = await provider.create(input('b'));
    expect(await provider.complete(abandoned.providerId, 'canceled')).toMatchObject({
      status: 'canceled',
      paid: false,
    });
    expect((await provider.get(abandoned.providerId)).status).toBe('canceled');
  });

  it('captures or cancels a payment waiting for capture, as YooKassa does', async () => {
    const provider = sandbox();
    const first = await provider.create(input('a'));
    await provider.complete(first.providerId, 'waiting_for_capture');
    expect(await provider.capture(first.providerId, 800, 'capture-a')).toMatchObject({
      status: 'succeeded',
      paid: true,
      amountKopecks: 800,
    });
    expect((await provider.capture(first.providerId, 800, 'capture-a')).status).toBe('succeeded');

    const second = await provider.create(input('b'));
    await provider.complete(second.providerId, 'waiting_for_capture');
    expect(await failure(provider.capture(second.providerId, 1001, 'capture-b'))).toMatchObject({
      kind: 'refused',
    });
    expect(await provider.cancel(second.providerId, 'cancel-b')).toMatchObject({
      status: 'canceled',
      paid: false,
    });

    // YooKassa cancels only a payment waiting for capture: a pending one expires on its own
    const pending = await provider.create(input('c'));
    expect(await failure(provider.cancel(pending.providerId, 'cancel-c'))).toMatchObject({ kind: 'refused' });
    expect(await failure(provider.capture(pending.providerId, 1000, 'capture-c'))).toMatchObject({
      kind: 'refused',
    });
  });

  it('refunds a succeeded payment up to what was paid, once per idempotence key', async () => {
    const provider = sandbox();
    const { providerId } = await provider.create(input());
    const refund = (amountKopecks: number, idempotenceKey: string) =>
      provider.refund({
        providerPaymentId: providerId,
        amountKopecks,
        idempotenceKey,
        description: 'Возврат',
      });

    expect(await failure(refund(100, 'early'))).toMatchObject({ kind: 'refused' });
    await provider.complete(providerId, 'succeeded');
    const first = await refund(600, 'refund-1');
    expect(first).toEqual({ refundId: expect.any(String), status: 'succeeded' });
    expect(await refund(600, 'refund-1')).toEqual(first);
    expect(await failure(refund(500, 'refund-2'))).toMatchObject({ kind: 'refused' });
    expect((await refund(400, 'refund-3')).refundId).not.toBe(first.refundId);
  });

  it('says not_found for a payment it does not keep, as after a restart', async () => {
    const provider = sandbox();
    for (const call of [
      provider.get('lost'),
      provider.details('lost'),
      provider.complete('lost', 'succeeded'),
      provider.cancel('lost', 'k'),
      provider.refund({ providerPaymentId: 'lost', amountKopecks: 1, idempotenceKey: 'k', description: '' }),
    ]) {
      expect(await failure(call)).toMatchObject({ kind: 'not_found' });
    }
    // another instance (a restarted server) knows nothing of this one's payments
    const { providerId } = await provider.create(input());
    expect((await failure(sandbox().get(providerId))).kind).toBe('not_found');
  });

  it('refuses an amount that is not a positive number of kopecks', async () => {
    const provider = sandbox();
    for (const amountKopecks of [0, -1, 10.5]) {
      expect(await failure(provider.create({ ...input(`k${amountKopecks}`), amountKopecks }))).toMatchObject({
        kind: 'refused',
      });
    }
  });

  it('gives out copies: changing an answer changes nothing kept', async () => {
    const provider = sandbox();
    const payment = await provider.create(input());
    payment.metadata.payment_id = '999';
    payment.status = 'succeeded';
    expect(await provider.get(payment.providerId)).toMatchObject({
      status: 'pending',
      metadata: { payment_id: '12' },
    });
  });
});
