import type { Landing } from '@sp/shared/api/landing';
import { useCachedGet } from '../../../lib/get-cache';
import { http } from '../../../lib/http';

export type PublicLandingState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; landing: Landing };

/**
 * GET /api/public/landing/{id}/: a published company page, for anyone (404 until published). Through the public
 * pages' small query cache (lib/get-cache) rather than TanStack Query: the company page ships little JavaScript.
 */
export function usePublicLanding(id: string, enabled = true) {
  const query = useCachedGet(enabled ? `public-landing:${id}` : null, () =>
    http.get<Landing>(`/api/public/landing/${id}/`),
  );
  const state: PublicLandingState = query.data
    ? { status: 'ready', landing: query.data }
    : query.isError
      ? { status: 'error', error: query.error }
      : { status: 'loading' };
  return { state, retry: query.refetch };
}
