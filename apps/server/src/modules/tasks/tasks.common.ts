import { TASK_MSG } from '@sp/shared/api/tasks';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../platform/errors';
import { findOwned } from '../../platform/tenant';
import { accounts } from '../accounts/accounts.table';
import { type TaskRow, tasks } from './tasks.table';

/** The accounts a task names, joined under their own names: who holds it, who wrote it or a comment, who ticked. */
export const assigneeAccount = alias(accounts, 'assignee_account');
export const authorAccount = alias(accounts, 'author_account');
export const doneByAccount = alias(accounts, 'done_by_account');

export type NameParts = { first: string | null; last: string | null; email: string | null };

export function nameOf({ first, last, email }: NameParts): string {
  return accountDisplayName({ firstName: first, lastName: last, email });
}

/** An account reference of the API ({ id, name }), or null when none is named. */
export const accountRef = (id: number | null, parts: NameParts) =>
  id === null ? null : { id, name: nameOf(parts) };

/** The company's task, or 404. */
export const ownTask = (db: Db, companyId: number, id: number): Promise<TaskRow> =>
  findOwned(db, tasks, companyId, id);

/** The company's task named in a body's task_id: a field error, not a 404, when it is not. */
export async function taskOfBody(db: Db, companyId: number, id: number): Promise<TaskRow> {
  try {
    return await ownTask(db, companyId, id);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw fieldError('task_id', TASK_MSG.notFound);
    throw error;
  }
}

/** Was this database error a to-do pointing at a task deleted meanwhile, or the like? */
export function isForeignKeyError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23503';
}

/** A change of a task's to-dos changes the task. */
export const touchTask = (tx: Db, taskId: number) =>
  tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));
