import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../../app/layouts/top-bar';
import { billingSideOf } from '../../../lib/billing-side';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { BalanceWidget } from './balance-widget';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('who holds a balance', () => {
  it('is a user, a company owner, and staff in user mode; not an employee, an administrator or a guest', () => {
    const side = (user_type: 1 | 2 | 3 | 4, userMode = false) =>
      billingSideOf({ profile: makeSession({ user_type }).profile, userMode });
    expect(side(1)).toBe(1);
    expect(side(2)).toBe(2);
    expect(side(2, true)).toBe(1);
    expect(side(3, true)).toBe(1);
    expect(side(3)).toBeNull();
    expect(side(4)).toBeNull();
    expect(side(4, true)).toBeNull();
    expect(billingSideOf({ profile: null, userMode: false })).toBeNull();
  });
});

describe('the top bar’s balance', () => {
  const render = (user_type: 1 | 2 | 3 | 4, userMode: boolean, id: number) => {
    viewport(DESK);
    sessionStore.signIn(
      makeSession({ id, user_type, company_id: user_type === 2 || user_type === 3 ? 9 : null }),
    );
    sessionStore.setUserMode(userMode);
    const sent = stubServer((call) =>
      call.url === '/api/payments/balance/' ? { body: { balance: 1250 } } : undefined,
    );
    renderWithProviders(<TopBar onMenuClick={() => {}} />, '/app/dashboard');
    return sent;
  };

  it.each([
    ['a user', 1, false, 101],
    ['a company owner', 2, false, 102],
    ['an employee in user mode', 3, true, 103],
  ] as const)('is shown to %s with the amount', async (_, userType, userMode, id) => {
    render(userType, userMode, id);
    expect(await screen.findByRole('button', { name: /^Баланс: 1\s250,00\s₽$/ })).toBeTruthy();
  });

  it.each([
    ['an employee', 3, false, 104],
    ['an administrator', 4, false, 105],
  ] as const)('is not shown to %s', async (_, userType, userMode, id) => {
    const sent = render(userType, userMode, id);
    // the profile menu loads lazily like the balance would: once it is there, the balance would be too
    await screen.findByRole('button', { name: 'Меню профиля' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Баланс/ })).toBeNull();
    expect(sent.some((call) => call.url.startsWith('/api/payments/'))).toBe(false);
  });

  it('is not shown to a guest', async () => {
    viewport(DESK);
    const sent = stubServer(() => undefined);
    renderWithProviders(<TopBar />, '/search');
    expect(screen.getByText('Вход')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Баланс/ })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('the balance menu', () => {
  it('refreshes the balance', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    let balance = 1250;
    const sent = stubServer((call) =>
      call.url === '/api/payments/balance/' ? { body: { balance } } : undefined,
    );
    renderWithProviders(<BalanceWidget />, '/app/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /^Баланс: 1\s250,00\s₽$/ }));
    const menu = await screen.findByRole('menu', { name: 'Баланс' });
    balance = 2000.5;
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Обновить' }));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toMatch(/^2\s000,50\s₽$/));
    expect(sent.filter((call) => call.url === '/api/payments/balance/')).toHaveLength(2);
  });

  it('on a phone is an icon named «Баланс», the amount in its menu', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession());
    stubServer((call) => (call.url === '/api/payments/balance/' ? { body: { balance: 10 } } : undefined));
    renderWithProviders(<BalanceWidget />, '/app/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Баланс' }));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('10,00 ₽'));
  });

  it(
    'tops up: at least 10 ₽, then posts the sum, this page and the receipt’s e-mail, and opens the provider',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession());
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      let answered = 0;
      const sent = stubServer((call) => {
        if (call.url === '/api/payments/balance/') return { body: { balance: 1250 } };
        if (call.url === '/api/payments/pay/' && call.method === 'POST') {
          answered += 1;
          return answered === 1
            ? { status: 400, body: { payment_phone: ['Введите телефон в формате +7 (XXX) XXX-XX-XX'] } }
            : { status: 201, body: { payment_url: 'https://pay.test/checkout/77', payment_id: 77 } };
        }
        return undefined;
      });
      renderWithProviders(<BalanceWidget />, '/app/orders?status=2&payment=5');
      await userEvent.click(await screen.findByRole('button', { name: /^Баланс/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Пополнить' }));
      const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
      expect((within(dialog).getByLabelText(/E-mail для чека/) as HTMLInputElement).value).toBe(
        'user@demo.ru',
      );

      await userEvent.type(within(dialog).getByLabelText(/Сумма, ₽/), '9');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
      expect(await within(dialog).findByText(PAYMENT_MSG.minTopUp)).toBeTruthy();
      expect(sent.some((call) => call.url === '/api/payments/pay/')).toBe(false);

      await userEvent.clear(within(dialog).getByLabelText(/Сумма, ₽/));
      await userEvent.type(within(dialog).getByLabelText(/Сумма, ₽/), '1 500,50');
      await userEvent.type(within(dialog).getByLabelText('Телефон для чека'), '9001234567');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
      // the server's message stands under its field
      expect(await within(dialog).findByText('Введите телефон в формате +7 (XXX) XXX-XX-XX')).toBeTruthy();
      expect(within(dialog).queryByText(PAYMENT_MSG.minTopUp)).toBeNull();
      expect(assign).not.toHaveBeenCalled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/checkout/77'));
      const posts = sent.filter((call) => call.url === '/api/payments/pay/');
      expect(posts.at(-1)?.body).toEqual({
        amount_payment: 1500.5,
        return_path: '/app/orders?status=2',
        payment_email: 'user@demo.ru',
        payment_phone: '+7 (900) 123-45-67',
      });
    },
  );
});
