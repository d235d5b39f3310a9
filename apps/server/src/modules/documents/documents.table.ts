import type { BuiltinTemplateKey, DocumentFormat, DownloadModel } from '@sp/shared/api/documents';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { orders } from '../orders/orders.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A company's own .docx template (the built-ins live in code, builtin/): its name, the stored file, and the
 * placeholders it uses, read once when it was uploaded.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    /** tags used, in order of first use; a line's field as «items.name» */
    placeholders: jsonb('placeholders').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('document_templates_company_idx').on(table.companyId, table.name)],
);

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;

/**
 * A document generated for a deal (SPEC §7 documents/): always its .docx, and the PDF once asked for (kept, so it
 * is converted once). The template's name is kept as the document's name; the template link empties if it is
 * deleted. `builtinKey` names a built-in template instead of `templateId`.
 */
export const customDocuments = pgTable(
  'custom_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
    builtinKey: text('builtin_key').$type<BuiltinTemplateKey>(),
    name: text('name').notNull(),
    /** the format asked for when generated */
    format: text('format').$type<DocumentFormat>().notNull().default('docx'),
    docxKey: text('docx_key').notNull(),
    docxSize: integer('docx_size').notNull(),
    pdfKey: text('pdf_key'),
    pdfSize: integer('pdf_size'),
    /** the first page as PNG (image-filedoc/), made when first asked for */
    previewKey: text('preview_key'),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('custom_documents_order_idx').on(table.orderId, table.createdAt),
    index('custom_documents_company_idx').on(table.companyId, table.createdAt),
    index('custom_documents_template_idx').on(table.templateId),
    check('custom_documents_format', sql`${table.format} in ('docx','pdf')`),
  ],
);

export type CustomDocumentRow = typeof customDocuments.$inferSelect;

/**
 * Every download of a document or a template file (the journal's document-download-history/): who, when, what
 * (its name then, so the line survives the document's deletion), which format, viewed or saved.
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    model: text('model').$type<DownloadModel>().notNull(),
    documentId: integer('document_id').references(() => customDocuments.id, { onDelete: 'set null' }),
    /** an own template's number or a built-in's key, for model DocumentTemplate */
    templateRef: text('template_ref'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    format: text('format').$type<DocumentFormat>().notNull(),
    inline: boolean('inline').notNull().default(false),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('document_downloads_company_idx').on(table.companyId, table.model, table.createdAt),
    index('document_downloads_document_idx').on(table.documentId),
    index('document_downloads_order_idx').on(table.orderId),
    check('document_downloads_model', sql`${table.model} in ('CustomDocument','DocumentTemplate')`),
  ],
);

/**
 * What documents need beyond the company card (/app/profile-company keeps the name, ИНН, address, phone, e-mail):
 * the full legal name, КПП, ОГРН, the bank account and who signs. One row per company, made on first save.
 */
export const companyRequisites = pgTable('company_requisites', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  kpp: text('kpp').notNull().default(''),
  ogrn: text('ogrn').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bik: text('bik').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  corrAccount: text('corr_account').notNull().default(''),
  directorPosition: text('director_position').notNull().default(''),
  directorName: text('director_name').notNull().default(''),
  updatedAt: updatedAt(),
});

export type CompanyRequisitesRow = typeof companyRequisites.$inferSelect;
