import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  GUEST_ENTRIES_PER_DAY,
  GUEST_ENTRIES_PER_HOUR,
  guestBookSchema,
  guestBookUpdateSchema,
  guestEntriesQuerySchema,
  guestEntryCreatedSchema,
  guestEntryCreateSchema,
  guestEntryModerateSchema,
  guestEntryParamsSchema,
  guestEntrySchema,
  PAGE_ENTRIES_PER_HOUR,
  pageTokenHeadersSchema,
  publicGuestBookQuerySchema,
  publicGuestBookSchema,
} from '@sp/shared/api/guest-book';
import type { FastifyRequest } from 'fastify';
import { type Level, PUBLIC, SIGNED_IN } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import { ownerScope } from '../../platform/owner';
import type { Services } from '../../services';
import type { PageScope } from './memory-pages.service';

const tags = ['memory pages'];

/** The keeper acting on a page's book: its account, or its company outside user mode (memory_pages level). */
function keeperScope(request: FastifyRequest, level: Level): PageScope {
  const { owner, auth } = ownerScope(request, 'memory_pages', level);
  return { owner, accountId: auth.accountId };
}

/** A «by link» page's token comes in a header, never in the address. */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-page-token'];
  return typeof value === 'string' && value ? value : undefined;
};

/** The guest book of a memory page (issue 12; paths are ours, see @sp/shared/api/guest-book). */
export function registerGuestBookRoutes(app: ApiApp, services: Services): void {
  const book = services.memoryPages.guestBook;

  // --- guests ---

  app.get(
    '/api/memory_page/public/:id/guest-book/',
    {
      config: PUBLIC,
      schema: {
        tags: ['public'],
        description:
          'Approved memories, newest first, the number of candles lit and whether the page takes entries. A public page, or a «by link» page with its token in X-Page-Token; anything else is 404.',
        params: idParamSchema,
        headers: pageTokenHeadersSchema,
        querystring: publicGuestBookQuerySchema,
        response: { 200: publicGuestBookSchema },
      },
    },
    (request) => book.publicBook(request.params.id, tokenOf(request), request.query),
  );
  app.post(
    '/api/memory_page/public/:id/guest-book/',
    {
      config: { ...PUBLIC, answers: [403, 429] },
      schema: {
        tags: ['public'],
        description:
          'A guest’s memory (name and plain text up to 2,000 characters) or candle (a name if any), with the captcha as for /api/public/request/. It shows at once or after the keeper approves it, as the keeper chose; a candle counts at once. ' +
          `At most ${GUEST_ENTRIES_PER_HOUR} entries an hour and ${GUEST_ENTRIES_PER_DAY} a day from one address, ${PAGE_ENTRIES_PER_HOUR} an hour on one page, then 429 with Retry-After; 403 when the keeper takes no entries. ` +
          'A public page, or a «by link» page with its token in X-Page-Token; anything else is 404.',
        params: idParamSchema,
        headers: pageTokenHeadersSchema,
        body: guestEntryCreateSchema,
        response: { 201: guestEntryCreatedSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await book.post(request.params.id, tokenOf(request), body, {
        address: request.ip,
        captcha: () => services.captcha.check(body.captcha ?? body.recaptcha, request.ip),
      });
      return reply.status(201).send(created);
    },
  );

  // --- the page's keeper ---

  app.get(
    '/api/memory_page/page/:id/guest-book/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The keeper’s settings of the page’s guest book and its counts (the page’s owner only)',
        params: idParamSchema,
        response: { 200: guestBookSchema },
      },
    },
    (request) => book.keeperBook(keeperScope(request, 3), request.params.id),
  );
  app.put(
    '/api/memory_page/page/:id/guest-book/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'moderation (approval | immediate), accepts_entries, notify: only the sent fields change',
        params: idParamSchema,
        body: guestBookUpdateSchema,
        response: { 200: guestBookSchema },
      },
    },
    (request) => book.saveKeeperBook(keeperScope(request, 2), request.params.id, request.body),
  );
  app.get(
    '/api/memory_page/page/:id/guest-book/entries/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'Every entry of the book; filters status and kind; without status those waiting come first',
        params: idParamSchema,
        querystring: guestEntriesQuerySchema,
        response: { 200: listSchema(guestEntrySchema) },
      },
    },
    (request) => book.entries(keeperScope(request, 3), request.params.id, request.query),
  );
  app.put(
    '/api/memory_page/page/:id/guest-book/entries/:entry/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'status approved (publish, or show a hidden entry again) or hidden',
        params: guestEntryParamsSchema,
        body: guestEntryModerateSchema,
        response: { 200: guestEntrySchema },
      },
    },
    (request) =>
      book.moderate(keeperScope(request, 2), request.params.id, request.params.entry, request.body.status),
  );
  app.delete(
    '/api/memory_page/page/:id/guest-book/entries/:entry/',
    { config: SIGNED_IN, schema: { tags, params: guestEntryParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await book.removeEntry(keeperScope(request, 1), request.params.id, request.params.entry);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/memory_page/page/:id/guest-book/seen/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The keeper has seen the book: its entries are no longer new (those waiting still count)',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await book.markSeen(keeperScope(request, 3), request.params.id);
      return reply.status(204).send();
    },
  );
}
