import { randomBytes } from 'node:crypto';
import {
  BIOGRAPHY_MAX,
  COMPANY_EDIT_DAYS,
  MEMORY_PAGE_MSG,
  type MemoryPage,
  type MemoryPagePhoto,
  type MemoryPageRelative,
  type MemoryVisibility,
  type PublicPageCard,
} from '@sp/shared/api/memory-pages';
import { HIDDEN_PERSON_NAME, personFullName } from '@sp/shared/api/persons';
import { richTextLength } from '@sp/shared/validation/rich-text';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { isOwnedBy, type Owner, ownerValues } from '../../platform/owner';
import type { PublicChanges } from '../../platform/public-changes';
import { sanitizeRichText } from '../../platform/rich-text';
import { mediaUrl, mediaUrlFor } from '../../platform/storage';
import { companies } from '../companies/companies.table';
import { type MediaService, mediaView } from '../files/media.service';
import {
  type PersonRow,
  type PersonsService,
  personById,
  personsView,
  personsViewColumns,
  storedDateFields,
} from '../persons/persons.service';
import type { LimitGuard } from '../tariffs/limits.service';
import { type MemoryPageRow, memoryPagePhotos, memoryPageRelatives, memoryPages } from './memory-pages.table';

// What the parts of the memory pages service share: who acts, the page's person and gallery, who may read or
// change a page. The parts: memory-pages.service (the owner's pages), -photos, -public, -handover.

/** Who acts: the owner worked for (an account, or a company outside user mode) and the acting account. */
export type PageScope = { owner: Owner; accountId: number };

/** A company's staff on the affiliate program: the company and the acting account. */
export type CompanyPageScope = PageScope & { owner: { companyId: number } };

/** What a hand-over asks of the family tree, wired in services.ts (the tree sits above memory pages). */
export type PageTree = {
  /** the account's tree node of the person, made when missing, in the caller's transaction */
  ensureNode(tx: Db, accountId: number, personId: number): Promise<{ id: number; created: boolean }>;
};

export type MemoryPagesDeps = {
  db: Db;
  media: MediaService;
  persons: PersonsService;
  publicUrl: string;
  /** puts a handed-over page's person in the family's tree */
  tree: PageTree;
  /** sends direct-update's hand-over codes; only the affiliate program needs it */
  messenger?: Messenger;
  /** the changes the database tells of, which drop the public pages kept in memory; none: versions are asked */
  changes?: PublicChanges;
  /** a family's tariff limits the pages anyone may open (public or by link) */
  limits: LimitGuard;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export function newLinkToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The biography/** The biography in the spec's tags only, within the visible-length limit. */
export function cleanBiography(html: string): string {
  const clean = sanitizeRichText(html);
  if (richTextLength(clean) > BIOGRAPHY_MAX) {
    throw fieldError('biography', MEMORY_PAGE_MSG.biographyTooLong(BIOGRAPHY_MAX));
  }
  return clean;
}

/** What the company journal records of a page. */
export function journalled(row: MemoryPageRow) {
  return {
    person_id: row.personId,
    visibility: row.visibility,
    epitaph: row.epitaph,
    biography_length: richTextLength(row.biography),
    owner_account_id: row.ownerAccountId,
    owner_company_id: row.ownerCompanyId,
  };
}

export const names = (row: Pick<PersonRow, 'lastName' | 'firstName' | 'patronymic'>) =>
  personFullName({ last_name: row.lastName, first_name: row.firstName, patronymic: row.patronymic });

/** A person's dates with their qualifiers, ranges, calendars and words (the persons module's fields). */
export const dates = (row: PersonRow) => storedDateFields(row);

/** A page anyone may open without a token: public, of a deceased person. */
export const isPublicSql = and(eq(memoryPages.visibility, 'public'), isNotNull(personsView.deathDate)) as SQL;

/** The same for rows at hand: a public page's files have public addresses, all others private ones. */
export const isPublicPage = (page: Pick<MemoryPageRow, 'visibility'>, person: Pick<PersonRow, 'deathDate'>) =>
  page.visibility === 'public' && person.deathDate !== null;

/** The helpers over the database that every part of the service uses. */
export function createPageCore(deps: MemoryPagesDeps) {
  const { db, persons: people, publicUrl } = deps;

  const pageUrl = (id: number) => `${publicUrl}/person/${id}`;
  const linkUrl = (row: MemoryPageRow) => `${pageUrl(row.id)}?token=${row.linkToken}`;
  /** the address a QR code of the page encodes */
  const qrUrl = (row: MemoryPageRow) => (row.visibility === 'link' ? linkUrl(row) : pageUrl(row.id));

  function windowOpen(row: MemoryPageRow): boolean {
    return row.companyEditUntil !== null && row.companyEditUntil.getTime() > Date.now();
  }

  async function load(id: number, tx: Db = db): Promise<MemoryPageRow> {
    const [row] = await tx.select().from(memoryPages).where(eq(memoryPages.id, id));
    if (!row) throw notFound();
    return row;
  }

  /**
   * The page if the scope may read (`write` false) or change it, else 404 (it does not exist for the caller).
   * An account owns its pages. A company reads the pages it owns and, for its 7 days (SPEC §4), the pages it made
   * even after handing them over; every change by a company needs those 7 days (403 after them).
   */
  async function accessible(
    scope: PageScope,
    id: number,
    write: boolean,
    tx: Db = db,
  ): Promise<MemoryPageRow> {
    const row = await load(id, tx);
    const company = scope.owner.companyId;
    if (company === undefined) {
      if (!isOwnedBy(row, scope.owner)) throw notFound();
      return row;
    }
    const owns = isOwnedBy(row, scope.owner);
    const made = row.createdByCompanyId === company;
    if (!owns && !(made && windowOpen(row))) throw notFound();
    if (write && !(made && windowOpen(row))) throw forbidden(MEMORY_PAGE_MSG.companyWindowClosed);
    return row;
  }

  async function audit(
    tx: Db,
    scope: PageScope,
    row: MemoryPageRow,
    action: 'create' | 'update' | 'delete',
    before?: Record<string, unknown>,
    after?: Record<string, unknown>,
  ): Promise<void> {
    const companyId = scope.owner.companyId ?? row.createdByCompanyId ?? row.ownerCompanyId;
    // an account's own page is its private matter; a company's changes (and changes to its pages) are journalled
    if (scope.owner.companyId === undefined && row.ownerCompanyId === null) return;
    if (companyId === null) return;
    await recordAudit(tx, {
      companyId,
      accountId: scope.accountId,
      model: 'MemoryPage',
      recordId: row.id,
      action,
      before,
      after,
    });
  }

  async function photosOf(pageIds: number[]): Promise<Map<number, MemoryPagePhoto[]>> {
    const out = new Map<number, MemoryPagePhoto[]>();
    if (!pageIds.length) return out;
    const rows = await db
      .select({
        photo: memoryPagePhotos,
        key: mediaView.key,
        thumbnailKey: mediaView.thumbnailKey,
        visibility: memoryPages.visibility,
        deathDate: personsView.deathDate,
      })
      .from(memoryPagePhotos)
      .innerJoin(mediaView, eq(mediaView.id, memoryPagePhotos.mediaId))
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
      .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
      .where(inArray(memoryPagePhotos.pageId, pageIds))
      .orderBy(asc(memoryPagePhotos.position), asc(memoryPagePhotos.id));
    for (const row of rows) {
      const list = out.get(row.photo.pageId) ?? [];
      const open = isPublicPage(row, row);
      list.push({
        id: row.photo.id,
        media_id: row.photo.mediaId,
        image: mediaUrlFor(row.key, open),
        thumbnail: mediaUrlFor(row.thumbnailKey ?? row.key, open),
        caption: row.photo.caption,
        position: row.photo.position,
      });
      out.set(row.photo.pageId, list);
    }
    return out;
  }

  /**
   * Links from the page to relatives' pages. For a guest (`viewer` null) only the public ones. For the page's
   * editor every link, but a page of another owner that is not public (private, «by link», or its person marked
   * living) shows as a hidden page: its place in the list, never its name, dates or photo.
   */
  async function relativesOf(pageId: number, viewer: Owner | null): Promise<MemoryPageRelative[]> {
    const rows = await db
      .select({
        link: memoryPageRelatives,
        page: memoryPages,
        person: personsViewColumns,
        avatar: mediaView.thumbnailKey,
      })
      .from(memoryPageRelatives)
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPageRelatives.relatedPageId))
      .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
      .leftJoin(mediaView, eq(mediaView.id, personsView.avatarMediaId))
      .where(and(eq(memoryPageRelatives.pageId, pageId), viewer ? undefined : isPublicSql))
      .orderBy(asc(personsView.birthDate), asc(personsView.id));
    const listed = rows.map((row) => {
      const open = isPublicPage(row.page, row.person);
      const hidden = !open && !(viewer && isOwnedBy(row.page, viewer));
      const relative: MemoryPageRelative = {
        page_id: row.page.id,
        relation: row.link.relation,
        full_name: hidden ? HIDDEN_PERSON_NAME : names(row.person),
        date_birth: null,
        date_death: null,
        avatar: hidden ? null : mediaUrlFor(row.avatar, open),
        visibility: row.page.visibility as MemoryVisibility,
        hidden,
      };
      return { hidden, relative: hidden ? relative : { ...relative, ...dates(row.person) } };
    });
    // the hidden ones last: their place in an order by birth would tell something of their dates
    return [...listed.filter((item) => !item.hidden), ...listed.filter((item) => item.hidden)].map(
      (item) => item.relative,
    );
  }

  /** The page's person (it always has one: the page goes with it). */
  async function personOf(row: MemoryPageRow, tx: Db = db): Promise<PersonRow> {
    return (await personById(tx, row.personId)) as PersonRow;
  }

  async function describe(row: MemoryPageRow, scope: PageScope): Promise<MemoryPage> {
    const person = await personOf(row);
    const [described] = await people.describe([person], scope.owner);
    const photos = (await photosOf([row.id])).get(row.id) ?? [];
    const [company] = row.createdByCompanyId
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, row.createdByCompanyId))
      : [];
    return {
      id: row.id,
      person: described,
      visibility: row.visibility as MemoryVisibility,
      epitaph: row.epitaph,
      biography: row.biography,
      photos,
      relatives: await relativesOf(row.id, scope.owner),
      created_by_company: company ?? null,
      company_edit_until: row.companyEditUntil?.toISOString() ?? null,
      hidden_by_admin: row.hiddenAt
        ? { hidden_at: row.hiddenAt.toISOString(), reason: row.hiddenReason }
        : null,
      is_own: isOwnedBy(row, scope.owner),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Inserts a page for a person of the scope's owner in the caller's transaction. */
  async function insertPage(
    tx: Db,
    scope: PageScope,
    person: PersonRow,
    fields: { visibility: MemoryVisibility; epitaph: string; biography: string },
  ): Promise<MemoryPageRow> {
    if (!isOwnedBy(person, scope.owner)) throw fieldError('person_id', MEMORY_PAGE_MSG.notOwnPerson);
    if (person.deathDate === null) throw fieldError('person_id', MEMORY_PAGE_MSG.onlyDeceased);
    const [existing] = await tx
      .select({ id: memoryPages.id })
      .from(memoryPages)
      .where(eq(memoryPages.personId, person.id));
    if (existing) throw conflict(MEMORY_PAGE_MSG.alreadyExists);
    if (fields.visibility !== 'private') await deps.limits.claim(tx, scope.owner, 'memory_pages');
    const company = scope.owner.companyId ?? null;
    const [row] = await tx
      .insert(memoryPages)
      .values({
        personId: person.id,
        ...ownerValues(scope.owner),
        visibility: fields.visibility,
        linkToken: newLinkToken(),
        epitaph: fields.epitaph,
        biography: cleanBiography(fields.biography),
        createdByCompanyId: company,
        companyEditUntil: company ? new Date(Date.now() + COMPANY_EDIT_DAYS * DAY_MS) : null,
      })
      .returning();
    await audit(tx, scope, row, 'create', undefined, journalled(row));
    return row;
  }

  async function personFor(scope: PageScope, personId: number): Promise<PersonRow> {
    try {
      return await people.findOwned(scope.owner, personId);
    } catch {
      throw fieldError('person_id', MEMORY_PAGE_MSG.notOwnPerson);
    }
  }

  function publicCard(row: {
    page: MemoryPageRow;
    person: PersonRow;
    avatar: string | null;
  }): PublicPageCard {
    return {
      id: row.page.id,
      full_name: names(row.person),
      ...dates(row.person),
      avatar: mediaUrl(row.avatar),
      city: row.person.city,
      burial_city: row.person.burialCity,
      epitaph: row.page.epitaph,
    };
  }

  return {
    pageUrl,
    linkUrl,
    qrUrl,
    windowOpen,
    load,
    accessible,
    audit,
    photosOf,
    relativesOf,
    personOf,
    describe,
    insertPage,
    personFor,
    publicCard,
  };
}

export type PageCore = ReturnType<typeof createPageCore>;
