import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { CountPill } from '../../../components/count-pill';
import { useSession } from '../../../lib/session-store';
import { useNewRequestsCount } from '../api/requests-count';

/** Polls only for a company (2) or a manager (3) outside user mode (SPEC §4). */
export function pollsRequests(session: {
  profile: { user_type: number } | null;
  userMode: boolean;
}): boolean {
  const type = session.profile?.user_type;
  return (type === 2 || type === 3) && !session.userMode;
}

function Counter() {
  const count = useNewRequestsCount(true);
  return <CountPill count={count.data} label={`Новых заявок: ${count.data}`} />;
}

/** The new-request count beside «Заявки с сайта»; nothing for anyone who does not poll. */
export function RequestsBadge() {
  const session = useSession();
  return pollsRequests(session) ? <Counter /> : null;
}

type CountChildren = { children: (count: number) => ReactNode };

function PolledCount({ children }: CountChildren) {
  const count = useNewRequestsCount(true);
  return children(count.data ?? 0);
}

/**
 * Hands `children` the number of new requests, for a link that has to carry it in its own name (the
 * collapsed sidebar). Anyone who does not poll gets 0 and no request is made.
 */
export function NewRequestsCount({ children }: CountChildren) {
  const session = useSession();
  return pollsRequests(session) ? <PolledCount>{children}</PolledCount> : children(0);
}

/** The accessible name of the requests link with its count, e.g. «Заявки с сайта, новых: 3». */
export function withNewRequests(label: string, count: number): string {
  return count ? `${label}, новых: ${count}` : label;
}

/** The collapsed sidebar's mark: a small count on the link's initials; the link carries the name. */
export function CollapsedRequestsBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      invisible={!count}
      data-testid="collapsed-requests-badge"
      sx={{
        '& .MuiBadge-badge': { height: 16, minWidth: 16, px: 0.5, fontSize: 10, top: -2, right: -4 },
      }}
    >
      {children}
    </Badge>
  );
}
