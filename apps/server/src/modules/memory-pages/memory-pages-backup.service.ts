import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Owner, ownerValues } from '../../platform/owner';
import { newLinkToken } from './memory-pages.common';
import { type MemoryPageRow, memoryPagePhotos, memoryPageRelatives, memoryPages } from './memory-pages.table';

// What a backup (modules/backups) reads and writes of an account's memory pages, in the caller's transaction.

/** The account's own pages (not a company's), oldest first. */
export function accountPages(db: Db, accountId: number): Promise<MemoryPageRow[]> {
  return db
    .select()
    .from(memoryPages)
    .where(and(eq(memoryPages.ownerAccountId, accountId), isNull(memoryPages.ownerCompanyId)))
    .orderBy(asc(memoryPages.id));
}

/** The gallery photos of the pages, in each gallery's order. */
export function pagePhotos(db: Db, pageIds: number[]) {
  return db
    .select()
    .from(memoryPagePhotos)
    .where(inArray(memoryPagePhotos.pageId, pageIds))
    .orderBy(asc(memoryPagePhotos.position), asc(memoryPagePhotos.id));
}

/** The links of the pages to relatives' pages. */
export function pageRelatives(db: Db, pageIds: number[]) {
  return db.select().from(memoryPageRelatives).where(inArray(memoryPageRelatives.pageId, pageIds));
}

/** Deletes the account's own pages (their photos and links go with them). */
export async function removeAccountPages(tx: Db, accountId: number): Promise<void> {
  await tx
    .delete(memoryPages)
    .where(and(eq(memoryPages.ownerAccountId, accountId), isNull(memoryPages.ownerCompanyId)));
}

/** A page a backup brings back, for a person already restored. */
export type RestoredPage = {
  personId: number;
  visibility: string;
  linkToken: string;
  epitaph: string;
  biography: string;
};

/** The link tokens among `tokens` that pages use now. */
export async function takenLinkTokens(tx: Db, tokens: string[]): Promise<Set<string>> {
  if (!tokens.length) return new Set();
  const rows = await tx
    .select({ token: memoryPages.linkToken })
    .from(memoryPages)
    .where(inArray(memoryPages.linkToken, tokens));
  return new Set(rows.map((row) => row.token));
}

/**
 * Inserts restored pages of the owner; answers their ids in the same order. A shared link keeps working when its
 * page comes back; a token in `taken` (used by another page) is replaced.
 */
export async function insertRestoredPages(
  tx: Db,
  owner: Owner,
  pages: RestoredPage[],
  taken: Set<string>,
): Promise<number[]> {
  if (!pages.length) return [];
  const rows = await tx
    .insert(memoryPages)
    .values(
      pages.map((page) => ({
        ...page,
        ...ownerValues(owner),
        linkToken: taken.has(page.linkToken) ? newLinkToken() : page.linkToken,
      })),
    )
    .returning({ id: memoryPages.id });
  return rows.map((row) => row.id);
}

/** Inserts restored gallery photos. */
export async function insertRestoredPhotos(
  tx: Db,
  photos: { pageId: number; mediaId: number; caption: string; position: number }[],
): Promise<void> {
  if (photos.length) await tx.insert(memoryPagePhotos).values(photos);
}

/** Inserts restored links to relatives' pages (a repeated one is skipped). */
export async function insertRestoredRelatives(
  tx: Db,
  relatives: { pageId: number; relatedPageId: number; relation: string }[],
): Promise<void> {
  if (relatives.length) await tx.insert(memoryPageRelatives).values(relatives).onConflictDoNothing();
}
