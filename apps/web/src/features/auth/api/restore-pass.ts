import { http } from '../../../lib/http';
import { identityBody } from './identity';

export function restorePass(input: { login: string; captcha?: string }): Promise<{ detail?: string }> {
  return http.post('/api/auth/restore-pass/', { ...identityBody(input.login), captcha: input.captcha });
}
