import * as paths from '@sp/shared/routes/paths';

/** A redirect query value that stays inside this site; anything else falls back to the cabinet. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith(paths.auth())) return null;
  return value;
}
