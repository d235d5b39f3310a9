import {
  CATALOG_MSG,
  type CatalogKind,
  catalogItemBodySchema,
  catalogItemSchema,
  catalogItemsQuerySchema,
  categoriesQuerySchema,
  categoryBodySchema,
  categorySchema,
  photoParamsSchema,
  publicCategoryBodySchema,
} from '@sp/shared/api/catalog';
import { idParamSchema, listSchema } from '@sp/shared/api/common';
import { ADMIN_ONLY, companyOf, PUBLIC, staffAccess } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';

/** SPEC §6 levels on the catalog module: 3 reads, 2 creates and changes, 1 deletes. */
const access = staffAccess('services');

export const KINDS: { kind: CatalogKind; path: string; title: string }[] = [
  { kind: 'product', path: 'products', title: 'products' },
  { kind: 'service', path: 'services', title: 'services' },
];

/** Products and services of the company, their categories, public categories and their administration. */
export function registerCatalogItemRoutes(app: ApiApp, services: Services): void {
  const { items, categories } = services.catalog;
  const maxBytes = services.config.maxUploadBytes;

  for (const { kind, path, title } of KINDS) {
    const base = `/api/company-products/${path}/`;
    const tags = [`catalog ${title}`];

    app.get(
      base,
      {
        config: access(3),
        schema: {
          tags,
          description:
            'Filters: name, sort (name, price, created_at; -field descending), cat_id, price_gte, price_lte (rubles), is_archive=true for the archive.',
          querystring: catalogItemsQuerySchema,
          response: { 200: listSchema(catalogItemSchema) },
        },
      },
      (request) => items.list(companyOf(request).companyId, kind, request.query),
    );
    app.get(
      `${base}:id/`,
      {
        config: access(3),
        schema: { tags, params: idParamSchema, response: { 200: catalogItemSchema } },
      },
      (request) => items.get(companyOf(request).companyId, kind, request.params.id),
    );
    app.post(
      base,
      {
        config: access(2),
        schema: { tags, body: catalogItemBodySchema, response: { 201: catalogItemSchema } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply.status(201).send(await items.create(companyId, auth.accountId, kind, request.body));
      },
    );
    app.put(
      `${base}:id/`,
      {
        config: access(2),
        schema: {
          tags,
          params: idParamSchema,
          body: catalogItemBodySchema,
          response: { 200: catalogItemSchema },
        },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return items.update(companyId, auth.accountId, kind, request.params.id, request.body);
      },
    );
    app.delete(
      `${base}:id/`,
      {
        config: { ...access(1), answers: [409] },
        schema: { tags, params: idParamSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        await items.remove(companyId, auth.accountId, kind, request.params.id);
        return reply.status(204).send();
      },
    );
    app.post(
      `${base}:id/archive/`,
      {
        config: access(2),
        schema: { tags, params: idParamSchema, response: { 200: catalogItemSchema } },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return items.archive(companyId, auth.accountId, kind, request.params.id);
      },
    );
    app.post(
      `${base}:id/restore/`,
      {
        config: access(2),
        schema: { tags, params: idParamSchema, response: { 200: catalogItemSchema } },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return items.restore(companyId, auth.accountId, kind, request.params.id);
      },
    );
    app.post(
      `${base}:id/photos/`,
      {
        config: { ...access(2), upload: { files: ['photo'] } },
        schema: {
          tags,
          description: 'multipart/form-data with one image in `photo` (JPEG, PNG or WebP, 10 MB at most).',
          params: idParamSchema,
          response: { 201: catalogItemSchema },
        },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        const upload = await readUpload(request, maxBytes);
        if (upload.file?.field !== 'photo') throw fieldError('photo', CATALOG_MSG.photoRequired);
        return reply
          .status(201)
          .send(await items.addPhoto(companyId, auth.accountId, kind, request.params.id, upload.file.data));
      },
    );
    app.delete(
      `${base}:id/photos/:photoId/`,
      {
        config: access(2),
        schema: { tags, params: photoParamsSchema, response: { 200: catalogItemSchema } },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return items.removePhoto(companyId, auth.accountId, kind, request.params.id, request.params.photoId);
      },
    );

    const categoriesBase = `/api/company-categories/${path}/`;
    const categoryTags = [`catalog ${title} categories`];
    app.get(
      categoriesBase,
      {
        config: access(3),
        schema: {
          tags: categoryTags,
          description: 'The public categories first (is_public), then the company’s own.',
          querystring: categoriesQuerySchema,
          response: { 200: listSchema(categorySchema) },
        },
      },
      (request) => categories.listForCompany(companyOf(request).companyId, kind, request.query),
    );
    app.post(
      categoriesBase,
      {
        config: access(2),
        schema: { tags: categoryTags, body: categoryBodySchema, response: { 201: categorySchema } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        return reply
          .status(201)
          .send(await categories.create(companyId, auth.accountId, kind, request.body.name));
      },
    );
    app.put(
      `${categoriesBase}:id/`,
      {
        config: access(2),
        schema: {
          tags: categoryTags,
          params: idParamSchema,
          body: categoryBodySchema,
          response: { 200: categorySchema },
        },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return categories.update(companyId, auth.accountId, kind, request.params.id, request.body.name);
      },
    );
    app.delete(
      `${categoriesBase}:id/`,
      {
        config: access(1),
        schema: { tags: categoryTags, params: idParamSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        const { auth, companyId } = companyOf(request);
        await categories.remove(companyId, auth.accountId, kind, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      `/api/public/categories/${path}/`,
      {
        config: PUBLIC,
        schema: {
          tags: ['public'],
          querystring: categoriesQuerySchema,
          response: { 200: listSchema(categorySchema) },
        },
      },
      (request) => categories.listPublic(kind, request.query),
    );

    const adminBase = `/api/admin/categories/${path}/`;
    const adminTags = ['admin'];
    const urgentNote =
      'is_urgent_evacuation (services only; kept as it was when left out): companies with an active service in the category answer «Срочный вызов» (POST /api/public/urgent-request/).';
    app.get(
      adminBase,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          querystring: categoriesQuerySchema,
          response: { 200: listSchema(categorySchema) },
        },
      },
      (request) => categories.listPublic(kind, request.query),
    );
    app.get(
      `${adminBase}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 200: categorySchema } },
      },
      (request) => categories.getPublic(kind, request.params.id),
    );
    app.post(
      adminBase,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          description: urgentNote,
          body: publicCategoryBodySchema,
          response: { 201: categorySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await categories.createPublic(kind, request.body)),
    );
    app.put(
      `${adminBase}:id/`,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: adminTags,
          description: urgentNote,
          params: idParamSchema,
          body: publicCategoryBodySchema,
          response: { 200: categorySchema },
        },
      },
      (request) => categories.updatePublic(kind, request.params.id, request.body),
    );
    app.delete(
      `${adminBase}:id/`,
      {
        config: ADMIN_ONLY,
        schema: { tags: adminTags, params: idParamSchema, response: { 204: noContent } },
      },
      async (request, reply) => {
        await categories.removePublic(kind, request.params.id);
        return reply.status(204).send();
      },
    );
  }
}
