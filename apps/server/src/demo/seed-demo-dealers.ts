import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accounts } from '../modules/accounts/accounts.table';
import { companies } from '../modules/companies/companies.table';
import { companyTypeApplications as applications } from '../modules/companies/company-type-applications.table';
import { endOfMoscowDay, moscowToday, promoAmounts } from '../modules/promo-codes/promo-codes.service';
import { promoCodes, promoCodeUses } from '../modules/promo-codes/promo-codes.table';
import { additionalPackages } from '../modules/tariffs/tariffs.table';
import type { Owner } from '../platform/owner';
import type { Services } from '../services';

const DAY = 86_400_000;
const ago = (days: number, now: number) => new Date(now - days * DAY);

/** The dealer's codes: two working with its share, one waiting for an administrator. */
const DEALER_CODES = [
  {
    code: 'PAMYAT-15',
    discountPercent: 15,
    dealerSharePercent: 20,
    audience: null,
    status: 'active',
    note: 'Раздаём семьям и ритуальным агентствам на выставках и в салонах Твери',
    comment: 'Согласовано: доля 20 %',
  },
  {
    code: 'TVER-RITUAL',
    discountPercent: 10,
    dealerSharePercent: 15,
    audience: 2,
    status: 'active',
    note: 'Для ритуальных компаний Тверской области, с которыми мы работаем',
    comment: '',
  },
  {
    code: 'ZIMA-2027',
    discountPercent: 20,
    dealerSharePercent: 0,
    audience: 1,
    status: 'requested',
    note: 'Зимняя акция для семей: листовки в церковных лавках',
    comment: '',
  },
] as const;

/**
 * The demo dealer (issue 16): «Дилерский центр «Память»» (dealer@demo.ru) with its accepted request to become a
 * dealer, two working codes with shares and one waiting for the administrator; the platform's own code
 * «WELCOME-10»; and purchases with the dealer's codes made through the purchase service (each topped up by card
 * first, so the buyers' balances stay as the billing seed left them): user@demo.ru, «Ритуал-Сервис», «Память-Юг»
 * and the municipal organisation buy an additional package. Their uses are dated back over the last three months
 * so «Доход дилера» (/app/reports) has a chart; the purchases and the ledger's movements keep the moment they
 * were made (the ledger is never rewritten). One transaction; a second start finds the request and does nothing.
 */
export async function seedDemoDealers(
  services: Pick<Services, 'db' | 'ledger' | 'purchases'>,
): Promise<boolean> {
  const { db, ledger, purchases } = services;
  const owners = await db
    .select({ email: accounts.email, accountId: accounts.id, companyId: companies.id })
    .from(accounts)
    .leftJoin(companies, and(eq(companies.ownerAccountId, accounts.id), isNull(companies.parentId)))
    .where(
      inArray(accounts.email, [
        'dealer@demo.ru',
        'admin@demo.ru',
        'user@demo.ru',
        'company@demo.ru',
        'company2@demo.ru',
        'municipal@demo.ru',
      ]),
    );
  const of = (email: string) => owners.find((row) => row.email === email);
  const dealer = of('dealer@demo.ru');
  const admin = of('admin@demo.ru');
  if (!dealer?.companyId || !admin) return false;
  const dealerId = dealer.companyId;
  const [done] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, dealerId), eq(applications.type, 'DEALER')));
  if (done) return false;
  const packages = await db.select().from(additionalPackages);
  const packageOf = (audience: 1 | 2) =>
    packages.find((item) => item.audience === audience && !item.isArchive);
  const now = Date.now();

  await db.transaction(async (tx) => {
    await tx.insert(applications).values({
      companyId: dealerId,
      type: 'DEALER',
      createdBy: dealer.accountId,
      note: 'Дилерский центр: распространяем промокоды платформы среди семей и ритуальных компаний Тверской области',
      status: 'accepted',
      comment: 'Договор дилера подписан',
      decidedBy: admin.accountId,
      decidedAt: ago(119, now),
      createdAt: ago(120, now),
    });
    await tx.insert(promoCodes).values({
      code: 'WELCOME-10',
      discountPercent: 10,
      status: 'active',
      validUntil: endOfMoscowDay(`${Number(moscowToday().slice(0, 4)) + 1}-12-31`),
      note: 'Скидка новым пользователям платформы',
      createdBy: admin.accountId,
      createdAt: ago(100, now),
    });
    const codes = await tx
      .insert(promoCodes)
      .values(
        DEALER_CODES.map((code, index) => ({
          ...code,
          dealerCompanyId: dealerId,
          createdBy: dealer.accountId,
          createdAt: ago(110 - index * 50, now),
          decidedBy: code.status === 'requested' ? null : admin.accountId,
          decidedAt: code.status === 'requested' ? null : ago(109 - index * 50, now),
        })),
      )
      .returning();
    const codeOf = (text: string) => codes.find((code) => code.code === text)!;

    const buys: { email: string; code: string; daysAgo: number }[] = [
      { email: 'user@demo.ru', code: 'PAMYAT-15', daysAgo: 80 },
      { email: 'company@demo.ru', code: 'TVER-RITUAL', daysAgo: 55 },
      { email: 'company2@demo.ru', code: 'PAMYAT-15', daysAgo: 24 },
      { email: 'municipal@demo.ru', code: 'TVER-RITUAL', daysAgo: 6 },
      { email: 'company@demo.ru', code: 'PAMYAT-15', daysAgo: 1 },
    ];
    for (const [index, buy] of buys.entries()) {
      const buyer = of(buy.email);
      if (!buyer) continue;
      const holder: Owner =
        buy.email === 'user@demo.ru' ? { accountId: buyer.accountId } : { companyId: buyer.companyId! };
      const item = packageOf(holder.companyId !== undefined ? 2 : 1);
      const code = codeOf(buy.code);
      const amounts = item && promoAmounts(item.price, code.discountPercent);
      if (!item || !amounts) continue;
      await ledger.postIn(tx, {
        kind: 'top_up',
        description: 'Пополнение банковской картой',
        externalRef: `demo-dealer-top-up-${index + 1}`,
        entries: [
          { side: { holder }, amount: amounts.paid },
          { side: { platform: 'card_clearing' }, amount: -amounts.paid },
        ],
      });
      const bought = await purchases.buyPackage(holder, item.id, buyer.accountId, {
        promoCode: code.code,
        tx,
      });
      await tx
        .update(promoCodeUses)
        .set({ createdAt: ago(buy.daysAgo, now) })
        .where(eq(promoCodeUses.purchaseId, bought.id));
    }
  });
  return true;
}
