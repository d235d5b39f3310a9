import type { List } from '@sp/shared/api/common';
import {
  type AdminInvoice,
  INVOICE_MSG,
  type Invoice,
  type InvoiceBody,
  type InvoiceParty,
  type InvoicesQuery,
  invoiceBodySchema,
  invoicesQuerySchema,
} from '@sp/shared/api/invoices';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ApiError, conflict, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { newStorageKey, type Storage } from '../../platform/storage';
import { findCompany } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { requisitesRow } from '../documents/company-requisites.service';
import { officeFailure, readStored } from '../documents/documents.common';
import type { OfficeConverter } from '../documents/office';
import { createLedger } from '../payments/ledger.service';
import { createPurchasesService, type PurchasesService } from '../tariffs/purchases.service';
import { createTariffsService } from '../tariffs/tariffs.service';
import { buildInvoiceDocx, invoiceFileName } from './invoice-document';
import { type InvoiceRow, invoices } from './invoices.table';

const PAY_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const numberOf = (id: number, at: Date) =>
  `СП-${at.toLocaleString('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric' })}-${String(id).padStart(6, '0')}`;

function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    amount: kopecksToRubles(row.amount),
    status: row.status as Invoice['status'],
    created_at: row.createdAt.toISOString(),
    pay_until: row.payUntil.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    file_name: invoiceFileName({ number: row.number, issuedAt: row.createdAt }),
  };
}

/** The company's scope: its main company's invoices, asked for by a person at the keyboard. */
export type InvoiceScope = { holder: Owner; accountId: number };

const companyOf = (holder: Owner): number => {
  if (holder.companyId === undefined) throw new ApiError(403, { detail: INVOICE_MSG.companiesOnly });
  return holder.companyId;
};

/**
 * Invoices for organisations (issue 14 §4). An invoice is settled once: the claim moves it out of «unpaid» in one
 * statement, then the money comes in through the ledger (an external reference per invoice) and buys what it
 * was for; if that is no longer on sale, the money stays on the balance.
 */
export function createInvoicesService(deps: {
  db: Db;
  storage: Storage;
  office: OfficeConverter;
  purchases: PurchasesService;
  requisites: Config['platformRequisites'];
  log: (line: string) => void;
}) {
  const { db, storage } = deps;

  async function buyerOf(companyId: number): Promise<InvoiceParty> {
    const company = await findCompany(db, companyId);
    if (!company) throw notFound();
    if (!company.inn) throw fieldError('inn', INVOICE_MSG.innRequired);
    const details = await requisitesRow(db, companyId);
    return {
      name: details?.legalName || company.name,
      inn: company.inn,
      kpp: details?.kpp ?? '',
      address: company.address,
    };
  }

  async function whatFor(holder: Owner, body: ReturnType<typeof invoiceBodySchema.parse>) {
    if (body.tariff_id !== undefined) {
      const offer = await deps.purchases.offer(holder, 'tariff', body.tariff_id, 'tariff_id');
      return { purpose: 'tariff' as const, amount: offer.price, description: offer.description };
    }
    if (body.package_id !== undefined) {
      const offer = await deps.purchases.offer(holder, 'package', body.package_id, 'package_id');
      return { purpose: 'package' as const, amount: offer.price, description: offer.description };
    }
    return {
      purpose: 'top_up' as const,
      amount: rublesToKopecks(body.amount as number),
      description: 'Пополнение баланса на платформе «Светлая память»',
    };
  }

  async function owned(companyId: number, id: number): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  /** Moves an unpaid invoice to paid and spends its money on what it was for, in the caller's transaction. */
  async function settle(tx: Db, id: number, transactionId: number, paidBy: number | null): Promise<boolean> {
    const [claimed] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), paidBy, transactionId })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'unpaid')))
      .returning();
    if (!claimed) return false;
    if (claimed.purpose === 'top_up') return true;
    const holder = { companyId: claimed.companyId };
    try {
      // a savepoint: a purchase refused now rolls back alone, the money stays on the balance
      await tx.transaction(async (inner) => {
        const purchases = createPurchasesService({
          db: inner,
          ledger: createLedger(inner),
          tariffs: createTariffsService(inner),
        });
        if (claimed.purpose === 'tariff')
          await purchases.buyTariff(holder, claimed.tariffId as number, true, claimed.createdBy);
        else await purchases.buyPackage(holder, claimed.packageId as number, claimed.createdBy);
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      deps.log(`invoice ${id}: paid, but not bought (${error.statusCode}); the money stays on the balance`);
    }
    return true;
  }

  async function file(row: InvoiceRow, format: 'docx' | 'pdf') {
    const fileName = `${invoiceFileName({ number: row.number, issuedAt: row.createdAt })}.${format}`;
    if (format === 'docx') {
      return {
        data: await readStored(storage, row.docxKey),
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      };
    }
    if (row.pdfKey)
      return { data: await readStored(storage, row.pdfKey), fileName, contentType: 'application/pdf' };
    const pdf = await deps.office.toPdf(await readStored(storage, row.docxKey)).catch(officeFailure);
    const pdfKey = newStorageKey('documents', 'pdf');
    await storage.put(pdfKey, pdf);
    // two first askers may both convert; the one written first stays, the other's file goes
    const [kept] = await db
      .update(invoices)
      .set({ pdfKey })
      .where(and(eq(invoices.id, row.id), sql`${invoices.pdfKey} is null`))
      .returning({ id: invoices.id });
    if (!kept) await storage.remove(pdfKey);
    return { data: pdf, fileName, contentType: 'application/pdf' };
  }

  const adminRows = () =>
    db
      .select({ invoice: invoices, company: { id: companies.id, name: companies.name, inn: companies.inn } })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId));

  async function adminOne(id: number): Promise<AdminInvoice> {
    const [row] = await adminRows().where(eq(invoices.id, id));
    if (!row) throw notFound();
    return { ...invoiceOf(row.invoice), company: row.company };
  }

  function listWhere(
    query: ReturnType<typeof invoicesQuerySchema.parse>,
    companyId?: number,
  ): SQL | undefined {
    const words = query.query ? `%${escapeLike(query.query)}%` : null;
    return and(
      companyId !== undefined ? eq(invoices.companyId, companyId) : undefined,
      query.status ? eq(invoices.status, query.status) : undefined,
      words
        ? or(ilike(invoices.number, words), ilike(companies.name, words), ilike(companies.inn, words))
        : undefined,
    );
  }

  return {
    /** POST /api/company/invoices-payment/: a numbered invoice with its .docx. */
    async create(scope: InvoiceScope, raw: InvoiceBody): Promise<Invoice> {
      const companyId = companyOf(scope.holder);
      const body = invoiceBodySchema.parse(raw);
      const seller = deps.requisites;
      if (!seller) throw new ApiError(503, { detail: INVOICE_MSG.noRequisites });
      const target = await whatFor(scope.holder, body);
      const buyer = await buyerOf(companyId);
      const issuedAt = new Date();
      const payUntil = new Date(issuedAt.getTime() + PAY_DAYS * DAY_MS);
      const docxKey = newStorageKey('documents', 'docx');
      const row = await db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(invoices)
            .values({
              number: `pending-${docxKey}`,
              companyId,
              createdBy: scope.accountId,
              purpose: target.purpose,
              tariffId: body.tariff_id ?? null,
              packageId: body.package_id ?? null,
              amount: target.amount,
              description: target.description,
              buyer,
              docxKey,
              payUntil,
              createdAt: issuedAt,
            })
            .returning();
          const number = numberOf(inserted.id, issuedAt);
          const docx = buildInvoiceDocx(
            { number, issuedAt, description: target.description, amountKopecks: target.amount, payUntil },
            seller,
            buyer,
          );
          await storage.put(docxKey, docx);
          const [numbered] = await tx
            .update(invoices)
            .set({ number })
            .where(eq(invoices.id, inserted.id))
            .returning();
          return numbered;
        })
        .catch(async (error: unknown) => {
          await storage.remove(docxKey).catch(() => undefined);
          throw error;
        });
      return invoiceOf(row);
    },

    /** GET /api/company/invoices-payment/: the company's invoices, newest first. */
    async list(holder: Owner, raw: InvoicesQuery): Promise<List<Invoice>> {
      const companyId = companyOf(holder);
      const query = invoicesQuerySchema.parse(raw);
      const where = listWhere({ ...query, query: undefined }, companyId);
      return listPage(
        db.select(COUNT).from(invoices).where(where),
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map(invoiceOf),
      );
    },

    async file(holder: Owner, id: number, format: 'docx' | 'pdf') {
      return file(await owned(companyOf(holder), id), format);
    },

    /** POST …/{id}/cancel/: an unpaid invoice the company no longer means to pay. */
    async cancel(holder: Owner, id: number): Promise<Invoice> {
      const companyId = companyOf(holder);
      await owned(companyId, id);
      const [row] = await db
        .update(invoices)
        .set({ status: 'canceled' })
        .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId), eq(invoices.status, 'unpaid')))
        .returning();
      if (!row) throw conflict(INVOICE_MSG.notUnpaid);
      return invoiceOf(row);
    },

    /** GET /api/admin/invoices/: every company's, unpaid first when asked by status; search by number, name or INN. */
    async adminList(raw: InvoicesQuery): Promise<List<AdminInvoice>> {
      const query = invoicesQuerySchema.parse(raw);
      const where = listWhere(query);
      return listPage(
        db
          .select(COUNT)
          .from(invoices)
          .innerJoin(companies, eq(companies.id, invoices.companyId))
          .where(where),
        adminRows().where(where).orderBy(desc(invoices.id)).limit(query.limit).offset(query.offset),
        (rows) => rows.map((row) => ({ ...invoiceOf(row.invoice), company: row.company })),
      );
    },

    async adminFile(id: number, format: 'docx' | 'pdf') {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw notFound();
      return file(row, format);
    },

    /** POST /api/admin/invoices/{id}/paid/: the transfer arrived; the balance is credited once. */
    async markPaid(adminId: number, id: number): Promise<AdminInvoice> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status !== 'unpaid') throw conflict(INVOICE_MSG.notUnpaid);
        const written = await createLedger(tx).post({
          kind: 'invoice_payment',
          description: `Оплата по счёту № ${row.number}`,
          createdBy: adminId,
          externalRef: `invoice:${row.id}`,
          entries: [
            { side: { holder: { companyId: row.companyId } }, amount: row.amount },
            { side: { platform: 'invoices' }, amount: -row.amount },
          ],
        });
        if (!written) throw conflict(INVOICE_MSG.notUnpaid);
        await settle(tx, row.id, written.transactionId, adminId);
      });
      return adminOne(id);
    },

    /** For a card payment of an invoice: the holder's unpaid one, or 404. */
    async toPay(holder: Owner, id: number) {
      const row = await owned(companyOf(holder), id);
      if (row.status !== 'unpaid') throw conflict(INVOICE_MSG.notUnpaid);
      return { id: row.id, amount: row.amount, description: `Оплата по счёту № ${row.number}` };
    },

    /** A card paid the invoice: settled in the card payment's transaction (once; a second payer's money stays). */
    async markPaidByCard(tx: Db, id: number, transactionId: number): Promise<void> {
      await settle(tx, id, transactionId, null);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
