import type { List } from '@sp/shared/api/common';
import {
  type BurialPassport,
  PASSPORT_DEAL_STATUSES,
  PASSPORT_MSG,
  PASSPORT_REQUEST_MOVES,
  type PassportRequest,
  type PassportRequestStatus,
  passportCommentBodySchema,
  type passportCountQuerySchema,
  passportDecisionSchema,
  passportRequestBodySchema,
  passportRequestFixSchema,
  type passportRequestsQuerySchema,
  passportUpdateBodySchema,
} from '@sp/shared/api/passports';
import { personFullName } from '@sp/shared/api/persons';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { graveOnMap } from '@sp/shared/routes/paths';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import type { Storage } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { buriedIn, graveBrief, graveOfPerson } from '../cemeteries/burials.service';
import { companies } from '../companies/companies.table';
import { officeFailure } from '../documents/documents.common';
import type { OfficeConverter } from '../documents/office';
import { attachedFileView, type MediaService, type UploadedFile } from '../files/media.service';
import { pageIdsOfPersons } from '../memory-pages/memory-page-lookups.service';
import type { PersonsService } from '../persons/persons.service';
import { buildPassportDocx, passportFileName } from './passport-document';
import {
  type BurialPassportRow,
  burialPassports,
  type PassportRequestRow,
  passportComments,
  passportRequestFiles,
  passportRequests,
  passportSeries,
} from './passports.table';

/** The applicant's side: a family's account or a company, and the person at the keyboard. */
export type ApplicantScope = { owner: Owner; accountId: number };
/** The municipal organisation's side. */
export type MunicipalScope = { companyId: number; accountId: number };

const OPEN: readonly PassportRequestStatus[] = ['new', 'review', 'needs_changes'];

const applicantWhere = (owner: Owner) =>
  owner.companyId !== undefined
    ? eq(passportRequests.applicantCompanyId, owner.companyId)
    : eq(passportRequests.applicantAccountId, owner.accountId as number);

const holderWhere = (owner: Owner) =>
  owner.companyId !== undefined
    ? eq(burialPassports.holderCompanyId, owner.companyId)
    : eq(burialPassports.holderAccountId, owner.accountId as number);

const holds = (passport: BurialPassportRow, owner: Owner) =>
  owner.companyId !== undefined
    ? passport.holderCompanyId === owner.companyId
    : passport.holderAccountId === owner.accountId;

/**
 * Burial passports and their requests (issue 15 §3). A request goes to the municipal organisation governing the
 * grave's cemetery. The system approves by itself one case only: a new burial in a grave whose passport the same
 * applicant already holds (the family or company adds its next relative; nothing about the grave changes hands).
 * Approving an «issue» request gives the passport the next number of the organisation's series (claimed in one
 * statement); approving an «update» applies it. Every decision is journalled in the organisation's journal.
 */
export function createPassportsService(deps: {
  db: Db;
  office: OfficeConverter;
  publicUrl: string;
  media: Pick<MediaService, 'storeFile'>;
  storage: Storage;
  persons: Pick<PersonsService, 'findOwned'>;
  deals: { dealStatus(companyId: number, orderId: number, personId: number): Promise<OrderStatus | null> };
}) {
  const { db } = deps;

  async function namesOf(rows: PassportRequestRow[]) {
    const accountIds = rows.map((row) => row.applicantAccountId).filter((id): id is number => id !== null);
    const companyIds = [
      ...rows.map((row) => row.applicantCompanyId),
      ...rows.map((row) => row.municipalCompanyId),
    ].filter((id): id is number => id !== null);
    const people = accountIds.length
      ? await db
          .select({
            id: accounts.id,
            first: accounts.firstName,
            last: accounts.lastName,
            email: accounts.email,
          })
          .from(accounts)
          .where(inArray(accounts.id, accountIds))
      : [];
    const firms = companyIds.length
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [];
    return {
      account: new Map(
        people.map((row) => [row.id, [row.first, row.last].filter(Boolean).join(' ') || row.email || '']),
      ),
      company: new Map(firms.map((row) => [row.id, row.name])),
    };
  }

  async function describe(rows: PassportRequestRow[]): Promise<PassportRequest[]> {
    if (!rows.length) return [];
    const names = await namesOf(rows);
    const out: PassportRequest[] = [];
    for (const row of rows) {
      const grave = await graveBrief(db, row.graveId);
      const person = row.personId
        ? ((await buriedIn(db, row.graveId)).find((burial) => burial.id === row.personId) ?? null)
        : null;
      out.push({
        id: row.id,
        kind: row.kind as PassportRequest['kind'],
        status: row.status as PassportRequestStatus,
        decided_by: (row.decidedBy as PassportRequest['decided_by']) ?? null,
        applicant:
          row.applicantCompanyId !== null
            ? {
                kind: 'company',
                id: row.applicantCompanyId,
                name: names.company.get(row.applicantCompanyId) ?? '',
              }
            : {
                kind: 'account',
                id: row.applicantAccountId ?? 0,
                name: names.account.get(row.applicantAccountId ?? 0) ?? '',
              },
        municipal_company: {
          id: row.municipalCompanyId,
          name: names.company.get(row.municipalCompanyId) ?? '',
        },
        grave: { id: row.graveId, number: grave?.number ?? '', cemetery: grave?.cemetery ?? '' },
        person: person
          ? {
              id: person.id,
              full_name: person.full_name,
              date_birth: person.date_birth,
              date_death: person.date_death,
            }
          : null,
        order_id: row.orderId,
        passport_id: row.passportId,
        holder_name: row.holderName,
        holder_phone: row.holderPhone,
        note: row.note,
        files: (
          await db
            .select({
              file: passportRequestFiles,
              name: attachedFileView.originalName,
              kind: attachedFileView.kind,
              size: attachedFileView.size,
            })
            .from(passportRequestFiles)
            .innerJoin(attachedFileView, eq(attachedFileView.id, passportRequestFiles.mediaId))
            .where(eq(passportRequestFiles.requestId, row.id))
            .orderBy(asc(passportRequestFiles.id))
        ).map((found) => ({
          id: found.file.id,
          name: found.name,
          kind: found.kind,
          size: Number(found.size),
          created_at: found.file.createdAt.toISOString(),
        })),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      });
    }
    return out;
  }

  async function passportView(row: BurialPassportRow): Promise<BurialPassport> {
    const grave = await graveBrief(db, row.graveId);
    const [municipal] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.municipalCompanyId));
    return {
      id: row.id,
      number: row.number,
      municipal_company: municipal,
      grave: {
        id: row.graveId,
        number: grave?.number ?? '',
        cemetery: grave?.cemetery ?? '',
        location: grave?.location ?? { lng: 0, lat: 0 },
      },
      holder_name: row.holderName,
      holder_phone: row.holderPhone,
      buried: await buriedIn(db, row.graveId),
      issued_at: row.issuedAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

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

  async function mine(owner: Owner, id: number): Promise<PassportRequestRow> {
    const [row] = await db
      .select()
      .from(passportRequests)
      .where(and(eq(passportRequests.id, id), applicantWhere(owner)));
    if (!row) throw notFound();
    return row;
  }

  async function theirs(companyId: number, id: number): Promise<PassportRequestRow> {
    const [row] = await db
      .select()
      .from(passportRequests)
      .where(and(eq(passportRequests.id, id), eq(passportRequests.municipalCompanyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  const listed = async (where: SQL | undefined, page: z.output<typeof passportRequestsQuerySchema>) =>
    listPage(
      db.select(COUNT).from(passportRequests).where(where),
      db
        .select()
        .from(passportRequests)
        .where(where)
        .orderBy(desc(passportRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      describe,
    );

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
      return (await describe([await mine(scope.owner, id)]))[0];
    },

    /** PUT …/request-passport/{id}/ by the applicant: corrected after the organisation asked; back to «Новая». */
    async fix(scope: ApplicantScope, id: number, raw: z.input<typeof passportRequestFixSchema>) {
      const body = passportRequestFixSchema.parse(raw);
      await mine(scope.owner, id);
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
      return (await describe([row]))[0];
    },

    /** POST …/request-passport/{id}/files/: an image or a PDF (checked by its bytes) while the request is open. */
    async attach(scope: ApplicantScope, id: number, file: UploadedFile): Promise<PassportRequest> {
      const row = await mine(scope.owner, id);
      if (row.status !== 'new' && row.status !== 'needs_changes' && row.status !== 'review')
        throw conflict(PASSPORT_MSG.closed);
      await deps.media.storeFile(scope.owner, file, 'file', async (tx, stored) => {
        await tx.insert(passportRequestFiles).values({ requestId: id, mediaId: stored.id });
      });
      return (await describe([await mine(scope.owner, id)]))[0];
    },

    /** A request's file for either party: its bytes, name and type. */
    async file(party: { owner?: Owner; municipalCompanyId?: number }, id: number, fileId: number) {
      if (party.owner) await mine(party.owner, id);
      else await theirs(party.municipalCompanyId as number, id);
      const [found] = await db
        .select({
          key: attachedFileView.key,
          name: attachedFileView.originalName,
          mimeType: attachedFileView.mimeType,
        })
        .from(passportRequestFiles)
        .innerJoin(attachedFileView, eq(attachedFileView.id, passportRequestFiles.mediaId))
        .where(and(eq(passportRequestFiles.id, fileId), eq(passportRequestFiles.requestId, id)));
      if (!found) throw notFound();
      const stored = await deps.storage.open(found.key);
      if (!stored) throw notFound();
      return { stream: stored.stream, name: found.name, mimeType: found.mimeType };
    },

    /** POST …/request-update-burial-passport/: a change of a passport the applicant holds, for moderation. */
    async requestUpdate(scope: ApplicantScope, raw: z.input<typeof passportUpdateBodySchema>) {
      const body = passportUpdateBodySchema.parse(raw);
      const [passport] = await db
        .select()
        .from(burialPassports)
        .where(and(eq(burialPassports.id, body.passport_id), holderWhere(scope.owner)));
      if (!passport) throw notFound();
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
      return (await describe([row]))[0];
    },

    myRequests: (
      owner: Owner,
      query: z.output<typeof passportRequestsQuerySchema>,
    ): Promise<List<PassportRequest>> =>
      listed(
        and(applicantWhere(owner), query.status ? eq(passportRequests.status, query.status) : undefined),
        query,
      ),
    myRequest: async (owner: Owner, id: number) => (await describe([await mine(owner, id)]))[0],

    municipalRequests: (companyId: number, query: z.output<typeof passportRequestsQuerySchema>) =>
      listed(
        and(
          eq(passportRequests.municipalCompanyId, companyId),
          query.status ? eq(passportRequests.status, query.status) : undefined,
        ),
        query,
      ),
    municipalRequest: async (companyId: number, id: number) =>
      (await describe([await theirs(companyId, id)]))[0],

    /** PUT /api/passports/municipal/request-passport/{id}/: the organisation moves a request along. */
    async decide(scope: MunicipalScope, id: number, raw: z.input<typeof passportDecisionSchema>) {
      const body = passportDecisionSchema.parse(raw);
      const before = await theirs(scope.companyId, id);
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
      return (await describe([await theirs(scope.companyId, id)]))[0];
    },

    /** Comments of a request the caller is a party to (the applicant or the organisation). */
    async comments(party: { owner?: Owner; municipalCompanyId?: number }, requestId: number) {
      if (party.owner) await mine(party.owner, requestId);
      else await theirs(party.municipalCompanyId as number, requestId);
      const rows = await db
        .select({ comment: passportComments, first: accounts.firstName, last: accounts.lastName })
        .from(passportComments)
        .leftJoin(accounts, eq(accounts.id, passportComments.authorId))
        .where(eq(passportComments.requestId, requestId))
        .orderBy(asc(passportComments.id));
      return rows.map((row) => ({
        id: row.comment.id,
        author: [row.first, row.last].filter(Boolean).join(' ') || 'Сотрудник',
        side: row.comment.side as 'municipal' | 'applicant',
        text: row.comment.text,
        created_at: row.comment.createdAt.toISOString(),
      }));
    },

    async comment(
      party: { owner?: Owner; municipalCompanyId?: number; accountId: number },
      raw: z.input<typeof passportCommentBodySchema>,
    ) {
      const body = passportCommentBodySchema.parse(raw);
      if (party.owner) await mine(party.owner, body.request_id);
      else await theirs(party.municipalCompanyId as number, body.request_id);
      await db.insert(passportComments).values({
        requestId: body.request_id,
        authorId: party.accountId,
        side: party.owner ? 'applicant' : 'municipal',
        text: body.text,
      });
      return this.comments(party, body.request_id);
    },

    async passports(
      where: { holder?: Owner; municipalCompanyId?: number },
      page: { limit: number; offset: number },
    ) {
      const condition = where.holder
        ? holderWhere(where.holder)
        : eq(burialPassports.municipalCompanyId, where.municipalCompanyId as number);
      return listPage(
        db.select(COUNT).from(burialPassports).where(condition),
        db
          .select()
          .from(burialPassports)
          .where(condition)
          .orderBy(desc(burialPassports.id))
          .limit(page.limit)
          .offset(page.offset),
        async (rows) => Promise.all(rows.map(passportView)),
      );
    },

    async passport(
      where: { holder?: Owner; municipalCompanyId?: number },
      id: number,
    ): Promise<BurialPassport> {
      const [row] = await db
        .select()
        .from(burialPassports)
        .where(
          and(
            eq(burialPassports.id, id),
            where.holder
              ? holderWhere(where.holder)
              : eq(burialPassports.municipalCompanyId, where.municipalCompanyId as number),
          ),
        );
      if (!row) throw notFound();
      return passportView(row);
    },

    /**
     * The passport as .docx (made anew from its records each time) or PDF (LibreOffice; 503 without it), with a QR
     * code of its grave on the public map.
     */
    async document(
      where: { holder?: Owner; municipalCompanyId?: number },
      id: number,
      format: 'docx' | 'pdf',
    ) {
      const passport = await this.passport(where, id);
      const [organisation] = await db
        .select({ name: companies.name, inn: companies.inn, address: companies.address })
        .from(companies)
        .where(eq(companies.id, passport.municipal_company.id));
      const docx = await buildPassportDocx({
        number: passport.number,
        issuedAt: new Date(passport.issued_at),
        updatedAt: new Date(passport.updated_at),
        municipal: organisation,
        cemetery: passport.grave.cemetery,
        graveNumber: passport.grave.number,
        location: passport.grave.location,
        holderName: passport.holder_name,
        holderPhone: passport.holder_phone,
        buried: passport.buried,
        graveUrl: `${deps.publicUrl}${graveOnMap(passport.grave.id)}`,
      });
      const fileName = `${passportFileName(passport)}.${format}`;
      if (format === 'docx')
        return {
          data: docx,
          fileName,
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        };
      return {
        data: await deps.office.toPdf(docx).catch(officeFailure),
        fileName,
        contentType: 'application/pdf',
      };
    },

    /** New requests of the kinds asked for (the sidebar's badge asks for all three). */
    async count(
      companyId: number,
      flags: z.output<typeof passportCountQuerySchema>,
    ): Promise<{ count: number }> {
      const kinds: SQL[] = [];
      if (flags.request_passport)
        kinds.push(and(eq(passportRequests.kind, 'issue'), isNull(passportRequests.passportId)) as SQL);
      if (flags.burial_passport)
        kinds.push(and(eq(passportRequests.kind, 'issue'), isNotNull(passportRequests.passportId)) as SQL);
      if (flags.request_update_burial_passport) kinds.push(eq(passportRequests.kind, 'update'));
      if (!kinds.length) return { count: 0 };
      const [row] = await db
        .select(COUNT)
        .from(passportRequests)
        .where(
          and(
            eq(passportRequests.municipalCompanyId, companyId),
            eq(passportRequests.status, 'new'),
            or(...kinds),
          ),
        );
      return { count: Number(row?.total ?? 0) };
    },
  };
}

export type PassportsService = ReturnType<typeof createPassportsService>;
