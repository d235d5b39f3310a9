import {
  PASSPORT_MSG,
  PASSPORT_REQUEST_MOVES,
  type PassportRequestStatus,
  passportDecisionSchema,
} from '@sp/shared/api/passports';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict } from '../../platform/errors';
import { describeOne } from './passport-request-view';
import { type MunicipalScope, theirs } from './passports.common';
import {
  type BurialPassportRow,
  burialPassports,
  type PassportRequestRow,
  passportComments,
  passportRequests,
  passportSeries,
} from './passports.table';

/** Issues the passport of an approved request in `tx`: the next number of the organisation's series. */
async function issue(tx: Db, request: PassportRequestRow, accountId: number): Promise<BurialPassportRow> {
  const [series] = await tx
    .insert(passportSeries)
    .values({ municipalCompanyId: request.municipalCompanyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: passportSeries.municipalCompanyId,
      set: { lastNumber: sql`${passportSeries.lastNumber} + 1` },
    })
    .returning();
  const [passport] = await tx
    .insert(burialPassports)
    .values({
      municipalCompanyId: request.municipalCompanyId,
      number: String(series.lastNumber).padStart(6, '0'),
      graveId: request.graveId,
      holderAccountId: request.applicantAccountId,
      holderCompanyId: request.applicantCompanyId,
      holderName: request.holderName,
      holderPhone: request.holderPhone,
    })
    .returning();
  await recordAudit(tx, {
    companyId: request.municipalCompanyId,
    accountId,
    model: 'BurialPassport',
    recordId: passport.id,
    action: 'create',
    after: { number: passport.number, grave_id: passport.graveId, holder_name: passport.holderName },
  });
  return passport;
}

/**
 * The municipal organisation's decisions (PASSPORT_REQUEST_MOVES). Approving an «issue» request gives the passport
 * the next number of the organisation's series (claimed in one statement); approving an «update» applies it. Every
 * decision is journalled in the organisation's journal.
 */
export function createPassportDecisions(db: Db) {
  return {
    /** PUT /api/passports/municipal/request-passport/{id}/: the organisation moves a request along. */
    async decide(scope: MunicipalScope, id: number, raw: z.input<typeof passportDecisionSchema>) {
      const body = passportDecisionSchema.parse(raw);
      const before = await theirs(db, scope.companyId, id);
      const from = before.status as PassportRequestStatus;
      if (!PASSPORT_REQUEST_MOVES[from].includes(body.status)) throw conflict(PASSPORT_MSG.badMove);
      await db.transaction(async (tx) => {
        // claimed from the state it was read in: two decisions at once, one wins
        const [row] = await tx
          .update(passportRequests)
          .set({
            status: body.status,
            decidedBy: body.status === 'approved' || body.status === 'rejected' ? 'municipal' : null,
            updatedAt: new Date(),
          })
          .where(and(eq(passportRequests.id, id), eq(passportRequests.status, from)))
          .returning();
        if (!row) throw conflict(PASSPORT_MSG.badMove);
        if (body.status === 'approved' && row.kind === 'issue' && row.passportId === null) {
          // another request for the grave may have been approved meanwhile: the grave keeps its one passport
          const [existing] = await tx
            .select()
            .from(burialPassports)
            .where(eq(burialPassports.graveId, row.graveId))
            .for('update');
          const passport = existing ?? (await issue(tx, row, scope.accountId));
          await tx
            .update(passportRequests)
            .set({ passportId: passport.id })
            .where(eq(passportRequests.id, id));
        }
        if (body.status === 'approved' && row.kind === 'update' && row.passportId !== null) {
          const [old] = await tx.select().from(burialPassports).where(eq(burialPassports.id, row.passportId));
          await tx
            .update(burialPassports)
            .set({ holderName: row.holderName, holderPhone: row.holderPhone, updatedAt: new Date() })
            .where(eq(burialPassports.id, row.passportId));
          await recordAudit(tx, {
            companyId: scope.companyId,
            accountId: scope.accountId,
            model: 'BurialPassport',
            recordId: row.passportId,
            action: 'update',
            before: { holder_name: old.holderName, holder_phone: old.holderPhone },
            after: { holder_name: row.holderName, holder_phone: row.holderPhone },
          });
        }
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'PassportRequest',
          recordId: id,
          action: 'update',
          before: { status: from },
          after: { status: body.status },
        });
        if (body.comment)
          await tx
            .insert(passportComments)
            .values({ requestId: id, authorId: scope.accountId, side: 'municipal', text: body.comment });
      });
      return describeOne(db, await theirs(db, scope.companyId, id));
    },
  };
}
