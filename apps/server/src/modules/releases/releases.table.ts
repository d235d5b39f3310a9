import type { ReleaseNote } from '@sp/shared/api/misc';
import { date, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const releaseNotes = pgTable('release_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  date: date('date', { mode: 'string' }).notNull(),
  changes: jsonb('changes').$type<ReleaseNote['changes']>().notNull().default([]),
});
