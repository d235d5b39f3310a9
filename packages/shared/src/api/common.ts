import { z } from 'zod';

/** DRF-style error body (ARCHITECTURE rule 4): either a detail or messages per field. */
export type ApiErrorBody = { detail: string } | Record<string, string[]>;

export const detailSchema = z.object({ detail: z.string() });

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), count: z.number().int() });
}

export type List<T> = { results: T[]; count: number };

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;

/** offset/limit paging shared by every list (SPEC §7: offset = (page-1)*limit). */
export const listQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** A query parameter left empty (`?status=`) reads as absent: for z.preprocess before an optional schema. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Messages the server answers that the web app also shows; one place for both. */
export const SERVER_MSG = {
  internal: 'Внутренняя ошибка сервера.',
  notFound: 'Страница не найдена.',
  unauthorized: 'Требуется вход в систему.',
  forbidden: 'Недостаточно прав для выполнения действия.',
  badJson: 'Некорректный JSON в теле запроса.',
  tooLarge: 'Слишком большой запрос.',
  invalid: 'Некорректные данные.',
  staffOnly: 'Действие доступно только сотрудникам компании.',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса.',
  multipartExpected: 'Ожидается multipart/form-data.',
  tooManyRequests: 'Слишком много запросов. Попробуйте позднее.',
  recipientLimit: (perHour: number) => `Не отправлено: на этот адрес уже ушло ${perHour} сообщений за час.`,
} as const;
