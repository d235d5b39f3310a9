import { z } from 'zod';
import { anyOfRequired } from '../validation/fields';
import { MSG } from '../validation/messages';
import { richTextLength } from '../validation/rich-text';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * A company's tasks (SPEC §3 Task, §7 Tasks, /api/company-tasks/): tasks with comments and a to-do list kept in
 * order, task templates with their to-do templates, a task from a template in one step, and the tasks of a deal
 * (GET /api/tasks/task-tracker/{id}/). Date-times are ISO strings with an offset; days are YYYY-MM-DD and are
 * read as Moscow days, as the deals' filters.
 */

/** The spec names no statuses; a task is new, in work or done, and may move between any two of them. */
export const TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  done: 'Выполнена',
};

/** Limits the spec leaves to us. */
export const TASK_LIMITS = {
  title: 200,
  /** visible characters of the description (rich text) */
  description: 5000,
  comment: 1000,
  todo: 300,
  /** to-dos of one task, and of one template */
  todos: 100,
} as const;

export const TASK_MSG = {
  notFound: 'Задача не найдена',
  status: 'Неизвестный статус задачи',
  titleRequired: 'Введите название задачи',
  templateTitleRequired: 'Введите название шаблона',
  todoRequired: 'Введите текст пункта',
  commentRequired: 'Комментарий не может быть пустым',
  dateTime: 'Неверные дата и время',
  date: 'Неверная дата: укажите день, месяц и год',
  periodOrder: 'Дата окончания раньше даты начала',
  assigneeNotFound: 'Исполнитель не работает в компании',
  orderNotFound: 'Сделка не найдена',
  personNotFound: 'Человек не найден среди персон компании',
  templateNotFound: 'Шаблон не найден',
  todoNotFound: 'Пункт не найден',
  commentNotFound: 'Комментарий не найден',
  tooManyTodos: `В задаче не больше ${TASK_LIMITS.todos} пунктов`,
  tooManyTemplateTodos: `В шаблоне не больше ${TASK_LIMITS.todos} пунктов`,
  sortOrder: 'Передайте все пункты задачи, каждый один раз',
  ownCommentOnly: 'Удалить можно только свой комментарий.',
  nothingToChange: 'Нет изменений',
  descriptionTooLong: `Описание не длиннее ${TASK_LIMITS.description} символов`,
} as const;

const blankToNull = (value: unknown) => (value === '' ? null : value);
const id = z.number({ error: MSG.required }).int().positive();
const queryId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
const required = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, { message: MSG.tooLong, abort: true });

const isoDay = z.iso.date({ error: TASK_MSG.date });
/** an ISO date-time with its offset, or null ('' reads as null) */
const dateTimeField = z.preprocess(
  blankToNull,
  z.iso.datetime({ offset: true, error: TASK_MSG.dateTime }).nullable(),
);
const nullableId = z.preprocess(blankToNull, id.nullable());

export const taskStatusField = z.enum(TASK_STATUSES, { error: TASK_MSG.status });

/** Rich text (the server sanitises it to the spec's tags); the limit counts visible characters. */
const description = z
  .string()
  .max(TASK_LIMITS.description * 4, { message: TASK_MSG.descriptionTooLong, abort: true })
  .refine((value) => richTextLength(value) <= TASK_LIMITS.description, {
    message: TASK_MSG.descriptionTooLong,
  });

export const todoTitleField = required(TASK_LIMITS.todo, TASK_MSG.todoRequired);

// ---- tasks

const taskFields = {
  title: required(TASK_LIMITS.title, TASK_MSG.titleRequired),
  description: description.default(''),
  status: taskStatusField.default('new'),
  /** an account of the company: its owner or one of its employees */
  assignee_id: nullableId.default(null),
  deadline: dateTimeField.default(null),
  /** the company's deal */
  order_id: nullableId.default(null),
  /** a person owned by the company (the deceased of a deal, for example) */
  person_id: nullableId.default(null),
};

/** POST /api/company-tasks/tasks/: `todos` are the to-do list's first items, in order. */
export const taskCreateSchema = z.object({
  ...taskFields,
  todos: z.array(todoTitleField).max(TASK_LIMITS.todos, TASK_MSG.tooManyTodos).default([]),
});
export type TaskCreateBody = z.input<typeof taskCreateSchema>;

/** PUT /api/company-tasks/tasks/{id}/: every field, as on create (a field left out takes its default). */
export const taskUpdateSchema = z.object(taskFields);
export type TaskUpdateBody = z.input<typeof taskUpdateSchema>;

/** PATCH /api/company-tasks/tasks/{id}/: only the fields sent (the board's status, the calendar's deadline). */
export const taskPatchSchema = z
  .object({
    title: taskFields.title.optional(),
    description: description.optional(),
    status: taskStatusField.optional(),
    assignee_id: nullableId.optional(),
    deadline: dateTimeField.optional(),
    order_id: nullableId.optional(),
    person_id: nullableId.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: TASK_MSG.nothingToChange,
  })
  .meta({
    ...anyOfRequired('title', 'description', 'status', 'assignee_id', 'deadline', 'order_id', 'person_id'),
    description: 'At least one field',
  });
export type TaskPatchBody = z.input<typeof taskPatchSchema>;

/** POST /api/company-tasks/tasks-from-template/: the template's title, description and to-dos, in one step. */
export const taskFromTemplateSchema = z.object({
  template_id: id,
  /** the template's title when left out */
  title: z.preprocess(blankToUndefined, taskFields.title.optional()),
  status: taskFields.status,
  assignee_id: taskFields.assignee_id,
  deadline: taskFields.deadline,
  order_id: taskFields.order_id,
  person_id: taskFields.person_id,
});
export type TaskFromTemplateBody = z.input<typeof taskFromTemplateSchema>;

export const TASK_SORTS = [
  'created_at',
  '-created_at',
  'deadline',
  '-deadline',
  'title',
  '-title',
  'status',
  '-status',
  'updated_at',
  '-updated_at',
] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** status=new or status=new,in_progress */
const statusesQuery = z.preprocess(
  (value) =>
    typeof value === 'string' && value !== ''
      ? value.split(',').map((part) => part.trim())
      : Array.isArray(value)
        ? value
        : undefined,
  z.array(taskStatusField).max(TASK_STATUSES.length).optional(),
);

/** an instant: an ISO date-time with offset, or a day (its start, Moscow time) */
const instantQuery = z.preprocess(
  blankToUndefined,
  z.union([z.iso.datetime({ offset: true }), isoDay], { error: TASK_MSG.dateTime }).optional(),
);

const dayQuery = z.preprocess(blankToUndefined, isoDay.optional());

const periodRule =
  (from: string, to: string) =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const start = value[from];
    const end = value[to];
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      ctx.addIssue({ code: 'custom', path: [to], message: TASK_MSG.periodOrder });
    }
  };

/**
 * SPEC §3/§7 filters of GET /api/company-tasks/tasks/: the deadline's and the creation's Moscow days (inclusive),
 * date_gte / date_lte bound the deadline by instants (the calendar's range), status (one or several), the words
 * of the title or description, the assignee's account (`assignee=none` for tasks nobody holds), the deal, the
 * person.
 */
export const tasksQuerySchema = listQuerySchema
  .extend({
    query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    status: statusesQuery,
    assignee: z.preprocess(
      blankToUndefined,
      z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
    ),
    order_id: queryId,
    person_id: queryId,
    template_id: queryId,
    deadline_from_date: dayQuery,
    deadline_to_date: dayQuery.meta({ description: 'Not before deadline_from_date' }),
    created_from_date: dayQuery,
    created_to_date: dayQuery.meta({ description: 'Not before created_from_date' }),
    date_gte: instantQuery,
    date_lte: instantQuery,
    sort: z.preprocess(blankToUndefined, z.enum(TASK_SORTS).default('-created_at')),
  })
  .superRefine(periodRule('deadline_from_date', 'deadline_to_date'))
  .superRefine(periodRule('created_from_date', 'created_to_date'));
export type TasksQuery = z.input<typeof tasksQuerySchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const todoSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  title: z.string(),
  is_done: z.boolean(),
  /** 0, 1, 2… within the task */
  sort_order: z.number().int(),
  done_at: z.string().nullable(),
  done_by: personRef.nullable(),
  created_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

/** A task in lists: the people and records it points to, named, and how far its to-do list is done. */
export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** sanitised rich text */
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  assignee: personRef.nullable(),
  deadline: z.string().nullable(),
  order: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
  person: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  template: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  created_by: personRef.nullable(),
  todos_total: z.number().int(),
  todos_done: z.number().int(),
  comments_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** One task with its to-do list in order. */
export const taskDetailSchema = taskSchema.extend({ todos: z.array(todoSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** GET /api/tasks/task-tracker/{id}/: the deal's tasks, nearest deadline first. */
export const taskTrackerQuerySchema = listQuerySchema;

// ---- to-dos of a task

/** GET /api/company-tasks/todo/?task_id=N */
export const todosQuerySchema = z.object({ task_id: z.coerce.number().int().positive() });

/** POST /api/company-tasks/todo/: a new item at the end of the task's list. */
export const todoCreateSchema = z.object({ task_id: id, title: todoTitleField });
export type TodoCreateBody = z.input<typeof todoCreateSchema>;

/** PUT /api/company-tasks/todo/{id}/: renames it, ticks or unticks it (either or both). */
export const todoUpdateSchema = z
  .object({ title: todoTitleField.optional(), is_done: z.boolean().optional() })
  .refine((value) => value.title !== undefined || value.is_done !== undefined, {
    message: TASK_MSG.nothingToChange,
  })
  .meta({ ...anyOfRequired('title', 'is_done'), description: 'title, is_done or both' });
export type TodoUpdateBody = z.input<typeof todoUpdateSchema>;

/** PUT /api/company-tasks/todo-sort-order-updater/{task id}/: every to-do of the task, in the new order. */
export const todoSortSchema = z.object({
  ids: z.array(id).min(1, TASK_MSG.sortOrder).max(TASK_LIMITS.todos, TASK_MSG.sortOrder),
});
export type TodoSortBody = z.input<typeof todoSortSchema>;

// ---- comments

/** GET /api/company-tasks/comments/?task_id=N: oldest first. */
export const commentsQuerySchema = listQuerySchema.extend({
  task_id: z.coerce.number().int().positive(),
});

export const commentCreateSchema = z.object({
  task_id: id,
  comment: required(TASK_LIMITS.comment, TASK_MSG.commentRequired),
});
export type CommentCreateBody = z.input<typeof commentCreateSchema>;

export const taskCommentSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  comment: z.string(),
  author: personRef.nullable(),
  /** the caller wrote it, so may delete it */
  is_own: z.boolean(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

// ---- templates

export const todoTemplateSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  title: z.string(),
  sort_order: z.number().int(),
});
export type TodoTemplate = z.infer<typeof todoTemplateSchema>;

export const taskTemplateSchema = z.object({
  id: z.number().int(),
  /** the template's name and the title of the tasks made from it */
  title: z.string(),
  description: z.string(),
  todos: z.array(todoTemplateSchema),
  tasks_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

/** POST /api/company-tasks/task-templates/: `todos` are its first to-do templates, in order. */
export const taskTemplateCreateSchema = z.object({
  title: required(TASK_LIMITS.title, TASK_MSG.templateTitleRequired),
  description: description.default(''),
  todos: z.array(todoTitleField).max(TASK_LIMITS.todos, TASK_MSG.tooManyTemplateTodos).default([]),
});
export type TaskTemplateCreateBody = z.input<typeof taskTemplateCreateSchema>;

/** PUT /api/company-tasks/task-templates/{id}/: its title and description (the to-dos have their own calls). */
export const taskTemplateUpdateSchema = taskTemplateCreateSchema.omit({ todos: true });
export type TaskTemplateUpdateBody = z.input<typeof taskTemplateUpdateSchema>;

export const TASK_TEMPLATE_SORTS = ['title', '-title', 'created_at', '-created_at'] as const;

export const taskTemplatesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(TASK_TEMPLATE_SORTS).default('title')),
});
export type TaskTemplatesQuery = z.input<typeof taskTemplatesQuerySchema>;

/** GET /api/company-tasks/todo-templates/?template_id=N */
export const todoTemplatesQuerySchema = z.object({ template_id: z.coerce.number().int().positive() });

/** POST /api/company-tasks/todo-templates/: a new to-do template at the end of the template's list. */
export const todoTemplateCreateSchema = z.object({ template_id: id, title: todoTitleField });
export type TodoTemplateCreateBody = z.input<typeof todoTemplateCreateSchema>;

/**
 * PUT /api/company-tasks/todo-templates/{id}/: renames it and/or moves it to `sort_order` (0 is first; a number
 * past the end puts it last); the others close up around it.
 */
export const todoTemplateUpdateSchema = z
  .object({
    title: todoTitleField.optional(),
    sort_order: z.number().int().min(0).optional(),
  })
  .refine((value) => value.title !== undefined || value.sort_order !== undefined, {
    message: TASK_MSG.nothingToChange,
  })
  .meta({ ...anyOfRequired('title', 'sort_order'), description: 'title, sort_order or both' });
export type TodoTemplateUpdateBody = z.input<typeof todoTemplateUpdateSchema>;

// ---- who may hold a task

/** GET /api/company-tasks/assignees/: the company's owner and employees, for the assignee field. */
export const assigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_owner: z.boolean(),
});
export type Assignee = z.infer<typeof assigneeSchema>;
