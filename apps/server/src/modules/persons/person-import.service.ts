import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { persons } from './persons.table';

/**
 * Persons written in bulk by an administrator's import of a cemetery's register (modules/person-imports): the
 * organisation's deceased, as a deal's deceased belong to its company. A person is known again by the full name and
 * both dates (with their precision), so importing a file twice creates nothing twice.
 */

type DatePair = { date: string; precision: string } | null;

export type ImportedPerson = {
  lastName: string;
  firstName: string;
  patronymic: string;
  gender: 'male' | 'female' | null;
  birth: DatePair;
  death: DatePair;
  city: string;
  note: string;
};

/** A person's identity for an import: «фамилия|имя|отчество|birth/precision|death/precision», lower case, ё as е. */
export type PersonKey = string;

const lower = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');
const dateKey = (pair: DatePair) => (pair ? `${pair.date.slice(0, 10)}/${pair.precision}` : '');

export function personKeyOf(
  person: Pick<ImportedPerson, 'lastName' | 'firstName' | 'patronymic' | 'birth' | 'death'>,
): PersonKey {
  return [
    lower(person.lastName),
    lower(person.firstName),
    lower(person.patronymic),
    dateKey(person.birth),
    dateKey(person.death),
  ].join('|');
}

/** The keys of every person the company owns, read once. */
export async function companyPersonKeys(db: Db, companyId: number): Promise<Set<PersonKey>> {
  const rows = await db
    .select({
      lastName: persons.lastName,
      firstName: persons.firstName,
      patronymic: persons.patronymic,
      birthDate: persons.birthDate,
      birthPrecision: persons.birthPrecision,
      deathDate: persons.deathDate,
      deathPrecision: persons.deathPrecision,
    })
    .from(persons)
    .where(eq(persons.ownerCompanyId, companyId));
  const pair = (date: string | null, precision: string | null): DatePair =>
    date && precision ? { date, precision } : null;
  return new Set(
    rows.map((row) =>
      personKeyOf({
        ...row,
        birth: pair(row.birthDate, row.birthPrecision),
        death: pair(row.deathDate, row.deathPrecision),
      }),
    ),
  );
}

/** Inserts the company's persons in one statement of the caller's transaction; answers their ids in order. */
export async function insertCompanyPersons(
  tx: Db,
  companyId: number,
  people: ImportedPerson[],
): Promise<number[]> {
  if (!people.length) return [];
  const rows = await tx
    .insert(persons)
    .values(
      people.map((person) => ({
        ownerCompanyId: companyId,
        lastName: person.lastName,
        firstName: person.firstName,
        patronymic: person.patronymic,
        gender: person.gender,
        birthDate: person.birth?.date ?? null,
        birthPrecision: person.birth?.precision ?? null,
        deathDate: person.death?.date ?? null,
        deathPrecision: person.death?.precision ?? null,
        city: person.city,
        note: person.note,
      })),
    )
    .returning({ id: persons.id });
  return rows.map((row) => row.id);
}
