import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import { bugCreateFieldsSchema, bugSchema, bugUpdateBodySchema, MISC_MSG } from '@sp/shared/api/misc';
import { ADMIN_ONLY, authOf, SIGNED_IN } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { badRequest } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import { createBugService } from './bugs.service';

const tags = ['bugs'];

export function registerBugRoutes(app: ApiApp, services: Services): void {
  const bugService = createBugService(services);
  const maxBytes = services.config.maxUploadBytes;

  app.post(
    '/api/bugs/',
    {
      config: {
        ...SIGNED_IN,
        upload: { files: ['screen_upload'], fields: bugCreateFieldsSchema, fileOptional: true },
      },
      schema: {
        tags,
        description:
          'multipart/form-data: message (at least 20 characters), page_url, optional screen_upload image',
        response: { 201: bugSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, maxBytes);
      const fields = parseFields(bugCreateFieldsSchema, upload.fields);
      const bug = await bugService.create(authOf(request).accountId, fields, upload.file?.data ?? null);
      return reply.status(201).send(bug);
    },
  );

  app.post(
    '/api/bugs/:id/',
    {
      config: { ...SIGNED_IN, upload: { files: ['screen_upload'] } },
      schema: {
        tags,
        params: idParamSchema,
        description: 'multipart/form-data with screen_upload',
        response: { 200: bugSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, maxBytes);
      if (!upload.file) throw badRequest(MISC_MSG.imageRequired);
      return bugService.attachScreenshot(authOf(request).accountId, request.params.id, upload.file.data);
    },
  );

  app.get(
    '/api/admin/bugs/',
    {
      config: ADMIN_ONLY,
      schema: { tags, querystring: listQuerySchema, response: { 200: listSchema(bugSchema) } },
    },
    (request) => bugService.list(request.query),
  );

  app.get(
    '/api/admin/bugs/:id/',
    { config: ADMIN_ONLY, schema: { tags, params: idParamSchema, response: { 200: bugSchema } } },
    (request) => bugService.get(request.params.id),
  );

  app.get(
    '/api/admin/bugs/:id/screen/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description: 'The report’s screenshot (404 when it has none); never at a /media address.',
        params: idParamSchema,
        response: { 200: fileAnswer(['image/webp', 'image/png', 'image/jpeg'], 'The screenshot') },
      },
    },
    async (request, reply) => {
      const file = await bugService.screenshot(request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.put(
    '/api/admin/bugs/:id/',
    {
      config: ADMIN_ONLY,
      schema: { tags, params: idParamSchema, body: bugUpdateBodySchema, response: { 200: bugSchema } },
    },
    (request) => bugService.setResolved(request.params.id, request.body.is_resolved),
  );
}
