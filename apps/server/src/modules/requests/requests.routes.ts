import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { PUBLIC_MSG, siteRequestBodySchema, siteRequestCreatedSchema } from '@sp/shared/api/public';
import {
  countSchema,
  siteRequestSchema,
  siteRequestSummarySchema,
  siteRequestsCountQuerySchema,
  siteRequestsQuerySchema,
} from '@sp/shared/api/requests';
import { companyOf, PUBLIC, staffWith } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { ThrottleRule } from '../../platform/throttle';
import type { Services } from '../../services';

/**
 * The inbox belongs to the orders module (SPEC §7 "Orders and requests"). Read-only (3) is enough to
 * read, and opening a request marks it read, so nothing here needs more.
 */
const inbox = staffWith('orders', 3);
const tags = ['company requests'];

/** The cart's sends per client IP: every call that reaches the handler counts, before the captcha. */
export const SITE_REQUEST_THROTTLE: ThrottleRule = {
  bucket: 'public:request',
  limit: 10,
  windowMs: 10 * 60 * 1000,
  message: PUBLIC_MSG.tooManyRequests,
};

/** The cart's request to a company (public) and the company's inbox of such requests. */
export function registerSiteRequestRoutes(app: ApiApp, services: Services): void {
  const requests = services.requests;

  app.post(
    '/api/public/request/',
    {
      config: { ...PUBLIC, throttle: { rule: SITE_REQUEST_THROTTLE }, answers: [404] },
      schema: {
        tags: ['public'],
        description:
          'The cart sends one company’s active lines. company is the company id; counts 1…10 000; a phone or an e-mail is required; captcha as for /api/auth/login/. At most 10 sends per IP in 10 minutes, then 429 with Retry-After.',
        body: siteRequestBodySchema,
        response: { 201: siteRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      await services.captcha.check(request.body.captcha ?? request.body.recaptcha, request.ip);
      const created = await requests.create(request.body);
      return reply.status(201).send({ id: created.id, detail: PUBLIC_MSG.sent });
    },
  );

  app.get(
    '/api/company-orders/requests/',
    {
      config: inbox,
      schema: {
        tags,
        description:
          'Filters: is_new (true|false), query (name, phone or e-mail). Urgent first, then newest.',
        querystring: siteRequestsQuerySchema,
        response: { 200: listSchema(siteRequestSummarySchema) },
      },
    },
    (request) => requests.list(companyOf(request).companyId, request.query),
  );
  app.get(
    '/api/company-orders/requests/count/',
    {
      config: inbox,
      schema: {
        tags,
        description: 'The sidebar badge: ?is_new=true counts unread requests.',
        querystring: siteRequestsCountQuerySchema,
        response: { 200: countSchema },
      },
    },
    (request) => requests.count(companyOf(request).companyId, request.query.is_new),
  );
  app.get(
    '/api/company-orders/requests/:id/',
    {
      config: inbox,
      schema: {
        tags,
        description:
          'One request with its lines and order: the deal made from it ({id, number}, null until order_from_request/); opening it marks it read (is_new false).',
        params: idParamSchema,
        response: { 200: siteRequestSchema },
      },
    },
    (request) => requests.open(companyOf(request).companyId, request.params.id),
  );
}
