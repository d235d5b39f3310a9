import type { Profile } from '@sp/shared/api/auth';
import { PROFILE_MSG } from '@sp/shared/api/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { assertPasswordNotCommon } from '../../platform/password-policy';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { newStorageKey, type Storage } from '../../platform/storage';
import { findAccountById, findAccountByIdentifier } from '../accounts/accounts.service';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import type { AuthService } from '../auth/auth.service';
import { CODE_INVALID, type CodeBook } from '../auth/auth-codes.service';
import { toProfile } from '../auth/auth-context.service';
import type { IssuedSession, Sessions } from '../auth/auth-sessions.service';
import { currentCompanyOf, findMembership } from '../companies/companies.service';

export function createProfileService(deps: {
  db: Db;
  storage: Storage;
  sessions: Sessions;
  codes: CodeBook;
  auth: AuthService;
}) {
  const { db, storage, sessions, codes, auth } = deps;

  async function account(accountId: number): Promise<AccountRow> {
    const row = await findAccountById(db, accountId);
    if (!row) throw notFound();
    return row;
  }

  async function profileOf(accountId: number): Promise<Profile> {
    const row = await account(accountId);
    return toProfile(row, await currentCompanyOf(db, row));
  }

  async function checkPassword(row: AccountRow, password: string): Promise<void> {
    if (!(await verifyPassword(row.passwordHash, password)))
      throw fieldError('password', PROFILE_MSG.wrongPassword);
  }

  return {
    profileOf,

    async update(accountId: number, input: { first_name: string; last_name: string }): Promise<Profile> {
      await db
        .update(accounts)
        .set({ firstName: input.first_name, lastName: input.last_name, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
      return profileOf(accountId);
    },

    async setAvatar(accountId: number, data: Buffer | null): Promise<Profile> {
      const row = await account(accountId);
      let key: string | null = null;
      if (data) {
        const image = await processImage(data, { maxSide: 512, square: true, field: 'avatar' });
        key = newStorageKey('avatars', image.extension);
        await storage.put(key, image.data);
      }
      await db.update(accounts).set({ avatar: key, updatedAt: new Date() }).where(eq(accounts.id, accountId));
      if (row.avatar) await storage.remove(row.avatar);
      return profileOf(accountId);
    },

    /** Switches the current company; only a company the account belongs to is visible (else 404). */
    async changeCompany(accountId: number, companyId: number, sessionId: string): Promise<IssuedSession> {
      if (!(await findMembership(db, accountId, companyId))) throw notFound();
      await db.update(accounts).set({ currentCompanyId: companyId }).where(eq(accounts.id, accountId));
      return sessions.renew(accountId, sessionId);
    },

    async currentCompanyId(accountId: number): Promise<number | null> {
      return (await currentCompanyOf(db, await account(accountId)))?.id ?? null;
    },

    /** New password; every other session of the account is signed out. */
    async changePassword(
      accountId: number,
      input: { password: string; new_password: string },
      sessionId: string,
    ): Promise<IssuedSession> {
      const row = await account(accountId);
      await checkPassword(row, input.password);
      assertPasswordNotCommon(input.new_password, 'new_password');
      const passwordHash = await hashPassword(input.new_password);
      await db
        .update(accounts)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
      await sessions.revokeAll(accountId, sessionId);
      return sessions.renew(accountId, sessionId);
    },

    /**
     * Sends a code to the new address, within the limit of codes one address may be sent; the change happens when
     * the code comes back.
     */
    async requestEmailChange(
      accountId: number,
      input: { password: string; new_email: string },
    ): Promise<void> {
      const newEmail = input.new_email.trim().toLowerCase();
      await auth.withinCodeSendLimit(newEmail, async () => {
        const row = await account(accountId);
        await checkPassword(row, input.password);
        const owner = await findAccountByIdentifier(db, { kind: 'email', value: newEmail });
        if (owner && owner.id !== accountId) throw fieldError('new_email', PROFILE_MSG.emailTaken);
        if (owner) throw fieldError('new_email', PROFILE_MSG.emailIsCurrent);
        await auth.sendCode({ kind: 'email', value: newEmail }, 'email_change', { accountId });
      });
    },

    async confirmEmailChange(accountId: number, code: string, address?: string): Promise<Profile> {
      const row = await account(accountId);
      // The code was issued to the new address; find it through the account's open request.
      const pending = await codes.findOpenPayloadFor(db, 'email_change', accountId);
      if (!pending) throw new ApiError(400, { code: [CODE_INVALID] });
      await codes.consume(db, pending.identifier, ['email_change'], code, address);
      const taken = await findAccountByIdentifier(db, { kind: 'email', value: pending.identifier });
      if (taken && taken.id !== row.id) throw fieldError('new_email', PROFILE_MSG.emailTaken);
      await db
        .update(accounts)
        .set({ email: pending.identifier, isEmailVerified: true, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
      return profileOf(accountId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
