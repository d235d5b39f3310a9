import type { CalendarEvent } from './calendar-events';

/** What every view of the calendar is given by the page. */
export type CalendarViewProps = {
  /** the day the view is at (YYYY-MM-DD, Moscow) */
  day: string;
  today: string;
  byDay: Map<string, CalendarEvent[]>;
  /** the event being dragged, if any */
  dragging: CalendarEvent | null;
  onDragStart: (event: CalendarEvent) => void;
  onDragEnd: () => void;
  /** a drop: the event's new moment (ISO) */
  onMove: (event: CalendarEvent, at: string) => void;
  onReschedule: (event: CalendarEvent) => void;
  /** a day's header or «ещё N»: that day (the day view, or the day's list on a phone) */
  onOpenDay: (day: string) => void;
};
