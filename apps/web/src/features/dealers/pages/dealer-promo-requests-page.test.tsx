import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, viewport } from '../../../test/viewport';
import { DEALER_CODE } from '../test-fixtures';
import { DealerPromoRequestsPage } from './dealer-promo-requests-page';

const URL = '/api/company/dealer-request-promo-code/';
const DECLINED = {
  ...DEALER_CODE,
  id: 8,
  code: 'VESNA-15',
  status: 'declined' as const,
  dealer_share_percent: 0,
  comment: 'Скидка слишком велика для этой аудитории.',
};

type Answer = { status?: number; body?: unknown };

function server(
  results: unknown[],
  onPost: (call: Sent) => Answer = () => ({ status: 201, body: DEALER_CODE }),
) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.startsWith(URL))
      return { body: { count: results.length, results } };
    if (call.method === 'POST' && call.url === URL) return onPost(call);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

function open() {
  viewport(DESK);
  sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'DEALER' }));
}

describe('/app/dealer/requests-promo-code', () => {
  it('lists the requests with their status and the administrator’s comment', SLOW, async () => {
    open();
    server([{ ...DEALER_CODE, status: 'requested', decided_at: null }, DECLINED]);
    renderWithProviders(<DealerPromoRequestsPage />);
    const declined = await screen.findByRole('row', { name: /VESNA-15/ });
    expect(within(declined).getByText('Отклонён')).toBeTruthy();
    expect(within(declined).getByText(DECLINED.comment)).toBeTruthy();
    expect(within(declined).getByText('31.12.2026')).toBeTruthy();
    const waiting = screen.getByRole('row', { name: /RITUAL10/ });
    expect(within(waiting).getByText('На рассмотрении')).toBeTruthy();
    expect(within(waiting).getByText('3 из 100')).toBeTruthy();
  });

  it('says what the page is for while there are no requests', SLOW, async () => {
    open();
    server([]);
    renderWithProviders(<DealerPromoRequestsPage />);
    expect(await screen.findByText('Заявок на промокоды пока нет')).toBeTruthy();
    expect(screen.getByText(/администратор назначит вашу долю/)).toBeTruthy();
  });

  it('checks the request, shows the server’s messages on their fields, and sends it', SLOW, async () => {
    open();
    let taken = true;
    const sent = server([], () =>
      taken ? { status: 409, body: { code: [PROMO_MSG.codeTaken] } } : { status: 201, body: DEALER_CODE },
    );
    renderWithProviders(<DealerPromoRequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Запросить промокод' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запросить промокод' });
    await userEvent.type(within(dialog).getByLabelText(/^Промокод/), 'ritual10');
    await userEvent.type(within(dialog).getByLabelText(/^Скидка, %/), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText(PROMO_MSG.discount)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    const discount = within(dialog).getByLabelText(/^Скидка, %/);
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    await userEvent.type(within(dialog).getByLabelText('Сколько раз можно использовать'), '100');
    await userEvent.type(within(dialog).getByLabelText('Действует до'), '31122099');
    await userEvent.type(within(dialog).getByLabelText('Где и кому вы будете его раздавать'), 'На выставке');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText(PROMO_MSG.codeTaken)).toBeTruthy();

    taken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      ...Array(2).fill({
        code: 'RITUAL10',
        discount_percent: '10',
        audience: null,
        max_uses: '100',
        valid_until: '2099-12-31',
        note: 'На выставке',
      }),
    ]);
  });
});
