import { type Layout, ROUTES } from '@sp/shared/routes/route-table';
import { useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ErrorPage } from '../features/errors/pages/error-page';
import { lazyPage } from '../lib/lazy-page';
import { LayoutOutlet } from './layout-outlet';
import { PAGES } from './page-registry';
import { RootShell } from './root-shell';
import { ValidId } from './valid-id';

const LAYOUT_ORDER: readonly Layout[] = ['app', 'user', 'blank', 'default'];

// an unknown cabinet address keeps the cabinet's layout (issue 12 §4); its code comes with the cabinet
const CabinetNotFound = lazyPage(() =>
  import('../features/errors/pages/cabinet-not-found-page').then((m) => m.CabinetNotFoundPage),
);
const CABINET_NOT_FOUND: RouteObject[] = ['/app/*', '/admin/*'].map((path) => ({
  path,
  element: <CabinetNotFound />,
}));

/** The routes of the shared table that have a page, grouped under their layout. */
export function buildRoutes(): RouteObject[] {
  const layoutRoutes: RouteObject[] = LAYOUT_ORDER.map((layout) => ({
    element: <LayoutOutlet layout={layout} />,
    children: ROUTES.filter((route) => route.layout === layout && PAGES[route.path])
      .map((route): RouteObject => {
        const Page = PAGES[route.path];
        // public pages check their id here; the cabinet's ids may be words (/app/composition/new)
        const checksId = route.audience !== 'auth' && route.path.includes(':id');
        return {
          path: route.path,
          element: checksId ? (
            <ValidId>
              <Page />
            </ValidId>
          ) : (
            <Page />
          ),
        };
      })
      .concat(layout === 'app' ? CABINET_NOT_FOUND : []),
  })).filter((route) => (route.children?.length ?? 0) > 0);

  return [
    {
      element: <RootShell />,
      children: [...layoutRoutes, { path: '*', element: <ErrorPage status={404} /> }],
    },
  ];
}

/**
 * The app's pages, matched in react-router's declarative mode: the data router (loaders, actions, its error
 * elements) is not used and weighs some 20 KB gzipped on every page; RootShell catches what a page throws.
 */
export function AppRoutes() {
  const routes = useMemo(buildRoutes, []);
  return useRoutes(routes);
}
