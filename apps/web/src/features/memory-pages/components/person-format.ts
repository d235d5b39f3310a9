import {
  formatQualifiedDate,
  type PersonDateFields,
  personDate,
  qualifiedYear,
} from '@sp/shared/format/partial-date';

/** male, female; x, unknown and null read as a gender not stated */
type Gender = string | null;

/**
 * A date as the family entered it, from the API's partial ISO form: "1950", "03.1950", "12.03.1950" (what
 * formatPartialDate shows for the server's already valid dates, without pulling the parser into the light public
 * page).
 */
function shown(value: string | null): string {
  return value ? value.split('-').reverse().join('.') : '';
}

/** "12.05.1931 — 2004" as the family entered the dates; "" when none is known. */
export function lifeDates(birth: string | null, death: string | null): string {
  const from = shown(birth);
  const to = shown(death);
  if (!from && !to) return '';
  return `${from || '?'} — ${to || '…'}`;
}

/**
 * A person's dates with their qualifiers, as the shared formatter says them: «около 1931 — 12.03.2004», «между
 * 1890 и 1900 — …»; "" when none is known.
 */
export function personLifeDatesText(person: PersonDateFields): string {
  const from = formatQualifiedDate(personDate(person, 'birth'));
  const to = formatQualifiedDate(personDate(person, 'death'));
  if (!from && !to) return '';
  return `${from || '?'} — ${to || '…'}`;
}

/** The years only with their qualifiers, for a relative's card: «ок. 1931 — 2004». */
export function personYearsText(person: PersonDateFields): string {
  const from = qualifiedYear(personDate(person, 'birth'));
  const to = qualifiedYear(personDate(person, 'death'));
  if (!from && !to) return '';
  return `${from || '?'} — ${to || '…'}`;
}

/** The years only, for cards: "1931 — 2004". */
export function lifeYearsText(birth: string | null, death: string | null): string {
  const from = birth?.slice(0, 4) ?? '';
  const to = death?.slice(0, 4) ?? '';
  if (!from && !to) return '';
  return `${from || '?'} — ${to || '…'}`;
}

/** The places of a life, labelled in the person's grammatical gender when it is known. */
export function placeLines(person: {
  gender: Gender;
  birth_place: string;
  city: string;
  burial_city: string;
  burial_place: string;
}): { label: string; value: string }[] {
  const female = person.gender === 'female';
  const male = person.gender === 'male';
  const burial = [person.burial_city, person.burial_place].filter(Boolean).join(', ');
  return [
    { label: female ? 'Родилась' : male ? 'Родился' : 'Место рождения', value: person.birth_place },
    { label: female ? 'Жила' : male ? 'Жил' : 'Город', value: person.city },
    { label: female ? 'Похоронена' : male ? 'Похоронен' : 'Место захоронения', value: burial },
  ].filter((line) => line.value);
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
