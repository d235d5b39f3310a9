import { randomUUID } from 'node:crypto';
import { AUTH_MSG, type Session } from '@sp/shared/api/auth';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unauthorized } from '../../platform/errors';
import { newOpaqueToken, SESSION_TTL_DAYS, sha256, type TokenSigner } from '../../platform/tokens';
import { findAccountById } from '../accounts/accounts.service';
import { currentCompanyOf, findMembership, rolesOf, toCompanySummary } from '../companies/companies.service';
import { authSessions, refreshTokens } from './auth.table';
import { toProfile } from './auth-context.service';

export const SESSION_EXPIRED = AUTH_MSG.sessionExpired;

/** A session as the server hands it out: the refresh token goes into the httpOnly cookie until `expiresAt`. */
export type IssuedSession = Session & { expiresAt: Date };

export function createSessions(db: Db, signer: TokenSigner) {
  async function describe(
    accountId: number,
    sessionId: string,
    refreshToken: string,
    expiresAt: Date,
  ): Promise<IssuedSession> {
    const account = await findAccountById(db, accountId);
    if (!account?.isActive) throw unauthorized(SESSION_EXPIRED);
    const company = await currentCompanyOf(db, account);
    const membership = company ? await findMembership(db, account.id, company.id) : null;
    return {
      token: await signer.sign({ accountId, sessionId }),
      refresh_token: refreshToken,
      roles: membership && !membership.isOwner ? await rolesOf(db, membership.id) : [],
      profile: toProfile(account, company),
      company: company ? toCompanySummary(company) : null,
      expiresAt,
    };
  }

  /** A new refresh token of the session; it lives as long as the session, not a day longer. */
  async function store(accountId: number, sessionId: string, expiresAt: Date): Promise<string> {
    const token = newOpaqueToken();
    await db
      .insert(refreshTokens)
      .values({ accountId, familyId: sessionId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  async function revokeFamily(familyId: string): Promise<void> {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, familyId), isNull(authSessions.revokedAt)));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    });
  }

  /** The session if it is still running for this account. */
  async function live(accountId: number, sessionId: string) {
    const [row] = await db
      .select({ id: authSessions.id, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.accountId, accountId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  return {
    /** A new sign-in: a new session, ending SESSION_TTL_DAYS from now whatever happens. */
    async start(accountId: number): Promise<IssuedSession> {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
      await db.insert(authSessions).values({ id: sessionId, accountId, expiresAt });
      return describe(accountId, sessionId, await store(accountId, sessionId, expiresAt), expiresAt);
    },

    /**
     * Rotates a refresh token. A token that was already used means it leaked: its whole family is
     * revoked and the caller must sign in again.
     */
    async rotate(token: string): Promise<IssuedSession> {
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
      if (claimed) {
        const { accountId, familyId } = claimed;
        // the session itself decides: ended (logout elsewhere, an administrator) or over its 30 days
        const session = await live(accountId, familyId);
        if (!session) throw unauthorized(SESSION_EXPIRED);
        const expiresAt = session.expiresAt;
        return describe(accountId, familyId, await store(accountId, familyId, expiresAt), expiresAt);
      }
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (row?.usedAt && !row.revokedAt) await revokeFamily(row.familyId);
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

    revokeFamily,

    /**
     * Signs the account out everywhere, except the session given (the caller's own); inside the caller's
     * transaction when one is given (an administrator's block ends the sessions with the same commit).
     */
    async revokeAll(accountId: number, exceptSessionId?: string, within?: Db): Promise<void> {
      const now = new Date();
      const sessionConditions = [eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)];
      const tokenConditions = [eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)];
      if (exceptSessionId) {
        sessionConditions.push(ne(authSessions.id, exceptSessionId));
        tokenConditions.push(ne(refreshTokens.familyId, exceptSessionId));
      }
      const revoke = async (tx: Db) => {
        await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(...sessionConditions));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(...tokenConditions));
      };
      await (within ? revoke(within) : db.transaction(revoke));
    },

    /**
     * A fresh session description in the caller's own session, after a change that alters what it says (the
     * current company, the roles): the session's earlier refresh tokens are spent and a new one replaces them,
     * with the same end.
     */
    async renew(accountId: number, sessionId: string): Promise<IssuedSession> {
      const session = await live(accountId, sessionId);
      if (!session) throw unauthorized(SESSION_EXPIRED);
      await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.familyId, sessionId),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        );
      const token = await store(accountId, sessionId, session.expiresAt);
      return describe(accountId, sessionId, token, session.expiresAt);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
