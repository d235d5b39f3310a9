import type { ComplaintCreate } from '@sp/shared/api/page-complaints';
import { API_BASE_URL } from '../../../lib/api-base';
import { toApiError } from '../../../lib/api-error';
import { PROFILE_COOKIE, readCookie } from '../../../lib/cookies';
import { refreshSession } from '../../../lib/session-actions';
import { sessionStore } from '../../../lib/session-store';

/** Whether the visitor has signed in on this browser (the profile cookie): then a contact is not required. */
export const visitorSignedIn = () => readCookie(PROFILE_COOKIE) !== null;

/**
 * The signed-in visitor's access token: the app holds it; the server-rendered page has none until the refresh
 * cookie renews the session once. A guest (or a lost session): null.
 */
async function visitorToken(): Promise<string | null> {
  if (!visitorSignedIn()) return null;
  if (!sessionStore.get().token) await refreshSession();
  return sessionStore.get().token;
}

/**
 * POST /api/memory_page/public/{id}/complaint/: «Пожаловаться» on a public page, with the captcha from a guest.
 * A failure throws the app's ApiError (its fields for the form, 429's wait in the message).
 */
export async function reportPage(id: number, body: ComplaintCreate): Promise<{ detail: string }> {
  const token = await visitorToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/api/memory_page/public/${id}/complaint/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw toApiError(0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, data);
  return data as { detail: string };
}
