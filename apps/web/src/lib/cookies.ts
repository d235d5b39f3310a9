/** The web app's own non-secret cookies; the refresh token is httpOnly and never visible here. */
export const PROFILE_COOKIE = 'profile';
export const USER_MODE_COOKIE = 'user_mode';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readCookie(name: string): string | null {
  // the server renders some pages (app/documents): it has no cookies of the page
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
