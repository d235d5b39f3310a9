import type { ReleaseNote } from '@sp/shared/api/misc';
import { USER_TYPE, type UserType } from '@sp/shared/permissions/user-types';

/** SPEC §3 availability codes of a release change. */
export const AUDIENCE = { user: 1, company: 2, admin: 3, manager: 4, general: 5 } as const;
export type AudienceCode = (typeof AUDIENCE)[keyof typeof AUDIENCE];

/**
 * Whose changes an account reads: a family (an ordinary user, or staff in user mode) the users' changes, a company
 * owner the companies', an employee the managers', an administrator the administrators'; everyone the general ones.
 */
export function audienceOf(userType: UserType): AudienceCode {
  if (userType === USER_TYPE.company) return AUDIENCE.company;
  if (userType === USER_TYPE.manager) return AUDIENCE.manager;
  if (userType === USER_TYPE.admin) return AUDIENCE.admin;
  return AUDIENCE.user;
}

/** The changes of a release meant for this audience: its own and the general ones (no list means everyone). */
export function changesFor(changes: ReleaseNote['changes'], audience: AudienceCode): ReleaseNote['changes'] {
  return changes.filter(
    (change) =>
      change.availability.length === 0 ||
      change.availability.includes(AUDIENCE.general) ||
      change.availability.includes(audience),
  );
}

/**
 * Whether the account already had the platform before the release came out (its day, Moscow time). For an
 * account made on the release day or later everything is new: a family's very first visit shows no release notes.
 */
export function joinedBefore(release: Pick<ReleaseNote, 'date'>, accountCreatedAt: string): boolean {
  const released = Date.parse(`${release.date}T00:00:00+03:00`);
  const joined = Date.parse(accountCreatedAt);
  if (Number.isNaN(released) || Number.isNaN(joined)) return true;
  return joined < released;
}
