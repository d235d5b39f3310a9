import { type OtherName, type Person, type PersonGender, personCreateSchema } from '@sp/shared/api/persons';
import { partialDateFromText } from '@sp/shared/format/date-text';
import {
  type DateCalendar,
  type DateQualifier,
  formatPartialDate,
  RANGE_QUALIFIERS,
} from '@sp/shared/format/partial-date';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the person form holds: the dates as typed (дд.мм.гггг, мм.гггг, гггг) with their qualifiers. */
export type PersonFormValues = {
  last_name: string;
  first_name: string;
  patronymic: string;
  name_prefix: string;
  name_suffix: string;
  nickname: string;
  gender: '' | PersonGender;
  date_birth: string;
  date_birth_qualifier: DateQualifier;
  date_birth_to: string;
  date_birth_calendar: DateCalendar;
  date_birth_phrase: string;
  date_death: string;
  date_death_qualifier: DateQualifier;
  date_death_to: string;
  date_death_calendar: DateCalendar;
  date_death_phrase: string;
  birth_place: string;
  city: string;
  burial_city: string;
  burial_place: string;
  note: string;
  other_names: OtherName[];
};

/** The text fields a save sends (an edit sends each, "" clears; a create only the filled ones). */
export const TEXT_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'name_prefix',
  'name_suffix',
  'nickname',
  'gender',
  'date_birth',
  'date_birth_qualifier',
  'date_birth_to',
  'date_birth_calendar',
  'date_birth_phrase',
  'date_death',
  'date_death_qualifier',
  'date_death_to',
  'date_death_calendar',
  'date_death_phrase',
  'birth_place',
  'city',
  'burial_city',
  'burial_place',
  'note',
] as const satisfies readonly (keyof PersonFormValues)[];

/** Every field the server may name in an error, to show it under its field. */
export const FORM_FIELDS: readonly string[] = [...TEXT_FIELDS, 'other_names'];

/** A new person's nothing: plain dates, no other names. */
const EMPTY_DATES = {
  date_birth_qualifier: 'exact',
  date_birth_calendar: 'gregorian',
  date_death_qualifier: 'exact',
  date_death_calendar: 'gregorian',
} as const;

export function valuesOf(person: Person | null, initial?: Partial<PersonFormValues>): PersonFormValues {
  return {
    last_name: person?.last_name ?? '',
    first_name: person?.first_name ?? '',
    patronymic: person?.patronymic ?? '',
    name_prefix: person?.name_prefix ?? '',
    name_suffix: person?.name_suffix ?? '',
    nickname: person?.nickname ?? '',
    gender: person?.gender ?? '',
    date_birth: formatPartialDate(person?.date_birth),
    date_birth_qualifier: person?.date_birth_qualifier ?? EMPTY_DATES.date_birth_qualifier,
    date_birth_to: formatPartialDate(person?.date_birth_to),
    date_birth_calendar: person?.date_birth_calendar ?? EMPTY_DATES.date_birth_calendar,
    date_birth_phrase: person?.date_birth_phrase ?? '',
    date_death: formatPartialDate(person?.date_death),
    date_death_qualifier: person?.date_death_qualifier ?? EMPTY_DATES.date_death_qualifier,
    date_death_to: formatPartialDate(person?.date_death_to),
    date_death_calendar: person?.date_death_calendar ?? EMPTY_DATES.date_death_calendar,
    date_death_phrase: person?.date_death_phrase ?? '',
    birth_place: person?.birth_place ?? '',
    city: person?.city ?? '',
    burial_city: person?.burial_city ?? '',
    burial_place: person?.burial_place ?? '',
    note: person?.note ?? '',
    other_names: person?.other_names ?? [],
    ...initial,
  };
}

/**
 * A date group as the API takes it: the dates typed the Russian way become partial ISO; the second date only
 * for a range, the date itself not for words; a date cleared takes the Gregorian calendar back.
 */
function apiDates(values: PersonFormValues, key: 'date_birth' | 'date_death') {
  const qualifier = values[`${key}_qualifier`];
  const date = qualifier === 'phrase' ? '' : partialDateFromText(values[key]);
  return {
    [key]: date,
    [`${key}_to`]: RANGE_QUALIFIERS.includes(qualifier) ? partialDateFromText(values[`${key}_to`]) : '',
    [`${key}_calendar`]: date ? values[`${key}_calendar`] : 'gregorian',
  };
}

/** The form's values as the API's fields, then the shared rules apply (the same messages as the server's). */
export const personResolver: Resolver<PersonFormValues> = async (values) => {
  const converted: PersonFormValues = {
    ...values,
    ...apiDates(values, 'date_birth'),
    ...apiDates(values, 'date_death'),
  };
  const result = personCreateSchema.safeParse(converted);
  if (result.success) return { values: converted, errors: {} };
  const errors: FieldErrors<PersonFormValues> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (path[0] === 'other_names' && path.length >= 3) {
      const list = (errors.other_names ?? []) as Record<string, { type: string; message: string }>[];
      const row = list[Number(path[1])] ?? {};
      row[path[2]] ??= { type: issue.code, message: issue.message };
      list[Number(path[1])] = row;
      errors.other_names = list as never;
      continue;
    }
    const key = path[0] as keyof PersonFormValues;
    errors[key] ??= { type: issue.code, message: issue.message } as never;
  }
  return { values: {}, errors };
};

/**
 * The fields to send: an edit sends every one ("" clears, the other names always); a create only what differs
 * from an empty person.
 */
export function fieldsToSend(values: PersonFormValues, editing: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  const unset: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = EMPTY_DATES;
  for (const key of TEXT_FIELDS) {
    const value = values[key].trim();
    if (editing || (value !== '' && value !== unset[key])) fields[key] = value;
  }
  if (editing || values.other_names.length) fields.other_names = JSON.stringify(values.other_names);
  return fields;
}
