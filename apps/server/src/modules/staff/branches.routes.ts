import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  acceptInvitationBodySchema,
  addBranchManagerBodySchema,
  branchBodySchema,
  branchManagersQuerySchema,
  branchSchema,
  companiesToInviteQuerySchema,
  companyToInviteSchema,
  employeeSchema,
  invitationSchema,
  inviteFilialBodySchema,
  STAFF_MSG,
} from '@sp/shared/api/staff';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { z } from 'zod';
import { companyOf, companyScope, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { badRequest } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['company branches'];
const branches = staffAccess('companies');
/** Opening branches and joining companies as branches: the company's owner alone. */
const ownerOnly = { access: { userTypes: [USER_TYPE.company] } };

export function registerBranchRoutes(app: ApiApp, services: Services): void {
  const { branches: service, employees } = services.staff;

  app.get(
    '/api/company/branch/',
    { config: branches(3), schema: { tags, response: { 200: listSchema(branchSchema) } } },
    (request) => service.list(companyOf(request).companyId),
  );
  app.post(
    '/api/company/branch/',
    { config: ownerOnly, schema: { tags, body: branchBodySchema, response: { 201: branchSchema } } },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      return reply.status(201).send(await service.create(companyId, accountId, request.body));
    },
  );
  app.put(
    '/api/company/branch/:id/',
    {
      config: branches(2),
      schema: { tags, params: idParamSchema, body: branchBodySchema, response: { 200: branchSchema } },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return service.update(companyId, accountId, request.params.id, request.body);
    },
  );

  app.get(
    '/api/company/branch-managers/',
    {
      config: branches(3),
      schema: { tags, querystring: branchManagersQuerySchema, response: { 200: listSchema(employeeSchema) } },
    },
    async (request) => {
      const branchId = await service.branchManagers(companyOf(request).companyId, request.query.branch_id);
      return employees.list(branchId, { offset: 0, limit: 100 });
    },
  );
  app.post(
    '/api/company/branch-managers/',
    {
      config: { ...branches(2), answers: [409] },
      schema: { tags, body: addBranchManagerBodySchema, response: { 201: employeeSchema } },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      const membershipId = await service.addBranchManager(companyId, accountId, request.body);
      return reply.status(201).send(await employees.get(request.body.branch_id, membershipId));
    },
  );

  app.get(
    '/api/company/companies-to-invite/',
    {
      config: ownerOnly,
      schema: {
        tags,
        querystring: companiesToInviteQuerySchema,
        response: { 200: z.array(companyToInviteSchema) },
      },
    },
    (request) => service.companiesToInvite(companyOf(request).companyId, request.query),
  );
  app.get(
    '/api/company/invite-filial/',
    { config: ownerOnly, schema: { tags, response: { 200: listSchema(invitationSchema) } } },
    (request) => service.sentFilialInvitations(companyOf(request).companyId),
  );
  app.post(
    '/api/company/invite-filial/',
    {
      config: { ...ownerOnly, answers: [402, 429] },
      schema: { tags, body: inviteFilialBodySchema, response: { 201: invitationSchema } },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      return reply
        .status(201)
        .send(await service.inviteFilial(companyId, accountId, request.body.company_id, request.ip));
    },
  );
  app.delete(
    '/api/company/invite-filial/:id/',
    { config: ownerOnly, schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      await service.revokeFilialInvitation(companyId, accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/company/accept-invite-filial/',
    { config: ownerOnly, schema: { tags, response: { 200: listSchema(invitationSchema) } } },
    (request) => service.receivedFilialInvitations(companyOf(request).companyId),
  );
  app.post(
    '/api/company/accept-invite-filial/',
    {
      config: { ...ownerOnly, answers: [409] },
      schema: {
        tags,
        body: acceptInvitationBodySchema,
        response: { 200: z.object({ accepted: z.boolean() }) },
      },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      if (!request.body.invitation_id) throw badRequest(STAFF_MSG.chooseInvitation);
      return service.respondFilial(companyId, accountId, {
        invitation_id: request.body.invitation_id,
        accept: request.body.accept,
      });
    },
  );
}
