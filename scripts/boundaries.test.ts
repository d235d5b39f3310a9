import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, inlineErrorMessages, moduleCycles, ruleBroken } from './boundaries';

const ROOT = path.resolve(import.meta.dirname, '..');
const short = (file: string) => file.replace('apps/server/src/modules/', '');

/**
 * Imports of another module's tables that issue 11 is untangling; the list only shrinks. A new entry means a
 * module reached into another's tables instead of calling its service.
 */
const NOT_YET_UNTANGLED = [
  'agent-requests/agent-requests.service.ts -> orders/orders.table.ts',
  'agent-requests/agent-requests.table.ts -> orders/orders.table.ts',
  'backups/backups.service.ts -> family-tree/family-tree.table.ts',
  'backups/backups.service.ts -> files/media.table.ts',
  'backups/backups.service.ts -> memory-pages/memory-pages.table.ts',
  'backups/backups.service.ts -> persons/persons.table.ts',
  'backups/family-snapshot.ts -> family-tree/family-tree.table.ts',
  'backups/family-snapshot.ts -> files/media.table.ts',
  'backups/family-snapshot.ts -> memory-pages/memory-pages.table.ts',
  'backups/family-snapshot.ts -> persons/persons.table.ts',
  'company-landing/company-landing.service.ts -> catalog/catalog.table.ts',
  'company-landing/company-landing.service.ts -> geo/cities.table.ts',
  'company-landing/company-landing.table.ts -> catalog/catalog.table.ts',
  'company-landing/company-landing.table.ts -> geo/cities.table.ts',
  'documents/documents.service.ts -> orders/orders.table.ts',
  'documents/documents.service.ts -> persons/persons.table.ts',
  'documents/documents.service.ts -> shoppers/shoppers.table.ts',
  'documents/documents.table.ts -> orders/orders.table.ts',
  'family-tree/family-tree.service.ts -> files/media.table.ts',
  'family-tree/family-tree.service.ts -> memory-pages/memory-pages.table.ts',
  'family-tree/family-tree.service.ts -> persons/persons.table.ts',
  'family-tree/family-tree.table.ts -> persons/persons.table.ts',
  'files/media.service.ts -> family-tree/family-tree.table.ts',
  'files/media.service.ts -> memory-pages/memory-pages.table.ts',
  'files/media.service.ts -> persons/persons.table.ts',
  'journal/journal.service.ts -> documents/documents.table.ts',
  'memory-pages/memory-pages.service.ts -> files/media.table.ts',
  'memory-pages/memory-pages.service.ts -> persons/persons.table.ts',
  'memory-pages/memory-pages.table.ts -> files/media.table.ts',
  'memory-pages/memory-pages.table.ts -> persons/persons.table.ts',
  'orders/order-calendar.service.ts -> shoppers/shoppers.table.ts',
  'orders/order-deceased.service.ts -> memory-pages/memory-pages.table.ts',
  'orders/order-deceased.service.ts -> persons/persons.table.ts',
  'orders/order-deceased.service.ts -> shoppers/shoppers.table.ts',
  'orders/orders.common.ts -> memory-pages/memory-pages.table.ts',
  'orders/orders.common.ts -> persons/persons.table.ts',
  'orders/orders.common.ts -> shoppers/shoppers.table.ts',
  'orders/orders.service.ts -> catalog/catalog.table.ts',
  'orders/orders.service.ts -> persons/persons.table.ts',
  'orders/orders.service.ts -> requests/requests.table.ts',
  'orders/orders.service.ts -> shoppers/shoppers.table.ts',
  'orders/orders.table.ts -> catalog/catalog.table.ts',
  'orders/orders.table.ts -> persons/persons.table.ts',
  'orders/orders.table.ts -> requests/requests.table.ts',
  'orders/orders.table.ts -> shoppers/shoppers.table.ts',
  'orders/show-orders.service.ts -> shoppers/shoppers.table.ts',
  'persons/persons.service.ts -> family-tree/family-tree.table.ts',
  'persons/persons.service.ts -> files/media.table.ts',
  'persons/persons.service.ts -> memory-pages/memory-pages.table.ts',
  'persons/persons.table.ts -> files/media.table.ts',
  'profile/company-profile.routes.ts -> auth/auth.routes.ts',
  'profile/profile.routes.ts -> auth/auth-throttle.ts',
  'profile/profile.routes.ts -> auth/auth.routes.ts',
  'profile/profile.service.ts -> auth/auth-codes.ts',
  'profile/profile.service.ts -> auth/auth-sessions.ts',
  'requests/requests.service.ts -> catalog/catalog.table.ts',
  'requests/requests.service.ts -> company-landing/company-landing.table.ts',
  'requests/requests.service.ts -> orders/orders.table.ts',
  'requests/requests.table.ts -> catalog/catalog.table.ts',
  'requests/urgent-request.service.ts -> catalog/catalog.table.ts',
  'requests/urgent-request.service.ts -> company-landing/company-landing.table.ts',
  'requests/urgent-request.service.ts -> geo/cities.table.ts',
  'requests/urgent-request.service.ts -> search/company-point.ts',
  'reviews/reviews.service.ts -> orders/orders.table.ts',
  'reviews/reviews.service.ts -> shoppers/shoppers.table.ts',
  'reviews/reviews.table.ts -> orders/orders.table.ts',
  'search/company-point.ts -> company-landing/company-landing.table.ts',
  'search/company-point.ts -> geo/cities.table.ts',
  'search/search.service.ts -> catalog/catalog.common.ts',
  'search/search.service.ts -> catalog/catalog.table.ts',
  'search/search.service.ts -> company-landing/company-landing.table.ts',
  'search/search.service.ts -> geo/cities.table.ts',
  'shoppers/shoppers.service.ts -> auth/auth-codes.ts',
  'shoppers/shoppers.service.ts -> orders/orders.table.ts',
  'staff/staff.routes.ts -> auth/auth.routes.ts',
  'tasks/tasks.service.ts -> orders/orders.table.ts',
  'tasks/tasks.service.ts -> persons/persons.table.ts',
  'tasks/tasks.table.ts -> orders/orders.table.ts',
  'tasks/tasks.table.ts -> persons/persons.table.ts',
];

/** Server files that still write error messages inline, and how many; the list only shrinks. */
const INLINE_MESSAGES_LEFT: Record<string, number> = {
  'modules/backups/backups.service.ts': 1,
  'modules/backups/zip-archive.ts': 1,
  'modules/bugs/bugs.routes.ts': 1,
  'modules/catalog/items.service.ts': 1,
  'modules/catalog/patterns.service.ts': 3,
  'modules/company-landing/company-landing.routes.ts': 1,
  'modules/company-landing/company-landing.service.ts': 5,
  'modules/family-tree/family-tree.routes.ts': 1,
  'modules/health/health.routes.ts': 1,
  'modules/memory-pages/memory-pages.service.ts': 3,
  'modules/persons/persons.routes.ts': 2,
  'modules/profile/company-profile.routes.ts': 1,
  'modules/profile/company-profile.service.ts': 1,
  'modules/profile/profile.routes.ts': 2,
  'modules/profile/profile.service.ts': 4,
  'modules/requests/requests.routes.ts': 1,
  'modules/shoppers/shoppers.service.ts': 2,
  'modules/staff/branches.routes.ts': 1,
  'modules/staff/branches.service.ts': 2,
  'modules/staff/employees.service.ts': 2,
  'modules/staff/invitation-limits.ts': 3,
  'modules/staff/invitations.service.ts': 4,
  'modules/staff/roles.service.ts': 1,
  'modules/staff/staff-rights.ts': 4,
};

describe('the boundaries of docs/architecture.md', () => {
  it('error messages come from the shared message tables (packages/shared/src/api)', () => {
    const counts: Record<string, number> = {};
    for (const place of inlineErrorMessages(ROOT)) {
      const file = place.split(':')[0];
      counts[file] = (counts[file] ?? 0) + 1;
    }
    expect(counts).toEqual(INLINE_MESSAGES_LEFT);
  });

  it('hold in the repository', () => {
    const found = [...new Set(checkRepository(ROOT).map((v) => `${short(v.from)} -> ${short(v.to)}`))].sort();
    expect(found).toEqual(NOT_YET_UNTANGLED);
  });

  it('server modules depend on each other one way', () => {
    expect(moduleCycles(ROOT)).toEqual([
      ['accounts', 'companies'],
      ['family-tree', 'files', 'memory-pages', 'persons'],
      ['orders', 'requests', 'shoppers'],
    ]);
  });

  it('catch each kind of wrong import', () => {
    const web = 'apps/web/src';
    const server = 'apps/server/src';
    expect(
      ruleBroken(`${web}/features/orders/pages/order-page.tsx`, `${web}/features/tasks/api/tasks.ts`),
    ).toMatch(/another feature/);
    expect(ruleBroken(`${web}/features/orders/pages/order-page.tsx`, `${web}/app/router.tsx`)).toMatch(
      /app\//,
    );
    expect(ruleBroken(`${web}/lib/http.ts`, `${web}/features/auth/api/login.ts`)).toMatch(/no feature/);
    expect(ruleBroken(`${web}/app/pages/order.tsx`, `${web}/features/tasks/api/tasks.ts`)).toBeNull();
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/shoppers/shoppers.table.ts`,
      ),
    ).toMatch(/through its service/);
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/shoppers/shoppers.service.ts`,
      ),
    ).toBeNull();
    expect(
      ruleBroken(
        `${server}/modules/orders/orders.service.ts`,
        `${server}/modules/accounts/accounts.table.ts`,
      ),
    ).toBeNull();
    expect(ruleBroken(`${server}/platform/errors.ts`, `${server}/modules/orders/orders.service.ts`)).toMatch(
      /platform/,
    );
    expect(ruleBroken(`${server}/platform/errors.ts`, `${server}/services.ts`)).toMatch(/platform/);
    expect(ruleBroken(`${server}/platform/throttle.ts`, `${server}/db/client.ts`)).toBeNull();
    expect(ruleBroken(`${server}/db/client.ts`, `${server}/modules/accounts/accounts.table.ts`)).toMatch(
      /db\//,
    );
    expect(ruleBroken('packages/shared/src/api/orders.ts', `${web}/lib/http.ts`)).toMatch(/shared/);
  });
});
