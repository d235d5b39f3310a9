import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';
import { identityBody } from './identity';

/** Sets a new password with the code sent by restore-pass; answers a session. */
export function confirmRestore(input: {
  login: string;
  code: string;
  password: string;
  captcha?: string;
}): Promise<Session> {
  return http.post<Session>('/api/auth/confirm-code/', {
    ...identityBody(input.login),
    code: input.code,
    password: input.password,
    captcha: input.captcha,
  });
}
