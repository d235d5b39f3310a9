import type { Session } from '@sp/shared/api/auth';
import { http } from '../../../lib/http';

/** DELETE /api/company/quit-voluntarily/{companyId}/: the employee leaves; answers a fresh session. */
export function quitCompany(companyId: number): Promise<Session> {
  return http.del<Session>(`/api/company/quit-voluntarily/${companyId}/`);
}
