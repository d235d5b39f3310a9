import { adminReviewFlagsSchema, reviewCreateBodySchema } from '@sp/shared/api/reviews';
import { and, eq, gt, sql } from 'drizzle-orm';
import { accounts } from '../modules/accounts/accounts.table';
import { dealCountsOf } from '../modules/orders/order-lookups.service';
import { orders } from '../modules/orders/orders.table';
import { createShowOrdersService } from '../modules/orders/show-orders.service';
import { createReviewsService } from '../modules/reviews/reviews.service';
import { reviews } from '../modules/reviews/reviews.table';
import { createShoppersService } from '../modules/shoppers/shoppers.service';
import { auditLog } from '../platform/audit/audit.table';
import type { Services } from '../services';
import { DEMO_FAMILY_DEAL_NUMBERS, findDemoFamilyDeal } from './seed-demo-orders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MSK = 3 * HOUR;

/** UTC ms of `hh:mm` Moscow time on the Moscow day `plusDays` after the Moscow day of `base`. */
function onDay(base: number, plusDays: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  const msk = base + MSK;
  return msk - (msk % DAY) + plusDays * DAY - MSK + h * HOUR + m * MINUTE;
}

type DemoReview = {
  number: number;
  stars: number;
  comment: string;
  /** written this many days after the deal was completed (its last change), at this Moscow time */
  written: [number, string];
  /** approved by the administrator this many days after it was written; else it waits for moderation */
  approved?: [number, string];
};

/**
 * Анна Смирнова's reviews (user@demo.ru) of her two completed deals in «Ритуал-Сервис»: the monument on her
 * father's grave (5 stars, approved, so it shows on the company's public page) and the wreaths (4 stars, waiting
 * for moderation at /admin/moderation-reviews). The company sees both on its dashboard.
 */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    number: DEMO_FAMILY_DEAL_NUMBERS.completed,
    stars: 5,
    comment:
      'Заказывали памятник на могилу папы на Дмитрово-Черкасском кладбище. Мария Ковалёва терпеливо помогла ' +
      'выбрать гранит и надпись, прислала эскиз с портретом на согласование и дважды переделывала его, пока ' +
      'маме не понравилось. Установили в обещанный день, вокруг всё убрали. Спасибо за бережное, человеческое ' +
      'отношение — для нашей семьи это было очень важно.',
    written: [3, '20:15'],
    approved: [1, '10:40'],
  },
  {
    number: DEMO_FAMILY_DEAL_NUMBERS.completedSale,
    stars: 4,
    comment:
      'Венки к родительскому дню сделали красивые, цветы свежие, ленты напечатали без единой ошибки. Одну ' +
      'звезду снимаю только за то, что венки привезли на час позже оговорённого времени и мы ждали у ворот ' +
      'кладбища. В остальном всё хорошо, снова обратилась к вам — теперь с памятником для бабушки.',
    written: [57, '19:05'],
  },
];

/**
 * Issue 5 §6: the demo company's two reviews, one approved. Written through the reviews service as the client
 * (the deal must be hers and completed, one review a deal) and approved through it as the administrator, then
 * dated when each happened, the journal records too. Written once: a company that has reviews is left alone.
 * Needs seedDemo and seedDemoOrders first.
 */
export async function seedDemoReviews(services: Services): Promise<boolean> {
  const { db } = services;
  const deals = await Promise.all(DEMO_REVIEWS.map((review) => findDemoFamilyDeal(db, review.number)));
  const [admin] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, 'admin@demo.ru'), eq(accounts.userType, 4)));
  if (!admin || deals.some((deal) => deal === null)) return false;
  const [already] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.companyId, deals[0]!.companyId))
    .limit(1);
  if (already) return false;

  const now = Date.now();
  await db.transaction(async (tx) => {
    // the services bound to the seed's transaction; the client's deals are read as the history shows them
    const shoppers = createShoppersService({
      db: tx,
      codes: services.codes,
      messenger: services.messenger,
      deals: { countsOf: dealCountsOf },
    });
    const service = createReviewsService({
      db: tx,
      showOrders: createShowOrdersService({ db: tx, shoppers }),
    });
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)` })
      .from(auditLog);
    let journalSeen = Number(last);
    /** Runs a step and dates the journal records it wrote when it happened. */
    const at = async <T>(when: number, step: () => Promise<T>): Promise<T> => {
      const result = await step();
      const dated = await tx
        .update(auditLog)
        .set({ createdAt: new Date(when) })
        .where(gt(auditLog.id, journalSeen))
        .returning({ id: auditLog.id });
      for (const { id } of dated) journalSeen = Math.max(journalSeen, id);
      return result;
    };

    for (const [index, spec] of DEMO_REVIEWS.entries()) {
      const deal = deals[index]!;
      const [{ completedAt }] = await tx
        .select({ completedAt: orders.updatedAt })
        .from(orders)
        .where(eq(orders.id, deal.orderId));
      const written = Math.min(onDay(completedAt.getTime(), ...spec.written), now - 2 * HOUR);
      const review = await at(written, () =>
        service.create(
          deal.accountId,
          reviewCreateBodySchema.parse({ order_id: deal.orderId, stars: spec.stars, comment: spec.comment }),
        ),
      );
      await tx
        .update(reviews)
        .set({ createdAt: new Date(written), updatedAt: new Date(written) })
        .where(eq(reviews.id, review.id));
      if (spec.approved) {
        const approved = Math.min(onDay(written, ...spec.approved), now - HOUR);
        await at(approved, () =>
          service.moderate(admin.id, review.id, adminReviewFlagsSchema.parse({ is_moderation: true })),
        );
        await tx
          .update(reviews)
          .set({ moderatedAt: new Date(approved) })
          .where(eq(reviews.id, review.id));
      }
    }
  });
  return true;
}
