import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';

/**
 * An invitation from a company: to a person (by phone or e-mail) to become an employee with roles, or to
 * another company to become its branch. Accepted by link (the token) or from the invitee's cabinet.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'employee' | 'branch'>().notNull(),
    phone: text('phone'),
    email: text('email'),
    targetCompanyId: integer('target_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    roleIds: jsonb('role_ids').$type<number[]>().notNull().default([]),
    tokenHash: text('token_hash').unique(),
    status: text('status')
      .$type<'pending' | 'accepted' | 'declined' | 'revoked'>()
      .notNull()
      .default('pending'),
    invitedBy: integer('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('invitations_company_idx').on(table.companyId, table.status),
    index('invitations_phone_idx').on(table.phone),
    index('invitations_email_idx').on(table.email),
    index('invitations_target_idx').on(table.targetCompanyId),
  ],
);

export type InvitationRow = typeof companyInvitations.$inferSelect;
