import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  dealerPromoDecisionSchema,
  dealerPromoRequestSchema,
  dealerPromoSwitchSchema,
  promoCodeSchema,
  promoCodesQuerySchema,
} from '@sp/shared/api/promo-codes';
import type { Level, Module } from '@sp/shared/permissions/modules';
import { ADMIN_ONLY, authOf, companyScope, STAFF_TYPES } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['dealers'];

/** A dealer company's staff holding the module at the level (SPEC §6; the owner always). */
export const dealerStaff = (module: Module, level: Level) =>
  ({ access: { userTypes: STAFF_TYPES, companyTypes: ['DEALER'], module, level } }) as const;

const dealerCodesQuerySchema = promoCodesQuerySchema.pick({
  offset: true,
  limit: true,
  query: true,
  status: true,
});

/** The dealer's own codes (SPEC §7 «Dealers») and the administrators' decisions on them. */
export function registerDealerCodeRoutes(app: ApiApp, services: Services): void {
  const { codes, decisions } = services.dealers;
  app.get(
    '/api/company/dealer-request-promo-code/',
    {
      config: dealerStaff('promo-code', 3),
      schema: {
        tags,
        description:
          'The dealer’s requests for codes, waiting or declined, newest first (a part of the code, status).',
        querystring: dealerCodesQuerySchema,
        response: { 200: listSchema(promoCodeSchema) },
      },
    },
    (request) => codes.requests(companyScope(request).companyId, request.query),
  );
  app.post(
    '/api/company/dealer-request-promo-code/',
    {
      config: { ...dealerStaff('promo-code', 2), answers: [409] },
      schema: {
        tags,
        description:
          'Asks for a code of the dealer’s own: it works once an administrator accepts it with the dealer’s share. A taken code answers 409 under `code`; valid_until is the last Moscow day, not before today.',
        body: dealerPromoRequestSchema,
        response: { 201: promoCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await codes.request(companyScope(request), request.body)),
  );
  app.get(
    '/api/company/dealer-promo-code/',
    {
      config: dealerStaff('promo-code', 3),
      schema: {
        tags,
        description:
          'The dealer’s codes that work or were stopped, newest first, with Σ paid with each and Σ the dealer earned.',
        querystring: dealerCodesQuerySchema,
        response: { 200: listSchema(promoCodeSchema) },
      },
    },
    (request) => codes.codes(companyScope(request).companyId, request.query),
  );
  app.put(
    '/api/company/dealer-promo-code/:id/',
    {
      config: { ...dealerStaff('promo-code', 2), answers: [404] },
      schema: {
        tags,
        description:
          'Stops the dealer’s active code or starts a stopped one; a request, a declined code or another dealer’s code answers 404.',
        params: idParamSchema,
        body: dealerPromoSwitchSchema,
        response: { 200: promoCodeSchema },
      },
    },
    (request) => codes.setStatus(companyScope(request), request.params.id, request.body.status),
  );
  app.get(
    '/api/admin/dealer-promo-codes/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every dealer’s code, the requests waiting first, then the newest (a part of the code, status, dealer_id).',
        querystring: promoCodesQuerySchema,
        response: { 200: listSchema(promoCodeSchema) },
      },
    },
    (request) => decisions.list(request.query),
  );
  app.put(
    '/api/admin/accept-dealer-promo-codes/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Accepts a dealer’s request (the code works at once with the dealer’s share) or declines it with a comment, once; 409 for a platform code or a request decided. Journalled, the dealer told.',
        params: idParamSchema,
        body: dealerPromoDecisionSchema,
        response: { 200: promoCodeSchema },
      },
    },
    (request) => decisions.decide(authOf(request).accountId, request.params.id, request.body),
  );
}
