import type { AdminPerson, adminPersonsQuerySchema } from '@sp/shared/api/admin-persons';
import type { List } from '@sp/shared/api/common';
import type { MemoryVisibility } from '@sp/shared/api/memory-pages';
import { and, asc, desc, eq, isNotNull, not, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { burialsOfPersons } from '../cemeteries/burial-person-links.service';
import { treeCountsOf } from '../family-tree/tree-person-links.service';
import { personPages } from '../memory-pages/memory-pages-read.service';
import { dealCountsOfPersons } from '../orders/deal-person-links.service';
import { passportCountsOfPersons } from '../passports/passport-person-links.service';
import { registersOfPersons } from '../person-imports/register-person-links.service';
import { attributesOfPersons, personHasAttribute } from '../persons/person-attributes.service';
import { nameMatches, nameRelevance, personsView } from '../persons/persons.service';
import { deceasedPerson, type PersonWithOwner, personBasics, personsWithOwners } from './person-rows';

/**
 * The administrator's persons directory (issue 16, /admin/persons): every person of the platform, living or dead,
 * a family's or a company's, by name (the trigram search of persons), life, owner kind, memory page and attribute;
 * each with where it is linked — the trees that hold it, its memory page, its deals, its grave, its passports, the
 * register it was imported from —
 * and the directory's attributes it has. Each linking module answers for its own rows, by ids, one query each.
 */
export function createAdminPersonsService(db: Db) {
  async function describe(rows: PersonWithOwner[]): Promise<AdminPerson[]> {
    const ids = rows.map((row) => row.person.id);
    const [trees, pages, deals, graves, passports, registers, attributes] = await Promise.all([
      treeCountsOf(db, ids),
      ids.length ? personPages.pagesOf(db, ids) : [],
      dealCountsOfPersons(db, ids),
      burialsOfPersons(db, ids),
      passportCountsOfPersons(db, ids),
      registersOfPersons(db, ids),
      attributesOfPersons(db, ids),
    ]);
    return rows.map((row) => {
      const id = row.person.id;
      const page = pages.find((candidate) => candidate.personId === id);
      const burial = graves.get(id);
      const register = registers.get(id);
      return {
        ...personBasics(row),
        trees: trees.get(id) ?? 0,
        memory_page: page ? { id: page.id, visibility: page.visibility as MemoryVisibility } : null,
        deals: deals.get(id) ?? 0,
        burial: burial
          ? {
              grave_id: burial.graveId,
              grave_number: burial.graveNumber,
              cemetery_id: burial.cemeteryId,
              cemetery: burial.cemetery,
            }
          : null,
        passports: passports.get(id) ?? 0,
        register: register
          ? { import_id: register.importId, cemetery_id: register.cemeteryId, cemetery: register.cemetery }
          : null,
        attributes: attributes.get(id) ?? [],
      };
    });
  }

  return {
    list(query: z.output<typeof adminPersonsQuerySchema>): Promise<List<AdminPerson>> {
      const conditions: (SQL | undefined)[] = [];
      if (query.query) conditions.push(nameMatches(query.query, personsView.searchName));
      if (query.life) conditions.push(query.life === 'deceased' ? deceasedPerson : not(deceasedPerson));
      if (query.owner)
        conditions.push(
          isNotNull(query.owner === 'company' ? personsView.ownerCompanyId : personsView.ownerAccountId),
        );
      if (query.has_memory_page) {
        const page = personPages.hasPage(personsView.id);
        conditions.push(query.has_memory_page === 'true' ? page : not(page));
      }
      if (query.attribute) conditions.push(personHasAttribute(query.attribute, personsView.id));
      const where = and(...conditions);
      const order = [
        ...(query.query ? [desc(nameRelevance(query.query, personsView.searchName))] : []),
        asc(personsView.lastName),
        asc(personsView.firstName),
        asc(personsView.patronymic),
        asc(personsView.id),
      ];
      return listPage(
        db.select(COUNT).from(personsView).where(where),
        personsWithOwners(db)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        describe,
      );
    },

    async get(id: number): Promise<AdminPerson> {
      const rows = await personsWithOwners(db).where(eq(personsView.id, id));
      if (!rows.length) throw notFound();
      return (await describe(rows))[0];
    },
  };
}

export type AdminPersonsService = ReturnType<typeof createAdminPersonsService>;
