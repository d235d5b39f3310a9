import type { MediaFile } from '@sp/shared/api/files';
import { API_BASE_URL } from '../../../lib/api-base';
import { type ApiError, toApiError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/session-actions';
import { sessionStore } from '../../../lib/session-store';

export const UPLOAD_PATH = '/api/user-files/media/';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** One POST with upload progress (fetch cannot report it): resolves with the status and the parsed body. */
function send(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${UPLOAD_PATH}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get().token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => resolve({ status: 0, body: undefined });
    request.send(form);
  });
}

/**
 * POST /api/user-files/media/ with the file as `file`, reporting the share sent (0…1). Like the app's
 * client, a 401 renews the session once and sends again. Rejects with an ApiError.
 */
export async function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let answer = await send(form, onProgress);
  if (answer.status === 401 && sessionStore.get().token && (await refreshSession().catch(() => false))) {
    answer = await send(form, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body) as ApiError;
  onProgress(1);
  return answer.body as MediaFile;
}
