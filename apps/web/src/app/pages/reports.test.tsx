import type { DealerProfit } from '@sp/shared/api/dealers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moscowToday, presetPeriod } from '../../features/reports/components/report-period';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../test/stub-server';
import { DESK, viewport } from '../../test/viewport';
import { ReportsRoute } from './reports';

// the charts (Recharts) are drawn in the browser
vi.mock('../../features/reports/components/report-charts', () => ({ ReportCharts: () => null }));
vi.mock('../../features/dealers/components/dealer-profit-chart', () => ({ DealerProfitChart: () => null }));

const month = presetPeriod('month', moscowToday());
const figures = { uses: 1, list_price: 1_000, discount: 100, paid: 900, reward: 180 };
const PROFIT: DealerProfit = {
  period: month,
  previous_period: month,
  total: figures,
  previous: { ...figures, reward: 90 },
  by_time: [{ ...figures, start: month.start, unit: 'day' }],
  by_code: [{ ...figures, id: 7, code: 'RITUAL10' }],
  by_partner: [{ ...figures, kind: 'account', id: 9, name: 'Орлова М.' }],
};
const EMPTY = { period: month, previous_period: month, current: {}, previous: {}, rows: [], results: [] };

/** Every report answers nothing much; the dealer's income answers PROFIT. */
function server() {
  return stubServer((call) => {
    if (call.url.startsWith('/api/reports/dealer-profit/xlsx/')) return { body: {} };
    if (call.url === '/api/reports/dealer-profit/') return { body: PROFIT };
    if (call.url.includes('/api/reports/directory/'))
      return { body: { branches: [], product_categories: [], service_categories: [], managers: [] } };
    if (call.url.includes('/api/reports/analytics/'))
      return { body: { period: month, step: 'day', points: [] } };
    if (call.url.includes('/api/reports/')) return { body: EMPTY };
    return undefined;
  });
}

const dealerPosts = (sent: Sent[]) =>
  sent.filter((call) => call.url === '/api/reports/dealer-profit/').map((call) => call.body);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('/app/reports of a dealer', () => {
  it('shows the dealer’s income for the period, narrowed to a code, with its workbook', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'DEALER' }));
    const sent = server();
    renderWithProviders(<ReportsRoute />);
    const income = await screen.findByRole('region', { name: 'Доход дилера за период' });
    expect(within(income).getByRole('generic', { name: 'Вознаграждение' }).textContent).toContain('180,00 ₽');
    expect(dealerPosts(sent)).toEqual([{ date_start: month.start, date_end: month.end }]);

    await userEvent.click(within(income).getByLabelText('Промокод'));
    await userEvent.click(await screen.findByRole('option', { name: 'RITUAL10' }));
    await waitFor(() =>
      expect(dealerPosts(sent).at(-1)).toEqual({
        date_start: month.start,
        date_end: month.end,
        promo_code_id: 7,
      }),
    );

    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(within(income).getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    const file = sent.find((call) => call.url.startsWith('/api/reports/dealer-profit/xlsx/'));
    expect(Object.fromEntries(new URL(file?.url ?? '', 'http://x').searchParams)).toEqual({
      date_start: month.start,
      date_end: month.end,
      promo_code_id: '7',
    });
  });

  it('is not shown to another company', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'REGULAR' }));
    const sent = server();
    renderWithProviders(<ReportsRoute />);
    expect(await screen.findByRole('heading', { name: 'Отчёты' })).toBeTruthy();
    await waitFor(() => expect(sent.some((call) => call.url.includes('/company-total/'))).toBe(true));
    expect(screen.queryByText('Доход дилера')).toBeNull();
    expect(dealerPosts(sent)).toEqual([]);
  });
});
