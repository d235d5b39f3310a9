import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  adminCityQuerySchema,
  adminCitySchema,
  cityBodySchema,
  cityQuerySchema,
  citySchema,
} from '@sp/shared/api/geo';
import { ADMIN_ONLY, PUBLIC } from '../../platform/access';
import { noContent } from '../../platform/api-document';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const publicTags = ['geo'];
const adminTags = ['admin'];

/** SPEC §7 "Geo": the city directory, public; administrators keep the list. */
export function registerGeoRoutes(app: ApiApp, services: Services): void {
  const service = services.geo.cities;

  app.get(
    '/api/geo/city/',
    {
      config: PUBLIC,
      schema: { tags: publicTags, querystring: cityQuerySchema, response: { 200: listSchema(citySchema) } },
    },
    (request) => service.list(request.query),
  );
  app.get(
    '/api/geo/city/:id/',
    {
      config: PUBLIC,
      schema: { tags: publicTags, params: idParamSchema, response: { 200: citySchema } },
    },
    (request) => service.get(request.params.id),
  );

  app.get(
    '/api/admin/cities/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: adminTags,
        querystring: adminCityQuerySchema,
        response: { 200: listSchema(adminCitySchema) },
      },
    },
    (request) => service.adminList(request.query),
  );
  app.get(
    '/api/admin/cities/:id/',
    {
      config: ADMIN_ONLY,
      schema: { tags: adminTags, params: idParamSchema, response: { 200: adminCitySchema } },
    },
    (request) => service.adminGet(request.params.id),
  );
  app.post(
    '/api/admin/cities/',
    {
      config: ADMIN_ONLY,
      schema: { tags: adminTags, body: cityBodySchema, response: { 201: adminCitySchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  app.put(
    '/api/admin/cities/:id/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: adminTags,
        params: idParamSchema,
        body: cityBodySchema,
        response: { 200: adminCitySchema },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/cities/:id/',
    { config: ADMIN_ONLY, schema: { tags: adminTags, params: idParamSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await service.deactivate(request.params.id);
      return reply.status(204).send();
    },
  );
}
