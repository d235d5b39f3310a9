import {
  agentRequestBodySchema,
  agentRequestSchema,
  agentRequestsCountQuerySchema,
  agentRequestsQuerySchema,
  orderFromAgentRequestSchema,
} from '@sp/shared/api/agent-requests';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { orderSchema } from '@sp/shared/api/orders';
import { countSchema } from '@sp/shared/api/requests';
import { companyOf, companyScope, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/** Agent requests belong to the orders module (SPEC §7): 3 reads (and opening marks read), 2 writes, 1 deletes. */
const ordersAccess = staffAccess('orders');
const tags = ['agent requests'];

/** /api/company-orders/request_agent/ and POST /api/company-orders/order_from_request_agent/ (SPEC §7). */
export function registerAgentRequestRoutes(app: ApiApp, services: Services): void {
  const requests = services.agentRequests;
  const base = '/api/company-orders/request_agent/';

  app.get(
    base,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'Filters: is_new (true|false), query (agent’s, contact’s or deceased’s name, organisation, phone, e-mail), category_order (1–4), start_date and end_date (the day recorded, Moscow time, inclusive). Newest first.',
        querystring: agentRequestsQuerySchema,
        response: { 200: listSchema(agentRequestSchema) },
      },
    },
    (request) => requests.list(companyOf(request).companyId, request.query),
  );
  app.get(
    `${base}count/`,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description: 'The sidebar badge: ?is_new=true counts unread agent requests.',
        querystring: agentRequestsCountQuerySchema,
        response: { 200: countSchema },
      },
    },
    (request) => requests.count(companyOf(request).companyId, request.query.is_new),
  );
  app.get(
    `${base}:id/`,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description: 'One request; opened by a staff member other than the one who recorded it, it is read.',
        params: idParamSchema,
        response: { 200: agentRequestSchema },
      },
    },
    (request) => requests.open(companyScope(request), request.params.id),
  );
  app.post(
    base,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'Records an agent’s call: the agent, the family’s contact, the deceased, the place, what is needed (category_order), the note and the agent’s fee in rubles.',
        body: agentRequestBodySchema,
        response: { 201: agentRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requests.create(companyScope(request), request.body)),
  );
  app.put(
    `${base}:id/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description: 'Replaces every field. A request a deal was made from cannot be changed (400).',
        params: idParamSchema,
        body: agentRequestBodySchema,
        response: { 200: agentRequestSchema },
      },
    },
    (request) => requests.update(companyScope(request), request.params.id, request.body),
  );
  app.delete(
    `${base}:id/`,
    {
      config: ordersAccess(1),
      schema: {
        tags,
        description: 'A request a deal was made from cannot be deleted (400).',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await requests.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/company-orders/order_from_request_agent/',
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'A deal (type 1, «Новая», the request’s category) from an agent request: the client by the contact’s phone or e-mail (or a new physical person from the contact’s ФИО), the deceased as a new Person of the company on the deal, the agent, the fee and the place in the note. One deal per request: a second call answers 400 naming the deal.',
        body: orderFromAgentRequestSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requests.orderFromRequest(companyScope(request), request.body.agent_request)),
  );
}
