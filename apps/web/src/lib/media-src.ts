import { createContext, useContext, useEffect, useState } from 'react';
import { API_BASE_URL, mediaUrl } from './api-base';
import { refreshSession } from './session-actions';
import { sessionStore } from './session-store';

/**
 * Files that are not public (a private or «by link» memory page's photos, a living person's photo, documents)
 * have addresses under /media/private/: the server gives them only to who may see them, with the session's
 * token or the page's «by link» token in a header, never in the address. An <img> sends neither, so they are
 * fetched here and shown as blob: addresses. Public files keep their plain, cacheable addresses.
 */
const PRIVATE_PREFIX = '/media/private/';

/** The «by link» token of the memory page on screen: its private files are asked for with it. */
export const MediaTokenContext = createContext<string | null>(null);

export function isPrivateMedia(url: string | null | undefined): url is string {
  if (!url) return false;
  const path = API_BASE_URL && url.startsWith(API_BASE_URL) ? url.slice(API_BASE_URL.length) : url;
  return path.startsWith(PRIVATE_PREFIX);
}

/** blob: addresses by token and address, while the tab keeps the same session */
const ready = new Map<string, string>();
const pending = new Map<string, Promise<string | null>>();
let signedIn = sessionStore.get().token !== null;

/** Forgets (and frees) every private file fetched: on logout, nothing of the account stays in the tab. */
export function forgetPrivateMedia(): void {
  for (const src of ready.values()) URL.revokeObjectURL(src);
  ready.clear();
  pending.clear();
}

sessionStore.subscribe(() => {
  const now = sessionStore.get().token !== null;
  if (signedIn && !now) forgetPrivateMedia();
  signedIn = now;
});

const cacheKey = (url: string, token: string | null) => `${token ?? ''} ${url}`;

async function download(url: string, token: string | null): Promise<string | null> {
  const address = mediaUrl(url) as string;
  const ask = () => {
    const headers: Record<string, string> = {};
    const session = sessionStore.get().token;
    if (session) headers.Authorization = `Bearer ${session}`;
    if (token) headers['X-Page-Token'] = token;
    return fetch(address, { headers, credentials: 'same-origin', cache: 'no-store' });
  };
  let response = await ask();
  // an access token that expired: renew the session once and ask again
  if (response.status === 401 && (await refreshSession().catch(() => false))) response = await ask();
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}

/** A private file as a blob: address (null when it may not be seen), fetched once per token and address. */
export function privateMediaSrc(url: string, token: string | null = null): Promise<string | null> {
  const key = cacheKey(url, token);
  const done = ready.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    promise = download(url, token)
      .catch(() => null)
      .then((src) => {
        if (pending.get(key) === promise) {
          pending.delete(key);
          if (src) ready.set(key, src);
        }
        return src;
      });
    pending.set(key, promise);
  }
  return promise;
}

/**
 * What to put in an <img src>: a public address as it is (made absolute), a private one once fetched (undefined
 * while it loads or when it may not be seen: show the placeholder).
 */
export function useMediaSrc(url: string | null | undefined): string | undefined {
  const token = useContext(MediaTokenContext);
  const isPrivate = isPrivateMedia(url);
  const [loaded, setLoaded] = useState<{ key: string; src: string | null } | null>(null);
  const key = url && isPrivate ? cacheKey(url, token) : null;
  useEffect(() => {
    if (!key || !url || ready.has(key)) return;
    let live = true;
    void privateMediaSrc(url, token).then((src) => {
      if (live) setLoaded({ key, src });
    });
    return () => {
      live = false;
    };
  }, [key, url, token]);
  if (!url) return undefined;
  if (!key) return mediaUrl(url);
  return ready.get(key) ?? (loaded?.key === key ? (loaded.src ?? undefined) : undefined);
}

/**
 * Opens a file in a new tab: a public one by its address, a private one as a blob: address. The tab is opened
 * within the click (no pop-up blocker), then sent to the file once it has arrived.
 */
export async function openMedia(url: string): Promise<void> {
  if (!isPrivateMedia(url)) {
    window.open(mediaUrl(url), '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const src = await privateMediaSrc(url);
  if (!tab) return;
  if (src) tab.location.href = src;
  else tab.close();
}
