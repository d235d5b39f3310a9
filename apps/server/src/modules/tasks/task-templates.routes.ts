import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  taskTemplateCreateSchema,
  taskTemplateSchema,
  taskTemplatesQuerySchema,
  taskTemplateUpdateSchema,
  todoTemplateCreateSchema,
  todoTemplateSchema,
  todoTemplatesQuerySchema,
  todoTemplateUpdateSchema,
} from '@sp/shared/api/tasks';
import { companyOf, companyScope, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const access = staffAccess('tasks');

/**
 * /api/company-tasks/task-templates/ (CRUD; each template with its to-do templates) and todo-templates/ (CRUD
 * within a template). Levels on the tasks module: 3 reads, 2 writes (a to-do template deleted is the template
 * changed), 1 deletes a template.
 */
export function registerTaskTemplateRoutes(app: ApiApp, services: Services): void {
  const { templates } = services.tasks;
  const base = '/api/company-tasks/task-templates/';
  const tags = ['tasks'];

  app.get(
    base,
    {
      config: access(3),
      schema: {
        tags,
        description: 'Filters: query (title); sort title, created_at (-field descending).',
        querystring: taskTemplatesQuerySchema,
        response: { 200: listSchema(taskTemplateSchema) },
      },
    },
    (request) => templates.list(companyOf(request).companyId, request.query),
  );
  app.get(
    `${base}:id/`,
    {
      config: access(3),
      schema: { tags, params: idParamSchema, response: { 200: taskTemplateSchema } },
    },
    (request) => templates.get(companyOf(request).companyId, request.params.id),
  );
  app.post(
    base,
    {
      config: access(2),
      schema: {
        tags,
        description: '`todos`: the titles of its first to-do templates, in order.',
        body: taskTemplateCreateSchema,
        response: { 201: taskTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.create(companyScope(request), request.body)),
  );
  app.put(
    `${base}:id/`,
    {
      config: access(2),
      schema: {
        tags,
        params: idParamSchema,
        body: taskTemplateUpdateSchema,
        response: { 200: taskTemplateSchema },
      },
    },
    (request) => templates.update(companyScope(request), request.params.id, request.body),
  );
  app.delete(
    `${base}:id/`,
    { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await templates.remove(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );

  const todos = '/api/company-tasks/todo-templates/';
  app.get(
    todos,
    {
      config: access(3),
      schema: {
        tags,
        description: 'The to-do templates of template_id, in order.',
        querystring: todoTemplatesQuerySchema,
        response: { 200: listSchema(todoTemplateSchema) },
      },
    },
    (request) => templates.todos(companyOf(request).companyId, request.query.template_id),
  );
  app.get(
    `${todos}:id/`,
    {
      config: access(3),
      schema: { tags, params: idParamSchema, response: { 200: todoTemplateSchema } },
    },
    (request) => templates.getTodo(companyOf(request).companyId, request.params.id),
  );
  app.post(
    todos,
    {
      config: access(2),
      schema: {
        tags,
        description: 'A new to-do template at the end of the template’s list.',
        body: todoTemplateCreateSchema,
        response: { 201: todoTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.createTodo(companyScope(request), request.body)),
  );
  app.put(
    `${todos}:id/`,
    {
      config: access(2),
      schema: {
        tags,
        description: 'Renames it (title) and/or moves it to sort_order (0 first); the others close up.',
        params: idParamSchema,
        body: todoTemplateUpdateSchema,
        response: { 200: todoTemplateSchema },
      },
    },
    (request) => templates.updateTodo(companyScope(request), request.params.id, request.body),
  );
  app.delete(
    `${todos}:id/`,
    { config: access(2), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await templates.removeTodo(companyScope(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
