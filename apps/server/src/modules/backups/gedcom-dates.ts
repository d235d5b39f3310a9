import {
  type DateCalendar,
  type DateQualifier,
  exactDate,
  parsePartialDate,
  type QualifiedDate,
} from '@sp/shared/format/partial-date';

/**
 * GEDCOM 7 dates (DateValue) ↔ a person's QualifiedDate. "12 MAR 1950", "MAR 1950", "1950", a calendar
 * ("JULIAN 12 MAR 1850"), approximations (ABT, CAL, EST), ranges (BEF, AFT, BET … AND …), periods (FROM … TO …, TO …)
 * and a PHRASE (or only a PHRASE) are kept as they are and written back the same. GEDCOM 5.5.1 adds "@#DJULIAN@",
 * "INT … (words)" (kept as the date with its words) and dual years "1750/51" (the later year, as GEDCOM 7 does, with
 * the dual year kept as words). What a person's date cannot hold (another calendar, a year before 1000, BCE, text
 * that is no date) is kept as words only.
 */
export type GedcomDateRead = {
  date: QualifiedDate;
  /** dual: a dual year; words: only the words were kept; impossible: a day that does not exist, kept coarser */
  issue: 'dual' | 'words' | 'impossible' | null;
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const CALENDARS: Record<string, string> = {
  GREGORIAN: 'GREGORIAN',
  JULIAN: 'JULIAN',
  FRENCH_R: 'FRENCH_R',
  HEBREW: 'HEBREW',
  '@#DGREGORIAN@': 'GREGORIAN',
  '@#DJULIAN@': 'JULIAN',
  '@#DFRENCH R@': 'FRENCH_R',
  '@#DHEBREW@': 'HEBREW',
};
const CALENDAR_NAMES: Record<string, string> = {
  JULIAN: 'по юлианскому календарю',
  FRENCH_R: 'по французскому республиканскому календарю',
  HEBREW: 'по еврейскому календарю',
};

type SimpleDate = {
  calendar: string;
  year: number;
  /** the later year of a dual year ("1750/51" → 1751), else null */
  dualYear: number | null;
  month: number | null;
  day: number | null;
  bce: boolean;
  /** the date as written (after the calendar), for words */
  raw: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** [calendar] [[day] month] year[/yy] [BCE]; null when the tokens are not one date. */
function parseSimple(tokens: string[]): SimpleDate | null {
  if (!tokens.length) return null;
  let rest = [...tokens];
  let calendar = 'GREGORIAN';
  // "@#DFRENCH R@" is two tokens once split on spaces
  if (rest[0] === '@#DFRENCH' && rest[1] === 'R@') rest = ['@#DFRENCH R@', ...rest.slice(2)];
  if (CALENDARS[rest[0]]) {
    calendar = CALENDARS[rest[0]];
    rest = rest.slice(1);
  } else if (/^_[A-Z0-9_]+$/.test(rest[0] ?? '')) {
    calendar = rest[0];
    rest = rest.slice(1);
  }
  const raw = rest.join(' ');
  let bce = false;
  const last = rest.at(-1);
  if (last === 'BCE' || last === 'B.C.' || last === 'BC') {
    bce = true;
    rest = rest.slice(0, -1);
  }
  if (!rest.length || rest.length > 3) return null;
  const yearMatch = /^(\d{1,4})(?:\/(\d{1,4}))?$/.exec(rest.at(-1) ?? '');
  if (!yearMatch) return null;
  const year = Number(yearMatch[1]);
  let dualYear: number | null = null;
  if (yearMatch[2]) {
    // 1750/51 → 1751, 1799/00 → 1800, 1699/1700 written 1699/00
    const digits = yearMatch[2].length;
    const base = year - (year % 10 ** digits);
    dualYear = base + Number(yearMatch[2]);
    if (dualYear <= year) dualYear += 10 ** digits;
  }
  let month: number | null = null;
  let day: number | null = null;
  if (rest.length >= 2) {
    const index = MONTHS.indexOf(rest.at(-2) ?? '');
    if (index >= 0) month = index + 1;
    else if (calendar === 'GREGORIAN' || calendar === 'JULIAN') return null;
  }
  if (rest.length === 3) {
    if (!/^\d{1,2}$/.test(rest[0])) return null;
    day = Number(rest[0]);
  }
  return { calendar, year, dualYear, month, day, bce, raw };
}

/** A simple date as a partial ISO date: the day dropped when it does not exist (kept, coarser, with a flag). */
function isoOf(date: SimpleDate): { value: string; impossible: boolean } | null {
  if ((date.calendar !== 'GREGORIAN' && date.calendar !== 'JULIAN') || date.bce) return null;
  const year = String(date.dualYear ?? date.year).padStart(4, '0');
  const candidates = [
    date.month !== null && date.day !== null ? `${year}-${pad(date.month)}-${pad(date.day)}` : null,
    date.month !== null ? `${year}-${pad(date.month)}` : null,
    year,
  ].filter((value): value is string => value !== null);
  for (const [index, value] of candidates.entries())
    if (parsePartialDate(value)) return { value, impossible: index > 0 };
  return null;
}

/** «12.03.1950», «03.1950», «1950»; a dual year as written («11.02.1750/51»); another calendar named. */
function russian(date: SimpleDate): string {
  const yearText = date.raw.split(' ').at(-1) ?? String(date.year);
  let text: string;
  if (date.calendar === 'GREGORIAN' || date.calendar === 'JULIAN') {
    const dayMonth =
      date.month === null
        ? ''
        : date.day === null
          ? `${pad(date.month)}.`
          : `${pad(date.day)}.${pad(date.month)}.`;
    text = date.bce ? `${date.year} до н. э.` : `${dayMonth}${date.bce ? date.year : yearText}`;
  } else {
    text = date.raw.toLowerCase();
  }
  const calendar = date.calendar === 'JULIAN' ? '' : CALENDAR_NAMES[date.calendar];
  return calendar ? `${text} (${calendar})` : text;
}

function tokensOf(value: string): string[] {
  return value.trim().toUpperCase().split(/\s+/).filter(Boolean);
}

const HEADS: Record<string, DateQualifier> = {
  ABT: 'about',
  CAL: 'calculated',
  EST: 'estimated',
  BEF: 'before',
  AFT: 'after',
};

/** Words alone: the PHRASE, else what the file wrote. */
function wordsOnly(words: string): GedcomDateRead {
  return {
    date: { value: null, qualifier: 'phrase', value_to: null, calendar: 'gregorian', phrase: words },
    issue: 'words',
  };
}

/**
 * Reads a DATE payload and its PHRASE; null for a date with neither. See the module notes for what is kept.
 */
export function parseGedcomDate(payload: string, phrase = ''): GedcomDateRead | null {
  const original = payload.trim();
  const inBrackets = /\((.*)\)\s*$/.exec(original)?.[1]?.trim() ?? '';
  const tokens = tokensOf(original.replace(/\(.*\)\s*$/, ''));
  const words = phrase.trim() || inBrackets;
  if (!tokens.length) {
    if (!words) return null;
    return { date: { ...exactDate(null), qualifier: 'phrase', phrase: words }, issue: null };
  }

  const [head, ...rest] = tokens;
  let qualifier: DateQualifier = 'exact';
  let first: SimpleDate | null;
  let second: SimpleDate | null = null;
  if (HEADS[head]) {
    qualifier = HEADS[head];
    first = parseSimple(rest);
  } else if (head === 'BET') {
    qualifier = 'between';
    const and = rest.indexOf('AND');
    first = and > 0 ? parseSimple(rest.slice(0, and)) : null;
    second = and > 0 ? parseSimple(rest.slice(and + 1)) : null;
    if (!second) first = null;
  } else if (head === 'FROM') {
    qualifier = 'from_to';
    const to = rest.indexOf('TO');
    first = parseSimple(to >= 0 ? rest.slice(0, to) : rest);
    if (to >= 0) {
      second = parseSimple(rest.slice(to + 1));
      if (!second) first = null;
    }
  } else if (head === 'TO') {
    qualifier = 'to';
    first = parseSimple(rest);
  } else if (head === 'INT') {
    first = parseSimple(rest);
  } else {
    first = parseSimple(tokens);
  }

  const firstIso = first ? isoOf(first) : null;
  const secondIso = second ? isoOf(second) : null;
  if (!first || !firstIso || (second && !secondIso)) {
    // another calendar, BCE, a year before 1000, or no date at all: the words are kept
    if (words) return wordsOnly(words);
    const prefix = {
      about: 'около ',
      calculated: 'вычислено: ',
      estimated: 'оценочно: ',
      before: 'до ',
      after: 'после ',
    };
    if (first && qualifier in prefix && !second)
      return wordsOnly(`${prefix[qualifier as keyof typeof prefix]}${russian(first)}`);
    if (first && second && qualifier === 'between')
      return wordsOnly(`между ${russian(first)} и ${russian(second)}`);
    if (first && second) return wordsOnly(`с ${russian(first)} по ${russian(second)}`);
    if (first && qualifier === 'from_to') return wordsOnly(`с ${russian(first)}`);
    if (first && qualifier === 'to') return wordsOnly(`по ${russian(first)}`);
    if (first) return wordsOnly(russian(first));
    return wordsOnly(original);
  }
  const calendar: DateCalendar = first.calendar === 'JULIAN' ? 'julian' : 'gregorian';
  const mixed = second !== null && second.calendar !== first.calendar;
  const dual = first.dualYear !== null || (second?.dualYear ?? null) !== null;
  const impossible = (firstIso.impossible || (secondIso?.impossible ?? false)) && calendar === 'gregorian';
  const coarser = firstIso.impossible || (secondIso?.impossible ?? false);
  // the source's own words win; else what the number alone cannot say (a dual year, a lost day, mixed calendars)
  let text = words;
  if (!text && (dual || coarser || mixed))
    text = second ? `${russian(first)} – ${russian(second)}` : russian(first);
  return {
    date: {
      value: firstIso.value,
      qualifier,
      value_to: secondIso?.value ?? null,
      calendar,
      phrase: text,
    },
    issue: dual ? 'dual' : impossible ? 'impossible' : null,
  };
}

/** A partial ISO date as GEDCOM: "1950", "MAR 1950", "12 MAR 1950", with "JULIAN " before a Julian one. */
function simpleOf(value: string, calendar: DateCalendar): string {
  const parsed = parsePartialDate(value);
  if (!parsed) return '';
  const prefix = calendar === 'julian' ? 'JULIAN ' : '';
  if (parsed.month === null) return `${prefix}${parsed.year}`;
  const month = MONTHS[parsed.month - 1];
  if (parsed.day === null) return `${prefix}${month} ${parsed.year}`;
  return `${prefix}${parsed.day} ${month} ${parsed.year}`;
}

/** A QualifiedDate as the DATE payload and its PHRASE ('' for none): "ABT 1900", "BET 1890 AND 1900"… */
export function formatGedcomDate(date: QualifiedDate): { payload: string; phrase: string } {
  const phrase = date.phrase.trim();
  if (date.qualifier === 'phrase' || !date.value) return { payload: '', phrase };
  const first = simpleOf(date.value, date.calendar);
  const second = date.value_to ? simpleOf(date.value_to, date.calendar) : '';
  let payload: string;
  switch (date.qualifier) {
    case 'about':
      payload = `ABT ${first}`;
      break;
    case 'calculated':
      payload = `CAL ${first}`;
      break;
    case 'estimated':
      payload = `EST ${first}`;
      break;
    case 'before':
      payload = `BEF ${first}`;
      break;
    case 'after':
      payload = `AFT ${first}`;
      break;
    case 'between':
      payload = second ? `BET ${first} AND ${second}` : first;
      break;
    case 'from_to':
      payload = second ? `FROM ${first} TO ${second}` : `FROM ${first}`;
      break;
    case 'to':
      payload = `TO ${first}`;
      break;
    default:
      payload = first;
  }
  return { payload, phrase };
}
