import type { Readable } from 'node:stream';
import {
  BUILTIN_TEMPLATE_DESCRIPTIONS,
  BUILTIN_TEMPLATE_KEYS,
  BUILTIN_TEMPLATE_NAMES,
  type BuiltinTemplateKey,
  type BurialRecord,
  type burialRegisterQuerySchema,
  DOCUMENT_MSG,
  type DocumentFormat,
  type DocumentTemplate,
  type DownloadEntry,
  type DownloadModel,
  type documentCreateSchema,
  type downloadHistoryQuerySchema,
  type GeneratedDocument,
  isBuiltinKey,
  type Requisites,
  type requisitesBodySchema,
  type templatesQuerySchema,
} from '@sp/shared/api/documents';
import { personFullName } from '@sp/shared/api/persons';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { fromStoredDate } from '@sp/shared/format/partial-date';
import { formatPhone } from '@sp/shared/validation/patterns';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { escapeLike } from '../../platform/sql-text';
import { newStorageKey, type Storage } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { findCompany } from '../companies/companies.service';
import type { OrdersService } from '../orders/orders.service';
import { orderDeceased, orders } from '../orders/orders.table';
import type { ShowOrdersService } from '../orders/show-orders.service';
import { persons } from '../persons/persons.table';
import type { ShoppersService } from '../shoppers/shoppers.service';
import { shoppers } from '../shoppers/shoppers.table';
import { builtinTemplate } from './builtin/templates';
import { buildBurialRegisterDocx } from './burial-register';
import { type DocumentInput, documentValues } from './document-values';
import {
  type CompanyRequisitesRow,
  type CustomDocumentRow,
  companyRequisites,
  customDocuments,
  type DocumentTemplateRow,
  documentDownloads,
  documentTemplates,
} from './documents.table';
import { sanitizeDocx } from './docx-package';
import { OfficeConversionError, type OfficeConverter, OfficeUnavailableError } from './office';
import { inspectTemplate, renderTemplate, unknownPlaceholders } from './template-engine';

type Scope = { companyId: number; accountId: number };
/** Who opens a document: company staff (their company's documents) or a client (their deals' documents). */
export type Viewer =
  | { client: false; companyId: number; accountId: number }
  | { client: true; accountId: number };
type TemplatesQuery = z.infer<typeof templatesQuerySchema>;
type CreateInput = z.infer<typeof documentCreateSchema>;
type HistoryQuery = z.infer<typeof downloadHistoryQuerySchema>;
type RegisterQuery = z.infer<typeof burialRegisterQuerySchema>;
type RequisitesInput = z.infer<typeof requisitesBodySchema>;

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_TYPE = 'application/pdf';

/** A file to send: its bytes, the name to save it as (without the folder), its type. */
export type FileAnswer = { data: Buffer; fileName: string; contentType: string };

/** The deals' days are Moscow days (orders.service.ts). */
const ZONE = 'Europe/Moscow';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** A template's name from an uploaded file's name: «Договор (ред. 2).docx» → «Договор (ред. 2)». */
function nameFromFile(fileName: string): string {
  return (
    fileName
      .replace(/^.*[\\/]/, '')
      .replace(/\.docx$/i, '')
      .trim()
      .slice(0, 200) || 'Шаблон'
  );
}

/** Characters a file name may not hold on common systems, replaced by a space. */
const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'Документ';

function officeFailure(error: unknown): never {
  if (error instanceof OfficeUnavailableError) {
    throw new ApiError(503, {
      detail: error.tool === 'soffice' ? DOCUMENT_MSG.pdfUnavailable : DOCUMENT_MSG.previewUnavailable,
    });
  }
  if (error instanceof OfficeConversionError) throw new ApiError(503, { detail: DOCUMENT_MSG.pdfFailed });
  throw error;
}

/**
 * Documents (SPEC §7 /api/documents/, issue 5 §3): the built-in and own templates, documents generated for a deal
 * (the deal read through the orders service, its client through the shoppers service), the PDF by LibreOffice,
 * the download history, the burial register and the company's details for documents. Every record is the
 * company's: another company's template, document or deal answers 404.
 */
export function createDocumentsService(deps: {
  db: Db;
  storage: Storage;
  office: OfficeConverter;
  orders: OrdersService;
  shoppers: ShoppersService;
  showOrders: ShowOrdersService;
}) {
  const { db, storage, office } = deps;

  async function readStored(key: string): Promise<Buffer> {
    const file = await storage.open(key);
    if (!file) throw notFound();
    return readAll(file.stream);
  }

  async function namesOf(ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = await db
      .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(inArray(accounts.id, wanted));
    return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || 'Сотрудник']));
  }

  const person = (id: number | null, names: Map<number, string>) =>
    id !== null && names.has(id) ? { id, name: names.get(id) ?? '' } : null;

  // ---- templates

  const builtinTags = new Map<BuiltinTemplateKey, string[]>();

  function builtinApi(key: BuiltinTemplateKey): DocumentTemplate {
    const file = builtinTemplate(key);
    // the built-ins never change while the process runs: read their tags once
    let placeholders = builtinTags.get(key);
    if (!placeholders) {
      placeholders = inspectTemplate(file).placeholders;
      builtinTags.set(key, placeholders);
    }
    return {
      id: key,
      name: BUILTIN_TEMPLATE_NAMES[key],
      builtin: true,
      description: BUILTIN_TEMPLATE_DESCRIPTIONS[key],
      placeholders,
      unknown_placeholders: unknownPlaceholders(placeholders),
      file_name: `${BUILTIN_TEMPLATE_NAMES[key]}.docx`,
      size: file.length,
      created_by: null,
      created_at: null,
      updated_at: null,
    };
  }

  function templateApi(row: DocumentTemplateRow, names: Map<number, string>): DocumentTemplate {
    return {
      id: String(row.id),
      name: row.name,
      builtin: false,
      description: '',
      placeholders: row.placeholders,
      unknown_placeholders: unknownPlaceholders(row.placeholders),
      file_name: row.fileName,
      size: row.size,
      created_by: person(row.createdBy, names),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function ownTemplate(companyId: number, id: number): Promise<DocumentTemplateRow> {
    const [row] = await db
      .select()
      .from(documentTemplates)
      .where(and(eq(documentTemplates.id, id), eq(documentTemplates.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  /** A template reference as the API gives it: a built-in's key, or an own template's number. */
  async function templateSource(
    companyId: number,
    ref: string | number,
  ): Promise<{ builtinKey: BuiltinTemplateKey | null; row: DocumentTemplateRow | null; name: string }> {
    const text = String(ref);
    if (isBuiltinKey(text)) return { builtinKey: text, row: null, name: BUILTIN_TEMPLATE_NAMES[text] };
    if (!/^\d{1,9}$/.test(text)) throw notFound();
    const row = await ownTemplate(companyId, Number(text));
    return { builtinKey: null, row, name: row.name };
  }

  async function recordDownload(
    scope: Scope,
    entry: {
      model: DownloadModel;
      name: string;
      format: DocumentFormat;
      inline: boolean;
      documentId?: number;
      templateRef?: string;
      orderId?: number;
    },
  ): Promise<void> {
    await db.insert(documentDownloads).values({
      companyId: scope.companyId,
      accountId: scope.accountId,
      model: entry.model,
      name: entry.name,
      format: entry.format,
      inline: entry.inline,
      documentId: entry.documentId ?? null,
      templateRef: entry.templateRef ?? null,
      orderId: entry.orderId ?? null,
    });
  }

  const templates = {
    async list(
      companyId: number,
      query: TemplatesQuery,
    ): Promise<{ results: DocumentTemplate[]; count: number }> {
      const words = query.query?.toLowerCase();
      const builtins = BUILTIN_TEMPLATE_KEYS.filter(
        (key) => !words || BUILTIN_TEMPLATE_NAMES[key].toLowerCase().includes(words),
      ).map(builtinApi);
      const where = and(
        eq(documentTemplates.companyId, companyId),
        query.query ? ilike(documentTemplates.name, `%${escapeLike(query.query)}%`) : undefined,
      );
      const rows = await db
        .select()
        .from(documentTemplates)
        .where(where)
        .orderBy(asc(documentTemplates.name), asc(documentTemplates.id));
      const names = await namesOf(rows.map((row) => row.createdBy));
      const all = [...builtins, ...rows.map((row) => templateApi(row, names))];
      return { count: all.length, results: all.slice(query.offset, query.offset + query.limit) };
    },

    async get(companyId: number, id: string): Promise<DocumentTemplate> {
      if (isBuiltinKey(id)) return builtinApi(id);
      const row = await ownTemplate(companyId, Number(id));
      return templateApi(row, await namesOf([row.createdBy]));
    },

    /** An uploaded .docx checked by content; its name defaults to the file's. */
    async upload(
      scope: Scope,
      file: { data: Buffer; filename: string } | null,
      name: string | undefined,
    ): Promise<DocumentTemplate> {
      if (!file) throw fieldError('file', DOCUMENT_MSG.fileRequired);
      // what is kept is the cleaned archive: no external links, no fields that include files (docx-package.ts)
      const data = await sanitizeDocx(file.data);
      const { placeholders } = inspectTemplate(data);
      const fileName = `${nameFromFile(file.filename)}.docx`;
      const key = newStorageKey('document-templates', 'docx');
      await storage.put(key, data);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(documentTemplates)
            .values({
              companyId: scope.companyId,
              name: name ?? nameFromFile(file.filename),
              fileName,
              fileKey: key,
              size: data.length,
              placeholders,
              createdBy: scope.accountId,
            })
            .returning();
          await recordAudit(tx, {
            companyId: scope.companyId,
            accountId: scope.accountId,
            model: 'DocumentTemplate',
            recordId: created.id,
            action: 'create',
            after: { name: created.name, file_name: fileName, size: created.size },
          });
          return created;
        });
        return templateApi(row, await namesOf([row.createdBy]));
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    async rename(scope: Scope, id: string, name: string): Promise<DocumentTemplate> {
      if (isBuiltinKey(id)) throw new ApiError(400, { detail: DOCUMENT_MSG.builtinReadOnly });
      const before = await ownTemplate(scope.companyId, Number(id));
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(documentTemplates)
          .set({ name, updatedAt: new Date() })
          .where(eq(documentTemplates.id, before.id))
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'DocumentTemplate',
          recordId: before.id,
          action: 'update',
          before: { name: before.name },
          after: { name: updated.name },
        });
        return updated;
      });
      return templateApi(row, await namesOf([row.createdBy]));
    },

    /** Documents made from it keep their files; their template link empties. */
    async remove(scope: Scope, id: string): Promise<void> {
      if (isBuiltinKey(id)) throw new ApiError(400, { detail: DOCUMENT_MSG.builtinReadOnly });
      const row = await ownTemplate(scope.companyId, Number(id));
      await db.transaction(async (tx) => {
        await tx.delete(documentTemplates).where(eq(documentTemplates.id, row.id));
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'DocumentTemplate',
          recordId: row.id,
          action: 'delete',
          before: { name: row.name, file_name: row.fileName, size: row.size },
        });
      });
      await storage.remove(row.fileKey);
    },

    /** The template's .docx (a built-in's too, to copy and change); the download is recorded. */
    async file(scope: Scope, id: string): Promise<FileAnswer> {
      const source = await templateSource(scope.companyId, id);
      const data = source.builtinKey
        ? builtinTemplate(source.builtinKey)
        : await readStored(source.row!.fileKey);
      await recordDownload(scope, {
        model: 'DocumentTemplate',
        name: source.name,
        format: 'docx',
        inline: false,
        templateRef: id,
      });
      return {
        data,
        fileName: source.row ? source.row.fileName : `${source.name}.docx`,
        contentType: DOCX_TYPE,
      };
    },
  };

  // ---- the company's details

  async function requisitesRow(companyId: number): Promise<CompanyRequisitesRow | null> {
    const [row] = await db.select().from(companyRequisites).where(eq(companyRequisites.companyId, companyId));
    return row ?? null;
  }

  function requisitesFields(row: CompanyRequisitesRow | null) {
    return {
      legal_name: row?.legalName ?? '',
      kpp: row?.kpp ?? '',
      ogrn: row?.ogrn ?? '',
      bank_name: row?.bankName ?? '',
      bik: row?.bik ?? '',
      bank_account: row?.bankAccount ?? '',
      corr_account: row?.corrAccount ?? '',
      director_position: row?.directorPosition ?? '',
      director_name: row?.directorName ?? '',
    };
  }

  const requisites = {
    async get(companyId: number): Promise<Requisites> {
      const [company, row] = await Promise.all([findCompany(db, companyId), requisitesRow(companyId)]);
      if (!company) throw notFound();
      return {
        ...requisitesFields(row),
        company: {
          name: company.name,
          inn: company.inn,
          address: company.address,
          phone: company.phone,
          email: company.email,
        },
      };
    },

    /** Journalled as the company's change (its details), field by field. */
    async update(scope: Scope, input: RequisitesInput): Promise<Requisites> {
      const before = requisitesFields(await requisitesRow(scope.companyId));
      const values = {
        legalName: input.legal_name,
        kpp: input.kpp,
        ogrn: input.ogrn,
        bankName: input.bank_name,
        bik: input.bik,
        bankAccount: input.bank_account,
        corrAccount: input.corr_account,
        directorPosition: input.director_position,
        directorName: input.director_name,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyRequisites)
          .values({ companyId: scope.companyId, ...values })
          .onConflictDoUpdate({ target: companyRequisites.companyId, set: values })
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Company',
          recordId: scope.companyId,
          action: 'update',
          before,
          after: requisitesFields(row),
        });
      });
      return requisites.get(scope.companyId);
    },
  };

  // ---- documents of deals

  async function documentApi(
    row: CustomDocumentRow,
    names?: Map<number, string>,
  ): Promise<GeneratedDocument> {
    const [order] = await db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    const known = names ?? (await namesOf([row.createdBy]));
    return serializeDocument(row, order ?? { id: row.orderId, number: 0 }, known);
  }

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
      created_by: person(row.createdBy, names),
      created_at: row.createdAt.toISOString(),
    };
  }

  /** What the document is made of: the deal (orders service; 404 for another company's), its client, the company. */
  async function gather(companyId: number, orderId: number): Promise<DocumentInput> {
    const order = await deps.orders.get(companyId, orderId);
    const [shopper, company, details] = await Promise.all([
      order.shopper ? deps.shoppers.get(companyId, order.shopper.id) : null,
      findCompany(db, companyId),
      requisitesRow(companyId),
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
    if (viewer.client) {
      const [row] = await db.select().from(customDocuments).where(eq(customDocuments.id, id));
      if (!row) throw notFound();
      await deps.showOrders.get(viewer.accountId, row.orderId);
      return row;
    }
    const [row] = await db
      .select()
      .from(customDocuments)
      .where(and(eq(customDocuments.id, id), eq(customDocuments.companyId, viewer.companyId)));
    if (!row) throw notFound();
    return row;
  }

  /** The document's PDF, made and kept on first request. */
  async function pdfOf(row: CustomDocumentRow): Promise<Buffer> {
    if (row.pdfKey) return readStored(row.pdfKey);
    // a document made before templates were cleaned is cleaned on its way to LibreOffice
    const docx = await sanitizeDocx(await readStored(row.docxKey), { field: null });
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

  async function orderNumber(orderId: number): Promise<number> {
    const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    return order?.number ?? 0;
  }

  const documents = {
    async status(): Promise<{ pdf: boolean }> {
      return { pdf: await office.available() };
    },

    /**
     * Fills the template with the deal and keeps the .docx; with format pdf converts it at once (503 when
     * LibreOffice is missing, and nothing is kept).
     */
    async create(scope: Scope, input: CreateInput): Promise<GeneratedDocument> {
      const data = await gather(scope.companyId, input.order_id);
      const source = await templateSource(scope.companyId, input.template_id).catch((error) => {
        if (error instanceof ApiError && error.statusCode === 404) {
          throw fieldError('template_id', DOCUMENT_MSG.templateNotFound);
        }
        throw error;
      });
      // a stored template is cleaned again (one kept before the check), and so is the filled document: a raw-XML
      // tag ({@name}) inserts a value as markup
      const template = source.builtinKey
        ? builtinTemplate(source.builtinKey)
        : await sanitizeDocx(await readStored(source.row!.fileKey), { field: null });
      const docx = await sanitizeDocx(renderTemplate(template, documentValues(data)), { field: null });
      const pdf = input.format === 'pdf' ? await office.toPdf(docx).catch(officeFailure) : null;
      const docxKey = newStorageKey('documents', 'docx');
      const pdfKey = pdf ? newStorageKey('documents', 'pdf') : null;
      await storage.put(docxKey, docx);
      if (pdf && pdfKey) await storage.put(pdfKey, pdf);
      try {
        const row = await db.transaction(async (tx) => {
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
          await namesOf([scope.accountId]),
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
      if (query.order_id !== undefined) {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, query.order_id), eq(orders.companyId, companyId)));
        if (!order) throw notFound();
      }
      const where = and(
        eq(customDocuments.companyId, companyId),
        query.order_id !== undefined ? eq(customDocuments.orderId, query.order_id) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ document: customDocuments, number: orders.number })
          .from(customDocuments)
          .innerJoin(orders, eq(orders.id, customDocuments.orderId))
          .where(where)
          .orderBy(desc(customDocuments.createdAt), desc(customDocuments.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(customDocuments).where(where),
      ]);
      const names = await namesOf(rows.map((entry) => entry.document.createdBy));
      return {
        count: Number(total),
        results: rows.map((entry) =>
          serializeDocument(entry.document, { id: entry.document.orderId, number: entry.number }, names),
        ),
      };
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
      const names = await namesOf(rows.map((row) => row.createdBy));
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
      const data = format === 'pdf' ? await pdfOf(row) : await readStored(row.docxKey);
      await recordDownload(
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
      if (row.previewKey) return readStored(row.previewKey);
      const png = await office.firstPagePng(await pdfOf(row)).catch(officeFailure);
      const key = newStorageKey('documents', 'png');
      await storage.put(key, png);
      await db.update(customDocuments).set({ previewKey: key }).where(eq(customDocuments.id, row.id));
      return png;
    },

    async remove(scope: Scope, id: number): Promise<void> {
      const [row] = await db
        .select()
        .from(customDocuments)
        .where(and(eq(customDocuments.id, id), eq(customDocuments.companyId, scope.companyId)));
      if (!row) throw notFound();
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

  // ---- the download history

  async function history(
    companyId: number,
    query: HistoryQuery,
  ): Promise<{ results: DownloadEntry[]; count: number }> {
    const day = (value: string) => sql`((${value})::date::timestamp at time zone ${ZONE})`;
    const where = and(
      eq(documentDownloads.companyId, companyId),
      eq(documentDownloads.model, query.model_name),
      query.document_id ? eq(documentDownloads.documentId, query.document_id) : undefined,
      query.template_id ? eq(documentDownloads.templateRef, query.template_id) : undefined,
      query.order_id ? eq(documentDownloads.orderId, query.order_id) : undefined,
      query.account ? eq(documentDownloads.accountId, query.account) : undefined,
      query.date_from ? sql`${documentDownloads.createdAt} >= ${day(query.date_from)}` : undefined,
      query.date_to
        ? sql`${documentDownloads.createdAt} < ${day(query.date_to)} + interval '1 day'`
        : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ entry: documentDownloads, number: orders.number })
        .from(documentDownloads)
        .leftJoin(orders, eq(orders.id, documentDownloads.orderId))
        .where(where)
        .orderBy(desc(documentDownloads.createdAt), desc(documentDownloads.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(documentDownloads).where(where),
    ]);
    // named as the journal names who made a change («Фамилия Имя»), so the journal's filter and rows agree
    const ids = [
      ...new Set(rows.flatMap(({ entry }) => (entry.accountId === null ? [] : [entry.accountId]))),
    ];
    const names = new Map(
      (ids.length
        ? await db
            .select({
              id: accounts.id,
              firstName: accounts.firstName,
              lastName: accounts.lastName,
              email: accounts.email,
              phone: accounts.phone,
            })
            .from(accounts)
            .where(inArray(accounts.id, ids))
        : []
      ).map((row) => [row.id, accountDisplayName(row)]),
    );
    return {
      count: Number(total),
      results: rows.map(({ entry, number }) => ({
        id: entry.id,
        model_name: entry.model,
        document_id: entry.documentId,
        template_id: entry.templateRef,
        order: entry.orderId !== null && number !== null ? { id: entry.orderId, number } : null,
        name: entry.name,
        format: entry.format,
        inline: entry.inline,
        account: person(entry.accountId, names),
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }

  // ---- the burial register

  /**
   * The company's burials: each deceased of its deals of category 2 «Захоронение» that are not cancelled, oldest
   * burial first (a deal without a funeral date last); date_start/date_end filter the funeral's Moscow day.
   * A read-only report over the deal tables, so it reads them directly rather than deal by deal.
   */
  async function burialRecords(
    companyId: number,
    query: Pick<RegisterQuery, 'date_start' | 'date_end' | 'query'>,
    page: { offset: number; limit: number } | null,
  ): Promise<{ results: BurialRecord[]; count: number }> {
    const day = (value: string) => sql`((${value})::date::timestamp at time zone ${ZONE})`;
    const words = query.query?.trim().toLowerCase();
    const where = and(
      eq(orders.companyId, companyId),
      eq(orders.categoryOrder, 2),
      ne(orders.status, 'cancelled'),
      query.date_start ? sql`${orders.funeralAt} >= ${day(query.date_start)}` : undefined,
      query.date_end ? sql`${orders.funeralAt} < ${day(query.date_end)} + interval '1 day'` : undefined,
      query.date_start || query.date_end ? isNotNull(orders.funeralAt) : undefined,
      words
        ? (or(
            ilike(persons.searchName, `%${escapeLike(words)}%`),
            ilike(orders.burialPlace, `%${escapeLike(words)}%`),
            ilike(persons.burialPlace, `%${escapeLike(words)}%`),
          ) as SQL)
        : undefined,
    );
    const base = db
      .select({
        orderId: orders.id,
        number: orders.number,
        status: orders.status,
        funeralAt: orders.funeralAt,
        orderPlace: orders.burialPlace,
        person: persons,
        shopperId: shoppers.id,
        shopperLegal: shoppers.legalName,
        shopperLast: shoppers.lastName,
        shopperFirst: shoppers.firstName,
        shopperPatronymic: shoppers.patronymic,
        shopperPhone: shoppers.phone,
      })
      .from(orderDeceased)
      .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
      .innerJoin(persons, eq(persons.id, orderDeceased.personId))
      .leftJoin(shoppers, eq(shoppers.id, orders.shopperId))
      .where(where)
      .orderBy(sql`${orders.funeralAt} asc nulls last`, asc(orders.number), asc(orderDeceased.position))
      .$dynamic();
    const [rows, [{ total }]] = await Promise.all([
      page ? base.limit(page.limit).offset(page.offset) : base,
      db
        .select({ total: count() })
        .from(orderDeceased)
        .innerJoin(orders, eq(orders.id, orderDeceased.orderId))
        .innerJoin(persons, eq(persons.id, orderDeceased.personId))
        .where(where),
    ]);
    const first = page?.offset ?? 0;
    return {
      count: Number(total),
      results: rows.map((row, index) => ({
        n: first + index + 1,
        order: { id: row.orderId, number: row.number, status: row.status },
        person: {
          id: row.person.id,
          full_name: personFullName({
            last_name: row.person.lastName,
            first_name: row.person.firstName,
            patronymic: row.person.patronymic,
          }),
          date_birth: fromStoredDate(row.person.birthDate, row.person.birthPrecision),
          date_death: fromStoredDate(row.person.deathDate, row.person.deathPrecision),
        },
        funeral_at: row.funeralAt?.toISOString() ?? null,
        burial_place: row.orderPlace || row.person.burialPlace,
        shopper:
          row.shopperId !== null
            ? {
                id: row.shopperId,
                name:
                  row.shopperLegal ??
                  [row.shopperLast, row.shopperFirst, row.shopperPatronymic].filter(Boolean).join(' '),
                phone: row.shopperPhone ? formatPhone(row.shopperPhone) : '',
              }
            : null,
      })),
    };
  }

  const burialRegister = {
    list: (companyId: number, query: RegisterQuery) =>
      burialRecords(companyId, query, { offset: query.offset, limit: query.limit }),

    /** «Книга регистрации захоронений» of the period as .docx (at most 5 000 lines). */
    async docx(scope: Scope, query: RegisterQuery): Promise<FileAnswer> {
      const { results } = await burialRecords(scope.companyId, query, { offset: 0, limit: 5000 });
      const company = await findCompany(db, scope.companyId);
      const data = buildBurialRegisterDocx({
        companyName: company?.name ?? '',
        dateStart: query.date_start ?? null,
        dateEnd: query.date_end ?? null,
        records: results,
      });
      return { data, fileName: 'Книга регистрации захоронений.docx', contentType: DOCX_TYPE };
    },
  };

  return { templates, documents, requisites, history, burialRegister };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
