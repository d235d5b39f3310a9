import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { SidebarNav } from './sidebar-nav';

const COUNT_URL =
  '/api/passports/municipal/count/?request_passport=1&burial_passport=1&request_update_burial_passport=1';
const GROUPS = [
  {
    key: 'passports',
    label: 'Заявки',
    links: [
      { path: '/app/serial-number/request-view', label: 'Заявки на паспорта' },
      { path: '/app/serial-number/request-list', label: 'Мои заявки' },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the sidebar’s passport requests count', () => {
  it('stands beside «Заявки на паспорта» for a municipal organisation', async () => {
    const sent = stubServer((call) => (call.url === COUNT_URL ? { body: { count: 4 } } : undefined));
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'MUNICIPAL' }));
    renderWithProviders(<SidebarNav groups={GROUPS} collapsed={false} />);
    const link = screen.getByRole('link', { name: /Заявки на паспорта/ });
    expect(await within(link).findByLabelText('Новых заявок на паспорта: 4')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Мои заявки' })).queryByLabelText(/Новых/)).toBeNull();
    expect(sent.map((call) => call.url)).toEqual([COUNT_URL]);
  });

  it('marks the collapsed link and names it with the count', async () => {
    stubServer((call) => (call.url === COUNT_URL ? { body: { count: 4 } } : undefined));
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3, type_company: 'MUNICIPAL' }));
    renderWithProviders(<SidebarNav groups={GROUPS} collapsed />);
    const link = await screen.findByRole('link', { name: 'Заявки на паспорта, новых: 4' });
    expect(link.getAttribute('href')).toBe('/app/serial-number/request-view');
    const badge = within(link).getByTestId('collapsed-requests-badge').querySelector('.MuiBadge-badge');
    expect(badge?.textContent).toBe('4');
    expect(screen.getByRole('link', { name: 'Мои заявки' })).toBeTruthy();
  });
});
