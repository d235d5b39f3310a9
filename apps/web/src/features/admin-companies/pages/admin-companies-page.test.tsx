import { ADMIN_COMPANY_MSG, type AdminCompany, type CompanyStatistic } from '@sp/shared/api/admin-companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { RITUAL } from '../admin-company-fixtures';
import { AdminCompaniesPage } from './admin-companies-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

const CITY: AdminCompany = {
  ...RITUAL,
  id: 8,
  name: 'МКУ «Городские кладбища»',
  inn: '',
  type: 'MUNICIPAL',
  employees: 1,
  blocked: { at: '2026-03-02T09:00:00Z', reason: 'Подложные документы', by: { id: 1, name: 'Админ' } },
};

const STATISTIC: CompanyStatistic = {
  company_id: 7,
  deals: 30,
  cancelled: 2,
  revenue: 1_234_567.5,
  paid: 1_000_000,
  due: 234_567.5,
  employees: 4,
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    deals: index === 10 ? 12 : 0,
    revenue: index === 10 ? 500_000 : 0,
  })),
};

function server(
  put: () => { status?: number; body?: unknown } = () => ({ body: { ...CITY, type: 'REGULAR' } }),
) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/companies/') {
      const query = url.searchParams.get('query');
      const results = [RITUAL, CITY].filter(
        (company) =>
          (!query || company.name.toLowerCase().includes(query.toLowerCase()) || company.inn === query) &&
          (!url.searchParams.get('type') || company.type === url.searchParams.get('type')) &&
          (!url.searchParams.get('status') ||
            (company.blocked ? 'blocked' : 'active') === url.searchParams.get('status')),
      );
      return { body: { results, count: results.length } };
    }
    if (url.pathname.startsWith('/api/admin/statistic-company/')) return { body: STATISTIC };
    if (call.method === 'PUT') return put();
    return undefined;
  });
}

describe('/admin/companies', () => {
  it('finds a company by name, opens it with its business by month', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminCompaniesPage />, '/admin/companies');
    const table = await screen.findByRole('table', { name: 'Компании' });
    expect(await within(table).findByText('Ритуал-Сервис')).toBeTruthy();
    expect(within(table).getByText('Муниципальная организация')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Название или ИНН' }), 'ритуал');
    await waitFor(() => expect(within(table).queryByText('МКУ «Городские кладбища»')).toBeNull());
    expect(sent.some((call) => decodeURIComponent(call.url).includes('query=ритуал'))).toBe(true);

    await userEvent.click(within(table).getByText('Ритуал-Сервис'));
    const dialog = await screen.findByRole('dialog', { name: 'Ритуал-Сервис' });
    const statistic = await within(dialog).findByRole('region', { name: 'Статистика компании' });
    expect(within(statistic).getByText('30, из них отменено 2')).toBeTruthy();
    expect(within(statistic).getByText('1 234 567,50 ₽')).toBeTruthy();
    const months = within(statistic).getByRole('table', { name: 'Сделки по месяцам' });
    const [, newest, previous] = within(months).getAllByRole('row');
    expect(within(newest).getByText('декабрь 2026')).toBeTruthy();
    expect(within(previous).getByText('ноябрь 2026')).toBeTruthy();
    expect(within(previous).getByText('12')).toBeTruthy();
  });

  it('shows which companies are blocked and filters by the status', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminCompaniesPage />, '/admin/companies');
    const table = await screen.findByRole('table', { name: 'Компании' });
    const city = (await within(table).findByText('МКУ «Городские кладбища»')).closest('tr') as HTMLElement;
    expect(within(city).getByText('Заблокирована')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Заблокирована' }));
    await waitFor(() => expect(within(table).queryByText('Ритуал-Сервис')).toBeNull());
    expect(sent.some((call) => call.url.includes('status=blocked'))).toBe(true);
  });

  it('changes a type after a confirmation and says why the server refused', SLOW, async () => {
    viewport(PHONE);
    let refuse = true;
    const sent = server(() =>
      refuse
        ? { status: 409, body: { detail: ADMIN_COMPANY_MSG.governsCemeteries(2) } }
        : { body: { ...CITY, type: 'REGULAR' } },
    );
    renderWithProviders(<AdminCompaniesPage />, '/admin/companies');
    await userEvent.click(await screen.findByText('МКУ «Городские кладбища»'));
    const dialog = await screen.findByRole('dialog', { name: 'МКУ «Городские кладбища»' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Тип компании' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ритуальная компания' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Изменить тип' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    expect(await within(dialog).findByText(ADMIN_COMPANY_MSG.governsCemeteries(2))).toBeTruthy();

    refuse = false;
    // the confirmation closes first
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Изменить тип' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Подвердить действие' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() =>
      expect(snackbar.get()?.message).toBe('«МКУ «Городские кладбища»»: теперь ритуальная компания'),
    );
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/admin/companies/8/', body: { type: 'REGULAR' } },
      { method: 'PUT', url: '/api/admin/companies/8/', body: { type: 'REGULAR' } },
    ]);
  });
});
