import type { TestPayment } from '@sp/shared/api/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { TestPaymentPage } from './test-payment-page';

const PENDING: TestPayment = {
  provider_id: 'test-4f2a',
  amount: 990,
  description: 'Тариф «Семейный» на 1 месяц',
  status: 'pending',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const render = () => renderRoute('/app/payment/test/:id', <TestPaymentPage />, '/app/payment/test/test-4f2a');

describe('/app/payment/test/:id', () => {
  it.each([
    ['Оплатить', 'succeeded'],
    ['Отменить оплату', 'canceled'],
  ] as const)('«%s» posts the outcome and goes back where the payment began', async (button, outcome) => {
    sessionStore.signIn(makeSession());
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = stubServer((call) => {
      if (call.url !== '/api/payments/test-provider/test-4f2a/') return undefined;
      return call.method === 'GET'
        ? { body: PENDING }
        : { body: { return_url: 'http://localhost:3000/app/tariff?payment=12' } };
    });
    render();
    expect(screen.getByRole('heading', { name: 'Тестовая оплата' })).toBeTruthy();
    expect(screen.getByText(/настоящие деньги не списываются/)).toBeTruthy();
    expect(await screen.findByText(/^990,00\s₽$/)).toBeTruthy();
    expect(screen.getByText('Тариф «Семейный» на 1 месяц')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/app/tariff?payment=12'));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ outcome });
  });

  it('shows a finished payment’s status and the way back, without the buttons', async () => {
    sessionStore.signIn(makeSession());
    stubServer((call) =>
      call.url === '/api/payments/test-provider/test-4f2a/'
        ? { body: { ...PENDING, status: 'succeeded' } }
        : undefined,
    );
    render();
    expect(await screen.findByText('Этот платёж уже оплачен.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К тарифам и балансу' }).getAttribute('href')).toBe(
      '/app/tariff',
    );
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('says so when the payment is unknown', async () => {
    sessionStore.signIn(makeSession());
    stubServer(() => ({ status: 404, body: { detail: 'Платёж не найден.' } }));
    render();
    expect(await screen.findByText('Платёж не найден.')).toBeTruthy();
  });
});
