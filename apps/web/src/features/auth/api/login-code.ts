import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';
import { identityBody } from './identity';

export function loginByCode(input: { login: string; code: string; captcha?: string }): Promise<Session> {
  return http.post<Session>('/api/auth/login-code/', {
    ...identityBody(input.login),
    code: input.code,
    captcha: input.captcha,
  });
}
