import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';

/** POST /api/profile/refresh-pass/: answers a fresh session (other sessions are revoked). */
export function changePassword(body: { password: string; new_password: string }): Promise<Session> {
  return http.post<Session>('/api/profile/refresh-pass/', body);
}
