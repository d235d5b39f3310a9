import type { Task, TaskStatus } from '@sp/shared/api/tasks';
import { formatDateTime } from '@sp/shared/format/date';

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

/** An ISO date-time as the value of an <input type="datetime-local"> in the browser's time zone. */
export function localDateTimeValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of an <input type="datetime-local"> as an ISO date-time, or null when empty or unreadable. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The server's field errors, each field's messages joined. */
export function fieldMessages(fields: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.join(' ')]));
}

/** A zod result's issues as one message per top-level field. */
export function issueMessages(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'detail');
    result[key] ??= issue.message;
  }
  return result;
}
