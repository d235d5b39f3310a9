import type {
  MemoryPage,
  MemoryPageSettings,
  MemoryPageSummary,
  MemoryVisibility,
} from '@sp/shared/api/memory-pages';
import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import { PAGE_COMPLAINT_MSG } from '@sp/shared/api/page-complaints';
import { and, desc, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, fieldError } from '../../platform/errors';
import { ownedBy } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { nameMatches, personsView, personsViewColumns } from '../persons/persons.service';
import {
  cleanBiography,
  createPageCore,
  isPublicSql,
  journalled,
  type MemoryPagesDeps,
  newLinkToken,
  type PageCore,
  type PageScope,
} from './memory-pages.common';
import { memoryPagePhotos, memoryPageRelatives, memoryPages } from './memory-pages.table';
import { createGuestBook, type GuestBookPart } from './memory-pages-guest-book';
import { createPageHandover } from './memory-pages-handover';
import { createPageModeration } from './memory-pages-moderation';
import { createPagePhotos } from './memory-pages-photos';
import { createPublicPages } from './memory-pages-public';

export type { CompanyPageScope, PageScope, PageTree } from './memory-pages.common';

type PageFields = {
  visibility?: MemoryVisibility;
  epitaph?: string;
  biography?: string;
  relatives?: { page_id: number; relation: string }[];
};

type RelativeLink = { page_id: number; relation: string };

/**
 * Relatives' pages the scope may link to: its own pages, or anyone's public page; never the page itself. A link
 * the page already has may stay when that page is no longer public (it shows hidden).
 */
async function checkRelatives(
  tx: Db,
  scope: PageScope,
  pageId: number,
  links: RelativeLink[],
): Promise<RelativeLink[]> {
  const unique = [...new Map(links.map((link) => [link.page_id, link])).values()];
  if (unique.some((link) => link.page_id === pageId)) {
    throw fieldError('relatives', MEMORY_PAGE_MSG.relativeSelf);
  }
  if (!unique.length) return unique;
  const ids = unique.map((link) => link.page_id);
  const linked = tx
    .select({ id: memoryPageRelatives.relatedPageId })
    .from(memoryPageRelatives)
    .where(
      and(eq(memoryPageRelatives.pageId, pageId), eq(memoryPageRelatives.relatedPageId, memoryPages.id)),
    );
  const found = await tx
    .select({ id: memoryPages.id })
    .from(memoryPages)
    .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
    .where(
      and(inArray(memoryPages.id, ids), or(ownedBy(memoryPages, scope.owner), isPublicSql, exists(linked))),
    );
  if (found.length !== ids.length) throw fieldError('relatives', MEMORY_PAGE_MSG.relativeNotFound);
  return unique;
}

async function writeRelatives(tx: Db, pageId: number, links: RelativeLink[]) {
  await tx.delete(memoryPageRelatives).where(eq(memoryPageRelatives.pageId, pageId));
  if (links.length) {
    await tx
      .insert(memoryPageRelatives)
      .values(links.map((link) => ({ pageId, relatedPageId: link.page_id, relation: link.relation })));
  }
}

/**
 * The owner's pages (/app/pages-memory): the list, a page, its changes and who may see it. `newEntriesOf` counts
 * each page's new guest book entries (the guest book part).
 */
function createOwnerPages(
  core: PageCore,
  deps: MemoryPagesDeps,
  newEntriesOf: GuestBookPart['newEntriesOf'],
) {
  const { db, media: files, persons: people } = deps;
  const { accessible, audit, describe, insertPage, personFor, photosOf } = core;

  async function settings(scope: PageScope, id: number): Promise<MemoryPageSettings> {
    const row = await accessible(scope, id, false);
    const token = row.visibility === 'link' ? `?token=${row.linkToken}` : '';
    return {
      id: row.id,
      visibility: row.visibility as MemoryVisibility,
      link_token: row.linkToken,
      public_url: core.pageUrl(row.id),
      link_url: core.linkUrl(row),
      qr_url: core.qrUrl(row),
      qr_png: `/api/memory_page/qr/${row.id}.png${token}`,
      qr_svg: `/api/memory_page/qr/${row.id}.svg${token}`,
    };
  }

  return {
    async list(
      scope: PageScope,
      query: { offset: number; limit: number; name?: string; visibility?: MemoryVisibility },
    ): Promise<{ results: MemoryPageSummary[]; count: number }> {
      const where = and(
        ownedBy(memoryPages, scope.owner),
        query.name ? nameMatches(query.name, personsView.searchName) : undefined,
        query.visibility ? eq(memoryPages.visibility, query.visibility) : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(memoryPages)
          .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
          .where(where),
        db
          .select({ page: memoryPages, person: personsViewColumns })
          .from(memoryPages)
          .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
          .where(where)
          .orderBy(desc(memoryPages.updatedAt), desc(memoryPages.id))
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const described = await people.describe(
            rows.map((row) => row.person),
            scope.owner,
          );
          const ids = rows.map((row) => row.page.id);
          const [photos, fresh] = await Promise.all([photosOf(ids), newEntriesOf(ids)]);
          return rows.map((row, index) => {
            const gallery = photos.get(row.page.id) ?? [];
            return {
              id: row.page.id,
              person: described[index],
              visibility: row.page.visibility as MemoryVisibility,
              epitaph: row.page.epitaph,
              photos_count: gallery.length,
              cover: described[index].avatar_thumbnail ?? gallery[0]?.thumbnail ?? null,
              guest_book_new: fresh.get(row.page.id) ?? 0,
              hidden_by_admin: row.page.hiddenAt !== null,
              updated_at: row.page.updatedAt.toISOString(),
            };
          });
        },
      );
    },

    async get(scope: PageScope, id: number): Promise<MemoryPage> {
      return describe(await accessible(scope, id, false), scope);
    },

    /** PUT /api/memory_page/page/: a page for one of the scope's deceased persons. */
    async create(
      scope: PageScope,
      input: { person_id: number; visibility: MemoryVisibility; epitaph: string; biography: string },
    ): Promise<MemoryPage> {
      const person = await personFor(scope, input.person_id);
      const row = await db.transaction((tx) => insertPage(tx, scope, person, input));
      return describe(row, scope);
    },

    async update(scope: PageScope, id: number, input: PageFields): Promise<MemoryPage> {
      const before = await accessible(scope, id, true);
      // a page an administrator took down stays private until restored (memory-pages-moderation)
      if (before.hiddenAt && input.visibility !== undefined && input.visibility !== before.visibility) {
        throw conflict(PAGE_COMPLAINT_MSG.pageHidden);
      }
      const changes: Partial<typeof memoryPages.$inferInsert> = {};
      if (input.visibility !== undefined) changes.visibility = input.visibility;
      if (input.epitaph !== undefined) changes.epitaph = input.epitaph;
      if (input.biography !== undefined) changes.biography = cleanBiography(input.biography);
      const row = await db.transaction(async (tx) => {
        // a private page opened to others takes a place of the tariff's; one already open keeps its place
        if (before.visibility === 'private' && changes.visibility && changes.visibility !== 'private')
          await deps.limits.claim(tx, scope.owner, 'memory_pages');
        if (input.relatives !== undefined) {
          await writeRelatives(tx, id, await checkRelatives(tx, scope, id, input.relatives));
        }
        const [updated] = await tx
          .update(memoryPages)
          .set({ ...changes, updatedAt: new Date() })
          // an administrator may have hidden the page since it was read: it stays private until restored
          .where(
            and(
              eq(memoryPages.id, id),
              changes.visibility && changes.visibility !== 'private'
                ? isNull(memoryPages.hiddenAt)
                : undefined,
            ),
          )
          .returning();
        if (!updated) throw conflict(PAGE_COMPLAINT_MSG.pageHidden);
        await audit(tx, scope, updated, 'update', journalled(before), journalled(updated));
        return updated;
      });
      return describe(row, scope);
    },

    /** Deletes the page with its gallery (files nothing else shows go too); the person stays. */
    async remove(scope: PageScope, id: number): Promise<void> {
      const row = await accessible(scope, id, true);
      const dropped = await db.transaction(async (tx) => {
        const photos = await tx
          .select({ mediaId: memoryPagePhotos.mediaId })
          .from(memoryPagePhotos)
          .where(eq(memoryPagePhotos.pageId, id));
        await tx.delete(memoryPages).where(eq(memoryPages.id, id));
        await audit(tx, scope, row, 'delete', journalled(row));
        return files.deleteRows(
          tx,
          await files.unused([...new Set(photos.map((photo) => photo.mediaId))], tx),
        );
      });
      await files.removeFiles(dropped);
    },

    // --- who may see it ---

    settings,

    /** A new link token: the old link (and QR codes printed from it) stop opening the page. */
    async renewLink(scope: PageScope, id: number): Promise<MemoryPageSettings> {
      await accessible(scope, id, true);
      await db
        .update(memoryPages)
        .set({ linkToken: newLinkToken(), updatedAt: new Date() })
        .where(eq(memoryPages.id, id));
      return settings(scope, id);
    },
  };
}

/**
 * Memory pages (SPEC §7 /api/memory_page/*): at most one per deceased Person, owned like the Person (an account,
 * or a company until it hands the page to the family). The page keeps the biography, epitaph, gallery and links
 * to relatives' pages; the Person keeps names, dates, places and the avatar. One object of five parts: the
 * owner's pages (here), the gallery (-photos), public pages and their search (-public), the affiliate
 * program's hand-over (-handover) and the guest book (-guest-book).
 */
export function createMemoryPagesService(deps: MemoryPagesDeps) {
  const core = createPageCore(deps);
  // the public page carries its guest book's first page, and the book opens only what the public part opens
  const guestBook = createGuestBook(core, deps, (id, token) => publicPages.findViewable(id, token, null));
  const publicPages = createPublicPages(core, deps, guestBook.firstPage);
  return {
    pageUrl: core.pageUrl,
    qrUrl: core.qrUrl,
    ...createOwnerPages(core, deps, guestBook.newEntriesOf),
    ...createPagePhotos(core, deps),
    ...publicPages,
    ...createPageHandover(core, deps),
    /** guests' memories and candles, and the keeper's moderation (memory-pages-guest-book) */
    guestBook,
    /** complaints about pages and the administrator's hiding, restoring and handing over (issue 16) */
    moderation: createPageModeration(core, deps, guestBook.keeperAddress),
  };
}

export type MemoryPagesService = ReturnType<typeof createMemoryPagesService>;
