import type { AdminProfile } from '@sp/shared/api/admin-profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminProfilesPage } from './admin-profiles-page';
import { AdminUsersPage } from './admin-users-page';

const ANNA: AdminProfile = {
  id: 21,
  user_type: 1,
  first_name: 'Анна',
  last_name: 'Лебедева',
  name: 'Анна Лебедева',
  email: 'anna@mail.test',
  phone: '79161234567',
  is_email_verified: true,
  is_phone_verified: false,
  is_active: true,
  created_at: '2025-03-10T09:00:00Z',
  company: null,
};
const OWNER: AdminProfile = {
  ...ANNA,
  id: 22,
  user_type: 2,
  first_name: 'Олег',
  last_name: 'Петров',
  name: 'Олег Петров',
  email: 'oleg@ritual.test',
  phone: null,
  is_active: false,
  created_at: '2025-01-05T09:00:00Z',
  company: { id: 5, name: 'Ритуал-Сервис', type: 'REGULAR' },
};

function server(rows: AdminProfile[]) {
  return stubServer((call) =>
    call.method === 'GET' && call.url.startsWith('/api/admin/profiles/?')
      ? { body: { results: rows, count: rows.length } }
      : undefined,
  );
}

const lists = (sent: Sent[]) =>
  sent
    .filter((call) => call.method === 'GET')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('/admin/users', () => {
  it(
    'lists the accounts with their contacts, registration and status; searches and filters',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      const sent = server([ANNA, OWNER]);
      renderWithProviders(<AdminUsersPage />, '/admin/users');

      const table = await screen.findByRole('table', { name: 'Пользователи' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Имя', 'Вид', 'E-mail', 'Телефон', 'Регистрация', 'Статус']);
      const anna = (await within(table).findByText('Анна Лебедева')).closest('tr') as HTMLElement;
      expect(within(anna).getByText('Пользователь')).toBeTruthy();
      expect(within(anna).getByText('anna@mail.test')).toBeTruthy();
      expect(within(anna).getByText('+7 (916) 123-45-67')).toBeTruthy();
      expect(within(anna).getByText('10.03.2025')).toBeTruthy();
      expect(within(anna).getByText('Активен')).toBeTruthy();
      expect(within(anna).getByRole('link', { name: 'Анна Лебедева' }).getAttribute('href')).toBe(
        '/admin/users/21',
      );
      const oleg = within(table).getByText('Олег Петров').closest('tr') as HTMLElement;
      expect(within(oleg).getByText('Заблокирован')).toBeTruthy();
      expect(within(oleg).getByText('Владелец компании')).toBeTruthy();
      expect(lists(sent)[0]).toEqual({ offset: '0', limit: '10' });

      await userEvent.type(screen.getByLabelText('Имя, e-mail или телефон'), ' +7 916 ');
      await waitFor(() => expect(lists(sent).at(-1)).toEqual({ query: '+7 916', offset: '0', limit: '10' }));

      await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Заблокирован' }));
      await waitFor(() =>
        expect(lists(sent).at(-1)).toEqual({ query: '+7 916', status: 'blocked', offset: '0', limit: '10' }),
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Вид аккаунта' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Сотрудник' }));
      await waitFor(() =>
        expect(lists(sent).at(-1)).toEqual({
          query: '+7 916',
          user_type: '3',
          status: 'blocked',
          offset: '0',
          limit: '10',
        }),
      );
    },
  );

  it('says when nothing is found, and shows the accounts as cards on a phone', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server([]);
    const { unmount } = renderWithProviders(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByText('Аккаунтов пока нет')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Имя, e-mail или телефон'), 'никто');
    expect(await screen.findByText('Никого не нашлось: измените поиск или фильтры')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(PHONE);
    server([ANNA]);
    renderWithProviders(<AdminUsersPage />, '/admin/users');
    const cards = await screen.findByRole('region', { name: 'Пользователи' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(cards).findByText('Анна Лебедева')).closest('article') as HTMLElement;
    expect(within(card).getByText('E-mail')).toBeTruthy();
    expect(within(card).getByText('anna@mail.test')).toBeTruthy();
    expect(within(card).getByText('Регистрация')).toBeTruthy();
  });

  it('shows the server’s error with a retry', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer(() => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера.' } }));
    renderWithProviders(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByText('Внутренняя ошибка сервера.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Повторить/ })).toBeTruthy();
  });
});

describe('/admin/profiles', () => {
  it('starts at company owners, with the company each works in', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = server([OWNER]);
    renderWithProviders(<AdminProfilesPage />, '/admin/profiles');
    const table = await screen.findByRole('table', { name: 'Профили' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Имя', 'Вид', 'Компания', 'Контакты', 'Статус']);
    const row = (await within(table).findByText('Олег Петров')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ритуал-Сервис')).toBeTruthy();
    expect(within(row).getByText('Ритуальная компания')).toBeTruthy();
    expect(within(row).getByText('oleg@ritual.test')).toBeTruthy();
    expect(lists(sent)[0]).toEqual({ user_type: '2', offset: '0', limit: '10' });
    expect(screen.getByRole('combobox', { name: 'Вид аккаунта' }).textContent).toBe('Владелец компании');
  });
});
