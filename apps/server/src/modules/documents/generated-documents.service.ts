import type { DocumentFormat, documentCreateSchema, GeneratedDocument } from '@sp/shared/api/documents';
import { DOCUMENT_MSG } from '@sp/shared/api/documents';
import { formatPhone } from '@sp/shared/validation/patterns';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { newStorageKey, type Storage } from '../../platform/storage';
import { findOwned } from '../../platform/tenant';
import { findCompany } from '../companies/companies.service';
import { isCompanyOrder, orderNumbersOf } from '../orders/order-lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { ShowOrdersService } from '../orders/show-orders.service';
import type { ShoppersService } from '../shoppers/shoppers.service';
import type { LimitGuard } from '../tariffs/limits.service';
import { builtinTemplate } from './builtin/templates';
import { requisitesRow } from './company-requisites.service';
import type { DocumentDownloadsService } from './document-downloads.service';
import { templateSource } from './document-templates.service';
import { type DocumentInput, documentValues } from './document-values';
import {
  accountRef,
  authorNames,
  DOCX_TYPE,
  type FileAnswer,
  officeFailure,
  PDF_TYPE,
  readStored,
  safeFileName,
  type Viewer,
} from './documents.common';
import { type CustomDocumentRow, customDocuments } from './documents.table';
import { sanitizeDocx } from './docx-package';
import type { OfficeConverter } from './office';
import { renderTemplate } from './template-engine';

type CreateInput = z.infer<typeof documentCreateSchema>;

function serializeDocument(
  row: CustomDocumentRow,
  order: { id: number; number: number },
  names: Map<number, string>,
): GeneratedDocument {
  return {
    id: row.id,
    name: row.name,
    file_name: `${row.name} № ${order.number}`,
    order,
    template_id: row.builtinKey ?? (row.templateId !== null ? String(row.templateId) : null),
    format: row.format,
    has_pdf: row.pdfKey !== null,
    size: row.format === 'pdf' && row.pdfSize !== null ? row.pdfSize : row.docxSize,
    created_by: accountRef(row.createdBy, names),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Documents generated for a deal (SPEC §7 /api/documents/documents/): filled from a template with the deal (read
 * through the orders service), its client (the shoppers service) and the company's details, kept as .docx, and as
 * PDF once LibreOffice made it. Staff open their company's documents, a client the documents of their deals.
 */
export function createGeneratedDocumentsService(deps: {
  db: Db;
  storage: Storage;
  office: OfficeConverter;
  orders: OrdersService;
  shoppers: ShoppersService;
  showOrders: ShowOrdersService;
  downloads: DocumentDownloadsService;
  /** a company's tariff limits the documents it generates a month */
  limits: LimitGuard;
}) {
  const { db, storage, office, downloads } = deps;

  async function orderNumber(orderId: number): Promise<number> {
    return (await orderNumbersOf(db, [orderId])).get(orderId) ?? 0;
  }

  async function documentApi(row: CustomDocumentRow): Promise<GeneratedDocument> {
    const [number, names] = await Promise.all([orderNumber(row.orderId), authorNames(db, [row.createdBy])]);
    return serializeDocument(row, { id: row.orderId, number }, names);
  }

  /** What the document is made of: the deal (orders service; 404 for another company's), its client, the company. */
  async function gather(companyId: number, orderId: number): Promise<DocumentInput> {
    const order = await deps.orders.get(companyId, orderId);
    const [shopper, company, details] = await Promise.all([
      order.shopper ? deps.shoppers.get(companyId, order.shopper.id) : null,
      findCompany(db, companyId),
      requisitesRow(db, companyId),
    ]);
    if (!company) throw notFound();
    return {
      order,
      shopper,
      company: {
        name: company.name,
        inn: company.inn,
        address: company.address,
        phone: company.phone ? formatPhone(company.phone) : '',
        email: company.email,
      },
      requisites: {
        legalName: details?.legalName ?? '',
        kpp: details?.kpp ?? '',
        ogrn: details?.ogrn ?? '',
        bankName: details?.bankName ?? '',
        bik: details?.bik ?? '',
        bankAccount: details?.bankAccount ?? '',
        corrAccount: details?.corrAccount ?? '',
        directorPosition: details?.directorPosition ?? '',
        directorName: details?.directorName ?? '',
      },
      now: new Date(),
    };
  }

  /** The viewer's document: of the staff member's company, or of a deal whose client the viewer is; else 404. */
  async function reachableDocument(viewer: Viewer, id: number): Promise<CustomDocumentRow> {
    if (!viewer.client) return findOwned(db, customDocuments, viewer.companyId, id);
    const [row] = await db.select().from(customDocuments).where(eq(customDocuments.id, id));
    if (!row) throw notFound();
    await deps.showOrders.get(viewer.accountId, row.orderId);
    return row;
  }

  /** The document's PDF, made and kept on first request. */
  async function pdfOf(row: CustomDocumentRow): Promise<Buffer> {
    if (row.pdfKey) return readStored(storage, row.pdfKey);
    // a document made before templates were cleaned is cleaned on its way to LibreOffice
    const docx = await sanitizeDocx(await readStored(storage, row.docxKey), { field: null });
    const pdf = await office.toPdf(docx).catch(officeFailure);
    const key = newStorageKey('documents', 'pdf');
    await storage.put(key, pdf);
    await db
      .update(customDocuments)
      .set({ pdfKey: key, pdfSize: pdf.length })
      .where(eq(customDocuments.id, row.id));
    row.pdfKey = key;
    row.pdfSize = pdf.length;
    return pdf;
  }

  return {
    async status(): Promise<{ pdf: boolean }> {
      return { pdf: await office.available() };
    },

    /**
     * Fills the template with the deal and keeps the .docx; with format pdf converts it at once (503 when
     * LibreOffice is missing, and nothing is kept).
     */
    async create(scope: CompanyScope, input: CreateInput): Promise<GeneratedDocument> {
      const data = await gather(scope.companyId, input.order_id);
      const source = await templateSource(db, scope.companyId, input.template_id).catch((error) => {
        if (error instanceof ApiError && error.statusCode === 404) {
          throw fieldError('template_id', DOCUMENT_MSG.templateNotFound);
        }
        throw error;
      });
      // a stored template is cleaned again (one kept before the check), and so is the filled document: a raw-XML
      // tag ({@name}) inserts a value as markup
      const template = source.builtinKey
        ? builtinTemplate(source.builtinKey)
        : await sanitizeDocx(await readStored(storage, source.row!.fileKey), { field: null });
      const docx = await sanitizeDocx(renderTemplate(template, documentValues(data)), { field: null });
      const pdf = input.format === 'pdf' ? await office.toPdf(docx).catch(officeFailure) : null;
      const docxKey = newStorageKey('documents', 'docx');
      const pdfKey = pdf ? newStorageKey('documents', 'pdf') : null;
      await storage.put(docxKey, docx);
      if (pdf && pdfKey) await storage.put(pdfKey, pdf);
      try {
        const row = await db.transaction(async (tx) => {
          await deps.limits.claim(tx, { companyId: scope.companyId }, 'documents_per_month');
          const [created] = await tx
            .insert(customDocuments)
            .values({
              companyId: scope.companyId,
              orderId: data.order.id,
              templateId: source.row?.id ?? null,
              builtinKey: source.builtinKey,
              name: source.name,
              format: input.format,
              docxKey,
              docxSize: docx.length,
              pdfKey,
              pdfSize: pdf?.length ?? null,
              createdBy: scope.accountId,
            })
            .returning();
          await recordAudit(tx, {
            companyId: scope.companyId,
            accountId: scope.accountId,
            model: 'CustomDocument',
            recordId: created.id,
            action: 'create',
            after: { name: created.name, order_id: created.orderId, format: created.format },
          });
          return created;
        });
        return serializeDocument(
          row,
          { id: data.order.id, number: data.order.number },
          await authorNames(db, [scope.accountId]),
        );
      } catch (error) {
        await storage.remove(docxKey);
        if (pdfKey) await storage.remove(pdfKey);
        throw error;
      }
    },

    /** The company's documents, newest first; order_id narrows to a deal (another company's deal: 404). */
    async list(
      companyId: number,
      query: { order_id?: number; offset: number; limit: number },
    ): Promise<{ results: GeneratedDocument[]; count: number }> {
      if (query.order_id !== undefined && !(await isCompanyOrder(db, companyId, query.order_id))) {
        throw notFound();
      }
      const where = and(
        eq(customDocuments.companyId, companyId),
        query.order_id !== undefined ? eq(customDocuments.orderId, query.order_id) : undefined,
      );
      return listPage(
        db.select(COUNT).from(customDocuments).where(where),
        db
          .select()
          .from(customDocuments)
          .where(where)
          .orderBy(desc(customDocuments.createdAt), desc(customDocuments.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const [numbers, names] = await Promise.all([
            orderNumbersOf(
              db,
              rows.map((row) => row.orderId),
            ),
            authorNames(
              db,
              rows.map((row) => row.createdBy),
            ),
          ]);
          return rows.map((row) =>
            serializeDocument(row, { id: row.orderId, number: numbers.get(row.orderId) ?? 0 }, names),
          );
        },
      );
    },

    /** A client's view of their deal's documents (GET /api/company-orders/documents/{order id}/). */
    async ofClientOrder(
      accountId: number,
      orderId: number,
    ): Promise<{ results: GeneratedDocument[]; count: number }> {
      const order = await deps.showOrders.get(accountId, orderId);
      const rows = await db
        .select()
        .from(customDocuments)
        .where(eq(customDocuments.orderId, order.id))
        .orderBy(desc(customDocuments.createdAt), desc(customDocuments.id));
      const names = await authorNames(
        db,
        rows.map((row) => row.createdBy),
      );
      return {
        count: rows.length,
        results: rows.map((row) => serializeDocument(row, { id: order.id, number: order.number }, names)),
      };
    },

    async info(viewer: Viewer, id: number): Promise<GeneratedDocument> {
      return documentApi(await reachableDocument(viewer, id));
    },

    /** The file in the format asked (default the document's own); every download is recorded. */
    async file(
      viewer: Viewer,
      id: number,
      options: { format?: DocumentFormat; inline: boolean },
    ): Promise<FileAnswer> {
      const row = await reachableDocument(viewer, id);
      const format = options.format ?? row.format;
      const data = format === 'pdf' ? await pdfOf(row) : await readStored(storage, row.docxKey);
      await downloads.record(
        { companyId: row.companyId, accountId: viewer.accountId },
        {
          model: 'CustomDocument',
          name: row.name,
          format,
          inline: options.inline,
          documentId: row.id,
          orderId: row.orderId,
        },
      );
      return {
        data,
        fileName: `${safeFileName(`${row.name} № ${await orderNumber(row.orderId)}`)}.${format}`,
        contentType: format === 'pdf' ? PDF_TYPE : DOCX_TYPE,
      };
    },

    /** The first page as PNG (image-filedoc/): made from the PDF with pdftoppm and kept. */
    async preview(viewer: Viewer, id: number): Promise<Buffer> {
      const row = await reachableDocument(viewer, id);
      if (row.previewKey) return readStored(storage, row.previewKey);
      const png = await office.firstPagePng(await pdfOf(row)).catch(officeFailure);
      const key = newStorageKey('documents', 'png');
      await storage.put(key, png);
      await db.update(customDocuments).set({ previewKey: key }).where(eq(customDocuments.id, row.id));
      return png;
    },

    async remove(scope: CompanyScope, id: number): Promise<void> {
      const row = await findOwned(db, customDocuments, scope.companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(customDocuments).where(eq(customDocuments.id, row.id));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'CustomDocument',
          recordId: row.id,
          action: 'delete',
          before: { name: row.name, order_id: row.orderId, format: row.format },
        });
      });
      for (const key of [row.docxKey, row.pdfKey, row.previewKey]) if (key) await storage.remove(key);
    },
  };
}
