import * as paths from '@sp/shared/routes/cabinet-paths';
import { canOpen } from '@sp/shared/routes/guard';
import { matchRoute } from '@sp/shared/routes/match';
import { Navigate } from 'react-router';
import { actorOf } from '../../../lib/actor';
import { useSession } from '../../../lib/session-store';

/** Where /app/serial-number leads, in this order: the organisation's inbox first, then the caller's own pages. */
const TARGETS = [
  paths.passportRequestsView(),
  paths.passportRequests(),
  paths.passportsView(),
  paths.passportsList(),
] as const;

/** The first passports page the caller may open (by the route table's rule), or «Список паспортов». */
export function passportsHome(actor: ReturnType<typeof actorOf>): string {
  if (!actor) return paths.passportsList();
  return (
    TARGETS.find((path) => {
      const route = matchRoute(path);
      return route !== null && canOpen(actor, route);
    }) ?? paths.passportsList()
  );
}

/** /app/serial-number «Паспорта захоронений»: no page of its own, it leads to the right list. */
export function SerialNumberPage() {
  const session = useSession();
  return <Navigate to={passportsHome(actorOf(session))} replace />;
}
