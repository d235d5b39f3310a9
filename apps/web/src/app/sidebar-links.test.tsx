import type { Actor } from '@sp/shared/permissions/check';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SidebarNav } from './layouts/sidebar-nav';
import { isRegistered } from './page-registry';
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
    expect(paths(viewer, isRegistered)).toEqual(['/app/dashboard', '/app/requests']);
    expect(paths(admin, isRegistered)).toEqual([
      '/app/dashboard',
      '/admin/cities',
      '/admin/categories/products',
      '/admin/categories/services',
      '/admin/bugs',
      '/admin/outbox',
    ]);
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
    expect(screen.getByText('Сделки с сайта')).toBeTruthy();
    expect(screen.queryByText('Склады')).toBeNull();
    expect(screen.getByText('Версия 2.5.1')).toBeTruthy();
  });
});
