import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayInWords, weekdayName } from './calendar-dates';
import { EventChip } from './event-chip';
import type { CalendarViewProps } from './view-props';

type DayListProps = Pick<
  CalendarViewProps,
  'today' | 'byDay' | 'onDragStart' | 'onDragEnd' | 'onReschedule'
> & { days: string[] };

/**
 * Days one under another with their events: the chosen day under the month on a phone, and the week on a phone.
 * Moving is by «Перенести…» here (a phone has no drag and drop).
 */
export function DayList({ days, today, byDay, ...chip }: DayListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {days.map((date) => {
        const events = byDay.get(date) ?? [];
        return (
          <Box
            component="section"
            key={date}
            aria-label={`${weekdayName(date)}, ${dayInWords(date)}`}
            data-day={date}
          >
            <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
              {weekdayName(date)}, {dayInWords(date, false)}
              {date === today && (
                <Typography
                  component="span"
                  variant="caption"
                  color="primary"
                  sx={{ ml: 1, fontWeight: 500 }}
                >
                  сегодня
                </Typography>
              )}
            </Typography>
            {events.length ? (
              <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                {events.map((event) => (
                  <EventChip key={event.key} event={event} dense={false} {...chip} />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Ничего не запланировано
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
