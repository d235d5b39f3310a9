import type { AvailableCompany } from '@sp/shared/api/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { TopBar } from './top-bar';

afterEach(() => {
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('on a public page shows a guest no bug report, and the logo leads home', () => {
    stubServer(() => undefined);
    renderWithProviders(<TopBar />, '/company/5');
    expect(screen.getByRole('button', { name: 'Корзина' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сообщить об ошибке' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Светлая память — на главную' }).getAttribute('href')).toBe('/');
  });

  it('keeps the bug report off the public pages for a signed-in account too', () => {
    stubServer(() => undefined);
    sessionStore.signIn(makeSession());
    renderWithProviders(<TopBar />, '/search');
    expect(screen.queryByRole('button', { name: 'Сообщить об ошибке' })).toBeNull();
  });

  it('offers the bug report in the cabinet', () => {
    stubServer(() => undefined);
    sessionStore.signIn(makeSession());
    renderWithProviders(<TopBar onMenuClick={() => {}} />, '/app/dashboard');
    expect(screen.getByRole('button', { name: 'Сообщить об ошибке' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Светлая память — на главную' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
  });

  const company = (id: number, name: string, isBlocked = false): AvailableCompany => ({
    id,
    logo: null,
    name,
    is_root: true,
    number_connected_profiles: 1,
    is_blocked: isBlocked,
  });

  /** A company owner (account `account`: each test its own data cache) in the cabinet; their companies `mine`. */
  function renderCompanyOwner(account: number, mine: AvailableCompany[]) {
    const sent = stubServer((call) =>
      call.url.startsWith('/api/profile/available-companies/')
        ? { body: { results: mine, count: mine.length } }
        : undefined,
    );
    sessionStore.signIn(makeSession({ id: account, user_type: 2, company_id: 5, name: 'Ритуал-Сервис' }));
    renderWithProviders(<TopBar onMenuClick={() => {}} />, '/app/dashboard');
    return sent;
  }

  const asked = (sent: { url: string }[]) =>
    sent.filter((call) => call.url.startsWith('/api/profile/available-companies/')).length;

  it('shows the branch switch without asking for the companies, and hides it once they hold none other to switch to', async () => {
    const sent = renderCompanyOwner(11, [company(5, 'Ритуал-Сервис'), company(6, 'Память', true)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Переключить филиал' }));
    expect(asked(sent)).toBe(0);
    const dialog = await screen.findByRole('dialog', { name: 'Переключить компанию' });
    await within(dialog).findByText('Память');
    expect(asked(sent)).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    // the only other company is blocked: nothing to switch to
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Переключить филиал' })).toBeNull());
  });

  it('keeps the branch switch while the companies hold another one', async () => {
    const sent = renderCompanyOwner(12, [company(5, 'Ритуал-Сервис'), company(6, 'Память')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Переключить филиал' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переключить компанию' });
    await within(dialog).findByText('Память');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Переключить филиал' })).toBeTruthy();
    expect(asked(sent)).toBe(1);
  });
});
