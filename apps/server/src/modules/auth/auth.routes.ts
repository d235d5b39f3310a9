import {
  AUTH_MSG,
  codeLoginBodySchema,
  confirmCodeBodySchema,
  loginBodySchema,
  refreshBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  restorePassBodySchema,
  sendCodeBodySchema,
  sessionSchema,
  verificationBodySchema,
} from '@sp/shared/api/auth';
import { detailSchema } from '@sp/shared/api/common';
import { PUBLIC } from '../../platform/access';
import { unauthorized } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { CODE_SENT, REGISTRATION_CODE_SENT } from './auth.service';
import { clearSessionCookie, refreshTokenOf, sendSession } from './auth-session-reply.service';
import { SESSION_EXPIRED } from './auth-sessions.service';

const sessionReply = { 200: sessionSchema };
const tags = ['auth'];

export function registerAuthRoutes(app: ApiApp, services: Services): void {
  const { auth, captcha, sessions } = services;

  app.post(
    '/api/auth/login/',
    {
      config: { ...PUBLIC, answers: [403, 429] },
      schema: { tags, body: loginBodySchema, response: sessionReply },
    },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.login(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/send-confirm-code/',
    {
      config: { ...PUBLIC, answers: [429] },
      schema: { tags, body: sendCodeBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      await auth.sendConfirmCode(request.body);
      return { detail: CODE_SENT };
    },
  );

  app.post(
    '/api/auth/login-code/',
    {
      config: { ...PUBLIC, answers: [403, 429] },
      schema: { tags, body: codeLoginBodySchema, response: sessionReply },
    },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.loginByCode(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/registration/',
    {
      config: { ...PUBLIC, answers: [429] },
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
    {
      config: { ...PUBLIC, answers: [429] },
      schema: { tags, body: verificationBodySchema, response: sessionReply },
    },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.verify(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/restore-pass/',
    {
      config: { ...PUBLIC, answers: [429] },
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
    {
      config: { ...PUBLIC, answers: [403, 429] },
      schema: { tags, body: confirmCodeBodySchema, response: sessionReply },
    },
    async (request, reply) => {
      await captcha.check(request.body.captcha, request.ip);
      return sendSession(reply, services, await auth.confirmRestore(request.body, request.ip));
    },
  );

  app.post(
    '/api/auth/refresh-token/',
    {
      config: { ...PUBLIC, answers: [401] },
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
      config: PUBLIC,
      schema: { tags, body: refreshBodySchema.nullish(), response: { 200: detailSchema } },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body ?? undefined);
      const family = token ? await sessions.familyOf(token) : null;
      if (family) await sessions.revokeFamily(family.familyId);
      clearSessionCookie(reply);
      return { detail: AUTH_MSG.loggedOut };
    },
  );
}
