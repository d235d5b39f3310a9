import Box from '@mui/material/Box';
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
  if (!count.data) return null;
  return (
    <Box
      component="span"
      aria-label={`Новых заявок: ${count.data}`}
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

/** The new-request count beside «Сделки с сайта»; nothing for anyone who does not poll. */
export function RequestsBadge() {
  const session = useSession();
  return pollsRequests(session) ? <Counter /> : null;
}
