import { SERVER_MSG } from '@sp/shared/api/common';
import { errorCodeOf, VALIDATION_ERROR } from '@sp/shared/api/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type ErrorBody = { detail: string } | Record<string, string[]>;

/** An expected failure with its status and DRF-style body (ARCHITECTURE rule 4). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
    /** the body's error_code when it is not the code of its message (validation_error) */
    readonly errorCode?: string,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (detail: string) => new ApiError(400, { detail });
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const unauthorized = (detail: string = SERVER_MSG.unauthorized) => new ApiError(401, { detail });
export const forbidden = (detail: string = SERVER_MSG.forbidden) => new ApiError(403, { detail });
export const notFound = () => new ApiError(404, { detail: SERVER_MSG.notFound });
export const conflict = (detail: string) => new ApiError(409, { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

type ZodLikeIssue = {
  path?: PropertyKey[];
  instancePath?: string;
  message: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** zod issues → { field: [messages] }; issues without a field go to "detail" as one joined string. */
export function issuesToBody(issues: readonly ZodLikeIssue[]): ErrorBody {
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.path ?? [];
    const field = path.length
      ? path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (!field) general.push(issue.message);
    else {
      fields[field] ??= [];
      if (!fields[field].includes(issue.message)) fields[field].push(issue.message);
    }
  }
  if (general.length && !Object.keys(fields).length) return { detail: general.join(' ') };
  if (general.length) fields.non_field_errors = general;
  return fields;
}

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: SERVER_MSG.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: SERVER_MSG.badJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, detail: SERVER_MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: SERVER_MSG.invalid },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: SERVER_MSG.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: SERVER_MSG.tooLarge },
  FST_FILES_LIMIT: { status: 413, detail: SERVER_MSG.tooLarge },
  FST_PARTS_LIMIT: { status: 413, detail: SERVER_MSG.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, detail: SERVER_MSG.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, detail: SERVER_MSG.multipartExpected },
};

/**
 * One error handler for the whole API. A 5xx never shows its cause: drizzle puts the SQL and its
 * parameters into messages, so only the error's type and database code are logged.
 */
/**
 * The body as answered: the DRF-style messages and, beside them, `error_code`, the stable code of the message
 * (`<table>.<key>` of packages/shared/src/api/error-codes.ts) or `validation_error` for a request that broke its
 * route's schema.
 */
export function answeredBody(status: number, body: ErrorBody, code?: string): Record<string, unknown> {
  const first = typeof body.detail === 'string' ? body.detail : Object.values(body).flat()[0];
  return { ...body, error_code: code ?? errorCodeOf(status, typeof first === 'string' ? first : undefined) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  // zod's own messages (a rule that names none: a wrong type, a null) in Russian like every other message
  z.config(z.locales.ru());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody, code?: string) =>
      reply.status(status).send(answeredBody(status, body, code));
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.body, error.errorCode);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(400, issuesToBody(error.validation as unknown as ZodLikeIssue[]), VALIDATION_ERROR);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(known.status, { detail: known.detail });
    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, { detail: SERVER_MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      return send(status, { detail: status === 404 ? SERVER_MSG.notFound : SERVER_MSG.invalid });
    }
    const cause = (error as { cause?: { code?: string } }).cause;
    // A database "data exception" (class 22: a NUL character, a number out of range…) comes from input.
    if (typeof cause?.code === 'string' && cause.code.startsWith('22')) {
      return send(400, { detail: SERVER_MSG.invalid });
    }
    request.log.error(
      {
        errorType: error.name,
        errorCode: error.code ?? cause?.code,
        route: request.routeOptions.url,
        // frames only: the first line of a stack repeats the message
        frames: error.stack?.split('\n').slice(1, 8).join('\n'),
      },
      'request failed',
    );
    return send(500, { detail: SERVER_MSG.internal });
  });
}
