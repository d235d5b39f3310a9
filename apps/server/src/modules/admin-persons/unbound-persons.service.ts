import {
  ADMIN_PERSON_MSG,
  type UnboundDeleted,
  type UnboundLinked,
  type UnboundPerson,
} from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { parseIdentifier } from '@sp/shared/validation/patterns';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { findAccountByIdentifier } from '../accounts/accounts.service';
import { ensureNode } from '../family-tree/family-tree.service';
import type { MediaService } from '../files/media.service';
import { deletePersonsIf, lockPersonFor, personJournalled } from '../persons/person-cleanup.service';
import { handOverPerson, personsView } from '../persons/persons.service';
import { personBound, personUnbound } from './person-bound';
import { personBasics, personsWithOwners } from './person-rows';

/**
 * The administrator's unbound persons (issue 16, /admin/persons-unbound): persons no tree, memory page, deal,
 * burial or passport links (personBound), oldest first, to clean up or to link. Deleting keeps whoever got bound
 * meanwhile (the persons are locked, then their links checked: person-cleanup.service.ts), and removes the
 * portraits nothing else shows, as deleting a person does.
 * Linking puts a family's person into its owner's tree, or hands it (with its portrait) to another account found
 * by phone or e-mail and puts it into that tree: the person moves, nothing is copied. Journalled under the
 * administrator (in the owner company's journal when a company kept the person).
 */
export function createUnboundPersonsService(deps: { db: Db; media: MediaService }) {
  const { db, media } = deps;
  const unbound = personUnbound(personsView.id);

  /** The active, non-administrator account of that phone or e-mail, or 400 on the login. */
  async function accountOf(login: string): Promise<number> {
    const account = await findAccountByIdentifier(db, parseIdentifier(login));
    if (!account?.isActive) throw fieldError('login', ADMIN_PERSON_MSG.accountNotFound);
    if (account.userType === USER_TYPE.admin) throw fieldError('login', ADMIN_PERSON_MSG.notFamilyAccount);
    return account.id;
  }

  return {
    list(page: Page): Promise<List<UnboundPerson>> {
      return listPage(
        db.select(COUNT).from(personsView).where(unbound),
        personsWithOwners(db)
          .where(unbound)
          // the id's order is the order they were made in (created_at shown), and walks the primary key
          .orderBy(asc(personsView.id))
          .limit(page.limit)
          .offset(page.offset),
        (rows) => rows.map(personBasics),
      );
    },

    /** Deletes those of the persons still unbound now; how many were deleted and how many stayed. */
    async remove(adminId: number, ids: number[]): Promise<UnboundDeleted> {
      const unique = [...new Set(ids)];
      const { deleted, dropped } = await db.transaction(async (tx) => {
        const rows = await deletePersonsIf(tx, unique, personUnbound);
        const portraits = rows.map((row) => row.avatarMediaId).filter((id): id is number => id !== null);
        const files = portraits.length ? await media.deleteRows(tx, await media.unused(portraits, tx)) : [];
        for (const row of rows)
          await recordAudit(tx, {
            companyId: row.ownerCompanyId,
            accountId: adminId,
            model: 'Person',
            recordId: row.id,
            action: 'delete',
            before: personJournalled(row),
          });
        return { deleted: rows.length, dropped: files };
      });
      await media.removeFiles(dropped);
      return { deleted, skipped: unique.length - deleted };
    },

    /**
     * Puts an unbound person into its owning account's tree (no login), or hands it to the account of the login
     * and puts it into that account's tree, in one transaction. A company's person needs a login.
     */
    async link(adminId: number, id: number, login: string | undefined): Promise<UnboundLinked> {
      const target = login ? await accountOf(login) : null;
      return db.transaction(async (tx) => {
        const found = await lockPersonFor(tx, id, personBound);
        if (!found) throw notFound();
        if (found.bound) throw conflict(ADMIN_PERSON_MSG.alreadyBound);
        const before = found.row;
        const accountId = target ?? before.ownerAccountId;
        if (accountId === null) throw fieldError('login', ADMIN_PERSON_MSG.ownerIsCompany);
        if (accountId !== before.ownerAccountId) {
          const from: Owner =
            before.ownerAccountId !== null
              ? { accountId: before.ownerAccountId }
              : { companyId: before.ownerCompanyId as number };
          if (before.avatarMediaId !== null)
            await media.handOver(tx, [before.avatarMediaId], from, accountId);
          await handOverPerson(tx, id, accountId);
        }
        const node = await ensureNode(tx, accountId, id);
        await recordAudit(tx, {
          companyId: before.ownerCompanyId,
          accountId: adminId,
          model: 'Person',
          recordId: id,
          action: 'update',
          before: { owner_account_id: before.ownerAccountId, owner_company_id: before.ownerCompanyId },
          after: { owner_account_id: accountId, owner_company_id: null, family_node_id: node.id },
        });
        return { person_id: id, account_id: accountId, family_node_id: node.id };
      });
    },
  };
}

export type UnboundPersonsService = ReturnType<typeof createUnboundPersonsService>;
