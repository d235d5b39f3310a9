import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-base';
import { sessionStore } from '../../../lib/session-store';

export type PublicPageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; page: PublicMemoryPage };

const PAGE_DATA_ID = 'page-data';

/**
 * The public page the server put into the HTML it answered (its route /person/{id}). It is used once and then
 * removed: a later visit in the same tab (the owner back from editing the page) asks the API again.
 */
function embeddedPage(id: string): PublicMemoryPage | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PublicMemoryPage;
    return String(page.id) === id ? page : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/memory_page/public/{id}/: a public page, or a «by link» one with its token; anything else is 404
 * ('missing'). A plain fetch rather than the app's query and HTTP layers: the page a QR code on a grave opens
 * ships as little JavaScript as possible. The owner's token goes along so that they may preview a closed page.
 */
export function usePublicPage(id: string, token: string | null, enabled = true) {
  const [state, setState] = useState<PublicPageState>(() => {
    const page = enabled && !token ? embeddedPage(id) : null;
    return page ? { status: 'ready', page } : { status: 'loading' };
  });
  const fromHtml = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry repeats the request
  useEffect(() => {
    if (!enabled) return;
    if (fromHtml.current) {
      fromHtml.current = false;
      document.getElementById(PAGE_DATA_ID)?.remove();
      return;
    }
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
