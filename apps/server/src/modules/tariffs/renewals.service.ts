import { dayInZone } from '@sp/shared/format/date-words';
import { formatRubles } from '@sp/shared/format/money';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { tariff as tariffPath } from '@sp/shared/routes/cabinet-paths';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Address, Messenger } from '../../platform/channels/messenger';
import { isUniqueViolation } from '../../platform/db-errors';
import { ApiError } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import type { Ledger } from '../payments/ledger.service';
import type { PurchasesService } from './purchases.service';
import { type PurchaseRow, purchases, tariffs } from './tariffs.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A tariff renewing itself is bought this long before its end, so the next one follows without a gap. */
export const RENEW_AHEAD_MS = DAY_MS;
/** The holder is told this long before a paid tariff ends. */
export const REMIND_AHEAD_MS = 3 * DAY_MS;

const day = (moment: Date) => formatPartialDate(dayInZone(moment));

const holderOf = (row: PurchaseRow): Owner =>
  row.companyId !== null ? { companyId: row.companyId } : { accountId: row.accountId as number };

/** A paid tariff with nothing bought to follow it. */
const nothingFollows = sql`not exists (
  select 1 from ${purchases} next
  where next.tariff_id is not null and next.starts_at >= ${purchases.endsAt}
    and next.account_id is not distinct from ${purchases.accountId}
    and next.company_id is not distinct from ${purchases.companyId})`;

/**
 * The scheduled side of tariffs (issue 14 §2): paid tariffs with auto-renewal are bought again from the balance
 * a day before they end (once per purchase: `renewed_from_id` is unique), and holders are told 3 days before a
 * paid tariff ends with nothing to follow it (once: `reminded_at` is claimed before the message goes). A renewal
 * the balance does not cover is tried again every run and told once.
 */
export function createRenewals(deps: {
  db: Db;
  ledger: Ledger;
  purchases: PurchasesService;
  messenger: Messenger;
  publicUrl: string;
  log: (line: string) => void;
}) {
  const { db } = deps;

  /** Where to tell the holder: a family's account, or the company's owner (the company's e-mail otherwise). */
  async function addressOf(holder: Owner): Promise<Address | null> {
    const [row] =
      holder.companyId !== undefined
        ? await db
            .select({ email: accounts.email, phone: accounts.phone, fallback: companies.email })
            .from(companies)
            .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
            .where(eq(companies.id, holder.companyId))
        : await db
            .select({ email: accounts.email, phone: accounts.phone, fallback: sql<string>`''` })
            .from(accounts)
            .where(eq(accounts.id, holder.accountId as number));
    if (!row) return null;
    const email = row.email || row.fallback;
    if (email) return { kind: 'email', value: email };
    return row.phone ? { kind: 'phone', value: row.phone } : null;
  }

  async function tell(holder: Owner, subject: string, text: string): Promise<void> {
    const address = await addressOf(holder);
    if (!address) return;
    await deps.messenger.send(address, { subject, text }).catch((error: unknown) => {
      deps.log(`tariff notice not sent: ${(error as Error)?.name ?? 'Error'}`);
    });
  }

  const page = () => `${deps.publicUrl}${tariffPath()}`;

  return {
    /** Buys again the tariffs that renew themselves and end within a day; answers how many were renewed. */
    async renewDue(now = new Date()): Promise<{ renewed: number; failed: number }> {
      const due = await db
        .select({ purchase: purchases, name: tariffs.name, price: tariffs.price })
        .from(purchases)
        .innerJoin(tariffs, eq(tariffs.id, purchases.tariffId))
        .where(
          and(
            eq(purchases.autoRenew, true),
            lte(purchases.endsAt, new Date(now.getTime() + RENEW_AHEAD_MS)),
            gt(purchases.endsAt, now),
            nothingFollows,
          ),
        )
        .limit(500);
      let renewed = 0;
      let failed = 0;
      for (const { purchase, name, price } of due) {
        const holder = holderOf(purchase);
        try {
          await deps.purchases.buyTariff(
            holder,
            purchase.tariffId as number,
            true,
            purchase.createdBy ?? (await ownerAccountOf(holder)),
            // a renewal is bought at the tariff's price: a promo code served the purchase it was given for
            { renewedFrom: purchase.id },
          );
          renewed += 1;
        } catch (error) {
          // another run renewed it meanwhile
          if (isUniqueViolation(error, 'purchases_renewed_from_unique')) continue;
          if (!(error instanceof ApiError)) throw error;
          failed += 1;
          const [claimed] = await db
            .update(purchases)
            .set({ renewalFailedAt: now })
            .where(and(eq(purchases.id, purchase.id), isNull(purchases.renewalFailedAt)))
            .returning({ id: purchases.id });
          if (!claimed) continue;
          const balance = formatRubles(await deps.ledger.balance(holder));
          const why =
            error.statusCode === 402
              ? `на балансе ${balance}, а тариф стоит ${formatRubles(price)}. Пополните баланс — мы попробуем снова`
              : 'этот тариф больше не продаётся. Выберите другой';
          await tell(
            holder,
            `Тариф «${name}» не продлён — Светлая память`,
            `Тариф «${name}» заканчивается ${day(purchase.endsAt)}, и продлить его автоматически не удалось: ${why}: ${page()}`,
          );
        }
      }
      return { renewed, failed };
    },

    /** Tells the holders whose paid tariff ends within 3 days with nothing to follow it; answers how many. */
    async remindDue(now = new Date()): Promise<number> {
      const due = await db
        .select({ purchase: purchases, name: tariffs.name })
        .from(purchases)
        .innerJoin(tariffs, eq(tariffs.id, purchases.tariffId))
        .where(
          and(
            isNull(purchases.remindedAt),
            lte(purchases.endsAt, new Date(now.getTime() + REMIND_AHEAD_MS)),
            gt(purchases.endsAt, now),
            nothingFollows,
          ),
        )
        .limit(500);
      let told = 0;
      for (const { purchase, name } of due) {
        // claimed before the message goes: two runs at once tell once
        const [claimed] = await db
          .update(purchases)
          .set({ remindedAt: now })
          .where(and(eq(purchases.id, purchase.id), isNull(purchases.remindedAt)))
          .returning({ id: purchases.id });
        if (!claimed) continue;
        const holder = holderOf(purchase);
        const renewing = purchase.autoRenew
          ? `Он продлится автоматически с баланса (сейчас на нём ${formatRubles(await deps.ledger.balance(holder))}).`
          : 'Продлите его или выберите другой, чтобы не вернуться на бесплатный тариф.';
        await tell(
          holder,
          `Тариф «${name}» заканчивается ${day(purchase.endsAt)} — Светлая память`,
          `Тариф «${name}» действует до ${day(purchase.endsAt)}. ${renewing} Тарифы и пакеты: ${page()}`,
        );
        told += 1;
      }
      return told;
    },
  };

  async function ownerAccountOf(holder: Owner): Promise<number> {
    if (holder.accountId !== undefined) return holder.accountId;
    const [row] = await db
      .select({ owner: companies.ownerAccountId })
      .from(companies)
      .where(eq(companies.id, holder.companyId));
    return row.owner;
  }
}

export type Renewals = ReturnType<typeof createRenewals>;
