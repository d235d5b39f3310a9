import { type Layout, ROUTES } from '@sp/shared/routes/route-table';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/pages/error-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { LayoutOutlet } from './layout-outlet';
import { PAGES } from './page-registry';
import { RootShell } from './root-shell';

const LAYOUT_ORDER: readonly Layout[] = ['app', 'user', 'blank', 'default'];

/** The routes of the shared table that have a page, grouped under their layout. */
export function buildRoutes(): RouteObject[] {
  const layoutRoutes: RouteObject[] = LAYOUT_ORDER.map((layout) => ({
    element: <LayoutOutlet layout={layout} />,
    children: ROUTES.filter((route) => route.layout === layout && PAGES[route.path]).map((route) => {
      const Page = PAGES[route.path];
      return { path: route.path, element: <Page /> };
    }),
  })).filter((route) => (route.children?.length ?? 0) > 0);

  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [...layoutRoutes, { path: '*', element: <ErrorPage status={404} /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
