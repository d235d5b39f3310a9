import { REPORT_MSG } from '@sp/shared/api/reports';
import { isoDayOf } from '@sp/shared/format/date-text';
import { dayInZone } from '@sp/shared/format/date-words';
import { useState } from 'react';
import { PeriodFields } from '../../../components/date-fields';
import type { DealerPeriod } from '../api/dealer-statistic';

/** This Moscow month: its first and last days. */
export function thisMonth(now = new Date()): DealerPeriod {
  const today = dayInZone(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { date_start: `${today.slice(0, 7)}-01`, date_end: last };
}

/** The period an address names (?date_start=…&date_end=…, in order), else null. */
export function periodOf(search: URLSearchParams): DealerPeriod | null {
  const [start, end] = [isoDayOf(search.get('date_start') ?? ''), isoDayOf(search.get('date_end') ?? '')];
  return start && end && start <= end ? { date_start: start, date_end: end } : null;
}

/**
 * A period typed as two days (the one given, else this month): the period to ask for, the last good one while a
 * day is half typed or the days are out of order, and the problem to show.
 */
export function usePeriod(initial: DealerPeriod | null = null) {
  const [asked, setAsked] = useState<DealerPeriod>(() => initial ?? thisMonth());
  const [typed, setTyped] = useState({ from: asked.date_start, to: asked.date_end });
  const [from, to] = [isoDayOf(typed.from), isoDayOf(typed.to)];
  const problem = from && to && from > to ? REPORT_MSG.periodOrder : null;
  const change = (next: { from?: string; to?: string }) => {
    const value = { ...typed, ...next };
    setTyped(value);
    const [start, end] = [isoDayOf(value.from), isoDayOf(value.to)];
    if (start && end && start <= end) setAsked({ date_start: start, date_end: end });
  };
  return { typed, asked, problem, change };
}

type PeriodFilterProps = {
  period: ReturnType<typeof usePeriod>;
  /** after each change (a list goes back to its first page) */
  onChanged?: () => void;
};

/** «С» and «По», dd.MM.yyyy; the second marked when it comes before the first. */
export function PeriodFilter({ period, onChanged }: PeriodFilterProps) {
  return (
    <PeriodFields
      from={period.typed.from}
      to={period.typed.to}
      fromLabel="С"
      toLabel="По"
      problem={period.problem}
      onChange={(next) => {
        period.change(next);
        onChanged?.();
      }}
    />
  );
}
