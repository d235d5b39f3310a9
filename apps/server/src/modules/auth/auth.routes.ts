import {
  AUTH_MSG,
  codeLoginBodySchema,
  confirmCodeBodySchema,
  loginBodySchema,
  REFRESH_COOKIE,
  refreshBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  restorePassBodySchema,
  type Session,
  sendCodeBodySchema,
  sessionSchema,
  verificationBodySchema,
} from '@sp/shared/api/auth';
import { detailSchema } from '@sp/shared/api/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { CODE_SENT, REGISTRATION_CODE_SENT } from './auth.service';
import { type IssuedSession, SESSION_EXPIRED } from './auth-sessions';

const COOKIE_PATH = '/api/';

/**
 * The refresh token travels only in this httpOnly cookie, never to JavaScript: the body keeps the SPEC's
 * `refresh_token` field, empty. The cookie lasts as long as the session.
 */
export function sendSession(reply: FastifyReply, services: Services, session: IssuedSession): Session {
  reply.setCookie(REFRESH_COOKIE, session.refresh_token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
    expires: session.expiresAt,
  });
  const { token, roles, profile, company } = session;
  return { token, refresh_token: '', roles, profile, company };
}

export function refreshTokenOf(
  request: FastifyRequest,
  body?: { refresh_token?: string },
): string | undefined {
  return body?.refresh_token || request.cookies[REFRESH_COOKIE] || undefined;
}

const sessionReply = { 200: sessionSchema };
const tags = ['auth'];

export function registerAuthRoutes(app: ApiApp, services: Services): void {
  const { auth, captcha, sessions } = services;

  app.post(
    '/api/auth/login/',
    { config: { access: 'public' }, schema: { tags, body: loginBodySchema, response: sessionReply } },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.login(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/send-confirm-code/',
    {
      config: { access: 'public' },
      schema: { tags, body: sendCodeBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await auth.sendConfirmCode(request.body);
      return { detail: CODE_SENT };
    },
  );

  app.post(
    '/api/auth/login-code/',
    { config: { access: 'public' }, schema: { tags, body: codeLoginBodySchema, response: sessionReply } },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.loginByCode(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/registration/',
    {
      config: { access: 'public' },
      schema: { tags, body: registrationBodySchema, response: { 201: registrationResponseSchema } },
    },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      const contact = await auth.register(request.body);
      return reply.status(201).send({ detail: REGISTRATION_CODE_SENT, ...contact });
    },
  );

  app.post(
    '/api/auth/verification/',
    { config: { access: 'public' }, schema: { tags, body: verificationBodySchema, response: sessionReply } },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.verify(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/restore-pass/',
    {
      config: { access: 'public' },
      schema: { tags, body: restorePassBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await captcha.check(request.body.captcha, request.ip);
      await auth.restorePassword(request.body);
      return { detail: CODE_SENT };
    },
  );

  app.post(
    '/api/auth/confirm-code/',
    { config: { access: 'public' }, schema: { tags, body: confirmCodeBodySchema, response: sessionReply } },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.confirmRestore(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/refresh-token/',
    {
      config: { access: 'public' },
      schema: { tags, body: refreshBodySchema.nullish(), response: sessionReply },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body ?? undefined);
      if (!token) throw unauthorized(SESSION_EXPIRED);
      return sendSession(reply, services, await sessions.rotate(token));
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      config: { access: 'public' },
      schema: { tags, body: refreshBodySchema.nullish(), response: { 200: detailSchema } },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body ?? undefined);
      const family = token ? await sessions.familyOf(token) : null;
      if (family) await sessions.revokeFamily(family.familyId);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return { detail: AUTH_MSG.loggedOut };
    },
  );
}
