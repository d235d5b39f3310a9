import { snackbar } from './snackbar-store';

const KEY = 'notice-after-reload';

/** Reloads the page and shows a success message once it is back (the branch switch needs a reload). */
export function reloadWithNotice(message: string): void {
  sessionStorage.setItem(KEY, message);
  window.location.reload();
}

export function showPendingNotice(): void {
  const message = sessionStorage.getItem(KEY);
  if (!message) return;
  sessionStorage.removeItem(KEY);
  snackbar.success(message);
}
