import type { PassportRequest, PassportRequestStatus } from '@sp/shared/api/passports';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { buriedIn, graveBrief } from '../cemeteries/burials.service';
import { companies } from '../companies/companies.table';
import { attachedFileView } from '../files/media.service';
import { type PassportRequestRow, passportRequestFiles } from './passports.table';

/** The names of the applicants (accounts or companies) and organisations the rows name. */
async function namesOf(db: Db, rows: PassportRequestRow[]) {
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

/** A request's attached files, oldest first. */
async function filesOf(db: Db, requestId: number): Promise<PassportRequest['files']> {
  return (
    await db
      .select({
        file: passportRequestFiles,
        name: attachedFileView.originalName,
        kind: attachedFileView.kind,
        size: attachedFileView.size,
      })
      .from(passportRequestFiles)
      .innerJoin(attachedFileView, eq(attachedFileView.id, passportRequestFiles.mediaId))
      .where(eq(passportRequestFiles.requestId, requestId))
      .orderBy(asc(passportRequestFiles.id))
  ).map((found) => ({
    id: found.file.id,
    name: found.name,
    kind: found.kind,
    size: Number(found.size),
    created_at: found.file.createdAt.toISOString(),
  }));
}

/** Requests as the API shows them: who applied, to whom, the grave, the person, the files. */
export async function describe(db: Db, rows: PassportRequestRow[]): Promise<PassportRequest[]> {
  if (!rows.length) return [];
  const names = await namesOf(db, rows);
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
      files: await filesOf(db, row.id),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return out;
}

/** One request as the API shows it. */
export const describeOne = async (db: Db, row: PassportRequestRow): Promise<PassportRequest> =>
  (await describe(db, [row]))[0];
