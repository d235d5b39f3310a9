import type { CodeAction } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';
import { identityBody } from './identity';

export function sendConfirmCode(input: { login: string; action: CodeAction }): Promise<{ detail?: string }> {
  return http.post('/api/auth/send-confirm-code/', { ...identityBody(input.login), action: input.action });
}
