import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import {
  promoCodeCreateSchema,
  promoCodeField,
  promoCodeInfoSchema,
  promoCodeSchema,
  promoCodesQuerySchema,
  promoCodeUpdateSchema,
  promoUseSchema,
} from '@sp/shared/api/promo-codes';
import { z } from 'zod';
import { ADMIN_ONLY, authOf, SIGNED_IN } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import { ownerScope } from '../../platform/owner';
import type { Services } from '../../services';
import { billingHolder, billingScope } from '../payments/billing-scope';
import { PROMO_LOOKUP_THROTTLE } from './promo-purchases.service';

const tags = ['promo codes'];

/** SPEC §7 «Dealers» and §6 «promo codes»: a code's lookup, the holder's uses, the administrator's codes. */
export function registerPromoCodesRoutes(app: ApiApp, services: Services): void {
  const { promoCodes, db } = services;

  app.get(
    '/api/promo-code/info/:code/',
    {
      config: {
        ...SIGNED_IN,
        throttle: { rule: PROMO_LOOKUP_THROTTLE, key: (request) => `account:${authOf(request).accountId}` },
        answers: [404, 409],
      },
      schema: {
        tags,
        description:
          'What a promo code gives the caller’s account or company now (its balance’s holder): 404 when it does not work, 409 under promo_code when the caller’s side may not use it, it is the caller’s own dealer code, or it was used already. At most 20 lookups an hour per account. The code in the path never reaches a log line.',
        params: z.object({ code: promoCodeField }),
        response: { 200: promoCodeInfoSchema },
      },
    },
    async (request) => promoCodes.info((await billingScope(request, db, 3)).holder, request.params.code),
  );

  app.get(
    '/api/company/company-take-dealer-promo-code/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The purchases the caller’s company (its main company, whose balance pays) or own account made with promo codes, newest first: the price, the discount, what was paid. Staff need the promo-code module read-only.',
        querystring: listQuerySchema,
        response: { 200: listSchema(promoUseSchema) },
      },
    },
    async (request) =>
      promoCodes.uses(await billingHolder(db, ownerScope(request, 'promo-code', 3).owner), request.query),
  );

  app.get(
    '/api/admin/promo-codes/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every promo code, newest first, with Σ paid and Σ the dealer earned with it. Filters: query (a part of the code), status, owner (platform: the administrators’ own; dealer: the dealers’), dealer_id.',
        querystring: promoCodesQuerySchema,
        response: { 200: listSchema(promoCodeSchema) },
      },
    },
    (request) => promoCodes.list(request.query),
  );
  app.post(
    '/api/admin/promo-codes/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'A platform promo code, active at once, no dealer’s share; valid_until is its last Moscow day (not one already past). 409 under code when the code is taken. Journalled.',
        body: promoCodeCreateSchema,
        response: { 201: promoCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promoCodes.create(authOf(request).accountId, request.body)),
  );
  app.get(
    '/api/admin/promo-codes/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: { tags, params: idParamSchema, response: { 200: promoCodeSchema } },
    },
    (request) => promoCodes.get(request.params.id),
  );
  app.put(
    '/api/admin/promo-codes/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Changes an active or disabled code: its discount, a dealer’s share (a dealer’s code only), audience, uses (not below those made), last day, status. A dealer’s request waiting or declined answers 409: it is decided at /api/admin/accept-dealer-promo-codes/. Journalled.',
        params: idParamSchema,
        body: promoCodeUpdateSchema,
        response: { 200: promoCodeSchema },
      },
    },
    (request) => promoCodes.update(authOf(request).accountId, request.params.id, request.body),
  );
}
