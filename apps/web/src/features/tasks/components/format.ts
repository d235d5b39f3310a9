import type { Task, TaskStatus } from '@sp/shared/api/tasks';
import { formatDateTime } from '@sp/shared/format/date';
import { isLocalDateTime } from '@sp/shared/format/date-text';

/** The chip colour of a status: new neutral blue, in work primary, done green. */
export const TASK_STATUS_COLORS: Record<TaskStatus, 'info' | 'primary' | 'success'> = {
  new: 'info',
  in_progress: 'primary',
  done: 'success',
};

/** An open task whose deadline has passed. */
export function isOverdue(task: Pick<Task, 'status' | 'deadline'>, now = Date.now()): boolean {
  return task.status !== 'done' && task.deadline !== null && new Date(task.deadline).getTime() < now;
}

/** «dd.MM.yyyy HH:mm», or «Без срока». */
export function deadlineText(deadline: string | null): string {
  return deadline ? formatDateTime(deadline) : 'Без срока';
}

/** An ISO date-time as a date-time field's value (yyyy-MM-ddTHH:mm) in the browser's time zone. */
export function localDateTimeValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time field's value (yyyy-MM-ddTHH:mm, browser's time zone) as an ISO date-time, or null when empty or not a date-time (yet). */
export function isoFromLocal(value: string): string | null {
  if (!isLocalDateTime(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The first message among a field's errors (a list's own, or its first line's). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}
