import type { BalanceMovement } from '@sp/shared/api/payments';
import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import type { AdditionalPackage, CurrentTariff, Tariff } from '@sp/shared/api/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitNotice } from '../../../lib/limit-notice';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { TariffPage } from './tariff-page';

const FREE: Tariff = {
  id: 1,
  audience: 1,
  name: 'Бесплатный',
  description: '',
  price: 0,
  period_months: 12,
  is_free: true,
  is_archive: false,
  position: 0,
  limits: { memory_pages: 3, storage_mb: 500, tree_persons: null },
};
const FAMILY: Tariff = {
  ...FREE,
  id: 2,
  name: 'Семейный',
  description: 'Для большой семьи',
  price: 990,
  period_months: 1,
  is_free: false,
  limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
};
const YEAR: Tariff = { ...FAMILY, id: 3, name: 'Семейный на год', price: 9900, period_months: 12 };
const PAGES_PACK: AdditionalPackage = {
  id: 5,
  audience: 1,
  name: '+5 страниц',
  description: '',
  price: 199,
  period_months: 3,
  is_archive: false,
  position: 0,
  grants: { memory_pages: 5 },
};
const ON_FREE: CurrentTariff = {
  tariff: FREE,
  starts_at: null,
  ends_at: null,
  auto_renew: false,
  next: null,
  packages: [],
  limits: { memory_pages: 3, storage_mb: 500, tree_persons: null },
  usage: { memory_pages: 2, storage_mb: 460, tree_persons: 5 },
};
const MOVEMENTS: BalanceMovement[] = [
  {
    id: 2,
    kind: 'purchase',
    amount: -990,
    description: 'Тариф «Семейный»',
    created_at: '2026-03-09T21:05:00Z',
  },
  {
    id: 1,
    kind: 'top_up',
    amount: 1000,
    description: 'Пополнение картой',
    created_at: '2026-03-09T08:00:00Z',
  },
];

type Answer = { status?: number; body?: unknown } | undefined;

/** The money API of one account: its tariff, the offers, the balance and the history; `extra` first. */
function server(current: CurrentTariff, extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (call.method !== 'GET') return undefined;
    if (path === '/api/payments/tariff/') return { body: current };
    if (path === '/api/payments/balance/') return { body: { balance: 1250 } };
    if (path === '/api/public/tariffs/user-plane/') return { body: [FREE, FAMILY, YEAR] };
    if (path === '/api/public/tariffs/company-plane/')
      return { body: [{ ...FAMILY, id: 8, audience: 2, name: 'Бизнес' }] };
    if (path === '/api/public/tariffs/additional-package/') return { body: [PAGES_PACK] };
    if (path === '/api/payments/history/') return { body: { results: MOVEMENTS, count: 2 } };
    return undefined;
  });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('article') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  limitNotice.close();
});

const SLOW = { timeout: 30_000 };

describe('/app/tariff', () => {
  it('shows the free tariff held for good, and each limit’s use with a bar, nearly full ones in warning', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    server(ON_FREE);
    renderWithProviders(<TariffPage />, '/app/tariff');
    const current = (await screen.findByRole('heading', { name: 'Бесплатный', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(within(current).getByText('бессрочно')).toBeTruthy();
    expect(within(current).queryByRole('switch', { name: 'Продлевать автоматически' })).toBeNull();
    expect(within(current).queryByRole('checkbox', { name: 'Продлевать автоматически' })).toBeNull();

    expect(within(current).getByText('2 из 3')).toBeTruthy();
    const pages = within(current).getByRole('progressbar', { name: 'Страницы памяти' });
    expect(pages.getAttribute('aria-valuenow')).toBe('67');
    expect(pages.className).not.toMatch(/colorWarning/);
    const storage = within(current).getByRole('progressbar', { name: 'Фото и файлы, МБ' });
    expect(within(current).getByText('460 из 500')).toBeTruthy();
    expect(storage.getAttribute('aria-valuenow')).toBe('92');
    expect(storage.className).toMatch(/colorWarning/);
    expect(within(current).getByText('5 — без ограничений')).toBeTruthy();
    expect(within(current).queryByRole('progressbar', { name: 'Персоны в древе' })).toBeNull();

    const family = await card('Семейный');
    expect(within(family).getByText(/^990,00\s₽ за 1 месяц$/)).toBeTruthy();
    expect(within(await card('Семейный на год')).getByText(/^9\s900,00\s₽ за 12 месяцев$/)).toBeTruthy();
    expect(within(await card('+5 страниц')).getByText(/^199,00\s₽ за 3 месяца$/)).toBeTruthy();
    expect(within(await card('+5 страниц')).getByText('Страницы памяти: +5')).toBeTruthy();
    // the free tariff is held without buying
    expect(within(await card('Бесплатный')).queryByRole('button')).toBeNull();
    expect(within(await card('Бесплатный')).getByText('Ваш тариф')).toBeTruthy();
  });

  it('shows a paid tariff’s end, the next one, and switches auto-renewal', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    const paid = {
      ...ON_FREE,
      tariff: FAMILY,
      starts_at: '2026-05-10T09:00:00Z',
      ends_at: '2026-06-10T09:00:00Z',
      auto_renew: false,
      next: {
        id: 40,
        kind: 'tariff' as const,
        offer_id: 3,
        name: 'Семейный на год',
        price: 9900,
        starts_at: '2026-06-10T09:00:00Z',
        ends_at: '2027-06-10T09:00:00Z',
        auto_renew: false,
      },
    };
    const sent = server(paid, (call) =>
      call.method === 'PATCH' ? { body: { ...paid, auto_renew: true } } : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    expect(await screen.findByText('действует до 10.06.2026')).toBeTruthy();
    expect(screen.getByText('Следующий тариф: «Семейный на год» с 10.06.2026 до 10.06.2027')).toBeTruthy();
    const renew = screen.getByRole('switch', { name: 'Продлевать автоматически' }) as HTMLInputElement;
    expect(renew.checked).toBe(false);
    await userEvent.click(renew);
    await waitFor(() => expect(renew.checked).toBe(true));
    expect(sent.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/payments/tariff/',
      body: { auto_renew: true },
    });
  });

  it('buys a tariff from the balance after confirming its price against the balance', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    let bought = false;
    const sent = server(ON_FREE, (call) => {
      if (call.method === 'POST' && call.url === '/api/payments/tariff/') {
        bought = true;
        return { status: 201, body: {} };
      }
      if (bought && call.url === '/api/payments/tariff/') return { body: { ...ON_FREE, tariff: FAMILY } };
      return undefined;
    });
    renderWithProviders(<TariffPage />, '/app/tariff');
    await userEvent.click(within(await card('Семейный')).getByRole('button', { name: 'Оплатить с баланса' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплата с баланса' });
    expect(within(dialog).getByText(/Тариф «Семейный»: 990,00\s₽ за 1 месяц/)).toBeTruthy();
    expect(within(dialog).getByText(/На балансе: 1\s250,00\s₽/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Продлевать автоматически' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ tariff_id: 2, auto_renew: true });
    // the tariff, the balance and the history are asked anew
    expect(await screen.findByRole('heading', { name: 'Семейный', level: 2 })).toBeTruthy();
    expect(sent.filter((call) => call.url === '/api/payments/balance/').length).toBeGreaterThan(1);
  });

  it(
    'offers the card when the balance is short (402), and pays the tariff’s price by card',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession());
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const sent = server(ON_FREE, (call) => {
        if (call.method === 'POST' && call.url === '/api/payments/tariff/')
          return {
            status: 402,
            body: { detail: PAYMENT_MSG.notEnough, error_code: 'payments.not_enough' },
          };
        if (call.method === 'POST' && call.url === '/api/payments/pay/')
          return { status: 201, body: { payment_url: '/app/payment/test/abc', payment_id: 12 } };
        return undefined;
      });
      renderWithProviders(<TariffPage />, '/app/tariff');
      await userEvent.click(
        within(await card('Семейный на год')).getByRole('button', { name: 'Оплатить с баланса' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Оплата с баланса' });
      // 9 900 ₽ against 1 250 ₽: the shortfall is said at once
      expect(within(dialog).getByText(/не хватает 8\s650,00\s₽/)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
      expect(await within(dialog).findByText(PAYMENT_MSG.notEnough)).toBeTruthy();
      // the page answers this 402 itself: no «limit reached» notice
      expect(limitNotice.get()).toBeNull();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Оплатить картой' }));
      const byCard = await screen.findByRole('dialog', { name: 'Оплата картой' });
      expect(within(byCard).getByText(/К оплате: 9\s900,00\s₽/)).toBeTruthy();
      await userEvent.click(within(byCard).getByRole('button', { name: 'Перейти к оплате' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/payment/test/abc'));
      expect(sent.find((call) => call.url === '/api/payments/pay/')?.body).toEqual({
        amount_payment: 9900,
        return_path: '/app/tariff',
        payment_email: 'user@demo.ru',
        user_tariff_id: 3,
      });
    },
  );

  it(
    'applies a promo code to a purchase from the balance; a code that does not work is said',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession());
      const sent = server(ON_FREE, (call) => {
        if (call.url === '/api/promo-code/info/NOPE/')
          return { status: 404, body: { detail: PROMO_MSG.notFound } };
        if (call.url === '/api/promo-code/info/VESNA10/')
          return {
            body: { code: 'VESNA10', discount_percent: 10, audience: 1, valid_until: null, dealer: null },
          };
        if (call.method === 'POST' && call.url === '/api/payments/tariff/') return { status: 201, body: {} };
        return undefined;
      });
      renderWithProviders(<TariffPage />, '/app/tariff');
      await userEvent.click(
        within(await card('Семейный')).getByRole('button', { name: 'Оплатить с баланса' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Оплата с баланса' });
      const field = within(dialog).getByLabelText('Промокод');
      await userEvent.type(field, 'nope');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
      expect(await within(dialog).findByText(PROMO_MSG.notFound)).toBeTruthy();

      await userEvent.clear(field);
      await userEvent.type(field, 'vesna10');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
      expect((await within(dialog).findByRole('status')).textContent).toMatch(
        /^Скидка 10 %: 891,00\s₽ вместо 990,00\s₽$/,
      );
      expect(within(dialog).getByText(/К оплате: 891,00\s₽/)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        tariff_id: 2,
        auto_renew: false,
        promo_code: 'VESNA10',
      });
    },
  );

  it('pays a package by card at the price a promo code gives, and sends the code', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = server(ON_FREE, (call) => {
      if (call.url === '/api/promo-code/info/VESNA10/')
        return {
          body: { code: 'VESNA10', discount_percent: 10, audience: null, valid_until: null, dealer: 'Дилер' },
        };
      if (call.method === 'POST' && call.url === '/api/payments/pay/')
        return { status: 201, body: { payment_url: 'https://pay.test/1', payment_id: 1 } };
      return undefined;
    });
    renderWithProviders(<TariffPage />, '/app/tariff');
    await userEvent.click(within(await card('+5 страниц')).getByRole('button', { name: 'Оплатить картой' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплата картой' });
    await userEvent.type(within(dialog).getByLabelText('Промокод'), 'VESNA10{Enter}');
    expect(await within(dialog).findByText(/К оплате: 179,10\s₽/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(sent.filter((call) => call.url === '/api/payments/pay/')).toHaveLength(1));
    expect(sent.find((call) => call.url === '/api/payments/pay/')?.body).toMatchObject({
      amount_payment: 179.1,
      additional_package_id: 5,
      promo_code: 'VESNA10',
    });
  });

  it('pays a company’s tariff and a package by card under their own fields', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = server({ ...ON_FREE, tariff: { ...FREE, audience: 2 }, limits: {}, usage: {} }, (call) =>
      call.method === 'POST' && call.url === '/api/payments/pay/'
        ? { status: 201, body: { payment_url: 'https://pay.test/1', payment_id: 1 } }
        : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    await userEvent.click(within(await card('Бизнес')).getByRole('button', { name: 'Оплатить картой' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплата картой' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(sent.filter((call) => call.url === '/api/payments/pay/')).toHaveLength(1));
    expect(sent.find((call) => call.url === '/api/payments/pay/')?.body).toMatchObject({
      amount_payment: 990,
      company_tariff_id: 8,
    });
    expect(sent.some((call) => call.url === '/api/public/tariffs/additional-package/?type=2')).toBe(true);
  });

  it('lists the balance’s history with signed sums in Moscow time, filtered by kind', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    const sent = server(ON_FREE);
    renderWithProviders(<TariffPage />, '/app/tariff#history');
    const table = await screen.findByRole('table', { name: 'История баланса' });
    const purchase = (await within(table).findByText('Покупка')).closest('tr') as HTMLElement;
    expect(within(purchase).getByText('10.03.2026 00:05')).toBeTruthy();
    expect(within(purchase).getByText(/^−990,00\s₽$/)).toBeTruthy();
    const topUp = within(table).getByText('Пополнение').closest('tr') as HTMLElement;
    expect(within(topUp).getByText(/^\+1\s000,00\s₽$/)).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Операция' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Возврат' }));
    await waitFor(() =>
      expect(sent.some((call) => call.url === '/api/payments/history/?kind=refund&offset=0&limit=10')).toBe(
        true,
      ),
    );
  });

  it('shows the history as cards on a phone', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession());
    server(ON_FREE);
    renderWithProviders(<TariffPage />, '/app/tariff');
    const history = await screen.findByRole('region', { name: 'История баланса' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the tariff cannot be read, with a retry', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession());
    server(ON_FREE, (call) =>
      call.url === '/api/payments/tariff/'
        ? { status: 500, body: { detail: 'Внутренняя ошибка сервера.' } }
        : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    expect(await screen.findByText('Внутренняя ошибка сервера.')).toBeTruthy();
  });
});
