import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, lazyWithQuery } from '../lib/lazy-page';

/**
 * The cabinet's registered pages; their loaders are in cabinet-pages.ts, which comes with the cabinet's
 * layout (a test keeps the two lists equal).
 */
export const CABINET_PATHS: readonly string[] = [
  '/app/dashboard',
  '/app/profile',
  '/app/profile-company',
  '/app/branches',
  '/app/branches/invite',
  '/app/invite_filial',
  '/app/employees',
  '/app/employees/roles',
  '/app/employees/invite',
  '/app/products',
  '/app/products/categories',
  '/app/services',
  '/app/services/categories',
  '/app/services/compensations',
  '/app/composition',
  '/app/composition/:id',
  '/app/requests',
  '/app/requests/:id',
  '/app/orders',
  '/app/orders/create',
  '/app/orders/:id',
  '/app/document-templates',
  '/app/document-templates/:id?',
  '/app/document-viewer',
  '/app/deceased',
  '/app/history-orders',
  '/app/history-orders/:id?',
  '/app/requests_agents',
  '/app/requests_agents/:id',
  '/app/requests_agents/view/:id?',
  '/app/serial-number',
  '/app/serial-number/request-view/:id?',
  '/app/serial-number/request-list/:id?',
  '/app/serial-number/passports-view/:id?',
  '/app/serial-number/passports-view/update/:id?',
  '/app/serial-number/passports-list/:id?',
  '/app/serial-number/passports-list/update/:id?',
  '/app/tasks',
  '/app/tasks/create',
  '/app/tasks/templates',
  '/app/tasks/:id',
  '/app/calendar',
  '/app/shoppers',
  '/app/catalogs',
  '/app/patterns',
  '/admin/categories/products',
  '/admin/categories/services',
  '/admin/patterns',
  '/app/landing',
  '/admin/bugs',
  '/admin/bugs/:id',
  '/app/backups',
  '/admin/cities',
  '/admin/accept-municipal',
  '/admin/cemeteries',
  '/admin/place-graves',
  '/app/cemeteries',
  '/app/place-graves',
  '/admin/tariffs',
  '/admin/packets',
  '/admin/invoices',
  '/admin/payments',
  '/app/tariff',
  '/app/persons',
  '/app/files',
  '/app/pages-memory',
  '/app/pages-memory/:id?',
  '/app/affiliate-program',
  '/app/affiliate-program/:id?',
  '/app/affiliate-program/update/:id',
  '/app/affiliate-program/update-full-right/:id',
  '/app/tree',
  '/app/oldtree',
  '/admin/outbox',
  '/app/journal',
  '/admin/moderation-reviews',
];

const cabinetPage = (path: string) =>
  lazyPage(() =>
    import('./cabinet-pages').then(({ CABINET_LOADERS }) => {
      const load = CABINET_LOADERS[path];
      if (!load) throw new Error(`No cabinet page for ${path}`);
      return load();
    }),
  );

/**
 * Route path (as in the shared ROUTES table) → its page, loaded on demand. Only routes listed here are
 * registered in the router and shown in the sidebar; later issues add their pages here (a cabinet page to
 * CABINET_PATHS and cabinet-pages.ts).
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/': lazyPage(() => import('./pages/home').then((m) => m.HomeRoute)),
  '/auth': lazyPage(() => import('../features/auth/pages/auth-page').then((m) => m.AuthPage)),
  '/routes': lazyPage(() => import('../features/info/pages/routes-page').then((m) => m.RoutesPage)),
  '/info/agreement': lazyPage(() =>
    import('../features/info/pages/agreement-page').then((m) => m.AgreementPage),
  ),
  '/info/updates': lazyPage(() =>
    import('../features/releases/pages/updates-page').then((m) => m.UpdatesPage),
  ),
  '/company/:id': lazyPage(() => import('./pages/company').then((m) => m.CompanyRoute)),
  // the pages of the user layout that read data through the query library bring it along
  '/company/:id/catalog': lazyWithQuery(() =>
    import('../features/company-catalog/pages/company-catalog-page').then((m) => m.CompanyCatalogPage),
  ),
  '/search/:query?': lazyPage(() => import('./pages/search').then((m) => m.SearchRoute)),
  '/errors/403': lazyPage(() =>
    import('../features/errors/pages/forbidden-page').then((m) => m.ForbiddenPage),
  ),
  '/person/:id?': lazyPage(() =>
    import('../features/memory-pages/pages/person-page').then((m) => m.PersonPage),
  ),
  '/user/:id?': lazyWithQuery(() =>
    import('../features/memory-pages/pages/user-page').then((m) => m.UserPage),
  ),
  // the «Тестовая оплата» sandbox's card page: the blank layout, with the data cache of its own
  '/app/payment/test/:id': lazyWithQuery(() =>
    import('../features/tariffs/pages/test-payment-page').then((m) => m.TestPaymentPage),
  ),
  ...Object.fromEntries(CABINET_PATHS.map((path) => [path, cabinetPage(path)])),
};

export function isRegistered(path: string): boolean {
  return path in PAGES;
}
