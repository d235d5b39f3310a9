import { PROMO_MSG, type PromoCode } from '@sp/shared/api/promo-codes';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { DEALER_CODE, REQUESTED, SPRING } from '../promo-code-fixtures';
import { AdminPromoCodesPage } from './admin-promo-codes-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

type Answer = { status?: number; body?: unknown } | undefined;

function server(write: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (call.method === 'GET' && url.pathname === '/api/admin/promo-codes/') {
      const query = url.searchParams.get('query')?.toUpperCase();
      const results = [SPRING, DEALER_CODE, REQUESTED].filter(
        (code) =>
          (!query || code.code.includes(query)) &&
          (!url.searchParams.get('status') || code.status === url.searchParams.get('status')) &&
          (!url.searchParams.get('owner') ||
            (code.dealer ? 'dealer' : 'platform') === url.searchParams.get('owner')),
      );
      return { body: { results, count: results.length } };
    }
    if (call.method !== 'GET') return write(call);
    return undefined;
  });
}

const writes = (sent: Sent[]) => sent.filter((call) => call.method !== 'GET');
const rowOf = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr') as HTMLElement;

describe('/admin/promo-codes', () => {
  it(
    'shows each code with whose it is, its terms, uses, last day, status and money; searches and filters',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server();
      renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
      const table = await screen.findByRole('table', { name: 'Промокоды' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Промокод', 'Скидка', 'Для кого', 'Использован', 'Действует до', 'Статус', 'Оплачено', '']);
      const spring = await rowOf(table, 'VESNA-2026');
      for (const text of [
        'Платформа',
        '15 %',
        'Компании',
        '3 из 10',
        '31.05.2099',
        'Действует',
        '1 234,50 ₽',
      ])
        expect(within(spring).getByText(text)).toBeTruthy();
      // the platform's codes have no dealer's share or reward
      expect(within(spring).queryByText(/доля дилера|дилеру/)).toBeNull();
      const dealer = await rowOf(table, 'PARTNER-10');
      for (const text of [
        'Дилер Север',
        '10 %',
        'доля дилера 20 %',
        'Все',
        '3',
        'без срока',
        '27 000,00 ₽',
        'дилеру 5 400,00 ₽',
      ])
        expect(within(dealer).getByText(text)).toBeTruthy();
      // a dealer's request is decided on the dealers' page
      const requested = await rowOf(table, 'SEVER-5');
      expect(within(requested).getByText('На рассмотрении')).toBeTruthy();
      expect(within(requested).queryByText(/доля дилера|дилеру/)).toBeNull();
      expect(within(requested).getByRole('link', { name: 'К заявкам дилеров' }).getAttribute('href')).toBe(
        paths.adminDealerPromoCodes(),
      );
      expect(within(requested).queryByRole('button')).toBeNull();

      await userEvent.type(screen.getByRole('searchbox', { name: 'Промокод' }), 'vesna');
      await waitFor(() => expect(within(table).queryByText('PARTNER-10')).toBeNull());
      expect(sent.some((call) => call.url.includes('query=vesna'))).toBe(true);
      await userEvent.clear(screen.getByRole('searchbox', { name: 'Промокод' }));

      await userEvent.click(screen.getByRole('combobox', { name: 'Чьи' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Дилеров' }));
      await waitFor(() => expect(within(table).queryByText('VESNA-2026')).toBeNull());
      expect(await within(table).findByText('PARTNER-10')).toBeTruthy();
      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'На рассмотрении' }));
      await waitFor(() => expect(within(table).queryByText('PARTNER-10')).toBeNull());
      expect(sent.at(-1)?.url).toContain('owner=dealer');
      expect(sent.at(-1)?.url).toContain('status=requested');
    },
  );

  it('creates a platform code, showing the server’s message under its field', SLOW, async () => {
    viewport(DESK);
    let taken = true;
    const sent = server((call) =>
      taken
        ? { status: 409, body: { code: [PROMO_MSG.codeTaken], error_code: 'promo_codes.code_taken' } }
        : { status: 201, body: { ...SPRING, id: 9, code: 'LETO-2099', ...(call.body as object) } },
    );
    renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
    await screen.findByRole('table', { name: 'Промокоды' });
    await userEvent.click(screen.getByRole('button', { name: 'Создать промокод' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый промокод' });
    // the rules are checked before anything is sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(PROMO_MSG.discount)).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Промокод/), 'leto-2099');
    expect((within(dialog).getByLabelText(/^Промокод/) as HTMLInputElement).value).toBe('LETO-2099');
    await userEvent.type(within(dialog).getByLabelText('Скидка, %'), '20');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Для кого' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Пользователи' }));
    await userEvent.type(within(dialog).getByLabelText('Действует до'), '31082099');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Летняя акция');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(PROMO_MSG.codeTaken)).toBeTruthy();

    taken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbar.get()?.message).toBe('Промокод LETO-2099 создан');
    const body = {
      code: 'LETO-2099',
      discount_percent: 20,
      audience: 1,
      max_uses: null,
      valid_until: '2099-08-31',
      note: 'Летняя акция',
    };
    expect(writes(sent)).toEqual([
      { method: 'POST', url: '/api/admin/promo-codes/', body },
      { method: 'POST', url: '/api/admin/promo-codes/', body },
    ]);
  });

  it('refuses a last day already past without asking the server', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
    await screen.findByRole('table', { name: 'Промокоды' });
    await userEvent.click(screen.getByRole('button', { name: 'Создать промокод' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый промокод' });
    await userEvent.type(within(dialog).getByLabelText(/^Промокод/), 'OLD-CODE');
    await userEvent.type(within(dialog).getByLabelText('Скидка, %'), '5');
    await userEvent.type(within(dialog).getByLabelText('Действует до'), '01012020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(PROMO_MSG.validUntil)).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  it(
    'changes a dealer code’s terms and share, and switches a code off after a confirmation',
    SLOW,
    async () => {
      viewport(DESK);
      let refuse = true;
      const sent = server((call) =>
        refuse
          ? { status: 409, body: { detail: 'Промокод уже отключён' } }
          : { body: { ...DEALER_CODE, ...(call.body as Partial<PromoCode>) } },
      );
      renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
      const table = await screen.findByRole('table', { name: 'Промокоды' });
      await rowOf(table, 'PARTNER-10');
      // the platform's codes have no dealer's share
      await userEvent.click(screen.getByRole('button', { name: 'Изменить промокод VESNA-2026' }));
      let dialog = await screen.findByRole('dialog', { name: 'Промокод VESNA-2026' });
      expect(within(dialog).queryByLabelText('Доля дилера, %')).toBeNull();
      expect((within(dialog).getByLabelText('Действует до') as HTMLInputElement).value).toBe('31.05.2099');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(screen.getByRole('button', { name: 'Изменить промокод PARTNER-10' }));
      dialog = await screen.findByRole('dialog', { name: 'Промокод PARTNER-10' });
      const share = within(dialog).getByLabelText('Доля дилера, %');
      await userEvent.clear(share);
      await userEvent.type(share, '25');
      await userEvent.type(within(dialog).getByLabelText('Сколько раз можно использовать'), '500');
      // a refusal naming no field is said, and the dialog keeps what was typed
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('Промокод уже отключён'));
      expect((within(dialog).getByLabelText('Доля дилера, %') as HTMLInputElement).value).toBe('25');
      refuse = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar.get()?.message).toBe('Промокод PARTNER-10 сохранён');
      // the last day was not touched: it is not sent
      const put = {
        method: 'PUT',
        url: '/api/admin/promo-codes/2/',
        body: { discount_percent: 10, dealer_share_percent: 25, audience: null, max_uses: 500 },
      };
      expect(writes(sent)).toEqual([put, put]);

      await userEvent.click(screen.getByRole('button', { name: 'Отключить промокод PARTNER-10' }));
      const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      expect(within(confirm).getByText(/Отключить промокод PARTNER-10\?/)).toBeTruthy();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('Промокод PARTNER-10 отключён'));
      expect(writes(sent).at(-1)).toEqual({
        method: 'PUT',
        url: '/api/admin/promo-codes/2/',
        body: { status: 'disabled' },
      });
    },
  );

  it('reads as cards on a phone and says what the page is for when there are no codes', SLOW, async () => {
    viewport(PHONE);
    server();
    const { unmount } = renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
    const cards = await screen.findByRole('region', { name: 'Промокоды' });
    const card = (await within(cards).findByText('PARTNER-10')).closest('article') as HTMLElement;
    expect(within(card).getByText('Скидка')).toBeTruthy();
    expect(within(card).getByText('доля дилера 20 %')).toBeTruthy();
    // on a phone the actions are words
    expect(within(card).getByRole('button', { name: 'Изменить промокод PARTNER-10' }).textContent).toBe(
      'Изменить',
    );
    expect(within(card).getByRole('button', { name: 'Изменить промокод PARTNER-10' })).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(DESK);
    stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<AdminPromoCodesPage />, '/admin/promo-codes');
    expect(await screen.findByText('Промокодов пока нет')).toBeTruthy();
    expect(screen.getByText(/Здесь все промокоды платформы/)).toBeTruthy();
  });
});
