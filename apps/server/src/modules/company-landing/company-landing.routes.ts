import { idParamSchema } from '@sp/shared/api/common';
import {
  itemIdsBodySchema,
  landingBodySchema,
  landingItemSchema,
  landingManagerSchema,
  landingSchema,
  landingSliderSchema,
} from '@sp/shared/api/landing';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { MSG } from '@sp/shared/validation/messages';
import { z } from 'zod';
import { companyOf } from '../../platform/access';
import { ApiError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { parseFields, readUpload } from '../../platform/uploads';
import type { Services } from '../../services';

const tags = ['company landing'];
const STAFF = [USER_TYPE.company, USER_TYPE.manager];
/** Reading needs read-only (3), changing read-write (2), removing full rights (1) on the landing module. */
const landing = (level: 1 | 2 | 3) => ({ access: { userTypes: STAFF, module: 'landing' as const, level } });

export function registerCompanyLandingRoutes(app: ApiApp, services: Services): void {
  const service = services.companyLanding;

  app.get(
    '/api/company-landing/landing/',
    { config: landing(3), schema: { tags, response: { 200: landingSchema } } },
    (request) => service.get(companyOf(request).companyId),
  );
  app.put(
    '/api/company-landing/landing/',
    { config: landing(2), schema: { tags, body: landingBodySchema, response: { 200: landingSchema } } },
    (request) => {
      const { auth, companyId } = companyOf(request);
      return service.update(companyId, auth.accountId, request.body);
    },
  );

  for (const [path, kind] of [
    ['popular-products', 'product'],
    ['popular-services', 'service'],
  ] as const) {
    app.get(
      `/api/company-landing/${path}/`,
      { config: landing(3), schema: { tags, response: { 200: z.array(landingItemSchema) } } },
      (request) => service.popular(companyOf(request).companyId, kind),
    );
    app.put(
      `/api/company-landing/${path}/`,
      {
        config: landing(2),
        schema: { tags, body: itemIdsBodySchema, response: { 200: z.array(landingItemSchema) } },
      },
      (request) => {
        const { auth, companyId } = companyOf(request);
        return service.setPopular(companyId, auth.accountId, kind, request.body.ids);
      },
    );
  }

  app.get(
    '/api/company-landing/managers/',
    { config: landing(3), schema: { tags, response: { 200: z.array(landingManagerSchema) } } },
    (request) => service.managers(companyOf(request).companyId),
  );
  app.put(
    '/api/company-landing/managers/',
    {
      config: landing(2),
      schema: {
        tags,
        description: 'ids are membership ids (GET /api/company/managers/)',
        body: itemIdsBodySchema,
        response: { 200: z.array(landingManagerSchema) },
      },
    },
    (request) => {
      const { auth, companyId } = companyOf(request);
      return service.setManagers(companyId, auth.accountId, request.body.ids);
    },
  );

  app.get(
    '/api/company-landing/sliders/',
    { config: landing(3), schema: { tags, response: { 200: z.array(landingSliderSchema) } } },
    (request) => service.sliders(companyOf(request).companyId),
  );
  app.post(
    '/api/company-landing/sliders/',
    {
      config: landing(2),
      schema: {
        tags,
        description: 'multipart/form-data: image, optional title',
        response: { 201: z.array(landingSliderSchema) },
      },
    },
    async (request, reply) => {
      const { auth, companyId } = companyOf(request);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      const { title } = parseFields(
        z.object({ title: z.string().trim().max(200, MSG.tooLong).default('') }),
        upload.fields,
      );
      if (!upload.file) throw new ApiError(400, { image: ['Выберите изображение.'] });
      return reply
        .status(201)
        .send(await service.addSlider(companyId, auth.accountId, upload.file.data, title));
    },
  );
  app.delete(
    '/api/company-landing/sliders/:id/',
    {
      config: landing(1),
      schema: { tags, params: idParamSchema, response: { 200: z.array(landingSliderSchema) } },
    },
    (request) => {
      const { auth, companyId } = companyOf(request);
      return service.removeSlider(companyId, auth.accountId, request.params.id);
    },
  );

  app.get(
    '/api/public/landing/:id/',
    {
      config: { access: 'public' },
      schema: { tags: ['public'], params: idParamSchema, response: { 200: landingSchema } },
    },
    (request) => service.publicView(request.params.id),
  );
}
