import {
  GUEST_BOOK_MSG,
  GUEST_BOOK_PAGE_SIZE,
  GUEST_ENTRIES_PER_DAY,
  GUEST_ENTRIES_PER_HOUR,
  type GuestBook,
  type GuestBookModeration,
  type GuestBookUpdate,
  type GuestEntry,
  type GuestEntryCreated,
  type GuestEntryKind,
  type GuestEntryStatus,
  KEEPER_NOTICE_HOURS,
  PAGE_ENTRIES_PER_HOUR,
  type PublicGuestBook,
} from '@sp/shared/api/guest-book';
import { pluralRu } from '@sp/shared/format/plural';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Address } from '../../platform/channels/messenger';
import { forbidden, notFound } from '../../platform/errors';
import { isOwnedBy } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { assertUnderLimit, recordEvent, type ThrottleRule } from '../../platform/throttle';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { type GuestBookEntryRow, guestBookEntries, guestBookSettings } from './guest-book.table';
import { type MemoryPagesDeps, names, type PageCore, type PageScope } from './memory-pages.common';
import type { MemoryPageRow } from './memory-pages.table';

const HOUR_MS = 60 * 60 * 1000;

/** Entries from one address (memories and candles, all pages together), then 429. */
export const GUEST_PER_HOUR: ThrottleRule = {
  bucket: 'guest-book:address:hour',
  limit: GUEST_ENTRIES_PER_HOUR,
  windowMs: HOUR_MS,
  message: GUEST_BOOK_MSG.tooManyFromAddress,
};
export const GUEST_PER_DAY: ThrottleRule = {
  bucket: 'guest-book:address:day',
  limit: GUEST_ENTRIES_PER_DAY,
  windowMs: 24 * HOUR_MS,
  message: GUEST_BOOK_MSG.tooManyFromAddress,
};
/** Entries one page takes from everyone together. */
export const PAGE_PER_HOUR: ThrottleRule = {
  bucket: 'guest-book:page',
  limit: PAGE_ENTRIES_PER_HOUR,
  windowMs: HOUR_MS,
  message: GUEST_BOOK_MSG.tooManyOnPage,
};

type Settings = { moderation: GuestBookModeration; acceptsEntries: boolean; notify: boolean };
const DEFAULTS: Settings = { moderation: 'approval', acceptsEntries: true, notify: true };

/** What a guest sends, cleaned by the schema: a memory's name and text, or a candle's name. */
type EntryInput = { kind: GuestEntryKind; name: string; text: string };

/** Who writes and the captcha to pass: checked after the limits' first look, before anything is stored. */
type Guest = { address: string; captcha: () => Promise<void> };

/** The page a guest may open: public, or «by link» with its token (the public part's findViewable). */
type FindViewable = (id: number, token: string | undefined, viewer: null) => Promise<MemoryPageRow>;

const NEW_ENTRY = or(eq(guestBookEntries.status, 'pending'), isNull(guestBookEntries.seenAt)) as SQL;
const APPROVED_MEMORY = and(eq(guestBookEntries.status, 'approved'), eq(guestBookEntries.kind, 'memory'));
const CANDLE = and(eq(guestBookEntries.status, 'approved'), eq(guestBookEntries.kind, 'candle'));

function keeperEntry(row: GuestBookEntryRow): GuestEntry {
  return {
    id: row.id,
    kind: row.kind as GuestEntryKind,
    name: row.authorName,
    text: row.text,
    status: row.status as GuestEntryStatus,
    is_new: row.seenAt === null,
    created_at: row.createdAt.toISOString(),
    moderated_at: row.moderatedAt?.toISOString() ?? null,
  };
}

/** What a company's journal keeps of an entry (the guest's words are the family's, not the journal's). */
const journalled = (row: GuestBookEntryRow) => ({ kind: row.kind, status: row.status });

/**
 * The guest book of memory pages (issue 12): guests' memories and candles, shown after the keeper approves each
 * (or at once, by the keeper's setting); the keeper (the page's owner: the family, or the company before it hands
 * the page over) moderates them and hears of new ones.
 */
export function createGuestBook(core: PageCore, deps: MemoryPagesDeps, findViewable: FindViewable) {
  const { db, messenger, publicUrl } = deps;

  async function settingsOf(pageId: number, tx: Db = db): Promise<Settings> {
    const [row] = await tx.select().from(guestBookSettings).where(eq(guestBookSettings.pageId, pageId));
    if (!row) return DEFAULTS;
    return {
      moderation: row.moderation as GuestBookModeration,
      acceptsEntries: row.acceptsEntries,
      notify: row.notify,
    };
  }

  /**
   * The page whose book the scope keeps: the page's owner only. A company that made a page keeps editing it for its
   * 7 days, but once the family has it the guest book is the family's: to the company it does not exist (404).
   */
  async function kept(scope: PageScope, id: number, tx: Db = db): Promise<MemoryPageRow> {
    const row = await core.load(id, tx);
    if (!isOwnedBy(row, scope.owner)) throw notFound();
    return row;
  }

  async function candlesOf(pageId: number): Promise<number> {
    const [row] = await db
      .select(COUNT)
      .from(guestBookEntries)
      .where(and(eq(guestBookEntries.pageId, pageId), CANDLE));
    return Number(row.total);
  }

  async function book(row: MemoryPageRow): Promise<GuestBook> {
    const [settings, [tally]] = await Promise.all([
      settingsOf(row.id),
      db
        .select({
          pending: sql<number>`count(*) filter (where ${guestBookEntries.status} = 'pending')`.mapWith(
            Number,
          ),
          approved: sql<number>`count(*) filter (where ${APPROVED_MEMORY})`.mapWith(Number),
          hidden: sql<number>`count(*) filter (where ${guestBookEntries.status} = 'hidden')`.mapWith(Number),
          candles: sql<number>`count(*) filter (where ${CANDLE})`.mapWith(Number),
          new: sql<number>`count(*) filter (where ${NEW_ENTRY})`.mapWith(Number),
        })
        .from(guestBookEntries)
        .where(eq(guestBookEntries.pageId, row.id)),
    ]);
    return {
      page_id: row.id,
      moderation: settings.moderation,
      accepts_entries: settings.acceptsEntries,
      notify: settings.notify,
      counts: tally,
    };
  }

  /** A company's page: its moderation is journalled; a family's book is its private matter. */
  async function journal(
    tx: Db,
    scope: PageScope,
    page: MemoryPageRow,
    entry: { model: 'GuestBook' | 'GuestBookEntry'; id: number },
    action: 'update' | 'delete',
    before?: Record<string, unknown>,
    after?: Record<string, unknown>,
  ): Promise<void> {
    if (page.ownerCompanyId === null) return;
    await recordAudit(tx, {
      companyId: page.ownerCompanyId,
      accountId: scope.accountId,
      model: entry.model,
      recordId: entry.id,
      action,
      before,
      after,
    });
  }

  /** Where the keeper hears of new entries: the family's confirmed e-mail, else its confirmed phone; a company's e-mail, else its owner's, else a phone. */
  async function keeperAddress(page: MemoryPageRow): Promise<Address | null> {
    if (page.ownerAccountId !== null) {
      const [account] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, page.ownerAccountId), eq(accounts.isActive, true)));
      if (account?.email && account.isEmailVerified) return { kind: 'email', value: account.email };
      if (account?.phone && account.isPhoneVerified) return { kind: 'phone', value: account.phone };
      return null;
    }
    if (page.ownerCompanyId === null) return null;
    const [row] = await db
      .select({
        email: companies.email,
        phone: companies.phone,
        ownerEmail: accounts.email,
        ownerPhone: accounts.phone,
      })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .where(eq(companies.id, page.ownerCompanyId));
    if (!row) return null;
    const email = row.email || row.ownerEmail;
    if (email) return { kind: 'email', value: email };
    const phone = row.phone || row.ownerPhone;
    return phone ? { kind: 'phone', value: phone } : null;
  }

  /**
   * Tells the keeper of new entries, at most once in KEEPER_NOTICE_HOURS per page: the moment is claimed in one
   * statement, so two guests at once send one message. The message names the page and how many entries wait,
   * never a guest's words (nobody writes to the family through it).
   */
  async function tellKeeper(page: MemoryPageRow): Promise<void> {
    if (!messenger) return;
    const now = new Date();
    const claimed = await db
      .insert(guestBookSettings)
      .values({ pageId: page.id, notifiedAt: now })
      .onConflictDoUpdate({
        target: guestBookSettings.pageId,
        set: { notifiedAt: now },
        setWhere: sql`${guestBookSettings.notify} and (${guestBookSettings.notifiedAt} is null or ${guestBookSettings.notifiedAt} < ${new Date(now.getTime() - KEEPER_NOTICE_HOURS * HOUR_MS)})`,
      })
      .returning({ pageId: guestBookSettings.pageId });
    if (!claimed.length) return;
    const address = await keeperAddress(page);
    if (!address) return;
    const person = await core.personOf(page);
    const { counts } = await book(page);
    const waiting = counts.new;
    const editor =
      page.ownerCompanyId !== null ? cabinetPaths.affiliatePage(page.id) : cabinetPaths.memoryPage(page.id);
    await messenger.send(address, {
      subject: 'Новые записи в книге памяти — Светлая память',
      text:
        `В книге памяти страницы «${names(person)}» ${waiting} ${pluralRu(waiting, ['новая запись', 'новые записи', 'новых записей'])}. ` +
        `Прочитать, одобрить или скрыть записи можно в разделе «Книга памяти» страницы: ${publicUrl}${editor}`,
    });
  }

  /** What guests see of a page's book: approved memories newest first, the candles lit, the keeper's settings. */
  async function guestsView(
    page: MemoryPageRow,
    query: { offset: number; limit: number },
  ): Promise<PublicGuestBook> {
    const where = and(eq(guestBookEntries.pageId, page.id), APPROVED_MEMORY);
    const [list, candles, settings] = await Promise.all([
      listPage(
        db.select(COUNT).from(guestBookEntries).where(where),
        db
          .select()
          .from(guestBookEntries)
          .where(where)
          .orderBy(desc(guestBookEntries.createdAt), desc(guestBookEntries.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            name: row.authorName,
            text: row.text,
            created_at: row.createdAt.toISOString(),
          })),
      ),
      candlesOf(page.id),
      settingsOf(page.id),
    ]);
    return { ...list, candles, accepts_entries: settings.acceptsEntries, moderation: settings.moderation };
  }

  return {
    /** Counts of new entries (waiting for approval or unseen) of the pages, for the keeper's list. */
    async newEntriesOf(pageIds: number[]): Promise<Map<number, number>> {
      if (!pageIds.length) return new Map();
      const rows = await db
        .select({ pageId: guestBookEntries.pageId, total: count() })
        .from(guestBookEntries)
        .where(and(inArray(guestBookEntries.pageId, pageIds), NEW_ENTRY))
        .groupBy(guestBookEntries.pageId);
      return new Map(rows.map((row) => [row.pageId, Number(row.total)]));
    },

    /** GET …/public/{id}/guest-book/: approved memories newest first, the candles lit, whether it takes entries. */
    async publicBook(
      id: number,
      token: string | undefined,
      query: { offset: number; limit: number },
    ): Promise<PublicGuestBook> {
      return guestsView(await findViewable(id, token, null), query);
    },

    /**
     * The first page of the book as the public page carries it (GET …/public/{id}/ and the HTML of /person/{id});
     * null for a private page (its owner's preview): guests cannot write to it.
     */
    async firstPage(page: MemoryPageRow): Promise<PublicGuestBook | null> {
      if (page.visibility === 'private') return null;
      return guestsView(page, { offset: 0, limit: GUEST_BOOK_PAGE_SIZE });
    },

    /**
     * POST …/public/{id}/guest-book/: a guest's memory or candle. The limits are looked at first (a flood is refused
     * before the captcha is checked), then the captcha, then the limits are claimed with the entry in one
     * transaction under a lock of the address and of the page (two guests at once cannot both take the last place).
     */
    async post(
      id: number,
      token: string | undefined,
      input: EntryInput,
      guest: Guest,
    ): Promise<GuestEntryCreated> {
      const page = await findViewable(id, token, null);
      const settings = await settingsOf(page.id);
      if (!settings.acceptsEntries) throw forbidden(GUEST_BOOK_MSG.closed);
      const pageKey = String(page.id);
      const limits = async (tx: Db) => {
        await assertUnderLimit(tx, GUEST_PER_HOUR, guest.address);
        await assertUnderLimit(tx, GUEST_PER_DAY, guest.address);
        await assertUnderLimit(tx, PAGE_PER_HOUR, pageKey);
      };
      await limits(db);
      await guest.captcha();
      const candle = input.kind === 'candle';
      const status: GuestEntryStatus = candle || settings.moderation === 'immediate' ? 'approved' : 'pending';
      const entry = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-book:${guest.address}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-book-page:${pageKey}`}))`);
        await limits(tx);
        const [row] = await tx
          .insert(guestBookEntries)
          .values({
            pageId: page.id,
            kind: input.kind,
            authorName: input.name,
            text: candle ? '' : input.text,
            status,
          })
          .returning();
        await recordEvent(tx, GUEST_PER_HOUR, guest.address);
        await recordEvent(tx, GUEST_PER_DAY, guest.address);
        await recordEvent(tx, PAGE_PER_HOUR, pageKey);
        return row;
      });
      if (settings.notify) await tellKeeper(page);
      const detail = candle
        ? GUEST_BOOK_MSG.candleLit
        : status === 'approved'
          ? GUEST_BOOK_MSG.sentPublished
          : GUEST_BOOK_MSG.sentPending;
      return {
        detail,
        entry: { id: entry.id, kind: input.kind, status },
        candles: await candlesOf(page.id),
      };
    },

    /** where the page's keeper hears of things (the moderation tells of a page taken down) */
    keeperAddress,

    /** GET …/page/{id}/guest-book/: the keeper's settings and counts. */
    async keeperBook(scope: PageScope, id: number): Promise<GuestBook> {
      return book(await kept(scope, id));
    },

    /** PUT …/page/{id}/guest-book/: when memories show, whether the book takes entries, whether to tell the keeper. */
    async saveKeeperBook(scope: PageScope, id: number, input: GuestBookUpdate): Promise<GuestBook> {
      const page = await kept(scope, id);
      const before = await settingsOf(id);
      const after: Settings = {
        moderation: input.moderation ?? before.moderation,
        acceptsEntries: input.accepts_entries ?? before.acceptsEntries,
        notify: input.notify ?? before.notify,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(guestBookSettings)
          .values({ pageId: id, ...after })
          .onConflictDoUpdate({ target: guestBookSettings.pageId, set: { ...after, updatedAt: new Date() } });
        await journal(tx, scope, page, { model: 'GuestBook', id }, 'update', before, after);
      });
      return book(page);
    },

    /** GET …/page/{id}/guest-book/entries/: every entry; without a status filter those waiting come first. */
    async entries(
      scope: PageScope,
      id: number,
      query: { offset: number; limit: number; status?: GuestEntryStatus; kind?: GuestEntryKind },
    ) {
      await kept(scope, id);
      const where = and(
        eq(guestBookEntries.pageId, id),
        query.status ? eq(guestBookEntries.status, query.status) : undefined,
        query.kind ? eq(guestBookEntries.kind, query.kind) : undefined,
      );
      return listPage(
        db.select(COUNT).from(guestBookEntries).where(where),
        db
          .select()
          .from(guestBookEntries)
          .where(where)
          .orderBy(
            sql`${guestBookEntries.status} = 'pending' desc`,
            desc(guestBookEntries.createdAt),
            desc(guestBookEntries.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        (rows) => rows.map(keeperEntry),
      );
    },

    /** PUT …/entries/{entry}/: publish (approve, or show a hidden one again) or hide. */
    async moderate(
      scope: PageScope,
      id: number,
      entryId: number,
      status: 'approved' | 'hidden',
    ): Promise<GuestEntry> {
      const page = await kept(scope, id);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(guestBookEntries)
          .where(and(eq(guestBookEntries.id, entryId), eq(guestBookEntries.pageId, id)))
          .for('update');
        if (!before) throw notFound();
        const now = new Date();
        const [row] = await tx
          .update(guestBookEntries)
          .set({ status, moderatedAt: now, moderatedBy: scope.accountId, seenAt: before.seenAt ?? now })
          .where(eq(guestBookEntries.id, entryId))
          .returning();
        await journal(
          tx,
          scope,
          page,
          { model: 'GuestBookEntry', id: entryId },
          'update',
          journalled(before),
          journalled(row),
        );
        return keeperEntry(row);
      });
    },

    /** DELETE …/entries/{entry}/: the entry is gone for good. */
    async removeEntry(scope: PageScope, id: number, entryId: number): Promise<void> {
      const page = await kept(scope, id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(guestBookEntries)
          .where(and(eq(guestBookEntries.id, entryId), eq(guestBookEntries.pageId, id)))
          .returning();
        if (!row) throw notFound();
        await journal(tx, scope, page, { model: 'GuestBookEntry', id: entryId }, 'delete', journalled(row));
      });
    },

    /** POST …/guest-book/seen/: the keeper has seen the book; what waits for approval still counts as new. */
    async markSeen(scope: PageScope, id: number): Promise<void> {
      await kept(scope, id);
      await db
        .update(guestBookEntries)
        .set({ seenAt: new Date() })
        .where(and(eq(guestBookEntries.pageId, id), isNull(guestBookEntries.seenAt)));
    },
  };
}

export type GuestBookPart = ReturnType<typeof createGuestBook>;
