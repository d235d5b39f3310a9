import { DEALER_MSG, type dealerApplicationDecisionSchema } from '@sp/shared/api/dealers';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { createTypeApplications } from '../companies/company-type-applications.service';
import { tellCompanyOwner } from './dealer-notices';

/**
 * Becoming a dealer (SPEC §7 POST /api/company/becoming-dealer/): the companies module's request to change a
 * company's type, with this module's messages. A regular main company's owner asks; an administrator accepts (the
 * company's type becomes DEALER in the same transaction, journalled) or declines; the decision is journalled as a
 * DealerApplication and the owner is told either way.
 */
export function createDealerApplicationsService(deps: { db: Db; messenger?: Messenger; publicUrl: string }) {
  const applications = createTypeApplications(deps.db, {
    type: 'DEALER',
    messages: DEALER_MSG,
    onDecision: (tx, row, adminId) =>
      recordAudit(tx, {
        companyId: row.companyId,
        accountId: adminId,
        model: 'DealerApplication',
        recordId: row.id,
        action: 'update',
        before: { status: 'new' },
        after: { status: row.status, comment: row.comment },
      }),
    afterDecision: (decided) => {
      const accepted = decided.status === 'accepted';
      return tellCompanyOwner(deps, decided.companyId, {
        subject: accepted
          ? 'Компания стала дилером — Светлая память'
          : 'Заявка дилера отклонена — Светлая память',
        text: accepted
          ? 'Администратор платформы принял заявку: ваша компания — дилер. Запросите промокоды в разделе ' +
            `«Заявки на промокоды»: ${deps.publicUrl}${cabinetPaths.dealerPromoRequests()}` +
            (decided.comment ? `\nКомментарий администратора: ${decided.comment}` : '')
          : 'Администратор платформы отклонил заявку стать дилером' +
            (decided.comment ? `: ${decided.comment}` : '.') +
            ` Вы можете отправить новую: ${deps.publicUrl}${cabinetPaths.profileCompany()}`,
      });
    },
  });

  return {
    /** The company's latest request, or null; apply; GET /api/admin/accept-becoming-dealer/: newest first, by status. */
    latest: applications.latest,
    apply: applications.apply,
    list: applications.list,

    /** PUT /api/admin/accept-becoming-dealer/{id}/: accepted, the company is a dealer from now on. */
    decide: (adminId: number, id: number, body: z.output<typeof dealerApplicationDecisionSchema>) =>
      applications.decide(adminId, id, { accept: body.status === 'accepted', comment: body.comment }),
  };
}

export type DealerApplicationsService = ReturnType<typeof createDealerApplicationsService>;
