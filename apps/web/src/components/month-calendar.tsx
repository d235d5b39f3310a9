import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MONTHS_GENITIVE, MONTHS_NOMINATIVE } from '@sp/shared/format/date-words';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

const WEEKDAYS = [
  ['Пн', 'понедельник'],
  ['Вт', 'вторник'],
  ['Ср', 'среда'],
  ['Чт', 'четверг'],
  ['Пт', 'пятница'],
  ['Сб', 'суббота'],
  ['Вс', 'воскресенье'],
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

const ROW = { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px', mb: '2px' } as const;

/** yyyy-MM-dd of a date's calendar day in the browser's time zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd moved by days (UTC arithmetic: no summer-time surprises). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd moved by months, the day kept where the month has it (31 January + 1 month → 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(date, last))}`;
}

/** 0 for Monday … 6 for Sunday. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The weeks of a month, Monday first, whole: the first and last weeks run into the months around it. */
export function monthWeeks(year: number, month: number): string[][] {
  const first = `${year}-${pad(month)}-01`;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const start = addDays(first, -weekdayOf(first));
  const count = Math.ceil((weekdayOf(first) + length) / 7);
  return Array.from({ length: count }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** «12 мая 2026» */
export function dayName(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS_GENITIVE[month - 1]} ${year}`;
}

function monthTitle(year: number, month: number): string {
  const name = MONTHS_NOMINATIVE[month - 1];
  return `${name[0].toUpperCase()}${name.slice(1)} ${year}`;
}

type MonthCalendarProps = {
  /** the chosen day (yyyy-MM-dd) or '' */
  value: string;
  onPick: (day: string) => void;
  /** the first and last days that may be chosen */
  min?: string;
  max?: string;
  /** moves the keyboard's focus to the chosen day (or today) when shown */
  autoFocus?: boolean;
};

/**
 * A month in Russian, Monday first: the arrows change the month; in the grid ← → move a day, ↑ ↓ a week, Home and
 * End to the week's ends, Page Up and Page Down a month (with Shift a year), Enter or Space picks.
 */
export function MonthCalendar({ value, onPick, min, max, autoFocus = false }: MonthCalendarProps) {
  const today = localDay(new Date());
  const [focused, setFocused] = useState(value || today);
  const [year, month] = focused.split('-').map(Number);
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(autoFocus);

  // a value set from outside shows its month
  useEffect(() => {
    if (value) setFocused(value);
  }, [value]);

  // the keyboard's focus follows the focused day after a move (and on opening)
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const outside = (day: string) => Boolean((min && day < min) || (max && day > max));

  const move = (next: string) => {
    moved.current = true;
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayOf(focused)),
      End: () => addDays(focused, 6 - weekdayOf(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  const showMonth = (months: number) => setFocused(addMonths(`${year}-${pad(month)}-01`, months));

  return (
    <Box sx={{ p: 1.5, width: 'min(100vw - 32px, 320px)', boxSizing: 'border-box' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Предыдущий месяц" onClick={() => showMonth(-1)} size="small">
          <ChevronLeft />
        </IconButton>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          aria-live="polite"
          sx={{ fontWeight: 600 }}
        >
          {monthTitle(year, month)}
        </Typography>
        <IconButton aria-label="Следующий месяц" onClick={() => showMonth(1)} size="small">
          <ChevronRight />
        </IconButton>
      </Box>
      <Box ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <Box role="row" sx={ROW}>
          {WEEKDAYS.map(([short, full]) => (
            <Box
              key={short}
              role="columnheader"
              aria-label={full}
              sx={{
                typography: 'caption',
                color: 'text.secondary',
                fontWeight: 500,
                textAlign: 'center',
                pb: 0.5,
              }}
            >
              {short}
            </Box>
          ))}
        </Box>
        {monthWeeks(year, month).map((week) => (
          <Box role="row" key={week[0]} sx={ROW}>
            {week.map((day, index) => {
              // a week's days of the months before and after are left blank, their columns kept
              if (Number(day.slice(5, 7)) !== month) return <Box key={day} aria-hidden />;
              const selected = day === value;
              const disabled = outside(day);
              return (
                <Box
                  key={day}
                  component="button"
                  type="button"
                  role="gridcell"
                  aria-colindex={index + 1}
                  aria-selected={selected}
                  data-day={day}
                  tabIndex={day === focused ? 0 : -1}
                  aria-label={dayName(day)}
                  aria-current={day === today ? 'date' : undefined}
                  aria-disabled={disabled || undefined}
                  onClick={() => {
                    setFocused(day);
                    if (!disabled) onPick(day);
                  }}
                  sx={{
                    width: '100%',
                    aspectRatio: '1',
                    maxHeight: 40,
                    display: 'grid',
                    placeItems: 'center',
                    m: 0,
                    p: 0,
                    border: '1px solid',
                    borderColor: day === today && !selected ? 'primary.main' : 'transparent',
                    borderRadius: '50%',
                    font: 'inherit',
                    typography: 'body2',
                    cursor: disabled ? 'default' : 'pointer',
                    color: selected ? 'primary.contrastText' : disabled ? 'text.disabled' : 'text.primary',
                    bgcolor: selected ? 'primary.main' : 'transparent',
                    '&:hover': {
                      bgcolor: selected ? 'primary.dark' : disabled ? 'transparent' : 'action.hover',
                    },
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'primary.dark',
                      outlineOffset: 1,
                    },
                  }}
                >
                  {Number(day.slice(8))}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', mt: 1 }}>
        <Button size="small" onClick={() => (outside(today) ? move(today) : onPick(today))}>
          Сегодня
        </Button>
      </Box>
    </Box>
  );
}
