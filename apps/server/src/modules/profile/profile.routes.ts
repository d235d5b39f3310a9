import { profileSchema, sessionSchema } from '@sp/shared/api/auth';
import { detailSchema, listSchema } from '@sp/shared/api/common';
import {
  availableCompaniesQuerySchema,
  availableCompanySchema,
  changeCompanyBodySchema,
  PROFILE_MSG,
  refreshEmailBodySchema,
  refreshPassBodySchema,
  updateUserProfileBodySchema,
} from '@sp/shared/api/profile';
import { codeField } from '@sp/shared/validation/fields';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import { sendSession } from '../auth/auth-session-reply.service';
import { availableCompanies } from '../companies/companies.service';
import { createProfileService } from './profile.service';

const tags = ['profile'];

export function registerProfileRoutes(app: ApiApp, services: Services): void {
  const profiles = createProfileService(services);

  app.get(
    '/api/profile/user/',
    { config: SIGNED_IN, schema: { tags, response: { 200: profileSchema } } },
    async (request) => authOf(request).profile,
  );

  app.put(
    '/api/profile/user/',
    {
      config: SIGNED_IN,
      schema: { tags, body: updateUserProfileBodySchema, response: { 200: profileSchema } },
    },
    (request) => profiles.update(authOf(request).accountId, request.body),
  );

  app.post(
    '/api/profile/user/avatar/',
    {
      config: { ...SIGNED_IN, answers: [402], upload: { files: ['avatar'] } },
      schema: {
        tags,
        description: 'multipart/form-data with the image in `avatar`',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, services.config.maxUploadBytes);
      if (!upload.file) throw badRequest(PROFILE_MSG.chooseImage);
      return profiles.setAvatar(authOf(request).accountId, upload.file.data);
    },
  );

  app.delete(
    '/api/profile/user/avatar/',
    { config: SIGNED_IN, schema: { tags, response: { 200: profileSchema } } },
    (request) => profiles.setAvatar(authOf(request).accountId, null),
  );

  app.get(
    '/api/profile/available-companies/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        querystring: availableCompaniesQuerySchema,
        response: { 200: listSchema(availableCompanySchema) },
      },
    },
    (request) =>
      availableCompanies(services.db, authOf(request).accountId, {
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );

  app.get(
    '/api/profile/change-company/',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        response: { 200: z.array(z.object({ current_company: z.number().int().nullable() })) },
      },
    },
    async (request) => [{ current_company: await profiles.currentCompanyId(authOf(request).accountId) }],
  );

  app.post(
    '/api/profile/change-company/',
    { config: SIGNED_IN, schema: { tags, body: changeCompanyBodySchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const { accountId, sessionId } = authOf(request);
      const session = await profiles.changeCompany(accountId, request.body.company_id, sessionId);
      return sendSession(reply, services, session);
    },
  );

  app.post(
    '/api/profile/refresh-pass/',
    { config: SIGNED_IN, schema: { tags, body: refreshPassBodySchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const { accountId, sessionId } = authOf(request);
      const session = await profiles.changePassword(accountId, request.body, sessionId);
      return sendSession(reply, services, session);
    },
  );

  app.post(
    '/api/profile/refresh-email/',
    {
      config: { ...SIGNED_IN, answers: [429] },
      schema: { tags, body: refreshEmailBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await profiles.requestEmailChange(authOf(request).accountId, request.body);
      return { detail: PROFILE_MSG.emailCodeSent };
    },
  );

  app.get(
    '/api/profile/confirm-code/:code/',
    {
      config: { ...SIGNED_IN, answers: [429] },
      schema: { tags, params: z.object({ code: codeField }), response: { 200: profileSchema } },
    },
    (request) => profiles.confirmEmailChange(authOf(request).accountId, request.params.code, request.ip),
  );
}
