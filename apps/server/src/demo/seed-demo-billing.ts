import type { PackageBody, TariffBody } from '@sp/shared/api/tariffs';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../modules/accounts/accounts.table';
import { companies } from '../modules/companies/companies.table';
import { invoices } from '../modules/invoices/invoices.table';
import { createLedger } from '../modules/payments/ledger.service';
import { createPurchasesService } from '../modules/tariffs/purchases.service';
import { createTariffsService } from '../modules/tariffs/tariffs.service';
import { tariffs } from '../modules/tariffs/tariffs.table';
import type { Services } from '../services';

/** The paid tariffs beside the free ones of migration 0038 (docs/tariffs.md). */
export const DEMO_TARIFFS: TariffBody[] = [
  {
    audience: 1,
    name: 'Семейный',
    description: 'Для семьи, которая собирает историю рода и открывает страницы памяти близким.',
    price: 199,
    period_months: 1,
    position: 1,
    limits: { memory_pages: 10, storage_mb: 5000, tree_persons: 1000 },
  },
  {
    audience: 1,
    name: 'Родовой архив',
    description: 'Без ограничений на страницы и древо, большой архив фотографий и документов.',
    price: 1990,
    period_months: 12,
    position: 2,
    limits: { memory_pages: null, storage_mb: 50_000, tree_persons: null },
  },
  {
    audience: 2,
    name: 'Бизнес',
    description: 'Для ритуальной компании с несколькими сотрудниками и филиалами.',
    price: 2990,
    period_months: 1,
    position: 1,
    limits: { employees: 15, branches: 3, documents_per_month: 500, messages_per_month: 2000 },
  },
  {
    audience: 2,
    name: 'Сеть',
    description: 'Для сети филиалов: сотрудники и документы без ограничений.',
    price: 29_900,
    period_months: 12,
    position: 2,
    limits: { employees: null, branches: 20, documents_per_month: null, messages_per_month: 20_000 },
  },
];

export const DEMO_PACKAGES: PackageBody[] = [
  {
    audience: 1,
    name: 'Фотоархив +5 ГБ',
    description: 'Ещё 5 ГБ для фотографий и документов семьи.',
    price: 149,
    period_months: 1,
    grants: { storage_mb: 5120 },
  },
  {
    audience: 2,
    name: 'Ещё 5 сотрудников',
    description: 'Пять мест для сотрудников сверх тарифа.',
    price: 990,
    period_months: 1,
    grants: { employees: 5 },
  },
];

/** A card top-up as the provider's confirmed payment would write it. */
function topUp(ledger: ReturnType<typeof createLedger>, companyId: number, rubles: number, ref: string) {
  return ledger.post({
    kind: 'top_up',
    description: 'Пополнение банковской картой',
    externalRef: ref,
    entries: [
      { side: { holder: { companyId } }, amount: rubles * 100 },
      { side: { platform: 'card_clearing' }, amount: -rubles * 100 },
    ],
  });
}

/**
 * The demo's money (issue 14 §5): the paid tariffs and packages, and every demo company on «Бизнес» bought with
 * card top-ups (company@demo.ru's «Ритуал-Сервис» with a package too and auto-renewal on), so the demo's staff
 * fit its limits. user@demo.ru stays on the free tariff, its three open pages its limit. One transaction; a
 * second start finds «Бизнес» and does nothing.
 */
export async function seedDemoBilling(db: Db): Promise<boolean> {
  const [done] = await db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.name, 'Бизнес'));
  if (done) return false;
  const [owner] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'company@demo.ru'));
  if (!owner) return false;
  await db.transaction(async (tx) => {
    const ledger = createLedger(tx);
    const catalogue = createTariffsService(tx);
    const purchases = createPurchasesService({ db: tx, ledger, tariffs: catalogue });
    const saved = [];
    for (const body of DEMO_TARIFFS) saved.push(await catalogue.saveTariff(null, body));
    const packages = [];
    for (const body of DEMO_PACKAGES) packages.push(await catalogue.savePackage(null, body));
    const business = saved.find((tariff) => tariff.name === 'Бизнес')!;
    const staffPackage = packages.find((item) => item.audience === 2)!;

    const mains = await tx
      .select({ id: companies.id, owner: companies.ownerAccountId })
      .from(companies)
      .where(isNull(companies.parentId));
    for (const company of mains) {
      const holder = { companyId: company.id };
      if (company.owner === owner.id) {
        await topUp(ledger, company.id, 5000, `demo-top-up-${company.id}-1`);
        await purchases.buyTariff(holder, business.id, true, company.owner);
        await topUp(ledger, company.id, 1500, `demo-top-up-${company.id}-2`);
        await purchases.buyPackage(holder, staffPackage.id, company.owner);
      } else {
        await topUp(ledger, company.id, business.price, `demo-top-up-${company.id}-1`);
        await purchases.buyTariff(holder, business.id, false, company.owner);
      }
    }
  });
  return true;
}

/**
 * One unpaid invoice of «Ритуал-Сервис» (issue 14 §5), for administrators to confirm: made after the demo
 * documents, which fill the company's ИНН. A second start finds an invoice and does nothing.
 */
export async function seedDemoInvoice(services: Pick<Services, 'db' | 'invoices'>): Promise<boolean> {
  const [owner] = await services.db
    .select({ account: accounts.id, company: companies.id })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .where(and(eq(accounts.email, 'company@demo.ru'), isNull(companies.parentId)));
  if (!owner) return false;
  const [existing] = await services.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.companyId, owner.company));
  if (existing) return false;
  await services.invoices.create(
    { holder: { companyId: owner.company }, accountId: owner.account },
    { amount: 15_000 },
  );
  return true;
}
