import {
  type Assignee,
  TASK_MSG,
  TASK_STATUSES,
  type Task,
  type TaskDetail,
  type TaskStatus,
  type taskCreateSchema,
  type taskFromTemplateSchema,
  type taskPatchSchema,
  type tasksQuerySchema,
  type taskUpdateSchema,
} from '@sp/shared/api/tasks';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { sanitizeRichText } from '../../platform/rich-text';
import { escapeLike } from '../../platform/sql-text';
import { accounts } from '../accounts/accounts.table';
import { memberships } from '../companies/companies.table';
import { isCompanyOrder, orderNumbersOf } from '../orders/order-lookups.service';
import { personNamesOf } from '../persons/person-lookups.service';
import { findOwnedPerson } from '../persons/persons.service';
import { createTaskCommentsService } from './task-comments.service';
import type { TaskTemplatesService } from './task-templates.service';
import { createTaskTodosService, insertTodos, todosOf, todoViews } from './task-todos.service';
import { accountRef, assigneeAccount, authorAccount, nameOf, ownTask } from './tasks.common';
import { type TaskRow, tasks, taskTemplates } from './tasks.table';

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

/** A task row with the accounts and the template it names; the deal and the person are asked of their modules. */
const taskColumns = {
  task: tasks,
  assigneeFirst: assigneeAccount.firstName,
  assigneeLast: assigneeAccount.lastName,
  assigneeEmail: assigneeAccount.email,
  authorFirst: authorAccount.firstName,
  authorLast: authorAccount.lastName,
  authorEmail: authorAccount.email,
  templateTitle: taskTemplates.title,
  todosTotal,
  todosDone,
  commentsCount,
};

function selectTasks(db: Db) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(assigneeAccount, eq(assigneeAccount.id, tasks.assigneeId))
    .leftJoin(authorAccount, eq(authorAccount.id, tasks.createdBy))
    .leftJoin(taskTemplates, eq(taskTemplates.id, tasks.templateId));
}

type TaskSelection = Awaited<ReturnType<ReturnType<typeof selectTasks>['where']>>[number];

/** What a task links to, named: the deals' numbers (orders) and the persons' full names (persons). */
type LinkNames = { orderNumbers: Map<number, number>; personNames: Map<number, string> };

function serializeTask(row: TaskSelection, links: LinkNames): Task {
  const { task } = row;
  const orderNumber = task.orderId !== null ? links.orderNumbers.get(task.orderId) : undefined;
  const personName = task.personId !== null ? links.personNames.get(task.personId) : undefined;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    assignee: accountRef(task.assigneeId, {
      first: row.assigneeFirst,
      last: row.assigneeLast,
      email: row.assigneeEmail,
    }),
    deadline: task.deadline?.toISOString() ?? null,
    order:
      task.orderId !== null && orderNumber !== undefined ? { id: task.orderId, number: orderNumber } : null,
    person:
      task.personId !== null && personName !== undefined
        ? { id: task.personId, full_name: personName }
        : null,
    template:
      task.templateId !== null && row.templateTitle !== null
        ? { id: task.templateId, title: row.templateTitle }
        : null,
    created_by: accountRef(task.createdBy, {
      first: row.authorFirst,
      last: row.authorLast,
      email: row.authorEmail,
    }),
    todos_total: Number(row.todosTotal),
    todos_done: Number(row.todosDone),
    comments_count: Number(row.commentsCount),
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}

/** The tasks as the API shows them: their deals' numbers and persons' names asked once for all of them. */
async function serializeTasks(db: Db, rows: TaskSelection[]): Promise<Task[]> {
  const [orderNumbers, personNames] = await Promise.all([
    orderNumbersOf(
      db,
      rows.map((row) => row.task.orderId),
    ),
    personNamesOf(
      db,
      rows.map((row) => row.task.personId),
    ),
  ]);
  return rows.map((row) => serializeTask(row, { orderNumbers, personNames }));
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

/**
 * A company's tasks (SPEC §3 Task, §7 /api/company-tasks/): the list with the spec's filters, a task with its
 * to-do list (task-todos.service.ts) and comments (task-comments.service.ts), a task from a template, and the
 * tasks of a deal. Every change is journalled in its own transaction (models Task, Todo, TaskComment).
 */
export function createTasksService(deps: { db: Db; templates: TaskTemplatesService }) {
  const { db, templates } = deps;

  async function describe(id: number): Promise<Task> {
    const rows = await selectTasks(db).where(eq(tasks.id, id));
    if (!rows.length) throw notFound();
    return (await serializeTasks(db, rows))[0];
  }

  async function detail(id: number): Promise<TaskDetail> {
    return { ...(await describe(id)), todos: await todoViews(db, id) };
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
    if (links.order_id != null && !(await isCompanyOrder(db, companyId, links.order_id))) {
      throw fieldError('order_id', TASK_MSG.orderNotFound);
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

  async function insertTask(
    scope: CompanyScope,
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

  async function changeTask(
    scope: CompanyScope,
    id: number,
    changes: Partial<TaskFields>,
  ): Promise<TaskDetail> {
    const before = await ownTask(db, scope.companyId, id);
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

  const taskMethods = {
    async list(companyId: number, q: ListQuery): Promise<{ results: Task[]; count: number }> {
      const where = listWhere(companyId, q);
      const descending = q.sort.startsWith('-');
      const column = SORT_COLUMNS[q.sort.replace(/^-/, '')] ?? tasks.createdAt;
      const order = descending ? desc(column) : asc(column);
      return listPage(
        db.select(COUNT).from(tasks).where(where),
        selectTasks(db)
          .where(where)
          // a task without a deadline comes after those with one, either way
          .orderBy(
            ...(q.sort.endsWith('deadline') ? [sql`${tasks.deadline} is null`] : []),
            order,
            descending ? desc(tasks.id) : asc(tasks.id),
          )
          .offset(q.offset)
          .limit(q.limit),
        (rows) => serializeTasks(db, rows),
      );
    },

    async get(companyId: number, id: number): Promise<TaskDetail> {
      await ownTask(db, companyId, id);
      return detail(id);
    },

    /**
     * GET /api/tasks/task-tracker/{id}/: the tasks of the company's deal, nearest deadline first (none last), then
     * the newest. Another company's deal, or none, is a 404: only the deal's id and company are read to know.
     */
    async ofOrder(
      companyId: number,
      orderId: number,
      page: Page,
    ): Promise<{ results: Task[]; count: number }> {
      if (!(await isCompanyOrder(db, companyId, orderId))) throw notFound();
      const where = and(eq(tasks.companyId, companyId), eq(tasks.orderId, orderId)) as SQL;
      return listPage(
        db.select(COUNT).from(tasks).where(where),
        selectTasks(db)
          .where(where)
          .orderBy(sql`${tasks.deadline} is null`, asc(tasks.deadline), desc(tasks.createdAt), desc(tasks.id))
          .offset(page.offset)
          .limit(page.limit),
        (rows) => serializeTasks(db, rows),
      );
    },

    async create(scope: CompanyScope, body: TaskCreateBody): Promise<TaskDetail> {
      const { todos: titles, ...fields } = body;
      return detail(await insertTask(scope, fields, titles, null));
    },

    /** The template's title (unless the body gives one), description and to-dos, in one transaction. */
    async createFromTemplate(scope: CompanyScope, body: TaskFromTemplateBody): Promise<TaskDetail> {
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
    async update(scope: CompanyScope, id: number, body: TaskUpdateBody): Promise<TaskDetail> {
      return changeTask(scope, id, body);
    },

    /** PATCH: only the fields sent. */
    async patch(scope: CompanyScope, id: number, body: TaskPatchBody): Promise<TaskDetail> {
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as Partial<TaskFields>;
      return changeTask(scope, id, changes);
    },

    /** Its to-dos and comments go with it. */
    async remove(scope: CompanyScope, id: number): Promise<void> {
      const before = await ownTask(db, scope.companyId, id);
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
  };

  // one object for the routes: the task's own calls, its to-dos' and its comments'
  return { ...taskMethods, ...createTaskTodosService(db), ...createTaskCommentsService(db) };
}

export type TasksService = ReturnType<typeof createTasksService>;
