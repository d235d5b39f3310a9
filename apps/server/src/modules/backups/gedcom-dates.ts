import { formatPartialDate, parsePartialDate } from '@sp/shared/format/partial-date';

/**
 * GEDCOM 7 dates (DateValue): "12 MAR 1950", "MAR 1950", "1950", with a calendar ("JULIAN 1850"), approximations
 * (ABT, CAL, EST), ranges (BEF, AFT, BET … AND …) and periods (FROM … TO …); 5.5.1 files add "@#DJULIAN@",
 * "INT … (text)" and double years "1750/51". Our persons keep a partial date ("1950", "1950-03", "1950-03-12"),
 * so an exact Gregorian date is kept as it is and anything else keeps its first year, with the original wording
 * in Russian for the person's note.
 */
export type GedcomDate = {
  /** partial ISO date to store; null when no year could be kept (BCE, Hebrew calendar, text only) */
  value: string | null;
  /** true when the value says exactly what the file said */
  exact: boolean;
  /** the file's date as a Russian reader says it: «около 1950», «между 1950 и 1955» */
  text: string;
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
  month: number | null;
  day: number | null;
  bce: boolean;
  /** the date as written, for calendars we do not convert */
  raw: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** [calendar] [[day] month] year [epoch]; null when the tokens are not one date. */
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
  const yearMatch = /^(\d{1,4})(?:\/\d{1,2})?$/.exec(rest.at(-1) ?? '');
  if (!yearMatch) return null;
  const year = Number(yearMatch[1]);
  let month: number | null = null;
  let day: number | null = null;
  if (rest.length >= 2) {
    const monthToken = rest.at(-2) ?? '';
    const index = MONTHS.indexOf(monthToken);
    if (index >= 0) month = index + 1;
    else if (calendar === 'GREGORIAN' || calendar === 'JULIAN') return null;
  }
  if (rest.length === 3) {
    if (!/^\d{1,2}$/.test(rest[0])) return null;
    day = Number(rest[0]);
  }
  return { calendar, year, month, day, bce, raw };
}

/** The simple date as a partial ISO date when it is a real Gregorian one (year 1000 or later). */
function isoOf(date: SimpleDate): string | null {
  if (date.calendar !== 'GREGORIAN' || date.bce) return null;
  const year = String(date.year).padStart(4, '0');
  const text =
    date.month === null
      ? year
      : date.day === null
        ? `${year}-${pad(date.month)}`
        : `${year}-${pad(date.month)}-${pad(date.day)}`;
  return parsePartialDate(text) ? text : null;
}

/** The year alone when it can stand in a partial date (Gregorian or Julian, not BCE, 1000 or later). */
function yearOf(date: SimpleDate): string | null {
  if (date.bce || (date.calendar !== 'GREGORIAN' && date.calendar !== 'JULIAN')) return null;
  return date.year >= 1000 ? String(date.year) : null;
}

/** «12.03.1950», «03.1950», «1950», and the calendar when it is not the Gregorian one. */
function russian(date: SimpleDate): string {
  const iso = date.calendar === 'JULIAN' ? isoOf({ ...date, calendar: 'GREGORIAN' }) : isoOf(date);
  let text = iso ? formatPartialDate(iso) : date.raw.toLowerCase();
  if (date.bce && iso === null) text = `${date.year} до н. э.`;
  const calendar = CALENDAR_NAMES[date.calendar];
  return calendar ? `${text} (${calendar})` : text;
}

function tokensOf(value: string): string[] {
  return value.trim().toUpperCase().split(/\s+/).filter(Boolean);
}

/**
 * Reads a DATE payload (and its PHRASE, when the file gave one). null for an empty date. A date it cannot read
 * keeps no value and its text as written.
 */
export function parseGedcomDate(payload: string, phrase = ''): GedcomDate | null {
  const original = payload.trim();
  const tokens = tokensOf(original.replace(/\(.*\)\s*$/, ''));
  const inBrackets = /\((.*)\)\s*$/.exec(original)?.[1]?.trim() ?? '';
  const words = phrase.trim() || inBrackets;
  if (!tokens.length) return words ? { value: null, exact: false, text: words } : null;

  const approximate = (first: SimpleDate | null, text: string): GedcomDate | null =>
    first ? { value: yearOf(first), exact: false, text } : { value: null, exact: false, text: original };

  const [head, ...rest] = tokens;
  if (head === 'ABT' || head === 'CAL' || head === 'EST') {
    const date = parseSimple(rest);
    const word = { ABT: 'около', CAL: 'расчётно', EST: 'предположительно' }[head];
    return approximate(date, date ? `${word} ${russian(date)}` : original);
  }
  if (head === 'BEF' || head === 'AFT') {
    const date = parseSimple(rest);
    return approximate(date, date ? `${head === 'BEF' ? 'до' : 'после'} ${russian(date)}` : original);
  }
  if (head === 'BET') {
    const and = rest.indexOf('AND');
    const from = parseSimple(and >= 0 ? rest.slice(0, and) : rest);
    const to = and >= 0 ? parseSimple(rest.slice(and + 1)) : null;
    return approximate(from, from && to ? `между ${russian(from)} и ${russian(to)}` : original);
  }
  if (head === 'FROM' || head === 'TO') {
    const toIndex = head === 'FROM' ? rest.indexOf('TO') : -1;
    const first = parseSimple(head === 'FROM' ? (toIndex >= 0 ? rest.slice(0, toIndex) : rest) : rest);
    const second = toIndex >= 0 ? parseSimple(rest.slice(toIndex + 1)) : null;
    let text = original;
    if (first && head === 'TO') text = `по ${russian(first)}`;
    else if (first && second) text = `с ${russian(first)} по ${russian(second)}`;
    else if (first) text = `с ${russian(first)}`;
    return approximate(first, text);
  }
  if (head === 'INT') {
    const date = parseSimple(rest);
    return approximate(date, date ? `${russian(date)}${words ? ` (${words})` : ''}` : original);
  }
  const date = parseSimple(tokens);
  if (!date) return { value: null, exact: false, text: words || original };
  const iso = isoOf(date);
  if (iso) return { value: iso, exact: true, text: formatPartialDate(iso) };
  return { value: yearOf(date), exact: false, text: russian(date) };
}

/** A partial ISO date as a GEDCOM DATE payload: "1950", "MAR 1950", "12 MAR 1950". */
export function formatGedcomDate(value: string): string {
  const parsed = parsePartialDate(value);
  if (!parsed) return '';
  if (parsed.month === null) return String(parsed.year);
  const month = MONTHS[parsed.month - 1];
  if (parsed.day === null) return `${month} ${parsed.year}`;
  return `${parsed.day} ${month} ${parsed.year}`;
}
