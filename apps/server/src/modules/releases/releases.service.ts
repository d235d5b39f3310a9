import type { ReleaseNote } from '@sp/shared/api/misc';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseNotes } from './releases.table';

/** The release notes, newest first (GET /api/releases/). */
export async function listReleaseNotes(db: Db): Promise<ReleaseNote[]> {
  const rows = await db.select().from(releaseNotes).orderBy(desc(releaseNotes.date), desc(releaseNotes.id));
  return rows.map((row) => ({ id: row.id, version: row.version, date: row.date, changes: row.changes }));
}
