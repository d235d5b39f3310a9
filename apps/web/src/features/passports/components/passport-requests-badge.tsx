import { hasModuleLevel } from '@sp/shared/permissions/check';
import type { ReactNode } from 'react';
import { CountPill } from '../../../components/count-pill';
import { actorOf } from '../../../lib/actor';
import { type SessionState, useSession } from '../../../lib/session-store';
import { useNewPassportRequestsCount } from '../api/passport-requests-count';

/**
 * Polls only for the staff of a MUNICIPAL company outside user mode who may read its passport requests (SPEC §4:
 * «for municipal companies also the passport request count»); the count answers 403 to anyone else.
 */
export function pollsPassportRequests(
  session: Pick<SessionState, 'profile' | 'roles' | 'userMode'>,
): boolean {
  const type = session.profile?.user_type;
  if ((type !== 2 && type !== 3) || session.userMode) return false;
  if (session.profile?.type_company !== 'MUNICIPAL') return false;
  const actor = actorOf(session);
  return actor !== null && hasModuleLevel(actor, 'passport_requests', 3);
}

function Counter() {
  const count = useNewPassportRequestsCount(true);
  return <CountPill count={count.data} label={`Новых заявок на паспорта: ${count.data}`} />;
}

/** The count of new passport requests beside «Заявки на паспорта»; nothing for anyone who does not poll. */
export function PassportRequestsBadge() {
  const session = useSession();
  return pollsPassportRequests(session) ? <Counter /> : null;
}

type CountChildren = { children: (count: number) => ReactNode };

function PolledCount({ children }: CountChildren) {
  const count = useNewPassportRequestsCount(true);
  return children(count.data ?? 0);
}

/**
 * Hands `children` the number of new passport requests, for the collapsed sidebar's link that carries it in its
 * name. Anyone who does not poll gets 0 and no request is made.
 */
export function NewPassportRequestsCount({ children }: CountChildren) {
  const session = useSession();
  return pollsPassportRequests(session) ? <PolledCount>{children}</PolledCount> : children(0);
}
