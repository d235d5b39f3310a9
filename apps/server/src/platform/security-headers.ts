import type { ApiApp } from './http';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Conservative headers on every answer: no MIME sniffing, no framing by other sites, no referrer leaks. */
export function registerSecurityHeaders(app: ApiApp): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
}
