import {
  type BuiltinTemplateKey,
  documentCreateSchema,
  requisitesBodySchema,
} from '@sp/shared/api/documents';
import { updateCompanyProfileBodySchema } from '@sp/shared/api/profile';
import type { OrderCategory } from '@sp/shared/orders/kinds';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findCompany } from '../modules/companies/companies.service';
import { createDocumentsService } from '../modules/documents/documents.service';
import { companyRequisites } from '../modules/documents/documents.table';
import { createOfficeConverter } from '../modules/documents/office';
import { dealCountsOf } from '../modules/orders/order-lookups.service';
import { createOrdersService } from '../modules/orders/orders.service';
import { orders } from '../modules/orders/orders.table';
import { createShowOrdersService } from '../modules/orders/show-orders.service';
import { createCompanyProfileService } from '../modules/profile/company-profile.service';
import { createShoppersService } from '../modules/shoppers/shoppers.service';
import { shoppers } from '../modules/shoppers/shoppers.table';
import type { Services } from '../services';
import { demoAccount, demoCompanyOf } from './seed-demo-lookup';

/** What a company's card lacks for documents (its ИНН and contacts), and its details for documents. */
type CompanyDetails = {
  owner: string;
  card: { inn: string; address: string; phone: string; email: string };
  requisites: {
    legal_name: string;
    kpp: string;
    ogrn: string;
    bank_name: string;
    bik: string;
    bank_account: string;
    corr_account: string;
    director_position: string;
    director_name: string;
  };
};

/**
 * Fictional but valid details (the check digits of the ИНН, ОГРН and accounts hold; the banks' БИК and
 * correspondent accounts are the real branches' in Тверь and Краснодар).
 */
export const DEMO_COMPANY_DETAILS: CompanyDetails[] = [
  {
    owner: 'company@demo.ru',
    card: {
      inn: '6950027185',
      address: '170100, Тверь, ул. Советская, 15',
      phone: '+7 (4822) 55-01-01',
      email: 'office@ritual-servis.example.ru',
    },
    requisites: {
      legal_name: 'Общество с ограниченной ответственностью «Ритуал-Сервис»',
      kpp: '695001001',
      ogrn: '1046900008715',
      bank_name: 'Тверское отделение № 8607 ПАО Сбербанк',
      bik: '042809679',
      bank_account: '40702810363000004512',
      corr_account: '30101810700000000679',
      director_position: 'Генеральный директор',
      director_name: 'Воронцов О. И.',
    },
  },
  {
    owner: 'company2@demo.ru',
    card: {
      inn: '2310045630',
      address: '350000, Краснодар, ул. Красная, 120',
      phone: '+7 (861) 200-30-40',
      email: 'info@pamyat-yug.ru',
    },
    requisites: {
      legal_name: 'Общество с ограниченной ответственностью «Память-Юг»',
      kpp: '231001001',
      ogrn: '1152310029343',
      bank_name: 'Краснодарское отделение № 8619 ПАО Сбербанк',
      bik: '040349602',
      bank_account: '40702810030000031706',
      corr_account: '30101810100000000602',
      director_position: 'Директор',
      director_name: 'Орлова Г. В.',
    },
  },
];

type DocumentDeal = {
  /** the client as the company knows them: «Фамилия Имя Отчество» or the organisation's name */
  client: string;
  status: OrderStatus;
  category: OrderCategory;
  templates: BuiltinTemplateKey[];
};

/**
 * «Ритуал-Сервис»'s open deals that have their contract and invoice: Анна Смирнова's monument for her grandmother
 * (she sees both in her history), a funeral under way and an organisation's cremation awaiting payment.
 */
export const DEMO_DOCUMENT_DEALS: DocumentDeal[] = [
  {
    client: 'Смирнова Анна Петровна',
    status: 'awaiting_payment',
    category: 1,
    templates: ['contract', 'invoice'],
  },
  {
    client: 'Воробьёва Татьяна Андреевна',
    status: 'in_progress',
    category: 2,
    templates: ['contract', 'invoice'],
  },
  {
    client: 'ООО «Хлебный дом „Калинин“»',
    status: 'awaiting_payment',
    category: 3,
    templates: ['contract', 'invoice'],
  },
];

/** The client's name as the deals' documents and the company's lists show it. */
const clientName: SQL<string> = sql`coalesce(${shoppers.legalName}, trim(coalesce(${shoppers.lastName}, '') || ' ' || coalesce(${shoppers.firstName}, '') || ' ' || coalesce(${shoppers.patronymic}, '')))`;

/** The company's first deal of that client, status and category; null when there is none. */
export async function findDemoDocumentDeal(
  db: Db,
  companyId: number,
  deal: DocumentDeal,
): Promise<{ id: number; number: number } | null> {
  const [row] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .innerJoin(shoppers, eq(shoppers.id, orders.shopperId))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, deal.status),
        eq(orders.categoryOrder, deal.category),
        eq(clientName, deal.client),
      ),
    )
    .orderBy(asc(orders.number))
    .limit(1);
  return row ?? null;
}

/**
 * Issue 5 §6: both demo companies get their ИНН and contacts on the card (where empty) and their details for
 * documents (company_requisites), through the services the API uses, so the journal shows them; then the manager
 * of «Ритуал-Сервис» makes a contract and an invoice as .docx for three of its open deals through the documents
 * service and downloads each once; Анна Смирнова downloads the invoice of her deal. The PDF is not made here:
 * the service makes it from the stored .docx when first asked for.
 * Written once: a company that has details for documents is left alone. Needs seedDemoOrders first.
 */
export async function seedDemoDocuments(services: Services): Promise<boolean> {
  const { db } = services;
  const companyOf = (ownerEmail: string) => demoCompanyOf(db, ownerEmail);
  const owners = await Promise.all(DEMO_COMPANY_DETAILS.map((details) => companyOf(details.owner)));
  const manager = await demoAccount(db, 'manager@demo.ru');
  const family = await demoAccount(db, 'user@demo.ru');
  if (!manager || !family || owners.some((owner) => owner === null)) return false;
  const ritual = owners[0]!;
  const deals = await Promise.all(
    DEMO_DOCUMENT_DEALS.map((deal) => findDemoDocumentDeal(db, ritual.companyId, deal)),
  );
  if (deals.some((deal) => deal === null)) return false;
  const [already] = await db
    .select({ id: companyRequisites.companyId })
    .from(companyRequisites)
    .where(eq(companyRequisites.companyId, ritual.companyId));
  if (already) return false;

  await db.transaction(async (tx) => {
    // the services bound to the seed's transaction; the documents' files go to the app's storage
    const clients = createShoppersService({
      db: tx,
      codes: services.codes,
      messenger: services.messenger,
      deals: { countsOf: dealCountsOf },
    });
    const profiles = createCompanyProfileService({ db: tx, storage: services.storage });
    const documents = createDocumentsService({
      db: tx,
      storage: services.storage,
      office: createOfficeConverter({ sofficePath: services.config.sofficePath }),
      orders: createOrdersService({ db: tx }),
      shoppers: clients,
      showOrders: createShowOrdersService({ db: tx, shoppers: clients }),
      limits: services.limits,
    });

    for (const [index, details] of DEMO_COMPANY_DETAILS.entries()) {
      const { companyId, owner } = owners[index]!;
      const card = await findCompany(tx, companyId);
      if (!card) throw new Error(`demo documents: no company of ${details.owner}`);
      await profiles.update(
        companyId,
        owner,
        updateCompanyProfileBodySchema.parse({
          name: card.name,
          inn: card.inn || details.card.inn,
          address: card.address || details.card.address,
          phone: card.phone || details.card.phone,
          email: card.email || details.card.email,
          description: card.description,
        }),
      );
      await documents.requisites.update(
        { companyId, accountId: owner },
        requisitesBodySchema.parse(details.requisites),
      );
    }

    const staff = { companyId: ritual.companyId, accountId: manager.id };
    for (const [index, spec] of DEMO_DOCUMENT_DEALS.entries()) {
      const deal = deals[index]!;
      for (const template of spec.templates) {
        const made = await documents.documents.create(
          staff,
          documentCreateSchema.parse({ order_id: deal.id, template_id: template, format: 'docx' }),
        );
        await documents.documents.file({ client: false, ...staff }, made.id, {
          format: 'docx',
          inline: false,
        });
        // the family account downloads the invoice of her deal from her history
        if (index === 0 && template === 'invoice')
          await documents.documents.file({ client: true, accountId: family.id }, made.id, {
            format: 'docx',
            inline: false,
          });
      }
    }
  });
  return true;
}
