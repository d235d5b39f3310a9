/** The reports' periods: Moscow days as yyyy-MM-dd, both included. */

export type Period = { start: string; end: string };

export const PERIOD_PRESETS = ['month', 'last-month', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  month: 'Этот месяц',
  'last-month': 'Прошлый месяц',
  quarter: 'Квартал',
  year: 'Год',
};

const MSK_MS = 3 * 3600_000;

/** Today in Moscow (UTC+3 all year). */
export function moscowToday(now = new Date()): string {
  return new Date(now.getTime() + MSK_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd of a year and a month counted from 0 (overflowing into the next or previous year). */
const dayOf = (year: number, month: number, day = 1) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The preset's period around today: this month, last month, this quarter, this year. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'month':
      return { start: dayOf(year, month), end: dayOf(year, month + 1, 0) };
    case 'last-month':
      return { start: dayOf(year, month - 1), end: dayOf(year, month, 0) };
    case 'quarter': {
      const first = month - (month % 3);
      return { start: dayOf(year, first), end: dayOf(year, first + 3, 0) };
    }
    case 'year':
      return { start: dayOf(year, 0), end: dayOf(year, 12, 0) };
  }
}

/** Which preset a period is, if any. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.start === period.start && candidate.end === period.end;
    }) ?? null
  );
}
