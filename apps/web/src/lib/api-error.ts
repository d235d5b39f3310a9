/** Every failed call becomes this: the status (0 for a network failure) and the joined messages. */
export class ApiError extends Error {
  readonly code: number;
  readonly errors: string;
  readonly fields: Record<string, string[]>;

  constructor(code: number, errors: string, fields: Record<string, string[]> = {}) {
    super(errors);
    this.name = 'ApiError';
    this.code = code;
    this.errors = errors;
    this.fields = fields;
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

/** DRF-style bodies: {"detail": "..."} or {"field": ["msg", ...]}; anything else falls back by status. */
export function toApiError(code: number, body: unknown): ApiError {
  const fields: Record<string, string[]> = {};
  let messages: string[] = [];
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
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
  );
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.errors;
  if (error instanceof Error) return error.message;
  return 'Произошла ошибка';
}
