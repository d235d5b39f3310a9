import type { PublicGrave } from '@sp/shared/api/cemeteries';
import { useEffect, useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-base';

/** What is known of the grave of a page's person; 'missing': none is known (or the page is not public). */
export type GraveOfPageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; grave: PublicGrave };

/**
 * GET /api/cemeteries/public-place-grave/?memory_page_id=: the grave of a public memory page's person, with its
 * cemetery and who rests there; null when none is known. A plain fetch, as the public page's own requests.
 */
export function useGraveOfPage(pageId: number): GraveOfPageState {
  const [state, setState] = useState<GraveOfPageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`${API_BASE_URL}/api/cemeteries/public-place-grave/?memory_page_id=${pageId}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) {
          setState({ status: response.status === 404 ? 'missing' : 'error' });
          return;
        }
        const grave = (await response.json()) as PublicGrave | null;
        setState(grave?.id ? { status: 'ready', grave } : { status: 'missing' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [pageId]);
  return state;
}
