import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  destroyMediaBodySchema,
  FILES_MSG,
  mediaFileSchema,
  mediaListQuerySchema,
} from '@sp/shared/api/files';
import { SIGNED_IN } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { ownerScope } from '../../platform/owner';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';

const tags = ['user files'];

/**
 * SPEC §7 /api/user-files/: the files and media of /app/files. An account's own files; in company mode the
 * company's (its persons' photos and documents), for staff with the persons module: 3 to list, 2 to upload, 1 to
 * delete.
 */
export function registerFileRoutes(app: ApiApp, services: Services): void {
  const { media } = services;
  const maxBytes = services.config.maxUploadBytes;

  app.get(
    '/api/user-files/media/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The caller’s files with size (bytes), kind (image, document), name, date and where each is shown. ' +
          'Filters: kind, name; sort created_at, size, name (-field descending); offset, limit.',
        querystring: mediaListQuerySchema,
        response: { 200: listSchema(mediaFileSchema) },
      },
    },
    (request) => media.list(ownerScope(request, 'persons', 3).owner, request.query),
  );

  app.get(
    '/api/user-files/media/:id/',
    {
      config: SIGNED_IN,
      schema: { tags, params: idParamSchema, response: { 200: mediaFileSchema } },
    },
    (request) => media.get(ownerScope(request, 'persons', 3).owner, request.params.id),
  );

  app.post(
    '/api/user-files/media/',
    {
      config: { ...SIGNED_IN, answers: [402], upload: { files: ['file'] } },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: a JPG, PNG or WebP image (re-encoded, metadata dropped) or a PDF ' +
          'document (checked by its bytes); 10 MB at most.',
        response: { 201: mediaFileSchema },
      },
    },
    async (request, reply) => {
      const { owner, auth } = ownerScope(request, 'persons', 2);
      const upload = await readUpload(request, maxBytes);
      if (!upload.file) throw fieldError('file', FILES_MSG.fileRequired);
      const row = await media.storeFile(owner, upload.file, 'file', async (tx, stored) => {
        if (owner.companyId === undefined) return;
        await recordAudit(tx, {
          companyId: owner.companyId,
          accountId: auth.accountId,
          model: 'Media',
          recordId: stored.id,
          action: 'create',
          after: { name: stored.originalName, kind: stored.kind, size: stored.size },
        });
      });
      return reply.status(201).send(media.describe(row, []));
    },
  );

  app.post(
    '/api/user-files/destroy-media/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Deletes the file `media` everywhere it is shown (a person’s photo, a memory page’s gallery).',
        body: destroyMediaBodySchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { owner, auth } = ownerScope(request, 'persons', 1);
      await media.removeMedia(owner, request.body.media, async (tx, row) => {
        if (owner.companyId === undefined) return;
        await recordAudit(tx, {
          companyId: owner.companyId,
          accountId: auth.accountId,
          model: 'Media',
          recordId: row.id,
          action: 'delete',
          before: { name: row.originalName, kind: row.kind, size: row.size },
        });
      });
      return reply.status(204).send();
    },
  );
}
