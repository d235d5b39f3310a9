import {
  adminCompaniesQuerySchema,
  adminCompanySchema,
  companyBlockBodySchema,
  companyStatisticSchema,
  companyTypeBodySchema,
} from '@sp/shared/api/admin-companies';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { ADMIN_ONLY, authOf } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['admin'];

/** /api/admin/companies/ and /api/admin/statistic-company/{id}/ (SPEC §6, §7 "Administrator"). */
export function registerAdminCompaniesRoutes(app: ApiApp, services: Services): void {
  const { adminCompanies } = services;
  app.get(
    '/api/admin/companies/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Every company by name or ИНН and type, with its owner and how many people work in it.',
        querystring: adminCompaniesQuerySchema,
        response: { 200: listSchema(adminCompanySchema) },
      },
    },
    (request) => adminCompanies.list(request.query),
  );
  app.get(
    '/api/admin/companies/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: { tags, params: idParamSchema, response: { 200: adminCompanySchema } },
    },
    (request) => adminCompanies.get(request.params.id),
  );
  app.put(
    '/api/admin/companies/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Changes a main company’s type (its branches follow); journalled with the administrator.',
        params: idParamSchema,
        body: companyTypeBodySchema,
        response: { 200: adminCompanySchema },
      },
    },
    (request) => adminCompanies.setType(authOf(request).accountId, request.params.id, request.body.type),
  );
  app.post(
    '/api/admin/companies/:id/block/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Blocks a main company with its branches: its staff keep their accounts but every request in the company answers 403 with the reason; its page, catalogue, reviews and requests are gone from the public side. The owner is told. 409 for a branch or a company already blocked. Journalled with the administrator and the reason.',
        params: idParamSchema,
        body: companyBlockBodySchema,
        response: { 200: adminCompanySchema },
      },
    },
    (request) => adminCompanies.block(authOf(request).accountId, request.params.id, request.body.reason),
  );
  app.post(
    '/api/admin/companies/:id/unblock/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Unblocks a main company with its branches; the owner is told. 409 for a branch or a company not blocked. Journalled.',
        params: idParamSchema,
        response: { 200: adminCompanySchema },
      },
    },
    (request) => adminCompanies.unblock(authOf(request).accountId, request.params.id),
  );
  app.get(
    '/api/admin/statistic-company/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description: 'A company’s deals, revenue, payments, staff and its last twelve months.',
        params: idParamSchema,
        response: { 200: companyStatisticSchema },
      },
    },
    (request) => adminCompanies.statistic(request.params.id),
  );
}
