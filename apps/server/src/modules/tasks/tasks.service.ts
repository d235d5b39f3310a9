import { personFullName } from '@sp/shared/api/persons';
import {
  type Assignee,
  type CommentCreateBody,
  TASK_LIMITS,
  TASK_MSG,
  TASK_STATUSES,
  type Task,
  type TaskComment,
  type TaskDetail,
  type TaskStatus,
  type Todo,
  type TodoCreateBody,
  type TodoSortBody,
  type TodoUpdateBody,
  type taskCreateSchema,
  type taskFromTemplateSchema,
  type taskPatchSchema,
  type tasksQuerySchema,
  type taskUpdateSchema,
} from '@sp/shared/api/tasks';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, forbidden, notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { memberships } from '../companies/companies.table';
import { orders } from '../orders/orders.table';
import { findOwnedPerson } from '../persons/persons.service';
import { persons } from '../persons/persons.table';
import type { TaskTemplatesService } from './task-templates.service';
import {
  type TaskCommentRow,
  type TaskRow,
  type TodoRow,
  taskComments,
  tasks,
  taskTemplates,
  todos,
} from './tasks.table';

type Scope = { companyId: number; accountId: number };
type ListQuery = z.infer<typeof tasksQuerySchema>;
type TaskCreateBody = z.infer<typeof taskCreateSchema>;
type TaskUpdateBody = z.infer<typeof taskUpdateSchema>;
type TaskPatchBody = z.infer<typeof taskPatchSchema>;
type TaskFromTemplateBody = z.infer<typeof taskFromTemplateSchema>;
/** A task's fields as the services take them, after the schemas' defaults. */
type TaskFields = {
  title: string;
  description: string;
  status: TaskStatus;
  assignee_id: number | null;
  deadline: string | null;
  order_id: number | null;
  person_id: number | null;
};

/** Days in the filters are the company's days: Moscow time, as the deals' filters (no company keeps its own zone). */
const ZONE = 'Europe/Moscow';
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;
const nextDayStart = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone ${ZONE})`;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const assigneeAccount = alias(accounts, 'assignee_account');
const authorAccount = alias(accounts, 'author_account');
const doneByAccount = alias(accounts, 'done_by_account');

const STATUS_RANK = sql.raw(
  `case "tasks"."status" ${TASK_STATUSES.map((status, index) => `when '${status}' then ${index}`).join(' ')} end`,
);

const SORT_COLUMNS: Record<string, SQL | PgColumn> = {
  created_at: tasks.createdAt,
  updated_at: tasks.updatedAt,
  deadline: tasks.deadline,
  title: sql`lower(${tasks.title})`,
  status: STATUS_RANK,
};

/** Written out: the counts are correlated with the row of "tasks" being read. */
const todosTotal = sql<number>`(select count(*)::int from "task_todos" d where d.task_id = "tasks"."id")`;
const todosDone = sql<number>`(select count(*)::int from "task_todos" d where d.task_id = "tasks"."id" and d.is_done)`;
const commentsCount = sql<number>`(select count(*)::int from "task_comments" c where c.task_id = "tasks"."id")`;

/**
 * A task row with what it points to, named. The deal's number is read from the orders table (orders.number) for
 * the link's text «Сделка № N»: tasks only read the deal's id, company and number, never change it.
 */
const taskColumns = {
  task: tasks,
  assigneeFirst: assigneeAccount.firstName,
  assigneeLast: assigneeAccount.lastName,
  assigneeEmail: assigneeAccount.email,
  authorFirst: authorAccount.firstName,
  authorLast: authorAccount.lastName,
  authorEmail: authorAccount.email,
  orderNumber: orders.number,
  personLast: persons.lastName,
  personFirst: persons.firstName,
  personPatronymic: persons.patronymic,
  templateTitle: taskTemplates.title,
  todosTotal,
  todosDone,
  commentsCount,
};

type NameParts = { first: string | null; last: string | null; email: string | null };

export function nameOf({ first, last, email }: NameParts): string {
  return accountDisplayName({ firstName: first, lastName: last, email });
}

const ref = (id: number | null, parts: NameParts) => (id === null ? null : { id, name: nameOf(parts) });

function selectTasks(db: Db) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(assigneeAccount, eq(assigneeAccount.id, tasks.assigneeId))
    .leftJoin(authorAccount, eq(authorAccount.id, tasks.createdBy))
    .leftJoin(orders, eq(orders.id, tasks.orderId))
    .leftJoin(persons, eq(persons.id, tasks.personId))
    .leftJoin(taskTemplates, eq(taskTemplates.id, tasks.templateId));
}

type TaskSelection = Awaited<ReturnType<ReturnType<typeof selectTasks>['where']>>[number];

function serializeTask(row: TaskSelection): Task {
  const { task } = row;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    assignee: ref(task.assigneeId, {
      first: row.assigneeFirst,
      last: row.assigneeLast,
      email: row.assigneeEmail,
    }),
    deadline: task.deadline?.toISOString() ?? null,
    order:
      task.orderId !== null && row.orderNumber !== null
        ? { id: task.orderId, number: row.orderNumber }
        : null,
    person:
      task.personId !== null && row.personFirst !== null
        ? {
            id: task.personId,
            full_name: personFullName({
              last_name: row.personLast ?? '',
              first_name: row.personFirst,
              patronymic: row.personPatronymic ?? '',
            }),
          }
        : null,
    template:
      task.templateId !== null && row.templateTitle !== null
        ? { id: task.templateId, title: row.templateTitle }
        : null,
    created_by: ref(task.createdBy, { first: row.authorFirst, last: row.authorLast, email: row.authorEmail }),
    todos_total: Number(row.todosTotal),
    todos_done: Number(row.todosDone),
    comments_count: Number(row.commentsCount),
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}

/** What the journal keeps of a task: its fields in the API's names. */
function journalledTask(row: TaskRow, todoTitles?: string[]): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    status: row.status,
    assignee_id: row.assigneeId,
    deadline: row.deadline?.toISOString() ?? null,
    order_id: row.orderId,
    person_id: row.personId,
    template_id: row.templateId,
    ...(todoTitles ? { todos: todoTitles } : {}),
  };
}

function journalledTodo(row: TodoRow): Record<string, unknown> {
  return { task_id: row.taskId, title: row.title, is_done: row.isDone };
}

/** Was this database error a to-do pointing at a task deleted meanwhile, or the like? */
function isForeignKeyError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23503';
}

/**
 * A company's tasks (SPEC §3 Task, §7 /api/company-tasks/): the list with the spec's filters, a task with its
 * to-do list (kept gap-free in order: 0, 1, 2…) and comments, a task from a template, and the tasks of a deal.
 * Every change is journalled in its own transaction (models Task, Todo, TaskComment).
 */
export function createTasksService(deps: { db: Db; templates: TaskTemplatesService }) {
  const { db, templates } = deps;

  async function ownTask(companyId: number, id: number): Promise<TaskRow> {
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  /** The company's task named in a body's task_id: a field error, not a 404, when it is not. */
  async function taskOfBody(companyId: number, id: number): Promise<TaskRow> {
    try {
      return await ownTask(companyId, id);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404)
        throw fieldError('task_id', TASK_MSG.notFound);
      throw error;
    }
  }

  async function describe(id: number): Promise<Task> {
    const [row] = await selectTasks(db).where(eq(tasks.id, id));
    if (!row) throw notFound();
    return serializeTask(row);
  }

  async function todosOf(database: Db, taskId: number): Promise<TodoRow[]> {
    return database
      .select()
      .from(todos)
      .where(eq(todos.taskId, taskId))
      .orderBy(asc(todos.sortOrder), asc(todos.id));
  }

  async function serializeTodos(taskId: number): Promise<Todo[]> {
    const rows = await db
      .select({
        todo: todos,
        first: doneByAccount.firstName,
        last: doneByAccount.lastName,
        email: doneByAccount.email,
      })
      .from(todos)
      .leftJoin(doneByAccount, eq(doneByAccount.id, todos.doneBy))
      .where(eq(todos.taskId, taskId))
      .orderBy(asc(todos.sortOrder), asc(todos.id));
    return rows.map(({ todo, first, last, email }) => serializeTodo(todo, { first, last, email }));
  }

  function serializeTodo(todo: TodoRow, doneBy: NameParts): Todo {
    return {
      id: todo.id,
      task_id: todo.taskId,
      title: todo.title,
      is_done: todo.isDone,
      sort_order: todo.sortOrder,
      done_at: todo.doneAt?.toISOString() ?? null,
      done_by: todo.isDone ? ref(todo.doneBy, doneBy) : null,
      created_at: todo.createdAt.toISOString(),
    };
  }

  async function detail(id: number): Promise<TaskDetail> {
    return { ...(await describe(id)), todos: await serializeTodos(id) };
  }

  /**
   * The links a task's body names must be the company's: the assignee a member of it (its owner or an employee,
   * SPEC §6 memberships), the deal one of its deals (only the deal's id and company are read), the person one it
   * owns. Each failure is a field error.
   */
  async function checkLinks(
    companyId: number,
    links: { assignee_id?: number | null; order_id?: number | null; person_id?: number | null },
  ): Promise<void> {
    if (links.assignee_id != null) {
      const [member] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.accountId, links.assignee_id)));
      if (!member) throw fieldError('assignee_id', TASK_MSG.assigneeNotFound);
    }
    if (links.order_id != null) {
      const [deal] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, links.order_id), eq(orders.companyId, companyId)));
      if (!deal) throw fieldError('order_id', TASK_MSG.orderNotFound);
    }
    if (links.person_id != null) {
      try {
        await findOwnedPerson(db, { companyId }, links.person_id);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) {
          throw fieldError('person_id', TASK_MSG.personNotFound);
        }
        throw error;
      }
    }
  }

  function listWhere(companyId: number, q: ListQuery): SQL {
    const conditions: (SQL | undefined)[] = [eq(tasks.companyId, companyId)];
    if (q.query) {
      const pattern = `%${escapeLike(q.query)}%`;
      conditions.push(or(ilike(tasks.title, pattern), ilike(tasks.description, pattern)));
    }
    if (q.status?.length) conditions.push(inArray(tasks.status, q.status));
    if (q.assignee === 'none') conditions.push(isNull(tasks.assigneeId));
    else if (q.assignee !== undefined) conditions.push(eq(tasks.assigneeId, q.assignee));
    if (q.order_id) conditions.push(eq(tasks.orderId, q.order_id));
    if (q.person_id) conditions.push(eq(tasks.personId, q.person_id));
    if (q.template_id) conditions.push(eq(tasks.templateId, q.template_id));
    if (q.deadline_from_date) conditions.push(sql`${tasks.deadline} >= ${dayStart(q.deadline_from_date)}`);
    if (q.deadline_to_date) conditions.push(sql`${tasks.deadline} < ${nextDayStart(q.deadline_to_date)}`);
    if (q.created_from_date) conditions.push(sql`${tasks.createdAt} >= ${dayStart(q.created_from_date)}`);
    if (q.created_to_date) conditions.push(sql`${tasks.createdAt} < ${nextDayStart(q.created_to_date)}`);
    if (q.date_gte) {
      conditions.push(
        isDay(q.date_gte)
          ? sql`${tasks.deadline} >= ${dayStart(q.date_gte)}`
          : sql`${tasks.deadline} >= ${q.date_gte}::timestamptz`,
      );
    }
    if (q.date_lte) {
      conditions.push(
        isDay(q.date_lte)
          ? sql`${tasks.deadline} < ${nextDayStart(q.date_lte)}`
          : sql`${tasks.deadline} <= ${q.date_lte}::timestamptz`,
      );
    }
    return and(...conditions) as SQL;
  }

  /** Inserts the to-dos at the end of a task's list (after `after` items), in order. */
  async function insertTodos(tx: Db, taskId: number, titles: string[], after = 0): Promise<void> {
    if (!titles.length) return;
    await tx
      .insert(todos)
      .values(titles.map((title, index) => ({ taskId, title, sortOrder: after + index })));
  }

  async function insertTask(
    scope: Scope,
    fields: TaskFields,
    todoTitles: string[],
    templateId: number | null,
  ): Promise<number> {
    await checkLinks(scope.companyId, fields);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tasks)
        .values({
          companyId: scope.companyId,
          title: fields.title,
          description: sanitizeRichText(fields.description),
          status: fields.status,
          assigneeId: fields.assignee_id,
          deadline: fields.deadline ? new Date(fields.deadline) : null,
          orderId: fields.order_id,
          personId: fields.person_id,
          templateId,
          createdBy: scope.accountId,
        })
        .returning();
      await insertTodos(tx, created.id, todoTitles);
      await recordAudit(tx, {
        ...scope,
        model: 'Task',
        recordId: created.id,
        action: 'create',
        after: journalledTask(created, todoTitles),
      });
      return created.id;
    });
  }

  async function changeTask(scope: Scope, id: number, changes: Partial<TaskFields>): Promise<TaskDetail> {
    const before = await ownTask(scope.companyId, id);
    // only the links that change are checked: a link kept as it was stays valid even if it would not be now
    await checkLinks(scope.companyId, {
      assignee_id: changes.assignee_id !== before.assigneeId ? changes.assignee_id : undefined,
      order_id: changes.order_id !== before.orderId ? changes.order_id : undefined,
      person_id: changes.person_id !== before.personId ? changes.person_id : undefined,
    });
    const values: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
    if (changes.title !== undefined) values.title = changes.title;
    if (changes.description !== undefined) values.description = sanitizeRichText(changes.description);
    if (changes.status !== undefined) values.status = changes.status;
    if (changes.assignee_id !== undefined) values.assigneeId = changes.assignee_id;
    if (changes.deadline !== undefined)
      values.deadline = changes.deadline ? new Date(changes.deadline) : null;
    if (changes.order_id !== undefined) values.orderId = changes.order_id;
    if (changes.person_id !== undefined) values.personId = changes.person_id;
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(tasks)
        .set(values)
        .where(and(eq(tasks.id, id), eq(tasks.companyId, scope.companyId)))
        .returning();
      await recordAudit(tx, {
        ...scope,
        model: 'Task',
        recordId: id,
        action: 'update',
        before: journalledTask(before),
        after: journalledTask(updated),
      });
    });
    return detail(id);
  }

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
      .select({
        todo: todos,
        first: doneByAccount.firstName,
        last: doneByAccount.lastName,
        email: doneByAccount.email,
      })
      .from(todos)
      .leftJoin(doneByAccount, eq(doneByAccount.id, todos.doneBy))
      .where(eq(todos.id, id));
    if (!row) throw notFound();
    return serializeTodo(row.todo, row);
  }

  const touch = (tx: Db, taskId: number) =>
    tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));

  /** Numbers the task's to-dos 0, 1, 2… in the given order. */
  async function renumber(tx: Db, ordered: TodoRow[]): Promise<void> {
    for (const [index, todo] of ordered.entries()) {
      if (todo.sortOrder !== index)
        await tx.update(todos).set({ sortOrder: index }).where(eq(todos.id, todo.id));
    }
  }

  async function commentById(id: number, viewerId: number): Promise<TaskComment> {
    const [row] = await db
      .select({
        comment: taskComments,
        first: authorAccount.firstName,
        last: authorAccount.lastName,
        email: authorAccount.email,
      })
      .from(taskComments)
      .leftJoin(authorAccount, eq(authorAccount.id, taskComments.authorId))
      .where(eq(taskComments.id, id));
    if (!row) throw notFound();
    return serializeComment(row.comment, row, viewerId);
  }

  function serializeComment(row: TaskCommentRow, author: NameParts, viewerId: number): TaskComment {
    return {
      id: row.id,
      task_id: row.taskId,
      comment: row.comment,
      author: ref(row.authorId, author),
      is_own: row.authorId === viewerId,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async list(companyId: number, q: ListQuery): Promise<{ results: Task[]; count: number }> {
      const where = listWhere(companyId, q);
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where);
      const descending = q.sort.startsWith('-');
      const column = SORT_COLUMNS[q.sort.replace(/^-/, '')] ?? tasks.createdAt;
      const order = descending ? desc(column) : asc(column);
      const rows = await selectTasks(db)
        .where(where)
        // a task without a deadline comes after those with one, either way
        .orderBy(
          ...(q.sort.endsWith('deadline') ? [sql`${tasks.deadline} is null`] : []),
          order,
          descending ? desc(tasks.id) : asc(tasks.id),
        )
        .offset(q.offset)
        .limit(q.limit);
      return { count: Number(total), results: rows.map(serializeTask) };
    },

    async get(companyId: number, id: number): Promise<TaskDetail> {
      await ownTask(companyId, id);
      return detail(id);
    },

    /**
     * GET /api/tasks/task-tracker/{id}/: the tasks of the company's deal, nearest deadline first (none last), then
     * the newest. Another company's deal, or none, is a 404: only the deal's id and company are read to know.
     */
    async ofOrder(
      companyId: number,
      orderId: number,
      page: { offset: number; limit: number },
    ): Promise<{ results: Task[]; count: number }> {
      const [deal] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
      if (!deal) throw notFound();
      const where = and(eq(tasks.companyId, companyId), eq(tasks.orderId, orderId)) as SQL;
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where);
      const rows = await selectTasks(db)
        .where(where)
        .orderBy(sql`${tasks.deadline} is null`, asc(tasks.deadline), desc(tasks.createdAt), desc(tasks.id))
        .offset(page.offset)
        .limit(page.limit);
      return { count: Number(total), results: rows.map(serializeTask) };
    },

    async create(scope: Scope, body: TaskCreateBody): Promise<TaskDetail> {
      const { todos: titles, ...fields } = body;
      return detail(await insertTask(scope, fields, titles, null));
    },

    /** The template's title (unless the body gives one), description and to-dos, in one transaction. */
    async createFromTemplate(scope: Scope, body: TaskFromTemplateBody): Promise<TaskDetail> {
      const { template, todos: titles } = await templates.forTask(scope.companyId, body.template_id);
      const fields: TaskFields = {
        title: body.title ?? template.title,
        description: template.description,
        status: body.status ?? 'new',
        assignee_id: body.assignee_id ?? null,
        deadline: body.deadline ?? null,
        order_id: body.order_id ?? null,
        person_id: body.person_id ?? null,
      };
      return detail(await insertTask(scope, fields, titles, template.id));
    },

    /** PUT: every field as sent (with the schema's defaults). */
    async update(scope: Scope, id: number, body: TaskUpdateBody): Promise<TaskDetail> {
      return changeTask(scope, id, body);
    },

    /** PATCH: only the fields sent. */
    async patch(scope: Scope, id: number, body: TaskPatchBody): Promise<TaskDetail> {
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as Partial<TaskFields>;
      return changeTask(scope, id, changes);
    },

    /** Its to-dos and comments go with it. */
    async remove(scope: Scope, id: number): Promise<void> {
      const before = await ownTask(scope.companyId, id);
      const list = await todosOf(db, id);
      await db.transaction(async (tx) => {
        await tx.delete(tasks).where(eq(tasks.id, id));
        await recordAudit(tx, {
          ...scope,
          model: 'Task',
          recordId: id,
          action: 'delete',
          before: journalledTask(
            before,
            list.map((todo) => todo.title),
          ),
        });
      });
    },

    /** The company's owner and employees: who may hold a task. */
    async assignees(companyId: number): Promise<{ results: Assignee[]; count: number }> {
      const rows = await db
        .select({
          id: accounts.id,
          first: accounts.firstName,
          last: accounts.lastName,
          email: accounts.email,
          isOwner: memberships.isOwner,
        })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(eq(memberships.companyId, companyId))
        .orderBy(
          desc(memberships.isOwner),
          asc(accounts.firstName),
          asc(accounts.lastName),
          asc(accounts.id),
        );
      return {
        count: rows.length,
        results: rows.map((row) => ({ id: row.id, name: nameOf(row), is_owner: row.isOwner })),
      };
    },

    // ---- to-dos

    async todos(companyId: number, taskId: number): Promise<{ results: Todo[]; count: number }> {
      await ownTask(companyId, taskId);
      const results = await serializeTodos(taskId);
      return { results, count: results.length };
    },

    async getTodo(companyId: number, id: number): Promise<Todo> {
      await ownTodo(companyId, id);
      return todoById(id);
    },

    /** A new item at the end of the task's list. */
    async createTodo(scope: Scope, body: TodoCreateBody): Promise<Todo> {
      const task = await taskOfBody(scope.companyId, body.task_id);
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
          await touch(tx, task.id);
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
    async updateTodo(scope: Scope, id: number, body: TodoUpdateBody): Promise<Todo> {
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
          await touch(tx, before.taskId);
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

    async removeTodo(scope: Scope, id: number): Promise<void> {
      const before = await ownTodo(scope.companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(todos).where(eq(todos.id, id));
        await renumber(tx, await todosOf(tx, before.taskId));
        await touch(tx, before.taskId);
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
    async sortTodos(scope: Scope, taskId: number, body: TodoSortBody): Promise<Todo[]> {
      await ownTask(scope.companyId, taskId);
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
        await touch(tx, taskId);
        await recordAudit(tx, {
          ...scope,
          model: 'Task',
          recordId: taskId,
          action: 'update',
          before: { todo_order: current.map((todo) => todo.title) },
          after: { todo_order: ordered.map((todo) => todo.title) },
        });
      });
      return serializeTodos(taskId);
    },

    // ---- comments

    async comments(
      scope: Scope,
      query: { task_id: number; offset: number; limit: number },
    ): Promise<{ results: TaskComment[]; count: number }> {
      await ownTask(scope.companyId, query.task_id);
      const where = eq(taskComments.taskId, query.task_id);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(taskComments)
        .where(where);
      const rows = await db
        .select({
          comment: taskComments,
          first: authorAccount.firstName,
          last: authorAccount.lastName,
          email: authorAccount.email,
        })
        .from(taskComments)
        .leftJoin(authorAccount, eq(authorAccount.id, taskComments.authorId))
        .where(where)
        .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
        .offset(query.offset)
        .limit(query.limit);
      return {
        count: Number(total),
        results: rows.map((row) => serializeComment(row.comment, row, scope.accountId)),
      };
    },

    async createComment(scope: Scope, body: CommentCreateBody): Promise<TaskComment> {
      const task = await taskOfBody(scope.companyId, body.task_id);
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
    async removeComment(scope: Scope, id: number): Promise<void> {
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

export type TasksService = ReturnType<typeof createTasksService>;
