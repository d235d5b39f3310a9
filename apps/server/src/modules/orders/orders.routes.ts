import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { memoryPageSchema } from '@sp/shared/api/memory-pages';
import {
  dealEventSchema,
  deceasedAttachSchema,
  deceasedDetachQuerySchema,
  deceasedOnOrderQuerySchema,
  deceasedOnOrderSchema,
  deceasedSchema,
  noteParamsSchema,
  orderCalendarQuerySchema,
  orderCreateSchema,
  orderDatesBodySchema,
  orderFromRequestSchema,
  orderMemoryPageSchema,
  orderNoteBodySchema,
  orderNoteSchema,
  orderRowSchema,
  orderSchema,
  orderStatusBodySchema,
  ordersQuerySchema,
  ordersSummaryQuerySchema,
  ordersSummarySchema,
  orderUpdateSchema,
  paymentBodySchema,
  paymentSchema,
  responsibleSchema,
  showOrderRowSchema,
  showOrderSchema,
  showOrdersQuerySchema,
  timelineEntrySchema,
  timelineQuerySchema,
} from '@sp/shared/api/orders';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import type { FastifyRequest } from 'fastify';
import { authOf, companyOf, companyScope, SIGNED_IN, STAFF_TYPES, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { forbidden } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { isUserMode } from '../../platform/owner';
import type { Services } from '../../services';

/** SPEC §6 levels on the deals module: 3 reads, 2 creates and changes, 1 deletes a deal or a payment. */
const ordersAccess = staffAccess('orders');

/** The client's view is for an ordinary user, or company staff in user mode (SPEC §3 Profile). */
function clientAccount(request: FastifyRequest): number {
  const auth = authOf(request);
  const staff = (STAFF_TYPES as readonly number[]).includes(auth.userType);
  if (auth.userType !== USER_TYPE.user && !(staff && isUserMode(request))) throw forbidden();
  return auth.accountId;
}

const personParamsSchema = idParamSchema;

/** /api/company-orders/ (SPEC §7 Orders and requests): deals, payments, the deceased, deals from requests. */
export function registerOrderRoutes(app: ApiApp, services: Services): void {
  const { orders, payments, deceased, showOrders, calendar, timeline } = services.orders;
  const base = '/api/company-orders/orders/';
  const tags = ['orders'];

  app.get(
    base,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'Filters: status (one or several, comma-separated), query (number, client name or phone, deceased name), start_date/end_date (creation day, Moscow time), type_order, category_order, shopper, responsible (an account id, or none), debt (true: the client still owes); sort created_at, number, total, status, funeral_at (-field descending; default -created_at).',
        querystring: ordersQuerySchema,
        response: { 200: listSchema(orderRowSchema) },
      },
    },
    (request) => orders.list(companyOf(request).companyId, request.query),
  );
  app.get(
    `${base}summary/`,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'The board’s column heads: for each status (all six, in the board’s order) how many deals and their Σ total and Σ due in rubles, under the list’s filters but status; one grouped query.',
        querystring: ordersSummaryQuerySchema,
        response: { 200: ordersSummarySchema },
      },
    },
    (request) => orders.summary(companyOf(request).companyId, request.query),
  );
  app.get(
    '/api/company-orders/responsibles/',
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description: 'Who may answer for a deal: the company’s owner first, then its employees by name.',
        response: { 200: listSchema(responsibleSchema) },
      },
    },
    (request) => orders.responsibles(companyOf(request).companyId),
  );
  app.get(
    `${base}:id/timeline/`,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'The deal’s timeline, newest first: its notes, creation and status moves, payments (and deleted ones), documents made, its tasks done and the comments on them. offset/limit (50 by default, 200 at most).',
        params: idParamSchema,
        querystring: timelineQuerySchema,
        response: { 200: listSchema(timelineEntrySchema) },
      },
    },
    (request) => timeline.timeline(companyOf(request).companyId, request.params.id, request.query),
  );
  app.post(
    `${base}:id/notes/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description: 'A note on the deal (plain text, up to 2000 characters), shown on its timeline.',
        params: idParamSchema,
        body: orderNoteBodySchema,
        response: { 201: orderNoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await timeline.addNote(companyScope(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}:id/notes/:note_id/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description: 'Deletes a note: its author, or someone with full access to deals (level 1).',
        params: noteParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await timeline.removeNote(
        companyScope(request),
        request.params.id,
        request.params.note_id,
        hasModuleLevel(authOf(request).actor, 'orders', 1),
      );
      return reply.status(204).send();
    },
  );
  app.get(
    `${base}:id/`,
    { config: ordersAccess(3), schema: { tags, params: idParamSchema, response: { 200: orderSchema } } },
    (request) => orders.get(companyOf(request).companyId, request.params.id),
  );
  app.post(
    base,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'A deal (type_order 1, category_order required) or a sale (2, always category 4). An unverified client’s deal (or one without a client) only new, in_progress or cancelled. responsible_id (the company’s owner or an employee) defaults to the author.',
        body: orderCreateSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.create(companyScope(request), request.body)),
  );
  app.put(
    `${base}:id/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'Saves the fields; items (when sent) replace every line — a line with id keeps its name and unit; discount (when sent) replaces the deal’s; status (when sent) must be an allowed move.',
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    (request) => orders.update(companyScope(request), request.params.id, request.body),
  );
  app.post(
    `${base}:id/status/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description: 'The board’s drag: moves the deal to another status if the move is allowed.',
        params: idParamSchema,
        body: orderStatusBodySchema,
        response: { 200: orderSchema },
      },
    },
    (request) => orders.setStatus(companyScope(request), request.params.id, request.body.status),
  );
  app.patch(
    `${base}:id/dates/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'The calendar’s drag: funeral_at and/or cremation_at (ISO date-times with an offset; only those sent, null clears one). A completed or cancelled deal’s dates stay (400). Journalled as a change of the deal.',
        params: idParamSchema,
        body: orderDatesBodySchema,
        response: { 200: orderSchema },
      },
    },
    (request) => calendar.setDates(companyScope(request), request.params.id, request.body),
  );
  app.get(
    '/api/company-orders/calendar/',
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'The calendar (/app/calendar): one event per funeral or cremation of the company’s deals between date_gte and date_lte (Moscow days, both required and inclusive, at most 62 days apart), earliest first; responsible (an account id) keeps the deals that employee answers for (the deal’s responsible manager). Every status is listed; a completed or cancelled deal’s dates cannot be moved.',
        querystring: orderCalendarQuerySchema,
        response: { 200: listSchema(dealEventSchema) },
      },
    },
    (request) => calendar.events(companyOf(request).companyId, request.query),
  );
  app.delete(
    `${base}:id/`,
    { config: ordersAccess(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await orders.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    `${base}:id/memory_page/`,
    {
      config: { ...ordersAccess(2), answers: [409] },
      schema: {
        tags,
        description:
          'A memory page (the affiliate program’s) for a deceased of the deal owned by the company; needs the memory_pages right too.',
        params: idParamSchema,
        body: orderMemoryPageSchema,
        response: { 201: memoryPageSchema },
      },
    },
    async (request, reply) => {
      if (!hasModuleLevel(authOf(request).actor, 'memory_pages', 2)) throw forbidden();
      const page = await deceased.memoryPage(companyScope(request), request.params.id, request.body);
      return reply.status(201).send(page);
    },
  );

  app.post(
    '/api/company-orders/order_payments/',
    {
      config: ordersAccess(2),
      schema: { tags, body: paymentBodySchema, response: { 201: paymentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.create(companyScope(request), request.body)),
  );
  app.delete(
    '/api/company-orders/order_payments/:id/',
    { config: ordersAccess(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await payments.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );

  const deceasedBase = '/api/company-orders/deceased_on_order/';
  app.get(
    deceasedBase,
    {
      config: ordersAccess(3),
      schema: {
        tags,
        description:
          'The company’s deceased, one row per person and deal. Filters: shopper_id, date_start/date_end (the death date), query (name), order_id.',
        querystring: deceasedOnOrderQuerySchema,
        response: { 200: listSchema(deceasedOnOrderSchema) },
      },
    },
    (request) => deceased.list(companyOf(request).companyId, request.query),
  );
  app.post(
    deceasedBase,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'person_id links an existing person (the company’s own, one on another of its deals, or a deceased with a public memory page); without it the person fields make a new person owned by the company.',
        body: deceasedAttachSchema,
        response: { 201: deceasedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deceased.attach(companyScope(request), request.body)),
  );
  app.delete(
    `${deceasedBase}:id/`,
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description: 'Takes the person (id) off the deal (order_id); the person stays.',
        params: personParamsSchema,
        querystring: deceasedDetachQuerySchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deceased.detach(companyScope(request), request.query.order_id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/company-orders/order_from_request/',
    {
      config: ordersAccess(2),
      schema: {
        tags,
        description:
          'A deal from the company’s site request: the client by phone or e-mail (or a new one), the cart’s lines at today’s prices, the text as the note. One deal per request.',
        body: orderFromRequestSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.fromRequest(companyScope(request), request.body)),
  );

  app.get(
    '/api/company-orders/show_orders/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        description:
          'The deals whose client is linked to the caller’s account (a user, or staff in user mode).',
        querystring: showOrdersQuerySchema,
        response: { 200: listSchema(showOrderRowSchema) },
      },
    },
    (request) => showOrders.list(clientAccount(request), request.query),
  );
  app.get(
    '/api/company-orders/show_orders/:id/',
    {
      config: SIGNED_IN,
      schema: { tags, params: idParamSchema, response: { 200: showOrderSchema } },
    },
    (request) => showOrders.get(clientAccount(request), request.params.id),
  );
}
