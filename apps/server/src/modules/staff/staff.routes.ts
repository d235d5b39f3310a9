import { sessionSchema } from '@sp/shared/api/auth';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  acceptInvitationBodySchema,
  companyRoleSchema,
  employeeRolesBodySchema,
  employeeSchema,
  employeesQuerySchema,
  invitationSchema,
  inviteBodySchema,
  roleBodySchema,
} from '@sp/shared/api/staff';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { z } from 'zod';
import { authOf, companyOf, companyScope, SIGNED_IN, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { sendSession } from '../auth/auth-session-reply.service';

const tags = ['company staff'];
/** Reading needs read-only (3), creating and editing read-write (2), deleting full rights (1). */
const staff = staffAccess('manager');
/** Leaving a company is an employee's own act; its owner cannot. */
const EMPLOYEES_ONLY = { access: { userTypes: [USER_TYPE.manager] } };

export function registerStaffRoutes(app: ApiApp, services: Services): void {
  const { roles, employees, invitations, sessions } = services.staff;

  app.get(
    '/api/company/roles/',
    { config: staff(3), schema: { tags, response: { 200: listSchema(companyRoleSchema) } } },
    (request) => roles.list(companyOf(request).companyId),
  );
  app.get(
    '/api/company/roles/:id/',
    { config: staff(3), schema: { tags, params: idParamSchema, response: { 200: companyRoleSchema } } },
    (request) => roles.get(companyOf(request).companyId, request.params.id),
  );
  app.post(
    '/api/company/roles/',
    { config: staff(2), schema: { tags, body: roleBodySchema, response: { 201: companyRoleSchema } } },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      return reply.status(201).send(await roles.create(companyId, accountId, request.body));
    },
  );
  app.put(
    '/api/company/roles/:id/',
    {
      config: staff(2),
      schema: { tags, params: idParamSchema, body: roleBodySchema, response: { 200: companyRoleSchema } },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return roles.update(companyId, accountId, request.params.id, request.body);
    },
  );
  app.delete(
    '/api/company/roles/:id/',
    { config: staff(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      await roles.remove(companyId, accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/company/managers/',
    {
      config: staff(3),
      schema: { tags, querystring: employeesQuerySchema, response: { 200: listSchema(employeeSchema) } },
    },
    (request) => employees.list(companyOf(request).companyId, request.query),
  );
  app.get(
    '/api/company/managers/:id/',
    { config: staff(3), schema: { tags, params: idParamSchema, response: { 200: employeeSchema } } },
    (request) => employees.get(companyOf(request).companyId, request.params.id),
  );
  app.put(
    '/api/company/managers/:id/',
    {
      config: { ...staff(2), answers: [409] },
      schema: {
        tags,
        params: idParamSchema,
        body: employeeRolesBodySchema,
        response: { 200: employeeSchema },
      },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return employees.setRoles(companyId, accountId, request.params.id, request.body.role_ids);
    },
  );
  app.delete(
    '/api/company/managers/:id/',
    {
      config: { ...staff(1), answers: [409] },
      schema: { tags, params: idParamSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      await employees.remove(companyId, accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/company/invite/',
    { config: staff(3), schema: { tags, response: { 200: listSchema(invitationSchema) } } },
    (request) => invitations.list(companyOf(request).companyId),
  );
  app.post(
    '/api/company/invite/',
    {
      config: { ...staff(2), answers: [402, 409, 429] },
      schema: { tags, body: inviteBodySchema, response: { 201: invitationSchema } },
    },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      return reply.status(201).send(await invitations.invite(companyId, accountId, request.body, request.ip));
    },
  );
  app.delete(
    '/api/company/invite/:id/',
    { config: staff(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { companyId, accountId } = companyScope(request);
      await invitations.revoke(companyId, accountId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/company/accept-invitation/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: listSchema(invitationSchema) },
      },
    },
    (request) => invitations.mine(authOf(request).accountId, request.query.token),
  );
  app.post(
    '/api/company/accept-invitation/',
    {
      config: { ...SIGNED_IN, answers: [409] },
      schema: {
        tags,
        description:
          'Accept (or, with accept=false, decline) by the link token or by id; answers a fresh session.',
        body: acceptInvitationBodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { accountId, sessionId } = authOf(request);
      await invitations.respond(accountId, request.body);
      return sendSession(reply, services, await sessions.renew(accountId, sessionId));
    },
  );

  app.delete(
    '/api/company/quit-voluntarily/:id/',
    {
      config: { ...EMPLOYEES_ONLY, answers: [409] },
      schema: {
        tags,
        params: idParamSchema,
        description: 'The employee leaves company {id}; answers a fresh session.',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { accountId, sessionId } = authOf(request);
      await employees.quit(accountId, request.params.id);
      return sendSession(reply, services, await sessions.renew(accountId, sessionId));
    },
  );
}
