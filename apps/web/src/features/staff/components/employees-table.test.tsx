import type { Employee } from '@sp/shared/api/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { EmployeesTable } from './employees-table';

const owner: Employee = {
  id: 1,
  account_id: 10,
  first_name: 'Олег',
  last_name: 'Воронцов',
  phone: null,
  email: 'company@demo.ru',
  avatar: null,
  is_owner: true,
  roles: [],
  created_at: '2024-03-01T10:00:00Z',
};
const manager: Employee = {
  id: 2,
  account_id: 11,
  first_name: 'Мария',
  last_name: 'Ковалёва',
  phone: '79000000002',
  email: 'manager@demo.ru',
  avatar: null,
  is_owner: false,
  roles: [{ id: 5, name: 'Менеджер' }],
  created_at: '2024-04-02T10:00:00Z',
};
const roles = [
  { id: 5, name: 'Менеджер', modules: { orders: 1 }, members_count: 1, created_at: '2024-04-01T00:00:00Z' },
  { id: 6, name: 'Кладовщик', modules: { stock: 2 }, members_count: 0, created_at: '2024-04-01T00:00:00Z' },
];

function server() {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.includes('/api/company/managers/')) {
      return { body: { results: [owner, manager], count: 2 } };
    }
    if (call.method === 'GET' && call.url.includes('/api/company/roles/')) {
      return { body: { results: roles, count: 2 } };
    }
    if (call.method === 'PUT') return { body: { ...manager, roles: [{ id: 6, name: 'Кладовщик' }] } };
    if (call.method === 'DELETE') return { status: 204 };
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('employees table', () => {
  it('lists people with contacts, roles and the owner badge; the owner row has no actions', async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<EmployeesTable />);
    await screen.findByText('Ковалёва Мария');
    expect(sent[0].url).toContain('/api/company/managers/?offset=0&limit=10');
    const ownerRow = rowOf('Воронцов Олег');
    expect(within(ownerRow).getByText('Владелец')).toBeTruthy();
    expect(within(ownerRow).queryAllByRole('button')).toHaveLength(0);
    const managerRow = rowOf('Ковалёва Мария');
    expect(within(managerRow).getByText('+7 (900) 000-00-02')).toBeTruthy();
    expect(within(managerRow).getByText('02.04.2024')).toBeTruthy();
    expect(within(managerRow).getByText('Менеджер')).toBeTruthy();
    expect(within(managerRow).getByRole('button', { name: 'Изменить роли: Ковалёва Мария' })).toBeTruthy();
    expect(
      within(managerRow).getByRole('button', { name: 'Удалить из компании: Ковалёва Мария' }),
    ).toBeTruthy();
  });

  it('hides every edit action from a read-only viewer and opens the roles read-only', async () => {
    signInAs({ manager: 3 });
    const sent = server();
    renderWithProviders(<EmployeesTable />);
    await screen.findByText('Ковалёва Мария');
    expect(screen.queryByRole('button', { name: /Изменить роли/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить из компании/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Просмотреть роли: Ковалёва Мария' }));
    const dialog = await screen.findByRole('dialog', { name: 'Роли сотрудника: Ковалёва Мария' });
    const checkbox = await within(dialog).findByRole('checkbox', { name: 'Менеджер' });
    expect(checkbox).toHaveProperty('checked', true);
    expect(checkbox).toHaveProperty('disabled', true);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Закрыть']);
    expect(sent.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('lets read-write change roles but not remove people', async () => {
    signInAs({ manager: 2 });
    const sent = server();
    renderWithProviders(<EmployeesTable />);
    await screen.findByText('Ковалёва Мария');
    expect(screen.queryByRole('button', { name: /Удалить из компании/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Изменить роли: Ковалёва Мария' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Менеджер' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Кладовщик' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/company\/managers\/2\/$/);
    expect(put?.body).toEqual({ role_ids: [6] });
  });

  it('removes a person only after the confirm dialog', async () => {
    signInAs({ manager: 1 });
    const sent = server();
    renderWithProviders(<EmployeesTable />);
    await screen.findByText('Ковалёва Мария');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить из компании: Ковалёва Мария' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'DELETE')).toBe(true));
    expect(sent.find((call) => call.method === 'DELETE')?.url).toMatch(/\/api\/company\/managers\/2\/$/);
  });

  it('searches by the typed text from the first page', async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<EmployeesTable />);
    await screen.findByText('Ковалёва Мария');
    await userEvent.type(screen.getByLabelText('Поиск по имени, телефону или e-mail'), 'мария');
    await waitFor(() => expect(sent.some((call) => call.url.includes('query='))).toBe(true));
    expect(sent.at(-1)?.url).toContain(`query=${encodeURIComponent('мария')}&offset=0&limit=10`);
  });
});
