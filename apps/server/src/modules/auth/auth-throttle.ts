import type { Db } from '../../db/client';
import * as throttle from '../../platform/throttle';

export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_CODE_SENDS = 3;
export const MAX_LOGIN_FAILURES = 10;

type Kind = 'code_sent' | 'login_failed';

const RULES: Record<Kind, Omit<throttle.ThrottleRule, 'limit'>> = {
  code_sent: {
    bucket: 'auth:code_sent',
    windowMs: WINDOW_MS,
    message: (m) => `Код можно запросить не более 3 раз за 15 минут. Повторите через ${m} мин.`,
  },
  login_failed: {
    bucket: 'auth:login_failed',
    windowMs: WINDOW_MS,
    message: (m) => `Слишком много неудачных попыток входа. Повторите через ${m} мин.`,
  },
};

/** Throws 429 with Retry-After when `identifier` already had `limit` events of `kind` in the window. */
export function assertUnderLimit(db: Db, identifier: string, kind: Kind, limit: number): Promise<void> {
  return throttle.assertUnderLimit(db, { ...RULES[kind], limit }, identifier);
}

export function recordEvent(db: Db, identifier: string, kind: Kind): Promise<void> {
  return throttle.recordEvent(db, RULES[kind], identifier);
}
