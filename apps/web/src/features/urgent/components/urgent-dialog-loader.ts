/**
 * The urgent dialog's import, in a chunk of its own: the list of the dialog's chunks Vite preloads with it
 * (some seventy files: the form, the city list, the captcha) lives here rather than in the landing and
 * search pages, which every visitor downloads. The button fetches this as soon as it is pointed at or
 * focused, so opening the dialog costs no extra round trip.
 */
export const loadUrgentDialog = () => import('./urgent-dialog').then((m) => m.UrgentDialog);
