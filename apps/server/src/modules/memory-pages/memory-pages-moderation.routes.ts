import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  adminComplaintSchema,
  adminMemoryPageSchema,
  adminMemoryPagesQuerySchema,
  COMPLAINTS_PER_HOUR,
  complaintCreateSchema,
  complaintSentSchema,
  PAGE_COMPLAINT_MSG,
  pageHandOverSchema,
  pageHideSchema,
} from '@sp/shared/api/page-complaints';
import { ADMIN_ONLY, authOf, PUBLIC } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { ThrottleRule } from '../../platform/throttle';
import type { Services } from '../../services';

const tags = ['memory pages'];

/** Complaints sent from one address in an hour, all pages together; a refused one (a wrong captcha) gives its place back. */
export const COMPLAINT_THROTTLE: ThrottleRule = {
  bucket: 'public:page-complaint',
  limit: COMPLAINTS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  message: PAGE_COMPLAINT_MSG.throttled,
};

/** «Пожаловаться» on /person/{id} and the administrator's /admin/pages-memory (issue 16; the paths are ours). */
export function registerPageModerationRoutes(app: ApiApp, services: Services): void {
  const moderation = services.memoryPages.moderation;

  app.post(
    '/api/memory_page/public/:id/complaint/',
    {
      config: { ...PUBLIC, throttle: { rule: COMPLAINT_THROTTLE, counts: 'success' } },
      schema: {
        tags: ['public'],
        description: `A complaint about a public memory page (anything else is 404): a reason (other: with text), an e-mail or a phone (a guest must give one) and, from a guest, the captcha as for /api/public/request/. At most ${COMPLAINTS_PER_HOUR} an hour from one address, then 429 with Retry-After.`,
        params: idParamSchema,
        body: complaintCreateSchema,
        response: { 201: complaintSentSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!request.auth) await services.captcha.check(body.captcha ?? body.recaptcha, request.ip);
      const sent = await moderation.report(request.params.id, body, request.auth?.accountId ?? null);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/admin/memory-pages/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Memory pages, those with open complaints first (the latest complaint first), then the newest: name (words of the person’s name), filter complaints | hidden | all',
        querystring: adminMemoryPagesQuerySchema,
        response: { 200: listSchema(adminMemoryPageSchema) },
      },
    },
    (request) => moderation.list(request.query),
  );
  app.get(
    '/api/admin/memory-pages/:id/complaints/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Every complaint about the page, the newest first, with the contact its author left',
        params: idParamSchema,
        response: { 200: listSchema(adminComplaintSchema) },
      },
    },
    (request) => moderation.complaintsOf(request.params.id),
  );
  app.post(
    '/api/admin/memory-pages/:id/hide/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'Takes the page down: for everyone but its owner it is missing (its page, search, links, files) until restored; the open complaints close, the owner is told (with the reason). Journalled.',
        params: idParamSchema,
        body: pageHideSchema,
        response: { 200: adminMemoryPageSchema },
      },
    },
    (request) => moderation.hide(authOf(request).accountId, request.params.id, request.body.reason),
  );
  app.post(
    '/api/admin/memory-pages/:id/restore/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description: 'Restores a hidden page: the visibility its owner chose comes back. Journalled.',
        params: idParamSchema,
        response: { 200: adminMemoryPageSchema },
      },
    },
    (request) => moderation.restore(authOf(request).accountId, request.params.id),
  );
  app.post(
    '/api/admin/memory-pages/:id/close-complaints/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Closes the page’s open complaints; the page stays as it is. Journalled.',
        params: idParamSchema,
        response: { 200: adminMemoryPageSchema },
      },
    },
    (request) => moderation.closeComplaints(authOf(request).accountId, request.params.id),
  );
  app.post(
    '/api/admin/memory-pages/:id/hand-over/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'Hands the page, its person and their files to the account of that phone or e-mail (the family that proved its kinship) and puts the person in its tree; the open complaints close; a hidden page stays hidden. Journalled.',
        params: idParamSchema,
        body: pageHandOverSchema,
        response: { 200: adminMemoryPageSchema },
      },
    },
    (request) => moderation.handOver(authOf(request).accountId, request.params.id, request.body.login),
  );
}
