import { REFRESH_COOKIE, type Session } from '@sp/shared/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './auth-sessions.service';

const COOKIE_PATH = '/api/';

/**
 * Answers a session: the refresh token travels only in this httpOnly cookie, never to JavaScript, and the body
 * keeps the SPEC's `refresh_token` field, empty. The cookie lasts as long as the session. Every route that hands
 * out a session (sign-in, a change of company or password, an accepted invitation) answers through this.
 */
export function sendSession(
  reply: FastifyReply,
  services: { config: { publicUrl: string } },
  session: IssuedSession,
): Session {
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

/** Signs the browser out: its refresh cookie goes. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

/** The refresh token a call carries: in its body (the SPEC's clients) or in the cookie (the web app). */
export function refreshTokenOf(
  request: FastifyRequest,
  body?: { refresh_token?: string },
): string | undefined {
  return body?.refresh_token || request.cookies[REFRESH_COOKIE] || undefined;
}
