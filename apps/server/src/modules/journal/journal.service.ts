import {
  type JournalAccount,
  type JournalEntry,
  type JournalModelName,
  type journalHistoryQuerySchema,
  journalModelLabel,
} from '@sp/shared/api/journal';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog } from '../../platform/audit/audit.table';
import { COUNT, listPage } from '../../platform/paging';
import { accounts } from '../accounts/accounts.table';

type HistoryQuery = z.output<typeof journalHistoryQuerySchema>;

/** Days of the filters are Moscow days, as the deals' filters read them. */
const ZONE = 'Europe/Moscow';

const author = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
};

/**
 * The company's journal, read from the audit records (platform/audit). Scope: the caller's current company
 * only; a main company does not see its branches' records here: a branch is a company of its own, and its
 * owner switches to it (the branch switch) to read its journal.
 */
export function createJournalService(db: Db) {
  return {
    /** The record types the company's journal holds, labelled, in the labels' alphabetical order. */
    async modelNames(companyId: number): Promise<{ results: JournalModelName[]; count: number }> {
      const rows = await db
        .selectDistinct({ model: auditLog.model })
        .from(auditLog)
        .where(eq(auditLog.companyId, companyId));
      const results = rows
        .map((row) => ({ value: row.model, label: journalModelLabel(row.model) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
      return { results, count: results.length };
    },

    /**
     * The accounts that made changes in the company (employees, former ones too), by name. Who downloaded its
     * documents is the documents module's to say (document-downloads.service.ts).
     */
    async accounts(companyId: number): Promise<{ results: JournalAccount[]; count: number }> {
      const rows = await db
        .selectDistinct(author)
        .from(auditLog)
        .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
        .where(and(eq(auditLog.companyId, companyId), isNotNull(auditLog.accountId)));
      const results = rows
        .map((row) => ({ id: row.id, name: accountDisplayName(row) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
      return { results, count: results.length };
    },

    /**
     * The changes, newest first: a company's (its journal), or with null every record of the platform (the
     * administrators' history: an account's records are written under no company, company_id null).
     */
    async history(
      companyId: number | null,
      query: HistoryQuery,
    ): Promise<{ results: JournalEntry[]; count: number }> {
      const conditions: (SQL | undefined)[] = [
        companyId === null ? undefined : eq(auditLog.companyId, companyId),
        query.model_name ? eq(auditLog.model, query.model_name) : undefined,
        query.account ? eq(auditLog.accountId, query.account) : undefined,
        query.record_id ? eq(auditLog.recordId, query.record_id) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.date_from
          ? sql`${auditLog.createdAt} >= ((${query.date_from})::date::timestamp at time zone ${ZONE})`
          : undefined,
        query.date_to
          ? sql`${auditLog.createdAt} < (((${query.date_to})::date + 1)::timestamp at time zone ${ZONE})`
          : undefined,
      ];
      const where = and(...conditions);
      return listPage(
        db.select(COUNT).from(auditLog).where(where),
        db
          .select({ entry: auditLog, author })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map(({ entry, author: who }) => ({
            id: entry.id,
            model: entry.model,
            model_label: journalModelLabel(entry.model),
            record_id: entry.recordId,
            action: entry.action,
            changes: entry.changes,
            created_at: entry.createdAt.toISOString(),
            account: who ? { id: who.id, name: accountDisplayName(who) } : null,
          })),
      );
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
