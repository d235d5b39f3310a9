import type { MemoryVisibility } from '@sp/shared/api/memory-pages';
import {
  type AdminComplaint,
  type AdminMemoryPage,
  type AdminPageFilter,
  type ComplaintReason,
  PAGE_COMPLAINT_MSG,
} from '@sp/shared/api/page-complaints';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import { parseIdentifier } from '@sp/shared/validation/patterns';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Address } from '../../platform/channels/messenger';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { findAccountByIdentifier } from '../accounts/accounts.service';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { nameMatches, personsView, personsViewColumns } from '../persons/persons.service';
import {
  dates,
  isPublicPage,
  journalled,
  type MemoryPagesDeps,
  names,
  type PageCore,
} from './memory-pages.common';
import { type MemoryPageRow, memoryPages } from './memory-pages.table';
import { movePageTo } from './memory-pages-handover';
import { memoryPageComplaints } from './page-complaints.table';

/** What the journal keeps of a page's moderation, beside the page's own fields. */
const moderated = (row: MemoryPageRow) => ({
  ...journalled(row),
  hidden: row.hiddenAt !== null,
  hidden_reason: row.hiddenReason,
});

/**
 * Complaints about memory pages and what an administrator does with them (issue 16): anyone reports a public page;
 * the administrator hides it (its visibility is private meanwhile, the owner's choice kept to come back, so every
 * reader sees it gone and the kept public copies drop it by the page's version trigger), restores it, closes the
 * complaints, or hands the page, its person and their files to a family's account. Every action is journalled
 * under the administrator's account (in the company's journal when a company keeps the page) and the owner hears
 * of a page taken down.
 */
export function createPageModeration(
  core: PageCore,
  deps: MemoryPagesDeps,
  keeperAddress: (page: MemoryPageRow) => Promise<Address | null>,
) {
  const { db, messenger, publicUrl } = deps;

  async function lockPage(tx: Db, id: number): Promise<MemoryPageRow> {
    const [row] = await tx.select().from(memoryPages).where(eq(memoryPages.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  /** Closes the page's open complaints in the caller's transaction; how many were open. */
  async function closeOpen(tx: Db, pageId: number, adminId: number): Promise<number> {
    const closed = await tx
      .update(memoryPageComplaints)
      .set({ status: 'closed', closedAt: new Date(), closedByAccountId: adminId })
      .where(and(eq(memoryPageComplaints.pageId, pageId), eq(memoryPageComplaints.status, 'open')))
      .returning({ id: memoryPageComplaints.id });
    return closed.length;
  }

  async function journal(
    tx: Db,
    adminId: number,
    before: MemoryPageRow,
    after: MemoryPageRow,
    extra: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ): Promise<void> {
    await recordAudit(tx, {
      // a company's page shows in its journal; a family's has no company (the platform's own record)
      companyId: before.ownerCompanyId,
      accountId: adminId,
      model: 'MemoryPage',
      recordId: before.id,
      action: 'update',
      before: { ...moderated(before), ...extra.before },
      after: { ...moderated(after), ...extra.after },
    });
  }

  /** A message to whoever keeps the page now; a failure to send is logged by the messenger, never undoes the action. */
  async function tell(page: MemoryPageRow, subject: string, text: string): Promise<void> {
    if (!messenger) return;
    const address = await keeperAddress(page);
    if (!address) return;
    await messenger.send(address, { subject, text });
  }

  async function toItems(
    rows: {
      page: MemoryPageRow;
      person: Parameters<typeof names>[0] & Parameters<typeof dates>[0];
      account: {
        id: number;
        firstName: string;
        lastName: string;
        email: string | null;
        phone: string | null;
      } | null;
      company: { id: number; name: string; email: string | null; phone: string | null } | null;
    }[],
  ): Promise<AdminMemoryPage[]> {
    const ids = rows.map((row) => row.page.id);
    const [stats, latest] = ids.length
      ? await Promise.all([
          db
            .select({
              pageId: memoryPageComplaints.pageId,
              open: sql<number>`(count(*) filter (where ${memoryPageComplaints.status} = 'open'))::int`,
              total: sql<number>`count(*)::int`,
            })
            .from(memoryPageComplaints)
            .where(inArray(memoryPageComplaints.pageId, ids))
            .groupBy(memoryPageComplaints.pageId),
          db
            .selectDistinctOn([memoryPageComplaints.pageId])
            .from(memoryPageComplaints)
            .where(inArray(memoryPageComplaints.pageId, ids))
            .orderBy(
              memoryPageComplaints.pageId,
              // the latest open one; a page without open complaints shows its latest closed one
              sql`${memoryPageComplaints.status} = 'open' desc`,
              desc(memoryPageComplaints.createdAt),
              desc(memoryPageComplaints.id),
            ),
        ])
      : [[], []];
    return rows.map(({ page, person, account, company }) => {
      const counted = stats.find((row) => row.pageId === page.id);
      const last = latest.find((row) => row.pageId === page.id);
      const owner = account
        ? {
            kind: 'account' as const,
            id: account.id,
            name: `${account.lastName} ${account.firstName}`.trim(),
            contact: account.email || account.phone || '',
          }
        : {
            kind: 'company' as const,
            id: company?.id ?? 0,
            name: company?.name ?? '',
            contact: company?.email || company?.phone || '',
          };
      return {
        id: page.id,
        person: { id: page.personId, full_name: names(person), ...dates(person) },
        owner,
        visibility: page.visibility as MemoryVisibility,
        hidden: page.hiddenAt !== null,
        hidden_at: page.hiddenAt?.toISOString() ?? null,
        hidden_reason: page.hiddenReason,
        visibility_before_hidden: (page.visibilityBeforeHidden as MemoryVisibility | null) ?? null,
        open_complaints: counted?.open ?? 0,
        complaints: counted?.total ?? 0,
        latest_complaint: last
          ? {
              reason: last.reason as ComplaintReason,
              text: last.text,
              created_at: last.createdAt.toISOString(),
            }
          : null,
        created_at: page.createdAt.toISOString(),
      };
    });
  }

  /** A page with open complaints: for another query's conditions. */
  const complained = sql`exists (select 1 from ${memoryPageComplaints} where ${memoryPageComplaints.pageId} = ${memoryPages.id} and ${memoryPageComplaints.status} = 'open')`;

  /** The pages of these ids with their person and keeper, in the ids' order. */
  async function rowsOf(ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({
        page: memoryPages,
        person: personsViewColumns,
        account: {
          id: accounts.id,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          phone: accounts.phone,
        },
        company: { id: companies.id, name: companies.name, email: companies.email, phone: companies.phone },
      })
      .from(memoryPages)
      .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
      .leftJoin(accounts, eq(accounts.id, memoryPages.ownerAccountId))
      .leftJoin(companies, eq(companies.id, memoryPages.ownerCompanyId))
      .where(inArray(memoryPages.id, ids));
    const byId = new Map(rows.map((row) => [row.page.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * One page of the list: the pages with open complaints first (the latest complaint first; they are few, so all
   * their ids are read), then the others newest first (read from the primary key, never sorting every page).
   */
  async function adminRows(where: SQL | undefined, limit: number, offset: number) {
    const open = db
      .select({
        pageId: memoryPageComplaints.pageId,
        latestAt: sql<Date>`max(${memoryPageComplaints.createdAt})`.as('latest_at'),
      })
      .from(memoryPageComplaints)
      .where(eq(memoryPageComplaints.status, 'open'))
      .groupBy(memoryPageComplaints.pageId)
      .as('open_complaints');
    const first = (
      await db
        .select({ id: memoryPages.id })
        .from(memoryPages)
        .innerJoin(open, eq(open.pageId, memoryPages.id))
        .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
        .where(where)
        .orderBy(desc(open.latestAt), desc(memoryPages.id))
    ).map((row) => row.id);
    const ids = first.slice(offset, offset + limit);
    if (ids.length < limit) {
      const rest = await db
        .select({ id: memoryPages.id })
        .from(memoryPages)
        .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
        .where(and(where, sql`not ${complained}`))
        .orderBy(desc(memoryPages.id))
        .limit(limit - ids.length)
        .offset(Math.max(0, offset - first.length));
      ids.push(...rest.map((row) => row.id));
    }
    return rowsOf(ids);
  }

  async function itemOf(id: number): Promise<AdminMemoryPage> {
    const rows = await rowsOf([id]);
    if (!rows.length) throw notFound();
    return (await toItems(rows))[0];
  }

  return {
    /** POST /api/memory_page/public/{id}/complaint/: a complaint about a public page (anything else is 404). */
    async report(
      pageId: number,
      input: { reason: ComplaintReason; text: string; contact: string },
      reporterAccountId: number | null,
    ): Promise<{ detail: string }> {
      const page = await core.load(pageId);
      const person = await core.personOf(page);
      if (!isPublicPage(page, person)) throw notFound();
      if (reporterAccountId === null && !input.contact) {
        throw fieldError('contact', PAGE_COMPLAINT_MSG.contactRequired);
      }
      await db.insert(memoryPageComplaints).values({
        pageId,
        reason: input.reason,
        text: input.text,
        contact: input.contact,
        reporterAccountId,
      });
      return { detail: PAGE_COMPLAINT_MSG.sent };
    },

    /** GET /api/admin/memory-pages/ */
    async list(query: {
      offset: number;
      limit: number;
      name?: string;
      filter: AdminPageFilter;
    }): Promise<{ results: AdminMemoryPage[]; count: number }> {
      const where = and(
        query.name ? nameMatches(query.name, personsView.searchName) : undefined,
        query.filter === 'complaints' ? complained : undefined,
        query.filter === 'hidden' ? isNotNull(memoryPages.hiddenAt) : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(memoryPages)
          .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
          .where(where),
        adminRows(where, query.limit, query.offset),
        toItems,
      );
    },

    /** GET /api/admin/memory-pages/{id}/complaints/: every complaint of the page, the newest first. */
    async complaintsOf(id: number): Promise<{ results: AdminComplaint[]; count: number }> {
      await core.load(id);
      const rows = await db
        .select({
          complaint: memoryPageComplaints,
          reporter: { id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName },
        })
        .from(memoryPageComplaints)
        .leftJoin(accounts, eq(accounts.id, memoryPageComplaints.reporterAccountId))
        .where(eq(memoryPageComplaints.pageId, id))
        .orderBy(desc(memoryPageComplaints.createdAt), desc(memoryPageComplaints.id));
      return {
        count: rows.length,
        results: rows.map(({ complaint, reporter }) => ({
          id: complaint.id,
          reason: complaint.reason as ComplaintReason,
          text: complaint.text,
          contact: complaint.contact,
          reporter: reporter
            ? { id: reporter.id, name: `${reporter.lastName} ${reporter.firstName}`.trim() }
            : null,
          status: complaint.status as 'open' | 'closed',
          closed_at: complaint.closedAt?.toISOString() ?? null,
          created_at: complaint.createdAt.toISOString(),
        })),
      };
    },

    /** POST …/{id}/hide/: the page is gone for everyone but its owner; its open complaints close; the owner is told. */
    async hide(adminId: number, id: number, reason: string): Promise<AdminMemoryPage> {
      const hidden = await db.transaction(async (tx) => {
        const before = await lockPage(tx, id);
        if (before.hiddenAt) throw conflict(PAGE_COMPLAINT_MSG.alreadyHidden);
        const [after] = await tx
          .update(memoryPages)
          .set({
            visibility: 'private',
            visibilityBeforeHidden: before.visibility,
            hiddenAt: new Date(),
            hiddenByAccountId: adminId,
            hiddenReason: reason,
          })
          .where(eq(memoryPages.id, id))
          .returning();
        const closed = await closeOpen(tx, id, adminId);
        await journal(tx, adminId, before, after, { after: { complaints_closed: closed } });
        return after;
      });
      const person = await core.personOf(hidden);
      const editor =
        hidden.ownerCompanyId !== null ? cabinetPaths.affiliatePage(id) : cabinetPaths.memoryPage(id);
      await tell(
        hidden,
        'Страница памяти скрыта — Светлая память',
        `Администратор платформы скрыл страницу памяти «${names(person)}»` +
          (reason ? `: ${reason}` : ' после жалобы посетителя') +
          '. Теперь её видите только вы, в поиске её нет. Если это ошибка, ответьте через «Сообщить об ' +
          `ошибке» в личном кабинете: ${publicUrl}${editor}`,
      );
      return itemOf(id);
    },

    /** POST …/{id}/restore/: the owner's visibility comes back. */
    async restore(adminId: number, id: number): Promise<AdminMemoryPage> {
      const restored = await db.transaction(async (tx) => {
        const before = await lockPage(tx, id);
        if (!before.hiddenAt) throw conflict(PAGE_COMPLAINT_MSG.notHidden);
        const [after] = await tx
          .update(memoryPages)
          .set({
            visibility: before.visibilityBeforeHidden ?? 'private',
            visibilityBeforeHidden: null,
            hiddenAt: null,
            hiddenByAccountId: null,
            hiddenReason: '',
          })
          .where(eq(memoryPages.id, id))
          .returning();
        await journal(tx, adminId, before, after);
        return after;
      });
      const person = await core.personOf(restored);
      await tell(
        restored,
        'Страница памяти снова открыта — Светлая память',
        `Администратор платформы восстановил страницу памяти «${names(person)}»: её снова видят так, как вы выбрали.`,
      );
      return itemOf(id);
    },

    /** POST …/{id}/close-complaints/: the open complaints are closed, the page stays as it is. */
    async closeComplaints(adminId: number, id: number): Promise<AdminMemoryPage> {
      await db.transaction(async (tx) => {
        const page = await lockPage(tx, id);
        const closed = await closeOpen(tx, id, adminId);
        await journal(tx, adminId, page, page, {
          before: { open_complaints: closed },
          after: { open_complaints: 0 },
        });
      });
      return itemOf(id);
    },

    /**
     * POST …/{id}/hand-over/: the page, its person and their files go to the account of that phone or e-mail (a
     * family that proved its kinship), and the person into its tree, in one transaction; open complaints close.
     * The page keeps its state: a hidden page stays hidden until restored.
     */
    async handOver(adminId: number, id: number, login: string): Promise<AdminMemoryPage> {
      const account = await findAccountByIdentifier(db, parseIdentifier(login));
      if (!account?.isActive) throw fieldError('login', PAGE_COMPLAINT_MSG.accountNotFound);
      if (account.userType === USER_TYPE.admin)
        throw fieldError('login', PAGE_COMPLAINT_MSG.notFamilyAccount);
      const moved = await db.transaction(async (tx) => {
        const before = await lockPage(tx, id);
        if (before.ownerAccountId === account.id) throw conflict(PAGE_COMPLAINT_MSG.alreadyOwner);
        const { moved: after, person } = await movePageTo(tx, core, deps, before, account.id);
        const closed = await closeOpen(tx, id, adminId);
        await journal(tx, adminId, before, after, { after: { complaints_closed: closed } });
        return { page: after, name: names(person) };
      });
      await tell(
        moved.page,
        'Вам передана страница памяти — Светлая память',
        `Администратор платформы передал вам страницу памяти «${moved.name}»: страница, человек и фотографии ` +
          `теперь ваши, человек появился в вашем семейном древе. Страница: ${publicUrl}${cabinetPaths.memoryPage(id)}`,
      );
      return itemOf(id);
    },
  };
}
