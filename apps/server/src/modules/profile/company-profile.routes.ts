import { sessionSchema } from '@sp/shared/api/auth';
import {
  companyProfileSchema,
  integrationsSchema,
  PROFILE_MSG,
  updateCompanyProfileBodySchema,
  updateIntegrationsBodySchema,
} from '@sp/shared/api/profile';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { MSG } from '@sp/shared/validation/messages';
import { z } from 'zod';
import { authOf, companyOf, companyScope, STAFF_TYPES, staffWith } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { readUpload } from '../../platform/uploads';
import type { Services } from '../../services';
import { sendSession } from '../auth/auth-session-reply.service';
import { createCompanyProfileService } from './company-profile.service';

const tags = ['company profile'];
/** Reading the company card: any staff member. Changing it or its channels: the owner or full rights on companies. */
const readCompany = { access: { userTypes: STAFF_TYPES } };
const editCompany = staffWith('companies', 1);
/** Opening a company: an ordinary user, who becomes its owner. */
const usersOnly = { access: { userTypes: [USER_TYPE.user] } };

export function registerCompanyProfileRoutes(app: ApiApp, services: Services): void {
  const companiesService = createCompanyProfileService(services);

  app.get(
    '/api/company/profile/',
    { config: readCompany, schema: { tags, response: { 200: companyProfileSchema } } },
    (request) => companiesService.get(companyOf(request).companyId),
  );

  app.post(
    '/api/company/profile/',
    {
      config: { ...usersOnly, answers: [409] },
      schema: {
        tags,
        description: 'An ordinary user opens a company and becomes its owner; answers a fresh session.',
        body: z.object({
          name: z.string({ error: MSG.required }).trim().min(2, MSG.required).max(200, MSG.tooLong),
        }),
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      const { accountId, sessionId } = authOf(request);
      await companiesService.open(accountId, request.body.name);
      const session = await services.sessions.renew(accountId, sessionId);
      return reply.status(201).send(sendSession(reply, services, session));
    },
  );

  app.put(
    '/api/company/profile/0/',
    {
      config: editCompany,
      schema: { tags, body: updateCompanyProfileBodySchema, response: { 200: companyProfileSchema } },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return companiesService.update(companyId, accountId, request.body);
    },
  );

  app.post(
    '/api/company/profile/logo/',
    {
      config: { ...editCompany, upload: { files: ['logo'] } },
      schema: {
        tags,
        description: 'multipart/form-data with the image in `logo`',
        response: { 200: companyProfileSchema },
      },
    },
    async (request) => {
      const { companyId, accountId } = companyScope(request);
      const upload = await readUpload(request, services.config.maxUploadBytes);
      if (!upload.file) throw badRequest(PROFILE_MSG.chooseImage);
      return companiesService.setLogo(companyId, accountId, upload.file.data);
    },
  );

  app.delete(
    '/api/company/profile/logo/',
    { config: editCompany, schema: { tags, response: { 200: companyProfileSchema } } },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return companiesService.setLogo(companyId, accountId, null);
    },
  );

  app.get(
    '/api/company/integrations/0/',
    { config: editCompany, schema: { tags, response: { 200: integrationsSchema } } },
    (request) => companiesService.integrations(companyOf(request).companyId),
  );

  app.put(
    '/api/company/integrations/0/',
    {
      config: editCompany,
      schema: { tags, body: updateIntegrationsBodySchema, response: { 200: integrationsSchema } },
    },
    (request) => {
      const { companyId, accountId } = companyScope(request);
      return companiesService.updateIntegrations(companyId, accountId, request.body);
    },
  );
}
