import { SERVER_MSG } from '@sp/shared/api/common';
import { VALIDATION_ERROR } from '@sp/shared/api/error-codes';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, issuesToBody } from './errors';

export type Upload = {
  fields: Record<string, string>;
  file: { field: string; data: Buffer; filename: string } | null;
};

/**
 * Reads a multipart form with at most one file. A file over the limit answers 413 with the spec's
 * message on that field; a request that is not multipart answers 400.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(400, { detail: SERVER_MSG.multipartExpected });
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  let field = 'file';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        field = part.fieldname;
        const data = await part.toBuffer();
        if (!file && data.length > 0) file = { field: part.fieldname, data, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, { [field]: [fileTooLargeMessage(Math.round(maxBytes / 1024 / 1024))] });
    }
    throw error;
  }
  return { fields, file };
}

/**
 * Validates multipart text fields with the same zod schemas as JSON bodies; the schema is the route's (its
 * `config.upload.fields`), so a form that breaks it answers `validation_error` like a JSON body would.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new ApiError(400, issuesToBody(result.error.issues), {}, VALIDATION_ERROR);
  return result.data;
}
