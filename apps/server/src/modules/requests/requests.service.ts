import { PUBLIC_MSG, type SiteRequestBody } from '@sp/shared/api/public';
import type {
  SiteRequest,
  SiteRequestItemKind,
  SiteRequestSummary,
  SiteRequestsQuery,
} from '@sp/shared/api/requests';
import { formatRubles, kopecksToRubles } from '@sp/shared/format/money';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import { companyCompositionsByIds, companyItemsByIds } from '../catalog/catalog-lookups.service';
import { hasPublishedLanding } from '../company-landing/company-landing-lookups.service';
import { companyAddress } from './company-address';
import {
  type SiteRequestItemRow,
  type SiteRequestRow,
  siteRequestItems,
  siteRequests,
} from './requests.table';

export type { SiteRequestItemRow, SiteRequestRow } from './requests.table';

/**
 * What the inbox needs of the deals: the deal made from a request (one at most). The orders module sits above
 * this one and gives it in services.ts.
 */
export type RequestDeals = {
  dealOf(db: Db, companyId: number, requestId: number): Promise<{ id: number; number: number } | null>;
};

type Line = {
  kind: SiteRequestItemKind;
  itemId: number | null;
  compositionId: number | null;
  name: string;
  price: number;
  count: number;
};

/** Lines of one kind with the same id become one, their counts added. */
function merge<T>(lines: T[], id: (line: T) => number, count: (line: T) => number): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(id(line), (merged.get(id(line)) ?? 0) + count(line));
  return merged;
}

/**
 * Spelled out with table names: in a one-table select drizzle writes columns without their table, and inside the
 * subquery a bare "id" would be the item's own id.
 */
const itemsCount = sql<number>`(select count(*)::int from site_request_items as i where i.request_id = site_requests.id)`;

function summary(row: SiteRequestRow, count: number): SiteRequestSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    is_new: row.isNew,
    is_urgent: row.isUrgent,
    total: kopecksToRubles(Number(row.total)),
    items_count: Number(count),
    created_at: row.createdAt.toISOString(),
  };
}

/** The company's site request with its lines as sent, or 404: what a deal is made from. */
export async function requestWithLines(
  db: Db,
  companyId: number,
  id: number,
): Promise<{ request: SiteRequestRow; lines: SiteRequestItemRow[] }> {
  const request = await findOwned(db, siteRequests, companyId, id);
  const lines = await db
    .select()
    .from(siteRequestItems)
    .where(eq(siteRequestItems.requestId, id))
    .orderBy(asc(siteRequestItems.id));
  return { request, lines };
}

/** A new request becomes read when a deal is made from it, in the deal's transaction, journalled with the deal. */
export async function markRequestDealt(
  tx: Db,
  scope: CompanyScope,
  request: SiteRequestRow,
  orderId: number,
): Promise<void> {
  if (!request.isNew) return;
  await tx.update(siteRequests).set({ isNew: false }).where(eq(siteRequests.id, request.id));
  await recordAudit(tx, {
    companyId: scope.companyId,
    accountId: scope.accountId,
    model: 'SiteRequest',
    recordId: request.id,
    action: 'update',
    before: { is_new: true },
    after: { is_new: false, order_id: orderId },
  });
}

/**
 * Requests sent from the public cart to a company, and the company's inbox of them; the deal made from a request
 * comes from the orders module (`deals`).
 */
export function createSiteRequestsService(deps: {
  db: Db;
  messenger: Messenger;
  publicUrl: string;
  deals: RequestDeals;
}) {
  const { db, messenger, publicUrl, deals } = deps;

  async function notify(companyId: number, request: SiteRequestRow, lines: Line[]) {
    const address = await companyAddress(db, companyId);
    if (!address) return;
    const text = [
      `Новая заявка с сайта №${request.id}.`,
      `Имя: ${request.name || '—'}`,
      `Телефон: ${request.phone || '—'}`,
      `E-mail: ${request.email || '—'}`,
      ...(request.description ? [`Комментарий: ${request.description}`] : []),
      '',
      ...lines.map((line) => `— ${line.name} × ${line.count} = ${formatRubles(line.price * line.count)}`),
      `Итого: ${formatRubles(Number(request.total))}`,
      '',
      `Открыть заявку: ${publicUrl}/app/requests/${request.id}`,
    ].join('\n');
    await messenger.send(address, { subject: `Новая заявка с сайта №${request.id}`, text });
  }

  return {
    /**
     * Stores a request from the cart: the company must have a published page, and every line must be
     * its own product, service or composition offered to the public (not archived, not hidden by an administrator). Names and prices are copied as they are now.
     */
    async create(body: SiteRequestBody): Promise<{ id: number }> {
      const companyId = body.company;
      if (!(await hasPublishedLanding(db, companyId))) throw notFound();

      const products = merge(
        body.basket.products_basket,
        (line) => line.product_id,
        (line) => line.count,
      );
      const services = merge(
        body.basket.services_basket,
        (line) => line.service_id,
        (line) => line.count,
      );
      const wanted = merge(
        body.basket.composition_products_order,
        (line) => line.composition_products_id,
        (line) => line.count,
      );
      const itemIds = [...products.keys(), ...services.keys()];
      const items = await companyItemsByIds(db, companyId, itemIds, { offeredOnly: true });
      const found = await companyCompositionsByIds(db, companyId, [...wanted.keys()], { offeredOnly: true });

      const lines: Line[] = [];
      for (const [kind, chosen] of [
        ['product', products],
        ['service', services],
      ] as const) {
        for (const [id, count] of chosen) {
          const item = items.find((row) => row.id === id && row.kind === kind);
          if (!item) throw fieldError('basket', PUBLIC_MSG.itemNotFound);
          lines.push({
            kind,
            itemId: id,
            compositionId: null,
            name: item.name,
            price: Number(item.price),
            count,
          });
        }
      }
      for (const [id, count] of wanted) {
        const composition = found.find((row) => row.id === id);
        if (!composition) throw fieldError('basket', PUBLIC_MSG.itemNotFound);
        lines.push({
          kind: 'composition',
          itemId: null,
          compositionId: id,
          name: composition.name,
          price: Number(composition.price),
          count,
        });
      }
      const total = lines.reduce((sum, line) => sum + line.price * line.count, 0);
      if (!Number.isSafeInteger(total)) throw fieldError('basket', PUBLIC_MSG.totalTooLarge);

      const request = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(siteRequests)
          .values({
            companyId,
            name: body.name,
            email: body.email,
            phone: body.phone,
            description: body.description,
            total,
          })
          .returning();
        await tx.insert(siteRequestItems).values(lines.map((line) => ({ requestId: row.id, ...line })));
        await recordAudit(tx, {
          companyId,
          accountId: null,
          model: 'SiteRequest',
          recordId: row.id,
          action: 'create',
          after: { name: row.name, email: row.email, phone: row.phone, total, items: lines.length },
        });
        return row;
      });
      await notify(companyId, request, lines);
      return { id: request.id };
    },

    /** The inbox: urgent first, then newest first. */
    async list(
      companyId: number,
      query: SiteRequestsQuery,
    ): Promise<{ results: SiteRequestSummary[]; count: number }> {
      const text = query.query ? `%${escapeLike(query.query)}%` : null;
      const where = and(
        eq(siteRequests.companyId, companyId),
        query.is_new === undefined ? undefined : eq(siteRequests.isNew, query.is_new === 'true'),
        text
          ? (or(
              ilike(siteRequests.name, text),
              ilike(siteRequests.phone, text),
              ilike(siteRequests.email, text),
            ) as SQL)
          : undefined,
      );
      return listPage(
        db.select(COUNT).from(siteRequests).where(where),
        db
          .select({ request: siteRequests, items: itemsCount })
          .from(siteRequests)
          .where(where)
          .orderBy(desc(siteRequests.isUrgent), desc(siteRequests.createdAt), desc(siteRequests.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map((row) => summary(row.request, row.items)),
      );
    },

    /** One request with its lines and the deal made from it; opening it marks it read. */
    async open(companyId: number, id: number): Promise<SiteRequest> {
      let row = await findOwned(db, siteRequests, companyId, id);
      if (row.isNew) {
        [row] = await db
          .update(siteRequests)
          .set({ isNew: false })
          .where(and(eq(siteRequests.id, id), eq(siteRequests.companyId, companyId)))
          .returning();
      }
      const [lines, deal] = await Promise.all([
        db
          .select()
          .from(siteRequestItems)
          .where(eq(siteRequestItems.requestId, id))
          .orderBy(asc(siteRequestItems.id)),
        // the deal made from it (order_from_request/), one at most
        deals.dealOf(db, companyId, id),
      ]);
      return {
        ...summary(row, lines.length),
        order: deal,
        items: lines.map((line) => ({
          kind: line.kind,
          item_id: line.kind === 'composition' ? line.compositionId : line.itemId,
          name: line.name,
          price: kopecksToRubles(Number(line.price)),
          count: line.count,
          sum: kopecksToRubles(Number(line.price) * line.count),
        })),
      };
    },

    async count(companyId: number, isNew: 'true' | 'false' | undefined): Promise<{ count: number }> {
      const [{ total }] = await db
        .select(COUNT)
        .from(siteRequests)
        .where(
          and(
            eq(siteRequests.companyId, companyId),
            isNew === undefined ? undefined : eq(siteRequests.isNew, isNew === 'true'),
          ),
        );
      return { count: Number(total) };
    },
  };
}

export type SiteRequestsService = ReturnType<typeof createSiteRequestsService>;
