import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  assigneeSchema,
  commentCreateSchema,
  commentsQuerySchema,
  taskCommentSchema,
  taskCreateSchema,
  taskDetailSchema,
  taskFromTemplateSchema,
  taskPatchSchema,
  taskSchema,
  tasksQuerySchema,
  taskTrackerQuerySchema,
  taskUpdateSchema,
  todoCreateSchema,
  todoSchema,
  todoSortSchema,
  todosQuerySchema,
  todoUpdateSchema,
} from '@sp/shared/api/tasks';
import { z } from 'zod';
import { companyOf, companyScope, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/**
 * SPEC §6 levels on the tasks module: 3 reads, 2 creates and changes (a task, its to-dos, its comments; deleting a
 * to-do or one's own comment is part of changing the task), 1 deletes a task.
 */
const access = staffAccess('tasks');

/**
 * /api/company-tasks/ (SPEC §7 Tasks): tasks/, tasks-from-template/, todo/, todo-sort-order-updater/{id}/,
 * comments/, and assignees/ (who may hold a task, for the form); /api/tasks/task-tracker/{id}/ (a deal's tasks).
 * The templates are in task-templates.routes.ts.
 */
export function registerTaskRoutes(app: ApiApp, services: Services): void {
  const { tasks } = services.tasks;
  const base = '/api/company-tasks/tasks/';
  const tags = ['tasks'];

  app.get(
    base,
    {
      config: access(3),
      schema: {
        tags,
        description:
          'Filters: deadline_from_date, deadline_to_date, created_from_date, created_to_date (Moscow days, inclusive), date_gte / date_lte (the deadline between two instants or days), status (one or several, comma-separated), query (title or description), assignee (account id or none), order_id, person_id, template_id; sort created_at, updated_at, deadline, title, status (-field descending).',
        querystring: tasksQuerySchema,
        response: { 200: listSchema(taskSchema) },
      },
    },
    (request) => tasks.list(companyOf(request).companyId, request.query),
  );
  app.get(
    `${base}:id/`,
    { config: access(3), schema: { tags, params: idParamSchema, response: { 200: taskDetailSchema } } },
    (request) => tasks.get(companyOf(request).companyId, request.params.id),
  );
  app.post(
    base,
    {
      config: access(2),
      schema: {
        tags,
        description: '`todos`: the titles of the first to-do items, in order.',
        body: taskCreateSchema,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tasks.create(companyScope(request), request.body)),
  );
  app.put(
    `${base}:id/`,
    {
      config: access(2),
      schema: { tags, params: idParamSchema, body: taskUpdateSchema, response: { 200: taskDetailSchema } },
    },
    (request) => tasks.update(companyScope(request), request.params.id, request.body),
  );
  app.patch(
    `${base}:id/`,
    {
      config: access(2),
      schema: {
        tags,
        description: 'Only the fields sent: the board changes the status, the calendar the deadline.',
        params: idParamSchema,
        body: taskPatchSchema,
        response: { 200: taskDetailSchema },
      },
    },
    (request) => tasks.patch(companyScope(request), request.params.id, request.body),
  );
  app.delete(
    `${base}:id/`,
    { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await tasks.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/company-tasks/tasks-from-template/',
    {
      config: access(2),
      schema: {
        tags,
        description:
          "A task with the template's title (unless given), description and to-dos, optionally for a deal (order_id) or a person (person_id), in one step.",
        body: taskFromTemplateSchema,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tasks.createFromTemplate(companyScope(request), request.body)),
  );

  app.get(
    '/api/company-tasks/assignees/',
    {
      config: access(3),
      schema: {
        tags,
        description: 'The company’s owner and employees: who may hold a task.',
        response: { 200: listSchema(assigneeSchema) },
      },
    },
    (request) => tasks.assignees(companyOf(request).companyId),
  );

  // ---- to-dos

  const todo = '/api/company-tasks/todo/';
  app.get(
    todo,
    {
      config: access(3),
      schema: { tags, querystring: todosQuerySchema, response: { 200: listSchema(todoSchema) } },
    },
    (request) => tasks.todos(companyOf(request).companyId, request.query.task_id),
  );
  app.get(
    `${todo}:id/`,
    { config: access(3), schema: { tags, params: idParamSchema, response: { 200: todoSchema } } },
    (request) => tasks.getTodo(companyOf(request).companyId, request.params.id),
  );
  app.post(
    todo,
    {
      config: access(2),
      schema: {
        tags,
        description: 'A new item at the end of the task’s list.',
        body: todoCreateSchema,
        response: { 201: todoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tasks.createTodo(companyScope(request), request.body)),
  );
  app.put(
    `${todo}:id/`,
    {
      config: access(2),
      schema: {
        tags,
        description: 'Renames the item (title) and/or ticks or unticks it (is_done).',
        params: idParamSchema,
        body: todoUpdateSchema,
        response: { 200: todoSchema },
      },
    },
    (request) => tasks.updateTodo(companyScope(request), request.params.id, request.body),
  );
  app.delete(
    `${todo}:id/`,
    { config: access(2), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await tasks.removeTodo(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/company-tasks/todo-sort-order-updater/:id/',
    {
      config: access(2),
      schema: {
        tags,
        description:
          'The task {id}’s to-dos in a new order: `ids` holds every to-do of the task, each once. One transaction.',
        params: idParamSchema,
        body: todoSortSchema,
        response: { 200: z.array(todoSchema) },
      },
    },
    (request) => tasks.sortTodos(companyScope(request), request.params.id, request.body),
  );

  // ---- comments

  const comments = '/api/company-tasks/comments/';
  app.get(
    comments,
    {
      config: access(3),
      schema: {
        tags,
        description: 'A task’s comments, oldest first (task_id is required).',
        querystring: commentsQuerySchema,
        response: { 200: listSchema(taskCommentSchema) },
      },
    },
    (request) => tasks.comments(companyScope(request), request.query),
  );
  app.post(
    comments,
    {
      config: access(2),
      schema: { tags, body: commentCreateSchema, response: { 201: taskCommentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await tasks.createComment(companyScope(request), request.body)),
  );
  app.delete(
    `${comments}:id/`,
    {
      config: access(2),
      schema: {
        tags,
        description: 'Only by its author.',
        params: idParamSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await tasks.removeComment(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- a deal's tasks

  app.get(
    '/api/tasks/task-tracker/:id/',
    {
      config: access(3),
      schema: {
        tags,
        description:
          'The tasks of the company’s deal {id}, nearest deadline first; 404 when the deal is not the company’s.',
        params: idParamSchema,
        querystring: taskTrackerQuerySchema,
        response: { 200: listSchema(taskSchema) },
      },
    },
    (request) => tasks.ofOrder(companyOf(request).companyId, request.params.id, request.query),
  );
}
