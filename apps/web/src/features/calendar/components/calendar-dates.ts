import { dayInZone, MONTHS_GENITIVE, MONTHS_NOMINATIVE, timeInZone } from '@sp/shared/format/date-words';

/**
 * The calendar's days and hours. A day is 'YYYY-MM-DD' on Moscow's calendar, as the server reads the period
 * (/api/company-orders/calendar/ and the tasks' date_gte / date_lte): every company works on Moscow time for now.
 * Arithmetic on days is done at noon UTC, so no time zone of the browser can move a day.
 */

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

/** Moscow keeps UTC+3 all year (since 2014): a wall-clock time there is this offset from UTC. */
const MOSCOW_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

export const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
const WEEKDAYS_FULL = [
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
  'воскресенье',
] as const;

/** A real day written YYYY-MM-DD (not 2026-02-30). */
function isDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Today in Moscow. */
export function todayInMoscow(now: Date = new Date()): string {
  return dayInZone(now);
}

/** The Moscow day of a moment (an ISO date-time): 2026-11-20T22:30Z is on 2026-11-21. */
export function moscowDay(iso: string): string {
  return dayInZone(new Date(iso));
}

/** HH:mm of a moment on Moscow's clock. */
export function moscowTime(iso: string): string {
  return timeInZone(new Date(iso));
}

/** The hour (0–23) of a moment on Moscow's clock. */
export function moscowHour(iso: string): number {
  return Number(moscowTime(iso).slice(0, 2));
}

/** The moment of a Moscow day and wall-clock time ('HH:mm'), as an ISO string (UTC). */
export function moscowInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00${MOSCOW_OFFSET}`).toISOString();
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(noon(day).getTime() + days * DAY_MS));
}

/** 0 for Monday … 6 for Sunday: the week starts on Monday. */
export function weekdayIndex(day: string): number {
  return (noon(day).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The week's seven days, Monday first. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function monthOf(day: string): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

function monthStart(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month's grid: whole weeks, Monday first, from the week of its first day to the week of its last
 * (four to six weeks; the neighbouring months' days fill the first and the last week).
 */
export function monthGrid(day: string): string[][] {
  const { year, month } = monthOf(day);
  const first = monthStart(year, month);
  const last = addDays(first, daysInMonth(year, month) - 1);
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** The days a view shows, first and last, both inclusive: what the calendar asks the server for. */
export function rangeOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const days = weekDays(day);
    return { from: days[0], to: days[6] };
  }
  const weeks = monthGrid(day);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}

/** The same day of another month, the last day where the month is shorter (31 January + 1 → 28 February). */
function addMonths(day: string, months: number): string {
  const { year, month } = monthOf(day);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(nextYear, nextMonth));
  return `${monthStart(nextYear, nextMonth).slice(0, 8)}${String(date).padStart(2, '0')}`;
}

/** «Назад» / «Вперёд»: a month, a week or a day. */
export function shiftDay(view: CalendarView, day: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(day, direction);
  return addDays(day, view === 'week' ? 7 * direction : direction);
}

/** '2026-11-23' → «23 ноября 2026» (with the year) or «23 ноября». */
export function dayInWords(day: string, withYear = true): string {
  const { year, month } = monthOf(day);
  const date = Number(day.slice(8, 10));
  return `${date} ${MONTHS_GENITIVE[month - 1]}${withYear ? ` ${year}` : ''}`;
}

export function weekdayName(day: string): string {
  return WEEKDAYS_FULL[weekdayIndex(day)];
}

/**
 * The view's title: «ноябрь 2026», «16 – 22 ноября 2026» (a week across months or years names both:
 * «30 ноября – 6 декабря 2026», «28 декабря 2026 – 3 января 2027»), «понедельник, 23 ноября 2026».
 */
export function titleOf(view: CalendarView, day: string): string {
  const { year, month } = monthOf(day);
  if (view === 'month') return `${MONTHS_NOMINATIVE[month - 1]} ${year}`;
  if (view === 'day') return `${weekdayName(day)}, ${dayInWords(day)}`;
  const days = weekDays(day);
  const first = days[0];
  const last = days[6];
  const firstMonth = monthOf(first);
  const lastMonth = monthOf(last);
  if (firstMonth.year !== lastMonth.year) return `${dayInWords(first)} – ${dayInWords(last)}`;
  if (firstMonth.month !== lastMonth.month) {
    return `${dayInWords(first, false)} – ${dayInWords(last)}`;
  }
  return `${Number(first.slice(8, 10))} – ${dayInWords(last)}`;
}

/** The view and the day from the page's query (?view=week&date=2026-11-23); unknown values read as the defaults. */
export function calendarStateOf(params: URLSearchParams, today: string): { view: CalendarView; day: string } {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: CALENDAR_VIEWS.includes(view as CalendarView) ? (view as CalendarView) : 'month',
    day: isDay(date) ? date : today,
  };
}

/**
 * Where a dragged event lands: on another day (the month view) it keeps its Moscow time; in an hour slot (the week
 * and day views) it takes that hour and keeps its minutes.
 */
export function movedTo(iso: string, day: string, hour?: number): string {
  const time = moscowTime(iso);
  const hh = hour === undefined ? time.slice(0, 2) : String(hour).padStart(2, '0');
  return moscowInstant(day, `${hh}:${time.slice(3, 5)}`);
}

/** A date-time field's value (yyyy-MM-ddTHH:mm) showing a moment on Moscow's clock. */
export function moscowInputValue(iso: string): string {
  return `${moscowDay(iso)}T${moscowTime(iso)}`;
}

/** A date-time field's value read on Moscow's clock, or null when empty or not a date-time (yet). */
export function fromMoscowInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match || !isDay(match[1])) return null;
  const date = new Date(`${match[1]}T${match[2]}:00${MOSCOW_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
