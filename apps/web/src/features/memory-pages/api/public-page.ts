import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-base';
import { sessionStore } from '../../../lib/session-store';

export type PublicPageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; page: PublicMemoryPage };

/**
 * GET /api/memory_page/public/{id}/: a public page, or a «by link» one with its token; anything else is 404
 * ('missing'). A plain fetch rather than the app's query and HTTP layers: the page a QR code on a grave opens
 * ships as little JavaScript as possible. The owner's token goes along so that they may preview a closed page.
 */
export function usePublicPage(id: string, token: string | null, enabled = true) {
  const [state, setState] = useState<PublicPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry repeats the request
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const bearer = sessionStore.get().token;
    setState({ status: 'loading' });
    fetch(
      `${API_BASE_URL}/api/memory_page/public/${id}/${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      {
        headers: { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        credentials: 'same-origin',
        signal: controller.signal,
      },
    )
      .then(async (response) => {
        if (response.status === 404) setState({ status: 'missing' });
        else if (!response.ok) setState({ status: 'error' });
        else setState({ status: 'ready', page: (await response.json()) as PublicMemoryPage });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [id, token, enabled, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
