import { API_BASE_URL } from './api-base';
import { toApiError } from './api-error';
import { notePaymentRequired } from './limit-notice';
import { refreshSession } from './session-actions';
import { sessionStore } from './session-store';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** One POST with upload progress (fetch cannot report it): resolves with the status and the parsed body. */
function post(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${path}`);
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
 * POST a multipart form with upload progress (0…1; fetch cannot report it), 1 once the server has accepted it.
 * Like the app's client, a 401 renews the session once and sends again. Resolves with the parsed answer,
 * rejects with an ApiError.
 */
export async function sendForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let answer = await post(path, form, onProgress);
  if (answer.status === 401 && sessionStore.get().token && (await refreshSession().catch(() => false)))
    answer = await post(path, form, onProgress);
  if (answer.status < 200 || answer.status >= 300) {
    const error = toApiError(answer.status, answer.body);
    notePaymentRequired(error);
    throw error;
  }
  onProgress(1);
  return answer.body as T;
}
