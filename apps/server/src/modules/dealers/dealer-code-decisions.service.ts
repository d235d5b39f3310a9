import type { List } from '@sp/shared/api/common';
import {
  type dealerPromoDecisionSchema,
  PROMO_MSG,
  type PromoCode,
  type promoCodesQuerySchema,
} from '@sp/shared/api/promo-codes';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import { and, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import type { PromoCodesService } from '../promo-codes/promo-codes.service';
import { promoCodes } from '../promo-codes/promo-codes.table';
import { tellCompanyOwner } from './dealer-notices';

/**
 * The administrators' side of the dealers' codes (SPEC §7 /api/admin/dealer-promo-codes/,
 * accept-dealer-promo-codes/): every dealer's code, the requests waiting first; a request accepted with the
 * dealer's share (the code works at once) or declined with a comment, once, journalled in the dealer's journal;
 * the dealer's owner told either way.
 */
export function createDealerCodeDecisionsService(deps: {
  db: Db;
  messenger?: Messenger;
  publicUrl: string;
  promoCodes: Pick<PromoCodesService, 'toCodes' | 'get'>;
}) {
  const { db } = deps;
  return {
    list(query: z.output<typeof promoCodesQuerySchema>): Promise<List<PromoCode>> {
      const where = and(
        isNotNull(promoCodes.dealerCompanyId),
        query.dealer_id ? eq(promoCodes.dealerCompanyId, query.dealer_id) : undefined,
        query.status ? eq(promoCodes.status, query.status) : undefined,
        query.query ? ilike(promoCodes.code, `%${escapeLike(query.query.toUpperCase())}%`) : undefined,
      );
      return listPage(
        db.select(COUNT).from(promoCodes).where(where),
        db
          .select()
          .from(promoCodes)
          .where(where)
          .orderBy(sql`(${promoCodes.status} = 'requested') desc`, desc(promoCodes.id))
          .limit(query.limit)
          .offset(query.offset),
        deps.promoCodes.toCodes,
      );
    },

    async decide(
      adminId: number,
      id: number,
      body: z.output<typeof dealerPromoDecisionSchema>,
    ): Promise<PromoCode> {
      const decided = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
        if (!before) throw notFound();
        if (before.dealerCompanyId === null) throw conflict(PROMO_MSG.notDealerCode);
        if (before.status !== 'requested') throw conflict(PROMO_MSG.decided);
        const share = body.status === 'active' ? body.dealer_share_percent : before.dealerSharePercent;
        const [row] = await tx
          .update(promoCodes)
          .set({
            status: body.status,
            dealerSharePercent: share,
            comment: body.comment,
            decidedBy: adminId,
            decidedAt: new Date(),
          })
          .where(eq(promoCodes.id, id))
          .returning();
        await recordAudit(tx, {
          companyId: before.dealerCompanyId,
          accountId: adminId,
          model: 'PromoCode',
          recordId: id,
          action: 'update',
          before: {
            status: before.status,
            dealer_share_percent: before.dealerSharePercent,
            comment: before.comment,
          },
          after: { status: row.status, dealer_share_percent: row.dealerSharePercent, comment: row.comment },
        });
        return { ...row, dealerCompanyId: before.dealerCompanyId };
      });
      const comment = decided.comment ? `\nКомментарий администратора: ${decided.comment}` : '';
      await tellCompanyOwner(
        deps,
        decided.dealerCompanyId,
        decided.status === 'active'
          ? {
              subject: `Промокод ${decided.code} действует — Светлая память`,
              text:
                `Администратор платформы принял заявку на промокод ${decided.code}: он уже действует, ваша доля — ` +
                `${decided.dealerSharePercent} % от оплаченного с ним. ${deps.publicUrl}${cabinetPaths.dealerPromoCodes()}${comment}`,
            }
          : {
              subject: `Заявка на промокод ${decided.code} отклонена — Светлая память`,
              text:
                `Администратор платформы отклонил заявку на промокод ${decided.code}. ` +
                `${deps.publicUrl}${cabinetPaths.dealerPromoRequests()}${comment}`,
            },
      );
      return deps.promoCodes.get(id);
    },
  };
}

export type DealerCodeDecisionsService = ReturnType<typeof createDealerCodeDecisionsService>;
