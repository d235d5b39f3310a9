import type { AdminCompany } from '@sp/shared/api/admin-companies';
import type { DealerProfit, DealerStatisticRow } from '@sp/shared/api/dealers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { thisMonth } from '../components/period-filter';
import { AdminDealerStatisticPage } from './admin-dealer-statistic-page';
import { AdminDealerStatisticsPage } from './admin-dealer-statistics-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SLOW = { timeout: 30_000 };

const NORTH: DealerStatisticRow = {
  id: 5,
  name: 'Дилер Север',
  inn: '2901123456',
  uses: 4,
  list_price: 40000,
  discount: 4000,
  paid: 36000,
  reward: 7200,
  active_codes: 2,
  partners: 3,
  balance: 1500.5,
  dealer_since: '2026-01-15T09:00:00Z',
};

const FIGURES = { uses: 4, list_price: 40000, discount: 4000, paid: 36000, reward: 7200 };
const PROFIT: DealerProfit = {
  period: { start: '2026-03-01', end: '2026-03-31' },
  previous_period: { start: '2026-01-29', end: '2026-02-28' },
  total: FIGURES,
  previous: { uses: 0, list_price: 0, discount: 0, paid: 0, reward: 0 },
  by_time: [],
  by_code: [{ ...FIGURES, id: 2, code: 'PARTNER-10' }],
  by_partner: [],
};

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('/admin/dealers/statistic', () => {
  it(
    'asks for this month at first, shows each dealer’s figures and links it with the period',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = stubServer((call) =>
        call.url.startsWith('/api/admin/statistic-dealer/?')
          ? { body: { results: [NORTH], count: 1 } }
          : undefined,
      );
      renderWithProviders(<AdminDealerStatisticsPage />, '/admin/dealers/statistic');
      const table = await screen.findByRole('table', { name: 'Статистика дилеров' });
      const row = (await within(table).findByText('Дилер Север')).closest('tr') as HTMLElement;
      for (const text of ['36 000,00 ₽', '7 200,00 ₽', '1 500,50 ₽', 'ИНН 2901123456 · дилер с 15.01.2026'])
        expect(within(row).getByText(text)).toBeTruthy();
      const month = thisMonth();
      expect(params(sent[0]?.url ?? '')).toMatchObject(month);
      expect(within(row).getByRole('link', { name: 'Дилер Север' }).getAttribute('href')).toBe(
        `/admin/dealers/statistic/5?date_start=${month.date_start}&date_end=${month.date_end}`,
      );

      // a period typed in full is asked for; one out of order is marked and not asked
      const from = screen.getByLabelText('С');
      await userEvent.clear(from);
      await userEvent.type(from, '01012026');
      await waitFor(() => expect(params(sent.at(-1)?.url ?? '').date_start).toBe('2026-01-01'));
      const to = screen.getByLabelText('По');
      await userEvent.clear(to);
      await userEvent.type(to, '01122025');
      expect(await screen.findByText('Дата окончания не может быть раньше даты начала')).toBeTruthy();
      expect(params(sent.at(-1)?.url ?? '').date_end).toBe(month.date_end);

      await userEvent.type(screen.getByRole('searchbox', { name: 'Название или ИНН' }), 'север');
      await waitFor(() => expect(params(sent.at(-1)?.url ?? '').query).toBe('север'));
    },
  );

  it('reads as cards on a phone and says what the page is for without dealers', SLOW, async () => {
    viewport(PHONE);
    stubServer(() => ({ body: { results: [NORTH], count: 1 } }));
    const { unmount } = renderWithProviders(<AdminDealerStatisticsPage />, '/admin/dealers/statistic');
    const cards = await screen.findByRole('region', { name: 'Статистика дилеров' });
    const card = (await within(cards).findByText('Дилер Север')).closest('article') as HTMLElement;
    expect(within(card).getByText('Вознаграждение')).toBeTruthy();
    expect(within(card).getByText('7 200,00 ₽')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(DESK);
    stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<AdminDealerStatisticsPage />, '/admin/dealers/statistic');
    expect(await screen.findByText('Дилеров пока нет')).toBeTruthy();
    expect(screen.getByText(/Здесь дилеры платформы с их результатами за период/)).toBeTruthy();
  });
});

describe('/admin/dealers/statistic/{id}', () => {
  const DEALER = { id: 5, name: 'Дилер Север', inn: '2901123456' } as AdminCompany;
  const page = (
    <AdminDealerStatisticPage
      slots={{
        profit: (profit, filters) => (
          <section aria-label="Доход дилера">
            {filters}
            <p>Вознаграждение: {profit.total.reward}</p>
          </section>
        ),
      }}
    />
  );

  it(
    'shows the dealer’s income for the list’s period, with its name, and asks again for another',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = stubServer((call) => {
        if (call.url.startsWith('/api/admin/companies/5/')) return { body: DEALER };
        if (call.url.startsWith('/api/admin/statistic-dealer/5/')) return { body: PROFIT };
        return undefined;
      });
      renderRoute(
        '/admin/dealers/statistic/:id',
        page,
        '/admin/dealers/statistic/5?date_start=2026-03-01&date_end=2026-03-31',
      );
      expect(await screen.findByRole('heading', { name: 'Статистика дилера «Дилер Север»' })).toBeTruthy();
      const income = await screen.findByRole('region', { name: 'Доход дилера' });
      expect(within(income).getByText('Вознаграждение: 7200')).toBeTruthy();
      const asked = sent.filter((call) => call.url.startsWith('/api/admin/statistic-dealer/5/'));
      expect(params(asked[0]?.url ?? '')).toEqual({ date_start: '2026-03-01', date_end: '2026-03-31' });
      expect((within(income).getByLabelText('С') as HTMLInputElement).value).toBe('01.03.2026');

      await userEvent.clear(within(income).getByLabelText('С'));
      await userEvent.type(within(income).getByLabelText('С'), '15032026');
      await waitFor(() =>
        expect(params(sent.at(-1)?.url ?? '')).toEqual({ date_start: '2026-03-15', date_end: '2026-03-31' }),
      );
    },
  );

  it('is the 404 page for a company that is not a dealer', SLOW, async () => {
    viewport(DESK);
    stubServer((call) => (call.url.startsWith('/api/admin/companies/8/') ? { body: DEALER } : undefined));
    renderRoute('/admin/dealers/statistic/:id', page, '/admin/dealers/statistic/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  });
});
