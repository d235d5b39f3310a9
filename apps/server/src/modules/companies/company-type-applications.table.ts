import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from './companies.table';

/** The types a regular main company may ask to become. */
export const APPLIED_COMPANY_TYPES = ['MUNICIPAL', 'DEALER'] as const;
export type AppliedCompanyType = (typeof APPLIED_COMPANY_TYPES)[number];

/**
 * A company's request to change its type (company-type-applications.service.ts): to become a municipal organisation
 * (issue 15 §3, the municipal module) or a dealer (SPEC §7 POST /api/company/becoming-dealer/, the dealers module).
 * An administrator accepts it (the company's type becomes `type`) or declines it. One open request per company.
 */
export const companyTypeApplications = pgTable(
  'company_type_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'MUNICIPAL' | 'DEALER': the type asked for */
    type: text('type').$type<AppliedCompanyType>().notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** what the company tells the administrators: what the organisation governs, where it hands out codes */
    note: text('note').notNull().default(''),
    /** 'new' | 'accepted' | 'declined' */
    status: text('status').notNull().default('new'),
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_type_applications_open_unique')
      .on(table.companyId, table.type)
      .where(sql`${table.status} = 'new'`),
    index('company_type_applications_type_status_idx').on(table.type, table.status, table.id),
    check('company_type_applications_type', sql`${table.type} in ('MUNICIPAL', 'DEALER')`),
    check('company_type_applications_status', sql`${table.status} in ('new', 'accepted', 'declined')`),
  ],
);

export type CompanyTypeApplicationRow = typeof companyTypeApplications.$inferSelect;
