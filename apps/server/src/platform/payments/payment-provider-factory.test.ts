import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './payment-provider-factory';

const common = { notifyAddresses: [], vatCode: 1 };

describe('createPaymentProvider', () => {
  it('builds the sandbox, whose payments are confirmed on the site’s own page', async () => {
    const provider = createPaymentProvider({ provider: 'test', ...common });
    expect(provider.name).toBe('test');
    const payment = await provider.create({
      idempotenceKey: 'k',
      amountKopecks: 100,
      description: 'Пополнение',
      returnUrl: 'https://pamyat.example/app/tariff',
      metadata: {},
      receipt: { items: [] },
    });
    // a path: the page opens on whatever address the payer uses
    expect(payment.confirmationUrl).toBe(`/app/payment/test/${payment.providerId}`);
  });

  it('builds YooKassa from its keys', () => {
    const provider = createPaymentProvider({
      provider: 'yookassa',
      shopId: '1',
      secretKey: 's',
      apiUrl: 'http://127.0.0.1:9/v3',
      ...common,
    });
    expect(provider.name).toBe('yookassa');
    expect('complete' in provider).toBe(false);
  });
});
