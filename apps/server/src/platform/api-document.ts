import { allErrorCodes } from '@sp/shared/api/error-codes';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

/** An upload route's multipart body, for the API document (the handler reads it with readUpload). */
export type UploadDoc = {
  /** the file fields; a list means one of them */
  files: string[];
  /** the text fields beside the file */
  fields?: z.ZodObject;
  /** whether the file may be left out (an edit that keeps the photo) */
  fileOptional?: boolean;
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

let errorBody: Record<string, unknown> | null = null;

/** The error shape (DRF style, with error_code): `{"detail": "…"}` or `{"field": ["…"]}`. */
function errorBodySchema(): Record<string, unknown> {
  errorBody ??= {
    type: 'object',
    properties: {
      detail: { type: 'string', description: 'the message, in Russian' },
      error_code: { type: 'string', enum: allErrorCodes(), description: 'stable code of the message' },
    },
    required: ['error_code'],
    additionalProperties: { type: 'array', items: { type: 'string' }, description: 'messages of one field' },
  };
  return errorBody;
}

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

function uploadBody(upload: UploadDoc): Record<string, unknown> {
  const fields = upload.fields
    ? (z.toJSONSchema(upload.fields, { io: 'input', target: 'openapi-3.0' }) as Record<string, unknown>)
    : {};
  const properties: Record<string, unknown> = { ...((fields.properties as object) ?? {}) };
  for (const file of upload.files) properties[file] = { type: 'string', format: 'binary' };
  const required = [...((fields.required as string[]) ?? [])];
  if (!upload.fileOptional && upload.files.length === 1) required.push(upload.files[0]);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The API document's view of a route: its zod schemas as JSON Schema, every error status it can answer with
 * the error shape, and an upload's multipart body. The same route config that guards the route writes its
 * document, so the two cannot drift.
 */
export const documentTransform: typeof jsonSchemaTransform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = out.schema as Record<string, unknown> & { hide?: boolean };
  if (schema.hide) return out;
  const route = document.route;
  const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
  for (const status of errorStatusesOf(route)) {
    response[status] ??= { description: STATUS_TEXT[status] ?? 'Error', ...errorBodySchema() };
  }
  const upload = (route.config as { upload?: UploadDoc } | undefined)?.upload;
  return {
    url: out.url,
    schema: {
      ...schema,
      response,
      ...(upload ? { consumes: ['multipart/form-data'], body: uploadBody(upload) } : {}),
    },
  };
};
