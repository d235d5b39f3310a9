import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { DEALER_CODE, REQUESTED } from '../promo-code-fixtures';
import { AdminDealerPromoCodesPage } from './admin-dealer-promo-codes-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

type Answer = { status?: number; body?: unknown } | undefined;

function server(onPut: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/admin/dealer-promo-codes/') {
      const status = url.searchParams.get('status');
      const results = [REQUESTED, DEALER_CODE].filter((code) => !status || code.status === status);
      return { body: { results, count: results.length } };
    }
    if (call.method === 'PUT') return onPut(call);
    return undefined;
  });
}

const puts = (sent: Sent[]) => sent.filter((call) => call.method === 'PUT');

describe('/admin/dealers/promo-codes', () => {
  it(
    'lists the waiting requests with the dealer’s words and terms; «Все» shows the decided ones',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server();
      renderWithProviders(<AdminDealerPromoCodesPage />, '/admin/dealers/promo-codes');
      const table = await screen.findByRole('table', { name: 'Промокоды дилеров' });
      const row = (await within(table).findByText('SEVER-5')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Дилер Север')).toBeTruthy();
      expect(within(row).getByText(REQUESTED.note)).toBeTruthy();
      expect(within(row).getByText('Скидка 5 %')).toBeTruthy();
      expect(within(row).getByText(/Пользователи · использований: 0 из 100 · до 31\.12\.2099/)).toBeTruthy();
      expect(within(row).getByText('10.03.2026')).toBeTruthy();
      expect(within(table).queryByText('PARTNER-10')).toBeNull();
      expect(sent[0]?.url).toContain('status=requested');

      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Все' }));
      const decided = (await within(table).findByText('PARTNER-10')).closest('tr') as HTMLElement;
      expect(within(decided).getByText('Действует')).toBeTruthy();
      expect(within(decided).getByText('Доля дилера: 20 %')).toBeTruthy();
      expect(within(decided).getByText('Одобрено')).toBeTruthy();
      expect(within(decided).queryByRole('button')).toBeNull();
    },
  );

  it('accepts with the dealer’s share, which it asks for first', SLOW, async () => {
    viewport(DESK);
    const sent = server(() => ({ body: { ...REQUESTED, status: 'active', dealer_share_percent: 15 } }));
    renderWithProviders(<AdminDealerPromoCodesPage />, '/admin/dealers/promo-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'Принять промокод SEVER-5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять промокод' });
    expect(within(dialog).getByText(/Промокод SEVER-5 дилера «Дилер Север» начнёт действовать/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(await within(dialog).findByText(PROMO_MSG.share)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Доля дилера, %'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(await within(dialog).findByText(PROMO_MSG.share)).toBeTruthy();
    expect(puts(sent)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Доля дилера, %'));
    await userEvent.type(within(dialog).getByLabelText('Доля дилера, %'), '15');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Хорошая площадка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbar.get()?.message).toBe('Промокод SEVER-5 действует');
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/accept-dealer-promo-codes/3/',
        body: { status: 'active', dealer_share_percent: 15, comment: 'Хорошая площадка' },
      },
    ]);
  });

  it(
    'declines with a reason on a phone; a request decided meanwhile closes with the server’s word',
    SLOW,
    async () => {
      viewport(PHONE);
      let decided = false;
      const sent = server(() =>
        decided
          ? { status: 409, body: { detail: PROMO_MSG.decided } }
          : { body: { ...REQUESTED, status: 'declined' } },
      );
      renderWithProviders(<AdminDealerPromoCodesPage />, '/admin/dealers/promo-codes');
      const cards = await screen.findByRole('region', { name: 'Промокоды дилеров' });
      await userEvent.click(await within(cards).findByRole('button', { name: 'Отклонить промокод SEVER-5' }));
      let dialog = await screen.findByRole('dialog', { name: 'Отклонить промокод' });
      expect(within(dialog).queryByLabelText('Доля дилера, %')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
      await userEvent.type(within(dialog).getByLabelText('Причина отказа'), 'Слишком большая скидка');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar.get()?.message).toBe('Промокод SEVER-5 отклонён');

      decided = true;
      await userEvent.click(await within(cards).findByRole('button', { name: 'Отклонить промокод SEVER-5' }));
      dialog = await screen.findByRole('dialog', { name: 'Отклонить промокод' });
      await userEvent.type(within(dialog).getByLabelText('Причина отказа'), 'Нет');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar.get()?.message).toBe(PROMO_MSG.decided);
      expect(puts(sent).map((call) => call.body)).toEqual([
        { status: 'declined', comment: 'Слишком большая скидка' },
        { status: 'declined', comment: 'Нет' },
      ]);
    },
  );

  it('says what the page is for when no dealer asks', SLOW, async () => {
    viewport(DESK);
    stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<AdminDealerPromoCodesPage />, '/admin/dealers/promo-codes');
    expect(await screen.findByText('Новых заявок на промокоды нет')).toBeTruthy();
    expect(screen.getByText(/Здесь появляются промокоды, которые просят дилеры/)).toBeTruthy();
  });
});
