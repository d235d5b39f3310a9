import type { Session } from '@sp/shared/api/auth';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';

const PATH = '/api/company/accept-invitation/';

/**
 * POST /api/company/accept-invitation/ {invitation_id, accept}; answers a fresh session. An invitation
 * opened by link may be addressed to a contact the account has not confirmed: the server does not know it
 * by id (404), so it is answered again by the link's token, the only invitation the token can name.
 */
export async function respondInvitation(
  invitationId: number,
  accept: boolean,
  token: string | null,
): Promise<Session> {
  try {
    return await http.post<Session>(PATH, { invitation_id: invitationId, accept });
  } catch (error) {
    if (token && error instanceof ApiError && error.code === 404) {
      return http.post<Session>(PATH, { token, accept });
    }
    throw error;
  }
}
