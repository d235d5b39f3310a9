import type { AdminSession } from '@sp/shared/api/admin-profiles';
import type { List } from '@sp/shared/api/common';
import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { authSessions, refreshTokens } from './auth.table';

/**
 * An account's sign-ins for the administrator's console, newest first (never a token or its hash). The last
 * renewal of a session's tokens stands for when it was last seen: the app renews them at its start and every 28
 * minutes while open.
 */
export async function sessionsOfAccount(db: Db, accountId: number, page: Page): Promise<List<AdminSession>> {
  const renewed = db
    .select({ familyId: refreshTokens.familyId, at: max(refreshTokens.createdAt).as('renewed_at') })
    .from(refreshTokens)
    .where(eq(refreshTokens.accountId, accountId))
    .groupBy(refreshTokens.familyId)
    .as('renewed');
  const where = eq(authSessions.accountId, accountId);
  const now = Date.now();
  return listPage(
    db.select(COUNT).from(authSessions).where(where),
    db
      .select({
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        lastRenewed: renewed.at,
      })
      .from(authSessions)
      .leftJoin(renewed, eq(renewed.familyId, authSessions.id))
      .where(where)
      .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    (rows) =>
      rows.map((row) => {
        const lastSeen = row.lastRenewed ?? row.createdAt;
        return {
          started_at: row.createdAt.toISOString(),
          last_seen_at: lastSeen.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          ended_at: row.revokedAt?.toISOString() ?? null,
          state: row.revokedAt ? 'ended' : row.expiresAt.getTime() <= now ? 'expired' : 'active',
        };
      }),
  );
}
