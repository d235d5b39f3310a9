import type { ApiApp } from './http';

/** Conservative headers on every answer: no MIME sniffing, no framing by other sites, no referrer leaks. */
export function registerSecurityHeaders(app: ApiApp): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
