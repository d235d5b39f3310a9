import { GUEST } from '@sp/shared/permissions/check';
import { describe, expect, it } from 'vitest';
import { searchablePages } from './searchable-pages';

const everything = () => true;

describe('searchable pages', () => {
  it('offers an administrator the admin pages and the profile, not the company card', () => {
    const pages = searchablePages({ userType: 4, companyType: null, roles: [] }, everything).map(
      (p) => p.path,
    );
    expect(pages).toContain('/admin/outbox');
    expect(pages).toContain('/app/profile');
    expect(pages).not.toContain('/app/profile-company');
    expect(pages).not.toContain('/app/employees');
  });

  it('offers a read-only deals employee only what the roles allow', () => {
    const viewer = {
      userType: 3 as const,
      companyType: 'REGULAR' as const,
      roles: [{ modules: { orders: 3 as const } }],
    };
    const pages = searchablePages(viewer, everything).map((p) => p.path);
    expect(pages).toContain('/app/orders');
    expect(pages).not.toContain('/app/employees');
    expect(pages).not.toContain('/admin/bugs');
  });

  it('offers only registered pages and nothing to a guest', () => {
    const company = { userType: 2 as const, companyType: 'REGULAR' as const, roles: [] };
    expect(searchablePages(company, (path) => path === '/app/profile').map((p) => p.path)).toEqual([
      '/app/profile',
    ]);
    expect(searchablePages(GUEST, everything)).toEqual([]);
  });
});
