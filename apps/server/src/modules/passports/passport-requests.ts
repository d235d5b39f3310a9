import {
  PASSPORT_DEAL_STATUSES,
  PASSPORT_MSG,
  type PassportRequest,
  passportRequestBodySchema,
  passportRequestFixSchema,
  passportUpdateBodySchema,
} from '@sp/shared/api/passports';
import { personFullName } from '@sp/shared/api/persons';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { graveOfPerson } from '../cemeteries/burials.service';
import { companyIsActive } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { pageIdsOfPersons } from '../memory-pages/memory-page-lookups.service';
import { describeOne } from './passport-request-view';
import {
  type ApplicantScope,
  applicantWhere,
  holderWhere,
  holds,
  mine,
  OPEN,
  type PassportsDeps,
} from './passports.common';
import { burialPassports, passportRequests } from './passports.table';

/**
 * The applicant's requests: a passport for a grave, a correction the organisation asked for, a change of a passport
 * the applicant holds. The system approves by itself one case only: a new burial in a grave whose passport the same
 * applicant already holds (the family or company adds its next relative; nothing about the grave changes hands).
 */
export function createPassportRequests(deps: Pick<PassportsDeps, 'db' | 'persons' | 'deals'>) {
  const { db } = deps;

  /** A blocked organisation can act on nothing (its staff answer 403): nobody would see the request. */
  async function checkMunicipalActive(municipalCompanyId: number): Promise<void> {
    const [active] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, municipalCompanyId), companyIsActive(companies.id)));
    if (!active) throw conflict(PASSPORT_MSG.municipalBlocked);
  }

  return {
    /** POST /api/passports/company/request-passport/: a passport for the grave where the applicant’s person lies. */
    async request(
      scope: ApplicantScope,
      raw: z.input<typeof passportRequestBodySchema>,
    ): Promise<PassportRequest> {
      const body = passportRequestBodySchema.parse(raw);
      const person = await deps.persons.findOwned(scope.owner, body.person_id).catch(() => {
        throw fieldError('person_id', PASSPORT_MSG.notOnDeal);
      });
      if (scope.owner.companyId !== undefined) {
        if (body.order_id === undefined) throw fieldError('order_id', PASSPORT_MSG.notOnDeal);
        const status = await deps.deals.dealStatus(scope.owner.companyId, body.order_id, person.id);
        if (!status) throw fieldError('person_id', PASSPORT_MSG.notOnDeal);
        if (!(PASSPORT_DEAL_STATUSES as readonly string[]).includes(status))
          throw fieldError('order_id', PASSPORT_MSG.dealStatus);
        if (!(await pageIdsOfPersons(db, [person.id])).has(person.id))
          throw fieldError('person_id', PASSPORT_MSG.noPage);
      }
      const grave = await graveOfPerson(db, person.id);
      if (!grave) throw fieldError('person_id', PASSPORT_MSG.notBuried);
      if (grave.municipalCompanyId === null) throw fieldError('person_id', PASSPORT_MSG.noMunicipal);
      const municipalCompanyId = grave.municipalCompanyId;
      await checkMunicipalActive(municipalCompanyId);
      const id = await db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ id: passportRequests.id })
          .from(passportRequests)
          .where(
            and(
              eq(passportRequests.graveId, grave.id),
              applicantWhere(scope.owner),
              inArray(passportRequests.status, [...OPEN]),
            ),
          );
        if (pending) throw conflict(PASSPORT_MSG.alreadyPending);
        const [passport] = await tx
          .select()
          .from(burialPassports)
          .where(eq(burialPassports.graveId, grave.id));
        // the one rule the system decides: the applicant already holds this grave's passport
        const bySystem = passport !== undefined && holds(passport, scope.owner);
        const [row] = await tx
          .insert(passportRequests)
          .values({
            kind: 'issue',
            status: bySystem ? 'approved' : 'new',
            decidedBy: bySystem ? 'system' : null,
            municipalCompanyId,
            applicantAccountId: scope.owner.accountId ?? null,
            applicantCompanyId: scope.owner.companyId ?? null,
            createdBy: scope.accountId,
            graveId: grave.id,
            personId: person.id,
            orderId: body.order_id ?? null,
            passportId: passport?.id ?? null,
            holderName: body.holder_name,
            holderPhone: body.holder_phone,
            note: body.note,
          })
          .returning();
        if (bySystem) {
          await tx
            .update(burialPassports)
            .set({ updatedAt: new Date() })
            .where(eq(burialPassports.id, passport.id));
          await recordAudit(tx, {
            companyId: municipalCompanyId,
            accountId: scope.accountId,
            model: 'BurialPassport',
            recordId: passport.id,
            action: 'update',
            before: { buried: '' },
            after: {
              buried: `+ ${personFullName({ last_name: person.lastName, first_name: person.firstName, patronymic: person.patronymic })}`,
            },
          });
        }
        return row.id;
      });
      return describeOne(db, await mine(db, scope.owner, id));
    },

    /** PUT …/request-passport/{id}/ by the applicant: corrected after the organisation asked; back to «Новая». */
    async fix(scope: ApplicantScope, id: number, raw: z.input<typeof passportRequestFixSchema>) {
      const body = passportRequestFixSchema.parse(raw);
      await mine(db, scope.owner, id);
      const [row] = await db
        .update(passportRequests)
        .set({
          ...{ holderName: body.holder_name, holderPhone: body.holder_phone, note: body.note },
          status: 'new',
          updatedAt: new Date(),
        })
        .where(and(eq(passportRequests.id, id), eq(passportRequests.status, 'needs_changes')))
        .returning();
      if (!row) throw conflict(PASSPORT_MSG.notEditable);
      return describeOne(db, row);
    },

    /** POST …/request-update-burial-passport/: a change of a passport the applicant holds, for moderation. */
    async requestUpdate(scope: ApplicantScope, raw: z.input<typeof passportUpdateBodySchema>) {
      const body = passportUpdateBodySchema.parse(raw);
      const [passport] = await db
        .select()
        .from(burialPassports)
        .where(and(eq(burialPassports.id, body.passport_id), holderWhere(scope.owner)));
      if (!passport) throw notFound();
      await checkMunicipalActive(passport.municipalCompanyId);
      const [row] = await db
        .insert(passportRequests)
        .values({
          kind: 'update',
          municipalCompanyId: passport.municipalCompanyId,
          applicantAccountId: scope.owner.accountId ?? null,
          applicantCompanyId: scope.owner.companyId ?? null,
          createdBy: scope.accountId,
          graveId: passport.graveId,
          passportId: passport.id,
          holderName: body.holder_name,
          holderPhone: body.holder_phone,
          note: body.note,
        })
        .returning();
      return describeOne(db, row);
    },
  };
}
