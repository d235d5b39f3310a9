import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  affiliateCreateSchema,
  affiliateListQuerySchema,
  affiliatePageSchema,
  codeParamSchema,
  directHandoverSchema,
  handoverAcceptSchema,
  handoverCodeSchema,
  handoverPreviewSchema,
  handoverResultSchema,
  handoverSentSchema,
  MEMORY_PAGE_MSG,
  memoryPageCreateSchema,
  memoryPageListQuerySchema,
  memoryPagePhotoSchema,
  memoryPageSchema,
  memoryPageSettingsSchema,
  memoryPageSummarySchema,
  memoryPageUpdateSchema,
  photoCaptionSchema,
  photoOrderSchema,
  photoParamsSchema,
  publicMemoryPageSchema,
  publicPageQuerySchema,
  publicPagesListSchema,
  publicPersonsQuerySchema,
  publicPersonsSchema,
  publicSearchQuerySchema,
  qrParamSchema,
  qrQuerySchema,
} from '@sp/shared/api/memory-pages';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authOf,
  companyOf,
  companyScope,
  type Level,
  PUBLIC,
  SIGNED_IN,
  staffAccess,
} from '../../platform/access';
import { fileAnswer, noContent } from '../../platform/api-document';
import { ApiError, forbidden } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { notShared, PUBLIC_PAGE_CACHE, publicCacheControl, sendKeptJson } from '../../platform/http-cache';
import { ownerScope } from '../../platform/owner';
import { parseFields, readUpload } from '../../platform/uploads';
import { sendAppPage } from '../../platform/web-app';
import type { Services } from '../../services';
import { qrPng, qrSvg } from './memory-pages.qr';
import type { CompanyPageScope, PageScope } from './memory-pages.service';
import { personDocument } from './memory-pages-document';
import { registerGuestBookRoutes } from './memory-pages-guest-book.routes';
import { registerPageModerationRoutes } from './memory-pages-moderation.routes';
import { shareMetaOf } from './memory-pages-public';

const tags = ['memory pages'];
/** company staff on the affiliate program: read-only (3), read-write (2) on the memory_pages module */
const affiliate = staffAccess('memory_pages');

/** The caller's scope on its pages: its account, or its company outside user mode (memory_pages right). */
function actingFor(request: FastifyRequest, level: Level): PageScope {
  const { owner, auth } = ownerScope(request, 'memory_pages', level);
  return { owner, accountId: auth.accountId };
}

/** A visitor who may also be the page's owner previewing a page that is not public yet. */
function viewerOf(request: FastifyRequest): PageScope | null {
  if (!request.auth) return null;
  try {
    return actingFor(request, 3);
  } catch {
    return null;
  }
}

/** The caller's company on the affiliate program, as the pages service takes it. */
function companyPageScope(request: FastifyRequest): CompanyPageScope {
  const { companyId, accountId } = companyScope(request);
  return { owner: { companyId }, accountId };
}

export function registerMemoryPageRoutes(app: ApiApp, services: Services): void {
  const service = services.memoryPages;

  app.get(
    '/api/memory_page/page/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        querystring: memoryPageListQuerySchema,
        response: { 200: listSchema(memoryPageSummarySchema) },
      },
    },
    (request) => service.list(actingFor(request, 3), request.query),
  );
  app.put(
    '/api/memory_page/page/',
    {
      config: { ...SIGNED_IN, answers: [402, 409] },
      schema: {
        tags,
        description: 'Creates the page of one of the caller’s deceased persons',
        body: memoryPageCreateSchema,
        response: { 201: memoryPageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(actingFor(request, 2), request.body)),
  );
  app.get(
    '/api/memory_page/page/:id/',
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 200: memoryPageSchema } } },
    (request) => service.get(actingFor(request, 3), request.params.id),
  );
  app.put(
    '/api/memory_page/page/:id/',
    {
      config: { ...SIGNED_IN, answers: [402] },
      schema: {
        tags,
        description:
          'Only the sent fields change; person fields and the avatar go to /api/family/person/{id}/',
        params: idParamSchema,
        body: memoryPageUpdateSchema,
        response: { 200: memoryPageSchema },
      },
    },
    (request) => service.update(actingFor(request, 2), request.params.id, request.body),
  );
  app.delete(
    '/api/memory_page/page/:id/',
    { config: SIGNED_IN, schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await service.remove(actingFor(request, 1), request.params.id);
      return reply.status(204).send();
    },
  );

  const photos = z.array(memoryPagePhotoSchema);
  app.post(
    '/api/memory_page/page/:id/photos/',
    {
      config: { ...SIGNED_IN, answers: [402], upload: { files: ['image'], fields: photoCaptionSchema } },
      schema: {
        tags,
        description: 'multipart/form-data: image (JPG, PNG, WebP by content, 10 MB), optional caption',
        params: idParamSchema,
        response: { 201: photos },
      },
    },
    async (request, reply) => {
      const scope = actingFor(request, 2);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      const { caption } = parseFields(photoCaptionSchema, upload.fields);
      if (!upload.file) throw new ApiError(400, { image: [MEMORY_PAGE_MSG.chooseImage] });
      const list = await service.addPhoto(scope, request.params.id, upload.file, caption);
      return reply.status(201).send(list);
    },
  );
  app.put(
    '/api/memory_page/page/:id/photos/order/',
    {
      config: SIGNED_IN,
      schema: { tags, params: idParamSchema, body: photoOrderSchema, response: { 200: photos } },
    },
    (request) => service.orderPhotos(actingFor(request, 2), request.params.id, request.body.ids),
  );
  app.put(
    '/api/memory_page/page/:id/photos/:photoId/',
    {
      config: SIGNED_IN,
      schema: { tags, params: photoParamsSchema, body: photoCaptionSchema, response: { 200: photos } },
    },
    (request) =>
      service.captionPhoto(
        actingFor(request, 2),
        request.params.id,
        request.params.photoId,
        request.body.caption,
      ),
  );
  app.delete(
    '/api/memory_page/page/:id/photos/:photoId/',
    { config: SIGNED_IN, schema: { tags, params: photoParamsSchema, response: { 200: photos } } },
    (request) => service.removePhoto(actingFor(request, 2), request.params.id, request.params.photoId),
  );

  app.get(
    '/api/memory_page/settings/:id/',
    {
      config: SIGNED_IN,
      schema: { tags, params: idParamSchema, response: { 200: memoryPageSettingsSchema } },
    },
    (request) => service.settings(actingFor(request, 3), request.params.id),
  );
  app.post(
    '/api/memory_page/settings/:id/renew-link/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'A new link token: the old «by link» address stops opening the page',
        params: idParamSchema,
        response: { 200: memoryPageSettingsSchema },
      },
    },
    (request) => service.renewLink(actingFor(request, 2), request.params.id),
  );

  // --- for everyone ---

  app.get(
    '/api/memory_page/public/',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        description: 'Public pages only: name (trigram), birth_year, death_year, city (lived or buried)',
        querystring: publicSearchQuerySchema,
        response: { 200: publicPagesListSchema },
      },
    },
    (request) => service.search(request.query),
  );
  app.get(
    '/api/memory_page/public/:id/',
    {
      config: { ...PUBLIC, httpCache: PUBLIC_PAGE_CACHE },
      schema: {
        tags: ['public'],
        description:
          'A public page, or a «by link» page with ?token=; anything else is 404. A strong ETag; If-None-Match answers 304; only a public page may be kept by shared caches',
        params: idParamSchema,
        querystring: publicPageQuerySchema,
        response: { 200: publicMemoryPageSchema },
      },
    },
    async (request, reply) => {
      const { page, everyone } = await service.visit(
        request.params.id,
        request.query.token,
        viewerOf(request),
      );
      if (!everyone) notShared(reply);
      return sendKeptJson(reply, page, publicMemoryPageSchema);
    },
  );
  app.get(
    '/api/public/persons/',
    {
      config: { ...PUBLIC, answers: [404] },
      schema: {
        tags: ['public'],
        description: 'The public memory pages an account keeps (its profile /user/{id}); none → 404',
        querystring: publicPersonsQuerySchema,
        response: { 200: publicPersonsSchema },
      },
    },
    (request) => service.publicOfAccount(request.query),
  );
  app.get(
    '/api/memory_page/qr/:file',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        description:
          'QR code of the page address as {id}.png (1024 px) or {id}.svg: public pages for anyone, «by link» pages with ?token=',
        params: qrParamSchema,
        querystring: qrQuerySchema,
        response: { 200: fileAnswer(['image/png', 'image/svg+xml'], 'The QR code, as the file name asks') },
      },
    },
    async (request, reply) => {
      const [idText, format] = request.params.file.split('.');
      const row = await service.findViewable(Number(idText), request.query.token, viewerOf(request));
      const url = service.qrUrl(row);
      const name = `pamyat-${row.id}.${format}`;
      reply
        .header('cache-control', 'private, no-cache')
        .header(
          'content-disposition',
          `${request.query.download ? 'attachment' : 'inline'}; filename="${name}"`,
        );
      if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(await qrSvg(url));
      return reply.type('image/png').send(await qrPng(url));
    },
  );

  // the public page itself: the web app with the page's title and Open Graph tags, for shared links
  app.get(
    '/person/:id',
    {
      config: { ...PUBLIC, httpCache: PUBLIC_PAGE_CACHE },
      schema: { hide: true, params: z.object({ id: z.string() }) },
    },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      // without a token or a viewer only a public page of a deceased person is found: everyone's. Its data goes
      // into the HTML (a phone that opened a QR code asks nothing more) and caches may keep it a while
      const found = id ? await service.visit(id, undefined, null).catch(() => null) : null;
      if (!found) return sendAppPage(reply, services.config, null);
      reply.header('cache-control', publicCacheControl(PUBLIC_PAGE_CACHE));
      const meta = shareMetaOf(found.page, services.config.publicUrl);
      // rendered on the server once per kept copy of the page (sendAppPage keeps what it made)
      const rendered = personDocument(services.config, found.page, meta.url);
      return sendAppPage(reply, services.config, meta, found.page, found.page, rendered);
    },
  );

  // --- the affiliate program ---

  app.get(
    '/api/memory_page/affiliate-program/',
    {
      config: affiliate(3),
      schema: {
        tags,
        description: 'Pages the company made for its clients’ deceased, handed over or not',
        querystring: affiliateListQuerySchema,
        response: { 200: listSchema(affiliatePageSchema) },
      },
    },
    (request) => service.affiliateList(companyOf(request).companyId, request.query),
  );
  app.post(
    '/api/memory_page/affiliate-program/',
    {
      config: { ...affiliate(2), answers: [409] },
      schema: {
        tags,
        description:
          'A page for a client’s deceased: a new person (person) or one of the company’s (person_id)',
        body: affiliateCreateSchema,
        response: { 201: memoryPageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.affiliateCreate(companyPageScope(request), request.body)),
  );
  app.get(
    '/api/memory_page/affiliate-program/:id/',
    {
      config: affiliate(3),
      schema: { tags, params: idParamSchema, response: { 200: affiliatePageSchema } },
    },
    (request) => service.affiliateGet(companyOf(request).companyId, request.params.id),
  );
  app.post(
    '/api/memory_page/affiliate-program/:id/code/',
    {
      config: { ...affiliate(2), answers: [409] },
      schema: {
        tags,
        description: 'A new hand-over code for the family (earlier unused codes stop working)',
        params: idParamSchema,
        response: { 201: handoverCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCode(companyPageScope(request), request.params.id)),
  );
  app.post(
    '/api/memory_page/affiliate-program/direct-update/:id/',
    {
      config: { ...affiliate(2), answers: [409, 429] },
      schema: {
        tags,
        description:
          'Sends the page’s hand-over code to this phone or e-mail (the current code, or a new one); the family ' +
          'accepts the page by it in their cabinet. Nothing moves here, and the answer is the same whether an ' +
          'account has that phone or e-mail. 20 codes per company an hour, 3 to one address in 15 minutes (429).',
        params: idParamSchema,
        body: directHandoverSchema,
        response: { 200: handoverSentSchema },
      },
    },
    (request) => service.sendCode(companyPageScope(request), request.params.id, request.body.login),
  );
  app.get(
    '/api/memory_page/affiliate-program/code/:code/',
    {
      config: { ...SIGNED_IN, answers: [429] },
      schema: {
        tags,
        description: 'What a hand-over code gives, for the family to check before accepting',
        params: codeParamSchema,
        response: { 200: handoverPreviewSchema },
      },
    },
    (request) => service.previewCode(authOf(request).accountId, request.params.code),
  );
  app.post(
    '/api/memory_page/affiliate-program/update/:id/',
    {
      config: { ...SIGNED_IN, answers: [409, 429] },
      schema: {
        tags,
        description:
          'The family accepts the page by code: the page, its person and photos move to the caller’s account and the person joins its tree',
        params: idParamSchema,
        body: handoverAcceptSchema,
        response: { 200: handoverResultSchema },
      },
    },
    (request) => {
      const auth = authOf(request);
      const { memory_page: pageId, profile, code } = request.body;
      if (profile !== undefined && profile !== auth.accountId)
        throw forbidden(MEMORY_PAGE_MSG.ownAccountOnly);
      if (pageId !== request.params.id)
        throw new ApiError(400, { memory_page: [MEMORY_PAGE_MSG.codeWrongPage] });
      return service.acceptCode(auth.accountId, pageId, code);
    },
  );

  registerGuestBookRoutes(app, services);
  registerPageModerationRoutes(app, services);
}
