import type { Actor } from '@sp/shared/permissions/check';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { canOpen } from '@sp/shared/routes/guard';
import { matchRoute } from '@sp/shared/routes/match';

/** One entry of the top bar's add menu: where it leads (the route's rules decide who sees it). */
export type AddMenuItem = { label: string; to: string };

/**
 * SPEC §2 Add menu (company or manager, not in user mode), in the spec's order. Every feature that adds an entry
 * adds it here: a deal first asks for its category, a sale is category 4 at once.
 */
export const ADD_MENU_ITEMS: readonly AddMenuItem[] = [
  { label: 'Сделка', to: paths.orderCreate(1) },
  { label: 'Продажа', to: paths.orderCreate(2) },
  { label: 'Задача', to: paths.taskCreate() },
];

/** The entries whose page exists here and which the actor may open (a read-only employee sees none). */
export function visibleAddItems(
  actor: Actor,
  isRegistered: (path: string) => boolean,
  items: readonly AddMenuItem[] = ADD_MENU_ITEMS,
): AddMenuItem[] {
  return items.filter((item) => {
    const route = matchRoute(item.to.split('?')[0] ?? item.to);
    return route !== null && isRegistered(route.path) && canOpen(actor, route);
  });
}
