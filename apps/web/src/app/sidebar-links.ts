import type { Actor } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { canOpen } from '@sp/shared/routes/guard';
import { matchRoute } from '@sp/shared/routes/match';
import { SIDEBAR, type SidebarGroup } from '@sp/shared/routes/sidebar';

/**
 * SPEC §2 Cabinet sidebar: the shared groups in order, keeping a link only when its page exists here and
 * the actor may open its route; empty groups disappear. A family (user type 1, also staff in user mode) reads
 * the links' family labels and gets its family-only links.
 */
export function visibleSidebar(actor: Actor, isRegistered: (path: string) => boolean): SidebarGroup[] {
  const family = actor.userType === USER_TYPE.user;
  return SIDEBAR.map((group) => ({
    ...group,
    links: group.links
      .filter((link) => {
        if (link.familyOnly && !family) return false;
        const route = matchRoute(link.path);
        return route !== null && isRegistered(route.path) && canOpen(actor, route);
      })
      .map((link) => (family && link.familyLabel ? { ...link, label: link.familyLabel } : link)),
  })).filter((group) => group.links.length > 0);
}
