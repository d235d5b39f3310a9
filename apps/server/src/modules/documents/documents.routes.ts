import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  burialRecordSchema,
  burialRegisterQuerySchema,
  documentCreateSchema,
  documentFileQuerySchema,
  documentSchema,
  documentsQuerySchema,
  documentsStatusSchema,
  documentTemplateSchema,
  downloadEntrySchema,
  downloadHistoryQuerySchema,
  requisitesBodySchema,
  requisitesSchema,
  templateIdParamSchema,
  templateRenameSchema,
  templatesQuerySchema,
  templateUploadFieldsSchema,
} from '@sp/shared/api/documents';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authOf,
  companyBlocked,
  companyOf,
  companyScope,
  SIGNED_IN,
  STAFF_TYPES,
  staffAccess,
  staffWith,
} from '../../platform/access';
import { fileAnswer, fileBytes, noContent } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import { forbidden } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { isUserMode } from '../../platform/owner';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import { DOCX_TYPE, type FileAnswer, PDF_TYPE, type Viewer } from './documents.common';
import { TEMPLATE_MAX_BYTES } from './template-engine';

/** SPEC §6 levels on the documents module: 3 reads and downloads, 2 uploads, renames and generates, 1 deletes. */
const access = staffAccess('documents');
/** The download history is the journal's (/api/journal/company/): read-only on the journal module. */
const journalAccess = staffWith('journal', 3);

/**
 * Who opens a document file: a user, or staff in user mode, as the client of their deals (SPEC §2 document-viewer
 * is open to any signed-in account); company staff need read access (3) on the documents module.
 */
function viewerOf(request: FastifyRequest): Viewer {
  const auth = authOf(request);
  const staff = auth.userType === USER_TYPE.company || auth.userType === USER_TYPE.manager;
  if (auth.userType === USER_TYPE.user || (staff && isUserMode(request))) {
    return { client: true, accountId: auth.accountId };
  }
  if (!staff || auth.companyId === null) throw forbidden();
  const blocked = companyBlocked(auth);
  if (blocked) throw blocked;
  if (!hasModuleLevel(auth.actor, 'documents', 3)) throw forbidden();
  return { client: false, companyId: auth.companyId, accountId: auth.accountId };
}

function sendFile(reply: FastifyReply, file: FileAnswer, fallback: string, inline = false) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      contentDisposition(inline ? 'inline' : 'attachment', file.fileName, fallback),
    )
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

const isInline = (value: string | undefined) => value === '1' || value === 'true';

/**
 * /api/documents/ (SPEC §7 Documents): templates/, documents/, image-filedoc/{id}/, burial-register-documents/,
 * and beyond the spec status/ (whether PDFs can be made) and requisites/ (the company's details for documents);
 * /api/journal/company/document-download-history/ (SPEC §7 Miscellaneous) and the client's
 * /api/company-orders/documents/{id}/ (SPEC §7 Orders). The online office editor's token/, session-token/ and
 * status-office-document/ are not served: the spec does not describe that integration.
 */
export function registerDocumentRoutes(app: ApiApp, services: Services): void {
  const { documents: service } = services;
  const base = '/api/documents/';
  const tags = ['documents'];

  // ---- templates

  app.get(
    `${base}templates/`,
    {
      config: access(3),
      schema: {
        tags,
        description:
          'The four built-in templates (id is their key: contract, invoice, act, work-order) first, then the company’s own (id is their number) by name. Filter: query (name).',
        querystring: templatesQuerySchema,
        response: { 200: listSchema(documentTemplateSchema) },
      },
    },
    (request) => service.templates.list(companyOf(request).companyId, request.query),
  );
  app.post(
    `${base}templates/`,
    {
      config: { ...access(2), upload: { files: ['file'], fields: templateUploadFieldsSchema } },
      schema: {
        tags,
        description:
          'multipart/form-data: file (.docx up to 10 MB, checked by content: a zip with word/document.xml whose tags docxtemplater parses) and name (default the file’s name). A bad file answers 400 on "file" naming the problem, so does one unpacking over 20 MB a part, 50 MB in all or 2 000 parts. What is kept is cleaned: no external relationships (but web hyperlinks), no INCLUDEPICTURE, INCLUDETEXT, LINK or DDE fields, no altChunk, attached template or OLE object.',
        response: { 201: documentTemplateSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, Math.min(services.config.maxUploadBytes, TEMPLATE_MAX_BYTES));
      const { name } = parseFields(templateUploadFieldsSchema, upload.fields);
      return reply.status(201).send(await service.templates.upload(companyScope(request), upload.file, name));
    },
  );
  app.get(
    `${base}templates/:id/`,
    {
      config: access(3),
      schema: { tags, params: templateIdParamSchema, response: { 200: documentTemplateSchema } },
    },
    (request) => service.templates.get(companyOf(request).companyId, request.params.id),
  );
  app.patch(
    `${base}templates/:id/`,
    {
      config: access(2),
      schema: {
        tags,
        description: 'Renames an own template; a built-in answers 400.',
        params: templateIdParamSchema,
        body: templateRenameSchema,
        response: { 200: documentTemplateSchema },
      },
    },
    (request) => service.templates.rename(companyScope(request), request.params.id, request.body.name),
  );
  app.delete(
    `${base}templates/:id/`,
    {
      config: access(1),
      schema: {
        tags,
        description: 'Deletes an own template; documents made from it stay. A built-in answers 400.',
        params: templateIdParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await service.templates.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    `${base}templates/:id/file/`,
    {
      config: access(3),
      schema: {
        tags,
        description: 'The template’s .docx (a built-in’s too, to copy); recorded in the download history.',
        params: templateIdParamSchema,
        response: { 200: fileAnswer(DOCX_TYPE, 'The template, a .docx') },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.templates.file(companyScope(request), request.params.id),
        'template.docx',
      ),
  );

  // ---- documents of deals

  app.get(
    `${base}status/`,
    {
      config: { access: { userTypes: STAFF_TYPES } },
      schema: {
        tags,
        description: 'Whether the server can make PDFs (LibreOffice’s soffice found).',
        response: { 200: documentsStatusSchema },
      },
    },
    () => service.documents.status(),
  );
  app.get(
    `${base}documents/`,
    {
      config: access(3),
      schema: {
        tags,
        description:
          'The company’s generated documents, newest first; order_id: one deal’s (404 for another company’s deal).',
        querystring: documentsQuerySchema,
        response: { 200: listSchema(documentSchema) },
      },
    },
    (request) => service.documents.list(companyOf(request).companyId, request.query),
  );
  app.post(
    `${base}documents/`,
    {
      config: { ...access(2), answers: [402, 503] },
      schema: {
        tags,
        description:
          'Generates a document of the deal from a template (template_id: a built-in key or an own template’s number) and keeps it; format pdf converts it at once (503 when LibreOffice is not installed: the .docx still works).',
        body: documentCreateSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.documents.create(companyScope(request), request.body)),
  );
  app.get(
    `${base}documents/:id/`,
    {
      config: { ...SIGNED_IN, answers: [503] },
      schema: {
        tags,
        description:
          'Downloads the document: format docx or pdf (default the format it was made in; a PDF is made on first request, 503 without LibreOffice), inline=1 to show it in the browser. Company staff with read access on documents, or the deal’s client. Every download is recorded.',
        params: idParamSchema,
        querystring: documentFileQuerySchema,
        response: { 200: fileAnswer([DOCX_TYPE, PDF_TYPE], 'The document, as a .docx or a PDF') },
      },
    },
    async (request, reply) => {
      const inline = isInline(request.query.inline);
      const file = await service.documents.file(viewerOf(request), request.params.id, {
        format: request.query.format,
        inline,
      });
      return sendFile(reply, file, `document-${request.params.id}.${file.fileName.split('.').pop()}`, inline);
    },
  );
  app.get(
    `${base}documents/:id/info/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The document’s record (for the viewer); not a download.',
        params: idParamSchema,
        response: { 200: documentSchema },
      },
    },
    (request) => service.documents.info(viewerOf(request), request.params.id),
  );
  app.delete(
    `${base}documents/:id/`,
    { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await service.documents.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    `${base}image-filedoc/:id/`,
    {
      config: { ...SIGNED_IN, answers: [503] },
      schema: {
        tags,
        description:
          'The document’s first page as PNG, 800 px wide (LibreOffice’s PDF drawn by poppler’s pdftoppm; 503 without them). Not recorded as a download.',
        params: idParamSchema,
        response: { 200: fileAnswer('image/png', 'The first page, a PNG image') },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(await service.documents.preview(viewerOf(request), request.params.id)),
  );

  // ---- the burial register

  app.get(
    `${base}burial-register-documents/`,
    {
      config: access(3),
      schema: {
        tags,
        description:
          'The company’s burials: each deceased of its deals of category 2 «Захоронение» not cancelled, oldest funeral first. Filters: date_start, date_end (the funeral’s day, Moscow time), query (name or place). export=docx answers «Книга регистрации захоронений» (.docx) of the filtered period instead.',
        querystring: burialRegisterQuerySchema,
        response: {
          200: {
            description: 'The burials, or with export=docx the register as a .docx',
            content: {
              'application/json': { schema: listSchema(burialRecordSchema) },
              [DOCX_TYPE]: { schema: fileBytes },
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (request.query.export === 'docx') {
        return sendFile(
          reply,
          await service.burialRegister.docx(companyScope(request), request.query),
          'burial-register.docx',
        );
      }
      return service.burialRegister.list(companyOf(request).companyId, request.query);
    },
  );

  // ---- the company's details for documents

  app.get(
    `${base}requisites/`,
    {
      config: access(3),
      schema: {
        tags,
        description:
          'What documents need beyond the company card: legal name, КПП, ОГРН, bank account, signatory; the card’s name, ИНН, address, phone and e-mail alongside, read-only.',
        response: { 200: requisitesSchema },
      },
    },
    (request) => service.requisites.get(companyOf(request).companyId),
  );
  app.put(
    `${base}requisites/`,
    {
      config: access(2),
      schema: {
        tags,
        description:
          'КПП, ОГРН, БИК and the accounts are checked with their check digits; journalled as the company’s change.',
        body: requisitesBodySchema,
        response: { 200: requisitesSchema },
      },
    },
    (request) => service.requisites.update(companyScope(request), request.body),
  );

  // ---- the journal's download history

  app.get(
    '/api/journal/company/document-download-history/',
    {
      config: journalAccess,
      schema: {
        tags: ['journal'],
        description:
          'Who downloaded or viewed which document and when, newest first. model_name CustomDocument (a deal’s documents, the default) or DocumentTemplate (template files); filters document_id, template_id, order_id, account, date_from and date_to (Moscow days, both included).',
        querystring: downloadHistoryQuerySchema,
        response: { 200: listSchema(downloadEntrySchema) },
      },
    },
    (request) => service.downloads.history(companyOf(request).companyId, request.query),
  );

  // ---- the client's documents of their deal

  app.get(
    '/api/company-orders/documents/:id/',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['orders'],
        description:
          'The documents of the caller’s deal {id} as its client (a user, or staff in user mode), as show_orders/{id}/ shows the deal; anyone else’s deal answers 404.',
        params: idParamSchema,
        response: { 200: listSchema(documentSchema) },
      },
    },
    (request) => {
      const viewer = viewerOf(request);
      if (!viewer.client) throw forbidden();
      return service.documents.ofClientOrder(viewer.accountId, request.params.id);
    },
  );
}
