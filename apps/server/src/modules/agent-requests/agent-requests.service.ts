import {
  AGENT_REQUEST_MSG,
  type AgentRequest,
  type AgentRequestBody,
  type AgentRequestsQuery,
  deceasedFullName,
  splitFullName,
} from '@sp/shared/api/agent-requests';
import { deceasedAttachSchema, type Order, orderCreateSchema } from '@sp/shared/api/orders';
import { shopperBodySchema } from '@sp/shared/api/shoppers';
import { formatDate } from '@sp/shared/format/date';
import { formatRubles, kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { formatPhone, normalizeEmail, normalizePhone } from '@sp/shared/validation/patterns';
import { and, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { type ApiError, badRequest, fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import type { OrderDeceasedService } from '../orders/order-deceased.service';
import { orderNumbersOf } from '../orders/order-lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { ShoppersService } from '../shoppers/shoppers.service';
import { type AgentRequestRow, agentRequests } from './agent-requests.table';

/** A request's creation day is the company's day: Moscow time (no company keeps its own zone yet). */
const ZONE = 'Europe/Moscow';

type Joined = {
  request: AgentRequestRow;
  orderNumber: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};

function serialize(row: Joined): AgentRequest {
  const { request } = row;
  const names = {
    deceased_last_name: request.deceasedLastName,
    deceased_first_name: request.deceasedFirstName,
    deceased_patronymic: request.deceasedPatronymic,
  };
  const author =
    request.createdBy !== null && row.authorFirstName !== null
      ? `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim() || 'Сотрудник'
      : null;
  return {
    id: request.id,
    agent_name: request.agentName,
    agent_phone: request.agentPhone ? formatPhone(request.agentPhone) : '',
    agent_organization: request.agentOrganization,
    contact_name: request.contactName,
    contact_phone: request.contactPhone ? formatPhone(request.contactPhone) : '',
    contact_email: request.contactEmail,
    ...names,
    deceased_full_name: deceasedFullName(names),
    date_death: request.deathDate,
    place: request.place,
    category_order: request.categoryOrder,
    note: request.note,
    fee: kopecksToRubles(Number(request.fee)),
    is_new: request.isNew,
    order:
      request.orderId !== null && row.orderNumber !== null
        ? { id: request.orderId, number: row.orderNumber }
        : null,
    created_by:
      author !== null && request.createdBy !== null ? { id: request.createdBy, name: author } : null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** The columns of a body: phones as digits, e-mails lower-cased, the fee in kopecks. */
function columnsOf(body: AgentRequestBody) {
  return {
    agentName: body.agent_name,
    agentPhone: normalizePhone(body.agent_phone),
    agentOrganization: body.agent_organization,
    contactName: body.contact_name,
    contactPhone: body.contact_phone ? normalizePhone(body.contact_phone) : '',
    contactEmail: body.contact_email ? normalizeEmail(body.contact_email) : '',
    deceasedLastName: body.deceased_last_name,
    deceasedFirstName: body.deceased_first_name,
    deceasedPatronymic: body.deceased_patronymic,
    deathDate: body.date_death,
    place: body.place,
    categoryOrder: body.category_order,
    note: body.note,
    fee: rublesToKopecks(body.fee),
  };
}

/** What the journal keeps of a request: its fields in the API's names, the fee in rubles. */
function journalled(row: AgentRequestRow): Record<string, unknown> {
  return {
    agent_name: row.agentName,
    agent_phone: row.agentPhone,
    agent_organization: row.agentOrganization,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    deceased_last_name: row.deceasedLastName,
    deceased_first_name: row.deceasedFirstName,
    deceased_patronymic: row.deceasedPatronymic,
    date_death: row.deathDate,
    place: row.place,
    category_order: row.categoryOrder,
    note: row.note,
    fee: kopecksToRubles(Number(row.fee)),
    order_id: row.orderId,
  };
}

/** The deal's note: who brought the case, the fee, where the deceased is, the request's own note. */
export function dealNote(row: AgentRequestRow): string {
  const agent = [
    row.agentName,
    row.agentPhone ? formatPhone(row.agentPhone) : '',
    row.agentOrganization ? `(${row.agentOrganization})` : '',
  ]
    .filter(Boolean)
    .join(', ')
    .replace(', (', ' (');
  return [
    `Заявка агента № ${row.id} от ${formatDate(row.createdAt)}.`,
    `Агент: ${agent}.`,
    `Вознаграждение агенту: ${formatRubles(Number(row.fee))}.`,
    ...(row.place ? [`Где находится умерший: ${row.place}.`] : []),
    ...(row.contactName || row.contactPhone || row.contactEmail
      ? [
          `Контакт семьи: ${[row.contactName, row.contactPhone ? formatPhone(row.contactPhone) : '', row.contactEmail].filter(Boolean).join(', ')}.`,
        ]
      : []),
    ...(row.note ? ['', row.note] : []),
  ].join('\n');
}

/**
 * Requests brought by agents (SPEC §2 /app/requests_agents, §7 /api/company-orders/request_agent/).
 *
 * An agent is an outside person who brings the company a case — a hospital or morgue orderly, a police officer,
 * a care-home worker, a partner — usually for a fee. Agents have no account: the company's dispatcher or manager
 * records the agent's call here. A request is new until a staff member other than its author opens it. It becomes
 * one deal through the orders service (orderFromRequest): the client found among the company's clients by the
 * contact's phone or e-mail, or made a physical person through the shoppers service; the deceased made a
 * company-owned Person and put on the deal through the deceased service; the agent, the fee and the place in the
 * deal's note. After that the request can be neither changed nor deleted (while the deal exists).
 */
export function createAgentRequestsService(deps: {
  db: Db;
  /** the services a deal is made with; a deal from a request passes them its transaction */
  shoppers: ShoppersService;
  orders: OrdersService;
  deceased: OrderDeceasedService;
}) {
  const { db } = deps;

  function select() {
    return db
      .select({
        request: agentRequests,
        authorFirstName: accounts.firstName,
        authorLastName: accounts.lastName,
      })
      .from(agentRequests)
      .leftJoin(accounts, eq(accounts.id, agentRequests.createdBy));
  }

  /** The rows with the numbers of the deals made from them (the orders module's). */
  async function withNumbers(rows: Omit<Joined, 'orderNumber'>[]): Promise<Joined[]> {
    const numbers = await orderNumbersOf(
      db,
      rows.map((row) => row.request.orderId),
    );
    return rows.map((row) => ({
      ...row,
      orderNumber: row.request.orderId === null ? null : (numbers.get(row.request.orderId) ?? null),
    }));
  }

  /** The company's request with its author and its deal's number, or 404 (findOwned's rule, with the joins). */
  async function own(companyId: number, id: number): Promise<Joined> {
    const [row] = await select().where(and(eq(agentRequests.id, id), eq(agentRequests.companyId, companyId)));
    if (!row) throw notFound();
    return (await withNumbers([row]))[0];
  }

  /** The request as the API shows it, read again (after a write). */
  async function describe(companyId: number, id: number): Promise<AgentRequest> {
    return serialize(await own(companyId, id));
  }

  function searchCondition(query: string): SQL {
    const conditions = [ilike(agentRequests.searchText, `%${escapeLike(query.toLowerCase())}%`)];
    const digits = query.replace(/\D/g, '');
    if (/^[\d\s()+-]+$/.test(query) && digits.length >= 3) {
      // a phone typed as +7 (900) 000… or 8 900…, whole or its start: compare with the stored digits (7…)
      conditions.push(ilike(agentRequests.searchText, `%${digits}%`));
      if (/^\s*8/.test(query)) conditions.push(ilike(agentRequests.searchText, `%7${digits.slice(1)}%`));
    }
    return or(...conditions) as SQL;
  }

  /**
   * The client of the deal, in the deal's transaction: found by the contact's phone, then e-mail, or made from the
   * contact's ФИО.
   */
  async function clientFor(tx: Db, scope: CompanyScope, row: AgentRequestRow): Promise<number> {
    const found = await deps.shoppers.findByContact(
      scope.companyId,
      { phone: row.contactPhone, email: row.contactEmail },
      tx,
    );
    if (found) return found.id;
    const names = splitFullName(row.contactName);
    const body = names
      ? shopperBodySchema.safeParse({
          type_shopper: '1',
          phone: row.contactPhone ? formatPhone(row.contactPhone) : '',
          email: row.contactEmail,
          note: `Из заявки агента № ${row.id}`,
          physical_person: names,
        })
      : null;
    if (!body?.success) throw fieldError('contact_name', AGENT_REQUEST_MSG.clientName);
    const created = await deps.shoppers.create(scope.companyId, scope.accountId, body.data, tx);
    return created.id;
  }

  return {
    async list(
      companyId: number,
      query: AgentRequestsQuery,
    ): Promise<{ results: AgentRequest[]; count: number }> {
      const where = and(
        eq(agentRequests.companyId, companyId),
        query.is_new === undefined ? undefined : eq(agentRequests.isNew, query.is_new === 'true'),
        query.query ? searchCondition(query.query) : undefined,
        query.category_order === undefined
          ? undefined
          : eq(agentRequests.categoryOrder, query.category_order),
        query.start_date
          ? gte(agentRequests.createdAt, sql`(${query.start_date}::date)::timestamp at time zone ${ZONE}`)
          : undefined,
        query.end_date
          ? lt(agentRequests.createdAt, sql`(${query.end_date}::date + 1)::timestamp at time zone ${ZONE}`)
          : undefined,
      );
      return listPage(
        db.select(COUNT).from(agentRequests).where(where),
        select()
          .where(where)
          .orderBy(desc(agentRequests.createdAt), desc(agentRequests.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => (await withNumbers(rows)).map(serialize),
      );
    },

    async count(companyId: number, isNew: 'true' | 'false' | undefined): Promise<{ count: number }> {
      const [{ total }] = await db
        .select(COUNT)
        .from(agentRequests)
        .where(
          and(
            eq(agentRequests.companyId, companyId),
            isNew === undefined ? undefined : eq(agentRequests.isNew, isNew === 'true'),
          ),
        );
      return { count: Number(total) };
    },

    /** One request; opened by anyone but its author, it is read (is_new false). */
    async open(scope: CompanyScope, id: number): Promise<AgentRequest> {
      const row = await own(scope.companyId, id);
      if (row.request.isNew && row.request.createdBy !== scope.accountId) {
        await db
          .update(agentRequests)
          .set({ isNew: false })
          .where(and(eq(agentRequests.id, id), eq(agentRequests.companyId, scope.companyId)));
        return serialize({ ...row, request: { ...row.request, isNew: false } });
      }
      return serialize(row);
    },

    async create(scope: CompanyScope, body: AgentRequestBody): Promise<AgentRequest> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agentRequests)
          .values({ ...columnsOf(body), companyId: scope.companyId, createdBy: scope.accountId })
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'AgentRequest',
          recordId: row.id,
          action: 'create',
          after: journalled(row),
        });
        return row;
      });
      return describe(scope.companyId, created.id);
    },

    /** Replaces every field; a request a deal was made from stays as it was (400 naming the deal). */
    async update(scope: CompanyScope, id: number, body: AgentRequestBody): Promise<AgentRequest> {
      const before = await own(scope.companyId, id);
      if (before.request.orderId !== null) {
        throw badRequest(AGENT_REQUEST_MSG.hasOrderEdit(before.orderNumber ?? 0));
      }
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(agentRequests)
          .set({ ...columnsOf(body), updatedAt: new Date() })
          .where(
            and(
              eq(agentRequests.id, id),
              eq(agentRequests.companyId, scope.companyId),
              isNull(agentRequests.orderId),
            ),
          )
          .returning();
        if (!updated) throw await takenError(tx, id, 'edit');
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'AgentRequest',
          recordId: id,
          action: 'update',
          before: journalled(before.request),
          after: journalled(updated),
        });
      });
      return describe(scope.companyId, id);
    },

    /** A request a deal was made from stays (400 naming the deal). */
    async remove(scope: CompanyScope, id: number): Promise<void> {
      const before = await own(scope.companyId, id);
      if (before.request.orderId !== null) {
        throw badRequest(AGENT_REQUEST_MSG.hasOrderDelete(before.orderNumber ?? 0));
      }
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(agentRequests)
          .where(
            and(
              eq(agentRequests.id, id),
              eq(agentRequests.companyId, scope.companyId),
              isNull(agentRequests.orderId),
            ),
          )
          .returning({ id: agentRequests.id });
        if (!deleted) throw await takenError(tx, id, 'delete');
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'AgentRequest',
          recordId: id,
          action: 'delete',
          before: journalled(before.request),
        });
      });
    },

    /**
     * POST order_from_request_agent/: one deal (type 1, «Новая», the request's category) per request, made through
     * the orders service with the request linked in the deal's transaction, so two calls never make two deals.
     * The client and the deceased go on the deal through the shoppers and deceased services; the note names the
     * agent, the fee, the place and the family's contact. The request is read from then on. The client, the deal,
     * the link and the deceased are one transaction: a failure on the way leaves no deal, no new client and the
     * request as it was.
     */
    async orderFromRequest(scope: CompanyScope, id: number): Promise<Order> {
      const { request, orderNumber } = await own(scope.companyId, id);
      if (request.orderId !== null) {
        throw fieldError('agent_request', AGENT_REQUEST_MSG.hasOrder(orderNumber ?? 0));
      }
      // everything that could refuse is checked before anything is written
      const person = deceasedAttachSchema.safeParse({
        order_id: 1,
        last_name: request.deceasedLastName,
        first_name: request.deceasedFirstName,
        patronymic: request.deceasedPatronymic,
        ...(request.deathDate ? { date_death: request.deathDate } : {}),
      });
      if (!person.success) {
        // stored before a rule changed: named by the request's own field
        const issue = person.error.issues[0];
        const field = String(issue?.path[0] ?? 'first_name');
        throw fieldError(field === 'date_death' ? field : `deceased_${field}`, issue?.message ?? '');
      }
      const deal = orderCreateSchema.parse({
        type_order: 1,
        category_order: request.categoryOrder,
        status: 'new',
        note: dealNote(request),
      });

      // the client, the deal with the request linked, and the deceased: all or nothing
      const orderId = await db.transaction(async (tx) => {
        const shopperId = await clientFor(tx, scope, request);
        const order = await deps.orders.create(
          scope,
          { ...deal, shopper_id: shopperId },
          async (inner, created) => {
            const [linked] = await inner
              .update(agentRequests)
              .set({ orderId: created.id, isNew: false, updatedAt: new Date() })
              .where(and(eq(agentRequests.id, request.id), isNull(agentRequests.orderId)))
              .returning();
            if (!linked) throw await takenError(inner, request.id, 'order');
            await recordAudit(inner, {
              companyId: scope.companyId,
              accountId: scope.accountId,
              model: 'AgentRequest',
              recordId: request.id,
              action: 'update',
              before: { ...journalled(request), is_new: request.isNew },
              after: { ...journalled(linked), is_new: false },
            });
          },
          tx,
        );
        await deps.deceased.attach(scope, { ...person.data, order_id: order.id }, tx);
        return order.id;
      });
      return deps.orders.get(scope.companyId, orderId);
    },
  };
}

/** The 400 for a request another call has just made a deal from. */
async function takenError(tx: Db, id: number, action: 'edit' | 'delete' | 'order'): Promise<ApiError> {
  const [request] = await tx
    .select({ orderId: agentRequests.orderId })
    .from(agentRequests)
    .where(eq(agentRequests.id, id));
  const number = request?.orderId
    ? (await orderNumbersOf(tx, [request.orderId])).get(request.orderId)
    : undefined;
  if (number === undefined) return notFound();
  if (action === 'order') return fieldError('agent_request', AGENT_REQUEST_MSG.hasOrder(number));
  return badRequest(
    action === 'edit' ? AGENT_REQUEST_MSG.hasOrderEdit(number) : AGENT_REQUEST_MSG.hasOrderDelete(number),
  );
}

export type AgentRequestsService = ReturnType<typeof createAgentRequestsService>;
