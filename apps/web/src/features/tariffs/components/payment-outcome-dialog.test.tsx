import type { CardPayment } from '@sp/shared/api/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../../app/layouts/top-bar';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, viewport } from '../../../test/viewport';
import { useBalance } from '../api/balance';
import { PaymentOutcomeDialog } from './payment-outcome-dialog';

const PAYMENT: CardPayment = {
  id: 7,
  status: 'pending',
  purpose: 'top_up',
  amount: 1000,
  description: 'Пополнение баланса',
  return_path: '/app/dashboard',
  created_at: '2026-03-09T08:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

function BalanceProbe() {
  const balance = useBalance();
  return <p data-testid="balance">{balance.data?.balance}</p>;
}

function SearchProbe() {
  return <p data-testid="search">{useLocation().search}</p>;
}

describe('the card payment’s outcome', () => {
  it('waits while the payment is pending, asking every 2 s, then says it came in and refreshes the balance', {
    timeout: 30_000,
  }, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    let asked = 0;
    let balance = 250;
    const sent = stubServer((call) => {
      if (call.url === '/api/payments/balance/') return { body: { balance } };
      if (call.url === '/api/payments/pay/7/') {
        asked += 1;
        if (asked < 3) return { body: PAYMENT };
        balance = 1250;
        return { body: { ...PAYMENT, status: 'succeeded' } };
      }
      return undefined;
    });
    renderWithProviders(
      <>
        <BalanceProbe />
        <PaymentOutcomeDialog paymentId={7} onClose={() => {}} />
      </>,
    );
    expect(await screen.findByText('Ожидаем подтверждение оплаты…')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('250'));
    expect(
      await screen.findByText(/^Оплата прошла: 1\s000,00\s₽ зачислены на баланс\.$/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Пополнение баланса')).toBeTruthy();
    expect(sent.filter((call) => call.url === '/api/payments/pay/7/')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1250'));
    // a final payment is asked no more
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sent.filter((call) => call.url === '/api/payments/pay/7/')).toHaveLength(3);
  });

  it('says a cancelled payment was cancelled', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    stubServer((call) =>
      call.url === '/api/payments/pay/8/' ? { body: { ...PAYMENT, id: 8, status: 'canceled' } } : undefined,
    );
    renderWithProviders(<PaymentOutcomeDialog paymentId={8} onClose={() => {}} />);
    expect(await screen.findByText('Оплата отменена: деньги не списаны.')).toBeTruthy();
  });

  it('opens over the page the provider sent the payer back to, and closing drops ?payment', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ id: 201 }));
    stubServer((call) => {
      if (call.url === '/api/payments/pay/9/') return { body: { ...PAYMENT, id: 9, status: 'succeeded' } };
      if (call.url === '/api/payments/balance/') return { body: { balance: 1000 } };
      return undefined;
    });
    renderWithProviders(
      <>
        <TopBar onMenuClick={() => {}} />
        <SearchProbe />
      </>,
      '/app/orders?status=2&payment=9',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Результат оплаты' });
    expect(await screen.findByText(/^Оплата прошла: 1\s000,00\s₽ зачислены на баланс\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?status=2'));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
