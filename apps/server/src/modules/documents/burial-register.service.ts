import type { BurialRecord, burialRegisterQuerySchema } from '@sp/shared/api/documents';
import { personFullName } from '@sp/shared/api/persons';
import { fromStoredDate } from '@sp/shared/format/partial-date';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import type { Page } from '../../platform/paging';
import { findCompany } from '../companies/companies.service';
import { burialsOf } from '../orders/order-lookups.service';
import { personsByIds } from '../persons/person-lookups.service';
import { shopperContactsOf } from '../shoppers/shopper-lookups.service';
import { buildBurialRegisterDocx } from './burial-register';
import { DOCX_TYPE, type FileAnswer } from './documents.common';

type RegisterQuery = z.infer<typeof burialRegisterQuerySchema>;

/**
 * «Книга регистрации захоронений» (/api/documents/burial-register-documents/): the company's burials as the deals
 * module lists them (orders/order-lookups.service.ts), each with its deceased (persons) and the deal's client
 * (shoppers), one batched call each.
 */
export function createBurialRegisterService(db: Db) {
  /** date_start/date_end filter the funeral's Moscow day; query the deceased's name or the burial place. */
  async function records(
    companyId: number,
    query: Pick<RegisterQuery, 'date_start' | 'date_end' | 'query'>,
    page: Page,
  ): Promise<{ results: BurialRecord[]; count: number }> {
    const burials = await burialsOf(
      db,
      companyId,
      { dateStart: query.date_start, dateEnd: query.date_end, query: query.query },
      page,
    );
    const [persons, shoppers] = await Promise.all([
      personsByIds(
        db,
        burials.results.map((burial) => burial.personId),
      ),
      shopperContactsOf(
        db,
        burials.results.map((burial) => burial.shopperId),
      ),
    ]);
    return {
      count: burials.count,
      results: burials.results.flatMap((burial, index) => {
        const person = persons.get(burial.personId);
        if (!person) return [];
        const shopper = burial.shopperId !== null ? shoppers.get(burial.shopperId) : undefined;
        return [
          {
            n: page.offset + index + 1,
            order: { id: burial.orderId, number: burial.number, status: burial.status },
            person: {
              id: person.id,
              full_name: personFullName({
                last_name: person.lastName,
                first_name: person.firstName,
                patronymic: person.patronymic,
              }),
              date_birth: fromStoredDate(person.birthDate, person.birthPrecision),
              date_death: fromStoredDate(person.deathDate, person.deathPrecision),
            },
            funeral_at: burial.funeralAt?.toISOString() ?? null,
            burial_place: burial.burialPlace || person.burialPlace,
            shopper:
              burial.shopperId !== null && shopper
                ? { id: burial.shopperId, name: shopper.name, phone: shopper.phone }
                : null,
          },
        ];
      }),
    };
  }

  return {
    list: (companyId: number, query: RegisterQuery) =>
      records(companyId, query, { offset: query.offset, limit: query.limit }),

    /** «Книга регистрации захоронений» of the period as .docx (at most 5 000 lines). */
    async docx(scope: CompanyScope, query: RegisterQuery): Promise<FileAnswer> {
      const { results } = await records(scope.companyId, query, { offset: 0, limit: 5000 });
      const company = await findCompany(db, scope.companyId);
      const data = buildBurialRegisterDocx({
        companyName: company?.name ?? '',
        dateStart: query.date_start ?? null,
        dateEnd: query.date_end ?? null,
        records: results,
      });
      return { data, fileName: 'Книга регистрации захоронений.docx', contentType: DOCX_TYPE };
    },
  };
}
