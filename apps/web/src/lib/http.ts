import { API_BASE_URL } from './api-base';
import { createHttpClient } from './http-client';
import { handleAuthLost, refreshSession } from './session-actions';
import { sessionStore } from './session-store';

/** The app's HTTP client, wired to the session. */
export const http = createHttpClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => fetch(input, init),
  getToken: () => sessionStore.get().token,
  refresh: () => refreshSession(),
  onAuthLost: handleAuthLost,
  // the notice's store loads with the first 402 (the public pages never get one)
  onPaymentRequired: (error) => void import('./limit-notice').then((m) => m.notePaymentRequired(error)),
});
