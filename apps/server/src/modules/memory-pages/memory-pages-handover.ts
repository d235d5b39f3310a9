import { randomInt } from 'node:crypto';
import {
  type AffiliatePage,
  HANDOVER_CODE_ALPHABET,
  HANDOVER_CODE_LENGTH,
  type HandoverPreview,
  MEMORY_PAGE_MSG,
  type MemoryPage,
  type MemoryVisibility,
} from '@sp/shared/api/memory-pages';
import { parseIdentifier } from '@sp/shared/validation/patterns';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { type Owner, ownerValues } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { mediaUrlFor } from '../../platform/storage';
import { consume, consumeAll, releaseEvent, type ThrottleRule } from '../../platform/throttle';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { mediaView } from '../files/media.service';
import {
  handOverPerson,
  nameMatches,
  type PersonRow,
  personsView,
  personsViewColumns,
} from '../persons/persons.service';
import {
  type CompanyPageScope,
  cleanBiography,
  dates,
  isPublicPage,
  journalled,
  type MemoryPagesDeps,
  names,
  type PageCore,
} from './memory-pages.common';
import { type MemoryPageRow, memoryPageHandovers, memoryPagePhotos, memoryPages } from './memory-pages.table';

/** Wrong hand-over codes an account may try before waiting: codes are 8 of 32 characters, never guessed. */
const CODE_TRIES: ThrottleRule = {
  bucket: 'memory:handover-code',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: MEMORY_PAGE_MSG.codeTries,
};

/** Codes a company sends with direct-update: each costs a message to someone's phone or mailbox. */
const DIRECT_PER_COMPANY: ThrottleRule = {
  bucket: 'memory:direct-handover',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: MEMORY_PAGE_MSG.directPerCompany,
};

/** ...and to one phone or e-mail from any company: nobody is flooded with codes. */
const DIRECT_PER_RECIPIENT: ThrottleRule = {
  bucket: 'memory:direct-handover-recipient',
  limit: 3,
  windowMs: 15 * 60 * 1000,
  message: MEMORY_PAGE_MSG.directPerRecipient,
};

function newHandoverCode(): string {
  let code = '';
  for (let i = 0; i < HANDOVER_CODE_LENGTH; i += 1) {
    code += HANDOVER_CODE_ALPHABET[randomInt(HANDOVER_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Moves a page, its person and their files from whoever keeps it (a company, or an account: an administrator hands
 * a page to the family, issue 16) to the account, and puts the person in its tree, in the caller's transaction.
 */
export async function movePageTo(
  tx: Db,
  core: PageCore,
  deps: Pick<MemoryPagesDeps, 'media' | 'tree'>,
  page: MemoryPageRow,
  accountId: number,
): Promise<{ moved: MemoryPageRow; person: PersonRow; node: { id: number } }> {
  const from: Owner =
    page.ownerAccountId !== null
      ? { accountId: page.ownerAccountId }
      : { companyId: page.ownerCompanyId as number };
  const person = await core.personOf(page, tx);
  const photoMedia = await tx
    .select({ id: memoryPagePhotos.mediaId })
    .from(memoryPagePhotos)
    .where(eq(memoryPagePhotos.pageId, page.id));
  const mediaIds = [
    ...photoMedia.map((row) => row.id),
    ...(person.avatarMediaId ? [person.avatarMediaId] : []),
  ];
  await deps.media.handOver(tx, mediaIds, from, accountId);
  await handOverPerson(tx, person.id, accountId);
  const [moved] = await tx
    .update(memoryPages)
    .set({ ...ownerValues({ accountId }), updatedAt: new Date() })
    .where(eq(memoryPages.id, page.id))
    .returning();
  // the family's tree gets the person as a node (a second hand-over of the same person keeps the one node)
  const node = await deps.tree.ensureNode(tx, accountId, person.id);
  return { moved, person, node };
}

/**
 * The affiliate program: a company makes a page for a client's deceased, edits it for its 7 days and hands it to
 * the family's account by a code (told in person or sent by direct-update); accepting moves the page, its person
 * and their files to the account and puts the person in its tree.
 */
export function createPageHandover(core: PageCore, deps: MemoryPagesDeps) {
  const { db, persons: people, publicUrl } = deps;
  const { describe, insertPage, load, personFor, windowOpen } = core;

  /** Moves the page, its person and their files from the company to the account, and puts the person in the tree. */
  async function handOver(
    tx: Db,
    page: MemoryPageRow,
    accountId: number,
    actingAccountId: number,
  ): Promise<{ page_id: number; person_id: number; account_id: number; family_node_id: number | null }> {
    const companyId = page.ownerCompanyId;
    if (companyId === null) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
    const { moved, person, node } = await movePageTo(tx, core, deps, page, accountId);
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
      .select({
        page: memoryPages,
        person: personsViewColumns,
        avatar: mediaView.thumbnailKey,
        account: accounts,
      })
      .from(memoryPages)
      .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
      .leftJoin(mediaView, eq(mediaView.id, personsView.avatarMediaId))
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
  /** A new hand-over code for a page the company still owns; earlier unused codes stop working. */
  async function createCode(scope: CompanyPageScope, id: number): Promise<{ page_id: number; code: string }> {
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
  }

  return {
    async affiliateList(
      companyId: number,
      query: { offset: number; limit: number; name?: string; handed_over?: 'true' | 'false' },
    ): Promise<{ results: AffiliatePage[]; count: number }> {
      const where = and(
        eq(memoryPages.createdByCompanyId, companyId),
        query.name ? nameMatches(query.name, personsView.searchName) : undefined,
        query.handed_over === 'true' ? isNotNull(memoryPages.ownerAccountId) : undefined,
        query.handed_over === 'false' ? isNull(memoryPages.ownerAccountId) : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(memoryPages)
          .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
          .where(where),
        affiliateRows(companyId, where, query.limit, query.offset),
      );
    },

    async affiliateGet(companyId: number, id: number): Promise<AffiliatePage> {
      await companyPage(companyId, id);
      const [row] = await affiliateRows(companyId, eq(memoryPages.id, id), 1, 0);
      return row;
    },

    /** A page made by the company for a client's deceased: with a new person, or one of the company's. */
    async affiliateCreate(
      scope: CompanyPageScope,
      input: {
        person_id?: number;
        person?: Parameters<MemoryPagesDeps['persons']['create']>[1];
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

    createCode,

    /** What a code hands over, for the family to check before accepting. */
    async previewCode(accountId: number, code: string): Promise<HandoverPreview> {
      // a try is taken before the code is looked up (parallel guesses queue for it) and given back if it was right
      const attempt = await consume(db, CODE_TRIES, String(accountId));
      const [row] = await db
        .select({
          handover: memoryPageHandovers,
          person: personsViewColumns,
          company: companies.name,
          page: memoryPages,
        })
        .from(memoryPageHandovers)
        .innerJoin(memoryPages, eq(memoryPages.id, memoryPageHandovers.pageId))
        .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
        .innerJoin(companies, eq(companies.id, memoryPageHandovers.fromCompanyId))
        .where(and(eq(memoryPageHandovers.code, code), isNull(memoryPageHandovers.acceptedAt)));
      if (!row || row.page.ownerCompanyId !== row.handover.fromCompanyId) {
        throw fieldError('code', MEMORY_PAGE_MSG.codeNotFound);
      }
      await releaseEvent(db, attempt);
      return {
        page_id: row.page.id,
        full_name: names(row.person),
        ...dates(row.person),
        company_name: row.company,
      };
    },

    /** The family's account accepts the page by code: page, person and files move to it in one transaction. */
    async acceptCode(accountId: number, pageId: number, code: string) {
      // as previewCode: only a wrong code keeps its try
      const attempt = await consume(db, CODE_TRIES, String(accountId));
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
      if (!result) throw fieldError('code', MEMORY_PAGE_MSG.codeNotFound);
      await releaseEvent(db, attempt);
      return result;
    },

    /**
     * direct-update: the company sends the page's hand-over code to a phone or e-mail. Nothing moves: the family
     * accepts the page by the code in their cabinet, as with a code told in person. No account is looked up, so the
     * answer is the same whether one has that phone or e-mail. Throttled per company and per recipient.
     */
    async sendCode(scope: CompanyPageScope, id: number, login: string): Promise<{ detail: string }> {
      const messenger = deps.messenger;
      if (!messenger) throw new Error('memory pages: no messenger to send hand-over codes');
      const companyId = scope.owner.companyId;
      const page = await companyPage(companyId, id);
      if (page.ownerCompanyId !== companyId) throw conflict(MEMORY_PAGE_MSG.alreadyHandedOver);
      const identifier = parseIdentifier(login);
      const recipient = `${identifier.kind}:${identifier.value}`;
      // both limits checked and this send counted against each in one step: parallel sends cannot pass them
      await consumeAll(db, [
        { rule: DIRECT_PER_COMPANY, key: String(companyId) },
        { rule: DIRECT_PER_RECIPIENT, key: recipient },
      ]);
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
      const code = open?.code ?? (await createCode(scope, id)).code;
      const [row] = await db
        .select({ person: personsViewColumns, company: companies.name })
        .from(memoryPages)
        .innerJoin(personsView, eq(personsView.id, memoryPages.personId))
        .innerJoin(companies, eq(companies.id, companyId))
        .where(eq(memoryPages.id, id));
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
