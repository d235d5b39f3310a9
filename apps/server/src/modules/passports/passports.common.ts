import type { PassportRequestStatus } from '@sp/shared/api/passports';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import type { Storage } from '../../platform/storage';
import type { OfficeConverter } from '../documents/office';
import type { MediaService } from '../files/media.service';
import type { PersonsService } from '../persons/persons.service';
import {
  type BurialPassportRow,
  burialPassports,
  type PassportRequestRow,
  passportRequests,
} from './passports.table';

/** What the passports service is built on (given in services.ts). */
export type PassportsDeps = {
  db: Db;
  office: OfficeConverter;
  publicUrl: string;
  media: Pick<MediaService, 'storeFile'>;
  storage: Storage;
  persons: Pick<PersonsService, 'findOwned'>;
  deals: { dealStatus(companyId: number, orderId: number, personId: number): Promise<OrderStatus | null> };
};

/** The applicant's side: a family's account or a company, and the person at the keyboard. */
export type ApplicantScope = { owner: Owner; accountId: number };
/** The municipal organisation's side. */
export type MunicipalScope = { companyId: number; accountId: number };
/** Either party to a request: the applicant (its owner) or the organisation. */
export type RequestParty = { owner?: Owner; municipalCompanyId?: number };

export const OPEN: readonly PassportRequestStatus[] = ['new', 'review', 'needs_changes'];

export const applicantWhere = (owner: Owner) =>
  owner.companyId !== undefined
    ? eq(passportRequests.applicantCompanyId, owner.companyId)
    : eq(passportRequests.applicantAccountId, owner.accountId as number);

export const holderWhere = (owner: Owner) =>
  owner.companyId !== undefined
    ? eq(burialPassports.holderCompanyId, owner.companyId)
    : eq(burialPassports.holderAccountId, owner.accountId as number);

export const holds = (passport: BurialPassportRow, owner: Owner) =>
  owner.companyId !== undefined
    ? passport.holderCompanyId === owner.companyId
    : passport.holderAccountId === owner.accountId;

/** The applicant's request, or 404. */
export async function mine(db: Db, owner: Owner, id: number): Promise<PassportRequestRow> {
  const [row] = await db
    .select()
    .from(passportRequests)
    .where(and(eq(passportRequests.id, id), applicantWhere(owner)));
  if (!row) throw notFound();
  return row;
}

/** A request sent to the organisation, or 404. */
export async function theirs(db: Db, companyId: number, id: number): Promise<PassportRequestRow> {
  const [row] = await db
    .select()
    .from(passportRequests)
    .where(and(eq(passportRequests.id, id), eq(passportRequests.municipalCompanyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** The request of either party, or 404. */
export const requestOfParty = (db: Db, party: RequestParty, id: number): Promise<PassportRequestRow> =>
  party.owner ? mine(db, party.owner, id) : theirs(db, party.municipalCompanyId as number, id);
