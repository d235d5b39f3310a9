import { type AdminInvoice, INVOICE_MSG } from '@sp/shared/api/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminInvoicesPage } from './admin-invoices-page';

const TARIFF_INVOICE: AdminInvoice = {
  id: 12,
  number: 'СП-2026-000012',
  description: 'Тариф «Бизнес» на 12 месяцев',
  amount: 9900,
  status: 'unpaid',
  created_at: '2026-03-09T21:05:00Z',
  pay_until: '2026-03-14T21:05:00Z',
  paid_at: null,
  file_name: 'Счёт СП-2026-000012 от 10.03.2026',
  company: { id: 9, name: 'Ритуал-Сервис', inn: '7701234567' },
};
const TOP_UP_INVOICE: AdminInvoice = {
  ...TARIFF_INVOICE,
  id: 13,
  number: 'СП-2026-000013',
  description: 'Пополнение баланса на платформе «Светлая память»',
  amount: 1234.5,
  company: { id: 10, name: 'Память', inn: '5012345678' },
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(rows: AdminInvoice[], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.method === 'GET' && call.url.startsWith('/api/admin/invoices/?'))
      return { body: { results: rows, count: rows.length } };
    return undefined;
  });
}

const gets = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/invoices/?'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('/admin/invoices', () => {
  it(
    'lists the unpaid invoices first, searches by number, company or INN, and filters by status',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      const sent = server([TARIFF_INVOICE]);
      renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
      const table = await screen.findByRole('table', { name: 'Счета компаний' });
      const row = (await within(table).findByText('№ СП-2026-000012')).closest('tr') as HTMLElement;
      expect(within(row).getByText('10.03.2026')).toBeTruthy();
      expect(within(row).getByText('Ритуал-Сервис')).toBeTruthy();
      expect(within(row).getByText('ИНН 7701234567')).toBeTruthy();
      expect(within(row).getByText(/^9\s900,00\s₽$/)).toBeTruthy();
      expect(within(row).getByText('Ждёт оплаты')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Скачать счёт № СП-2026-000012' })).toBeTruthy();
      expect(gets(sent)[0].url).toBe('/api/admin/invoices/?status=unpaid&offset=0&limit=10');
      expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Ждёт оплаты');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Номер, компания или ИНН' }), '7701');
      await waitFor(() =>
        expect(gets(sent).at(-1)?.url).toBe(
          `/api/admin/invoices/?status=unpaid&query=7701&offset=0&limit=10`,
        ),
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Все' }));
      await waitFor(() =>
        expect(gets(sent).at(-1)?.url).toBe('/api/admin/invoices/?query=7701&offset=0&limit=10'),
      );
    },
  );

  it('marks an invoice paid after a confirmation naming the credit and the purchase', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    let paid = false;
    const sent = server([TARIFF_INVOICE, TOP_UP_INVOICE], (call) => {
      if (call.method === 'POST' && call.url === '/api/admin/invoices/12/paid/') {
        paid = true;
        return { body: { ...TARIFF_INVOICE, status: 'paid', paid_at: '2026-03-11T10:00:00Z' } };
      }
      if (paid && call.method === 'GET') return { body: { results: [TOP_UP_INVOICE], count: 1 } };
      return undefined;
    });
    renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Счета компаний' });

    // a top-up's invoice buys nothing: only the credit is said
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Отметить оплаченным счёт № СП-2026-000013' }),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toMatch(
      /Баланс компании «Память» пополнится на 1\s234,50\s₽\. Отменить это нельзя\./,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(
      within(table).getByRole('button', { name: 'Отметить оплаченным счёт № СП-2026-000012' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toMatch(
      /Отметить счёт № СП-2026-000012 оплаченным\? Баланс компании «Ритуал-Сервис» пополнится на 9\s900,00\s₽, и на эти деньги будет куплено то, за что выставлен счёт: Тариф «Бизнес» на 12 месяцев\./,
    );
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/invoices/12/paid/',
    ]);
    expect(snackbar.get()?.message).toMatch(
      /^Счёт № СП-2026-000012 оплачен: баланс компании «Ритуал-Сервис» пополнен на 9\s900,00\s₽$/,
    );
    // the list is asked anew: the paid one has left the unpaid
    await waitFor(() => expect(within(table).queryByText('№ СП-2026-000012')).toBeNull());
  });

  it('says when the invoice was settled meanwhile (409)', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server([TARIFF_INVOICE], (call) =>
      call.method === 'POST' ? { status: 409, body: { detail: INVOICE_MSG.notUnpaid } } : undefined,
    );
    renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отметить оплаченным счёт № СП-2026-000012' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Подвердить действие' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() => expect(snackbar.get()?.message).toBe(INVOICE_MSG.notUnpaid));
  });

  it('downloads an invoice in the format chosen, and says why a PDF could not be made', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const detail = 'PDF сейчас не сделать: скачайте .docx.';
    const sent = server([TARIFF_INVOICE], (call) =>
      call.url.startsWith('/api/admin/invoices/12/file/') ? { status: 503, body: { detail } } : undefined,
    );
    renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать счёт № СП-2026-000012' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Скачать PDF' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(detail));
    expect(sent.some((call) => call.url === '/api/admin/invoices/12/file/?format=pdf')).toBe(true);
  });

  it('explains the empty page, and shows cards on a phone', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server([]);
    const { unmount } = renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
    expect(await screen.findByText('Неоплаченных счетов нет')).toBeTruthy();
    expect(screen.getByText(/отметьте его оплаченным: баланс компании пополнится/)).toBeTruthy();
    unmount();

    server([TARIFF_INVOICE, TOP_UP_INVOICE]);
    renderWithProviders(<AdminInvoicesPage />, '/admin/invoices');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
