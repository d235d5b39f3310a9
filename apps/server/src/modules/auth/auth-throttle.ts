import { AUTH_MSG } from '@sp/shared/api/auth';
import type { Db } from '../../db/client';
import * as throttle from '../../platform/throttle';

export const WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const MAX_CODE_SENDS = 3;
export const MAX_LOGIN_FAILURES = 10;
/** Wrong one-time codes per phone or e-mail (across all its codes) before it is locked for the hour … */
export const MAX_CODE_FAILURES_PER_HOUR = 5;
/** … and per day: with these, guessing a 5-digit code takes about 10,000 days on average. */
export const MAX_CODE_FAILURES_PER_DAY = 10;

type Rule = throttle.ThrottleRule;

export const AUTH_RULES = {
  codeSent: {
    bucket: 'auth:code_sent',
    limit: MAX_CODE_SENDS,
    windowMs: WINDOW_MS,
    message: AUTH_MSG.codeSendsLimit,
  },
  loginFailed: {
    bucket: 'auth:login_failed',
    limit: MAX_LOGIN_FAILURES,
    windowMs: WINDOW_MS,
    message: AUTH_MSG.loginFailures,
  },
  /** one address trying many accounts' passwords */
  loginFailedFromAddress: {
    bucket: 'auth:login_failed_ip',
    limit: 30,
    windowMs: WINDOW_MS,
    message: AUTH_MSG.loginFailures,
  },
  codeFailedHour: {
    bucket: 'auth:code_failed',
    limit: MAX_CODE_FAILURES_PER_HOUR,
    windowMs: HOUR_MS,
    message: AUTH_MSG.codeLocked,
  },
  // the same events as codeFailedHour, counted over a day; events are recorded (and pruned) with this rule
  codeFailedDay: {
    bucket: 'auth:code_failed',
    limit: MAX_CODE_FAILURES_PER_DAY,
    windowMs: DAY_MS,
    message: AUTH_MSG.codeLocked,
  },
  /** one address guessing the codes of many phones and e-mails */
  codeFailedFromAddress: {
    bucket: 'auth:code_failed_ip',
    limit: 20,
    windowMs: HOUR_MS,
    message: AUTH_MSG.codeLocked,
  },
} satisfies Record<string, Rule>;

/** Before a code is checked: the phone or e-mail and the caller's address may still try. */
export async function assertCodeTriesLeft(
  db: Db,
  identifier: string,
  address: string | undefined,
): Promise<void> {
  await throttle.assertUnderLimit(db, AUTH_RULES.codeFailedHour, identifier);
  await throttle.assertUnderLimit(db, AUTH_RULES.codeFailedDay, identifier);
  if (address) await throttle.assertUnderLimit(db, AUTH_RULES.codeFailedFromAddress, address);
}

export async function recordCodeFailure(
  db: Db,
  identifier: string,
  address: string | undefined,
): Promise<void> {
  await throttle.recordEvent(db, AUTH_RULES.codeFailedDay, identifier);
  if (address) await throttle.recordEvent(db, AUTH_RULES.codeFailedFromAddress, address);
}
