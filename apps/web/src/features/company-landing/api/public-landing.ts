import type { Landing } from '@sp/shared/api/landing';
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../../lib/http';

export type PublicLandingState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; landing: Landing };

/**
 * GET /api/public/landing/{id}/: a published company page, for anyone (404 until published). The app's
 * HTTP client without the query library: the company page is a public page and ships little JavaScript.
 */
export function usePublicLanding(id: string, enabled = true) {
  const [state, setState] = useState<PublicLandingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry repeats the request
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    http.get<Landing>(`/api/public/landing/${id}/`, undefined, controller.signal).then(
      (landing) => setState({ status: 'ready', landing }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, enabled, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
