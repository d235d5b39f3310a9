import { type CommentCreateBody, TASK_MSG, type TaskComment } from '@sp/shared/api/tasks';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import {
  accountRef,
  authorAccount,
  isForeignKeyError,
  type NameParts,
  ownTask,
  taskOfBody,
} from './tasks.common';
import { type TaskCommentRow, taskComments, tasks } from './tasks.table';

function serializeComment(row: TaskCommentRow, author: NameParts, viewerId: number): TaskComment {
  return {
    id: row.id,
    task_id: row.taskId,
    comment: row.comment,
    author: accountRef(row.authorId, author),
    is_own: row.authorId === viewerId,
    created_at: row.createdAt.toISOString(),
  };
}

const commentColumns = {
  comment: taskComments,
  first: authorAccount.firstName,
  last: authorAccount.lastName,
  email: authorAccount.email,
};

/** Comments on a company's tasks (SPEC §7 comments/): oldest first; only its author deletes one. */
export function createTaskCommentsService(db: Db) {
  async function commentById(id: number, viewerId: number): Promise<TaskComment> {
    const [row] = await db
      .select(commentColumns)
      .from(taskComments)
      .leftJoin(authorAccount, eq(authorAccount.id, taskComments.authorId))
      .where(eq(taskComments.id, id));
    if (!row) throw notFound();
    return serializeComment(row.comment, row, viewerId);
  }

  return {
    async comments(
      scope: CompanyScope,
      query: { task_id: number; offset: number; limit: number },
    ): Promise<{ results: TaskComment[]; count: number }> {
      await ownTask(db, scope.companyId, query.task_id);
      const where = eq(taskComments.taskId, query.task_id);
      return listPage(
        db.select(COUNT).from(taskComments).where(where),
        db
          .select(commentColumns)
          .from(taskComments)
          .leftJoin(authorAccount, eq(authorAccount.id, taskComments.authorId))
          .where(where)
          .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
          .offset(query.offset)
          .limit(query.limit),
        (rows) => rows.map((row) => serializeComment(row.comment, row, scope.accountId)),
      );
    },

    async createComment(scope: CompanyScope, body: CommentCreateBody): Promise<TaskComment> {
      const task = await taskOfBody(db, scope.companyId, body.task_id);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(taskComments)
            .values({ taskId: task.id, authorId: scope.accountId, comment: body.comment })
            .returning();
          await recordAudit(tx, {
            ...scope,
            model: 'TaskComment',
            recordId: created.id,
            action: 'create',
            after: { task_id: task.id, comment: created.comment },
          });
          return created.id;
        });
      } catch (error) {
        if (isForeignKeyError(error)) throw fieldError('task_id', TASK_MSG.notFound);
        throw error;
      }
      return commentById(id, scope.accountId);
    },

    /** Only its author deletes a comment (403 for anyone else of the company, 404 for another company). */
    async removeComment(scope: CompanyScope, id: number): Promise<void> {
      const [found] = await db
        .select({ comment: taskComments })
        .from(taskComments)
        .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
        .where(and(eq(taskComments.id, id), eq(tasks.companyId, scope.companyId)));
      if (!found) throw notFound();
      if (found.comment.authorId !== scope.accountId) throw forbidden(TASK_MSG.ownCommentOnly);
      await db.transaction(async (tx) => {
        await tx.delete(taskComments).where(eq(taskComments.id, id));
        await recordAudit(tx, {
          ...scope,
          model: 'TaskComment',
          recordId: id,
          action: 'delete',
          before: { task_id: found.comment.taskId, comment: found.comment.comment },
        });
      });
    },
  };
}
