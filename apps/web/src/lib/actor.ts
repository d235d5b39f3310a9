import type { Actor } from '@sp/shared/permissions/check';
import { effectiveUserType } from '@sp/shared/permissions/user-types';
import type { SessionState } from './session-store';

/** The permission actor of a session, or null for a guest; in user mode a company reads as a user. */
export function actorOf(session: Pick<SessionState, 'profile' | 'roles' | 'userMode'>): Actor | null {
  if (!session.profile) return null;
  return {
    userType: effectiveUserType(session.profile.user_type, session.userMode),
    companyType: session.profile.type_company,
    roles: session.roles.map((role) => ({ modules: role.modules })),
  };
}
