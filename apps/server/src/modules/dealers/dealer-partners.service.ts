import type { List } from '@sp/shared/api/common';
import type { DealerPartner, dealerPartnersQuerySchema } from '@sp/shared/api/dealers';
import { kopecksToRubles } from '@sp/shared/format/money';
import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { promoCodeUses } from '../promo-codes/promo-codes.table';
import { dealerOf } from './dealer-codes.service';
import { dealerUses, isoText, partnerId, partnerKind, partnerName } from './dealer-uses';

/**
 * A dealer's partners (SPEC §7 /app/dealer/partners): the accounts and companies that bought with its codes, each
 * once with its uses, what it paid and what the dealer earned, the most recent first; found by a part of the name
 * the dealer sees.
 */
export function createDealerPartnersService(db: Db) {
  return {
    async list(
      companyId: number,
      query: z.output<typeof dealerPartnersQuerySchema>,
    ): Promise<List<DealerPartner>> {
      const dealerId = await dealerOf(db, companyId);
      const grouped = db
        .select({
          kind: sql<'company' | 'account'>`${partnerKind}`.as('kind'),
          id: sql<number>`${partnerId}`.as('id'),
          name: sql<string>`${partnerName}`.as('name'),
          uses: sql<number>`count(*)::int`.as('uses'),
          paid: sql<string>`sum(${promoCodeUses.paid})`.as('paid'),
          reward: sql<string>`sum(${promoCodeUses.reward})`.as('reward'),
          firstUse: sql<string>`${isoText(sql`min(${promoCodeUses.createdAt})`)}`.as('first_use'),
          lastUse: sql<string>`${isoText(sql`max(${promoCodeUses.createdAt})`)}`.as('last_use'),
        })
        .from(promoCodeUses)
        .leftJoin(companies, eq(companies.id, promoCodeUses.companyId))
        .leftJoin(accounts, eq(accounts.id, promoCodeUses.accountId))
        .where(dealerUses(dealerId))
        .groupBy(
          promoCodeUses.companyId,
          promoCodeUses.accountId,
          companies.name,
          accounts.lastName,
          accounts.firstName,
        )
        .as('partners');
      const where = query.query ? ilike(grouped.name, `%${escapeLike(query.query)}%`) : undefined;
      return listPage(
        db.select(COUNT).from(grouped).where(where),
        db
          .select()
          .from(grouped)
          .where(where)
          .orderBy(desc(grouped.lastUse), grouped.kind, grouped.id)
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => ({
            kind: row.kind,
            id: Number(row.id),
            name: row.name,
            uses: Number(row.uses),
            paid: kopecksToRubles(Number(row.paid)),
            reward: kopecksToRubles(Number(row.reward)),
            first_use: row.firstUse,
            last_use: row.lastUse,
          })),
      );
    },
  };
}

export type DealerPartnersService = ReturnType<typeof createDealerPartnersService>;
