import { personFullName } from '@sp/shared/api/persons';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { type PersonRow, personsView, personsViewColumns, storedDate } from '../persons/persons.service';

/** SQL: the person's death is recorded, by a date or in words alone (persons.service: diedInWords). */
export const deceasedPerson: SQL = sql`(${personsView.deathDate} is not null or (${personsView.deathQualifier} = 'phrase' and ${personsView.deathPhrase} <> ''))`;

/** The persons with their owner's name: the select every list of the directory starts from. */
export const personsWithOwners = (db: Db) =>
  db
    .select({
      person: personsViewColumns,
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        phone: accounts.phone,
      },
      company: { id: companies.id, name: companies.name },
    })
    .from(personsView)
    .leftJoin(accounts, eq(accounts.id, personsView.ownerAccountId))
    .leftJoin(companies, eq(companies.id, personsView.ownerCompanyId));

export type PersonWithOwner = Awaited<ReturnType<ReturnType<typeof personsWithOwners>['execute']>>[number];

/** What every row of the directory shows: the name, the dates as entered, living or not, whose it is. */
export function personBasics(found: PersonWithOwner) {
  const row = found.person as PersonRow;
  return {
    id: row.id,
    full_name: personFullName({
      last_name: row.lastName,
      first_name: row.firstName,
      patronymic: row.patronymic,
    }),
    birth: storedDate(row, 'birth'),
    death: storedDate(row, 'death'),
    living: row.deathDate === null && !(row.deathQualifier === 'phrase' && row.deathPhrase !== ''),
    owner: found.company?.id
      ? { kind: 'company' as const, id: found.company.id, name: found.company.name }
      : {
          kind: 'account' as const,
          id: found.account?.id ?? (row.ownerAccountId as number),
          name: found.account?.id ? accountDisplayName(found.account) : '',
        },
    created_at: row.createdAt.toISOString(),
  };
}
