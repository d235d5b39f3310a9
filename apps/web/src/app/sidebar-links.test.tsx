import type { Actor } from '@sp/shared/permissions/check';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { makeSession } from '../test/fixtures';
import { renderWithProviders, stubServer } from '../test/stub-server';
import { isRegistered } from './cabinet-pages';
import { SidebarNav } from './layouts/sidebar-nav';
import { visibleSidebar } from './sidebar-links';

const everyPage = () => true;
const viewer: Actor = { userType: 3, companyType: 'REGULAR', roles: [{ modules: { orders: 3 } }] };
const admin: Actor = { userType: 4, companyType: null, roles: [] };

const paths = (actor: Actor, registered: (path: string) => boolean) =>
  visibleSidebar(actor, registered).flatMap((group) => group.links.map((link) => link.path));

describe('sidebar filtering', () => {
  it('shows a read-only orders viewer only the pages their role opens', () => {
    expect(paths(viewer, everyPage)).toEqual([
      '/app/dashboard',
      '/app/orders',
      '/app/requests',
      '/app/requests_agents',
      '/app/deceased',
    ]);
  });

  it('shows only links whose page is registered', () => {
    expect(paths(viewer, isRegistered)).toEqual([
      '/app/dashboard',
      '/app/orders',
      '/app/requests',
      '/app/requests_agents',
      '/app/deceased',
    ]);
    expect(paths(admin, isRegistered)).toEqual([
      '/app/dashboard',
      '/admin/accept-municipal',
      '/admin/tariffs',
      '/admin/packets',
      '/admin/invoices',
      '/admin/payments',
      '/admin/promo-codes',
      '/admin/portal-product',
      '/admin/dealers/requests',
      '/admin/dealers/promo-codes',
      '/admin/dealers/statistic',
      '/admin/users',
      '/admin/profiles',
      '/admin/companies',
      '/admin/persons',
      '/admin/pages-memory',
      '/admin/cemeteries',
      '/admin/cities',
      '/admin/place-graves',
      '/admin/persons-unbound',
      '/admin/import-person',
      '/admin/attributes-person',
      '/admin/categories/products',
      '/admin/categories/services',
      '/admin/patterns',
      '/admin/moderation-reviews',
      '/admin/bugs',
      '/admin/outbox',
    ]);
  });

  it('gives a municipal organisation «Кладбища» and «Могилы» beside its passports, when it may change them', () => {
    const clerk: Actor = {
      userType: 3,
      companyType: 'MUNICIPAL',
      roles: [{ modules: { serial_number: 2 } }],
    };
    const group = visibleSidebar(clerk, isRegistered).find((each) => each.key === 'cemeteries');
    expect(group?.label).toBe('Кладбища');
    expect(group?.links.map((link) => [link.path, link.label])).toEqual([
      ['/app/cemeteries', 'Кладбища'],
      ['/app/place-graves', 'Могилы'],
    ]);
    const keys = visibleSidebar(clerk, isRegistered).map((each) => each.key);
    expect(keys.indexOf('cemeteries')).toBe(keys.indexOf('passports') + 1);
    // the owner too; not a clerk who only reads passports, nor a regular company
    const municipalOwner: Actor = { userType: 2, companyType: 'MUNICIPAL', roles: [] };
    expect(paths(municipalOwner, isRegistered)).toEqual(
      expect.arrayContaining(['/app/cemeteries', '/app/place-graves']),
    );
    const reader: Actor = { ...clerk, roles: [{ modules: { serial_number: 3 } }] };
    const regular: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
    for (const who of [reader, regular, admin])
      expect(
        paths(who, isRegistered).filter((path) => /^\/app\/(cemeteries|place-graves)/.test(path)),
      ).toEqual([]);
  });

  it('gives a dealer its «Промокоды» group; any other company only its purchases with codes', () => {
    const dealer: Actor = { userType: 2, companyType: 'DEALER', roles: [] };
    const group = visibleSidebar(dealer, isRegistered).find((each) => each.key === 'promo');
    expect(group?.links.map((link) => [link.path, link.label])).toEqual([
      ['/app/dealer/requests-promo-code', 'Заявки на промокоды'],
      ['/app/dealer/promo-code', 'Промокоды дилера'],
      ['/app/company-promo-codes', 'Промокоды компании'],
      ['/app/dealer/partners', 'Партнёры'],
    ]);
    const regular: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
    expect(visibleSidebar(regular, isRegistered).find((each) => each.key === 'promo')?.links).toEqual([
      expect.objectContaining({ path: '/app/company-promo-codes' }),
    ]);
    // an employee needs the module: reading the codes is not reading the partners
    const clerk: Actor = { userType: 3, companyType: 'DEALER', roles: [{ modules: { 'promo-code': 3 } }] };
    expect(paths(clerk, isRegistered).filter((path) => /promo|dealer/.test(path))).toEqual([
      '/app/dealer/requests-promo-code',
      '/app/dealer/promo-code',
      '/app/company-promo-codes',
    ]);
  });

  it('gives a family «Главная» and its files; a company keeps «Статистика» and no family files', () => {
    const family: Actor = { userType: 1, companyType: null, roles: [] };
    const owner: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
    const links = (actor: Actor) => visibleSidebar(actor, isRegistered).flatMap((group) => group.links);
    const home = links(family).find((link) => link.path === '/app/dashboard');
    expect(home?.label).toBe('Главная');
    expect(links(family).map((link) => link.path)).toContain('/app/files');
    // a family asks for its own dead's burial passports (issue 15), never sees an organisation's inbox
    const passports = links(family).filter((link) => link.path.startsWith('/app/serial-number'));
    expect(passports.map((link) => link.label)).toEqual(['Заявки на паспорта', 'Паспорта захоронений']);
    expect(links(owner).find((link) => link.path === '/app/dashboard')?.label).toBe('Статистика');
    expect(links(owner).map((link) => link.path)).not.toContain('/app/files');
    // staff in user mode read as a family (SPEC §2 user mode)
    expect(links({ ...owner, userType: 1 }).find((link) => link.path === '/app/files')?.label).toBe('Файлы');
  });

  it('puts a company’s day first: deals, requests, clients, tasks, calendar; then catalogue and site; then settings', () => {
    const owner: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
    const links = paths(owner, isRegistered);
    const at = (path: string) => {
      expect(links).toContain(path);
      return links.indexOf(path);
    };
    expect(links[0]).toBe('/app/dashboard');
    const day = ['/app/orders', '/app/requests', '/app/shoppers', '/app/tasks', '/app/calendar'].map(at);
    expect([...day].sort((a, b) => a - b)).toEqual(day);
    const catalogue = ['/app/products', '/app/landing'].map(at);
    const settings = ['/app/employees', '/app/journal'].map(at);
    expect(Math.max(...day)).toBeLessThan(Math.min(...catalogue));
    expect(Math.max(...catalogue)).toBeLessThan(Math.min(...settings));
    // one name for each, none a bare «Шаблоны»
    const labels = visibleSidebar(owner, isRegistered).flatMap((group) =>
      group.links.map((link) => link.label),
    );
    expect(labels).not.toContain('Шаблоны');
    expect(labels).toEqual(
      expect.arrayContaining(['Шаблоны каталога', 'Шаблоны документов', 'Шаблоны задач']),
    );
    expect(labels).toContain('Заявки с сайта');
  });

  it('renders the viewer sidebar with its groups and the version', () => {
    render(
      <MemoryRouter>
        <SidebarNav groups={visibleSidebar(viewer, everyPage)} collapsed={false} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/app/dashboard',
      '/app/orders',
      '/app/requests',
      '/app/requests_agents',
      '/app/deceased',
    ]);
    expect(screen.getByText('Заявки с сайта')).toBeTruthy();
    expect(screen.queryByText('Склады')).toBeNull();
    expect(screen.getByText('Версия 2.5.1')).toBeTruthy();
  });
});

describe('the collapsed sidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });
  const owner: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
  const answering = (count: number) =>
    stubServer((call) => (call.url.includes('/requests/count/') ? { body: { count } } : undefined));

  it('marks the requests link with the count of new requests and names it so', async () => {
    const sent = answering(3);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    renderWithProviders(<SidebarNav groups={visibleSidebar(owner, everyPage)} collapsed />);
    const link = await screen.findByRole('link', { name: 'Заявки с сайта, новых: 3' });
    expect(link.getAttribute('href')).toBe('/app/requests');
    const badge = within(link).getByTestId('collapsed-requests-badge').querySelector('.MuiBadge-badge');
    expect(badge?.textContent).toBe('3');
    expect(badge?.className).not.toContain('MuiBadge-invisible');
    expect(sent.filter((call) => call.url.includes('/requests/count/?is_new=true'))).toHaveLength(1);
  });

  it('shows no mark without new requests, and asks nothing for a private user', async () => {
    answering(0);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const { unmount } = renderWithProviders(
      <SidebarNav groups={visibleSidebar(owner, everyPage)} collapsed />,
    );
    const link = await screen.findByRole('link', { name: 'Заявки с сайта' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.getAttribute('aria-label')).toBe('Заявки с сайта');
    const badge = within(link).getByTestId('collapsed-requests-badge').querySelector('.MuiBadge-badge');
    expect(badge?.className).toContain('MuiBadge-invisible');
    unmount();

    const sent = answering(5);
    sessionStore.signIn(makeSession({ user_type: 1 }));
    renderWithProviders(<SidebarNav groups={visibleSidebar(viewer, everyPage)} collapsed />);
    expect(screen.getByRole('link', { name: 'Заявки с сайта' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
