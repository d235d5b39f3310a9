import { STAFF_MSG } from '@sp/shared/api/staff';
import type { Db } from '../../db/client';
import * as throttle from '../../platform/throttle';

const HOUR_MS = 60 * 60 * 1000;

/** Invitations are messages to strangers: limited per company, per recipient and per caller's address. */
export const INVITATION_RULES = {
  perCompany: {
    bucket: 'staff:invitations_company',
    limit: 20,
    windowMs: HOUR_MS,
    message: STAFF_MSG.invitationsPerCompany,
  },
  perRecipient: {
    bucket: 'staff:invitations_recipient',
    limit: 5,
    windowMs: 24 * HOUR_MS,
    message: STAFF_MSG.invitationsPerRecipient,
  },
  perAddress: {
    bucket: 'staff:invitations_ip',
    limit: 30,
    windowMs: HOUR_MS,
    message: STAFF_MSG.invitationsPerAddress,
  },
} satisfies Record<string, throttle.ThrottleRule>;

/**
 * Checks all three limits and counts this invitation against each in one step (parallel invitations cannot
 * pass a limit together): one call per invitation sent, before it is written, so a refused one costs nothing.
 */
export async function claimInvitation(
  db: Db,
  keys: { companyId: number; recipient: string; address?: string },
): Promise<void> {
  await throttle.consumeAll(db, [
    { rule: INVITATION_RULES.perCompany, key: String(keys.companyId) },
    { rule: INVITATION_RULES.perRecipient, key: keys.recipient },
    ...(keys.address ? [{ rule: INVITATION_RULES.perAddress, key: keys.address }] : []),
  ]);
}
