import { eq } from 'drizzle-orm';
import { accounts } from '../src/modules/accounts/accounts.table';
import { promoCodes, promoCodeUses } from '../src/modules/promo-codes/promo-codes.table';
import { purchases, tariffs } from '../src/modules/tariffs/tariffs.table';
import type { Owner } from '../src/platform/owner';
import type { TestApp } from './test-app';

/**
 * Promo codes' uses at chosen moments, for the dealers' reports' tests: a purchase row (with a ledger movement of
 * its price) and its use, as the purchase path writes them, but dated in the past. The purchase path itself is
 * proven with the real endpoint in its own tests.
 */
export function promoUses(t: TestApp) {
  let tariffId: number | null = null;

  async function tariff(): Promise<number> {
    if (tariffId !== null) return tariffId;
    const [row] = await t.db
      .insert(tariffs)
      .values({ audience: 1, name: 'Тариф отчётов дилера', price: 100000, periodMonths: 1, limits: {} })
      .returning();
    tariffId = row.id;
    return row.id;
  }

  return {
    /** An active code of a dealer (or of the platform: null) with its share. */
    async code(dealerCompanyId: number | null, code: string, share = 0, discountPercent = 10) {
      const [row] = await t.db
        .insert(promoCodes)
        .values({ code, dealerCompanyId, dealerSharePercent: share, discountPercent, status: 'active' })
        .returning();
      return row;
    },

    /** A family's account with a name, as a partner. */
    async account(lastName: string, firstName: string) {
      const account = await t.createAccount({ userType: 1 });
      await t.db.update(accounts).set({ lastName, firstName }).where(eq(accounts.id, account.id));
      return account.id;
    },

    /** A use of `code` by the holder at `at`: list price in kopecks, the discount and reward by the code's terms. */
    async use(code: typeof promoCodes.$inferSelect, holder: Owner, listPrice: number, at: string) {
      const discount = Math.round((listPrice * code.discountPercent) / 100);
      const paid = listPrice - discount;
      const reward = Math.floor((paid * code.dealerSharePercent) / 100);
      const movement = await t.services.ledger.post({
        kind: 'top_up',
        description: 'Оплата для теста',
        entries: [
          { side: { holder }, amount: paid },
          { side: { platform: 'card_clearing' }, amount: -paid },
        ],
      });
      const [purchase] = await t.db
        .insert(purchases)
        .values({
          accountId: holder.accountId ?? null,
          companyId: holder.companyId ?? null,
          tariffId: await tariff(),
          price: paid,
          startsAt: new Date(at),
          endsAt: new Date(Date.parse(at) + 30 * 86_400_000),
          transactionId: movement?.transactionId as number,
          createdAt: new Date(at),
        })
        .returning();
      await t.db.insert(promoCodeUses).values({
        promoCodeId: code.id,
        purchaseId: purchase.id,
        accountId: holder.accountId ?? null,
        companyId: holder.companyId ?? null,
        dealerCompanyId: code.dealerCompanyId,
        listPrice,
        discount,
        paid,
        reward,
        createdAt: new Date(at),
      });
      return { listPrice, discount, paid, reward };
    },
  };
}
