/**
 * @sp/shared/api/admin-companies' COMPANY_BLOCKED_CODE (a test holds them equal), written here beside the error
 * it marks: the HTTP client of every public page reads it (no blocked company's 403 asks a token refresh), and
 * the shared file brings zod; the cabinet's notice (lib/company-block) reads it too, and from this module, which
 * every page has already, it costs no chunk of its own.
 */
export const COMPANY_BLOCKED_CODE = 'admin_companies.company_blocked';

/** Every failed call becomes this: the status (0 for a network failure) and the joined messages. */
export class ApiError extends Error {
  readonly code: number;
  readonly errors: string;
  readonly fields: Record<string, string[]>;
  /** the server's stable code of the error (`error_code`), when it sent one */
  readonly errorCode: string | null;

  constructor(
    code: number,
    errors: string,
    fields: Record<string, string[]> = {},
    errorCode: string | null = null,
  ) {
    super(errors);
    this.name = 'ApiError';
    this.code = code;
    this.errors = errors;
    this.fields = fields;
    this.errorCode = errorCode;
  }
}

const FALLBACK: Record<number, string> = {
  0: 'Нет соединения с сервером. Проверьте подключение к интернету.',
  404: 'Страница не найдена.',
  413: 'Слишком большой запрос.',
  500: 'Внутренняя ошибка сервера.',
};

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * DRF-style bodies: {"detail": "..."} or {"field": ["msg", ...]}, with the machine-readable `error_code` beside
 * them; anything else falls back by status.
 */
export function toApiError(code: number, body: unknown): ApiError {
  const fields: Record<string, string[]> = {};
  let messages: string[] = [];
  let errorCode: string | null = null;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (key === 'error_code') {
        errorCode = typeof value === 'string' ? value : null;
        continue;
      }
      const list = messagesOf(value);
      if (key !== 'detail') fields[key] = list;
      messages.push(...list);
    }
  } else {
    messages = messagesOf(body);
  }
  const joined = messages.join(' ').trim();
  return new ApiError(
    code,
    joined || FALLBACK[code] || (code >= 500 ? FALLBACK[500] : 'Произошла ошибка'),
    fields,
    errorCode,
  );
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.errors;
  if (error instanceof Error) return error.message;
  return 'Произошла ошибка';
}
