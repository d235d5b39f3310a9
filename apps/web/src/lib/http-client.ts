import { ApiError, COMPANY_BLOCKED_CODE, toApiError } from './api-error';

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
};

export type HttpClientOptions = {
  baseUrl: string;
  fetch: typeof fetch;
  /** the in-memory access token, null for a guest */
  getToken: () => string | null;
  /** renews the session with the refresh cookie; resolves true when a new token is held */
  refresh: () => Promise<boolean>;
  /** the session is lost: log out and go to /auth */
  onAuthLost: () => void;
  /** a 402 answer (a tariff's limit, or a balance too short), before the request rejects with it */
  onPaymentRequired?: (error: ApiError) => void;
};

export type HttpClient = {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
};

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * SPEC §4 Session: a 401 or 403 while signed in triggers one refresh and one retry (but for a blocked company's
 * 403). A failed refresh logs out; so does a 400 on the retried request. Every failure becomes an ApiError
 * {code, errors}.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  async function send(method: string, path: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    try {
      return await options.fetch(buildUrl(options.baseUrl, path, request.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: request.signal,
      });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw toApiError(0, undefined);
    }
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    const authorised = options.getToken() !== null;
    let response = await send(method, path, request);
    let data = await readBody(response);
    // a blocked company's 403 (issue 16): a new token would not change it (the cabinet's cache notes it)
    const blocked = (data as { error_code?: unknown } | undefined)?.error_code === COMPANY_BLOCKED_CODE;
    if (authorised && (response.status === 401 || response.status === 403) && !blocked) {
      const renewed = await options.refresh().catch(() => false);
      if (!renewed) {
        options.onAuthLost();
        throw toApiError(response.status, data);
      }
      response = await send(method, path, request);
      data = await readBody(response);
      if (response.status === 400) {
        options.onAuthLost();
        throw toApiError(400, data);
      }
    }
    if (!response.ok) {
      const error = toApiError(response.status, data);
      if (response.status === 402) options.onPaymentRequired?.(error);
      throw error;
    }
    return data as T;
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body) => request('POST', path, { body: body ?? {} }),
    put: (path, body) => request('PUT', path, { body: body ?? {} }),
    del: (path) => request('DELETE', path),
  };
}

export { ApiError };
