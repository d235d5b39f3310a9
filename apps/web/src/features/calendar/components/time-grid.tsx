import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef } from 'react';
import {
  dayInWords,
  moscowHour,
  movedTo,
  WEEKDAYS_SHORT,
  weekDays,
  weekdayIndex,
  weekdayName,
} from './calendar-dates';
import type { CalendarEvent } from './calendar-events';
import { useDropTarget } from './drop-target';
import { EventChip } from './event-chip';
import type { CalendarViewProps } from './view-props';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The working day starts here: the grid opens scrolled to it, or to an earlier event. */
const FIRST_WORKING_HOUR = 8;
const GUTTER = 56;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type SlotProps = Omit<CalendarViewProps, 'byDay' | 'day' | 'today' | 'onOpenDay'> & {
  date: string;
  hour: number;
  events: CalendarEvent[];
  single: boolean;
};

function HourSlot({ date, hour, events, single, dragging, onMove, ...chip }: SlotProps) {
  const allowed = dragging !== null && !(dragging.day === date && moscowHour(dragging.at) === hour);
  const drop = useDropTarget(allowed, () => dragging && onMove(dragging, movedTo(dragging.at, date, hour)));
  return (
    <Box
      role="group"
      aria-label={`${dayInWords(date)}, ${hourText(hour)}`}
      data-day={date}
      data-hour={hour}
      data-drop={allowed ? 'allowed' : 'none'}
      {...drop.handlers}
      sx={{
        minWidth: 0,
        minHeight: 44,
        p: 0.25,
        borderLeft: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: drop.over
          ? 'action.selected'
          : hour < FIRST_WORKING_HOUR || hour >= 20
            ? 'grey.50'
            : 'transparent',
        transition: 'background-color 120ms',
      }}
    >
      {events.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.25 }}>
          {events.map((event) => (
            <EventChip
              key={event.key}
              event={event}
              dense={!single}
              lines={single ? undefined : 3}
              {...chip}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

type TimeGridProps = CalendarViewProps & { view: 'week' | 'day' };

/**
 * The week (seven columns, Monday first) or one day by the hour, Moscow time: an event sits in its hour and is
 * dropped into another hour (and day), keeping its minutes.
 */
export function TimeGrid({ view, day, today, byDay, onOpenDay, ...rest }: TimeGridProps) {
  const days = view === 'week' ? weekDays(day) : [day];
  const single = days.length === 1;
  const scroller = useRef<HTMLDivElement>(null);
  const earliest = Math.min(
    FIRST_WORKING_HOUR,
    ...days.flatMap((date) => (byDay.get(date) ?? []).map((event) => moscowHour(event.at))),
  );

  // opens at the working day (or the first event before it), each time the period changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new period scrolls, not a moved event
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-hour-label="${earliest}"]`);
    if (box && row)
      box.scrollTop = row.offsetTop - (box.querySelector<HTMLElement>('[data-head]')?.offsetHeight ?? 0);
  }, [view, days[0]]);

  const columns = `${GUTTER}px repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <Box
      ref={scroller}
      sx={{
        position: 'relative',
        maxHeight: { xs: '70vh', md: 'calc(100vh - 280px)' },
        minHeight: 320,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        data-head
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'grid',
          gridTemplateColumns: columns,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ typography: 'caption', color: 'text.secondary', p: 0.5, alignSelf: 'end' }}>МСК</Box>
        {days.map((date) => {
          const isToday = date === today;
          const content = (
            <>
              <Box component="span" sx={{ typography: 'caption', fontWeight: 500 }}>
                {single ? weekdayName(date) : WEEKDAYS_SHORT[weekdayIndex(date)]}
              </Box>
              <Box
                component="span"
                sx={{
                  typography: 'h6',
                  lineHeight: '32px',
                  minWidth: 32,
                  borderRadius: 16,
                  px: 0.5,
                  color: isToday ? 'primary.contrastText' : 'text.primary',
                  bgcolor: isToday ? 'primary.main' : 'transparent',
                }}
              >
                {Number(date.slice(8, 10))}
              </Box>
            </>
          );
          const sx = {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            py: 0.75,
            borderLeft: 1,
            borderColor: 'divider',
            color: weekdayIndex(date) >= 5 ? 'error.main' : 'text.secondary',
          } as const;
          // the day view's own day is a heading of its column, not a link to itself
          return single ? (
            <Box key={date} sx={sx}>
              {content}
            </Box>
          ) : (
            <ButtonBase
              key={date}
              onClick={() => onOpenDay(date)}
              aria-label={`Открыть день: ${weekdayName(date)}, ${dayInWords(date)}`}
              sx={sx}
            >
              {content}
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns }}>
        {HOURS.map((hour) => (
          <Box key={hour} sx={{ display: 'contents' }}>
            <Box
              data-hour-label={hour}
              sx={{
                typography: 'caption',
                color: 'text.secondary',
                textAlign: 'right',
                pr: 1,
                pt: 0.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {hourText(hour)}
            </Box>
            {days.map((date) => (
              <HourSlot
                key={date}
                date={date}
                hour={hour}
                single={single}
                events={(byDay.get(date) ?? []).filter((event) => moscowHour(event.at) === hour)}
                {...rest}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
