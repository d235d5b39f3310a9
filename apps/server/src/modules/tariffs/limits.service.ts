import { LIMIT_LABELS, type LimitKey, limitsOf, TARIFF_MSG } from '@sp/shared/api/tariffs';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { billingHolder } from '../payments/billing-scope';
import { additionalPackages, type LimitValues, purchases, tariffs } from './tariffs.table';
import { usageOf } from './usage';

export const audienceOf = (owner: Owner): 1 | 2 => (owner.companyId !== undefined ? 2 : 1);

/** A tariff's limits with what the running packages add: «без ограничений» (null) stays so. */
export function combineLimits(
  tariffLimits: LimitValues,
  grants: readonly LimitValues[],
): Record<string, number | null> {
  const limits: Record<string, number | null> = { ...tariffLimits };
  for (const granted of grants) {
    for (const [key, added] of Object.entries(granted)) {
      const base = limits[key];
      if (base !== null && base !== undefined && added !== null && added !== undefined)
        limits[key] = base + added;
    }
  }
  return limits;
}

const holderWhere = (holder: Owner) =>
  holder.companyId !== undefined
    ? eq(purchases.companyId, holder.companyId)
    : eq(purchases.accountId, holder.accountId as number);

/** The tariff the holder has now (the free one of its side when no paid one runs) and its limits with packages. */
export async function effectiveLimits(
  db: Db,
  holder: Owner,
  at = new Date(),
): Promise<{ tariffName: string; limits: Record<string, number | null> }> {
  const running = (kind: 'tariff' | 'package') =>
    and(
      holderWhere(holder),
      kind === 'tariff' ? isNotNull(purchases.tariffId) : isNotNull(purchases.packageId),
      lte(purchases.startsAt, at),
      gt(purchases.endsAt, at),
    );
  const [paid] = await db
    .select({ name: tariffs.name, limits: tariffs.limits })
    .from(purchases)
    .innerJoin(tariffs, eq(tariffs.id, purchases.tariffId))
    .where(running('tariff'))
    .orderBy(sql`${purchases.startsAt} desc`)
    .limit(1);
  const [free] = paid
    ? [paid]
    : await db
        .select({ name: tariffs.name, limits: tariffs.limits })
        .from(tariffs)
        .where(
          and(
            eq(tariffs.audience, audienceOf(holder)),
            eq(tariffs.isFree, true),
            eq(tariffs.isArchive, false),
          ),
        );
  const grants = await db
    .select({ grants: additionalPackages.grants })
    .from(purchases)
    .innerJoin(additionalPackages, eq(additionalPackages.id, purchases.packageId))
    .where(running('package'));
  const tariff = paid ?? free;
  return {
    tariffName: tariff?.name ?? '',
    // no free tariff on sale for the side (an administrator archived it): nothing is limited rather than all
    limits: tariff
      ? combineLimits(
          tariff.limits,
          grants.map((row) => row.grants),
        )
      : {},
  };
}

/** The cheapest tariff on sale for the holder's side that allows `needed` of the limit. */
async function tariffLifting(db: Db, holder: Owner, key: LimitKey, needed: number): Promise<string | null> {
  const offers = await db
    .select({ name: tariffs.name, limits: tariffs.limits })
    .from(tariffs)
    .where(and(eq(tariffs.audience, audienceOf(holder)), eq(tariffs.isArchive, false)))
    .orderBy(asc(tariffs.price), asc(tariffs.position));
  const lifting = offers.find((offer) => {
    const allowed = offer.limits[key];
    return allowed === null || (allowed !== undefined && allowed >= needed);
  });
  return lifting?.name ?? null;
}

export function limitReached(
  key: LimitKey,
  tariffName: string,
  allowed: number,
  lifting: string | null,
): ApiError {
  const label = LIMIT_LABELS[key];
  return new ApiError(402, {
    detail: lifting
      ? TARIFF_MSG.limitReached(label, tariffName, allowed, lifting)
      : TARIFF_MSG.limitReachedTop(label, tariffName, allowed),
  });
}

/**
 * Tariff limits (issue 14 §2), claimed inside the transaction that creates what they count: the holder's row is
 * locked first (FOR NO KEY UPDATE: rows referring to it can still be written), so two creations at the same
 * moment count one after the other and never both take the last place. Only creating is refused: what exists
 * beyond a limit (a tariff ended) stays, readable and editable within what it is.
 */
export function createLimits(db: Db) {
  return {
    /**
     * Refuses with 402 when `adding` more of `key` would pass the holder's limit; runs in the caller's tx. After
     * the caller inserted what it counts, `adding` 0 checks what its transaction sees (the count runs after the
     * lock, so it sees what another transaction committed meanwhile).
     */
    async claim(tx: Db, owner: Owner, key: LimitKey, adding = 1): Promise<void> {
      if (!limitsOf(audienceOf(owner)).includes(key)) return;
      const holder = await billingHolder(tx, owner);
      if (holder.companyId !== undefined) {
        await tx.execute(
          sql`select 1 from ${companies} where ${companies.id} = ${holder.companyId} for no key update`,
        );
      } else {
        await tx.execute(
          sql`select 1 from ${accounts} where ${accounts.id} = ${holder.accountId} for no key update`,
        );
      }
      const { tariffName, limits } = await effectiveLimits(tx, holder);
      const allowed = limits[key];
      if (allowed === null || allowed === undefined) return;
      const used = await usageOf(tx, holder, key);
      if (used + adding <= allowed) return;
      throw limitReached(key, tariffName, allowed, await tariffLifting(tx, holder, key, used + adding));
    },

    /** How much of each limit of its side the holder uses now. */
    async usage(owner: Owner): Promise<Record<string, number>> {
      const holder = await billingHolder(db, owner);
      const keys = limitsOf(audienceOf(holder));
      const values = await Promise.all(keys.map((key) => usageOf(db, holder, key)));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
    },

    holder: (owner: Owner) => billingHolder(db, owner),
  };
}

export type Limits = ReturnType<typeof createLimits>;
/** What a module that creates counted things needs: the claim inside its own transaction. */
export type LimitGuard = Pick<Limits, 'claim'>;
