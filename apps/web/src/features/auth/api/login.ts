import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';
import { identityBody } from './identity';

export function login(input: { login: string; password: string; captcha?: string }): Promise<Session> {
  return http.post<Session>('/api/auth/login/', {
    ...identityBody(input.login),
    password: input.password,
    captcha: input.captcha,
  });
}
