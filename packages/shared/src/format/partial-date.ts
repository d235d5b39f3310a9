/**
 * Dates families rarely know in full: "1950", "1950-03" or "1950-03-12" (DOMAIN.md). The database keeps the first
 * day of the known period plus its precision; the API and the forms speak the partial ISO string.
 */
export type DatePrecision = 'year' | 'month' | 'day';

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

export type ParsedPartialDate = {
  year: number;
  month: number | null;
  day: number | null;
  precision: DatePrecision;
};

/** null when the text is not a real partial date (month 13, 31 February, year before 1000). */
export function parsePartialDate(value: string): ParsedPartialDate | null {
  const match = PARTIAL_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  if (year < 1000) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  if (day !== null && month !== null) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > daysInMonth) return null;
  }
  return { year, month, day, precision: day !== null ? 'day' : month !== null ? 'month' : 'year' };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The stored pair: the first day of the period ("1950-03-01") and its precision. */
export function toStoredDate(value: string): { date: string; precision: DatePrecision } | null {
  const parsed = parsePartialDate(value);
  if (!parsed) return null;
  return {
    date: `${parsed.year}-${pad(parsed.month ?? 1)}-${pad(parsed.day ?? 1)}`,
    precision: parsed.precision,
  };
}

/** Back from the stored pair to what the family entered. */
export function fromStoredDate(date: string | null, precision: string | null): string | null {
  if (!date) return null;
  const iso = date.slice(0, 10);
  if (precision === 'year') return iso.slice(0, 4);
  if (precision === 'month') return iso.slice(0, 7);
  return iso;
}

/** Shown as entered: "1950", "03.1950", "12.03.1950". */
export function formatPartialDate(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePartialDate(value);
  if (!parsed) return '';
  if (parsed.precision === 'year') return String(parsed.year);
  if (parsed.precision === 'month') return `${pad(parsed.month ?? 1)}.${parsed.year}`;
  return `${pad(parsed.day ?? 1)}.${pad(parsed.month ?? 1)}.${parsed.year}`;
}

/** The last day of the period, to compare a partial date with another or with today. */
export function partialDateEnd(value: string): string | null {
  const parsed = parsePartialDate(value);
  if (!parsed) return null;
  const month = parsed.month ?? 12;
  const day = parsed.day ?? new Date(Date.UTC(parsed.year, month, 0)).getUTCDate();
  return `${parsed.year}-${pad(month)}-${pad(day)}`;
}

/** "1950 – 2020", "1950 –" for the living, "" when nothing is known: the years under a name on a card. */
export function lifeYears(birth: string | null | undefined, death: string | null | undefined): string {
  const from = birth ? birth.slice(0, 4) : '';
  const to = death ? death.slice(0, 4) : '';
  if (!from && !to) return '';
  if (!to) return `${from} –`;
  return `${from || '?'} – ${to}`;
}

// --- a person's date as genealogy knows it: a qualifier, a range, a calendar, a phrase (GEDCOM 7 DateValue) ---

/**
 * exact: the date itself; about, calculated, estimated: near it (±APPROXIMATE_YEARS when searched); before, after:
 * some time before or after it; between: within [date, date_to]; from_to: a period from the date (to date_to when
 * known); to: a period ending at the date; phrase: no date, only words (the phrase).
 */
export const DATE_QUALIFIERS = [
  'exact',
  'about',
  'calculated',
  'estimated',
  'before',
  'after',
  'between',
  'from_to',
  'to',
  'phrase',
] as const;
export type DateQualifier = (typeof DATE_QUALIFIERS)[number];

/** The qualifiers that take a second date (date_to): required for between, optional for from_to. */
export const RANGE_QUALIFIERS: readonly DateQualifier[] = ['between', 'from_to'];

/** A Julian date keeps the day numbers of the source (старый стиль); it is not converted. */
export const DATE_CALENDARS = ['gregorian', 'julian'] as const;
export type DateCalendar = (typeof DATE_CALENDARS)[number];

/** How far an approximate date (около, вычислено, оценочно) reaches either way when persons are searched by years. */
export const APPROXIMATE_YEARS = 2;

/**
 * A date of a person's life: the partial ISO date ("1950", "1950-03", "1950-03-12") with its qualifier, the second
 * date of a range, the calendar and the words of the source (a dual year «1750/51», «зимой перед войной»).
 */
export type QualifiedDate = {
  /** null only for a phrase without a date */
  value: string | null;
  qualifier: DateQualifier;
  /** between (required), from_to (optional): the end of the range, a partial ISO date */
  value_to: string | null;
  calendar: DateCalendar;
  /** '' when the source gave no words */
  phrase: string;
};

/** A plain date: exact, Gregorian, no words. */
export function exactDate(value: string | null): QualifiedDate {
  return { value, qualifier: 'exact', value_to: null, calendar: 'gregorian', phrase: '' };
}

/** What a person's fields (or a shape of them) say of one of its dates; fields left out read as exact. */
export type PersonDateFields = {
  date_birth: string | null;
  date_death: string | null;
  date_birth_qualifier?: DateQualifier;
  date_birth_to?: string | null;
  date_birth_calendar?: DateCalendar;
  date_birth_phrase?: string;
  date_death_qualifier?: DateQualifier;
  date_death_to?: string | null;
  date_death_calendar?: DateCalendar;
  date_death_phrase?: string;
};

/** The person's birth or death as a QualifiedDate (null when nothing of it is known). */
export function personDate(person: PersonDateFields, event: 'birth' | 'death'): QualifiedDate | null {
  const date: QualifiedDate =
    event === 'birth'
      ? {
          value: person.date_birth,
          qualifier: person.date_birth_qualifier ?? 'exact',
          value_to: person.date_birth_to ?? null,
          calendar: person.date_birth_calendar ?? 'gregorian',
          phrase: person.date_birth_phrase ?? '',
        }
      : {
          value: person.date_death,
          qualifier: person.date_death_qualifier ?? 'exact',
          value_to: person.date_death_to ?? null,
          calendar: person.date_death_calendar ?? 'gregorian',
          phrase: person.date_death_phrase ?? '',
        };
  return date.value || date.phrase ? date : null;
}

const JULIAN_MARK = ' (ст. ст.)';

/**
 * A date in Russian: «12.03.1950», «около 1900», «до 1900», «после 1900», «между 1890 и 1900», «с 1890 по 1900»,
 * «по 1900», «вычислено: 1900», «оценочно: 1900», the phrase alone, the source's words after a date
 * («1751 («1750/51»)») and «(ст. ст.)» after a Julian date. '' for nothing.
 */
export function formatQualifiedDate(date: QualifiedDate | null | undefined): string {
  if (!date) return '';
  const phrase = date.phrase.trim();
  const first = formatPartialDate(date.value);
  if (!first) return date.qualifier === 'phrase' || phrase ? phrase : '';
  const second = formatPartialDate(date.value_to);
  let text: string;
  switch (date.qualifier) {
    case 'about':
      text = `около ${first}`;
      break;
    case 'calculated':
      text = `вычислено: ${first}`;
      break;
    case 'estimated':
      text = `оценочно: ${first}`;
      break;
    case 'before':
      text = `до ${first}`;
      break;
    case 'after':
      text = `после ${first}`;
      break;
    case 'between':
      text = second ? `между ${first} и ${second}` : first;
      break;
    case 'from_to':
      text = second ? `с ${first} по ${second}` : `с ${first}`;
      break;
    case 'to':
      text = `по ${first}`;
      break;
    default:
      text = first;
  }
  if (date.calendar === 'julian') text += JULIAN_MARK;
  return phrase ? `${text} («${phrase}»)` : text;
}

/** The year of a date for a card, with its qualifier short: «1900», «ок. 1900», «до 1900», «1890–1900». */
export function qualifiedYear(date: QualifiedDate | null | undefined): string {
  if (!date?.value) return date?.phrase ? '?' : '';
  const year = date.value.slice(0, 4);
  const to = date.value_to?.slice(0, 4) ?? '';
  switch (date.qualifier) {
    case 'about':
    case 'calculated':
    case 'estimated':
      return `ок. ${year}`;
    case 'before':
      return `до ${year}`;
    case 'after':
      return `после ${year}`;
    // a range in few letters, to fit a tree's card: «1941–1945»
    case 'between':
      return to && to !== year ? `${year}–${to}` : year;
    case 'from_to':
      return to && to !== year ? `${year}–${to}` : `с ${year}`;
    case 'to':
      return `по ${year}`;
    default:
      return year;
  }
}

/** «ок. 1900 – 1950», «1950 –» for the living, '' when nothing is known: the years under a name on a card. */
export function personLifeYears(person: PersonDateFields): string {
  const from = qualifiedYear(personDate(person, 'birth'));
  const death = personDate(person, 'death');
  const to = qualifiedYear(death);
  if (!from && !to) return '';
  if (!death) return `${from} –`;
  return `${from || '?'} – ${to}`;
}

/** «около 12.03.1900 – 1950»: a person's dates in full, '' when nothing is known. */
export function personLifeDates(person: PersonDateFields): string {
  const birth = formatQualifiedDate(personDate(person, 'birth'));
  const death = formatQualifiedDate(personDate(person, 'death'));
  if (!birth && !death) return '';
  return `${birth || '?'} – ${death}`.trim();
}

function shiftYears(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) + years;
  const rest = iso.slice(4);
  // 29 February of a year that has none becomes the 28th
  if (rest === '-02-29' && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1) return `${year}-02-28`;
  return `${String(year).padStart(4, '0')}${rest}`;
}

/**
 * The days the date may stand for, to search and compare by: [from, to] as ISO days, null for an open end; null
 * for a date without a value. «около 1900» → 1898-01-01…1902-12-31 (APPROXIMATE_YEARS), «до 1900» → …1900-12-31
 * and «после 1900» → 1900-01-01… (GEDCOM's «no later», «no earlier than»), «между 1890 и 1900» →
 * 1890-01-01…1900-12-31, «с 1890» → 1890-01-01….
 */
export function qualifiedDateRange(
  date: QualifiedDate | null | undefined,
): { from: string | null; to: string | null } | null {
  if (!date?.value) return null;
  const start = toStoredDate(date.value)?.date;
  const end = partialDateEnd(date.value);
  if (!start || !end) return null;
  const endTo = date.value_to ? partialDateEnd(date.value_to) : null;
  switch (date.qualifier) {
    case 'about':
    case 'calculated':
    case 'estimated':
      return { from: shiftYears(start, -APPROXIMATE_YEARS), to: shiftYears(end, APPROXIMATE_YEARS) };
    // GEDCOM 7: BEF x «no later than x», AFT x «no earlier than x»: x itself is in
    case 'before':
      return { from: null, to: end };
    case 'after':
      return { from: start, to: null };
    case 'between':
      return { from: start, to: endTo ?? end };
    case 'from_to':
      return { from: start, to: endTo };
    case 'to':
      return { from: null, to: end };
    default:
      return { from: start, to: end };
  }
}

/** What is wrong with a date's parts together (each part is checked on its own first), or null. */
export type QualifiedDateProblem = 'valueRequired' | 'toRequired' | 'toBeforeValue' | 'phraseRequired';

export function qualifiedDateProblem(date: QualifiedDate): QualifiedDateProblem | null {
  if (date.qualifier === 'phrase') return date.phrase.trim() ? null : 'phraseRequired';
  if (!date.value) return date.qualifier === 'exact' ? null : 'valueRequired';
  if (date.qualifier === 'between' && !date.value_to) return 'toRequired';
  if (RANGE_QUALIFIERS.includes(date.qualifier) && date.value_to) {
    const start = toStoredDate(date.value)?.date;
    const startTo = toStoredDate(date.value_to)?.date;
    if (start && startTo && (startTo < start || date.value_to === date.value)) return 'toBeforeValue';
  }
  return null;
}
