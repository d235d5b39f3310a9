import { API_BASE_URL } from './api-base';
import { toApiError } from './api-error';
import { refreshSession } from './session-actions';
import { sessionStore } from './session-store';

/**
 * Files of the API (documents, invoices): fetched with the session's token (renewed once on a 401), because a link or an
 * iframe cannot carry it; the browser then gets them as an object URL to show or to save.
 */

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

const authorization = (): Record<string, string> => {
  const token = sessionStore.get().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The file name of Content-Disposition (its UTF-8 form first), else `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

export type FetchedFile = { blob: Blob; name: string };

/** GET a file of the API. Rejects with an ApiError (the server's Russian message). */
export async function fetchFile(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<FetchedFile> {
  const get = () =>
    fetch(`${API_BASE_URL}${path}`, { headers: authorization(), credentials: 'same-origin', signal });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401 && sessionStore.get().token && (await refreshSession().catch(() => false)))
      response = await get();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw toApiError(0, undefined);
  }
  if (!response.ok) throw toApiError(response.status, parse(await response.text()));
  const blob = await response.blob();
  return { blob, name: dispositionName(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile(file: FetchedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET and save: a document in a format, a template's .docx, the burial register. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchFile(path, fallbackName));
}
