import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_GAP_MS = 60_000;

/**
 * SPEC §4: a failure to load a page part reloads the page, at most once per minute (a new deployment
 * replaced the chunk files). Beyond that the error reaches the error page.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last > RELOAD_GAP_MS) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}

/**
 * A page or page part that reads data through TanStack Query, inside the data cache (QueryScope). The
 * query library loads with it, so the public pages that fetch without it (the company page, /person)
 * and the layouts around them stay light.
 */
export function lazyWithQuery<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyPage(async () => {
    const [Component, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
    function WithQuery(props: P) {
      return createElement(QueryScope, null, createElement(Component, props));
    }
    return WithQuery;
  });
}
