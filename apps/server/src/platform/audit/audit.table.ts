import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

/**
 * The journal: every create, update and delete of a company's records, written in the same transaction. An
 * administrator's action on what no company holds (a family's memory page taken down) has no company: null.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id'),
    accountId: integer('account_id'),
    model: text('model').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_company_created_idx').on(table.companyId, table.createdAt),
    index('audit_record_idx').on(table.model, table.recordId),
  ],
);
