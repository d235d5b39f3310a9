import { ADMIN_PROFILE_MSG, type AdminProfileDetail, type AdminSession } from '@sp/shared/api/admin-profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminUserPage } from './admin-user-page';

const OWNER: AdminProfileDetail = {
  id: 22,
  user_type: 2,
  first_name: 'Олег',
  last_name: 'Петров',
  name: 'Олег Петров',
  email: 'oleg@ritual.test',
  phone: '79161234567',
  is_email_verified: true,
  is_phone_verified: false,
  is_active: true,
  created_at: '2025-01-05T09:00:00Z',
  updated_at: '2025-01-05T09:00:00Z',
  company: { id: 5, name: 'Ритуал-Сервис', type: 'REGULAR' },
  companies: [
    {
      id: 5,
      name: 'Ритуал-Сервис',
      type: 'REGULAR',
      parent: null,
      is_owner: true,
      roles: [],
      joined_at: '2025-01-05T09:00:00Z',
      billing: {
        tariff: { id: 3, name: 'Бизнес', is_free: false },
        ends_at: '2026-02-01T00:00:00Z',
        balance: 1500.5,
      },
    },
    {
      id: 9,
      name: 'Ритуал-Север',
      type: 'REGULAR',
      parent: { id: 7, name: 'Обелиск' },
      is_owner: false,
      roles: [
        { id: 1, name: 'Менеджер' },
        { id: 2, name: 'Кладовщик' },
      ],
      joined_at: '2025-02-01T09:00:00Z',
      billing: null,
    },
  ],
  billing: { tariff: { id: 1, name: 'Бесплатный', is_free: true }, ends_at: null, balance: 150 },
};
const SESSIONS: AdminSession[] = [
  {
    started_at: '2025-03-10T09:00:00Z',
    last_seen_at: '2025-03-10T10:30:00Z',
    expires_at: '2025-04-09T09:00:00Z',
    ended_at: null,
    state: 'active',
  },
  {
    started_at: '2025-03-01T09:00:00Z',
    last_seen_at: '2025-03-01T09:00:00Z',
    expires_at: '2025-03-31T09:00:00Z',
    ended_at: '2025-03-02T12:00:00Z',
    state: 'ended',
  },
];

type Answer = { status?: number; body?: unknown } | undefined;

function server(account: AdminProfileDetail, onPost: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.startsWith(`/api/admin/profiles/${account.id}/sessions/`))
      return { body: { results: SESSIONS, count: SESSIONS.length } };
    if (call.method === 'GET' && call.url.startsWith(`/api/admin/profiles/${account.id}/`))
      return { body: account };
    if (call.method === 'POST') return onPost(call);
    return undefined;
  });
}

const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const open = (id: number) => renderRoute('/admin/users/:id', <AdminUserPage />, `/admin/users/${id}`);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('/admin/users/{id}', () => {
  it('shows the account, its companies, tariff, balance and sessions', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server(OWNER);
    open(22);

    expect(await screen.findByRole('heading', { name: 'Олег Петров', level: 1 })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Аккаунт' });
    expect(within(account).getByText('Владелец компании')).toBeTruthy();
    expect(within(account).getByText('oleg@ritual.test (подтверждён)')).toBeTruthy();
    expect(within(account).getByText('+7 (916) 123-45-67 (не подтверждён)')).toBeTruthy();
    expect(within(account).getByText('05.01.2025')).toBeTruthy();
    expect(within(account).getByText('Активен')).toBeTruthy();
    expect(account.textContent).not.toMatch(/пароль/i);

    const billing = screen.getByRole('region', { name: 'Тариф и баланс' });
    expect(within(billing).getByText('Бесплатный')).toBeTruthy();
    expect(within(billing).getByText('Бессрочно')).toBeTruthy();
    expect(within(billing).getByText('150,00 ₽')).toBeTruthy();

    const companies = screen.getByRole('region', { name: 'Компании' });
    const main = within(companies).getByRole('listitem', { name: 'Ритуал-Сервис' });
    expect(main.textContent).toContain('основная компания');
    expect(main.textContent).toContain('Владелец · с 05.01.2025');
    expect(main.textContent?.replace(/\s/g, ' ')).toContain(
      'Тариф «Бизнес» до 01.02.2026 · баланс 1 500,50 ₽',
    );
    const branch = within(companies).getByRole('listitem', { name: 'Ритуал-Север' });
    expect(branch.textContent).toContain('филиал компании «Обелиск»');
    expect(branch.textContent).toContain('Сотрудник: Менеджер, Кладовщик');

    const sessions = await screen.findByRole('table', { name: 'Сеансы' });
    expect(
      within(sessions)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Вход', 'Последняя активность', 'Завершён', 'Состояние']);
    const rows = within(sessions).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Активен')).toBeTruthy();
    expect(within(rows[0]).getByText(/^действует до 09\.04\.2025/)).toBeTruthy();
    expect(within(rows[1]).getByText('Завершён')).toBeTruthy();
    expect(within(rows[1]).getByText(/^02\.03\.2025/)).toBeTruthy();
  });

  it('blocks after a confirmation, with the reason', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const blocked = { ...OWNER, is_active: false };
    const sent = server(OWNER, () => ({ body: blocked }));
    const shown = vi.spyOn(snackbar, 'success');
    open(22);

    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    let dialog = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(
      within(dialog).getByText(/Заблокировать аккаунт «Олег Петров»\? Все его сеансы завершатся сразу/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await dialogClosed();
    expect(posts(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Заблокировать' }));
    dialog = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await userEvent.type(within(dialog).getByLabelText('Причина'), ' Рассылал спам ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        { method: 'POST', url: '/api/admin/profiles/22/block/', body: { reason: 'Рассылал спам' } },
      ]),
    );
    await dialogClosed();
    expect(shown).toHaveBeenCalledWith('Аккаунт заблокирован, его сеансы завершены');
  });

  it('unblocks a blocked account; no password reset while blocked', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = server({ ...OWNER, is_active: false }, () => ({ body: OWNER }));
    open(22);
    await userEvent.click(await screen.findByRole('button', { name: 'Разблокировать' }));
    expect(screen.queryByRole('button', { name: 'Сбросить пароль' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Заблокировать' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(dialog).queryByLabelText('Причина')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([{ method: 'POST', url: '/api/admin/profiles/22/unblock/', body: {} }]),
    );
  });

  it('sends a password reset code after a confirmation and says where it went', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const detail = ADMIN_PROFILE_MSG.resetSent('e-mail oleg@ritual.test');
    const sent = server(OWNER, () => ({ body: { detail } }));
    const shown = vi.spyOn(snackbar, 'success');
    open(22);
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить пароль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(dialog).getByText(/вы его не увидите/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        { method: 'POST', url: '/api/admin/profiles/22/reset-password/', body: {} },
      ]),
    );
    await waitFor(() => expect(shown).toHaveBeenCalledWith(detail));
  });

  it('shows the server’s refusal; an administrator’s account has no «Заблокировать»', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer((call) => {
      if (call.url.startsWith('/api/admin/profiles/22/sessions/')) return { body: { results: [], count: 0 } };
      if (call.method === 'GET') return { body: OWNER };
      return { status: 409, body: { detail: ADMIN_PROFILE_MSG.adminBlock } };
    });
    const shown = vi.spyOn(snackbar, 'error');
    const { unmount } = open(22);
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(ADMIN_PROFILE_MSG.adminBlock));
    await dialogClosed();
    expect(await screen.findByText('Аккаунт ещё ни разу не входил')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    viewport(DESK);
    const admin = {
      ...OWNER,
      id: 30,
      user_type: 4 as const,
      name: 'Главный админ',
      companies: [],
      billing: null,
    };
    server(admin);
    open(30);
    expect(await screen.findByRole('heading', { name: 'Главный админ', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Заблокировать' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Сбросить пароль' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Тариф и баланс' })).toBeNull();
    expect(screen.getByText('Аккаунт не состоит ни в одной компании')).toBeTruthy();
  });

  it('is the not-found page for an account that does not exist', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer(() => undefined);
    open(999);
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
