import {
  adminProfileDetailSchema,
  adminProfileSchema,
  adminProfilesQuerySchema,
  adminSessionSchema,
  blockBodySchema,
} from '@sp/shared/api/admin-profiles';
import { detailSchema, idParamSchema, listQuerySchema, listSchema } from '@sp/shared/api/common';
import { ADMIN_ONLY, authOf } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['admin: accounts'];
const base = '/api/admin/profiles/';

/** SPEC §6 «profiles»: the administrators' accounts console (issue 16 §1). */
export function registerAdminProfileRoutes(app: ApiApp, services: Services): void {
  const { adminProfiles } = services;

  app.get(
    base,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every account, the newest first, with the company it works in now. query: words of the name or e-mail, or digits of the phone (a leading 8 reads as 7); user_type 1–4; status active or blocked.',
        querystring: adminProfilesQuerySchema,
        response: { 200: listSchema(adminProfileSchema) },
      },
    },
    (request) => adminProfiles.list(request.query),
  );

  app.get(
    `${base}:id/`,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'One account: its companies (owner or employee, with the roles), its own tariff and balance in rubles (none for an administrator), and each owned company’s (a branch’s are its main company’s).',
        params: idParamSchema,
        response: { 200: adminProfileDetailSchema },
      },
    },
    (request) => adminProfiles.detail(request.params.id),
  );

  app.get(
    `${base}:id/sessions/`,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'The account’s sign-ins, newest first: started, last seen (the last renewal of its tokens), when it expires, when it ended.',
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: listSchema(adminSessionSchema) },
      },
    },
    (request) => adminProfiles.sessions(request.params.id, request.query),
  );

  app.post(
    `${base}:id/block/`,
    {
      config: { ...ADMIN_ONLY, answers: [409] },
      schema: {
        tags,
        description:
          'Blocks the account: every session of it ends at once (its tokens stop working, its refresh tokens are refused) and it cannot sign in until unblocked. Refused (409) for the administrator’s own account and for administrators. Journalled with the reason.',
        params: idParamSchema,
        body: blockBodySchema,
        response: { 200: adminProfileDetailSchema },
      },
    },
    (request) => adminProfiles.block(authOf(request).accountId, request.params.id, request.body),
  );

  app.post(
    `${base}:id/unblock/`,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description: 'Unblocks the account: it signs in again (its ended sessions stay ended). Journalled.',
        params: idParamSchema,
        response: { 200: adminProfileDetailSchema },
      },
    },
    (request) => adminProfiles.unblock(authOf(request).accountId, request.params.id),
  );

  app.post(
    `${base}:id/reset-password/`,
    {
      config: { ...ADMIN_ONLY, answers: [409, 429] },
      schema: {
        tags,
        description:
          'Sends the account’s owner a restore code (to a confirmed phone, else a confirmed e-mail) to set a new password on /auth; the password is unchanged until then. The administrator never sees the code. Refused (409) for a blocked account or one without a phone or e-mail; 429 past the code send limit. Journalled.',
        params: idParamSchema,
        response: { 200: detailSchema },
      },
    },
    (request) => adminProfiles.resetPassword(authOf(request).accountId, request.params.id),
  );
}
