import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';
import { identityBody } from './identity';

/** Confirms a new account's phone or e-mail; answers a session. */
export function verify(input: { login: string; code: string; captcha?: string }): Promise<Session> {
  return http.post<Session>('/api/auth/verification/', {
    ...identityBody(input.login),
    code: input.code,
    captcha: input.captcha,
  });
}
