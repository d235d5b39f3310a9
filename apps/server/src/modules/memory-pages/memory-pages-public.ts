import type { PublicGuestBook } from '@sp/shared/api/guest-book';
import {
  type MemoryVisibility,
  PEOPLE_COUNT_BOUND,
  type PublicMemoryPage,
  type PublicPagesList,
  type PublicPersons,
} from '@sp/shared/api/memory-pages';
import { and, asc, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { createPublicChanges } from '../../platform/public-changes';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl, mediaUrlFor } from '../../platform/storage';
import { createVersionedCache } from '../../platform/versioned-cache';
import { accounts } from '../accounts/accounts.table';
import { mediaView } from '../files/media.service';
import { publicAttributesOf } from '../persons/person-attributes.service';
import { nameMatches, nameRelevance, personsView, personsViewColumns } from '../persons/persons.service';
import {
  dates,
  isPublicPage,
  isPublicSql,
  type MemoryPagesDeps,
  names,
  type PageCore,
  type PageScope,
} from './memory-pages.common';
import { type MemoryPageRow, memoryPages, memoryPageVersions } from './memory-pages.table';
import { publicPageSearch } from './public-page-search.table';

/**
 * How long the number of all public pages is kept. /search asks for it on every visit (its «Люди» tab without a
 * query), and counting joins every public page's person: about 0.4 s over 160,000 pages on PostgreSQL.
 */
export const ALL_PUBLIC_COUNT_TTL_MS = 30_000;

/** How many pages one server keeps ready to answer (a page is a few KB: about 10 MB at most). */
export const PUBLIC_PAGE_CACHE_SIZE = 2_000;

/** A page as a visitor saw it, with who may be given it again (memory_page_versions says till when). */
type CachedPage = {
  visibility: string;
  linkToken: string;
  answer: { page: PublicMemoryPage; everyone: boolean };
};

/** What a shared link shows of a public page (Open Graph), from the page as visitors see it. */
export function shareMetaOf(
  page: PublicMemoryPage,
  publicUrl: string,
): { title: string; description: string; image: string | null; url: string } {
  const years = [page.date_birth?.slice(0, 4) ?? '', page.date_death?.slice(0, 4) ?? '']
    .filter(Boolean)
    .join(' – ');
  const place = page.burial_city || page.city;
  const description =
    page.epitaph ||
    ['Страница памяти', years ? `(${years})` : '', place ? `— ${place}` : ''].filter(Boolean).join(' ');
  const image = page.avatar ?? page.photos[0]?.image ?? null;
  return {
    title: years ? `${page.full_name} (${years})` : page.full_name,
    description,
    image: image ? `${publicUrl}${image}` : null,
    url: page.url,
  };
}

/** Who keeps a public page, as visitors see them: the account's name, or «Хранитель памяти» without one. */
const keeperName = (account: { firstName: string; lastName: string }) =>
  `${account.firstName} ${account.lastName}`.trim() || 'Хранитель памяти';

/**
 * What visitors see: a public page (or a «by link» one with its token), its Open Graph card, the search of public
 * pages and an account's public pages.
 */
export function createPublicPages(
  core: PageCore,
  deps: MemoryPagesDeps,
  /** the first page of a page's guest book (the guest book part), for the public page to carry */
  guestBookOf: (row: MemoryPageRow) => Promise<PublicGuestBook | null>,
) {
  const { db } = deps;
  const { accessible, load, pageUrl, personOf, photosOf, publicCard, relativesOf } = core;

  let allPublicCount: { count: number; at: number } | null = null;

  /** Pages visitors opened, each answering while it is current (platform/versioned-cache.ts). */
  const ready = createVersionedCache<CachedPage>({
    size: PUBLIC_PAGE_CACHE_SIZE,
    kind: 'memory_page',
    changes: deps.changes ?? createPublicChanges(),
    versionOf: async (id) => {
      const [row] = await db
        .select({ version: memoryPageVersions.version })
        .from(memoryPageVersions)
        .where(eq(memoryPageVersions.pageId, id));
      return row?.version ?? 0;
    },
  });

  return {
    /**
     * The page a visitor may open: public, or "link" with its token, of a deceased person. The owner (or the
     * company in its 7 days) also opens its own private page to preview it. Anything else is 404.
     */
    async findViewable(
      id: number,
      token: string | undefined,
      viewer: PageScope | null,
    ): Promise<MemoryPageRow> {
      const row = await load(id);
      const person = await personOf(row);
      const visible =
        person.deathDate !== null &&
        (row.visibility === 'public' ||
          (row.visibility === 'link' && token !== undefined && token === row.linkToken));
      if (visible) return row;
      if (viewer) return accessible(viewer, id, false);
      throw notFound();
    },

    /**
     * The page a visitor opens (GET /api/memory_page/public/{id}/, /person/{id}): from this server's memory while
     * it is current (no query on PGlite, its version on PostgreSQL), else read whole and kept. Only what a guest
     * may see is kept (public, or «by link»); an owner's preview of a private page is read every time.
     */
    async visit(
      id: number,
      token: string | undefined,
      viewer: PageScope | null,
    ): Promise<{ page: PublicMemoryPage; everyone: boolean }> {
      const forGuests = (entry: Pick<CachedPage, 'visibility' | 'linkToken'>) =>
        entry.visibility === 'public' ||
        (entry.visibility === 'link' && token !== undefined && token === entry.linkToken);
      const kept = await ready.get(
        id,
        async () => {
          const row = await this.findViewable(id, token, viewer);
          const answer = await this.publicAnswer(row);
          const value = { visibility: row.visibility, linkToken: row.linkToken, answer };
          return { value, keepIt: answer.page.date_death !== null && forGuests(row) };
        },
        { use: forGuests },
      );
      return kept.answer;
    },

    async publicView(row: MemoryPageRow): Promise<PublicMemoryPage> {
      return (await this.publicAnswer(row)).page;
    },

    /**
     * The page as a visitor sees it, and whether it is everyone's (public, of a deceased person), so that a
     * shared cache may keep it; a «by link» page or an owner's preview is not.
     */
    async publicAnswer(row: MemoryPageRow): Promise<{ page: PublicMemoryPage; everyone: boolean }> {
      const person = await personOf(row);
      const [avatar] = person.avatarMediaId
        ? await db.select().from(mediaView).where(eq(mediaView.id, person.avatarMediaId))
        : [];
      const photos = (await photosOf([row.id])).get(row.id) ?? [];
      const [keeper] =
        row.ownerAccountId !== null && row.visibility === 'public'
          ? await db
              .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
              .from(accounts)
              .where(and(eq(accounts.id, row.ownerAccountId), eq(accounts.isActive, true)))
          : [];
      const open = isPublicPage(row, person);
      const page: PublicMemoryPage = {
        id: row.id,
        full_name: names(person),
        last_name: person.lastName,
        first_name: person.firstName,
        patronymic: person.patronymic,
        gender: (person.gender as PublicMemoryPage['gender']) ?? null,
        attributes: await publicAttributesOf(db, person.id),
        ...dates(person),
        birth_place: person.birthPlace,
        city: person.city,
        burial_city: person.burialCity,
        burial_place: person.burialPlace,
        // a «by link» page's files (or the owner's preview of a private one) have private addresses
        avatar: mediaUrlFor(avatar?.key ?? null, open),
        avatar_thumbnail: mediaUrlFor(avatar?.thumbnailKey ?? null, open),
        epitaph: row.epitaph,
        biography: row.biography,
        photos: photos.map(({ id, image, thumbnail, caption }) => ({ id, image, thumbnail, caption })),
        relatives: (await relativesOf(row.id, null)).map(
          ({ visibility: _visibility, hidden: _hidden, ...relative }) => relative,
        ),
        keeper: keeper ? { id: keeper.id, name: keeperName(keeper) } : null,
        visibility: row.visibility as MemoryVisibility,
        url: pageUrl(row.id),
        guest_book: await guestBookOf(row),
      };
      return { page, everyone: open };
    },

    /**
     * GET /api/memory_page/public/: public pages only, by name (trigram), years and city. Filters, order and count
     * read public_page_search alone (one row per public page); only the page's rows shown join its page and person.
     */
    async search(query: {
      offset: number;
      limit: number;
      name?: string;
      birth_year?: number;
      death_year?: number;
      city?: string;
    }): Promise<PublicPagesList> {
      const found = publicPageSearch;
      const conditions: (SQL | undefined)[] = [];
      // no words (an empty or blank name) filter nothing and leave the newest first
      const byName = query.name ? nameMatches(query.name, found.searchName) : undefined;
      if (byName) conditions.push(byName);
      if (query.birth_year) {
        conditions.push(
          sql`${found.birthDate} >= ${`${query.birth_year}-01-01`}::date and ${found.birthDate} < ${`${query.birth_year + 1}-01-01`}::date`,
        );
      }
      if (query.death_year) {
        conditions.push(
          sql`${found.deathDate} >= ${`${query.death_year}-01-01`}::date and ${found.deathDate} < ${`${query.death_year + 1}-01-01`}::date`,
        );
      }
      if (query.city) {
        const city = `${escapeLike(query.city.toLowerCase())}%`;
        conditions.push(or(like(found.cityLower, city), like(found.burialCityLower, city)));
      }
      const where = and(...conditions);
      // the page's sort keys travel with its id, so the rows shown are joined to their page and person only
      const relevance = byName && query.name ? nameRelevance(query.name, found.searchName) : sql<number>`0`;
      const shown = db
        .select({
          pageId: found.pageId,
          relevance: relevance.as('relevance'),
          searchName: found.searchName,
          updatedAt: found.updatedAt,
        })
        .from(found)
        .where(where)
        .orderBy(
          ...(byName ? [sql`relevance desc`, asc(found.searchName)] : [desc(found.updatedAt)]),
          asc(found.pageId),
        )
        .limit(query.limit)
        .offset(query.offset)
        .as('shown');
      const order = byName ? [desc(shown.relevance), asc(shown.searchName)] : [desc(shown.updatedAt)];
      const everyone = !where;
      const kept =
        everyone && allPublicCount && Date.now() - allPublicCount.at < ALL_PUBLIC_COUNT_TTL_MS
          ? allPublicCount.count
          : null;
      const [rows, count] = await Promise.all([
        db
          .select({ page: memoryPages, person: personsViewColumns, avatar: mediaView.thumbnailKey })
          .from(shown)
          .innerJoin(memoryPages, eq(memoryPages.id, shown.pageId))
          .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
          .leftJoin(mediaView, eq(mediaView.id, personsView.avatarMediaId))
          .orderBy(...order, asc(shown.pageId)),
        kept ??
          (everyone
            ? db.select(COUNT).from(found)
            : // a filtered search counts one past the bound: enough to say «более 1 000»
              db.select(COUNT).from(
                db
                  .select({ id: found.pageId })
                  .from(found)
                  .where(where)
                  .limit(PEOPLE_COUNT_BOUND + 1)
                  .as('matches'),
              )
          ).then(([row]) => Number(row.total)),
      ]);
      if (everyone && kept === null) allPublicCount = { count, at: Date.now() };
      // the number of all public pages is exact (kept a while); a filtered search's up to the bound
      const exact = everyone || count <= PEOPLE_COUNT_BOUND;
      return {
        results: rows.map(publicCard),
        count: exact ? count : PEOPLE_COUNT_BOUND,
        count_exact: exact,
      };
    },

    /** GET /api/public/persons/?user={id}: an account's public pages; an account without any is not found. */
    async publicOfAccount(query: { user: number; offset: number; limit: number }): Promise<PublicPersons> {
      const where = and(eq(memoryPages.ownerAccountId, query.user), isPublicSql);
      const [pages, [account]] = await Promise.all([
        listPage(
          db
            .select(COUNT)
            .from(memoryPages)
            .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
            .where(where),
          db
            .select({ page: memoryPages, person: personsViewColumns, avatar: mediaView.thumbnailKey })
            .from(memoryPages)
            .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
            .leftJoin(mediaView, eq(mediaView.id, personsView.avatarMediaId))
            .where(where)
            .orderBy(asc(personsView.lastName), asc(personsView.firstName), asc(memoryPages.id))
            .limit(query.limit)
            .offset(query.offset),
          (rows) => rows.map(publicCard),
        ),
        db
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, query.user), eq(accounts.isActive, true))),
      ]);
      if (!account || pages.count === 0) throw notFound();
      return {
        profile: { id: account.id, name: keeperName(account), avatar: mediaUrl(account.avatar) },
        results: pages.results,
        count: pages.count,
      };
    },
  };
}
