import type { TimelineEntry } from '@sp/shared/api/orders';
import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../platform/audit/audit.table';
import { accountRef, authorAccount, nameOf } from './tasks.common';
import { taskComments, tasks } from './tasks.table';

/**
 * What other modules read of the company's tasks without loading them: a deal's tasks done and the comments on
 * them (the deal's timeline, given to the orders module in services.ts), and how many tasks are overdue (the
 * company's home page). Plain queries over the caller's `db`; they never change a task.
 */

/**
 * A deal's timeline entries from its tasks: each task done (when and by whom it was last marked done, from the
 * tasks' journal; a task made done at once counts from its creation) and each comment written on its tasks.
 */
export async function dealTaskActivity(db: Db, companyId: number, orderId: number): Promise<TimelineEntry[]> {
  const own = and(eq(tasks.companyId, companyId), eq(tasks.orderId, orderId));
  const [done, comments] = await Promise.all([
    db
      .select({ id: tasks.id, title: tasks.title, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(own, eq(tasks.status, 'done'))),
    db
      .select({
        id: taskComments.id,
        taskId: tasks.id,
        title: tasks.title,
        comment: taskComments.comment,
        authorId: taskComments.authorId,
        first: authorAccount.firstName,
        last: authorAccount.lastName,
        email: authorAccount.email,
        createdAt: taskComments.createdAt,
      })
      .from(taskComments)
      .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
      .leftJoin(authorAccount, eq(authorAccount.id, taskComments.authorId))
      .where(own),
  ]);
  // the journal record that last made each task done: when, and who
  const marks = done.length
    ? await db
        .selectDistinctOn([auditLog.recordId], {
          recordId: auditLog.recordId,
          accountId: auditLog.accountId,
          createdAt: auditLog.createdAt,
          first: authorAccount.firstName,
          last: authorAccount.lastName,
          email: authorAccount.email,
        })
        .from(auditLog)
        .leftJoin(authorAccount, eq(authorAccount.id, auditLog.accountId))
        .where(
          and(
            eq(auditLog.companyId, companyId),
            eq(auditLog.model, 'Task'),
            inArray(
              auditLog.recordId,
              done.map((task) => String(task.id)),
            ),
            sql`${auditLog.changes} -> 'status' ->> 'new' = 'done'`,
          ),
        )
        .orderBy(auditLog.recordId, desc(auditLog.createdAt), desc(auditLog.id))
    : [];
  const markOf = new Map(marks.map((mark) => [mark.recordId, mark]));
  return [
    ...done.map((task): TimelineEntry => {
      const mark = markOf.get(String(task.id));
      return {
        key: `task-done-${task.id}`,
        kind: 'task_done',
        at: (mark?.createdAt ?? task.updatedAt).toISOString(),
        author: mark && mark.accountId !== null ? accountRef(mark.accountId, mark) : null,
        task: { id: task.id, title: task.title },
      };
    }),
    ...comments.map(
      (row): TimelineEntry => ({
        key: `task-comment-${row.id}`,
        kind: 'task_comment',
        at: row.createdAt.toISOString(),
        author: row.authorId === null ? null : { id: row.authorId, name: nameOf(row) },
        task: { id: row.taskId, title: row.title },
        text: row.comment,
      }),
    ),
  ];
}

/** How many of the company's tasks are past their deadline and not done, at `now`. */
export async function overdueTaskCount(db: Db, companyId: number, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tasks)
    .where(
      and(
        eq(tasks.companyId, companyId),
        ne(tasks.status, 'done'),
        isNotNull(tasks.deadline),
        lt(tasks.deadline, now),
      ),
    );
  return Number(row?.total ?? 0);
}
