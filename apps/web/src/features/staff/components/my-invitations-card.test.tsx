import type { Invitation } from '@sp/shared/api/staff';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWithNotice } from '../../../lib/reload-notice';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { MyInvitationsCard } from './my-invitations-card';

vi.mock('../../../lib/reload-notice', () => ({ reloadWithNotice: vi.fn() }));

const invitation: Invitation = {
  id: 31,
  kind: 'employee',
  company: { id: 1, name: 'Ритуал-Сервис', logo: null },
  phone: null,
  email: 'new@example.ru',
  target_company: null,
  roles: [{ id: 8, name: 'Наблюдатель сделок' }],
  status: 'pending',
  created_at: '2025-02-01T10:00:00Z',
  expires_at: '2025-02-15T10:00:00Z',
};

/** The session the server answers after accepting: an employee of the company with the invited role. */
const employeeSession = makeSession({ user_type: 3, company_id: 1, name: 'Ритуал-Сервис' }, [
  { id: 8, name: 'Наблюдатель сделок', modules: { orders: 3 } },
]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadWithNotice).mockClear();
  sessionStore.reset();
});

describe('dashboard invitations card', () => {
  it('is absent when there is nothing to answer', async () => {
    sessionStore.signIn(makeSession());
    const sent = stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<MyInvitationsCard />, '/app/dashboard');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText('Приглашения в компании')).toBeNull();
  });

  it('asks with the link token and applies the new session on «Принять»', async () => {
    sessionStore.signIn(makeSession());
    const sent = stubServer((call) => {
      if (call.method === 'GET') return { body: { results: [invitation], count: 1 } };
      if (call.method === 'POST') return { body: employeeSession };
      return undefined;
    });
    renderWithProviders(<MyInvitationsCard />, '/app/dashboard?invite=link-token-123456');
    expect(await screen.findByRole('heading', { name: 'Приглашения в компании' })).toBeTruthy();
    expect(sent[0].url).toContain('/api/company/accept-invitation/?token=link-token-123456');
    expect(screen.getByText('«Ритуал-Сервис» приглашает вас стать сотрудником')).toBeTruthy();
    expect(screen.getByText('Наблюдатель сделок')).toBeTruthy();
    expect(screen.getByText('Действует до 15.02.2025')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Принять приглашение компании «Ритуал-Сервис»' }),
    );
    await waitFor(() => expect(reloadWithNotice).toHaveBeenCalledOnce());
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.url).toMatch(/\/api\/company\/accept-invitation\/$/);
    expect(post?.body).toEqual({ invitation_id: 31, accept: true });
    expect(sessionStore.get().profile?.user_type).toBe(3);
    expect(sessionStore.get().roles.map((role) => role.modules)).toEqual([{ orders: 3 }]);
    expect(reloadWithNotice).toHaveBeenCalledWith('Вы приняли приглашение в компанию «Ритуал-Сервис»');
    expect(window.location.search).not.toContain('invite=');
  });

  it('answers by the token when the invitation is not addressed to a confirmed contact', async () => {
    sessionStore.signIn(makeSession());
    const sent = stubServer((call) => {
      if (call.method === 'GET') return { body: { results: [invitation], count: 1 } };
      const body = call.body as { token?: string };
      if (call.method === 'POST' && body.token) return { body: employeeSession };
      return undefined; // by id: 404, as for an invitation sent to another contact
    });
    renderWithProviders(<MyInvitationsCard />, '/app/dashboard?invite=link-token-123456');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Принять приглашение компании «Ритуал-Сервис»' }),
    );
    await waitFor(() => expect(reloadWithNotice).toHaveBeenCalledOnce());
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { invitation_id: 31, accept: true },
      { token: 'link-token-123456', accept: true },
    ]);
  });

  it('declines without a reload and keeps the person an ordinary user', async () => {
    sessionStore.signIn(makeSession());
    let answered = false;
    const sent = stubServer((call) => {
      if (call.method === 'GET')
        return { body: answered ? { results: [], count: 0 } : { results: [invitation], count: 1 } };
      answered = true;
      return { body: makeSession() };
    });
    renderWithProviders(<MyInvitationsCard />, '/app/dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отклонить приглашение компании «Ритуал-Сервис»' }),
    );
    await waitFor(() => expect(screen.queryByText('Приглашения в компании')).toBeNull());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ invitation_id: 31, accept: false });
    expect(reloadWithNotice).not.toHaveBeenCalled();
    expect(sessionStore.get().profile?.user_type).toBe(1);
  });
});
