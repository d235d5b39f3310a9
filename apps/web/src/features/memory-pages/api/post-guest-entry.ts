import type { GuestEntryCreate, GuestEntryCreated } from '@sp/shared/api/guest-book';
import { API_BASE_URL } from '../../../lib/api-base';
import { toApiError } from '../../../lib/api-error';
import { pageTokenHeaders } from './public-guest-book';

/**
 * POST /api/memory_page/public/{id}/guest-book/: a guest's memory or candle, with the captcha; a «by link» page's
 * token in the header. A failure throws the app's ApiError (its fields for the form, 429's wait in the message).
 */
export async function postGuestEntry(
  id: number,
  token: string | null,
  body: GuestEntryCreate,
): Promise<GuestEntryCreated> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/api/memory_page/public/${id}/guest-book/`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...pageTokenHeaders(token) },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw toApiError(0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, data);
  return data as GuestEntryCreated;
}
