import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true after (a page the app renders
 * itself is true at once): what only the browser knows (its time zone, its cookies) waits for it, so the first
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
