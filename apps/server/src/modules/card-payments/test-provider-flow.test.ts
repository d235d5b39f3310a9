import type { Session } from '@sp/shared/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

describe('the «Тестовая оплата» sandbox (issue 14 §3)', () => {
  it('its page pays: the payer goes back to the page they came from and the balance grows', async () => {
    expect(t.services.paymentProvider.name).toBe('test');
    const family = await t.user();
    const paid = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 250.5,
      return_path: '/app/dashboard',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment_url, payment_id } = paid.json();
    // the sandbox's page is this site's own: a path
    const match = /^\/app\/payment\/test\/([^/?]+)$/.exec(payment_url);
    const providerId = decodeURIComponent(match?.[1] ?? '');

    const page = await call('GET', `/api/payments/test-provider/${providerId}/`, family.session);
    expect(page.json()).toEqual({
      provider_id: providerId,
      amount: 250.5,
      description: 'Пополнение баланса',
      status: 'pending',
    });
    const stranger = await t.user();
    expect(
      (await call('GET', `/api/payments/test-provider/${providerId}/`, stranger.session)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/payments/test-provider/${providerId}/`, stranger.session, {
          outcome: 'succeeded',
        })
      ).statusCode,
    ).toBe(404);

    const done = await call('POST', `/api/payments/test-provider/${providerId}/`, family.session, {
      outcome: 'succeeded',
    });
    expect(done.json()).toEqual({ return_url: `/app/dashboard?payment=${payment_id}` });
    expect((await call('GET', '/api/payments/balance/', family.session)).json()).toEqual({ balance: 250.5 });
    expect((await call('GET', `/api/payments/pay/${payment_id}/`, family.session)).json().status).toBe(
      'succeeded',
    );
    const again = await call('POST', `/api/payments/test-provider/${providerId}/`, family.session, {
      outcome: 'canceled',
    });
    expect(again.statusCode).toBe(409);
  });

  it('its page cancels: nothing comes in', async () => {
    const owner = await t.companyOwner();
    const paid = (await call('POST', '/api/payments/pay/', owner.session, { amount_payment: 10 })).json();
    const providerId = decodeURIComponent(paid.payment_url.split('/').pop());
    await call('POST', `/api/payments/test-provider/${providerId}/`, owner.session, { outcome: 'canceled' });
    expect((await call('GET', `/api/payments/pay/${paid.payment_id}/`, owner.session)).json().status).toBe(
      'canceled',
    );
    expect((await call('GET', '/api/payments/balance/', owner.session)).json()).toEqual({ balance: 0 });
  });
});
