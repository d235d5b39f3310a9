import type { CompanyRole } from '@sp/shared/api/staff';
import { COMPANY_MODULES } from '@sp/shared/api/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RoleEditorDialog } from './role-editor-dialog';
import { deleteRoleText } from './roles-list';

const role: CompanyRole = {
  id: 7,
  name: 'Менеджер',
  modules: { orders: 2, shoppers: 3 },
  members_count: 2,
  created_at: '2025-01-10T10:00:00Z',
};

// the matrix has a hundred radio buttons: role queries over it are slow in happy-dom
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('role editor', () => {
  it('shows every company module with the four level columns', () => {
    stubServer(() => undefined);
    renderWithProviders(<RoleEditorDialog current={null} readOnly={false} onClose={() => {}} />);
    const table = screen.getByRole('table', { name: 'Права роли по разделам' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Раздел', 'Нет доступа', 'Только чтение', 'Чтение и запись', 'Полный доступ']);
    expect(within(table).getAllByRole('row')).toHaveLength(COMPANY_MODULES.length + 1);
    expect(screen.queryByText('Администрирование')).toBeNull();
    expect(screen.getByLabelText('Сделки: Нет доступа')).toHaveProperty('checked', true);
  });

  it('creates a role with the chosen levels as numbers, leaving out modules with no access', async () => {
    const sent = stubServer((call) =>
      call.method === 'POST' ? { status: 201, body: { ...role, id: 9 } } : undefined,
    );
    const onClose = vi.fn();
    renderWithProviders(<RoleEditorDialog current={null} readOnly={false} onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Название роли'), 'Наблюдатель сделок');
    await userEvent.click(screen.getByLabelText('Сделки: Только чтение'));
    await userEvent.click(screen.getByLabelText('Задачи: Полный доступ'));
    await userEvent.click(screen.getByLabelText('Клиенты: Чтение и запись'));
    await userEvent.click(screen.getByLabelText('Клиенты: Нет доступа'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toMatch(/\/api\/company\/roles\/$/);
    expect(sent[0].body).toEqual({ name: 'Наблюдатель сделок', modules: { orders: 3, tasks: 1 } });
  });

  it('edits an existing role with PUT, starting from its levels', async () => {
    const sent = stubServer((call) => (call.method === 'PUT' ? { body: role } : undefined));
    renderWithProviders(<RoleEditorDialog current={role} readOnly={false} onClose={() => {}} />);
    expect(screen.getByLabelText('Сделки: Чтение и запись')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Клиенты: Только чтение')).toHaveProperty('checked', true);

    await userEvent.click(screen.getByLabelText('Сделки: Полный доступ'));
    await userEvent.click(screen.getByLabelText('Клиенты: Нет доступа'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toMatch(/\/api\/company\/roles\/7\/$/);
    expect(sent[0].body).toEqual({ name: 'Менеджер', modules: { orders: 1 } });
  });

  it('opens read-only for a read-only viewer: disabled choices and only «Закрыть»', () => {
    sessionStore.signIn(makeSession({ user_type: 3 }, [{ id: 1, name: 'Зритель', modules: { manager: 3 } }]));
    stubServer(() => undefined);
    renderWithProviders(<RoleEditorDialog current={role} readOnly onClose={() => {}} />);
    expect(screen.getByLabelText('Сделки: Полный доступ')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Название роли')).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Закрыть']);
  });

  it('offers an employee only the levels they hold themselves', () => {
    sessionStore.signIn(
      makeSession({ user_type: 3 }, [{ id: 1, name: 'Кадровик', modules: { manager: 2, orders: 2 } }]),
    );
    stubServer(() => undefined);
    renderWithProviders(<RoleEditorDialog current={null} readOnly={false} onClose={() => {}} />);
    const enabled = (label: string) => !(screen.getByLabelText(label) as HTMLInputElement).disabled;
    expect(enabled('Сделки: Чтение и запись')).toBe(true);
    expect(enabled('Сделки: Полный доступ')).toBe(false);
    expect(enabled('Склады: Нет доступа')).toBe(true);
    expect(enabled('Склады: Только чтение')).toBe(false);
  });

  it('shows the server’s refusal and stays open', async () => {
    const refusal = 'Нельзя выдать права выше собственных.';
    stubServer((call) => (call.method === 'PUT' ? { status: 403, body: { detail: refusal } } : undefined));
    const onClose = vi.fn();
    renderWithProviders(<RoleEditorDialog current={role} readOnly={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(snackbar.get()).toMatchObject({ message: refusal, severity: 'error' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before deleting with the holders counted in Russian', () => {
    expect(deleteRoleText({ ...role, members_count: 1 })).toContain('1 сотрудник,');
    expect(deleteRoleText({ ...role, members_count: 3 })).toContain('3 сотрудника,');
    expect(deleteRoleText({ ...role, members_count: 11 })).toContain('11 сотрудников,');
    expect(deleteRoleText({ ...role, members_count: 0 })).toContain('никому не назначили');
  });
});
