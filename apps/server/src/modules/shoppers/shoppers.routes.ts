import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  bankLookupBodySchema,
  bankSchema,
  banksQuerySchema,
  innLookupBodySchema,
  lookupStatusSchema,
  partySchema,
  shopperBodySchema,
  shopperConfirmBodySchema,
  shopperConfirmResultSchema,
  shopperSchema,
  shoppersQuerySchema,
} from '@sp/shared/api/shoppers';
import { type Access, companyOf, companyScope, STAFF_TYPES, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/** SPEC §6 levels on the clients module: 3 reads, 2 creates, changes and confirms, 1 deletes. */
const shoppersAccess = staffAccess('shoppers');
/**
 * The details lookups serve every form of the company that takes details (clients, the company card): any of
 * its staff, whatever their modules (the kit's configs all name a module).
 */
const staffOnly = { access: { userTypes: STAFF_TYPES } } as const satisfies { access: Access };

/** /api/company-shoppers/ (SPEC §7 Customers) and the details lookups /api/banks/, /api/company/inn/. */
export function registerShopperRoutes(app: ApiApp, services: Services): void {
  const { shoppers, requisites } = services;
  const base = '/api/company-shoppers/shopper/';
  const tags = ['clients'];

  app.get(
    base,
    {
      config: shoppersAccess(3),
      schema: {
        tags,
        description:
          'Filters: query (name, ИНН, phone, e-mail), type_shopper (1 physical person, 2 legal entity), is_confirmed, sort (name, created_at; -field descending).',
        querystring: shoppersQuerySchema,
        response: { 200: listSchema(shopperSchema) },
      },
    },
    (request) => shoppers.list(companyOf(request).companyId, request.query),
  );
  app.get(
    `${base}:id/`,
    { config: shoppersAccess(3), schema: { tags, params: idParamSchema, response: { 200: shopperSchema } } },
    (request) => shoppers.get(companyOf(request).companyId, request.params.id),
  );
  app.post(
    base,
    {
      config: shoppersAccess(2),
      schema: {
        tags,
        description:
          'Only the block matching type_shopper (physical_person or legal_entity) is read and stored.',
        body: shopperBodySchema,
        response: { 201: shopperSchema },
      },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      return reply.status(201).send(await shoppers.create(companyId, accountId, request.body));
    },
  );
  app.put(
    `${base}:id/`,
    {
      config: shoppersAccess(2),
      schema: { tags, params: idParamSchema, body: shopperBodySchema, response: { 200: shopperSchema } },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return shoppers.update(companyId, accountId, request.params.id, request.body);
    },
  );
  app.delete(
    `${base}:id/`,
    {
      config: { ...shoppersAccess(1), answers: [409] },
      schema: { tags, params: idParamSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      await shoppers.remove(companyId, accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/company-shoppers/confirm/',
    {
      config: { ...shoppersAccess(2), answers: [429] },
      schema: {
        tags,
        description:
          'Without code: sends a code to the client’s saved phone or e-mail (the one given). With code: confirms the client, stores is_notify_phone and is_notify_email, links the account with that verified contact.',
        body: shopperConfirmBodySchema,
        response: { 200: shopperConfirmResultSchema },
      },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return shoppers.confirm(companyId, accountId, request.body, request.ip);
    },
  );

  app.get(
    '/api/company-shoppers/requisites-lookup/',
    {
      config: staffOnly,
      schema: {
        tags,
        description: 'Whether /api/banks/ and /api/company/inn/ can fill details (DADATA_API_KEY is set).',
        response: { 200: lookupStatusSchema },
      },
    },
    async () => ({ enabled: requisites.enabled }),
  );
  app.post(
    '/api/banks/',
    { config: staffOnly, schema: { tags, body: bankLookupBodySchema, response: { 200: bankSchema } } },
    (request) => requisites.bank(request.body.bic),
  );
  app.get(
    '/api/banks/',
    {
      config: staffOnly,
      schema: { tags, querystring: banksQuerySchema, response: { 200: listSchema(bankSchema) } },
    },
    (request) => requisites.banks(request.query.query),
  );
  app.post(
    '/api/company/inn/',
    { config: staffOnly, schema: { tags, body: innLookupBodySchema, response: { 200: partySchema } } },
    (request) => requisites.party(request.body.inn),
  );
}
