import { type AdminCardPayment, PAYMENT_MSG } from '@sp/shared/api/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitNotice } from '../../../lib/limit-notice';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPaymentsPage } from './admin-payments-page';

const FAMILY_PAYMENT: AdminCardPayment = {
  id: 31,
  status: 'succeeded',
  purpose: 'top_up',
  amount: 1000,
  description: 'Пополнение баланса',
  return_path: '/app/tariff',
  created_at: '2026-03-09T21:05:00Z',
  holder: { kind: 'account', id: 5, name: 'Анна Иванова' },
  provider: 'test',
  provider_payment_id: 'abc',
  refunded: 250.5,
};
const COMPANY_PAYMENT: AdminCardPayment = {
  ...FAMILY_PAYMENT,
  id: 32,
  status: 'pending',
  purpose: 'tariff',
  amount: 9900,
  description: 'Тариф «Бизнес» на 12 месяцев',
  holder: { kind: 'company', id: 9, name: 'Ритуал-Сервис' },
  refunded: 0,
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(rows: AdminCardPayment[], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.method === 'GET' && call.url.startsWith('/api/admin/payments/?'))
      return { body: { results: rows, count: rows.length } };
    return undefined;
  });
}

const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
  limitNotice.close();
});

const SLOW = { timeout: 30_000 };

describe('/admin/payments', () => {
  it('lists card payments with their payer, status and refunds; searches and filters', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = server([FAMILY_PAYMENT, COMPANY_PAYMENT]);
    renderWithProviders(<AdminPaymentsPage />, '/admin/payments');
    const table = await screen.findByRole('table', { name: 'Платежи картой' });
    const family = (await within(table).findByText('Анна Иванова')).closest('tr') as HTMLElement;
    expect(within(family).getByText('10.03.2026 00:05')).toBeTruthy();
    expect(within(family).getByText('Пользователь, ID 5')).toBeTruthy();
    expect(within(family).getByText(/^1\s000,00\s₽$/)).toBeTruthy();
    expect(within(family).getByText(/^250,50\s₽$/)).toBeTruthy();
    expect(within(family).getByText('Оплачен')).toBeTruthy();
    expect(within(family).getByRole('button', { name: /^Вернуть/ })).toBeTruthy();
    const company = within(table).getByText('Ритуал-Сервис').closest('tr') as HTMLElement;
    expect(within(company).getByText('Компания, ID 9')).toBeTruthy();
    expect(within(company).getByText('Ожидает оплаты')).toBeTruthy();
    // a pending payment has nothing to give back
    expect(within(company).queryByRole('button', { name: /^Вернуть/ })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Имя или e-mail плательщика' }), 'Анна');
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Оплачен' }));
    await waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        `/api/admin/payments/?status=succeeded&query=${encodeURIComponent('Анна')}&offset=0&limit=10`,
      ),
    );
  });

  it(
    'refunds the rest by default with a reason, and shows why the provider or the balance refused',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      let tries = 0;
      const sent = server([FAMILY_PAYMENT], (call) => {
        if (call.method !== 'POST' || call.url !== '/api/admin/payments/31/refund/') return undefined;
        tries += 1;
        if (tries === 1)
          return { status: 402, body: { detail: PAYMENT_MSG.notEnough, error_code: 'payments.not_enough' } };
        if (tries === 2) return { status: 502, body: { detail: PAYMENT_MSG.refundFailed } };
        return { body: { ...FAMILY_PAYMENT, refunded: 1000 } };
      });
      renderWithProviders(<AdminPaymentsPage />, '/admin/payments');
      await userEvent.click(
        await screen.findByRole('button', { name: /^Вернуть платёж от 10\.03\.2026 00:05/ }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Возврат платежа' });
      const amount = within(dialog).getByRole('textbox', { name: 'Сумма возврата, ₽' }) as HTMLInputElement;
      // 1 000 paid, 250,50 given back already
      expect(amount.value).toBe('749,5');
      expect(within(dialog).getByText(/Не больше 749,50\s₽/)).toBeTruthy();

      // the reason is asked for before anything is sent
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      expect(await within(dialog).findByText(PAYMENT_MSG.reason)).toBeTruthy();
      // more than is left is refused here too
      await userEvent.clear(amount);
      await userEvent.type(amount, '800');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Двойная оплата');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      expect(await within(dialog).findByText(PAYMENT_MSG.refundTooMuch)).toBeTruthy();
      expect(posts(sent)).toHaveLength(0);

      await userEvent.clear(amount);
      await userEvent.type(amount, '700');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_MSG.notEnough);
      // the page answers this 402 itself: no «limit reached» notice
      expect(limitNotice.get()).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert').textContent).toBe(PAYMENT_MSG.refundFailed),
      );

      await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts(sent).map((call) => call.body)).toEqual([
        { amount: 700, reason: 'Двойная оплата' },
        { amount: 700, reason: 'Двойная оплата' },
        { amount: 700, reason: 'Двойная оплата' },
      ]);
      expect(snackbar.get()?.message).toMatch(/^Возвращено 700,00\s₽ на карту плательщика$/);
    },
  );

  it(
    'checks whose balance it is, then corrects it with a reason and shows the new balance',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      let balance = 1250;
      const sent = server([], (call) => {
        if (call.url === '/api/admin/balance/?account_id=404')
          return { status: 404, body: { detail: 'Не найдено.' } };
        if (call.url === '/api/admin/balance/?account_id=5')
          return { body: { holder: { kind: 'account', id: 5, name: 'Анна Иванова' }, balance } };
        if (call.method === 'POST' && call.url === '/api/admin/balance-corrections/') {
          const body = call.body as { amount: number };
          if (balance + body.amount < 0)
            return {
              status: 402,
              body: { detail: PAYMENT_MSG.notEnough, error_code: 'payments.not_enough' },
            };
          balance += body.amount;
          return { body: { holder: { kind: 'account', id: 5, name: 'Анна Иванова' }, balance } };
        }
        return undefined;
      });
      renderWithProviders(<AdminPaymentsPage />, '/admin/payments');
      await userEvent.click(await screen.findByRole('button', { name: 'Корректировка баланса' }));
      const dialog = await screen.findByRole('dialog', { name: 'Корректировка баланса' });
      expect(
        within(dialog).getByRole('button', { name: 'Провести корректировку' }).hasAttribute('disabled'),
      ).toBe(true);
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Чей баланс' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Пользователь' }));
      const id = within(dialog).getByRole('spinbutton', { name: 'ID пользователя' });

      await userEvent.type(id, '404');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
      expect(await within(dialog).findByText('Пользователя с таким ID нет')).toBeTruthy();

      await userEvent.clear(id);
      await userEvent.type(id, '5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
      const holder = await within(dialog).findByRole('status', { name: 'На балансе' });
      expect(holder.textContent).toMatch(/Анна Иванова.*Пользователь, ID 5.*На балансе: 1\s250,00\s₽/);

      const amount = within(dialog).getByRole('textbox', { name: 'Сумма, ₽ (минус — списание)' });
      const reason = within(dialog).getByRole('textbox', { name: 'Причина' });
      // a debit beyond the balance: the server's 402 is said in the dialog
      await userEvent.type(amount, '-2000');
      await userEvent.type(reason, 'Ошибочное зачисление');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Провести корректировку' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_MSG.notEnough);
      expect(limitNotice.get()).toBeNull();

      await userEvent.clear(amount);
      await userEvent.type(amount, '-200,5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Провести корректировку' }));
      expect(
        await within(dialog).findByText(/Корректировка −200,50\s₽ проведена\. Новый баланс: 1\s049,50\s₽/),
      ).toBeTruthy();
      expect(within(dialog).getByRole('status', { name: 'На балансе' }).textContent).toMatch(/1\s049,50\s₽/);
      expect(posts(sent).map((call) => call.body)).toEqual([
        { account_id: 5, amount: -2000, reason: 'Ошибочное зачисление' },
        { account_id: 5, amount: -200.5, reason: 'Ошибочное зачисление' },
      ]);
      expect(
        sent.filter((call) => call.url.startsWith('/api/admin/balance/')).map((call) => call.url),
      ).toEqual(['/api/admin/balance/?account_id=404', '/api/admin/balance/?account_id=5']);
    },
  );

  it('refuses a zero correction and a short reason before sending', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = server([], (call) =>
      call.url === '/api/admin/balance/?company_id=9'
        ? { body: { holder: { kind: 'company', id: 9, name: 'Ритуал-Сервис' }, balance: 0 } }
        : undefined,
    );
    renderWithProviders(<AdminPaymentsPage />, '/admin/payments');
    await userEvent.click(await screen.findByRole('button', { name: 'Корректировка баланса' }));
    const dialog = await screen.findByRole('dialog', { name: 'Корректировка баланса' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'ID компании' }), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect((await within(dialog).findByRole('status', { name: 'На балансе' })).textContent).toMatch(
      /Ритуал-Сервис.*Компания, ID 9/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Сумма, ₽ (минус — списание)' }), '0');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'ок');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Провести корректировку' }));
    expect(await within(dialog).findByText(PAYMENT_MSG.correctionZero)).toBeTruthy();
    expect(within(dialog).getByText(PAYMENT_MSG.reason)).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);
  });

  it('shows the payments as cards on a phone', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server([FAMILY_PAYMENT, COMPANY_PAYMENT]);
    renderWithProviders(<AdminPaymentsPage />, '/admin/payments');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
