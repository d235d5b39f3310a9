import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';

/**
 * A file someone uploaded: person avatars, memory-page photos, documents. Listed on /app/files and removed with
 * destroy-media; whatever shows it (an avatar, a gallery) points here, so removing the file removes it everywhere.
 * Owned like a Person: by an account, or by a company (files of a deal's deceased).
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** storage key of the stored (re-encoded, for images) file */
    key: text('key').notNull(),
    /** images only */
    thumbnailKey: text('thumbnail_key'),
    /** 'image' | 'document' */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** bytes of the stored file */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** the name it was uploaded under, shown to the owner only */
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_account_idx').on(table.ownerAccountId, table.createdAt),
    index('media_company_idx').on(table.ownerCompanyId, table.createdAt),
    // /media/* finds the file by its address (modules/files/media.routes) to know who may see it
    index('media_key_idx').on(table.key),
    index('media_thumbnail_key_idx').on(table.thumbnailKey),
    check('media_one_owner', sql`(${table.ownerAccountId} is null) <> (${table.ownerCompanyId} is null)`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
