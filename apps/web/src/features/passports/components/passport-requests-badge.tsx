import Box from '@mui/material/Box';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import type { ReactNode } from 'react';
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
  if (!count.data) return null;
  return (
    <Box
      component="span"
      aria-label={`Новых заявок на паспорта: ${count.data}`}
      sx={{
        ml: 1,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 500,
        lineHeight: '20px',
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      {count.data > 99 ? '99+' : count.data}
    </Box>
  );
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
