import { CEMETERY_MSG, pointInRing } from '@sp/shared/api/cemeteries';
import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportProblem,
  PERSON_IMPORT_MSG,
} from '@sp/shared/api/person-imports';
import { partialDateFromText } from '@sp/shared/format/date-text';
import { type DatePrecision, toStoredDate } from '@sp/shared/format/partial-date';
import type { CemeteryRegister } from '../cemeteries/cemetery-register.service';
import { type PersonKey, personKeyOf } from '../persons/person-import.service';
import type { TableRow } from './import-file';

/**
 * What one row of a register becomes, decided in memory without a query (a dry run of 100,000 rows reads the
 * cemetery and the organisation's persons once): a person to create (buried into a grave of the cemetery, an
 * existing one or one the import makes), a row skipped as already there, or the row's problems.
 */

type StoredDate = { date: string; precision: DatePrecision };

export type PlannedPerson = {
  lastName: string;
  firstName: string;
  patronymic: string;
  gender: 'male' | 'female' | null;
  birth: StoredDate | null;
  death: StoredDate | null;
  city: string;
  note: string;
};

/** A grave the import makes: the first row that names its number creates it; its places are the rows buried in it. */
export type NewGrave = {
  key: string;
  number: string;
  areaId: number | null;
  location: { lng: number; lat: number };
  placesCount: number;
};

export type PlannedBurial = {
  grave: { existingId: number } | { newKey: string };
  position: number;
  date: StoredDate | null;
};

export type RowPlan =
  | {
      kind: 'create';
      line: number;
      /** the row's cells, for the report should its place be taken before its batch is written */
      cells: string[];
      /** the grave-number column's header, for the same */
      graveColumn: string;
      person: PlannedPerson;
      burial: PlannedBurial | null;
    }
  | { kind: 'skip'; line: number; cells: string[] }
  | { kind: 'problem'; line: number; cells: string[]; problems: ImportProblem[] };

/** The most places a grave has (the graves_places check). */
const MAX_PLACES = 20;
const MAX_TEXT = 200;
const MAX_NOTE = 2000;

const GENDERS: Record<string, 'male' | 'female'> = {
  м: 'male',
  муж: 'male',
  мужской: 'male',
  male: 'male',
  m: 'male',
  ж: 'female',
  жен: 'female',
  женский: 'female',
  female: 'female',
  f: 'female',
};

const lower = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');

/**
 * Plans the rows of one import in order. It keeps what earlier rows took (places of a grave, new graves, persons
 * met), so a file is planned as it will be written: a person twice in the file is created once, two rows naming one
 * new grave share it.
 */
export function createPlanner(input: {
  header: readonly string[];
  mapping: readonly (ImportField | null)[];
  register: CemeteryRegister;
  existing: Set<PersonKey>;
}) {
  const { header, mapping, register, existing } = input;
  const columnOf = new Map<ImportField, number>();
  mapping.forEach((field, column) => {
    if (field) columnOf.set(field, column);
  });
  const columnName = (field: ImportField) => {
    const column = columnOf.get(field);
    return column === undefined ? IMPORT_FIELD_LABELS[field] : header[column] || IMPORT_FIELD_LABELS[field];
  };
  const areasByName = new Map(register.areas.map((area) => [lower(area.name), area.id]));
  // existing graves by number, each with the places taken
  const gravesByNumber = new Map<
    string,
    { id: number; areaId: number | null; placesCount: number; taken: Set<number> }[]
  >();
  for (const grave of register.graves) {
    const key = lower(grave.number);
    const list = gravesByNumber.get(key) ?? [];
    list.push({
      id: grave.id,
      areaId: grave.areaId,
      placesCount: grave.placesCount,
      taken: new Set(grave.taken),
    });
    gravesByNumber.set(key, list);
  }
  const newGraves = new Map<string, NewGrave>();

  return {
    newGraves,
    plan(row: TableRow): RowPlan {
      const problems: ImportProblem[] = [];
      const problem = (field: ImportField | null, message: string) =>
        problems.push({ row: row.line, column: field ? columnName(field) : '', message });
      const text = (field: ImportField, max = MAX_TEXT) => {
        const column = columnOf.get(field);
        const value = column === undefined ? '' : (row.cells[column] ?? '').trim();
        if (value.length > max) {
          problem(field, PERSON_IMPORT_MSG.tooLong(IMPORT_FIELD_LABELS[field]));
          return '';
        }
        return value;
      };
      const date = (field: ImportField): StoredDate | null => {
        const value = text(field);
        if (!value) return null;
        const stored = toStoredDate(partialDateFromText(value));
        if (!stored) problem(field, PERSON_IMPORT_MSG.badDate(value));
        return stored;
      };
      const coordinate = (field: ImportField, limit: number): number | null => {
        const value = text(field);
        if (!value) return null;
        const number = Number(value.replace(',', '.'));
        if (!Number.isFinite(number) || Math.abs(number) > limit) {
          problem(field, PERSON_IMPORT_MSG.badCoordinate(value));
          return null;
        }
        return number;
      };

      const firstName = text('first_name');
      if (!firstName) problem('first_name', PERSON_IMPORT_MSG.firstName);
      const genderText = text('gender');
      const gender = genderText ? (GENDERS[lower(genderText).replace(/\.$/, '')] ?? null) : null;
      if (genderText && !gender) problem('gender', PERSON_IMPORT_MSG.badGender(genderText));
      const birth = date('date_birth');
      const death = date('date_death');
      if (birth && death && death.date < birth.date)
        problem('date_death', PERSON_IMPORT_MSG.deathBeforeBirth);
      const burialDate = date('burial_date');
      const person: PlannedPerson = {
        lastName: text('last_name'),
        firstName,
        patronymic: text('patronymic'),
        gender,
        birth,
        death,
        city: text('city'),
        note: text('note', MAX_NOTE),
      };

      const areaText = text('area');
      const areaId = areaText ? (areasByName.get(lower(areaText)) ?? null) : null;
      if (areaText && areaId === null) problem('area', PERSON_IMPORT_MSG.unknownArea(areaText));
      const number = text('grave_number', 30);
      const lat = coordinate('latitude', 90);
      const lng = coordinate('longitude', 180);

      // already in the register (from an earlier import, or an earlier row): skipped whatever its grave says now
      const key = personKeyOf(person);
      if (problems.length === 0 && existing.has(key))
        return { kind: 'skip', line: row.line, cells: row.cells };

      let burial: PlannedBurial | null = null;
      let claim: (() => void) | null = null;
      if (number) {
        if (!death) problem('date_death', CEMETERY_MSG.onlyDeceased);
        const found = (gravesByNumber.get(lower(number)) ?? []).filter(
          (grave) => !areaText || grave.areaId === areaId,
        );
        const newKey = `${areaId ?? ''}|${lower(number)}`;
        const made = newGraves.get(newKey);
        if (found.length > 1) problem('grave_number', PERSON_IMPORT_MSG.graveAmbiguous(number));
        else if (found.length === 1) {
          const grave = found[0];
          let position = 1;
          while (grave.taken.has(position)) position += 1;
          if (position > grave.placesCount) problem('grave_number', PERSON_IMPORT_MSG.graveFull(number));
          else {
            burial = { grave: { existingId: grave.id }, position, date: burialDate };
            claim = () => grave.taken.add(position);
          }
        } else if (made) {
          if (made.placesCount >= MAX_PLACES) problem('grave_number', PERSON_IMPORT_MSG.graveFull(number));
          else {
            burial = { grave: { newKey }, position: made.placesCount + 1, date: burialDate };
            claim = () => {
              made.placesCount += 1;
            };
          }
        } else if (lat === null || lng === null) {
          problem('grave_number', PERSON_IMPORT_MSG.newGraveWithoutPoint(number));
        } else if (register.outline && !pointInRing({ lng, lat }, register.outline)) {
          problem('latitude', CEMETERY_MSG.outsideCemetery);
        } else {
          burial = { grave: { newKey }, position: 1, date: burialDate };
          claim = () => {
            newGraves.set(newKey, { key: newKey, number, areaId, location: { lng, lat }, placesCount: 1 });
          };
        }
      }
      if (problems.length > 0) return { kind: 'problem', line: row.line, cells: row.cells, problems };
      existing.add(key);
      claim?.();
      return {
        kind: 'create',
        line: row.line,
        cells: row.cells,
        graveColumn: columnName('grave_number'),
        person,
        burial,
      };
    },
  };
}
