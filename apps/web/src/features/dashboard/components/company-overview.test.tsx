import type { CompanyDashboard } from '@sp/shared/api/reports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DashboardPage } from '../pages/dashboard-page';

const DASHBOARD: CompanyDashboard = {
  today: '2026-11-20',
  funerals_today: 2,
  cremations_today: 1,
  today_events: [
    {
      order_id: 41,
      number: 30,
      kind: 'funeral',
      at: '2026-11-20T07:00:00.000Z',
      status: 'in_progress',
      deceased: 'Титов А. Р.',
    },
  ],
  new_requests: 3,
  overdue_tasks: 4,
  month: {
    start: '2026-11-01',
    end: '2026-11-30',
    deals: 12,
    revenue: 250000.5,
    paid: 100000,
    due: 150000.5,
  },
  previous_month: {
    start: '2026-10-01',
    end: '2026-10-31',
    deals: 9,
    revenue: 200000,
    paid: 200000,
    due: 50000,
  },
  pipeline: [
    { status: 'new', count: 5, total: 1000, due: 1000 },
    { status: 'in_progress', count: 7, total: 70000, due: 30000 },
    { status: 'awaiting_payment', count: 2, total: 20000, due: 20000 },
    { status: 'paid', count: 1, total: 5000, due: 0 },
    { status: 'completed', count: 20, total: 400000, due: 0 },
    { status: 'cancelled', count: 3, total: 9000, due: 9000 },
  ],
};

function server(body: CompanyDashboard = DASHBOARD): Sent[] {
  return stubServer((call) => (call.url.startsWith('/api/reports/dashboard/') ? { body } : undefined));
}

const text = (element: Element) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';
const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the company’s home page (/app/dashboard)', () => {
  it('shows the day’s work and the month’s money, each a link to the list it counts', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(<DashboardPage />, '/app/dashboard');
    expect(await screen.findByRole('heading', { name: 'Сегодня, 20 ноября' })).toBeTruthy();
    expect(sent.filter((call) => call.url.startsWith('/api/reports/dashboard/'))).toHaveLength(1);

    expect(hrefOf(/^Похороны сегодня/)).toBe('/app/calendar?view=day&date=2026-11-20');
    expect(text(screen.getByRole('link', { name: /^Похороны сегодня/ }))).toContain('2');
    expect(hrefOf(/^Кремации сегодня/)).toBe('/app/calendar?view=day&date=2026-11-20');
    expect(hrefOf(/^Новые заявки/)).toBe('/app/requests?status=new');
    expect(hrefOf(/^Просроченные задачи/)).toBe('/app/tasks?status=overdue');
    expect(text(screen.getByRole('link', { name: /^Просроченные задачи/ }))).toContain('4');

    const revenue = screen.getByRole('link', { name: /^Выручка за ноябрь/ });
    expect(revenue.getAttribute('href')).toBe(
      '/app/orders?status=active&start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(text(revenue)).toContain('250 000,50 ₽');
    expect(text(revenue)).toContain('12 сделок');
    expect(text(revenue)).toContain('Октябрь: 200 000,00 ₽ · +25 % к прошлому месяцу');
    const due = screen.getByRole('link', { name: /^Ожидает оплаты за ноябрь/ });
    expect(due.getAttribute('href')).toBe(
      '/app/orders?status=active&start_date=2026-11-01&end_date=2026-11-30&debt=true',
    );
    expect(text(due)).toContain('150 000,50 ₽');
    expect(text(due)).toContain('Октябрь: 50 000,00 ₽ · +200 % к прошлому месяцу');

    const pipeline = screen.getByRole('region', { name: 'Сделки по статусам' });
    const work = within(pipeline).getByRole('link', { name: /^В работе: 7 сделок на 70.000,00/ });
    expect(work.getAttribute('href')).toBe('/app/orders?status=in_progress');
    expect(within(pipeline).getAllByRole('link')).toHaveLength(7);

    // the month's figures in detail, for who may read the reports (the owner may)
    expect(hrefOf(/^Подробнее в отчётах/)).toBe('/app/reports');

    const today = screen.getByRole('region', { name: 'Сегодня по сделкам' });
    expect(text(today)).toContain('10:00');
    expect(text(today)).toContain('Похороны · Титов А. Р.');
    expect(within(today).getByRole('link', { name: 'Сделка № 30' }).getAttribute('href')).toBe(
      '/app/orders/41',
    );
  });

  it('leaves out the tasks for who may not read them, and shows a read-only employee the figures', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 3 } }]),
    );
    server({ ...DASHBOARD, overdue_tasks: null, today_events: [] });
    renderWithProviders(<DashboardPage />, '/app/dashboard');
    expect(await screen.findByRole('link', { name: /^Новые заявки/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Просроченные задачи/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Сегодня по сделкам' })).toBeNull();
    // no «report» module: no link to the reports
    expect(screen.queryByRole('link', { name: /^Подробнее в отчётах/ })).toBeNull();
  });

  it('links an employee with the reports to them', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [
        { id: 1, name: 'Роль', modules: { orders: 3, report: 3 } },
      ]),
    );
    server();
    renderWithProviders(<DashboardPage />, '/app/dashboard');
    expect((await screen.findByRole('link', { name: /^Подробнее в отчётах/ })).getAttribute('href')).toBe(
      '/app/reports',
    );
  });

  it('asks nothing for an employee without the deals', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { tasks: 1 } }]),
    );
    const sent = server();
    renderWithProviders(<DashboardPage />, '/app/dashboard');
    expect(await screen.findByText('Добро пожаловать в личный кабинет «Светлой памяти».')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent.filter((call) => call.url.startsWith('/api/reports/dashboard/'))).toEqual([]);
  });
});
