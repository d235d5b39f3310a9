import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../platform/errors';
import { authEvents } from './auth.table';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_CODE_SENDS = 3;
export const MAX_LOGIN_FAILURES = 10;

type Kind = 'code_sent' | 'login_failed';

const MESSAGES: Record<Kind, (minutes: number) => string> = {
  code_sent: (m) => `Код можно запросить не более 3 раз за 15 минут. Повторите через ${m} мин.`,
  login_failed: (m) => `Слишком много неудачных попыток входа. Повторите через ${m} мин.`,
};

/** Throws 429 with Retry-After when `identifier` already had `limit` events of `kind` in the window. */
export async function assertUnderLimit(db: Db, identifier: string, kind: Kind, limit: number): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  const where = and(
    eq(authEvents.identifier, identifier),
    eq(authEvents.kind, kind),
    gt(authEvents.createdAt, since),
  );
  const [{ total }] = await db.select({ total: count() }).from(authEvents).where(where);
  if (total < limit) return;
  const [oldest] = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(where)
    .orderBy(asc(authEvents.createdAt))
    .limit(1);
  const retryAfter = (oldest.createdAt.getTime() + WINDOW_MS - Date.now()) / 1000;
  throw tooManyRequests(MESSAGES[kind](Math.max(1, Math.ceil(retryAfter / 60))), retryAfter);
}

export async function recordEvent(db: Db, identifier: string, kind: Kind): Promise<void> {
  await db.insert(authEvents).values({ identifier, kind });
}
