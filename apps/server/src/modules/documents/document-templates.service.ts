import {
  BUILTIN_TEMPLATE_DESCRIPTIONS,
  BUILTIN_TEMPLATE_KEYS,
  BUILTIN_TEMPLATE_NAMES,
  type BuiltinTemplateKey,
  DOCUMENT_MSG,
  type DocumentTemplate,
  isBuiltinKey,
  type templatesQuerySchema,
} from '@sp/shared/api/documents';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { escapeLike } from '../../platform/sql-text';
import { newStorageKey, type Storage } from '../../platform/storage';
import { findOwned } from '../../platform/tenant';
import { builtinTemplate } from './builtin/templates';
import type { DocumentDownloadsService } from './document-downloads.service';
import { accountRef, authorNames, DOCX_TYPE, type FileAnswer, readStored } from './documents.common';
import { type DocumentTemplateRow, documentTemplates } from './documents.table';
import { sanitizeDocx } from './docx-package';
import { inspectTemplate, unknownPlaceholders } from './template-engine';

type TemplatesQuery = z.infer<typeof templatesQuerySchema>;

/** A template as a document is made from it: a built-in's key, or an own template's row; and its name. */
export type TemplateSource = {
  builtinKey: BuiltinTemplateKey | null;
  row: DocumentTemplateRow | null;
  name: string;
};

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

const ownTemplate = (db: Db, companyId: number, id: number) =>
  findOwned(db, documentTemplates, companyId, id);

/** A template reference as the API gives it: a built-in's key, or an own template's number (404 otherwise). */
export async function templateSource(
  db: Db,
  companyId: number,
  ref: string | number,
): Promise<TemplateSource> {
  const text = String(ref);
  if (isBuiltinKey(text)) return { builtinKey: text, row: null, name: BUILTIN_TEMPLATE_NAMES[text] };
  if (!/^\d{1,9}$/.test(text)) throw notFound();
  const row = await ownTemplate(db, companyId, Number(text));
  return { builtinKey: null, row, name: row.name };
}

/** the built-ins never change while the process runs: their tags are read once */
const builtinTags = new Map<BuiltinTemplateKey, string[]>();

function builtinApi(key: BuiltinTemplateKey): DocumentTemplate {
  const file = builtinTemplate(key);
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
    created_by: accountRef(row.createdBy, names),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The templates documents are made from (/api/documents/templates/): the four built-ins (builtin/, read-only) and
 * the company's own uploaded .docx files, checked and cleaned on upload. Every download of a file is recorded.
 */
export function createDocumentTemplatesService(deps: {
  db: Db;
  storage: Storage;
  downloads: DocumentDownloadsService;
}) {
  const { db, storage, downloads } = deps;

  const describe = async (row: DocumentTemplateRow) =>
    templateApi(row, await authorNames(db, [row.createdBy]));

  return {
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
      const names = await authorNames(
        db,
        rows.map((row) => row.createdBy),
      );
      const all = [...builtins, ...rows.map((row) => templateApi(row, names))];
      return { count: all.length, results: all.slice(query.offset, query.offset + query.limit) };
    },

    async get(companyId: number, id: string): Promise<DocumentTemplate> {
      if (isBuiltinKey(id)) return builtinApi(id);
      return describe(await ownTemplate(db, companyId, Number(id)));
    },

    /** An uploaded .docx checked by content; its name defaults to the file's. */
    async upload(
      scope: CompanyScope,
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
        return describe(row);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    async rename(scope: CompanyScope, id: string, name: string): Promise<DocumentTemplate> {
      if (isBuiltinKey(id)) throw new ApiError(400, { detail: DOCUMENT_MSG.builtinReadOnly });
      const before = await ownTemplate(db, scope.companyId, Number(id));
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
      return describe(row);
    },

    /** Documents made from it keep their files; their template link empties. */
    async remove(scope: CompanyScope, id: string): Promise<void> {
      if (isBuiltinKey(id)) throw new ApiError(400, { detail: DOCUMENT_MSG.builtinReadOnly });
      const row = await ownTemplate(db, scope.companyId, Number(id));
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
    async file(scope: CompanyScope, id: string): Promise<FileAnswer> {
      const source = await templateSource(db, scope.companyId, id);
      const data = source.builtinKey
        ? builtinTemplate(source.builtinKey)
        : await readStored(storage, source.row!.fileKey);
      await downloads.record(scope, {
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
}
