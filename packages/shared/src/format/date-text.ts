/**
 * Dates as a person reads and types them (dd.MM.yyyy, dd.MM.yyyy HH:mm; a person's partial dates dd.MM.yyyy,
 * MM.yyyy or yyyy) and as the API speaks them (yyyy-MM-dd, yyyy-MM-ddTHH:mm, partial "1950", "1950-03",
 * "1950-03-12"). The web's date fields mask what is typed, read it here and hand the form the API's form.
 *
 * A date field's value is the ISO day (or the date-time input's yyyy-MM-ddTHH:mm), '' when empty, or the text as
 * typed while it is not a date yet ("12.05.20", "31.02.2026"): a form never mistakes a half-typed date for none.
 */

export const DATE_PLACEHOLDER = 'дд.мм.гггг';
export const DATE_TIME_PLACEHOLDER = 'дд.мм.гггг чч:мм';
export const TIME_PLACEHOLDER = 'чч:мм';
/** the hint of a person's date field, the same words as the rule's message (PERSON_MSG.dateFormat) */
export const PARTIAL_DATE_HINT = 'дд.мм.гггг, мм.гггг или гггг';

export const DATE_TEXT_MSG = {
  dateIncomplete: 'Введите дату полностью: дд.мм.гггг',
  dateImpossible: 'Такой даты нет: проверьте день, месяц и год',
  dateTimeIncomplete: 'Введите дату и время полностью: дд.мм.гггг чч:мм',
  timeIncomplete: 'Введите время полностью: чч:мм',
  timeImpossible: 'Такого времени нет: часы от 00 до 23, минуты от 00 до 59',
} as const;

export type DateTextResult = { ok: true; value: string } | { ok: false; problem: string };

const pad = (value: number) => String(value).padStart(2, '0');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const TYPED_TIME = /^(\d{1,2}):(\d{2})$/;
const SEPARATOR = /[.,/\-:\s]/;

/** A real day of the Gregorian calendar, years 1000 to 9999. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealTime(hours: number, minutes: number): boolean {
  return hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59;
}

/** A real day written yyyy-MM-dd. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A real moment written yyyy-MM-ddTHH:mm (a date-time field's value, on a clock the form knows). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return (
    match !== null &&
    isRealDay(Number(match[1]), Number(match[2]), Number(match[3])) &&
    isRealTime(Number(match[4]), Number(match[5]))
  );
}

/** yyyy-MM-dd → dd.MM.yyyy; anything else → ''. */
export function dateText(iso: string | null | undefined): string {
  const match = ISO_DAY.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** yyyy-MM-ddTHH:mm → dd.MM.yyyy HH:mm; anything else → ''. */
export function dateTimeText(local: string | null | undefined): string {
  const match = LOCAL_DATE_TIME.exec(local ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]}` : '';
}

/** What a person typed into a date field → the ISO day ('' for nothing typed), or what is wrong with it. */
export function parseDateText(text: string): DateTextResult {
  const value = text.trim();
  if (value === '') return { ok: true, value: '' };
  if (ISO_DAY.test(value)) {
    return isIsoDay(value) ? { ok: true, value } : { ok: false, problem: DATE_TEXT_MSG.dateImpossible };
  }
  const match = TYPED_DAY.exec(value);
  if (!match) return { ok: false, problem: DATE_TEXT_MSG.dateIncomplete };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDay(year, month, day)) return { ok: false, problem: DATE_TEXT_MSG.dateImpossible };
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

/** A time typed as HH:mm (H:mm too) → "HH:mm", or what is wrong with it. */
export function parseTimeText(text: string): DateTextResult {
  const value = text.trim();
  const match = TYPED_TIME.exec(value);
  if (!match) return { ok: false, problem: DATE_TEXT_MSG.timeIncomplete };
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (!isRealTime(hours, minutes)) return { ok: false, problem: DATE_TEXT_MSG.timeImpossible };
  return { ok: true, value: `${pad(hours)}:${pad(minutes)}` };
}

/** What a person typed into a date-time field → yyyy-MM-ddTHH:mm ('' for nothing typed), or what is wrong. */
export function parseDateTimeText(text: string): DateTextResult {
  const value = text.trim();
  if (value === '') return { ok: true, value: '' };
  if (LOCAL_DATE_TIME.test(value)) {
    return isLocalDateTime(value)
      ? { ok: true, value }
      : { ok: false, problem: DATE_TEXT_MSG.dateImpossible };
  }
  const [datePart = '', ...rest] = value.split(/\s+/);
  const day = parseDateText(datePart);
  if (!day.ok)
    return TYPED_DAY.test(datePart) ? day : { ok: false, problem: DATE_TEXT_MSG.dateTimeIncomplete };
  if (rest.length !== 1) return { ok: false, problem: DATE_TEXT_MSG.dateTimeIncomplete };
  const time = parseTimeText(rest[0]);
  if (!time.ok) {
    return TYPED_TIME.test(rest[0]) ? time : { ok: false, problem: DATE_TEXT_MSG.dateTimeIncomplete };
  }
  return { ok: true, value: `${day.value}T${time.value}` };
}

/** A date field's value as the ISO day it holds, or '' when it is empty or not a date (yet). */
export function isoDayOf(value: string): string {
  return isIsoDay(value) ? value : '';
}

/** What is wrong with a date field's value (ISO day, '' or the text as typed), or null. */
export function dateValueProblem(value: string): string | null {
  if (value === '' || isIsoDay(value)) return null;
  const parsed = parseDateText(value);
  return parsed.ok ? null : parsed.problem;
}

/** What is wrong with a date-time field's value (yyyy-MM-ddTHH:mm, '' or the text as typed), or null. */
export function dateTimeValueProblem(value: string): string | null {
  if (value === '' || isLocalDateTime(value)) return null;
  const parsed = parseDateTimeText(value);
  return parsed.ok ? null : parsed.problem;
}

type Mask = { sections: readonly number[]; separators: readonly string[] };
const DATE_MASK: Mask = { sections: [2, 2, 4], separators: ['.', '.'] };
const DATE_TIME_MASK: Mask = { sections: [2, 2, 4, 2, 2], separators: ['.', '.', ' ', ':'] };
const TIME_MASK: Mask = { sections: [2, 2], separators: [':'] };
const MASKS = { date: DATE_MASK, datetime: DATE_TIME_MASK, time: TIME_MASK } as const;
export type DateMaskKind = keyof typeof MASKS;

/**
 * Typing shaped into dd.MM.yyyy (or dd.MM.yyyy HH:mm, HH:mm): only digits are kept; a full part moves on to the
 * next with its separator («12052026» → «12.05.2026»); a separator typed after a single digit pads it
 * («1.» → «01.»); a pasted ISO date is written the Russian way. A separator is added only when a digit follows,
 * so erasing never fights the mask.
 */
export function maskDateText(raw: string, kind: DateMaskKind): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(raw);
  if (iso && kind !== 'time') {
    const day = `${iso[3]}.${iso[2]}.${iso[1]}`;
    return kind === 'datetime' && iso[4] ? `${day} ${iso[4]}:${iso[5]}` : day;
  }
  const { sections, separators } = MASKS[kind];
  const parts: string[] = [''];
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index];
    const last = parts.length - 1;
    if (char >= '0' && char <= '9') {
      if (parts[last].length < sections[last]) parts[last] += char;
      else if (last + 1 < sections.length) parts.push(char);
    } else if (SEPARATOR.test(char) && parts[last] !== '' && last + 1 < sections.length) {
      // a separator typed at the end after one digit of a two-digit part completes it
      if (index === raw.length - 1 && parts[last].length === 1 && sections[last] === 2) {
        parts[last] = `0${parts[last]}`;
      }
      parts.push('');
    }
  }
  return parts.reduce(
    (text, part, index) => (index === 0 ? part : `${text}${separators[index - 1]}${part}`),
    '',
  );
}

/**
 * Where the caret goes after masking: after as many digits as stood before it in what was typed (and after the
 * separator that follows them when one was just typed).
 */
export function maskedCaret(raw: string, caret: number, masked: string): number {
  if (caret >= raw.length) return masked.length;
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  let position = 0;
  for (let seen = 0; position < masked.length && seen < digitsBefore; position += 1) {
    if (masked[position] >= '0' && masked[position] <= '9') seen += 1;
  }
  const typedSeparator = caret > 0 && SEPARATOR.test(raw[caret - 1]);
  if (typedSeparator && position < masked.length && !/\d/.test(masked[position])) position += 1;
  return position;
}

// a phone's decimal keypad may offer a comma instead of the point
const TYPED_PARTIAL = /^(?:(\d{1,2})[./,\s])?(\d{1,2})[./,\s](\d{4})$/;

/**
 * What a family types into a person's date field → the API's partial ISO string: "1950", "03.1950" and
 * "12.03.1950" (as dates are shown), or "1950-03" and "1950-03-12" (as the API speaks). Anything else is
 * returned trimmed, for the shared rule to refuse with its message.
 */
export function partialDateFromText(text: string): string {
  const value = text.trim();
  const match = TYPED_PARTIAL.exec(value);
  if (!match) return value;
  const [, day, month, year] = match;
  const two = (part: string) => part.padStart(2, '0');
  return day ? `${year}-${two(month)}-${two(day)}` : `${year}-${two(month)}`;
}
