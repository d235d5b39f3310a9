import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  dealerApplicationBodySchema,
  dealerApplicationDecisionSchema,
  dealerApplicationSchema,
  dealerApplicationsQuerySchema,
} from '@sp/shared/api/dealers';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { ADMIN_ONLY, authOf, companyScope } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['dealers'];
/** A company's owner asks; SPEC §6 names no module for it. */
const OWNER_ONLY = { access: { userTypes: [USER_TYPE.company] } } as const;

/** POST /api/company/becoming-dealer/ and the administrators' /api/admin/accept-becoming-dealer/. */
export function registerDealerApplicationRoutes(app: ApiApp, services: Services): void {
  const { applications } = services.dealers;
  app.get(
    '/api/company/becoming-dealer/',
    {
      config: OWNER_ONLY,
      schema: {
        tags,
        description: 'The company’s latest request to become a dealer, or null.',
        response: { 200: dealerApplicationSchema.nullable() },
      },
    },
    (request) => applications.latest(companyScope(request).companyId),
  );
  app.post(
    '/api/company/becoming-dealer/',
    {
      config: { ...OWNER_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'Asks the administrators to make the company a dealer: only a regular main company, one open request at a time.',
        body: dealerApplicationBodySchema,
        response: { 201: dealerApplicationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applications.apply(companyScope(request), request.body)),
  );
  app.get(
    '/api/admin/accept-becoming-dealer/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Requests to become a dealer, newest first, by status.',
        querystring: dealerApplicationsQuerySchema,
        response: { 200: listSchema(dealerApplicationSchema) },
      },
    },
    (request) => applications.list(request.query),
  );
  app.put(
    '/api/admin/accept-becoming-dealer/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Accepts (the company becomes DEALER in the same transaction) or declines a request, once; journalled, the owner told.',
        params: idParamSchema,
        body: dealerApplicationDecisionSchema,
        response: { 200: dealerApplicationSchema },
      },
    },
    (request) => applications.decide(authOf(request).accountId, request.params.id, request.body),
  );
}
