import { idParamSchema } from '@sp/shared/api/common';
import {
  itemIdsBodySchema,
  LANDING_MSG,
  landingBodySchema,
  landingItemSchema,
  landingManagerSchema,
  landingSchema,
  landingSliderSchema,
  sliderUploadFieldsSchema,
} from '@sp/shared/api/landing';
import { z } from 'zod';
import { companyOf, companyScope, PUBLIC, staffAccess } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { PUBLIC_PAGE_CACHE, sendKeptJson } from '../../platform/http-cache';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';

const tags = ['company landing'];
/** Reading needs read-only (3), changing read-write (2), removing full rights (1) on the landing module. */
const access = staffAccess('landing');

export function registerCompanyLandingRoutes(app: ApiApp, services: Services): void {
  const service = services.companyLanding;

  app.get(
    '/api/company-landing/landing/',
    { config: access(3), schema: { tags, response: { 200: landingSchema } } },
    (request) => service.get(companyOf(request).companyId),
  );
  app.put(
    '/api/company-landing/landing/',
    { config: access(2), schema: { tags, body: landingBodySchema, response: { 200: landingSchema } } },
    (request) => service.update(companyScope(request), request.body),
  );

  for (const [path, kind] of [
    ['popular-products', 'product'],
    ['popular-services', 'service'],
  ] as const) {
    app.get(
      `/api/company-landing/${path}/`,
      { config: access(3), schema: { tags, response: { 200: z.array(landingItemSchema) } } },
      (request) => service.popular(companyOf(request).companyId, kind),
    );
    app.put(
      `/api/company-landing/${path}/`,
      {
        config: access(2),
        schema: { tags, body: itemIdsBodySchema, response: { 200: z.array(landingItemSchema) } },
      },
      (request) => service.setPopular(companyScope(request), kind, request.body.ids),
    );
  }

  app.get(
    '/api/company-landing/managers/',
    { config: access(3), schema: { tags, response: { 200: z.array(landingManagerSchema) } } },
    (request) => service.managers(companyOf(request).companyId),
  );
  app.put(
    '/api/company-landing/managers/',
    {
      config: access(2),
      schema: {
        tags,
        description: 'ids are membership ids (GET /api/company/managers/)',
        body: itemIdsBodySchema,
        response: { 200: z.array(landingManagerSchema) },
      },
    },
    (request) => service.setManagers(companyScope(request), request.body.ids),
  );

  app.get(
    '/api/company-landing/sliders/',
    { config: access(3), schema: { tags, response: { 200: z.array(landingSliderSchema) } } },
    (request) => service.sliders(companyOf(request).companyId),
  );
  app.post(
    '/api/company-landing/sliders/',
    {
      config: { ...access(2), upload: { files: ['image'], fields: sliderUploadFieldsSchema } },
      schema: {
        tags,
        description: 'multipart/form-data: image, optional title',
        response: { 201: z.array(landingSliderSchema) },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      const { title } = parseFields(sliderUploadFieldsSchema, upload.fields);
      if (!upload.file) throw fieldError('image', LANDING_MSG.chooseImage);
      return reply.status(201).send(await service.addSlider(scope, upload.file.data, title));
    },
  );
  app.delete(
    '/api/company-landing/sliders/:id/',
    {
      config: access(1),
      schema: { tags, params: idParamSchema, response: { 200: z.array(landingSliderSchema) } },
    },
    (request) => service.removeSlider(companyScope(request), request.params.id),
  );

  app.get(
    '/api/public/landing/:id/',
    {
      // a published page is the same for everyone: a strong ETag, 304, kept a minute by caches
      config: { ...PUBLIC, httpCache: PUBLIC_PAGE_CACHE },
      schema: { tags: ['public'], params: idParamSchema, response: { 200: landingSchema } },
    },
    async (request, reply) => sendKeptJson(reply, await service.publicView(request.params.id), landingSchema),
  );
}
