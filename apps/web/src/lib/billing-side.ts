import { USER_TYPE } from '@sp/shared/permissions/user-types';
import type { SessionState } from './session-store';

/** Whose money an account spends: 1 a family's account (audience 1), 2 its company (audience 2). */
export type BillingSide = 1 | 2;

/**
 * The side whose balance and tariff a session sees (SPEC §2 «Баланс», /app/tariff): a user, or any staff member in
 * user mode, their own account; a company owner (not in user mode) the company. Employees outside user mode,
 * administrators and guests hold no balance: null.
 */
export function billingSideOf(session: Pick<SessionState, 'profile' | 'userMode'>): BillingSide | null {
  const type = session.profile?.user_type;
  if (type === USER_TYPE.user) return 1;
  if (type === USER_TYPE.company || type === USER_TYPE.manager) {
    if (session.userMode) return 1;
    return type === USER_TYPE.company ? 2 : null;
  }
  return null;
}
