import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@sp/shared/format/plural';
import { dayInWords, monthGrid, monthOf, movedTo, WEEKDAYS_SHORT } from './calendar-dates';
import type { CalendarEvent } from './calendar-events';
import { useDropTarget } from './drop-target';
import { EventChip } from './event-chip';
import type { CalendarViewProps } from './view-props';

/** Events a month cell shows before «ещё N». */
const CELL_EVENTS = 3;

const eventsWord = (count: number) => pluralRu(count, ['событие', 'события', 'событий']);

function WeekdayHeader({ dense = false }: { dense?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }} aria-hidden>
      {WEEKDAYS_SHORT.map((name, index) => (
        <Typography
          key={name}
          variant="caption"
          sx={{
            textAlign: dense ? 'center' : 'left',
            px: dense ? 0 : 1,
            py: 0.5,
            fontWeight: 500,
            color: index >= 5 ? 'error.main' : 'text.secondary',
          }}
        >
          {name}
        </Typography>
      ))}
    </Box>
  );
}

type CellProps = Omit<CalendarViewProps, 'byDay'> & {
  date: string;
  events: CalendarEvent[];
  inMonth: boolean;
};

function MonthCell({ date, events, inMonth, today, dragging, onMove, onOpenDay, ...chip }: CellProps) {
  const allowed = dragging !== null && dragging.day !== date;
  const drop = useDropTarget(allowed, () => dragging && onMove(dragging, movedTo(dragging.at, date)));
  const isToday = date === today;
  const hidden = events.length - CELL_EVENTS;
  const label = `${dayInWords(date)}${events.length ? `, ${events.length} ${eventsWord(events.length)}` : ''}`;
  return (
    <Box
      role="group"
      aria-label={label}
      data-day={date}
      data-drop={allowed ? 'allowed' : 'none'}
      {...drop.handlers}
      sx={{
        minWidth: 0,
        minHeight: 118,
        p: 0.5,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: drop.over ? 'action.selected' : inMonth ? 'background.paper' : 'grey.50',
        outline: allowed ? '1px dashed' : 'none',
        outlineColor: 'primary.light',
        outlineOffset: -3,
        transition: 'background-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', mb: 0.25 }}>
        <ButtonBase
          onClick={() => onOpenDay(date)}
          aria-label={`Открыть день: ${dayInWords(date)}`}
          sx={{
            minWidth: 28,
            height: 28,
            px: 0.5,
            borderRadius: 14,
            typography: 'body2',
            fontWeight: isToday ? 700 : 400,
            color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.disabled',
            bgcolor: isToday ? 'primary.main' : 'transparent',
            '&:hover': { bgcolor: isToday ? 'primary.dark' : 'action.hover' },
          }}
        >
          {Number(date.slice(8, 10))}
        </ButtonBase>
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, display: 'grid', gap: 0.25 }}
        aria-label={`События ${dayInWords(date)}`}
      >
        {events.slice(0, hidden > 0 ? CELL_EVENTS - 1 : CELL_EVENTS).map((event) => (
          <EventChip key={event.key} event={event} lines={2} {...chip} />
        ))}
      </Box>
      {hidden > 0 && (
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => onOpenDay(date)}
          sx={{ mt: 0.25, pl: 0.5 }}
        >
          ещё {hidden + 1}
        </Link>
      )}
    </Box>
  );
}

/** The month as a grid of weeks, Monday first; an event is dropped on another day keeping its time. */
export function MonthView({ byDay, day, ...rest }: CalendarViewProps) {
  const { month } = monthOf(day);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <WeekdayHeader />
      <Box
        role="group"
        aria-label="Дни месяца"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {monthGrid(day)
          .flat()
          .map((date) => (
            <MonthCell
              key={date}
              date={date}
              day={day}
              events={byDay.get(date) ?? []}
              inMonth={monthOf(date).month === month}
              {...rest}
            />
          ))}
      </Box>
    </Box>
  );
}

type MonthDotsProps = Pick<CalendarViewProps, 'day' | 'today' | 'byDay'> & {
  /** a tap on a day: it becomes the page's day, its list shows below */
  onPick: (day: string) => void;
};

/** The month on a phone: each day with a dot per kind of event and the count; the chosen day is marked. */
export function MonthDots({ day, today, byDay, onPick }: MonthDotsProps) {
  const { month } = monthOf(day);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <WeekdayHeader dense />
      <Box
        role="group"
        aria-label="Дни месяца"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
      >
        {monthGrid(day)
          .flat()
          .map((date) => {
            const events = byDay.get(date) ?? [];
            const colors = [...new Set(events.map((event) => event.color))].slice(0, 3);
            const chosen = date === day;
            return (
              <ButtonBase
                key={date}
                data-day={date}
                aria-pressed={chosen}
                aria-label={`${dayInWords(date)}${events.length ? `, ${events.length} ${eventsWord(events.length)}` : ''}`}
                onClick={() => onPick(date)}
                sx={{
                  flexDirection: 'column',
                  py: 0.75,
                  minHeight: 52,
                  borderRadius: 1,
                  bgcolor: chosen ? 'action.selected' : 'transparent',
                  color: monthOf(date).month === month ? 'text.primary' : 'text.disabled',
                }}
              >
                <Box
                  component="span"
                  sx={{
                    width: 28,
                    height: 28,
                    lineHeight: '28px',
                    borderRadius: '50%',
                    typography: 'body2',
                    fontWeight: date === today ? 700 : 400,
                    bgcolor: date === today ? 'primary.main' : 'transparent',
                    color: date === today ? 'primary.contrastText' : 'inherit',
                  }}
                >
                  {Number(date.slice(8, 10))}
                </Box>
                <Box component="span" sx={{ display: 'flex', gap: 0.25, alignItems: 'center', height: 12 }}>
                  {colors.map((color) => (
                    <Box
                      key={color}
                      component="span"
                      sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: `${color}.main` }}
                    />
                  ))}
                  {events.length > 0 && (
                    <Box
                      component="span"
                      sx={{ fontSize: 10, lineHeight: 1, color: 'text.secondary', ml: 0.25 }}
                    >
                      {events.length}
                    </Box>
                  )}
                </Box>
              </ButtonBase>
            );
          })}
      </Box>
    </Box>
  );
}
