import type { Readable } from 'node:stream';
import { allErrorCodes } from '@sp/shared/api/error-codes';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, isApiRoute } from './access';

/** An upload route's multipart body, for the API document (the handler reads it with readUpload). */
export type UploadDoc = {
  /** the file fields; a list means one of them */
  files: string[];
  /** the text fields beside the file, as the handler parses them (parseFields) */
  fields?: z.ZodType;
  /** whether the file may be left out (an edit that keeps the photo) */
  fileOptional?: boolean;
  /** the same fields may come as a JSON body instead, without a file */
  json?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** statuses the route answers beyond those its access, schemas and throttle imply (409, 429, 503…) */
    answers?: number[];
    upload?: UploadDoc;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request breaks its schema (error_code validation_error) or a rule of the service',
  401: 'No valid session (sign in or renew the token)',
  403: 'The caller may not do this (user type, company type, module level)',
  404: 'Not found, or not the caller’s (another company’s record is 404)',
  409: 'Conflicts with the record’s state',
  413: 'Too large',
  429: 'Too many requests; Retry-After says when to try again',
  503: 'A service the call needs is not available here',
};

/** An answer without a body (`reply.status(204).send()`): `response: { 204: noContent }`. */
export const noContent = z.undefined().describe('Done; no body');

/** The bytes of a file, as a response's media type schema (sent as they are, never serialized). */
export const fileBytes = z
  .custom<Buffer | Readable | string>(() => true)
  .meta({ type: 'string', format: 'binary' });

/** A file answered as it is (a download, an image): `response: { 200: fileAnswer('application/zip', '…') }`. */
export function fileAnswer(mediaTypes: string | string[], description: string) {
  const types = Array.isArray(mediaTypes) ? mediaTypes : [mediaTypes];
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: fileBytes }])) };
}

/**
 * The error shape (DRF style, with error_code): `{"detail": "…"}` or `{"field": ["…"]}`; one component of the
 * document (`components.schemas.ErrorBody`) that every error answer refers to.
 */
export function errorBodySchema(): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      detail: { type: 'string', description: 'the message, in Russian' },
      error_code: { type: 'string', enum: allErrorCodes(), description: 'stable code of the message' },
    },
    required: ['error_code'],
    additionalProperties: { type: 'array', items: { type: 'string' }, description: 'messages of one field' },
  };
}
const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** The error statuses a route answers, from its access rule, its schemas, its throttle and what it declares. */
export function errorStatusesOf(route: Pick<RouteOptions, 'schema' | 'config' | 'method'>): number[] {
  const schema = (route.schema ?? {}) as FastifySchema;
  const config = (route.config ?? {}) as {
    access?: Access;
    throttle?: unknown;
    answers?: number[];
    upload?: UploadDoc;
  };
  const statuses = new Set<number>(config.answers ?? []);
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || config.upload);
  if (takesInput) statuses.add(400);
  if (config.access && config.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
    statuses.add(404);
  }
  if (schema.params) statuses.add(404);
  if (config.upload) statuses.add(413);
  if (config.throttle) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether a route states its success answer: a 2xx (or 3xx) in `schema.response`. */
function documentsSuccess(schema: FastifySchema | undefined): boolean {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response).some((status) => /^[23]/.test(status));
}

/**
 * Every API route says in its schema what it answers when it succeeds (a body, `noContent`, a `fileAnswer`):
 * the API document cannot guess it, so a route without one stops the start-up, like one without an access rule.
 */
export function registerApiDocumentRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
    if (!isApiRoute(route.url) || schema?.hide) return;
    if (!documentsSuccess(schema)) {
      throw new Error(`Route ${route.method} ${route.url} declares no success answer in schema.response`);
    }
  });
}

/** The multipart body of an upload: its text fields (already JSON Schema) and its file fields. */
function multipartBody(
  upload: UploadDoc,
  fields: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const properties: Record<string, unknown> = { ...((fields?.properties as object) ?? {}) };
  for (const file of upload.files) properties[file] = { type: 'string', format: 'binary' };
  const required = [...((fields?.required as string[]) ?? [])];
  if (!upload.fileOptional && upload.files.length === 1) required.push(upload.files[0]);
  const description =
    upload.files.length > 1 ? `One file, in one of: ${upload.files.join(', ')}.` : fields?.description;
  return {
    ...(fields ?? {}),
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * The API document's view of a route: its zod schemas as JSON Schema, every error status it can answer with
 * the error shape, and an upload's multipart body (its fields converted like any body). The same route config
 * that guards the route writes its document, so the two cannot drift.
 */
export const documentTransform: typeof jsonSchemaTransform = (document) => {
  const upload = (document.route.config as { upload?: UploadDoc } | undefined)?.upload;
  const input =
    upload?.fields && document.schema
      ? { ...document, schema: { ...document.schema, body: upload.fields } }
      : document;
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> & { hide?: boolean };
  if (schema.hide) return out;
  const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
  for (const status of errorStatusesOf(document.route)) {
    response[status] ??= { description: STATUS_TEXT[status] ?? 'Error', $ref: ERROR_BODY_REF };
  }
  let body: unknown = schema.body;
  if (upload) {
    const fields = schema.body as Record<string, unknown> | undefined;
    body = {
      content: {
        'multipart/form-data': { schema: multipartBody(upload, fields) },
        ...(upload.json ? { 'application/json': { schema: fields ?? { type: 'object' } } } : {}),
      },
    };
  }
  return { url: out.url, schema: { ...schema, response, ...(body ? { body } : {}) } };
};
