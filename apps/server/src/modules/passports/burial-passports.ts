import type { BurialPassport } from '@sp/shared/api/passports';
import { graveOnMap } from '@sp/shared/routes/paths';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import { COUNT, listPage } from '../../platform/paging';
import { buriedIn, graveBrief } from '../cemeteries/burials.service';
import { companies } from '../companies/companies.table';
import { officeFailure } from '../documents/documents.common';
import { buildPassportDocx, passportFileName } from './passport-document';
import { holderWhere, type PassportsDeps } from './passports.common';
import { type BurialPassportRow, burialPassports } from './passports.table';

/** Whose passports are read: the holder's (an account or a company) or the issuing organisation's. */
type PassportsOf = { holder?: Owner; municipalCompanyId?: number };

async function passportView(db: Db, row: BurialPassportRow): Promise<BurialPassport> {
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

/** Issued burial passports: the holder's and the organisation's lists, one passport, its document. */
export function createBurialPassports(deps: Pick<PassportsDeps, 'db' | 'office' | 'publicUrl'>) {
  const { db } = deps;

  async function passport(where: PassportsOf, id: number): Promise<BurialPassport> {
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
    return passportView(db, row);
  }

  return {
    async passports(where: PassportsOf, page: { limit: number; offset: number }) {
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
        async (rows) => Promise.all(rows.map((row) => passportView(db, row))),
      );
    },

    passport,

    /**
     * The passport as .docx (made anew from its records each time) or PDF (LibreOffice; 503 without it), with a QR
     * code of its grave on the public map.
     */
    async document(where: PassportsOf, id: number, format: 'docx' | 'pdf') {
      const found = await passport(where, id);
      const [organisation] = await db
        .select({ name: companies.name, inn: companies.inn, address: companies.address })
        .from(companies)
        .where(eq(companies.id, found.municipal_company.id));
      const docx = await buildPassportDocx({
        number: found.number,
        issuedAt: new Date(found.issued_at),
        updatedAt: new Date(found.updated_at),
        municipal: organisation,
        cemetery: found.grave.cemetery,
        graveNumber: found.grave.number,
        location: found.grave.location,
        holderName: found.holder_name,
        holderPhone: found.holder_phone,
        buried: found.buried,
        graveUrl: `${deps.publicUrl}${graveOnMap(found.grave.id)}`,
      });
      const fileName = `${passportFileName(found)}.${format}`;
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
  };
}
