import type { Readable } from 'node:stream';
import {
  BACKUP_MAX_MB,
  BACKUP_MSG,
  GEDCOM_MEDIA_TYPE,
  gedcomExportQuerySchema,
  importResultSchema,
  restoreFieldsSchema,
} from '@sp/shared/api/backups';
import type { FastifyReply } from 'fastify';
import { authOf, SIGNED_IN } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { ApiError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { parseFields } from '../../platform/uploads';
import type { Services } from '../../services';
import { receiveUpload } from './zip-archive';

const tags = ['family backups'];
const MAX_BYTES = BACKUP_MAX_MB * 1024 * 1024;

function sendArchive(reply: FastifyReply, archive: { stream: Readable; filename: string }, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${archive.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(archive.stream);
}

/**
 * SPEC §7 GET, POST /api/family/export/ (archive) and, beyond the spec, /api/family/export/gedcom/. Every signed-in
 * account works on its own family side (persons, tree, memory pages, files), whatever company it also serves.
 */
export function registerBackupRoutes(app: ApiApp, services: Services): void {
  const service = services.backups;

  app.get(
    '/api/family/export/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          "The account's backup: a ZIP with manifest.json (format 1: persons, tree, memory pages, media) and files/<id>.<ext>.",
        response: { 200: fileAnswer('application/zip', 'The backup archive') },
      },
    },
    async (request, reply) =>
      sendArchive(reply, await service.exportArchive(authOf(request).accountId), 'application/zip'),
  );

  app.post(
    '/api/family/export/',
    {
      config: { ...SIGNED_IN, answers: [402], upload: { files: ['archive'], fields: restoreFieldsSchema } },
      schema: {
        tags,
        description: `multipart/form-data: archive (a backup ZIP, at most ${BACKUP_MAX_MB} MB), mode: "add" (default: the archive's records are added as new ones) or "replace" (the account's persons, tree, memory pages and files are removed first). One transaction.`,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const { accountId } = authOf(request);
      const upload = await receiveUpload(request, 'archive', MAX_BYTES);
      try {
        const { mode } = parseFields(restoreFieldsSchema, upload.fields);
        if (!upload.file) throw new ApiError(400, { archive: [BACKUP_MSG.fileRequired] });
        return await service.restoreArchive(accountId, upload.file.path, mode);
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get(
    '/api/family/export/gedcom/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          "The account's persons and tree as GEDCOM 7: format=gdz (the default) a GEDZIP with gedcom.ged and " +
          'media/<id>.<ext> (the photos); format=ged a plain .ged (UTF-8 text, without photos).',
        querystring: gedcomExportQuerySchema,
        response: {
          200: fileAnswer(
            ['application/zip', GEDCOM_MEDIA_TYPE],
            'The GEDZIP archive, or the plain .ged file',
          ),
        },
      },
    },
    async (request, reply) => {
      const { accountId } = authOf(request);
      if (request.query.format === 'ged')
        return sendArchive(reply, await service.exportGed(accountId), `${GEDCOM_MEDIA_TYPE}; charset=utf-8`);
      return sendArchive(reply, await service.exportGedzip(accountId), 'application/zip');
    },
  );

  app.post(
    '/api/family/export/gedcom/',
    {
      config: { ...SIGNED_IN, answers: [402], upload: { files: ['file'] } },
      schema: {
        tags,
        description: `multipart/form-data: file (GEDCOM 7 .ged in UTF-8, or a GEDZIP .gdz/.zip, at most ${BACKUP_MAX_MB} MB). The persons are added to the account and its tree.`,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const { accountId } = authOf(request);
      const upload = await receiveUpload(request, 'file', MAX_BYTES);
      try {
        if (!upload.file) throw new ApiError(400, { file: [BACKUP_MSG.gedcomFile] });
        return await service.importGedcom(accountId, upload.file.path, upload.file.size);
      } finally {
        await upload.cleanup();
      }
    },
  );
}
