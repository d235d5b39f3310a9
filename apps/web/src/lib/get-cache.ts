import type { List } from '@sp/shared/api/common';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

/**
 * A small cache of GET answers for the public search, which must load little JavaScript (the query library
 * is about 12 KB gzipped): one request per key at a time, an answer reused for 30 s (as the app's query
 * client does), the previous answer kept on screen while the next one loads, two retries of a network or
 * server failure, lists read page by page («Показать ещё»). Public answers only: nothing here depends on
 * who is signed in.
 */

const FRESH_MS = 30_000;
const MAX_ENTRIES = 100;
const RETRY_DELAYS_MS = [1000, 2000];

type Entry<T> = {
  status: 'pending' | 'error' | 'success';
  pages: List<T>[];
  error: unknown;
  fetching: boolean;
  fetchingNext: boolean;
  at: number;
};

type Slot = {
  entry: Entry<unknown>;
  listeners: Set<() => void>;
  /** bumped by a refetch: an older request's answer is dropped */
  generation: number;
};

const slots = new Map<string, Slot>();
const PENDING: Entry<never> = {
  status: 'pending',
  pages: [],
  error: null,
  fetching: false,
  fetchingNext: false,
  at: 0,
};

function slotOf(key: string): Slot {
  let slot = slots.get(key);
  if (!slot) {
    if (slots.size >= MAX_ENTRIES) {
      // forget the oldest answers nobody is showing
      const idle = [...slots].filter(([, s]) => s.listeners.size === 0 && !s.entry.fetching);
      idle.sort((a, b) => a[1].entry.at - b[1].entry.at);
      for (const [old] of idle.slice(0, slots.size - MAX_ENTRIES + 1)) slots.delete(old);
    }
    slot = { entry: PENDING, listeners: new Set(), generation: 0 };
    slots.set(key, slot);
  }
  return slot;
}

function update(slot: Slot, change: Partial<Entry<unknown>>) {
  slot.entry = { ...slot.entry, ...change };
  for (const listener of slot.listeners) listener();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const lasting = error instanceof ApiError && error.code >= 400 && error.code < 500;
      if (lasting || attempt >= RETRY_DELAYS_MS.length) throw error;
      await wait(RETRY_DELAYS_MS[attempt] ?? 0);
    }
  }
}

export type PageLoader<T> = (offset: number) => Promise<List<T>>;

function loadFirst<T>(key: string, load: PageLoader<T>) {
  const slot = slotOf(key);
  const generation = ++slot.generation;
  update(slot, { fetching: true, fetchingNext: false });
  withRetries(() => load(0)).then(
    (page) => {
      if (slot.generation === generation)
        update(slot, { status: 'success', pages: [page], error: null, fetching: false, at: Date.now() });
    },
    (error: unknown) => {
      if (slot.generation === generation)
        update(slot, { status: 'error', error, fetching: false, at: Date.now() });
    },
  );
}

function loadNext<T>(key: string, load: PageLoader<T>) {
  const slot = slotOf(key);
  const { entry } = slot;
  if (entry.status !== 'success' || entry.fetching) return;
  const generation = slot.generation;
  const offset = entry.pages.reduce((sum, page) => sum + page.results.length, 0);
  update(slot, { fetching: true, fetchingNext: true });
  withRetries(() => load(offset)).then(
    (page) => {
      if (slot.generation === generation)
        update(slot, { pages: [...slot.entry.pages, page], fetching: false, fetchingNext: false });
    },
    (error: unknown) => {
      if (slot.generation === generation)
        update(slot, { status: 'error', error, fetching: false, fetchingNext: false });
    },
  );
}

export type CachedPages<T> = {
  /** the pages read so far; while another key loads, the previous key's pages (isPlaceholderData) */
  data: { pages: List<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
};

/**
 * A list read page by page under `key` (null: not asked yet). `load` reads the page at an offset; it is
 * taken from the render that asked, the key alone decides what is cached. With `keepPrevious` the pages of
 * the previous key stay (isPlaceholderData) until the new key's first page arrives.
 */
export function useCachedPages<T>(
  key: string | null,
  load: PageLoader<T>,
  { keepPrevious = false } = {},
): CachedPages<T> {
  const loader = useRef(load);
  loader.current = load;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const slot = slotOf(key);
      slot.listeners.add(listener);
      return () => slot.listeners.delete(listener);
    },
    [key],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => (key === null ? PENDING : (slots.get(key)?.entry ?? PENDING)),
    () => PENDING,
  ) as Entry<T>;

  useEffect(() => {
    if (key === null) return;
    const current = slotOf(key).entry;
    if (current.fetching || (current.status === 'success' && Date.now() - current.at < FRESH_MS)) return;
    loadFirst(key, (offset) => loader.current(offset));
  }, [key]);

  // keepPreviousData: the last pages shown stay while another key's first page loads
  const shown = useRef<{ key: string; pages: List<T>[] } | null>(null);
  if (key !== null && entry.status === 'success') shown.current = { key, pages: entry.pages };
  const placeholder =
    keepPrevious && entry.status === 'pending' && key !== null && shown.current && shown.current.key !== key
      ? shown.current.pages
      : null;
  const pages = entry.status === 'pending' ? placeholder : entry.pages.length > 0 ? entry.pages : null;
  const last = pages?.[pages.length - 1];
  const loaded = pages?.reduce((sum, page) => sum + page.results.length, 0) ?? 0;

  return {
    data: pages ? { pages } : undefined,
    isPending: entry.status === 'pending' && placeholder === null,
    isError: entry.status === 'error',
    error: entry.error,
    isFetching: entry.fetching,
    isPlaceholderData: placeholder !== null,
    hasNextPage: placeholder === null && last !== undefined && loaded < last.count && last.results.length > 0,
    isFetchingNextPage: entry.fetchingNext,
    fetchNextPage: () => {
      if (key !== null) loadNext(key, (offset) => loader.current(offset));
    },
    refetch: () => {
      if (key !== null) loadFirst(key, (offset) => loader.current(offset));
    },
  };
}

export type CachedGet<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

/** One answer under `key` (null: not asked yet), shared by every component that asks for it. */
export function useCachedGet<T>(
  key: string | null,
  load: () => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): CachedGet<T> {
  const pages = useCachedPages<T>(key, () => load().then((data) => ({ results: [data], count: 1 })), options);
  return {
    data: pages.data?.pages[0]?.results[0],
    isPending: pages.isPending,
    isError: pages.isError,
    error: pages.error,
    isFetching: pages.isFetching,
    refetch: pages.refetch,
  };
}

/** Tests: forget every answer. */
export function clearGetCache(): void {
  for (const slot of slots.values()) slot.generation += 1;
  slots.clear();
}
