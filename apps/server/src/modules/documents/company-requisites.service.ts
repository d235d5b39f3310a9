import type { Requisites, requisitesBodySchema } from '@sp/shared/api/documents';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.service';
import { type CompanyRequisitesRow, companyRequisites } from './documents.table';

type RequisitesInput = z.infer<typeof requisitesBodySchema>;

/** The company's details for documents, or null before they were first saved. */
export async function requisitesRow(db: Db, companyId: number): Promise<CompanyRequisitesRow | null> {
  const [row] = await db.select().from(companyRequisites).where(eq(companyRequisites.companyId, companyId));
  return row ?? null;
}

function requisitesFields(row: CompanyRequisitesRow | null) {
  return {
    legal_name: row?.legalName ?? '',
    kpp: row?.kpp ?? '',
    ogrn: row?.ogrn ?? '',
    bank_name: row?.bankName ?? '',
    bik: row?.bik ?? '',
    bank_account: row?.bankAccount ?? '',
    corr_account: row?.corrAccount ?? '',
    director_position: row?.directorPosition ?? '',
    director_name: row?.directorName ?? '',
  };
}

/**
 * What documents need beyond the company card (/api/documents/requisites/): the legal name, КПП, ОГРН, the bank
 * account and who signs; the card's name, ИНН, address, phone and e-mail are shown beside them, read-only.
 */
export function createCompanyRequisitesService(db: Db) {
  const requisites = {
    async get(companyId: number): Promise<Requisites> {
      const [company, row] = await Promise.all([findCompany(db, companyId), requisitesRow(db, companyId)]);
      if (!company) throw notFound();
      return {
        ...requisitesFields(row),
        company: {
          name: company.name,
          inn: company.inn,
          address: company.address,
          phone: company.phone,
          email: company.email,
        },
      };
    },

    /** Journalled as the company's change (its details), field by field. */
    async update(scope: CompanyScope, input: RequisitesInput): Promise<Requisites> {
      const before = requisitesFields(await requisitesRow(db, scope.companyId));
      const values = {
        legalName: input.legal_name,
        kpp: input.kpp,
        ogrn: input.ogrn,
        bankName: input.bank_name,
        bik: input.bik,
        bankAccount: input.bank_account,
        corrAccount: input.corr_account,
        directorPosition: input.director_position,
        directorName: input.director_name,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyRequisites)
          .values({ companyId: scope.companyId, ...values })
          .onConflictDoUpdate({ target: companyRequisites.companyId, set: values })
          .returning();
        await recordAudit(tx, {
          companyId: scope.companyId,
          accountId: scope.accountId,
          model: 'Company',
          recordId: scope.companyId,
          action: 'update',
          before,
          after: requisitesFields(row),
        });
      });
      return requisites.get(scope.companyId);
    },
  };
  return requisites;
}
