import type { DealerPartner } from '@sp/shared/api/dealers';
import type { PromoUse } from '@sp/shared/api/promo-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { CompanyPromoCodesPage } from './company-promo-codes-page';
import { DealerPartnersPage } from './dealer-partners-page';

const PARTNER: DealerPartner = {
  kind: 'account',
  id: 9,
  name: 'Орлова М.',
  uses: 2,
  paid: 1_800,
  reward: 360,
  first_use: '2026-09-02T09:00:00Z',
  last_use: '2026-10-05T09:00:00Z',
};

const USE: PromoUse = {
  id: 4,
  code: 'RITUAL10',
  discount_percent: 10,
  description: 'Тариф «Бизнес» на 1 месяц',
  list_price: 1_000,
  discount: 100,
  paid: 900,
  dealer: 'Дилер-Плюс',
  created_at: '2026-10-05T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('/app/dealer/partners', () => {
  it('lists the partners and searches them by name, page by page', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'DEALER' }));
    const sent = stubServer((call) =>
      call.url.startsWith('/api/company/dealer-partners/')
        ? { body: { count: 12, results: call.url.includes('query=') ? [] : [PARTNER] } }
        : undefined,
    );
    renderWithProviders(<DealerPartnersPage />);
    const row = await screen.findByRole('row', { name: /Орлова М\./ });
    for (const text of ['Пользователь', '1\u00a0800,00 ₽', '360,00 ₽', '02.09.2026', '05.10.2026'])
      expect(row.textContent).toContain(text);
    await userEvent.click(screen.getByRole('button', { name: /следующую страницу|next page/i }));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('offset=10'));
    await userEvent.type(screen.getByLabelText('Имя или название'), 'Смирн');
    expect(await screen.findByText('Таких партнёров нет')).toBeTruthy();
    expect(sent.at(-1)?.url).toContain('query=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD');
    expect(sent.at(-1)?.url).toContain('offset=0');
  });

  it('says what the page is for while there are no partners', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'DEALER' }));
    stubServer(() => ({ body: { count: 0, results: [] } }));
    renderWithProviders(<DealerPartnersPage />);
    expect(await screen.findByText('Партнёров пока нет')).toBeTruthy();
    expect(screen.getByText(/купившие тариф или пакет с вашим промокодом/)).toBeTruthy();
  });
});

describe('/app/company-promo-codes', () => {
  it('lists the purchases made with codes; cards on a phone', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 4 }));
    stubServer((call) =>
      call.url.startsWith('/api/company/company-take-dealer-promo-code/')
        ? { body: { count: 1, results: [USE] } }
        : undefined,
    );
    renderWithProviders(<CompanyPromoCodesPage />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Тариф «Бизнес» на 1 месяц')).toBeTruthy();
    for (const text of [
      '05.10.2026',
      'RITUAL10',
      '1\u00a0000,00 ₽',
      '10 % · 100,00 ₽',
      '900,00 ₽',
      'Дилер-Плюс',
    ])
      expect(card.textContent).toContain(text);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
