import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { DEALER_CODE } from '../test-fixtures';
import { DealerPromoCodesPage } from './dealer-promo-codes-page';

const URL = '/api/company/dealer-promo-code/';
const DISABLED = { ...DEALER_CODE, id: 9, code: 'OSEN-5', status: 'disabled' as const, max_uses: null };
const STOPPED_BY_ADMIN = { ...DISABLED, id: 11, code: 'ZIMA-7', disabled_by_admin: true };

function server() {
  const codes = [DEALER_CODE, DISABLED, STOPPED_BY_ADMIN];
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.startsWith(URL))
      return { body: { count: codes.length, results: codes } };
    if (call.method === 'PUT' && call.url === `${URL}7/`)
      return { body: { ...DEALER_CODE, ...(call.body as object) } };
    return undefined;
  });
}

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => undefined) },
    configurable: true,
  });
  sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'DEALER' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('/app/dealer/promo-code', () => {
  it('shows each code’s terms, share and money; copies a code', SLOW, async () => {
    viewport(DESK);
    server();
    renderWithProviders(<DealerPromoCodesPage />);
    const row = await screen.findByRole('row', { name: /RITUAL10/ });
    for (const text of ['10 %', '20 %', '3 из 100', '31.12.2026', 'Действует', '2\u00a0700,00 ₽', '540,00 ₽'])
      expect(row.textContent).toContain(text);
    expect(within(screen.getByRole('row', { name: /OSEN-5/ })).getByText('Отключён')).toBeTruthy();
    // one an administrator switched off says so and offers no «Включить»: only an administrator starts it again
    const stopped = screen.getByRole('row', { name: /ZIMA-7/ });
    expect(within(stopped).getByText('Отключён администратором')).toBeTruthy();
    expect(within(stopped).queryByRole('button', { name: /Включить/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать промокод RITUAL10' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('RITUAL10');
  });

  it('stops a code only after confirmation', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<DealerPromoCodesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Отключить промокод RITUAL10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/Отключить промокод RITUAL10\?/)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([
        [`${URL}7/`, { status: 'disabled' }],
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Включить промокод OSEN-5' })).toBeTruthy();
  });

  it('reads as cards on a phone', SLOW, async () => {
    viewport(PHONE);
    server();
    renderWithProviders(<DealerPromoCodesPage />);
    expect(await screen.findByRole('button', { name: 'Скопировать промокод OSEN-5' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const stopped = screen.getAllByRole('article').find((card) => card.textContent?.includes('ZIMA-7'));
    expect(stopped?.textContent).toContain('Отключён администратором');
    expect(screen.queryByRole('button', { name: 'Включить промокод ZIMA-7' })).toBeNull();
  });
});
