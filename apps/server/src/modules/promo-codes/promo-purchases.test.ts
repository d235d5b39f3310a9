import type { Session } from '@sp/shared/api/auth';
import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Owner } from '../../platform/owner';
import { companies } from '../companies/companies.table';
import { ledgerEntries } from '../payments/payments.table';
import { purchases } from '../tariffs/tariffs.table';
import { promoAmounts } from './promo-amounts';
import { promoCodes, promoCodeUses } from './promo-codes.table';

let t: TestApp;
let family: { id: number };
let business: { id: number };
let photos: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  family = await t.services.tariffs.saveTariff(null, {
    audience: 1,
    name: 'Семейный',
    price: 300,
    period_months: 1,
    limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
  });
  business = await t.services.tariffs.saveTariff(null, {
    audience: 2,
    name: 'Бизнес',
    price: 1990,
    period_months: 1,
    limits: { employees: 20, branches: 5, documents_per_month: 1000, messages_per_month: 5000 },
  });
  photos = await t.services.tariffs.savePackage(null, {
    audience: 1,
    name: 'Фотоархив',
    price: 199,
    period_months: 12,
    grants: { storage_mb: 5000 },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const topUp = (holder: Owner, kopecks: number) => t.topUp(holder, kopecks);

const DAY = 24 * 60 * 60 * 1000;

let counter = 0;
/** A code written as an administrator or the dealers module leaves it. */
async function code(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.db
    .insert(promoCodes)
    .values({ code: `CODE-${counter}`, discountPercent: 10, status: 'active', ...values })
    .returning();
  return row;
}

const balance = async (session: Session) =>
  (await call('GET', '/api/payments/balance/', session)).json().balance as number;

async function ledgerTotal(): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  return Number(row.total);
}

describe('the discount', () => {
  it('is the percent of the price rounded to the kopeck, at least 1 kopeck, leaving at least 1 kopeck', () => {
    expect(promoAmounts(30000, 10)).toEqual({ listPrice: 30000, discount: 3000, paid: 27000 });
    expect(promoAmounts(199, 15)).toEqual({ listPrice: 199, discount: 30, paid: 169 });
    expect(promoAmounts(5, 1)).toEqual({ listPrice: 5, discount: 1, paid: 4 });
    expect(promoAmounts(2, 90)).toEqual({ listPrice: 2, discount: 1, paid: 1 });
    expect(promoAmounts(1, 50)).toBeNull();
  });
});

describe('a purchase from the balance with a promo code', () => {
  it('pays the discounted price, records the use, and the holder uses a code once', async () => {
    const promo = await code({ discountPercent: 10 });
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    const bought = await call('POST', '/api/payments/tariff/', user.session, {
      tariff_id: family.id,
      promo_code: promo.code.toLowerCase(),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({ name: 'Семейный', price: 270 });
    expect(await balance(user.session)).toBe(730);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row.usedCount).toBe(1);

    const uses = (await call('GET', '/api/company/company-take-dealer-promo-code/', user.session)).json();
    expect(uses).toMatchObject({
      count: 1,
      results: [
        {
          code: promo.code,
          discount_percent: 10,
          description: 'Тариф «Семейный» на 1 месяц',
          list_price: 300,
          discount: 30,
          paid: 270,
          dealer: null,
        },
      ],
    });

    const again = await call('POST', '/api/payments/package/', user.session, {
      package_id: photos.id,
      promo_code: promo.code,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ promo_code: [PROMO_MSG.used], error_code: 'promo_codes.used' });
    expect(await balance(user.session)).toBe(730);
    expect((await call('GET', `/api/promo-code/info/${promo.code}/`, user.session)).statusCode).toBe(409);
  });

  it('gives the last use to one of two purchases at once; the other pays nothing', async () => {
    const promo = await code({ maxUses: 1, discountPercent: 50 });
    const first = await t.user();
    const second = await t.user();
    await topUp({ accountId: first.account.id }, 50_000);
    await topUp({ accountId: second.account.id }, 50_000);
    const answers = await Promise.all(
      [first, second].map((buyer) =>
        call('POST', '/api/payments/tariff/', buyer.session, {
          tariff_id: family.id,
          promo_code: promo.code,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const lost = answers.find((answer) => answer.statusCode === 404);
    expect(lost?.json()).toMatchObject({ detail: PROMO_MSG.notFound });
    const balances = [await balance(first.session), await balance(second.session)].sort((a, b) => a - b);
    expect(balances).toEqual([350, 500]);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row.usedCount).toBe(1);
    expect(
      await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id)),
    ).toHaveLength(1);
  });

  it('lets one holder use a code once even with two purchases at the same moment', async () => {
    const promo = await code({ discountPercent: 10 });
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    const answers = await Promise.all([
      call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id, promo_code: promo.code }),
      call('POST', '/api/payments/package/', user.session, { package_id: photos.id, promo_code: promo.code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      promo_code: [PROMO_MSG.used],
    });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row.usedCount).toBe(1);
    expect((await call('GET', '/api/purchases/user/', user.session)).json().count).toBe(1);
  });

  it('refuses a code of the other side, expired, disabled or unknown, and the purchase is not made', async () => {
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    const forCompanies = await code({ audience: 2 });
    const expired = await code({ validUntil: new Date(Date.now() - 60_000) });
    const disabled = await code({ status: 'disabled' });
    const buy = (promoCode: string) =>
      call('POST', '/api/payments/tariff/', user.session, { tariff_id: family.id, promo_code: promoCode });

    const other = await buy(forCompanies.code);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ promo_code: [PROMO_MSG.otherSide] });
    for (const promoCode of [expired.code, disabled.code, 'NO-SUCH-CODE']) {
      const refused = await buy(promoCode);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe(PROMO_MSG.notFound);
    }
    const malformed = await buy('да');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().promo_code).toEqual([PROMO_MSG.codeFormat]);
    expect(await balance(user.session)).toBe(1000);
    expect((await call('GET', '/api/purchases/user/', user.session)).json().count).toBe(0);
  });

  it('pays a dealer its share in the purchase’s transaction; a dealer may not use its own code', async () => {
    const dealer = await t.companyOwner('DEALER', 'Дилер');
    const promo = await code({
      dealerCompanyId: dealer.company.id,
      discountPercent: 20,
      dealerSharePercent: 10,
    });
    const buyer = await t.companyOwner('REGULAR', 'Ритуал');
    await topUp({ companyId: buyer.company.id }, 500_000);
    const before = await ledgerTotal();

    const bought = await call('POST', '/api/payments/tariff/', buyer.session, {
      tariff_id: business.id,
      promo_code: promo.code,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    // 1 990 ₽ − 20 % = 1 592 ₽; the dealer's 10 % of it, rounded down: 159,20 ₽
    expect(bought.json().price).toBe(1592);
    expect(await balance(buyer.session)).toBe(5000 - 1592);
    expect(await balance(dealer.session)).toBe(159.2);
    const history = (await call('GET', '/api/payments/history/', dealer.session)).json();
    expect(history.results).toMatchObject([
      {
        kind: 'dealer_reward',
        amount: 159.2,
        description: `Вознаграждение по промокоду ${promo.code}: Тариф «Бизнес» на 1 месяц`,
      },
    ]);
    const [use] = await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(use).toMatchObject({
      companyId: buyer.company.id,
      accountId: null,
      dealerCompanyId: dealer.company.id,
      listPrice: 199_000,
      discount: 39_800,
      paid: 159_200,
      reward: 15_920,
    });
    expect(use.rewardTransactionId).not.toBeNull();
    // money moved, none made: the ledger still sums to zero
    expect(before).toBe(0);
    expect(await ledgerTotal()).toBe(0);
    const uses = (await call('GET', '/api/company/company-take-dealer-promo-code/', buyer.session)).json();
    expect(uses.results[0]).toMatchObject({ dealer: 'Дилер', paid: 1592, discount: 398 });

    await topUp({ companyId: dealer.company.id }, 500_000);
    const own = await call('POST', '/api/payments/tariff/', dealer.session, {
      tariff_id: business.id,
      promo_code: promo.code,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ promo_code: [PROMO_MSG.ownCode] });
  });

  it('stops a dealer’s code while its company is blocked or no longer a dealer', async () => {
    const dealer = await t.companyOwner('DEALER', 'Бывший дилер');
    const promo = await code({ dealerCompanyId: dealer.company.id, dealerSharePercent: 10 });
    const buyer = await t.companyOwner();
    await topUp({ companyId: buyer.company.id }, 500_000);
    const buy = () =>
      call('POST', '/api/payments/tariff/', buyer.session, {
        tariff_id: business.id,
        promo_code: promo.code,
      });

    await t.db.update(companies).set({ blockedAt: new Date() }).where(eq(companies.id, dealer.company.id));
    const whileBlocked = await buy();
    expect(whileBlocked.statusCode).toBe(404);
    expect(whileBlocked.json()).toEqual({ detail: PROMO_MSG.notFound });
    expect((await call('GET', `/api/promo-code/info/${promo.code}/`, buyer.session)).statusCode).toBe(404);

    await t.db
      .update(companies)
      .set({ blockedAt: null, type: 'REGULAR' })
      .where(eq(companies.id, dealer.company.id));
    expect((await buy()).statusCode).toBe(404);
    expect(await balance(buyer.session)).toBe(5000);

    await t.db.update(companies).set({ type: 'DEALER' }).where(eq(companies.id, dealer.company.id));
    const again = await buy();
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a dealer’s code to its own staff buying for their own account', async () => {
    const dealer = await t.companyOwner('DEALER', 'Дилер со штатом');
    const promo = await code({ dealerCompanyId: dealer.company.id, dealerSharePercent: 30 });
    const employee = await t.employee(dealer.company.id, { 'promo-code': 1 });
    // an account is its own holder when it buys for itself (user mode): the dealer's owner and employee as families
    await topUp({ accountId: dealer.account.id }, 100_000);
    await topUp({ accountId: employee.account.id }, 100_000);
    const owned = await t.services.purchases
      .buyPackage({ accountId: dealer.account.id }, photos.id, dealer.account.id, { promoCode: promo.code })
      .catch((error: { statusCode: number; body: unknown }) => error);
    expect(owned).toMatchObject({ statusCode: 409, body: { promo_code: [PROMO_MSG.ownCode] } });
    const staffs = await t.services.purchases
      .buyPackage({ accountId: employee.account.id }, photos.id, employee.account.id, {
        promoCode: promo.code,
      })
      .catch((error: { statusCode: number; body: unknown }) => error);
    expect(staffs).toMatchObject({ statusCode: 409, body: { promo_code: [PROMO_MSG.ownCode] } });
    expect(await balance(dealer.session)).toBe(0);
    // anyone else's account may use it
    const family = await t.user();
    await topUp({ accountId: family.account.id }, 100_000);
    const bought = await call('POST', '/api/payments/package/', family.session, {
      package_id: photos.id,
      promo_code: promo.code,
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });

  it('counts purchases with a code among the account’s tries: guessing through a purchase stops too', async () => {
    const user = await t.user();
    for (let index = 0; index < 20; index += 1) {
      const answer = await call('POST', '/api/payments/package/', user.session, {
        package_id: photos.id,
        promo_code: `GUESSED-${index}`,
      });
      expect(answer.statusCode).toBe(404);
    }
    const stopped = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 179.1,
      additional_package_id: photos.id,
      promo_code: 'GUESSED-20',
    });
    expect(stopped.statusCode).toBe(429);
    expect((await call('GET', '/api/promo-code/info/GUESSED-21/', user.session)).statusCode).toBe(429);
    // without a code the purchase is not counted
    const plain = await call('POST', '/api/payments/package/', user.session, { package_id: photos.id });
    expect(plain.statusCode).toBe(402);
  });

  it('writes no reward for a dealer’s code with no share, and the platform’s codes never reward', async () => {
    const dealer = await t.companyOwner('DEALER', 'Дилер без доли');
    const promo = await code({
      dealerCompanyId: dealer.company.id,
      discountPercent: 5,
      dealerSharePercent: 0,
    });
    const buyer = await t.companyOwner();
    await topUp({ companyId: buyer.company.id }, 500_000);
    const bought = await call('POST', '/api/payments/tariff/', buyer.session, {
      tariff_id: business.id,
      promo_code: promo.code,
    });
    expect(bought.statusCode).toBe(201);
    expect(await balance(dealer.session)).toBe(0);
    const [use] = await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(use).toMatchObject({ reward: 0, rewardTransactionId: null });
  });

  it('a staff member needs the promo-code module to read the company’s uses', async () => {
    const owner = await t.companyOwner();
    const reader = await t.employee(owner.company.id, { 'promo-code': 3 });
    const stranger = await t.employee(owner.company.id, { tariffs: 2 });
    expect(
      (await call('GET', '/api/company/company-take-dealer-promo-code/', reader.session)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/company/company-take-dealer-promo-code/', stranger.session)).statusCode,
    ).toBe(403);
  });
});

describe('an automatic renewal', () => {
  it('renews a tariff bought with a code at its full price, using no code', async () => {
    const promo = await code({ discountPercent: 50 });
    const user = await t.user();
    const holder = { accountId: user.account.id };
    await topUp(holder, 100_000);
    const bought = await t.services.purchases.buyTariff(holder, family.id, true, user.account.id, {
      promoCode: promo.code,
    });
    expect(bought.price).toBe(150);
    await t.db
      .update(purchases)
      .set({ startsAt: new Date(Date.now() - 20 * DAY), endsAt: new Date(Date.now() + DAY / 2) })
      .where(eq(purchases.id, bought.id));
    expect((await t.services.renewals.renewDue()).renewed).toBe(1);
    const rows = await t.db.select().from(purchases).where(eq(purchases.accountId, user.account.id));
    expect(rows.find((row) => row.renewedFromId === bought.id)?.price).toBe(30_000);
    expect(
      await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id)),
    ).toHaveLength(1);
    expect(await balance(user.session)).toBe(1000 - 150 - 300);
  });
});

describe('a card payment with a promo code', () => {
  const payAndConfirm = async (session: Session, payload: object) => {
    const paid = await call('POST', '/api/payments/pay/', session, payload);
    expect(paid.statusCode, paid.body).toBe(201);
    const providerId = decodeURIComponent(paid.json().payment_url.split('/').pop());
    const done = await call('POST', `/api/payments/test-provider/${providerId}/`, session, {
      outcome: 'succeeded',
    });
    expect(done.statusCode, done.body).toBe(200);
    return paid.json().payment_id as number;
  };

  it('asks the discounted price and uses the code when the provider confirms', async () => {
    const promo = await code({ discountPercent: 10 });
    const user = await t.user();
    const full = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 300,
      user_tariff_id: family.id,
      promo_code: promo.code,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ amount_payment: [PAYMENT_MSG.amountMismatch] });

    await payAndConfirm(user.session, {
      amount_payment: 270,
      user_tariff_id: family.id,
      promo_code: promo.code,
    });
    expect(await balance(user.session)).toBe(0);
    const purchases = (await call('GET', '/api/purchases/user/', user.session)).json();
    expect(purchases.results).toMatchObject([{ name: 'Семейный', price: 270 }]);
    const [use] = await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(use).toMatchObject({ accountId: user.account.id, paid: 27_000 });
  });

  it('leaves the money on the balance when the code stopped working before the provider confirmed', async () => {
    const promo = await code({ discountPercent: 10 });
    const user = await t.user();
    const paid = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 179.1,
      additional_package_id: photos.id,
      promo_code: promo.code,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.db.update(promoCodes).set({ status: 'disabled' }).where(eq(promoCodes.id, promo.id));
    const providerId = decodeURIComponent(paid.json().payment_url.split('/').pop());
    await call('POST', `/api/payments/test-provider/${providerId}/`, user.session, { outcome: 'succeeded' });
    expect(
      (await call('GET', `/api/payments/pay/${paid.json().payment_id}/`, user.session)).json().status,
    ).toBe('succeeded');
    expect(await balance(user.session)).toBe(179.1);
    expect((await call('GET', '/api/purchases/user/', user.session)).json().count).toBe(0);
    expect(
      await t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id)),
    ).toHaveLength(0);
  });

  it('takes nothing more from the balance when the discount shrank while the payer paid', async () => {
    const promo = await code({ discountPercent: 50 });
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    const paid = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 150,
      user_tariff_id: family.id,
      promo_code: promo.code,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.db.update(promoCodes).set({ discountPercent: 10 }).where(eq(promoCodes.id, promo.id));
    const providerId = decodeURIComponent(paid.json().payment_url.split('/').pop());
    await call('POST', `/api/payments/test-provider/${providerId}/`, user.session, { outcome: 'succeeded' });
    // the 150 ₽ paid came in and stayed; the tariff, now 270 ₽, was not bought out of the 1 000 ₽ already there
    expect(await balance(user.session)).toBe(1150);
    expect((await call('GET', '/api/purchases/user/', user.session)).json().count).toBe(0);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row.usedCount).toBe(0);
  });

  it('refuses a code with a top-up, and one that does not work before the payment is made', async () => {
    const user = await t.user();
    const topUpWithCode = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 100,
      promo_code: 'ANY-CODE',
    });
    expect(topUpWithCode.statusCode).toBe(400);
    expect(topUpWithCode.json()).toMatchObject({ promo_code: [PROMO_MSG.onlyOffers] });
    const unknown = await call('POST', '/api/payments/pay/', user.session, {
      amount_payment: 270,
      user_tariff_id: family.id,
      promo_code: 'NO-SUCH-CODE',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
