/** The API origin: VITE_API_URL when set, the page's own origin otherwise. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

/** A media path from the API made absolute against the API origin. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:)/.test(path) ? path : `${API_BASE_URL}${path}`;
}
