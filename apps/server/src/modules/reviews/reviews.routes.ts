import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  adminReviewFlagsSchema,
  adminReviewSchema,
  companyReviewSchema,
  myReviewSchema,
  myReviewsQuerySchema,
  publicReviewsQuerySchema,
  publicReviewsSchema,
  reviewCreateBodySchema,
  reviewsQuerySchema,
  reviewUpdateBodySchema,
} from '@sp/shared/api/reviews';
import { ADMIN_ONLY, authOf, companyOf, PUBLIC, SIGNED_IN, staffWith } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import { PUBLIC_PAGE_CACHE } from '../../platform/http-cache';
import type { Services } from '../../services';

const tags = ['reviews'];
/** SPEC §6: the reviews module, read-only (3) is enough to read the company's reviews. */
const companyStaff = staffWith('reviews', 3);

/**
 * /api/reviews/reviews/ (the caller's reviews), /api/reviews/reviews-company/ (the company's), GET
 * /api/public/reviews-company/ (published ones) and /api/admin/reviews/ (moderation): SPEC §7, §6.
 */
export function registerReviewRoutes(app: ApiApp, services: Services): void {
  const { reviews } = services;
  // any signed-in account may be a company's client; the service checks it is this deal's client
  const mine = '/api/reviews/reviews/';

  app.get(
    mine,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The caller’s reviews, newest first; order_id: the review of that deal, if any.',
        querystring: myReviewsQuerySchema,
        response: { 200: listSchema(myReviewSchema) },
      },
    },
    (request) => reviews.mine(authOf(request).accountId, request.query),
  );
  app.post(
    mine,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The deal’s client (its shopper linked to the caller’s account) reviews a deal that is completed (Выполнена): stars 1–5, comment 1–1000 characters. 403 for anyone else, 400 when the deal is not completed or already reviewed. The review waits for an administrator’s approval.',
        body: reviewCreateBodySchema,
        response: { 201: myReviewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.create(authOf(request).accountId, request.body)),
  );
  app.put(
    `${mine}:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The author changes stars and comment while the review waits for moderation.',
        params: idParamSchema,
        body: reviewUpdateBodySchema,
        response: { 200: myReviewSchema },
      },
    },
    (request) => reviews.update(authOf(request).accountId, request.params.id, request.body),
  );
  app.delete(
    `${mine}:id/`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description: 'The author withdraws the review; a banned one stays.',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await reviews.remove(authOf(request).accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/reviews/reviews-company/',
    {
      config: companyStaff,
      schema: {
        tags,
        description:
          'The reviews of the company’s deals with their status; filter status (pending, approved, banned).',
        querystring: reviewsQuerySchema,
        response: { 200: listSchema(companyReviewSchema) },
      },
    },
    (request) => reviews.company(companyOf(request).companyId, request.query),
  );

  app.get(
    '/api/public/reviews-company/',
    {
      config: { ...PUBLIC, answers: [404], httpCache: PUBLIC_PAGE_CACHE },
      schema: {
        tags,
        description:
          'A company’s published reviews (approved, not banned), newest first, with their count and average stars.',
        querystring: publicReviewsQuerySchema,
        response: { 200: publicReviewsSchema },
      },
    },
    (request) => reviews.published(request.query.company_id, request.query),
  );

  app.get(
    '/api/admin/reviews/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every review, those waiting for moderation first; filter status (pending, approved, banned).',
        querystring: reviewsQuerySchema,
        response: { 200: listSchema(adminReviewSchema) },
      },
    },
    (request) => reviews.adminList(request.query),
  );
  app.put(
    '/api/admin/reviews/:id/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'is_moderation true approves the review (public unless banned); is_banned true hides it for good.',
        params: idParamSchema,
        body: adminReviewFlagsSchema,
        response: { 200: adminReviewSchema },
      },
    },
    (request) => reviews.moderate(authOf(request).accountId, request.params.id, request.body),
  );
}
