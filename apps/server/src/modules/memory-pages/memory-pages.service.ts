import { randomBytes, randomInt } from 'node:crypto';
import {
  type AffiliatePage,
  BIOGRAPHY_MAX,
  COMPANY_EDIT_DAYS,
  HANDOVER_CODE_ALPHABET,
  HANDOVER_CODE_LENGTH,
  type HandoverPreview,
  MAX_PAGE_PHOTOS,
  MEMORY_PAGE_MSG,
  type MemoryPage,
  type MemoryPagePhoto,
  type MemoryPageRelative,
  type MemoryPageSettings,
  type MemoryPageSummary,
  type MemoryVisibility,
  type PublicMemoryPage,
  type PublicPageCard,
  type PublicPersons,
} from '@sp/shared/api/memory-pages';
import { HIDDEN_PERSON_NAME, personFullName } from '@sp/shared/api/persons';
import { fromStoredDate } from '@sp/shared/format/partial-date';
import { parseIdentifier } from '@sp/shared/validation/patterns';
import { richTextLength } from '@sp/shared/validation/rich-text';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { isOwnedBy, type Owner, ownedBy, ownerValues } from '../../platform/owner';
import { sanitizeRichText } from '../../platform/rich-text';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl, mediaUrlFor } from '../../platform/storage';
import { assertUnderLimit, recordEvent, type ThrottleRule } from '../../platform/throttle';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { ensureNode } from '../family-tree/family-tree.service';
import type { MediaService, UploadedFile } from '../files/media.service';
import { type MediaRow, media } from '../files/media.table';
import { nameMatches, type PersonsService } from '../persons/persons.service';
import { type PersonRow, persons } from '../persons/persons.table';
import {
  type MemoryPageRow,
  memoryPageHandovers,
  memoryPagePhotos,
  memoryPageRelatives,
  memoryPages,
} from './memory-pages.table';

/** Who acts: the owner worked for (an account, or a company outside user mode) and the acting account. */
export type PageScope = { owner: Owner; accountId: number };

type PageFields = {
  visibility?: MemoryVisibility;
  epitaph?: string;
  biography?: string;
  relatives?: { page_id: number; relation: string }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Wrong hand-over codes an account may try before waiting: codes are 8 of 32 characters, never guessed. */
const CODE_TRIES: ThrottleRule = {
  bucket: 'memory:handover-code',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: (minutes) => `Слишком много попыток ввести код. Повторите через ${minutes} мин.`,
};

/** Codes a company sends with direct-update: each costs a message to someone's phone or mailbox. */
const DIRECT_PER_COMPANY: ThrottleRule = {
  bucket: 'memory:direct-handover',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: (minutes) => `Слишком много отправок кода передачи. Повторите через ${minutes} мин.`,
};

/** ...and to one phone or e-mail from any company: nobody is flooded with codes. */
const DIRECT_PER_RECIPIENT: ThrottleRule = {
  bucket: 'memory:direct-handover-recipient',
  limit: 3,
  windowMs: 15 * 60 * 1000,
  message: (minutes) => `На этот адрес код уже отправляли несколько раз. Повторите через ${minutes} мин.`,
};

function newLinkToken(): string {
  return randomBytes(18).toString('base64url');
}

function newHandoverCode(): string {
  let code = '';
  for (let i = 0; i < HANDOVER_CODE_LENGTH; i += 1) {
    code += HANDOVER_CODE_ALPHABET[randomInt(HANDOVER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The biography in the spec's tags only, within the visible-length limit. */
function cleanBiography(html: string): string {
  const clean = sanitizeRichText(html);
  if (richTextLength(clean) > BIOGRAPHY_MAX) {
    throw fieldError('biography', MEMORY_PAGE_MSG.biographyTooLong(BIOGRAPHY_MAX));
  }
  return clean;
}

/** What the company journal records of a page. */
function journalled(row: MemoryPageRow) {
  return {
    person_id: row.personId,
    visibility: row.visibility,
    epitaph: row.epitaph,
    biography_length: richTextLength(row.biography),
    owner_account_id: row.ownerAccountId,
    owner_company_id: row.ownerCompanyId,
  };
}

const names = (row: Pick<PersonRow, 'lastName' | 'firstName' | 'patronymic'>) =>
  personFullName({ last_name: row.lastName, first_name: row.firstName, patronymic: row.patronymic });

const dates = (row: Pick<PersonRow, 'birthDate' | 'birthPrecision' | 'deathDate' | 'deathPrecision'>) => ({
  date_birth: fromStoredDate(row.birthDate, row.birthPrecision),
  date_death: fromStoredDate(row.deathDate, row.deathPrecision),
});

/** A page anyone may open without a token: public, of a deceased person. */
const isPublicSql = and(eq(memoryPages.visibility, 'public'), isNotNull(persons.deathDate)) as SQL;

/** The same for rows at hand: a public page's files have public addresses, all others private ones. */
const isPublicPage = (page: Pick<MemoryPageRow, 'visibility'>, person: Pick<PersonRow, 'deathDate'>) =>
  page.visibility === 'public' && person.deathDate !== null;

/**
 * How long the number of all public pages is kept. /search asks for it on every visit (its «Люди» tab without a
 * query), and counting joins every public page's person: about 0.4 s over 160,000 pages on PostgreSQL.
 */
export const ALL_PUBLIC_COUNT_TTL_MS = 30_000;

/**
 * Memory pages (SPEC §7 /api/memory_page/*): at most one per deceased Person, owned like the Person (an account,
 * or a company until it hands the page to the family). The page keeps the biography, epitaph, gallery and links
 * to relatives' pages; the Person keeps names, dates, places and the avatar.
 */
export function createMemoryPagesService(deps: {
  db: Db;
  media: MediaService;
  persons: PersonsService;
  publicUrl: string;
  /** sends direct-update's hand-over codes; only the affiliate program needs it */
  messenger?: Messenger;
}) {
  const { db, media: files, persons: people, publicUrl } = deps;

  let allPublicCount: { count: number; at: number } | null = null;

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
        key: media.key,
        thumbnailKey: media.thumbnailKey,
        visibility: memoryPages.visibility,
        deathDate: persons.deathDate,
      })
      .from(memoryPagePhotos)
      .innerJoin(media, eq(media.id, memoryPagePhotos.mediaId))
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPagePhotos.pageId))
      .innerJoin(persons, eq(persons.id, memoryPages.personId))
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
        person: persons,
        avatar: media.thumbnailKey,
      })
      .from(memoryPageRelatives)
      .innerJoin(memoryPages, eq(memoryPages.id, memoryPageRelatives.relatedPageId))
      .innerJoin(persons, eq(persons.id, memoryPages.personId))
      .leftJoin(media, eq(media.id, persons.avatarMediaId))
      .where(and(eq(memoryPageRelatives.pageId, pageId), viewer ? undefined : isPublicSql))
      .orderBy(asc(persons.birthDate), asc(persons.id));
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

  async function personOf(row: MemoryPageRow, tx: Db = db): Promise<PersonRow> {
    const [person] = await tx.select().from(persons).where(eq(persons.id, row.personId));
    return person;
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
      is_own: isOwnedBy(row, scope.owner),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /**
   * Relatives' pages the scope may link to: its own pages, or anyone's public page; never the page itself. A link
   * the page already has may stay when that page is no longer public (it shows hidden).
   */
  async function checkRelatives(
    tx: Db,
    scope: PageScope,
    pageId: number,
    links: { page_id: number; relation: string }[],
  ): Promise<{ page_id: number; relation: string }[]> {
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
      .innerJoin(persons, eq(persons.id, memoryPages.personId))
      .where(
        and(inArray(memoryPages.id, ids), or(ownedBy(memoryPages, scope.owner), isPublicSql, exists(linked))),
      );
    if (found.length !== ids.length) throw fieldError('relatives', MEMORY_PAGE_MSG.relativeNotFound);
    return unique;
  }

  async function writeRelatives(tx: Db, pageId: number, links: { page_id: number; relation: string }[]) {
    await tx.delete(memoryPageRelatives).where(eq(memoryPageRelatives.pageId, pageId));
    if (links.length) {
      await tx
        .insert(memoryPageRelatives)
        .values(links.map((link) => ({ pageId, relatedPageId: link.page_id, relation: link.relation })));
    }
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

  /** Moves the page, its person and their files from the company to the account, and puts the person in the tree. */
  async function handOver(
    tx: Db,
    page: MemoryPageRow,
    accountId: number,
    actingAccountId: number,
  ): Promise<{ page_id: number; person_id: number; account_id: number; family_node_id: number | null }> {
    const companyId = page.ownerCompanyId;
    if (companyId === null) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
    const person = await personOf(page, tx);
    const owner = ownerValues({ accountId });
    const photoMedia = await tx
      .select({ id: memoryPagePhotos.mediaId })
      .from(memoryPagePhotos)
      .where(eq(memoryPagePhotos.pageId, page.id));
    const mediaIds = [
      ...photoMedia.map((row) => row.id),
      ...(person.avatarMediaId ? [person.avatarMediaId] : []),
    ];
    if (mediaIds.length) {
      await tx
        .update(media)
        .set(owner)
        .where(and(inArray(media.id, mediaIds), eq(media.ownerCompanyId, companyId)));
    }
    await tx
      .update(persons)
      .set({ ...owner, updatedAt: new Date() })
      .where(eq(persons.id, person.id));
    const [moved] = await tx
      .update(memoryPages)
      .set({ ...owner, updatedAt: new Date() })
      .where(eq(memoryPages.id, page.id))
      .returning();
    // the family's tree gets the person as a node (a second hand-over of the same person keeps the one node)
    const node = await ensureNode(tx, accountId, person.id);
    await recordAudit(tx, {
      companyId,
      accountId: actingAccountId,
      model: 'MemoryPage',
      recordId: page.id,
      action: 'update',
      before: journalled(page),
      after: journalled(moved),
    });
    return {
      page_id: page.id,
      person_id: person.id,
      account_id: accountId,
      family_node_id: node.id,
    };
  }

  function toAffiliate(
    companyId: number,
    row: {
      page: MemoryPageRow;
      person: PersonRow;
      avatar: string | null;
      account: { id: number; firstName: string; lastName: string } | null;
      handedOverAt: Date | null;
      code: string | null;
    },
  ): AffiliatePage {
    const open = isPublicPage(row.page, row.person);
    // the photo of a page the family took over and keeps to itself is theirs once the company's 7 days are over
    const seen = open || row.page.ownerCompanyId === companyId || windowOpen(row.page);
    return {
      id: row.page.id,
      person: {
        id: row.person.id,
        full_name: names(row.person),
        ...dates(row.person),
        avatar: seen ? mediaUrlFor(row.avatar, open) : null,
      },
      visibility: row.page.visibility as MemoryVisibility,
      handed_over_to: row.account
        ? { id: row.account.id, name: `${row.account.firstName} ${row.account.lastName}`.trim() }
        : null,
      handed_over_at: row.handedOverAt?.toISOString() ?? null,
      company_edit_until: row.page.companyEditUntil?.toISOString() ?? null,
      can_edit: windowOpen(row.page),
      code: row.account ? null : row.code,
      created_at: row.page.createdAt.toISOString(),
    };
  }

  async function affiliateRows(companyId: number, where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select({ page: memoryPages, person: persons, avatar: media.thumbnailKey, account: accounts })
      .from(memoryPages)
      .innerJoin(persons, eq(persons.id, memoryPages.personId))
      .leftJoin(media, eq(media.id, persons.avatarMediaId))
      .leftJoin(accounts, eq(accounts.id, memoryPages.ownerAccountId))
      .where(where)
      .orderBy(desc(memoryPages.createdAt), desc(memoryPages.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((row) => row.page.id);
    const handovers = ids.length
      ? await db
          .select()
          .from(memoryPageHandovers)
          .where(
            and(inArray(memoryPageHandovers.pageId, ids), eq(memoryPageHandovers.fromCompanyId, companyId)),
          )
          .orderBy(desc(memoryPageHandovers.id))
      : [];
    return rows.map((row) => {
      const mine = handovers.filter((handover) => handover.pageId === row.page.id);
      const accepted = mine.find((handover) => handover.acceptedAt !== null);
      const open = mine.find((handover) => handover.acceptedAt === null && handover.toAccountId === null);
      return toAffiliate(companyId, {
        page: row.page,
        person: row.person,
        avatar: row.avatar,
        account: row.account
          ? { id: row.account.id, firstName: row.account.firstName, lastName: row.account.lastName }
          : null,
        handedOverAt: accepted?.acceptedAt ?? null,
        code: open?.code ?? null,
      });
    });
  }

  async function companyPage(companyId: number, id: number): Promise<MemoryPageRow> {
    const row = await load(id);
    if (row.createdByCompanyId !== companyId && row.ownerCompanyId !== companyId) throw notFound();
    return row;
  }

  return {
    pageUrl,
    qrUrl,

    async list(
      scope: PageScope,
      query: { offset: number; limit: number; name?: string; visibility?: MemoryVisibility },
    ): Promise<{ results: MemoryPageSummary[]; count: number }> {
      const where = and(
        ownedBy(memoryPages, scope.owner),
        query.name ? nameMatches(query.name) : undefined,
        query.visibility ? eq(memoryPages.visibility, query.visibility) : undefined,
      );
      const [rows, [{ count }]] = await Promise.all([
        db
          .select({ page: memoryPages, person: persons })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .where(where)
          .orderBy(desc(memoryPages.updatedAt), desc(memoryPages.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .where(where),
      ]);
      const described = await people.describe(
        rows.map((row) => row.person),
        scope.owner,
      );
      const photos = await photosOf(rows.map((row) => row.page.id));
      return {
        results: rows.map((row, index) => {
          const gallery = photos.get(row.page.id) ?? [];
          return {
            id: row.page.id,
            person: described[index],
            visibility: row.page.visibility as MemoryVisibility,
            epitaph: row.page.epitaph,
            photos_count: gallery.length,
            cover: described[index].avatar_thumbnail ?? gallery[0]?.thumbnail ?? null,
            updated_at: row.page.updatedAt.toISOString(),
          };
        }),
        count: Number(count),
      };
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
      const changes: Partial<typeof memoryPages.$inferInsert> = {};
      if (input.visibility !== undefined) changes.visibility = input.visibility;
      if (input.epitaph !== undefined) changes.epitaph = input.epitaph;
      if (input.biography !== undefined) changes.biography = cleanBiography(input.biography);
      const row = await db.transaction(async (tx) => {
        if (input.relatives !== undefined) {
          await writeRelatives(tx, id, await checkRelatives(tx, scope, id, input.relatives));
        }
        const [updated] = await tx
          .update(memoryPages)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(memoryPages.id, id))
          .returning();
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

    // --- the gallery ---

    async addPhoto(
      scope: PageScope,
      id: number,
      file: UploadedFile,
      caption: string,
    ): Promise<MemoryPagePhoto[]> {
      const page = await accessible(scope, id, true);
      const owner: Owner =
        page.ownerAccountId !== null
          ? { accountId: page.ownerAccountId }
          : { companyId: page.ownerCompanyId as number };
      const saved = await files.saveImage(file, { field: 'image' });
      await files.withSaved(saved, () =>
        db.transaction(async (tx) => {
          const existing = await tx
            .select({ position: memoryPagePhotos.position })
            .from(memoryPagePhotos)
            .where(eq(memoryPagePhotos.pageId, id));
          if (existing.length >= MAX_PAGE_PHOTOS) {
            throw fieldError('image', MEMORY_PAGE_MSG.tooManyPhotos(MAX_PAGE_PHOTOS));
          }
          const row: MediaRow = await files.insert(tx, owner, saved);
          await tx.insert(memoryPagePhotos).values({
            pageId: id,
            mediaId: row.id,
            caption,
            position: existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0),
          });
          await tx.update(memoryPages).set({ updatedAt: new Date() }).where(eq(memoryPages.id, id));
          await audit(
            tx,
            scope,
            page,
            'update',
            { photos: existing.length },
            { photos: existing.length + 1 },
          );
        }),
      );
      return (await photosOf([id])).get(id) ?? [];
    },

    async captionPhoto(
      scope: PageScope,
      id: number,
      photoId: number,
      caption: string,
    ): Promise<MemoryPagePhoto[]> {
      await accessible(scope, id, true);
      const [updated] = await db
        .update(memoryPagePhotos)
        .set({ caption })
        .where(and(eq(memoryPagePhotos.id, photoId), eq(memoryPagePhotos.pageId, id)))
        .returning();
      if (!updated) throw notFound();
      return (await photosOf([id])).get(id) ?? [];
    },

    /** The gallery in the given order: every photo of the page exactly once. */
    async orderPhotos(scope: PageScope, id: number, ids: number[]): Promise<MemoryPagePhoto[]> {
      await accessible(scope, id, true);
      await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: memoryPagePhotos.id })
          .from(memoryPagePhotos)
          .where(eq(memoryPagePhotos.pageId, id));
        const known = new Set(existing.map((row) => row.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((value) => known.has(value))
        ) {
          throw fieldError('ids', MEMORY_PAGE_MSG.photoOrder);
        }
        for (const [position, photoId] of ids.entries()) {
          await tx.update(memoryPagePhotos).set({ position }).where(eq(memoryPagePhotos.id, photoId));
        }
      });
      return (await photosOf([id])).get(id) ?? [];
    },

    /** Takes the photo off the gallery and deletes its file unless something else (an avatar) shows it. */
    async removePhoto(scope: PageScope, id: number, photoId: number): Promise<MemoryPagePhoto[]> {
      const page = await accessible(scope, id, true);
      const dropped = await db.transaction(async (tx) => {
        const [photo] = await tx
          .delete(memoryPagePhotos)
          .where(and(eq(memoryPagePhotos.id, photoId), eq(memoryPagePhotos.pageId, id)))
          .returning();
        if (!photo) throw notFound();
        await audit(tx, scope, page, 'update', { photo_id: photo.id }, { photo_id: null });
        return files.deleteRows(tx, await files.unused([photo.mediaId], tx));
      });
      await files.removeFiles(dropped);
      return (await photosOf([id])).get(id) ?? [];
    },

    // --- who may see it ---

    async settings(scope: PageScope, id: number): Promise<MemoryPageSettings> {
      const row = await accessible(scope, id, false);
      return {
        id: row.id,
        visibility: row.visibility as MemoryVisibility,
        link_token: row.linkToken,
        public_url: pageUrl(row.id),
        link_url: linkUrl(row),
        qr_url: qrUrl(row),
        qr_png: `/api/memory_page/qr/${row.id}.png${row.visibility === 'link' ? `?token=${row.linkToken}` : ''}`,
        qr_svg: `/api/memory_page/qr/${row.id}.svg${row.visibility === 'link' ? `?token=${row.linkToken}` : ''}`,
      };
    },

    /** A new link token: the old link (and QR codes printed from it) stop opening the page. */
    async renewLink(scope: PageScope, id: number): Promise<MemoryPageSettings> {
      await accessible(scope, id, true);
      await db
        .update(memoryPages)
        .set({ linkToken: newLinkToken(), updatedAt: new Date() })
        .where(eq(memoryPages.id, id));
      return this.settings(scope, id);
    },

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

    async publicView(row: MemoryPageRow): Promise<PublicMemoryPage> {
      const person = await personOf(row);
      const [avatar] = person.avatarMediaId
        ? await db.select().from(media).where(eq(media.id, person.avatarMediaId))
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
      return {
        id: row.id,
        full_name: names(person),
        last_name: person.lastName,
        first_name: person.firstName,
        patronymic: person.patronymic,
        gender: (person.gender as PublicMemoryPage['gender']) ?? null,
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
        keeper: keeper
          ? { id: keeper.id, name: `${keeper.firstName} ${keeper.lastName}`.trim() || 'Хранитель памяти' }
          : null,
        visibility: row.visibility as MemoryVisibility,
        url: pageUrl(row.id),
      };
    },

    /** What a shared link shows (Open Graph): only for a public page, else null (the generic title). */
    async shareMeta(
      id: number,
    ): Promise<{ title: string; description: string; image: string | null; url: string } | null> {
      const [row] = await db
        .select({ page: memoryPages, person: persons })
        .from(memoryPages)
        .innerJoin(persons, eq(persons.id, memoryPages.personId))
        .where(and(eq(memoryPages.id, id), isPublicSql));
      if (!row) return null;
      const years = [row.person.birthDate?.slice(0, 4) ?? '', row.person.deathDate?.slice(0, 4) ?? '']
        .filter(Boolean)
        .join(' – ');
      const name = names(row.person);
      const [avatar] = row.person.avatarMediaId
        ? await db.select({ key: media.key }).from(media).where(eq(media.id, row.person.avatarMediaId))
        : [];
      const [photo] = avatar
        ? []
        : await db
            .select({ key: media.key })
            .from(memoryPagePhotos)
            .innerJoin(media, eq(media.id, memoryPagePhotos.mediaId))
            .where(eq(memoryPagePhotos.pageId, id))
            .orderBy(asc(memoryPagePhotos.position), asc(memoryPagePhotos.id))
            .limit(1);
      const key = avatar?.key ?? photo?.key ?? null;
      const places = [row.person.burialCity || row.person.city].filter(Boolean);
      const description =
        row.page.epitaph ||
        ['Страница памяти', years ? `(${years})` : '', places.length ? `— ${places[0]}` : '']
          .filter(Boolean)
          .join(' ');
      return {
        title: years ? `${name} (${years})` : name,
        description,
        image: key ? `${publicUrl}${mediaUrl(key)}` : null,
        url: pageUrl(id),
      };
    },

    /** GET /api/memory_page/public/: public pages only, by name (trigram), years and city. */
    async search(query: {
      offset: number;
      limit: number;
      name?: string;
      birth_year?: number;
      death_year?: number;
      city?: string;
    }): Promise<{ results: PublicPageCard[]; count: number }> {
      const conditions: (SQL | undefined)[] = [isPublicSql];
      if (query.name) conditions.push(nameMatches(query.name));
      if (query.birth_year) {
        conditions.push(
          sql`${persons.birthDate} >= ${`${query.birth_year}-01-01`}::date and ${persons.birthDate} < ${`${query.birth_year + 1}-01-01`}::date`,
        );
      }
      if (query.death_year) {
        conditions.push(
          sql`${persons.deathDate} >= ${`${query.death_year}-01-01`}::date and ${persons.deathDate} < ${`${query.death_year + 1}-01-01`}::date`,
        );
      }
      if (query.city) {
        const city = `${escapeLike(query.city)}%`;
        conditions.push(or(ilike(persons.city, city), ilike(persons.burialCity, city)));
      }
      const where = and(...conditions);
      const order = query.name
        ? [sql`similarity(${persons.searchName}, ${query.name.toLowerCase()}) desc`, asc(persons.searchName)]
        : [desc(memoryPages.updatedAt)];
      const everyone = !query.name && !query.birth_year && !query.death_year && !query.city;
      const kept =
        everyone && allPublicCount && Date.now() - allPublicCount.at < ALL_PUBLIC_COUNT_TTL_MS
          ? allPublicCount.count
          : null;
      const [rows, count] = await Promise.all([
        db
          .select({ page: memoryPages, person: persons, avatar: media.thumbnailKey })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .leftJoin(media, eq(media.id, persons.avatarMediaId))
          .where(where)
          .orderBy(...order, asc(memoryPages.id))
          .limit(query.limit)
          .offset(query.offset),
        kept ??
          db
            .select({ count: sql<number>`count(*)::int` })
            .from(memoryPages)
            .innerJoin(persons, eq(persons.id, memoryPages.personId))
            .where(where)
            .then(([row]) => Number(row.count)),
      ]);
      if (everyone && kept === null) allPublicCount = { count, at: Date.now() };
      return { results: rows.map(publicCard), count };
    },

    /** GET /api/public/persons/?user={id}: an account's public pages; an account without any is not found. */
    async publicOfAccount(query: { user: number; offset: number; limit: number }): Promise<PublicPersons> {
      const where = and(eq(memoryPages.ownerAccountId, query.user), isPublicSql);
      const [rows, [{ count }], [account]] = await Promise.all([
        db
          .select({ page: memoryPages, person: persons, avatar: media.thumbnailKey })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .leftJoin(media, eq(media.id, persons.avatarMediaId))
          .where(where)
          .orderBy(asc(persons.lastName), asc(persons.firstName), asc(memoryPages.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .where(where),
        db
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, query.user), eq(accounts.isActive, true))),
      ]);
      if (!account || Number(count) === 0) throw notFound();
      return {
        profile: {
          id: account.id,
          name: `${account.firstName} ${account.lastName}`.trim() || 'Хранитель памяти',
          avatar: mediaUrl(account.avatar),
        },
        results: rows.map(publicCard),
        count: Number(count),
      };
    },

    // --- the affiliate program ---

    async affiliateList(
      companyId: number,
      query: { offset: number; limit: number; name?: string; handed_over?: 'true' | 'false' },
    ): Promise<{ results: AffiliatePage[]; count: number }> {
      const where = and(
        eq(memoryPages.createdByCompanyId, companyId),
        query.name ? nameMatches(query.name) : undefined,
        query.handed_over === 'true' ? isNotNull(memoryPages.ownerAccountId) : undefined,
        query.handed_over === 'false' ? isNull(memoryPages.ownerAccountId) : undefined,
      );
      const [results, [{ count }]] = await Promise.all([
        affiliateRows(companyId, where, query.limit, query.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(memoryPages)
          .innerJoin(persons, eq(persons.id, memoryPages.personId))
          .where(where),
      ]);
      return { results, count: Number(count) };
    },

    async affiliateGet(companyId: number, id: number): Promise<AffiliatePage> {
      await companyPage(companyId, id);
      const [row] = await affiliateRows(companyId, eq(memoryPages.id, id), 1, 0);
      return row;
    },

    /** A page made by the company for a client's deceased: with a new person, or one of the company's. */
    async affiliateCreate(
      scope: PageScope & { owner: { companyId: number } },
      input: {
        person_id?: number;
        person?: Parameters<PersonsService['create']>[1];
        visibility: MemoryVisibility;
        epitaph: string;
        biography: string;
      },
    ): Promise<MemoryPage> {
      const fields = { visibility: input.visibility, epitaph: input.epitaph, biography: input.biography };
      let page: MemoryPageRow | null = null;
      if (input.person) {
        if (!input.person.date_death) throw fieldError('person.date_death', MEMORY_PAGE_MSG.onlyDeceased);
        cleanBiography(input.biography);
        await people.create(scope, input.person, null, async (tx, person) => {
          page = await insertPage(tx, scope, person, fields);
        });
      } else {
        const person = await personFor(scope, input.person_id as number);
        page = await db.transaction((tx) => insertPage(tx, scope, person, fields));
      }
      return describe(page as unknown as MemoryPageRow, scope);
    },

    /** A new hand-over code for a page the company still owns; earlier unused codes stop working. */
    async createCode(
      scope: PageScope & { owner: { companyId: number } },
      id: number,
    ): Promise<{ page_id: number; code: string }> {
      const page = await companyPage(scope.owner.companyId, id);
      if (page.ownerCompanyId !== scope.owner.companyId) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = newHandoverCode();
        const created = await db.transaction(async (tx) => {
          await tx
            .delete(memoryPageHandovers)
            .where(and(eq(memoryPageHandovers.pageId, id), isNull(memoryPageHandovers.acceptedAt)));
          const [row] = await tx
            .insert(memoryPageHandovers)
            .values({ pageId: id, fromCompanyId: scope.owner.companyId, code })
            .onConflictDoNothing()
            .returning();
          if (row) {
            await recordAudit(tx, {
              companyId: scope.owner.companyId,
              accountId: scope.accountId,
              model: 'MemoryPageHandover',
              recordId: row.id,
              action: 'create',
              after: { page_id: id },
            });
          }
          return row;
        });
        if (created) return { page_id: id, code };
      }
      throw new Error('could not make a unique hand-over code');
    },

    /** What a code hands over, for the family to check before accepting. */
    async previewCode(accountId: number, code: string): Promise<HandoverPreview> {
      await assertUnderLimit(db, CODE_TRIES, String(accountId));
      const [row] = await db
        .select({
          handover: memoryPageHandovers,
          person: persons,
          company: companies.name,
          page: memoryPages,
        })
        .from(memoryPageHandovers)
        .innerJoin(memoryPages, eq(memoryPages.id, memoryPageHandovers.pageId))
        .innerJoin(persons, eq(persons.id, memoryPages.personId))
        .innerJoin(companies, eq(companies.id, memoryPageHandovers.fromCompanyId))
        .where(and(eq(memoryPageHandovers.code, code), isNull(memoryPageHandovers.acceptedAt)));
      if (!row || row.page.ownerCompanyId !== row.handover.fromCompanyId) {
        await recordEvent(db, CODE_TRIES, String(accountId));
        throw fieldError('code', MEMORY_PAGE_MSG.codeNotFound);
      }
      return {
        page_id: row.page.id,
        full_name: names(row.person),
        ...dates(row.person),
        company_name: row.company,
      };
    },

    /** The family's account accepts the page by code: page, person and files move to it in one transaction. */
    async acceptCode(accountId: number, pageId: number, code: string) {
      await assertUnderLimit(db, CODE_TRIES, String(accountId));
      const result = await db.transaction(async (tx) => {
        const [handover] = await tx
          .select()
          .from(memoryPageHandovers)
          .where(and(eq(memoryPageHandovers.code, code), isNull(memoryPageHandovers.acceptedAt)))
          .for('update');
        if (!handover) return null;
        if (handover.pageId !== pageId) throw fieldError('code', MEMORY_PAGE_MSG.codeWrongPage);
        const page = await load(pageId, tx);
        if (page.ownerCompanyId !== handover.fromCompanyId) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
        const moved = await handOver(tx, page, accountId, accountId);
        await tx
          .update(memoryPageHandovers)
          .set({ acceptedByAccountId: accountId, acceptedAt: new Date() })
          .where(eq(memoryPageHandovers.id, handover.id));
        return moved;
      });
      if (!result) {
        await recordEvent(db, CODE_TRIES, String(accountId));
        throw fieldError('code', MEMORY_PAGE_MSG.codeNotFound);
      }
      return result;
    },

    /**
     * direct-update: the company sends the page's hand-over code to a phone or e-mail. Nothing moves: the family
     * accepts the page by the code in their cabinet, as with a code told in person. No account is looked up, so the
     * answer is the same whether one has that phone or e-mail. Throttled per company and per recipient.
     */
    async sendCode(
      scope: PageScope & { owner: { companyId: number } },
      id: number,
      login: string,
    ): Promise<{ detail: string }> {
      const messenger = deps.messenger;
      if (!messenger) throw new Error('memory pages: no messenger to send hand-over codes');
      const companyId = scope.owner.companyId;
      const page = await companyPage(companyId, id);
      if (page.ownerCompanyId !== companyId) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
      const identifier = parseIdentifier(login);
      const recipient = `${identifier.kind}:${identifier.value}`;
      await assertUnderLimit(db, DIRECT_PER_COMPANY, String(companyId));
      await assertUnderLimit(db, DIRECT_PER_RECIPIENT, recipient);
      // the code the company already has for the page stays valid (it may have told it too); else a new one
      const [open] = await db
        .select({ code: memoryPageHandovers.code })
        .from(memoryPageHandovers)
        .where(
          and(
            eq(memoryPageHandovers.pageId, id),
            eq(memoryPageHandovers.fromCompanyId, companyId),
            isNull(memoryPageHandovers.acceptedAt),
            isNull(memoryPageHandovers.toAccountId),
          ),
        )
        .orderBy(desc(memoryPageHandovers.id))
        .limit(1);
      const code = open?.code ?? (await this.createCode(scope, id)).code;
      const [row] = await db
        .select({ person: persons, company: companies.name })
        .from(memoryPages)
        .innerJoin(persons, eq(persons.id, memoryPages.personId))
        .innerJoin(companies, eq(companies.id, companyId))
        .where(eq(memoryPages.id, id));
      await recordEvent(db, DIRECT_PER_COMPANY, String(companyId));
      await recordEvent(db, DIRECT_PER_RECIPIENT, recipient);
      // the journal says that a code went out and how, not to whom (the address is the family's)
      await recordAudit(db, {
        companyId,
        accountId: scope.accountId,
        model: 'MemoryPage',
        recordId: id,
        action: 'update',
        after: { handover_code_sent: identifier.kind === 'phone' ? 'телефон' : 'e-mail' },
      });
      const cabinet = `${publicUrl}/app/pages-memory`;
      await messenger.send(
        { kind: identifier.kind, value: identifier.value },
        {
          subject: `Страница памяти от компании «${row.company}» — Светлая память`,
          text:
            `Компания «${row.company}» передаёт вам страницу памяти: ${names(row.person)}. ` +
            `Код передачи: ${code}. Войдите или зарегистрируйтесь на платформе «Светлая память», откройте ` +
            `«Страницы памяти» (${cabinet}) и нажмите «Принять страницу по коду»: страница, человек и ` +
            'фотографии станут вашими, человек появится в вашем семейном древе. Если вы не ждали этого ' +
            'сообщения, просто не вводите код.',
          // where a real channel carries it, the outbox's copy does not keep the code
          secrets: [code],
        },
      );
      return { detail: MEMORY_PAGE_MSG.handoverCodeSent };
    },
  };
}

export type MemoryPagesService = ReturnType<typeof createMemoryPagesService>;
