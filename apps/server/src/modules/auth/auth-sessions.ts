import { randomUUID } from 'node:crypto';
import type { Session } from '@sp/shared/api/auth';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unauthorized } from '../../platform/errors';
import { newOpaqueToken, REFRESH_TOKEN_TTL_DAYS, sha256, type TokenSigner } from '../../platform/tokens';
import { currentCompanyOf, findAccountById, toProfile } from '../accounts/accounts.service';
import { findMembership, rolesOf, toCompanySummary } from '../companies/companies.service';
import { refreshTokens } from './auth.table';

export const SESSION_EXPIRED = 'Сессия истекла. Войдите снова.';

export function createSessions(db: Db, signer: TokenSigner) {
  async function describe(accountId: number, refreshToken: string): Promise<Session> {
    const account = await findAccountById(db, accountId);
    if (!account?.isActive) throw unauthorized(SESSION_EXPIRED);
    const company = await currentCompanyOf(db, account);
    const membership = company ? await findMembership(db, account.id, company.id) : null;
    return {
      token: await signer.sign({ accountId }),
      refresh_token: refreshToken,
      roles: membership && !membership.isOwner ? await rolesOf(db, membership.id) : [],
      profile: toProfile(account, company),
      company: company ? toCompanySummary(company) : null,
    };
  }

  async function store(accountId: number, familyId: string): Promise<string> {
    const token = newOpaqueToken();
    await db.insert(refreshTokens).values({
      accountId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
    });
    return token;
  }

  return {
    /** A new sign-in: a new token family. */
    async start(accountId: number): Promise<Session> {
      return describe(accountId, await store(accountId, randomUUID()));
    },

    /**
     * Rotates a refresh token. A token that was already used means it leaked: its whole family is
     * revoked and the caller must sign in again.
     */
    async rotate(token: string): Promise<Session> {
      const tokenHash = sha256(token);
      // One statement claims a live token; only when it fails do we look at why.
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ accountId: refreshTokens.accountId, familyId: refreshTokens.familyId });
      if (claimed) return describe(claimed.accountId, await store(claimed.accountId, claimed.familyId));
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (row?.usedAt && !row.revokedAt) await this.revokeFamily(row.familyId);
      throw unauthorized(SESSION_EXPIRED);
    },

    /** The family a token belongs to, if the token is known. */
    async familyOf(token: string): Promise<{ familyId: string; accountId: number } | null> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, accountId: refreshTokens.accountId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      return row ?? null;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Signs the account out everywhere, except the family given (the caller's own session). */
    async revokeAll(accountId: number, exceptFamilyId?: string): Promise<void> {
      const conditions = [eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)];
      if (exceptFamilyId) conditions.push(ne(refreshTokens.familyId, exceptFamilyId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },

    /** A fresh session in the same family, after a change that alters what the session says. */
    async renew(accountId: number, currentToken: string | undefined): Promise<Session> {
      const family = currentToken ? await this.familyOf(currentToken) : null;
      if (family && family.accountId === accountId && currentToken) {
        const [live] = await db
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.tokenHash, sha256(currentToken)),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, new Date()),
            ),
          );
        if (live) return this.rotate(currentToken);
      }
      return this.start(accountId);
    },

    describe,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
