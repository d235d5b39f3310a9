/** Calendar days written YYYY-MM-DD, counted without time zones (a day is a date, not a moment). */
const DAY_MS = 86_400_000;
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** YYYY-MM-DD moved by whole days (negative: back). */
export const shiftDay = (day: string, days: number): string =>
  new Date(at(day) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from `start` to `end`, both counted (1 for the same day). */
export const daysIn = (start: string, end: string): number => Math.round((at(end) - at(start)) / DAY_MS) + 1;
