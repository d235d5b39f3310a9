import { DEALER_MSG, type DealerApplication } from '@sp/shared/api/dealers';
import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminDealerRequestsPage } from './admin-dealer-requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

const FRESH: DealerApplication = {
  id: 7,
  company: { id: 5, name: 'Дилер Север', inn: '2901123456' },
  note: 'Раздадим промокоды похоронным агентам Архангельской области.',
  status: 'new',
  comment: '',
  created_at: '2026-03-10T09:00:00Z',
  decided_at: null,
};
const DECLINED: DealerApplication = {
  ...FRESH,
  id: 6,
  company: { id: 4, name: 'Ритуал-Сервис', inn: '' },
  note: 'Хотим скидки.',
  status: 'declined',
  comment: 'Не сказано, где будут раздаваться промокоды.',
  created_at: '2026-02-01T09:00:00Z',
  decided_at: '2026-02-03T09:00:00Z',
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(onPut: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/admin/accept-becoming-dealer/') {
      const status = url.searchParams.get('status');
      const results = [FRESH, DECLINED].filter((request) => !status || request.status === status);
      return { body: { results, count: results.length } };
    }
    if (call.method === 'PUT') return onPut(call);
    return undefined;
  });
}

const puts = (sent: Sent[]) => sent.filter((call) => call.method === 'PUT');

describe('/admin/dealers/requests', () => {
  it(
    'lists the new requests first with the company, its ИНН and words; filters by status',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server();
      renderWithProviders(<AdminDealerRequestsPage />, '/admin/dealers/requests');
      const table = await screen.findByRole('table', { name: 'Заявки дилеров' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Компания', 'Подана', 'Где и кому раздаст промокоды', 'Решение']);
      const row = (await within(table).findByText('Дилер Север')).closest('tr') as HTMLElement;
      expect(within(row).getByText('ИНН 2901123456')).toBeTruthy();
      expect(within(row).getByText(FRESH.note)).toBeTruthy();
      expect(within(row).getByText('10.03.2026')).toBeTruthy();
      expect(within(table).queryByText('Ритуал-Сервис')).toBeNull();
      expect(sent[0]?.url).toContain('status=new');

      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Отклонённые' }));
      const declined = (await within(table).findByText('Ритуал-Сервис')).closest('tr') as HTMLElement;
      expect(within(declined).getByText('Отклонена')).toBeTruthy();
      expect(within(declined).getByText(DECLINED.comment)).toBeTruthy();
      expect(within(declined).getByText('03.02.2026')).toBeTruthy();
      expect(within(declined).queryByRole('button')).toBeNull();
    },
  );

  it('accepts after saying what it makes of the company', SLOW, async () => {
    viewport(DESK);
    const sent = server(() => ({ body: { ...FRESH, status: 'accepted' } }));
    renderWithProviders(<AdminDealerRequestsPage />, '/admin/dealers/requests');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Принять заявку компании «Дилер Север»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Принять заявку' });
    expect(within(dialog).getByText(/«Дилер Север» \(ИНН 2901123456\) станет дилером/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbar.get()?.message).toBe('Компания «Дилер Север» теперь дилер');
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/accept-becoming-dealer/7/',
        body: { status: 'accepted', comment: '' },
      },
    ]);
  });

  it(
    'declines with a reason on a phone; the server’s refusal of the comment stays under it',
    SLOW,
    async () => {
      viewport(PHONE);
      let refuse = true;
      const sent = server(() =>
        refuse
          ? { status: 400, body: { comment: [DEALER_MSG.comment] } }
          : { body: { ...FRESH, status: 'declined', comment: 'Нет сайта' } },
      );
      renderWithProviders(<AdminDealerRequestsPage />, '/admin/dealers/requests');
      const cards = await screen.findByRole('region', { name: 'Заявки дилеров' });
      await userEvent.click(
        await within(cards).findByRole('button', { name: 'Отклонить заявку компании «Дилер Север»' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
      await userEvent.type(within(dialog).getByLabelText('Причина отказа'), 'Нет сайта');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      expect(await within(dialog).findByText(DEALER_MSG.comment)).toBeTruthy();
      refuse = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar.get()?.message).toBe('Заявка компании «Дилер Север» отклонена');
      expect(puts(sent).map((call) => call.body)).toEqual([
        { status: 'declined', comment: 'Нет сайта' },
        { status: 'declined', comment: 'Нет сайта' },
      ]);
    },
  );

  it('says what the page is for while nobody asks, and that a decision came meanwhile', SLOW, async () => {
    viewport(DESK);
    stubServer(() => ({ body: { results: [], count: 0 } }));
    const { unmount } = renderWithProviders(<AdminDealerRequestsPage />, '/admin/dealers/requests');
    expect(await screen.findByText('Новых заявок нет')).toBeTruthy();
    expect(screen.getByText(/Здесь появятся заявки компаний, которые хотят стать дилерами/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(DESK);
    server(() => ({ status: 409, body: { detail: DEALER_MSG.decided } }));
    renderWithProviders(<AdminDealerRequestsPage />, '/admin/dealers/requests');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Принять заявку компании «Дилер Север»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Принять заявку' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbar.get()?.message).toBe(DEALER_MSG.decided);
  });
});
