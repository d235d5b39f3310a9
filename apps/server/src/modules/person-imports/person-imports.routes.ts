import { idParamSchema, listSchema, SERVER_MSG } from '@sp/shared/api/common';
import {
  dryRunSchema,
  importRunBodySchema,
  importUploadSchema,
  PERSON_IMPORT_MAX_MB,
  PERSON_IMPORT_MSG,
  personImportSchema,
  personImportsQuerySchema,
} from '@sp/shared/api/person-imports';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ONLY, authOf } from '../../platform/access';
import { fileAnswer, noContent } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import { ApiError, badRequest } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['admin'];
const MAX_BYTES = PERSON_IMPORT_MAX_MB * 1024 * 1024;

/** The one file of the form (field «file»), up to PERSON_IMPORT_MAX_MB: more than the app's other uploads. */
async function readImportUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw badRequest(SERVER_MSG.multipartExpected);
  let file: { data: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_BYTES, files: 1, fields: 5, parts: 6 },
    })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && data.length > 0) file = { data, filename: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, { file: [fileTooLargeMessage(PERSON_IMPORT_MAX_MB)] });
    throw error;
  }
  if (!file) throw new ApiError(400, { file: [PERSON_IMPORT_MSG.fileRequired] });
  return file;
}

/** /api/admin/import-persons/… (SPEC: the administrator's «Импорт персон»; issue 16 §1, §3). */
export function registerPersonImportsRoutes(app: ApiApp, services: Services): void {
  const { personImports } = services;
  app.get(
    '/api/admin/import-persons/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'The imports of persons, newest first, with their status and counts.',
        querystring: personImportsQuerySchema,
        response: { 200: listSchema(personImportSchema) },
      },
    },
    (request) => personImports.list(request.query),
  );
  app.post(
    '/api/admin/import-persons/',
    {
      config: { ...ADMIN_ONLY, upload: { files: ['file'] } },
      schema: {
        tags,
        description: `multipart/form-data: file, a CSV (UTF-8 or Windows-1251, «;» or «,» between values, a header row) or an XLSX (its first sheet), at most ${PERSON_IMPORT_MAX_MB} MB, told by its content. Answers its columns, first rows and a suggested mapping.`,
        response: { 200: importUploadSchema },
      },
    },
    async (request) => personImports.upload(authOf(request).accountId, await readImportUpload(request)),
  );
  app.get(
    '/api/admin/import-persons/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: { tags, params: idParamSchema, response: { 200: personImportSchema } },
    },
    (request) => personImports.get(request.params.id),
  );
  app.delete(
    '/api/admin/import-persons/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Deletes an uploaded file whose import was never started, with the file itself; a started one answers 409.',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await personImports.remove(authOf(request).accountId, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/admin/import-persons/:id/dry-run/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description:
          'What the import into the cemetery would create (persons, burials, new graves, rows already there) and every row’s problem (the first 200); writes nothing.',
        params: idParamSchema,
        body: importRunBodySchema,
        response: { 200: dryRunSchema },
      },
    },
    (request) => personImports.dryRun(request.params.id, request.body),
  );
  app.post(
    '/api/admin/import-persons/:id/start/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Queues the import into the cemetery (a background job, a batch of rows at a time); poll …/{id}/ for its progress.',
        params: idParamSchema,
        body: importRunBodySchema,
        response: { 200: personImportSchema },
      },
    },
    (request) => personImports.start(authOf(request).accountId, request.params.id, request.body),
  );
  app.post(
    '/api/admin/import-persons/:id/cancel/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Stops the import between two batches; what it committed stays, the report says where it stopped.',
        params: idParamSchema,
        response: { 200: personImportSchema },
      },
    },
    (request) => personImports.cancel(authOf(request).accountId, request.params.id),
  );
  app.get(
    '/api/admin/import-persons/:id/report/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description: 'The report: a CSV of the rows not imported (row, problem, the row’s values).',
        params: idParamSchema,
        response: { 200: fileAnswer('text/csv', 'The report (.csv)') },
      },
    },
    async (request, reply) => {
      const file = await personImports.report(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition('attachment', file.name, file.fallback))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
