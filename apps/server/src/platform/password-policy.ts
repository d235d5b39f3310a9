import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MSG } from '@sp/shared/api/auth';
import { SERVER_ROOT } from '../config';
import { fieldError } from './errors';

export const COMMON_PASSWORD = AUTH_MSG.commonPassword;

let common: Set<string> | null = null;

/** The shipped list of common passwords, read once on first use (about 18,000 lines). */
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(path.join(SERVER_ROOT, 'src/platform/common-passwords.txt'), 'utf8');
    common = new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a new password found in the common list (the SPEC's length rules are checked by the schema). */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD);
}
