import type {
  DocumentFormat,
  DownloadEntry,
  DownloadModel,
  downloadHistoryQuerySchema,
} from '@sp/shared/api/documents';
import type { JournalAccount } from '@sp/shared/api/journal';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { COUNT, listPage } from '../../platform/paging';
import { accounts } from '../accounts/accounts.table';
import { orderNumbersOf } from '../orders/order-lookups.service';
import { accountRef, ZONE } from './documents.common';
import { documentDownloads } from './documents.table';

type HistoryQuery = z.infer<typeof downloadHistoryQuerySchema>;

/** One download as it is recorded. */
export type DownloadRecord = {
  model: DownloadModel;
  name: string;
  format: DocumentFormat;
  inline: boolean;
  documentId?: number;
  templateRef?: string;
  orderId?: number;
};

const account = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
};

/**
 * The download history of the company's documents and template files (the journal's «Скачивания документов»,
 * /api/journal/company/document-download-history/): every download is recorded here, and this module alone reads
 * it back, for the history and for the journal's choice of who downloaded.
 */
export function createDocumentDownloadsService(db: Db) {
  return {
    async record(scope: CompanyScope, entry: DownloadRecord): Promise<void> {
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
    },

    /** Newest first; days are Moscow days, both included. */
    async history(
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
      return listPage(
        db.select(COUNT).from(documentDownloads).where(where),
        db
          .select()
          .from(documentDownloads)
          .where(where)
          .orderBy(desc(documentDownloads.createdAt), desc(documentDownloads.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          // named as the journal names who made a change, so the journal's filter and rows agree
          const accountIds = [
            ...new Set(rows.flatMap((entry) => (entry.accountId === null ? [] : [entry.accountId]))),
          ];
          const [numbers, people] = await Promise.all([
            orderNumbersOf(
              db,
              rows.map((entry) => entry.orderId),
            ),
            accountIds.length
              ? db.select(account).from(accounts).where(inArray(accounts.id, accountIds))
              : [],
          ]);
          const names = new Map(people.map((row) => [row.id, accountDisplayName(row)]));
          return rows.map((entry) => {
            const number = entry.orderId !== null ? numbers.get(entry.orderId) : undefined;
            return {
              id: entry.id,
              model_name: entry.model,
              document_id: entry.documentId,
              template_id: entry.templateRef,
              order: entry.orderId !== null && number !== undefined ? { id: entry.orderId, number } : null,
              name: entry.name,
              format: entry.format,
              inline: entry.inline,
              account: accountRef(entry.accountId, names),
              created_at: entry.createdAt.toISOString(),
            };
          });
        },
      );
    },

    /** The accounts that downloaded the company's documents, by name: the choices of the journal's «Кто». */
    async accounts(companyId: number): Promise<{ results: JournalAccount[]; count: number }> {
      const rows = await db
        .selectDistinct(account)
        .from(documentDownloads)
        .innerJoin(accounts, eq(accounts.id, documentDownloads.accountId))
        .where(eq(documentDownloads.companyId, companyId));
      const results = rows
        .map((row) => ({ id: row.id, name: accountDisplayName(row) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
      return { results, count: results.length };
    },
  };
}

export type DocumentDownloadsService = ReturnType<typeof createDocumentDownloadsService>;
