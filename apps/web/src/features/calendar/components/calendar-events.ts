import { DEAL_EVENT_LABELS, type DealEvent } from '@sp/shared/api/orders';
import { TASK_STATUS_LABELS, type Task } from '@sp/shared/api/tasks';
import { DATES_LOCKED_STATUSES, ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { moscowDay, moscowTime } from './calendar-dates';

export type CalendarEventKind = 'task' | 'funeral' | 'cremation';
export type EventColor = 'info' | 'primary' | 'success' | 'secondary' | 'warning';

/** A task by its deadline or a deal's funeral or cremation, as the calendar shows it. */
export type CalendarEvent = {
  /** unique on the calendar: a deal gives one event per date */
  key: string;
  source: 'task' | 'deal';
  /** the task's or the deal's id */
  id: number;
  kind: CalendarEventKind;
  /** ISO date-time */
  at: string;
  /** Moscow day and HH:mm of `at` */
  day: string;
  time: string;
  title: string;
  /** the page it opens */
  href: string;
  color: EventColor;
  statusLabel: string;
  /** a done task or a cancelled deal: struck through */
  struck: boolean;
  /** who answers for it: the task's assignee, the deal's author */
  person: string;
  /** the deal's client */
  client: string;
  /** the caller may move it (rights, and a deal still open) */
  movable: boolean;
};

const TASK_COLORS: Record<Task['status'], EventColor> = {
  new: 'info',
  in_progress: 'primary',
  done: 'success',
};

const DEAL_COLORS: Record<DealEvent['kind'], EventColor> = { funeral: 'secondary', cremation: 'warning' };

export const KIND_LABELS: Record<CalendarEventKind, string> = { task: 'Задача', ...DEAL_EVENT_LABELS };

/** A task on its deadline; one without a deadline is not on the calendar. */
export function taskEvent(task: Task, canEdit: boolean): CalendarEvent | null {
  if (!task.deadline) return null;
  return {
    key: `task-${task.id}`,
    source: 'task',
    id: task.id,
    kind: 'task',
    at: task.deadline,
    day: moscowDay(task.deadline),
    time: moscowTime(task.deadline),
    title: task.title,
    href: paths.task(task.id),
    color: TASK_COLORS[task.status],
    statusLabel: TASK_STATUS_LABELS[task.status],
    struck: task.status === 'done',
    person: task.assignee?.name ?? '',
    client: '',
    movable: canEdit,
  };
}

/** «Похороны № 12 — Иванов И. И.»: the deceased, or the client when the deal has none yet. */
export function dealEventTitle(event: DealEvent): string {
  const who = event.deceased?.short_name || event.shopper?.name || '';
  return `${DEAL_EVENT_LABELS[event.kind]} № ${event.number}${who ? ` — ${who}` : ''}`;
}

/** A deal's funeral or cremation; a completed or cancelled deal's dates do not move. */
export function dealEvent(event: DealEvent, canEdit: boolean): CalendarEvent {
  return {
    key: `deal-${event.order_id}-${event.kind}`,
    source: 'deal',
    id: event.order_id,
    kind: event.kind,
    at: event.at,
    day: moscowDay(event.at),
    time: moscowTime(event.at),
    title: dealEventTitle(event),
    href: paths.order(event.order_id),
    color: DEAL_COLORS[event.kind],
    statusLabel: ORDER_STATUS_LABELS[event.status],
    struck: event.status === 'cancelled',
    person: event.responsible?.name ?? '',
    client: event.shopper?.name ?? '',
    movable: canEdit && !DATES_LOCKED_STATUSES.includes(event.status),
  };
}

/** The events of each Moscow day, earliest first (deals before tasks at the same minute). */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const sorted = [...events].sort(
    (a, b) =>
      a.at.localeCompare(b.at) ||
      Number(a.source === 'task') - Number(b.source === 'task') ||
      a.title.localeCompare(b.title, 'ru'),
  );
  const days = new Map<string, CalendarEvent[]>();
  for (const event of sorted) {
    const list = days.get(event.day);
    if (list) list.push(event);
    else days.set(event.day, [event]);
  }
  return days;
}

/** What a screen reader and a tooltip say of an event: kind, time, title, status, people. */
export function eventDescription(event: CalendarEvent): string {
  return [
    `${KIND_LABELS[event.kind]}, ${event.time}`,
    event.title,
    `статус «${event.statusLabel}»`,
    event.person &&
      (event.source === 'task' ? `исполнитель ${event.person}` : `ответственный ${event.person}`),
    event.client && `клиент ${event.client}`,
  ]
    .filter(Boolean)
    .join('; ');
}
