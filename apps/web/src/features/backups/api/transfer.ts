import { API_BASE_URL } from '../../../lib/api-base';
import { toApiError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/session-actions';
import { sessionStore } from '../../../lib/session-store';

/** Bytes received so far and the whole size when the server said it (a streamed archive does not). */
export type DownloadProgress = { loaded: number; total: number | null };

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

/** The file name of Content-Disposition, else `fallback`. */
export function dispositionName(header: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * GET a file the API streams (with the session's token, renewed once on a 401), reporting the bytes as they
 * arrive, then hands it to the browser as a download. Rejects with an ApiError.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ name: string; size: number }> {
  const get = () => fetch(`${API_BASE_URL}${path}`, { headers: authorization(), credentials: 'same-origin' });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401 && sessionStore.get().token && (await refreshSession().catch(() => false)))
      response = await get();
  } catch {
    throw toApiError(0, undefined);
  }
  if (!response.ok) throw toApiError(response.status, parse(await response.text()));
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      loaded += value.length;
      onProgress({ loaded, total });
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    loaded = buffer.length;
    onProgress({ loaded, total });
  }
  const name = dispositionName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { name, size: loaded };
}
