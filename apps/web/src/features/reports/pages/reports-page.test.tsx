import type {
  CompanyTotal,
  DealsReport,
  ManagersReport,
  ProfitReport,
  ReportAnalytics,
  ReportDirectory,
} from '@sp/shared/api/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { moscowToday, presetPeriod } from '../components/report-period';
import { ReportsPage } from './reports-page';

// the charts (Recharts) are drawn in the browser; here they stand as their titles
vi.mock('../components/report-charts', () => ({
  ReportCharts: ({ analytics }: { analytics?: ReportAnalytics }) => <p>График: {analytics?.points.length}</p>,
}));

const period = { start: '2026-09-01', end: '2026-09-30' };

const directory: ReportDirectory = {
  branches: [
    { id: 1, name: 'Ритуал', is_current: true },
    { id: 2, name: 'Ритуал — Север', is_current: false },
  ],
  product_categories: [{ id: 5, name: 'Гробы' }],
  service_categories: [{ id: 6, name: 'Перевозка' }],
  managers: [{ id: 3, name: 'Пётр Сидоров' }],
};

const total: CompanyTotal = {
  period,
  previous_period: { start: '2026-08-01', end: '2026-08-31' },
  current: {
    deals: 3,
    revenue: 22_723.45,
    paid: 15_000,
    owed: 7_723.45,
    average_check: 7_574.48,
    cancelled: 1,
  },
  previous: { deals: 1, revenue: 8_000, paid: 8_000, owed: 0, average_check: 8_000, cancelled: 0 },
};

const analytics: ReportAnalytics = {
  period,
  step: 'day',
  points: [{ start: '2026-09-01', deals: 1, revenue: 10_000, paid: 10_000 }],
};

const deals: DealsReport = {
  period,
  rows: [{ category_order: 3, status: 'in_progress', deals: 1, revenue: 12_600, paid: 5_000, owed: 7_600 }],
};

const managers: ManagersReport = {
  period,
  results: [
    {
      manager: { id: 3, name: 'Пётр Сидоров' },
      deals: 1,
      revenue: 12_600,
      paid: 5_000,
      owed: 7_600,
      average_check: 12_600,
    },
    { manager: null, deals: 1, revenue: 123.45, paid: 0, owed: 123.45, average_check: 123.45 },
  ],
};

const profit = (kind: 'product' | 'service'): ProfitReport => ({
  period,
  kind,
  results: [
    {
      category: kind === 'product' ? { id: 5, name: 'Гробы' } : { id: 6, name: 'Перевозка' },
      branch: { id: 1, name: 'Ритуал' },
      quantity: 3,
      revenue: 15_000,
      cost: null,
      profit: null,
    },
  ],
  total: { quantity: 3, revenue: 15_000, cost: null, profit: null },
});

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/reports/directory/')) return { body: directory };
    if (call.url.includes('/api/reports/company-total/')) return { body: total };
    if (call.url.includes('/api/reports/analytics/')) return { body: analytics };
    if (call.url.includes('/api/reports/report/')) return { body: deals };
    if (call.url.includes('/api/reports/managers/')) return { body: managers };
    if (call.url.includes('/api/reports/profit-products/')) return { body: profit('product') };
    if (call.url.includes('/api/reports/profit-services/')) return { body: profit('service') };
    if (call.url.includes('/api/reports/xlsx/')) return { body: {} };
    return undefined;
  });
}

const query = (call: Sent) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
const totals = (sent: Sent[]) => sent.filter((call) => call.url.includes('/company-total/')).map(query);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('reports page', () => {
  it('shows the period’s figures against the previous period, the charts and the tables', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(<ReportsPage />);

    const revenue = await screen.findByLabelText('Выручка');
    expect(within(revenue).getByText('22 723,45 ₽')).toBeTruthy();
    expect(within(revenue).getByText('+184 %')).toBeTruthy();
    expect(within(revenue).getByText(/было 8 000,00 ₽/)).toBeTruthy();
    const owed = screen.getByLabelText('Долг клиентов');
    expect(within(owed).getByText('7 723,45 ₽')).toBeTruthy();
    expect(screen.getByText(/отменено: 1/)).toBeTruthy();

    expect(await screen.findByText('График: 1')).toBeTruthy();
    const people = screen.getByRole('table', { name: 'Менеджеры' });
    expect(within(people).getByText('Пётр Сидоров')).toBeTruthy();
    expect(within(people).getByText('Без ответственного')).toBeTruthy();
    const products = await screen.findByRole('table', { name: 'Прибыль по товарам' });
    expect(within(products).getAllByText('себестоимость неизвестна')).toHaveLength(2);
    expect(
      within(screen.getByRole('table', { name: 'Сделки по категориям и статусам' })).getByText('Кремация'),
    ).toBeTruthy();

    // this month by default, the current company alone
    const month = presetPeriod('month', moscowToday());
    expect(totals(sent)[0]).toEqual({ date_start: month.start, date_end: month.end });
  });

  it('asks again for a preset’s period and for the branches chosen', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(<ReportsPage />);
    await screen.findByLabelText('Выручка');

    await userEvent.click(screen.getByRole('button', { name: 'Прошлый месяц' }));
    const last = presetPeriod('last-month', moscowToday());
    await waitFor(() => expect(totals(sent).at(-1)).toEqual({ date_start: last.start, date_end: last.end }));
    expect(screen.getByRole('button', { name: 'Прошлый месяц' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('combobox', { name: /Филиалы/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Север/ }));
    await waitFor(() => expect(totals(sent).at(-1)).toMatchObject({ branches: '1,2' }));
    const posted = sent.filter((call) => call.url.includes('/profit-products/')).at(-1);
    expect(posted?.body).toEqual({ date_start: last.start, date_end: last.end, branches: [1, 2] });
  });

  it('saves a table as XLSX from the server', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    renderWithProviders(<ReportsPage />, '/app/reports?date_start=2026-09-01&date_end=2026-09-30');
    const section = await screen.findByRole('region', { name: 'Менеджеры' });
    await userEvent.click(within(section).getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledOnce());
    const file = sent.find((call) => call.url.includes('/api/reports/xlsx/'));
    expect(file && query(file)).toEqual({
      table: 'managers',
      date_start: '2026-09-01',
      date_end: '2026-09-30',
    });
  });

  it('reads as cards on a phone', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server();
    renderWithProviders(<ReportsPage />);
    const [cards] = await screen.findAllByRole('region', { name: 'Менеджеры' });
    expect(await within(cards).findByText('Пётр Сидоров')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
