import {
  TASK_LIMITS,
  TASK_MSG,
  type TaskTemplate,
  type TodoTemplate,
  type TodoTemplateCreateBody,
  type TodoTemplateUpdateBody,
  type taskTemplateCreateSchema,
  type taskTemplatesQuerySchema,
  type taskTemplateUpdateSchema,
} from '@sp/shared/api/tasks';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import { COUNT, listPage } from '../../platform/paging';
import { sanitizeRichText } from '../../platform/rich-text';
import { escapeLike } from '../../platform/sql-text';
import { findOwned } from '../../platform/tenant';
import {
  type TaskTemplateRow,
  type TodoTemplateRow,
  tasks,
  taskTemplates,
  todoTemplates,
} from './tasks.table';

type ListQuery = z.infer<typeof taskTemplatesQuerySchema>;
type TaskTemplateCreateBody = z.infer<typeof taskTemplateCreateSchema>;
type TaskTemplateUpdateBody = z.infer<typeof taskTemplateUpdateSchema>;

export function serializeTodoTemplate(row: TodoTemplateRow): TodoTemplate {
  return { id: row.id, template_id: row.templateId, title: row.title, sort_order: row.sortOrder };
}

function journalledTemplate(row: TaskTemplateRow, todoTitles?: string[]): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    ...(todoTitles ? { todos: todoTitles } : {}),
  };
}

function journalledTodoTemplate(row: TodoTemplateRow): Record<string, unknown> {
  return { template_id: row.templateId, title: row.title, sort_order: row.sortOrder };
}

/** Written out: drizzle leaves columns unqualified in a one-table select. */
const tasksCount = sql<number>`(select count(*)::int from "tasks" t where t.template_id = "task_templates"."id")`;

/**
 * A company's task templates and their to-do templates (SPEC §7 task-templates/, todo-templates/). A task made
 * from a template (tasks-from-template/) copies its title, description and to-dos; the task keeps no tie to the
 * to-do templates, so changing a template later changes no task.
 */
export function createTaskTemplatesService(deps: { db: Db }) {
  const { db } = deps;

  const own = (companyId: number, id: number) => findOwned(db, taskTemplates, companyId, id);

  function todosOf(database: Db, templateIds: number[]): Promise<TodoTemplateRow[]> {
    if (templateIds.length === 0) return Promise.resolve([]);
    return database
      .select()
      .from(todoTemplates)
      .where(inArray(todoTemplates.templateId, templateIds))
      .orderBy(asc(todoTemplates.sortOrder), asc(todoTemplates.id));
  }

  async function describe(rows: { row: TaskTemplateRow; tasks: number }[]): Promise<TaskTemplate[]> {
    const todos = await todosOf(
      db,
      rows.map(({ row }) => row.id),
    );
    return rows.map(({ row, tasks: count }) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      todos: todos.filter((todo) => todo.templateId === row.id).map(serializeTodoTemplate),
      tasks_count: Number(count),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function describeOne(row: TaskTemplateRow): Promise<TaskTemplate> {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(tasks)
      .where(eq(tasks.templateId, row.id));
    return (await describe([{ row, tasks: total }]))[0];
  }

  /** The to-do template of one of the company's templates, with that template. */
  async function ownTodo(
    companyId: number,
    id: number,
  ): Promise<{ todo: TodoTemplateRow; template: TaskTemplateRow }> {
    const [found] = await db
      .select({ todo: todoTemplates, template: taskTemplates })
      .from(todoTemplates)
      .innerJoin(taskTemplates, eq(taskTemplates.id, todoTemplates.templateId))
      .where(and(eq(todoTemplates.id, id), eq(taskTemplates.companyId, companyId)));
    if (!found) throw notFound();
    return found;
  }

  /** Numbers the template's to-do templates 0, 1, 2… in the given order. */
  async function renumber(tx: Db, ordered: TodoTemplateRow[]): Promise<void> {
    for (const [index, todo] of ordered.entries()) {
      if (todo.sortOrder !== index) {
        await tx.update(todoTemplates).set({ sortOrder: index }).where(eq(todoTemplates.id, todo.id));
      }
    }
  }

  const touch = (tx: Db, templateId: number) =>
    tx.update(taskTemplates).set({ updatedAt: new Date() }).where(eq(taskTemplates.id, templateId));

  return {
    async list(companyId: number, query: ListQuery): Promise<{ results: TaskTemplate[]; count: number }> {
      const where = and(
        eq(taskTemplates.companyId, companyId),
        query.query ? ilike(taskTemplates.title, `%${escapeLike(query.query)}%`) : undefined,
      ) as SQL;
      const descending = query.sort.startsWith('-');
      const column = query.sort.endsWith('title')
        ? sql`lower(${taskTemplates.title})`
        : taskTemplates.createdAt;
      return listPage(
        db.select(COUNT).from(taskTemplates).where(where),
        db
          .select({ row: taskTemplates, tasks: tasksCount })
          .from(taskTemplates)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), asc(taskTemplates.id))
          .offset(query.offset)
          .limit(query.limit),
        describe,
      );
    },

    async get(companyId: number, id: number): Promise<TaskTemplate> {
      return describeOne(await own(companyId, id));
    },

    /** The template and its to-do titles in order, as a task made from it copies them (404 if not the company's). */
    async forTask(companyId: number, id: number): Promise<{ template: TaskTemplateRow; todos: string[] }> {
      const [template] = await db
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.id, id), eq(taskTemplates.companyId, companyId)));
      if (!template) throw fieldError('template_id', TASK_MSG.templateNotFound);
      const todos = await todosOf(db, [id]);
      return { template, todos: todos.map((todo) => todo.title) };
    },

    async create(scope: CompanyScope, body: TaskTemplateCreateBody): Promise<TaskTemplate> {
      const titles = body.todos ?? [];
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(taskTemplates)
          .values({
            companyId: scope.companyId,
            title: body.title,
            description: sanitizeRichText(body.description ?? ''),
            createdBy: scope.accountId,
          })
          .returning();
        if (titles.length) {
          await tx
            .insert(todoTemplates)
            .values(titles.map((title, index) => ({ templateId: created.id, title, sortOrder: index })));
        }
        await recordAudit(tx, {
          ...scope,
          model: 'TaskTemplate',
          recordId: created.id,
          action: 'create',
          after: journalledTemplate(created, titles),
        });
        return created;
      });
      return describeOne(row);
    },

    async update(scope: CompanyScope, id: number, body: TaskTemplateUpdateBody): Promise<TaskTemplate> {
      const before = await own(scope.companyId, id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(taskTemplates)
          .set({
            title: body.title,
            description: sanitizeRichText(body.description),
            updatedAt: new Date(),
          })
          .where(eq(taskTemplates.id, id))
          .returning();
        await recordAudit(tx, {
          ...scope,
          model: 'TaskTemplate',
          recordId: id,
          action: 'update',
          before: journalledTemplate(before),
          after: journalledTemplate(updated),
        });
        return updated;
      });
      return describeOne(row);
    },

    /** Its to-do templates go with it; tasks made from it stay, only their link to it is emptied. */
    async remove(scope: CompanyScope, id: number): Promise<void> {
      const before = await own(scope.companyId, id);
      const todos = await todosOf(db, [id]);
      await db.transaction(async (tx) => {
        await tx.delete(taskTemplates).where(eq(taskTemplates.id, id));
        await recordAudit(tx, {
          ...scope,
          model: 'TaskTemplate',
          recordId: id,
          action: 'delete',
          before: journalledTemplate(
            before,
            todos.map((todo) => todo.title),
          ),
        });
      });
    },

    // ---- to-do templates

    async todos(companyId: number, templateId: number): Promise<{ results: TodoTemplate[]; count: number }> {
      await own(companyId, templateId);
      const rows = await todosOf(db, [templateId]);
      return { results: rows.map(serializeTodoTemplate), count: rows.length };
    },

    async getTodo(companyId: number, id: number): Promise<TodoTemplate> {
      return serializeTodoTemplate((await ownTodo(companyId, id)).todo);
    },

    /** A new to-do template at the end of the template's list. */
    async createTodo(scope: CompanyScope, body: TodoTemplateCreateBody): Promise<TodoTemplate> {
      const [template] = await db
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.id, body.template_id), eq(taskTemplates.companyId, scope.companyId)));
      if (!template) throw fieldError('template_id', TASK_MSG.templateNotFound);
      const row = await db.transaction(async (tx) => {
        const [{ total, last }] = await tx
          .select({
            total: sql<number>`count(*)::int`,
            last: sql<number>`coalesce(max(${todoTemplates.sortOrder}), -1)::int`,
          })
          .from(todoTemplates)
          .where(eq(todoTemplates.templateId, template.id));
        if (Number(total) >= TASK_LIMITS.todos) throw fieldError('title', TASK_MSG.tooManyTemplateTodos);
        const [created] = await tx
          .insert(todoTemplates)
          .values({ templateId: template.id, title: body.title, sortOrder: Number(last) + 1 })
          .returning();
        await touch(tx, template.id);
        await recordAudit(tx, {
          ...scope,
          model: 'TodoTemplate',
          recordId: created.id,
          action: 'create',
          after: journalledTodoTemplate(created),
        });
        return created;
      });
      return serializeTodoTemplate(row);
    },

    /** Renames it and/or moves it to `sort_order` among the template's list; the others close up around it. */
    async updateTodo(scope: CompanyScope, id: number, body: TodoTemplateUpdateBody): Promise<TodoTemplate> {
      const { todo: before } = await ownTodo(scope.companyId, id);
      const row = await db.transaction(async (tx) => {
        if (body.sort_order !== undefined) {
          const list = await todosOf(tx, [before.templateId]);
          const rest = list.filter((todo) => todo.id !== id);
          const at = Math.min(body.sort_order, rest.length);
          rest.splice(at, 0, before);
          await renumber(tx, rest);
        }
        if (body.title !== undefined) {
          await tx.update(todoTemplates).set({ title: body.title }).where(eq(todoTemplates.id, id));
        }
        const [updated] = await tx.select().from(todoTemplates).where(eq(todoTemplates.id, id));
        await touch(tx, before.templateId);
        await recordAudit(tx, {
          ...scope,
          model: 'TodoTemplate',
          recordId: id,
          action: 'update',
          before: journalledTodoTemplate(before),
          after: journalledTodoTemplate(updated),
        });
        return updated;
      });
      return serializeTodoTemplate(row);
    },

    async removeTodo(scope: CompanyScope, id: number): Promise<void> {
      const { todo: before } = await ownTodo(scope.companyId, id);
      await db.transaction(async (tx) => {
        await tx.delete(todoTemplates).where(eq(todoTemplates.id, id));
        await renumber(tx, await todosOf(tx, [before.templateId]));
        await touch(tx, before.templateId);
        await recordAudit(tx, {
          ...scope,
          model: 'TodoTemplate',
          recordId: id,
          action: 'delete',
          before: journalledTodoTemplate(before),
        });
      });
    },
  };
}

export type TaskTemplatesService = ReturnType<typeof createTaskTemplatesService>;
