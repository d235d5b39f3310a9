import type { Actor } from '@sp/shared/permissions/check';
import { canOpen } from '@sp/shared/routes/guard';
import { matchRoute } from '@sp/shared/routes/match';
import { SIDEBAR, type SidebarGroup } from '@sp/shared/routes/sidebar';

/**
 * SPEC §2 Cabinet sidebar: the shared groups in order, keeping a link only when its page exists here and
 * the actor may open its route; empty groups disappear.
 */
export function visibleSidebar(actor: Actor, isRegistered: (path: string) => boolean): SidebarGroup[] {
  return SIDEBAR.map((group) => ({
    ...group,
    links: group.links.filter((link) => {
      const route = matchRoute(link.path);
      return route !== null && isRegistered(route.path) && canOpen(actor, route);
    }),
  })).filter((group) => group.links.length > 0);
}
