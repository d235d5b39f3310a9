import { idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import {
  municipalApplicationBodySchema,
  municipalApplicationSchema,
  municipalCompaniesQuerySchema,
  municipalCompanySchema,
  municipalDecisionSchema,
} from '@sp/shared/api/passports';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { z } from 'zod';
import { ADMIN_ONLY, authOf, companyScope } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['municipal organisations'];
/** A company's owner asks; SPEC §6 has no module for it. */
const OWNER_ONLY = { access: { userTypes: [USER_TYPE.company] } } as const;

/** POST /api/company/becoming-municipal-organization/ and the administrators' /api/admin/municipal-requests/. */
export function registerMunicipalRoutes(app: ApiApp, services: Services): void {
  const { municipal } = services;
  app.get(
    '/api/company/becoming-municipal-organization/',
    {
      config: OWNER_ONLY,
      schema: {
        tags,
        description: 'The company’s latest request to become a municipal organisation, or null.',
        response: { 200: municipalApplicationSchema.nullable() },
      },
    },
    (request) => municipal.latest(companyScope(request).companyId),
  );
  app.post(
    '/api/company/becoming-municipal-organization/',
    {
      config: { ...OWNER_ONLY, answers: [409] },
      schema: {
        tags,
        description: 'Asks the administrators to make the company a municipal organisation.',
        body: municipalApplicationBodySchema,
        response: { 201: municipalApplicationSchema },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      return reply.status(201).send(await municipal.apply(scope, request.body));
    },
  );
  app.get(
    '/api/admin/municipal-requests/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        querystring: listQuerySchema.extend({ status: z.enum(['new', 'accepted', 'declined']).optional() }),
        response: { 200: listSchema(municipalApplicationSchema) },
      },
    },
    (request) => municipal.list(request.query),
  );
  app.get(
    '/api/admin/municipal-companies/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Every municipal organisation by name, to put one in charge of a cemetery.',
        querystring: municipalCompaniesQuerySchema,
        response: { 200: listSchema(municipalCompanySchema) },
      },
    },
    (request) => municipal.companies(request.query),
  );
  app.put(
    '/api/admin/municipal-requests/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description: 'Accepts (the company becomes MUNICIPAL) or declines a request, once.',
        params: idParamSchema,
        body: municipalDecisionSchema,
        response: { 200: municipalApplicationSchema },
      },
    },
    (request) => municipal.decide(authOf(request).accountId, request.params.id, request.body),
  );
}
