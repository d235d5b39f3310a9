import { INVOICE_MSG, type Invoice } from '@sp/shared/api/invoices';
import type { AdditionalPackage, CurrentTariff, Tariff } from '@sp/shared/api/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { TariffPage } from '../pages/tariff-page';

const FREE: Tariff = {
  id: 7,
  audience: 2,
  name: 'Старт',
  description: '',
  price: 0,
  period_months: 12,
  is_free: true,
  is_archive: false,
  position: 0,
  limits: {},
};
const BUSINESS: Tariff = { ...FREE, id: 8, name: 'Бизнес', price: 9900, period_months: 12, is_free: false };
const STAFF_PACK: AdditionalPackage = {
  id: 5,
  audience: 2,
  name: '+5 сотрудников',
  description: '',
  price: 1490,
  period_months: 3,
  is_archive: false,
  position: 0,
  grants: {},
};
const ON_FREE: CurrentTariff = {
  tariff: FREE,
  starts_at: null,
  ends_at: null,
  auto_renew: false,
  next: null,
  packages: [],
  limits: {},
  usage: {},
};
const UNPAID: Invoice = {
  id: 12,
  number: 'СП-2026-000012',
  description: 'Тариф «Бизнес» на 12 месяцев',
  amount: 9900,
  status: 'unpaid',
  created_at: '2026-03-09T21:05:00Z',
  pay_until: '2026-03-14T21:05:00Z',
  paid_at: null,
  file_name: 'Счёт СП-2026-000012 от 10.03.2026',
};
const PAID: Invoice = {
  ...UNPAID,
  id: 11,
  number: 'СП-2026-000011',
  description: 'Пополнение баланса на платформе «Светлая память»',
  amount: 1234.5,
  status: 'paid',
  created_at: '2026-03-01T09:00:00Z',
  paid_at: '2026-03-03T09:00:00Z',
};

type Answer = { status?: number; body?: unknown } | undefined;

/** A company owner's money API with its invoices; `extra` answers first. */
function server(invoices: Invoice[], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (call.method !== 'GET') return undefined;
    if (path === '/api/payments/tariff/') return { body: ON_FREE };
    if (path === '/api/payments/balance/') return { body: { balance: 0 } };
    if (path === '/api/public/tariffs/company-plane/') return { body: [FREE, BUSINESS] };
    if (path === '/api/public/tariffs/additional-package/') return { body: [STAFF_PACK] };
    if (path === '/api/payments/history/') return { body: { results: [], count: 0 } };
    if (path === '/api/company/invoices-payment/')
      return { body: { results: invoices, count: invoices.length } };
    return undefined;
  });
}

const asOwner = () => sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
const posts = (sent: Sent[], url: string) =>
  sent.filter((call) => call.method === 'POST' && call.url === url);
const invoicesRegion = () => screen.findByRole('region', { name: 'Счета на оплату' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('/app/tariff «Счета на оплату»', () => {
  it('issues an invoice to top up the balance by the sum typed', SLOW, async () => {
    viewport(DESK);
    asOwner();
    const sent = server([], (call) =>
      call.method === 'POST' && call.url === '/api/company/invoices-payment/'
        ? { status: 201, body: { ...UNPAID, id: 13, number: 'СП-2026-000013', amount: 1500.5 } }
        : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    const region = await invoicesRegion();
    // the empty list says what an invoice is for and what its payment does
    expect(
      await within(region).findByText(/по безналичному расчёту со своего расчётного счёта/),
    ).toBeTruthy();
    expect(within(region).getByText(/баланс компании пополнится, а тариф или пакет/)).toBeTruthy();

    await userEvent.click(within(region).getAllByRole('button', { name: 'Выставить счёт' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Выставить счёт' });
    expect(within(dialog).getByRole('combobox', { name: 'За что счёт' }).textContent).toBe(
      'Пополнение баланса',
    );
    // too little is refused before it is sent
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Сумма, ₽' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    expect(await within(dialog).findByText(INVOICE_MSG.minAmount)).toBeTruthy();
    expect(posts(sent, '/api/company/invoices-payment/')).toHaveLength(0);

    const sum = within(dialog).getByRole('textbox', { name: 'Сумма, ₽' });
    await userEvent.clear(sum);
    await userEvent.type(sum, '1 500,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent, '/api/company/invoices-payment/').map((call) => call.body)).toEqual([
      { amount: 1500.5 },
    ]);
    expect(snackbar.get()?.message).toBe(
      'Счёт № СП-2026-000013 выставлен: скачайте его в списке «Счета на оплату»',
    );
    // the list is asked anew
    await waitFor(() =>
      expect(
        sent.filter((call) => call.url.startsWith('/api/company/invoices-payment/?')).length,
      ).toBeGreaterThan(1),
    );
  });

  it(
    'issues an invoice for a tariff at its price, and sends to the company’s profile without an INN',
    SLOW,
    async () => {
      viewport(DESK);
      asOwner();
      let asked = 0;
      const sent = server([], (call) => {
        if (call.method !== 'POST' || call.url !== '/api/company/invoices-payment/') return undefined;
        asked += 1;
        return asked === 1
          ? { status: 400, body: { inn: [INVOICE_MSG.innRequired], error_code: 'invoices.innRequired' } }
          : { status: 201, body: UNPAID };
      });
      renderWithProviders(<TariffPage />, '/app/tariff');
      const region = await invoicesRegion();
      await userEvent.click(within(region).getAllByRole('button', { name: 'Выставить счёт' })[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Выставить счёт' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'За что счёт' }));
      // the free tariff is not invoiced
      expect(screen.queryByRole('option', { name: /Старт/ })).toBeNull();
      expect(
        screen.getByRole('option', { name: /Пакет «\+5 сотрудников» — 1\s490,00\s₽ за 3 месяца/ }),
      ).toBeTruthy();
      await userEvent.click(
        screen.getByRole('option', { name: /Тариф «Бизнес» — 9\s900,00\s₽ за 12 месяцев/ }),
      );
      expect(within(dialog).queryByRole('textbox', { name: 'Сумма, ₽' })).toBeNull();
      expect(within(dialog).getByText(/Сумма счёта: 9\s900,00\s₽/)).toBeTruthy();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(INVOICE_MSG.innRequired);
      expect(within(alert).getByRole('link', { name: 'Открыть профиль компании' }).getAttribute('href')).toBe(
        '/app/profile-company',
      );
      expect(posts(sent, '/api/company/invoices-payment/').map((call) => call.body)).toEqual([
        { tariff_id: 8 },
      ]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts(sent, '/api/company/invoices-payment/').map((call) => call.body)).toEqual([
        { tariff_id: 8 },
        { tariff_id: 8 },
      ]);
    },
  );

  it('invoices a package from its card, chosen already', SLOW, async () => {
    viewport(DESK);
    asOwner();
    const sent = server([], (call) =>
      call.method === 'POST' ? { status: 201, body: { ...UNPAID, amount: 1490 } } : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    const pack = (await screen.findByRole('heading', { name: '+5 сотрудников', level: 3 })).closest(
      'article',
    ) as HTMLElement;
    await userEvent.click(within(pack).getByRole('button', { name: 'Выставить счёт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выставить счёт' });
    expect(within(dialog).getByRole('combobox', { name: 'За что счёт' }).textContent).toMatch(
      /^Пакет «\+5 сотрудников»/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выставить счёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent, '/api/company/invoices-payment/').map((call) => call.body)).toEqual([
      { package_id: 5 },
    ]);
  });

  it('lists the invoices; an unpaid one is cancelled after a confirmation', SLOW, async () => {
    viewport(DESK);
    asOwner();
    let canceled = false;
    const sent = server([UNPAID, PAID], (call) => {
      if (call.method === 'POST' && call.url === '/api/company/invoices-payment/12/cancel/') {
        canceled = true;
        return { body: { ...UNPAID, status: 'canceled' } };
      }
      if (canceled && call.url.startsWith('/api/company/invoices-payment/?'))
        return { body: { results: [{ ...UNPAID, status: 'canceled' }, PAID], count: 2 } };
      return undefined;
    });
    renderWithProviders(<TariffPage />, '/app/tariff');
    const table = await screen.findByRole('table', { name: 'Счета на оплату' });
    const unpaid = (await within(table).findByText('№ СП-2026-000012')).closest('tr') as HTMLElement;
    expect(within(unpaid).getByText('10.03.2026')).toBeTruthy();
    expect(within(unpaid).getByText('Тариф «Бизнес» на 12 месяцев')).toBeTruthy();
    expect(within(unpaid).getByText(/^9\s900,00\s₽$/)).toBeTruthy();
    expect(within(unpaid).getByText('Ждёт оплаты')).toBeTruthy();
    expect(within(unpaid).getByText('оплатить до 15.03.2026')).toBeTruthy();
    const paid = within(table).getByText('№ СП-2026-000011').closest('tr') as HTMLElement;
    expect(within(paid).getByText(/^1\s234,50\s₽$/)).toBeTruthy();
    expect(within(paid).getByText('Оплачен')).toBeTruthy();
    expect(within(paid).getByRole('button', { name: /^Скачать \.docx/ })).toBeTruthy();
    expect(within(paid).getByRole('button', { name: /^Скачать PDF/ })).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: /Оплатить картой/ })).toBeNull();
    expect(within(paid).queryByRole('button', { name: /Отменить/ })).toBeNull();

    await userEvent.click(within(unpaid).getByRole('button', { name: 'Отменить счёт № СП-2026-000012' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/Отменить счёт № СП-2026-000012 на 9\s900,00\s₽\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent, '/api/company/invoices-payment/12/cancel/')).toHaveLength(0);

    await userEvent.click(within(unpaid).getByRole('button', { name: 'Отменить счёт № СП-2026-000012' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Подвердить действие' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() => expect(posts(sent, '/api/company/invoices-payment/12/cancel/')).toHaveLength(1));
    const row = (await within(table).findByText('Отменён')).closest('tr') as HTMLElement;
    expect(within(row).getByText('№ СП-2026-000012')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Оплатить картой/ })).toBeNull();
    expect(snackbar.get()?.message).toBe('Счёт № СП-2026-000012 отменён');
  });

  it('pays an unpaid invoice by card for its amount', SLOW, async () => {
    viewport(DESK);
    asOwner();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const sent = server([UNPAID], (call) =>
      call.method === 'POST' && call.url === '/api/payments/pay/'
        ? { status: 201, body: { payment_url: 'https://pay.test/7', payment_id: 7 } }
        : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    const table = await screen.findByRole('table', { name: 'Счета на оплату' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Оплатить картой, счёт № СП-2026-000012' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Оплата счёта картой' });
    expect(
      within(dialog).getByText('Счёт № СП-2026-000012 от 10.03.2026: Тариф «Бизнес» на 12 месяцев'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/К оплате: 9\s900,00\s₽/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/7'));
    expect(posts(sent, '/api/payments/pay/').map((call) => call.body)).toEqual([
      {
        amount_payment: 9900,
        return_path: '/app/tariff',
        payment_email: 'user@demo.ru',
        company_invoice_id: 12,
      },
    ]);
  });

  it('says why a PDF could not be made', SLOW, async () => {
    viewport(DESK);
    asOwner();
    const detail = 'PDF сейчас не сделать: скачайте .docx.';
    const sent = server([UNPAID], (call) =>
      call.url.startsWith('/api/company/invoices-payment/12/file/')
        ? { status: 503, body: { detail } }
        : undefined,
    );
    renderWithProviders(<TariffPage />, '/app/tariff');
    const table = await screen.findByRole('table', { name: 'Счета на оплату' });
    await userEvent.click(await within(table).findByRole('button', { name: /^Скачать PDF/ }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(detail));
    expect(sent.some((call) => call.url === '/api/company/invoices-payment/12/file/?format=pdf')).toBe(true);
  });

  it('shows the invoices as cards on a phone, and none to a family', async () => {
    viewport(PHONE);
    asOwner();
    server([UNPAID, PAID]);
    const { unmount } = renderWithProviders(<TariffPage />, '/app/tariff');
    const region = await invoicesRegion();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2));
    expect(within(region).queryByRole('table')).toBeNull();
    unmount();

    sessionStore.signIn(makeSession());
    const sent = server([UNPAID]);
    renderWithProviders(<TariffPage />, '/app/tariff');
    expect(await screen.findByRole('region', { name: 'История баланса' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Счета на оплату' })).toBeNull();
    expect(sent.some((call) => call.url.startsWith('/api/company/invoices-payment/'))).toBe(false);
  });
});
