import type { Layout } from '@sp/shared/routes/route-table';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { lazyPage } from '../lib/lazy-page';

// Layouts load on demand too, so the public pages never pull the cabinet shell. The cabinet's page loaders
// come with its layout rather than after it, so a cabinet page waits for one round trip less.
const LAYOUTS = {
  app: lazyPage(() =>
    Promise.all([import('./layouts/app-layout'), import('./cabinet-pages')]).then(([m]) => m.AppLayout),
  ),
  user: lazyPage(() => import('./layouts/user-layout').then((m) => m.UserLayout)),
  blank: lazyPage(() => import('./layouts/blank-layout').then((m) => m.BlankLayout)),
  default: lazyPage(() => import('./layouts/default-layout').then((m) => m.DefaultLayout)),
} as const;

type LayoutOutletProps = { layout: Layout };

/** Renders a layout around the matched page. */
export function LayoutOutlet({ layout }: LayoutOutletProps) {
  const Component = LAYOUTS[layout];
  return (
    <Suspense fallback={null}>
      <Component>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Component>
    </Suspense>
  );
}
