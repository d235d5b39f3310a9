import type { Actor } from '@sp/shared/permissions/check';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { canOpen } from '@sp/shared/routes/guard';
import { routeByPath } from '@sp/shared/routes/route-table';
import { visibleSidebar } from '../sidebar-links';

export type PageLink = { path: string; label: string; group: string };

const ACCOUNT_PAGES = [paths.profile(), paths.profileCompany()];

/** Every sidebar link the actor sees, plus the account pages of the profile menu. */
export function searchablePages(actor: Actor, isRegistered: (path: string) => boolean): PageLink[] {
  const fromSidebar = visibleSidebar(actor, isRegistered).flatMap((group) =>
    group.links.map((link) => ({ path: link.path, label: link.label, group: group.label ?? 'Разделы' })),
  );
  const account = ACCOUNT_PAGES.map(routeByPath)
    .filter((route) => isRegistered(route.path) && canOpen(actor, route))
    .map((route) => ({ path: route.path, label: route.title, group: 'Аккаунт' }));
  return [...fromSidebar, ...account];
}
