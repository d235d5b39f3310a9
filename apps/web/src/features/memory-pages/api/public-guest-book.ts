import type { PublicGuestBook, PublicGuestEntry } from '@sp/shared/api/guest-book';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE_URL } from '../../../lib/api-base';

/** What the public page knows of its guest book; 'missing': the page takes none (private, or no such page). */
export type GuestBookState =
  | { status: 'missing' }
  | { status: 'error' }
  | {
      status: 'ready';
      book: Omit<PublicGuestBook, 'results'>;
      entries: PublicGuestEntry[];
      /** a further page is being loaded */
      more: boolean;
    };

const PAGE_SIZE = 10;

/** The «by link» page's token goes in a header, never in the address (logs, referrers). */
export const pageTokenHeaders = (token: string | null): Record<string, string> =>
  token ? { 'X-Page-Token': token } : {};

function fetchBook(id: number, token: string | null, offset: number, signal?: AbortSignal) {
  return fetch(
    `${API_BASE_URL}/api/memory_page/public/${id}/guest-book/?offset=${offset}&limit=${PAGE_SIZE}`,
    {
      headers: { Accept: 'application/json', ...pageTokenHeaders(token) },
      credentials: 'same-origin',
      signal,
    },
  );
}

const readyOf = (book: PublicGuestBook): GuestBookState => {
  const { results, ...rest } = book;
  return { status: 'ready', book: rest, entries: results, more: false };
};

/**
 * The public page's guest book: its first page comes with the page (`initial`, null for a page that takes none),
 * so nothing is asked at first; GET /api/memory_page/public/{id}/guest-book/ gives the next pages («Показать ещё»)
 * and the book again after a guest's memory is published. Plain fetches, as the page itself: the page a QR code
 * opens stays light.
 */
export function usePublicGuestBook(id: number, token: string | null, initial: PublicGuestBook | null) {
  const [state, setState] = useState<GuestBookState>(() =>
    initial ? readyOf(initial) : { status: 'missing' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    fetchBook(id, token, 0, controller.signal)
      .then(async (response) => {
        if (response.status === 404) return setState({ status: 'missing' });
        if (!response.ok) return setState({ status: 'error' });
        setState(readyOf((await response.json()) as PublicGuestBook));
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [id, token, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  /** «Показать ещё»: the next page of memories, added under those shown. */
  const current = useRef(state);
  current.current = state;
  const loadMore = useCallback(() => {
    const now = current.current;
    if (now.status !== 'ready' || now.more) return;
    setState({ ...now, more: true });
    fetchBook(id, token, now.entries.length)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const { results, ...book } = (await response.json()) as PublicGuestBook;
        setState((shown) => {
          if (shown.status !== 'ready') return shown;
          // an entry that moved between pages (a new one came) is not shown twice
          const known = new Set(shown.entries.map((entry) => entry.id));
          return {
            status: 'ready',
            book,
            more: false,
            entries: [...shown.entries, ...results.filter((entry) => !known.has(entry.id))],
          };
        });
      })
      .catch(() => setState((shown) => (shown.status === 'ready' ? { ...shown, more: false } : shown)));
  }, [id, token]);

  /** The number of candles after the guest lit one. */
  const setCandles = useCallback((candles: number) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, book: { ...current.book, candles } } : current,
    );
  }, []);

  return { state, reload, loadMore, setCandles };
}
