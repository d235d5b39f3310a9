import type { FastifyRequest } from 'fastify';

/** Query parameters that carry codes, tokens or passwords: a page's link token, an invitation, a code. */
const SECRET_QUERY_KEYS = new Set([
  'token',
  'invite',
  'code',
  'key',
  'secret',
  'password',
  'refresh_token',
  'captcha',
]);

/** Paths whose last segment is a secret (the SPEC puts these codes in the path). */
const SECRET_PATHS = [
  /^(\/api\/profile\/confirm-code\/)[^/?]+/,
  /^(\/api\/memory_page\/affiliate-program\/code\/)[^/?]+/,
  // a promo code is a shared discount rather than a secret, but a log is no list of working codes
  /^(\/api\/promo-code\/info\/)[^/?]+/,
];

export const REDACTED = '[redacted]';

/** The URL as a log may keep it: secret path segments and the values of secret parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {}
      return equals !== -1 && SECRET_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL redacted; headers (cookies, Authorization) are never logged. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
