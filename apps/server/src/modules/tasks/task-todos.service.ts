import {
  TASK_LIMITS,
  TASK_MSG,
  type Todo,
  type TodoCreateBody,
  type TodoSortBody,
  type TodoUpdateBody,
} from '@sp/shared/api/tasks';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import {
  accountRef,
  doneByAccount,
  isForeignKeyError,
  type NameParts,
  ownTask,
  taskOfBody,
  touchTask,
} from './tasks.common';
import { type TodoRow, tasks, todos } from './tasks.table';

function serializeTodo(todo: TodoRow, doneBy: NameParts): Todo {
  return {
    id: todo.id,
    task_id: todo.taskId,
    title: todo.title,
    is_done: todo.isDone,
    sort_order: todo.sortOrder,
    done_at: todo.doneAt?.toISOString() ?? null,
    done_by: todo.isDone ? accountRef(todo.doneBy, doneBy) : null,
    created_at: todo.createdAt.toISOString(),
  };
}

function journalledTodo(row: TodoRow): Record<string, unknown> {
  return { task_id: row.taskId, title: row.title, is_done: row.isDone };
}

const todoColumns = {
  todo: todos,
  first: doneByAccount.firstName,
  last: doneByAccount.lastName,
  email: doneByAccount.email,
};

/** A task's to-dos as stored, in their order. */
export function todosOf(db: Db, taskId: number): Promise<TodoRow[]> {
  return db.select().from(todos).where(eq(todos.taskId, taskId)).orderBy(asc(todos.sortOrder), asc(todos.id));
}

/** A task's to-dos as the API shows them, in their order. */
export async function todoViews(db: Db, taskId: number): Promise<Todo[]> {
  const rows = await db
    .select(todoColumns)
    .from(todos)
    .leftJoin(doneByAccount, eq(doneByAccount.id, todos.doneBy))
    .where(eq(todos.taskId, taskId))
    .orderBy(asc(todos.sortOrder), asc(todos.id));
  return rows.map(({ todo, ...doneBy }) => serializeTodo(todo, doneBy));
}

/** Inserts the to-dos at the end of a task's list (after `after` items), in order. */
export async function insertTodos(tx: Db, taskId: number, titles: string[], after = 0): Promise<void> {
  if (!titles.length) return;
  await tx.insert(todos).values(titles.map((title, index) => ({ taskId, title, sortOrder: after + index })));
}

/**
 * The to-do lists of a company's tasks (SPEC §7 todo/, todo-sort-order-updater/): kept gap-free in order (0, 1,
 * 2…), who ticked an item and when; every change touches its task and is journalled (models Todo, Task).
 */
export function createTaskTodosService(db: Db) {
  /** The to-do of one of the company's tasks. */
  async function ownTodo(companyId: number, id: number): Promise<TodoRow> {
    const [found] = await db
      .select({ todo: todos })
      .from(todos)
      .innerJoin(tasks, eq(tasks.id, todos.taskId))
      .where(and(eq(todos.id, id), eq(tasks.companyId, companyId)));
    if (!found) throw notFound();
    return found.todo;
  }

  async function todoById(id: number): Promise<Todo> {
    const [row] = await db
      .select(todoColumns)
      .from(todos)
      .leftJoin(doneByAccount, eq(doneByAccount.id, todos.doneBy))
      .where(eq(todos.id, id));
    if (!row) throw notFound();
    return serializeTodo(row.todo, row);
  }

  /** Numbers the task's to-dos 0, 1, 2… in the given order. */
  async function renumber(tx: Db, ordered: TodoRow[]): Promise<void> {
    for (const [index, todo] of ordered.entries()) {
      if (todo.sortOrder !== index)
        await tx.update(todos).set({ sortOrder: index }).where(eq(todos.id, todo.id));
    }
  }

  return {
    async todos(companyId: number, taskId: number): Promise<{ results: Todo[]; count: number }> {
      await ownTask(db, companyId, taskId);
      const results = await todoViews(db, taskId);
      return { results, count: results.length };
    },

    async getTodo(companyId: number, id: number): Promise<Todo> {
      await ownTodo(companyId, id);
      return todoById(id);
    },

    /** A new item at the end of the task's list. */
    async createTodo(scope: CompanyScope, body: TodoCreateBody): Promise<Todo> {
      const task = await taskOfBody(db, scope.companyId, body.task_id);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [{ total, last }] = await tx
            .select({
              total: sql<number>`count(*)::int`,
              last: sql<number>`coalesce(max(${todos.sortOrder}), -1)::int`,
            })
            .from(todos)
            .where(eq(todos.taskId, task.id));
          if (Number(total) >= TASK_LIMITS.todos) throw fieldError('title', TASK_MSG.tooManyTodos);
          const [created] = await tx
            .insert(todos)
            .values({ taskId: task.id, title: body.title, sortOrder: Number(last) + 1 })
            .returning();
          await touchTask(tx, task.id);
          await recordAudit(tx, {
            ...scope,
            model: 'Todo',
            recordId: created.id,
            action: 'create',
            after: journalledTodo(created),
          });
          return created.id;
        });
      } catch (error) {
        if (isForeignKeyError(error)) throw fieldError('task_id', TASK_MSG.notFound);
        throw error;
      }
      return todoById(id);
    },

    /** Renames it and/or ticks it (who and when are kept) or unticks it. */
    async updateTodo(scope: CompanyScope, id: number, body: TodoUpdateBody): Promise<Todo> {
      const before = await ownTodo(scope.companyId, id);
      const values: Partial<typeof todos.$inferInsert> = {};
      if (body.title !== undefined) values.title = body.title;
      if (body.is_done !== undefined && body.is_done !== before.isDone) {
        values.isDone = body.is_done;
        values.doneAt = body.is_done ? new Date() : null;
        values.doneBy = body.is_done ? scope.accountId : null;
      }
      if (Object.keys(values).length) {
        await db.transaction(async (tx) => {
          const [updated] = await tx.update(todos).set(values).where(eq(todos.id, id)).returning();
          await touchTask(tx, before.taskId);
          await recordAudit(tx, {
            ...scope,
            model: 'Todo',
            recordId: id,
            action: 'update',
            before: journalledTodo(before),
            after: journalledTodo(updated),
          });
        });
      }
      return todoById(id);
    },

    async removeTodo(scope: CompanyScope, id: number): Promise<void> {
      const before = await ownTodo(scope.companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(todos).where(eq(todos.id, id));
        await renumber(tx, await todosOf(tx, before.taskId));
        await touchTask(tx, before.taskId);
        await recordAudit(tx, {
          ...scope,
          model: 'Todo',
          recordId: id,
          action: 'delete',
          before: journalledTodo(before),
        });
      });
    },

    /**
     * todo-sort-order-updater/{task id}/: `ids` must be every to-do of the task, each once; they are numbered
     * 0, 1, 2… in that order in one transaction, journalled as the task's to-do order.
     */
    async sortTodos(scope: CompanyScope, taskId: number, body: TodoSortBody): Promise<Todo[]> {
      await ownTask(db, scope.companyId, taskId);
      await db.transaction(async (tx) => {
        const current = await todosOf(tx, taskId);
        const byId = new Map(current.map((todo) => [todo.id, todo]));
        const ids = body.ids;
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !byId.has(id))
        ) {
          throw fieldError('ids', TASK_MSG.sortOrder);
        }
        const ordered = ids.map((id) => byId.get(id) as TodoRow);
        if (ordered.every((todo, index) => todo.id === current[index].id)) return;
        await renumber(tx, ordered);
        await touchTask(tx, taskId);
        await recordAudit(tx, {
          ...scope,
          model: 'Task',
          recordId: taskId,
          action: 'update',
          before: { todo_order: current.map((todo) => todo.title) },
          after: { todo_order: ordered.map((todo) => todo.title) },
        });
      });
      return todoViews(db, taskId);
    },
  };
}
