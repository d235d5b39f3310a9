import type { List } from '@sp/shared/api/common';
import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { type CurrentTariff, limitsOf, type Purchase, TARIFF_MSG, type Tariff } from '@sp/shared/api/tariffs';
import { kopecksToRubles } from '@sp/shared/format/money';
import { pluralRu } from '@sp/shared/format/plural';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import type { Page } from '../../platform/paging';
import type { Ledger, Tx } from '../payments/ledger.service';
import { audienceOf, combineLimits } from './limits.service';
import type { TariffsService } from './tariffs.service';
import { additionalPackages, type PurchaseRow, purchases, tariffs } from './tariffs.table';
import { usageOf } from './usage';

const holderColumns = (owner: Owner) =>
  owner.companyId !== undefined
    ? { companyId: owner.companyId, accountId: null }
    : { accountId: owner.accountId as number, companyId: null };

const holderWhere = (owner: Owner) =>
  owner.companyId !== undefined
    ? eq(purchases.companyId, owner.companyId)
    : eq(purchases.accountId, owner.accountId as number);

/** The same day of the month `months` later (the last day when that month is shorter). */
export function monthsLater(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

const monthsText = (count: number) => `${count} ${pluralRu(count, ['месяц', 'месяца', 'месяцев'])}`;

function purchaseOf(row: PurchaseRow, name: string): Purchase {
  return {
    id: row.id,
    kind: row.tariffId !== null ? 'tariff' : 'package',
    offer_id: (row.tariffId ?? row.packageId) as number,
    name,
    price: kopecksToRubles(row.price),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    auto_renew: row.autoRenew,
  };
}

/** An offer one may buy: of the holder's side, not archived (and for a tariff, not the free one). */
function checkOffered(
  offer: { audience: number; isArchive: boolean; isFree?: boolean } | undefined,
  owner: Owner,
  field: string,
) {
  if (!offer) throw notFound();
  if (offer.audience !== audienceOf(owner)) throw fieldError(field, TARIFF_MSG.otherSide);
  if (offer.isFree) throw fieldError(field, TARIFF_MSG.freeNotBought);
  if (offer.isArchive) throw fieldError(field, TARIFF_MSG.notOffered);
}

/** A use of a promo code claimed for a purchase: the prices it makes, kopecks. */
export type PromoClaim = {
  promoCodeId: number;
  code: string;
  listPrice: number;
  discount: number;
  paid: number;
  dealerCompanyId: number | null;
  dealerSharePercent: number;
};

/**
 * A promo code's part in a purchase, given by the promo-codes module in services.ts (it sits above this one): the
 * price a code makes for the holder now (a card payment asks it before the payer pays), and, in the purchase's own
 * transaction, one use claimed and then recorded with the dealer's reward. Each answers 404/409 when the code
 * does not work for the holder.
 */
export type PurchasePromo = {
  /**
   * Counts the account's try of a code against the lookups' limit (429 past it), outside any transaction: a
   * purchase's answer (404, 409, 402) tells a working code from a guessed one as a lookup does.
   */
  guard(accountId: number): Promise<void>;
  quote(db: Db, holder: Owner, code: string, listPrice: number): Promise<PromoClaim>;
  claim(tx: Tx, holder: Owner, code: string, listPrice: number): Promise<PromoClaim>;
  record(
    tx: Tx,
    claim: PromoClaim,
    holder: Owner,
    purchase: { id: number; description: string; createdBy: number },
  ): Promise<void>;
};

/** How a purchase is made: with a promo code, inside the caller's transaction (a card payment's), a renewal's. */
export type BuyOptions = {
  promoCode?: string;
  tx?: Tx;
  /** an automatic renewal names the purchase it renews: it is renewed once (a unique column); never with a code */
  renewedFrom?: number;
  /**
   * what the payer was asked (a card payment, kopecks): a price that changed meanwhile (the offer's, the code's
   * discount) refuses the purchase instead of taking the difference from the balance
   */
  expectedPaid?: number;
};

/**
 * What a family's account or a company bought (issue 14 §2): tariffs and packages paid from the balance in one
 * transaction with their ledger movement, the holder's ledger row locked (ledger.spendIn), and with a promo code
 * its use and the dealer's reward. A tariff bought while a paid one runs starts when that one ends, so nothing
 * paid for is lost; a package starts at once.
 */
export function createPurchasesService(deps: {
  db: Db;
  ledger: Ledger;
  tariffs: TariffsService;
  promo?: PurchasePromo;
}) {
  const { db, ledger } = deps;

  /** The holder's purchases of a kind that run at `at` (or start later, with `later`), earliest first. */
  const runningAt = (owner: Owner, kind: 'tariff' | 'package', at: Date) =>
    and(
      holderWhere(owner),
      kind === 'tariff' ? isNotNull(purchases.tariffId) : isNotNull(purchases.packageId),
      lte(purchases.startsAt, at),
      gt(purchases.endsAt, at),
    );

  const promo = (): PurchasePromo => {
    if (!deps.promo) throw new Error('purchases were built without promo codes');
    return deps.promo;
  };

  const inTransaction = <T>(tx: Tx | undefined, run: (tx: Tx) => Promise<T>): Promise<T> =>
    tx ? run(tx) : db.transaction(run);

  /**
   * Pays `listPrice` (less a promo code's discount) from the holder's balance and records the purchase with
   * `insert`, in `tx`: the code's use is claimed before the money moves and recorded after the purchase row.
   */
  async function pay(
    tx: Tx,
    owner: Owner,
    listPrice: number,
    description: string,
    createdBy: number,
    options: BuyOptions,
    insert: (tx: Tx, paid: number, transactionId: number) => Promise<PurchaseRow>,
  ): Promise<PurchaseRow> {
    const claim = options.promoCode ? await promo().claim(tx, owner, options.promoCode, listPrice) : null;
    const paid = claim?.paid ?? listPrice;
    if (options.expectedPaid !== undefined && paid !== options.expectedPaid)
      throw new ApiError(409, { detail: PAYMENT_MSG.priceChanged });
    const { recorded } = await ledger.spendIn(tx, owner, paid, {
      description,
      createdBy,
      record: (inner, transactionId) => insert(inner, paid, transactionId),
    });
    const row = recorded as PurchaseRow;
    if (claim) await promo().record(tx, claim, owner, { id: row.id, description, createdBy });
    return row;
  }

  return {
    /**
     * A tariff or package the holder may buy now (of its side, on sale), as a card payment asks for it: its price
     * less the promo code's discount when one is given (404/409 when the code does not work for the holder).
     */
    async offer(
      owner: Owner,
      kind: 'tariff' | 'package',
      id: number,
      field: string,
      /** a card payment's code and the account trying it (counted as a lookup) */
      withCode?: { code: string; accountId: number },
    ): Promise<{ name: string; price: number; periodMonths: number; description: string }> {
      const table = kind === 'tariff' ? tariffs : additionalPackages;
      const [row] = await db.select().from(table).where(eq(table.id, id));
      checkOffered(row, owner, field);
      const what = kind === 'tariff' ? 'Тариф' : 'Пакет';
      if (withCode) await promo().guard(withCode.accountId);
      const price = withCode ? (await promo().quote(db, owner, withCode.code, row.price)).paid : row.price;
      return {
        name: row.name,
        price,
        periodMonths: row.periodMonths,
        description: `${what} «${row.name}» на ${monthsText(row.periodMonths)}`,
      };
    },

    async buyTariff(
      owner: Owner,
      tariffId: number,
      autoRenew: boolean,
      createdBy: number,
      options: BuyOptions = {},
    ): Promise<Purchase> {
      if (options.promoCode && !options.tx) await promo().guard(createdBy);
      return inTransaction(options.tx, async (tx) => {
        const [tariff] = await tx.select().from(tariffs).where(eq(tariffs.id, tariffId));
        checkOffered(tariff, owner, 'tariff_id');
        const description = `Тариф «${tariff.name}» на ${monthsText(tariff.periodMonths)}`;
        const row = await pay(
          tx,
          owner,
          tariff.price,
          description,
          createdBy,
          options,
          async (inner, paid, transactionId) => {
            const [last] = await inner
              .select({ endsAt: max(purchases.endsAt) })
              .from(purchases)
              .where(and(holderWhere(owner), isNotNull(purchases.tariffId)));
            const now = new Date();
            const startsAt = last?.endsAt && last.endsAt > now ? last.endsAt : now;
            const [inserted] = await inner
              .insert(purchases)
              .values({
                ...holderColumns(owner),
                tariffId: tariff.id,
                price: paid,
                startsAt,
                endsAt: monthsLater(startsAt, tariff.periodMonths),
                autoRenew,
                transactionId,
                createdBy,
                renewedFromId: options.renewedFrom ?? null,
              })
              .returning();
            return inserted;
          },
        );
        return purchaseOf(row, tariff.name);
      });
    },

    async buyPackage(
      owner: Owner,
      packageId: number,
      createdBy: number,
      options: Omit<BuyOptions, 'renewedFrom'> = {},
    ): Promise<Purchase> {
      if (options.promoCode && !options.tx) await promo().guard(createdBy);
      return inTransaction(options.tx, async (tx) => {
        const [item] = await tx.select().from(additionalPackages).where(eq(additionalPackages.id, packageId));
        checkOffered(item, owner, 'package_id');
        const description = `Пакет «${item.name}» на ${monthsText(item.periodMonths)}`;
        const row = await pay(
          tx,
          owner,
          item.price,
          description,
          createdBy,
          options,
          async (inner, paid, transactionId) => {
            const startsAt = new Date();
            const [inserted] = await inner
              .insert(purchases)
              .values({
                ...holderColumns(owner),
                packageId: item.id,
                price: paid,
                startsAt,
                endsAt: monthsLater(startsAt, item.periodMonths),
                transactionId,
                createdBy,
              })
              .returning();
            return inserted;
          },
        );
        return purchaseOf(row, item.name);
      });
    },

    /** The ledger movement that paid each purchase (a page of promo code uses reads what was bought from it). */
    async transactionsOf(purchaseIds: number[]): Promise<Map<number, number>> {
      if (!purchaseIds.length) return new Map();
      const rows = await db
        .select({ id: purchases.id, transactionId: purchases.transactionId })
        .from(purchases)
        .where(inArray(purchases.id, purchaseIds));
      return new Map(rows.map((row) => [row.id, row.transactionId]));
    },

    /** Everything the holder bought, newest first. */
    async list(owner: Owner, page: Page): Promise<List<Purchase>> {
      const [total] = await db.select({ total: count() }).from(purchases).where(holderWhere(owner));
      const rows = await db
        .select({ purchase: purchases, tariff: tariffs.name, item: additionalPackages.name })
        .from(purchases)
        .leftJoin(tariffs, eq(tariffs.id, purchases.tariffId))
        .leftJoin(additionalPackages, eq(additionalPackages.id, purchases.packageId))
        .where(holderWhere(owner))
        .orderBy(desc(purchases.id))
        .limit(page.limit)
        .offset(page.offset);
      return {
        count: Number(total?.total ?? 0),
        results: rows.map((row) => purchaseOf(row.purchase, row.tariff ?? row.item ?? '')),
      };
    },

    /** Auto-renewal of the paid tariff running now and of those bought to follow it. */
    async setAutoRenew(owner: Owner, autoRenew: boolean): Promise<CurrentTariff> {
      await db
        .update(purchases)
        .set({ autoRenew })
        .where(and(holderWhere(owner), isNotNull(purchases.tariffId), gt(purchases.endsAt, new Date())));
      return this.current(owner);
    },

    /** The tariff held now, the paid one to follow, the packages that run and the limits they make together. */
    async current(owner: Owner): Promise<CurrentTariff> {
      const now = new Date();
      const [running] = await db
        .select({ purchase: purchases, tariff: tariffs })
        .from(purchases)
        .innerJoin(tariffs, eq(tariffs.id, purchases.tariffId))
        .where(runningAt(owner, 'tariff', now))
        .orderBy(desc(purchases.startsAt))
        .limit(1);
      const [next] = await db
        .select({ purchase: purchases, name: tariffs.name })
        .from(purchases)
        .innerJoin(tariffs, eq(tariffs.id, purchases.tariffId))
        .where(and(holderWhere(owner), isNotNull(purchases.tariffId), gt(purchases.startsAt, now)))
        .orderBy(asc(purchases.startsAt))
        .limit(1);
      const packages = await db
        .select({ purchase: purchases, item: additionalPackages })
        .from(purchases)
        .innerJoin(additionalPackages, eq(additionalPackages.id, purchases.packageId))
        .where(runningAt(owner, 'package', now))
        .orderBy(asc(purchases.endsAt));
      const tariff: Tariff = running
        ? await deps.tariffs.tariff(running.tariff.id)
        : ((await deps.tariffs.publicTariffs(audienceOf(owner))).find((offer) => offer.is_free) as Tariff);
      const limits = combineLimits(
        tariff.limits,
        packages.map(({ item }) => item.grants),
      );
      const keys = limitsOf(audienceOf(owner));
      const used = await Promise.all(keys.map((key) => usageOf(db, owner, key)));
      return {
        tariff,
        starts_at: running ? running.purchase.startsAt.toISOString() : null,
        ends_at: running ? running.purchase.endsAt.toISOString() : null,
        auto_renew: running?.purchase.autoRenew ?? false,
        next: next ? purchaseOf(next.purchase, next.name) : null,
        packages: packages.map(({ purchase, item }) => purchaseOf(purchase, item.name)),
        limits,
        usage: Object.fromEntries(keys.map((key, index) => [key, used[index]])),
      };
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
