import { ADMIN_COMPANY_MSG } from '@sp/shared/api/admin-companies';
import { HOME_PATH } from '@sp/shared/routes/guard';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, notFound } from '../../platform/errors';
import { type CompanyRow, companies } from '../companies/companies.table';
import { companyOwnerAddress } from '../companies/owner-address.service';

/**
 * An administrator blocks a main company, or unblocks it (issue 16): the company and its branches are marked in one
 * statement, so every check reads a company's own row (the caller's context, companyIsActive); journalled with the
 * administrator and the reason; the owner is told afterwards (a failure to send never undoes it). A branch follows
 * its main company (409 on its own), a blocked company is not blocked again nor an active one unblocked (409).
 */
export function createCompanyBlocks(deps: { db: Db; messenger?: Messenger; publicUrl: string }) {
  const { db } = deps;

  async function tell(company: CompanyRow, subject: string, text: string): Promise<void> {
    if (!deps.messenger) return;
    const address = await companyOwnerAddress(db, company);
    if (address) await deps.messenger.send(address, { subject, text });
  }

  async function setBlocked(adminId: number, id: number, reason: string | null): Promise<CompanyRow> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
      if (!before) throw notFound();
      if (before.parentId !== null) throw conflict(ADMIN_COMPANY_MSG.branchBlock);
      const blocking = reason !== null;
      if (blocking && before.blockedAt) throw conflict(ADMIN_COMPANY_MSG.alreadyBlocked);
      if (!blocking && !before.blockedAt) throw conflict(ADMIN_COMPANY_MSG.notBlocked);
      const now = new Date();
      // the main company and its branches at once
      await tx
        .update(companies)
        .set({
          blockedAt: blocking ? now : null,
          blockedReason: reason,
          blockedByAccountId: blocking ? adminId : null,
          updatedAt: now,
        })
        .where(or(eq(companies.id, id), eq(companies.parentId, id)));
      await recordAudit(tx, {
        companyId: id,
        accountId: adminId,
        model: 'Company',
        recordId: id,
        action: 'update',
        before: { blocked: Boolean(before.blockedAt), blocked_reason: before.blockedReason },
        after: { blocked: blocking, blocked_reason: reason },
      });
      return before;
    });
  }

  return {
    async block(adminId: number, id: number, reason: string): Promise<void> {
      const company = await setBlocked(adminId, id, reason);
      await tell(
        company,
        'Компания заблокирована — Светлая память',
        `Администратор платформы заблокировал компанию «${company.name}» и её филиалы: ${reason}. ` +
          'Пока она заблокирована, в ней нельзя работать, а её страница и каталог не видны посетителям. ' +
          'Ваш аккаунт остаётся: вход, режим пользователя и другие ваши компании работают как прежде. ' +
          `Если это ошибка, ответьте через «Сообщить об ошибке» в личном кабинете: ${deps.publicUrl}${HOME_PATH}`,
      );
    },

    async unblock(adminId: number, id: number): Promise<void> {
      const company = await setBlocked(adminId, id, null);
      await tell(
        company,
        'Компания разблокирована — Светлая память',
        `Администратор платформы разблокировал компанию «${company.name}»: в ней снова можно работать, ` +
          `её страница и каталог снова видны посетителям. ${deps.publicUrl}${HOME_PATH}`,
      );
    },
  };
}
