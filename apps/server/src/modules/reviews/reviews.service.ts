import {
  type AdminReview,
  type AdminReviewFlags,
  type CompanyReview,
  type MyReview,
  type PublicReviews,
  REVIEW_MSG,
  type ReviewCreateBody,
  type ReviewStatus,
  type ReviewUpdateBody,
  reviewStatusOf,
} from '@sp/shared/api/reviews';
import { formatPhone } from '@sp/shared/validation/patterns';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError, badRequest, forbidden, notFound } from '../../platform/errors';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { accounts } from '../accounts/accounts.table';
import { companyIsActive } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { dealClientsOf } from '../orders/order-lookups.service';
import type { ShowOrdersService } from '../orders/show-orders.service';
import { type ReviewRow, reviews } from './reviews.table';

type StatusPage = Page & { status?: ReviewStatus };

const MODEL = 'Review';

function statusCondition(status: ReviewStatus | undefined): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(reviews.isBanned, false), eq(reviews.isModeration, false));
    case 'approved':
      return and(eq(reviews.isBanned, false), eq(reviews.isModeration, true));
    case 'banned':
      return eq(reviews.isBanned, true);
    default:
      return undefined;
  }
}

/** Published: approved and not banned. */
const published = and(eq(reviews.isModeration, true), eq(reviews.isBanned, false));

function base(row: ReviewRow) {
  return {
    id: row.id,
    order_id: row.orderId,
    company_id: row.companyId,
    stars: row.stars,
    comment: row.comment,
    is_moderation: row.isModeration,
    is_banned: row.isBanned,
    status: reviewStatusOf({ is_moderation: row.isModeration, is_banned: row.isBanned }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the company's journal keeps of a review. */
function journalled(row: ReviewRow): Record<string, unknown> {
  return {
    order_id: row.orderId,
    stars: row.stars,
    comment: row.comment,
    is_moderation: row.isModeration,
    is_banned: row.isBanned,
  };
}

/**
 * Reviews of deals (SPEC §3 Review, §4; issue 5 §5). Only the deal's client writes one: the deal's shopper must
 * be linked to the caller's account (a confirmed client, shoppers.account_id), the deal must be Выполнена, one
 * review per deal. The client changes or deletes it while it waits for moderation (a banned review stays, so
 * the deal cannot be reviewed again); the administrator approves or bans it; the company reads its reviews;
 * the public page shows the approved ones that are not banned.
 * Whether the caller is the deal's client is the history of deals' answer (show_orders, the orders module).
 */
export function createReviewsService(deps: { db: Db; showOrders: ShowOrdersService }) {
  const { db, showOrders } = deps;

  /**
   * The deal as its client sees it (the history of deals): the caller's own deal, else 403. The history
   * links a client confirmed before the account verified that contact first, so such a client may review too.
   */
  async function clientsDeal(accountId: number, orderId: number) {
    try {
      return await showOrders.get(accountId, orderId);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) throw forbidden(REVIEW_MSG.notClient);
      throw error;
    }
  }

  /** The caller's own review, else 404 (another's review is not shown to exist). */
  async function own(accountId: number, id: number): Promise<ReviewRow> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.accountId, accountId)));
    if (!row) throw notFound();
    return row;
  }

  /** The deals of the reviews (the orders module's): their numbers and clients. */
  const dealsOf = (rows: { review: ReviewRow }[]) =>
    dealClientsOf(
      db,
      rows.map((row) => row.review.orderId),
    );

  /** The caller's reviews as they see them: with the deal's number and the company's name. */
  async function mineOf(rows: { review: ReviewRow; companyName: string }[]): Promise<MyReview[]> {
    const deals = await dealsOf(rows);
    return rows.map((row) => ({
      ...base(row.review),
      order_number: deals.get(row.review.orderId)?.number ?? 0,
      company_name: row.companyName,
    }));
  }

  async function describeMine(row: ReviewRow): Promise<MyReview> {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    const [mine] = await mineOf([{ review: row, companyName: company?.name ?? '' }]);
    return mine;
  }

  /** Reviews as the administrator sees them: the company, the deal's number, the author and a contact. */
  async function adminRows(where: SQL | undefined, page: Page): Promise<AdminReview[]> {
    const rows = await db
      .select({
        review: reviews,
        companyName: companies.name,
        author: {
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          phone: accounts.phone,
        },
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .leftJoin(accounts, eq(accounts.id, reviews.accountId))
      .where(where)
      .orderBy(
        sql`(not ${reviews.isBanned} and not ${reviews.isModeration}) desc`,
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const deals = await dealsOf(rows);
    return rows.map((row) => {
      const who = row.author;
      const contact = who ? (who.email ?? (who.phone ? formatPhone(who.phone) : '')) : '';
      return {
        ...base(row.review),
        order_number: deals.get(row.review.orderId)?.number ?? 0,
        company_name: row.companyName,
        author: who
          ? { id: who.id, name: `${who.lastName} ${who.firstName}`.trim() || contact, contact }
          : null,
        moderated_at: row.review.moderatedAt?.toISOString() ?? null,
      };
    });
  }

  return {
    /** GET /api/reviews/reviews/: the caller's reviews, newest first. */
    async mine(
      accountId: number,
      query: Page & { order_id?: number },
    ): Promise<{ results: MyReview[]; count: number }> {
      const where = and(
        eq(reviews.accountId, accountId),
        query.order_id ? eq(reviews.orderId, query.order_id) : undefined,
      );
      return listPage(
        db.select(COUNT).from(reviews).where(where),
        db
          .select({ review: reviews, companyName: companies.name })
          .from(reviews)
          .innerJoin(companies, eq(companies.id, reviews.companyId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(query.limit)
          .offset(query.offset),
        mineOf,
      );
    },

    /** POST /api/reviews/reviews/: 403 unless the caller is the deal's client, 400 unless it is completed or when reviewed. */
    async create(accountId: number, body: ReviewCreateBody): Promise<MyReview> {
      const deal = await clientsDeal(accountId, body.order_id);
      if (deal.status !== 'completed') throw badRequest(REVIEW_MSG.notCompleted);
      const [existing] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderId, deal.id));
      if (existing) throw badRequest(REVIEW_MSG.duplicate);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(reviews)
            .values({
              orderId: deal.id,
              companyId: deal.company.id,
              accountId,
              stars: body.stars,
              comment: body.comment,
            })
            .returning();
          await recordAudit(tx, {
            companyId: deal.company.id,
            accountId,
            model: MODEL,
            recordId: created.id,
            action: 'create',
            after: journalled(created),
          });
          return created;
        });
        return describeMine(row);
      } catch (error) {
        // two sends at once: the unique order_id lets one through
        if (isUniqueViolation(error)) throw badRequest(REVIEW_MSG.duplicate);
        throw error;
      }
    },

    /** PUT /api/reviews/reviews/{id}/: stars and comment, while the review waits for moderation. */
    async update(accountId: number, id: number, body: ReviewUpdateBody): Promise<MyReview> {
      const before = await own(accountId, id);
      if (before.isModeration || before.isBanned) throw badRequest(REVIEW_MSG.notEditable);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reviews)
          .set({ stars: body.stars, comment: body.comment, updatedAt: new Date() })
          .where(eq(reviews.id, id))
          .returning();
        await recordAudit(tx, {
          companyId: updated.companyId,
          accountId,
          model: MODEL,
          recordId: id,
          action: 'update',
          before: journalled(before),
          after: journalled(updated),
        });
        return updated;
      });
      return describeMine(row);
    },

    /** DELETE /api/reviews/reviews/{id}/: the author withdraws it (published too); a banned one stays. */
    async remove(accountId: number, id: number): Promise<void> {
      const before = await own(accountId, id);
      if (before.isBanned) throw badRequest(REVIEW_MSG.bannedKept);
      await db.transaction(async (tx) => {
        await tx.delete(reviews).where(eq(reviews.id, id));
        await recordAudit(tx, {
          companyId: before.companyId,
          accountId,
          model: MODEL,
          recordId: id,
          action: 'delete',
          before: journalled(before),
        });
      });
    },

    /** GET /api/reviews/reviews-company/: every review of the company's deals, with its status. */
    async company(
      companyId: number,
      query: StatusPage,
    ): Promise<{ results: CompanyReview[]; count: number }> {
      const where = and(eq(reviews.companyId, companyId), statusCondition(query.status));
      return listPage(
        db.select(COUNT).from(reviews).where(where),
        db
          .select({ review: reviews })
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const deals = await dealsOf(rows);
          return rows.map((row) => {
            const deal = deals.get(row.review.orderId);
            return {
              ...base(row.review),
              order_number: deal?.number ?? 0,
              author_name: deal?.clientName?.trim() || 'Клиент',
            };
          });
        },
      );
    },

    /** GET /api/public/reviews-company/?company_id=: the published reviews, their count and average stars. */
    async published(companyId: number, query: Page): Promise<PublicReviews> {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, companyId), companyIsActive(companies.id)));
      // a blocked company's reviews are gone with its page
      if (!company) throw notFound();
      const where = and(eq(reviews.companyId, companyId), published);
      const [rows, [summary]] = await Promise.all([
        db
          .select({ review: reviews, accountFirstName: accounts.firstName })
          .from(reviews)
          .leftJoin(accounts, eq(accounts.id, reviews.accountId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: count(), average: sql<string | null>`round(avg(${reviews.stars}), 1)` })
          .from(reviews)
          .where(where),
      ]);
      const deals = await dealsOf(rows);
      return {
        count: Number(summary.total),
        average: summary.average === null ? null : Number(summary.average),
        results: rows.map(({ review, accountFirstName }) => ({
          id: review.id,
          stars: review.stars,
          comment: review.comment,
          // the first name only: a public page does not show a client's full name
          author_name:
            accountFirstName?.trim() || deals.get(review.orderId)?.clientFirstName?.trim() || 'Клиент',
          created_at: review.createdAt.toISOString(),
        })),
      };
    },

    /** GET /api/admin/reviews/: every review, the ones waiting for moderation first, then the newest. */
    async adminList(query: StatusPage): Promise<{ results: AdminReview[]; count: number }> {
      const where = statusCondition(query.status);
      return listPage(db.select(COUNT).from(reviews).where(where), adminRows(where, query));
    },

    /** PUT /api/admin/reviews/{id}/: is_moderation (approve) and is_banned (ban), journalled for the company. */
    async moderate(adminId: number, id: number, flags: AdminReviewFlags): Promise<AdminReview> {
      const [before] = await db.select().from(reviews).where(eq(reviews.id, id));
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reviews)
          .set({
            ...(flags.is_moderation === undefined ? {} : { isModeration: flags.is_moderation }),
            ...(flags.is_banned === undefined ? {} : { isBanned: flags.is_banned }),
            moderatedAt: new Date(),
            moderatedBy: adminId,
          })
          .where(eq(reviews.id, id))
          .returning();
        await recordAudit(tx, {
          companyId: updated.companyId,
          accountId: adminId,
          model: MODEL,
          recordId: id,
          action: 'update',
          before: { is_moderation: before.isModeration, is_banned: before.isBanned },
          after: { is_moderation: updated.isModeration, is_banned: updated.isBanned },
        });
      });
      const [row] = await adminRows(eq(reviews.id, id), { offset: 0, limit: 1 });
      return row;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
