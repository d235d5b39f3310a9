import type { TaskStatus } from '@sp/shared/api/tasks';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { companies } from '../companies/companies.table';
import { orders } from '../orders/orders.table';
import { persons } from '../persons/persons.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A company's task template (SPEC §7 task-templates/): its title (also the title of the tasks made from it), a
 * description, and its to-do templates in order.
 */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** sanitised rich text */
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('task_templates_company_idx').on(table.companyId, table.title)],
);

/** One line of a template's to-do list; a task made from the template copies them in this order. */
export const todoTemplates = pgTable(
  'todo_templates',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => taskTemplates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 0, 1, 2… within the template; kept gap-free by the service */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('todo_templates_template_idx').on(table.templateId, table.sortOrder)],
);

/**
 * A company's task (SPEC §3 Task): what to do, its status (packages/shared/src/api/tasks.ts), who holds it (the
 * company's owner or an employee), the deadline, and what it is about: a deal and/or a person of the company.
 * A deleted deal, person, template or account leaves the task with the link emptied (its history stays).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** sanitised rich text */
    description: text('description').notNull().default(''),
    status: text('status').$type<TaskStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** the template the task was made from */
    templateId: integer('template_id').references(() => taskTemplates.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tasks_company_created_idx').on(table.companyId, table.createdAt),
    index('tasks_company_deadline_idx').on(table.companyId, table.deadline),
    index('tasks_order_idx').on(table.orderId),
    index('tasks_person_idx').on(table.personId),
    index('tasks_assignee_idx').on(table.assigneeId),
    check('tasks_status', sql`${table.status} in ('new','in_progress','done')`),
  ],
);

/** One item of a task's to-do list, ticked or not, in the order the company keeps. */
export const todos = pgTable(
  'task_todos',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    /** 0, 1, 2… within the task; kept gap-free by the service */
    sortOrder: integer('sort_order').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('task_todos_task_idx').on(table.taskId, table.sortOrder)],
);

/** A comment on a task; its author may delete it. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TodoRow = typeof todos.$inferSelect;
export type TaskCommentRow = typeof taskComments.$inferSelect;
export type TaskTemplateRow = typeof taskTemplates.$inferSelect;
export type TodoTemplateRow = typeof todoTemplates.$inferSelect;
