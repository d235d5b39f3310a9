import {
  catalogBodySchema,
  catalogSchema,
  compensationBodySchema,
  compensationSchema,
  compositionBodySchema,
  compositionSchema,
  compositionsQuerySchema,
  copyPatternsBodySchema,
  copyPatternsResultSchema,
  namedListQuerySchema,
  patternCategoriesQuerySchema,
  patternCategoryBodySchema,
  patternCategorySchema,
  patternItemBodySchema,
  patternItemSchema,
  patternItemsQuerySchema,
} from '@sp/shared/api/catalog';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { ADMIN_ONLY, companyOf, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/** SPEC §6 levels on the catalog module: 3 reads, 2 creates and changes, 1 deletes. */
const access = staffAccess('services');

/** Compositions, catalogs, compensations and catalog templates. */
export function registerCatalogRoutes(app: ApiApp, services: Services): void {
  const { compositions, catalogs, compensations, patterns } = services.catalog;

  // ---- compositions (готовые решения)
  {
    const base = '/api/company-products/composition-products/';
    const tags = ['catalog compositions'];
    app.get(
      base,
      {
        config: access(3),
        schema: {
          tags,
          querystring: compositionsQuerySchema,
          response: { 200: listSchema(compositionSchema) },
        },
      },
      (request) => compositions.list(companyOf(request).companyId, request.query),
    );
    app.get(
      `${base}:id/`,
      {
        config: access(3),
        schema: { tags, params: idParamSchema, response: { 200: compositionSchema } },
      },
      (request) => compositions.get(companyOf(request).companyId, request.params.id),
    );
    app.post(
      base,
      {
        config: access(2),
        schema: { tags, body: compositionBodySchema, response: { 201: compositionSchema } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply.status(201).send(await compositions.create(companyId, auth.accountId, request.body));
      },
    );
    app.put(
      `${base}:id/`,
      {
        config: access(2),
        schema: {
          tags,
          params: idParamSchema,
          body: compositionBodySchema,
          response: { 200: compositionSchema },
        },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return compositions.update(companyId, auth.accountId, request.params.id, request.body);
      },
    );
    app.delete(
      `${base}:id/`,
      { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        await compositions.remove(companyId, auth.accountId, request.params.id);
        return reply.status(204).send();
      },
    );
  }

  // ---- catalogs
  {
    const base = '/api/catalogs/';
    const tags = ['catalog catalogs'];
    app.get(
      base,
      {
        config: access(3),
        schema: { tags, querystring: namedListQuerySchema, response: { 200: listSchema(catalogSchema) } },
      },
      (request) => catalogs.list(companyOf(request).companyId, request.query),
    );
    app.get(
      `${base}:id/`,
      { config: access(3), schema: { tags, params: idParamSchema, response: { 200: catalogSchema } } },
      (request) => catalogs.get(companyOf(request).companyId, request.params.id),
    );
    app.post(
      base,
      {
        config: access(2),
        schema: { tags, body: catalogBodySchema, response: { 201: catalogSchema } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply.status(201).send(await catalogs.create(companyId, auth.accountId, request.body));
      },
    );
    app.put(
      `${base}:id/`,
      {
        config: access(2),
        schema: { tags, params: idParamSchema, body: catalogBodySchema, response: { 200: catalogSchema } },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return catalogs.update(companyId, auth.accountId, request.params.id, request.body);
      },
    );
    app.delete(
      `${base}:id/`,
      { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        await catalogs.remove(companyId, auth.accountId, request.params.id);
        return reply.status(204).send();
      },
    );
  }

  // ---- compensations
  {
    const base = '/api/company-compensations/';
    const tags = ['catalog compensations'];
    app.get(
      base,
      {
        config: access(3),
        schema: {
          tags,
          querystring: namedListQuerySchema,
          response: { 200: listSchema(compensationSchema) },
        },
      },
      (request) => compensations.list(companyOf(request).companyId, request.query),
    );
    app.get(
      `${base}:id/`,
      {
        config: access(3),
        schema: { tags, params: idParamSchema, response: { 200: compensationSchema } },
      },
      (request) => compensations.get(companyOf(request).companyId, request.params.id),
    );
    app.post(
      base,
      {
        config: access(2),
        schema: { tags, body: compensationBodySchema, response: { 201: compensationSchema } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply.status(201).send(await compensations.create(companyId, auth.accountId, request.body));
      },
    );
    app.put(
      `${base}:id/`,
      {
        config: access(2),
        schema: {
          tags,
          params: idParamSchema,
          body: compensationBodySchema,
          response: { 200: compensationSchema },
        },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return compensations.update(companyId, auth.accountId, request.params.id, request.body);
      },
    );
    app.delete(
      `${base}:id/`,
      { config: access(1), schema: { tags, params: idParamSchema, response: { 204: noContent } } },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        await compensations.remove(companyId, auth.accountId, request.params.id);
        return reply.status(204).send();
      },
    );
  }

  // ---- templates: companies browse and copy; administrators maintain
  {
    const base = '/api/company-products/template_single/';
    const tags = ['catalog templates'];
    app.get(
      base,
      {
        config: access(3),
        schema: {
          tags,
          querystring: patternCategoriesQuerySchema,
          response: { 200: listSchema(patternCategorySchema) },
        },
      },
      (request) => patterns.listCategories(request.query),
    );
    app.get(
      `${base}:id/`,
      {
        config: access(3),
        schema: { tags, params: idParamSchema, response: { 200: patternCategorySchema } },
      },
      (request) => patterns.getCategory(request.params.id),
    );
    app.post(
      base,
      {
        config: access(2),
        schema: {
          tags,
          description:
            'Copies whole template categories (category_ids) and single template items (item_ids) into the company’s catalog.',
          body: copyPatternsBodySchema,
          response: { 201: copyPatternsResultSchema },
        },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply.status(201).send(await patterns.copy(companyId, auth.accountId, request.body));
      },
    );

    const admin = '/api/admin/patterns/categories/';
    const adminTags = ['admin'];
    app.get(
      admin,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          querystring: patternCategoriesQuerySchema,
          response: { 200: listSchema(patternCategorySchema) },
        },
      },
      (request) => patterns.listCategories(request.query),
    );
    app.get(
      `${admin}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 200: patternCategorySchema } },
      },
      (request) => patterns.getCategory(request.params.id),
    );
    app.post(
      admin,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          body: patternCategoryBodySchema,
          response: { 201: patternCategorySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await patterns.createCategory(request.body)),
    );
    app.put(
      `${admin}:id/`,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          params: idParamSchema,
          body: patternCategoryBodySchema,
          response: { 200: patternCategorySchema },
        },
      },
      (request) => patterns.updateCategory(request.params.id, request.body),
    );
    app.delete(
      `${admin}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        await patterns.removeCategory(request.params.id);
        return reply.status(204).send();
      },
    );

    const adminItems = '/api/admin/patterns/items/';
    app.get(
      adminItems,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          querystring: patternItemsQuerySchema,
          response: { 200: listSchema(patternItemSchema) },
        },
      },
      (request) => patterns.listItems(request.query),
    );
    app.get(
      `${adminItems}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 200: patternItemSchema } },
      },
      (request) => patterns.getItem(request.params.id),
    );
    app.post(
      adminItems,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, body: patternItemBodySchema, response: { 201: patternItemSchema } },
      },
      async (request, reply) => reply.status(201).send(await patterns.createItem(request.body)),
    );
    app.put(
      `${adminItems}:id/`,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          params: idParamSchema,
          body: patternItemBodySchema,
          response: { 200: patternItemSchema },
        },
      },
      (request) => patterns.updateItem(request.params.id, request.body),
    );
    app.delete(
      `${adminItems}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        await patterns.removeItem(request.params.id);
        return reply.status(204).send();
      },
    );
  }
}
