import { ROUTES } from '@sp/shared/routes/route-table';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, lazyWithQuery } from '../lib/lazy-page';

/** A cabinet route's page, loaded with the cabinet; a route whose page is not built shows the cabinet's «not found». */
const cabinetPage = (path: string) =>
  lazyPage(() =>
    import('./cabinet-pages').then(({ CABINET_LOADERS }): Promise<ComponentType> => {
      const load = CABINET_LOADERS[path];
      return load
        ? load()
        : import('../features/errors/pages/cabinet-not-found-page').then((m) => m.CabinetNotFoundPage);
    }),
  );

/** The pages outside the cabinet: route path (as in the shared ROUTES table) → its page, loaded on demand. */
export const PUBLIC_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
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
};

/**
 * Every route the router knows: the public pages, and every cabinet route of the shared table, whose page comes
 * from cabinet-pages.ts with the cabinet (so the public pages' entry carries no list of the cabinet's pages; what
 * the sidebar shows is what cabinet-pages.ts has, see its isRegistered).
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  ...Object.fromEntries(
    ROUTES.filter((route) => route.layout === 'app' && !(route.path in PUBLIC_PAGES)).map((route) => [
      route.path,
      cabinetPage(route.path),
    ]),
  ),
  ...PUBLIC_PAGES,
};
