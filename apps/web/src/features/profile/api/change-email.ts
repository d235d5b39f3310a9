import { http } from '../../../lib/http';

/** POST /api/profile/refresh-email/ sends a code to the new address. */
export function requestEmailChange(body: { password: string; new_email: string; email: string }) {
  return http.post<{ detail: string }>('/api/profile/refresh-email/', body);
}

/** GET /api/profile/confirm-code/{code}/ confirms it. */
export function confirmEmailChange(code: string) {
  return http.get<{ detail?: string; email?: string }>(
    `/api/profile/confirm-code/${encodeURIComponent(code)}/`,
  );
}
