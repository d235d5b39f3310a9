import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/** How long browsers and shared caches may keep a route's public answer, declared in its config. */
export type HttpCache = { maxAge: number; staleWhileRevalidate: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a public read: a strong ETag, 304 on a matching If-None-Match, and this Cache-Control */
    httpCache?: HttpCache;
  }
}

/**
 * A public page (memory page, company page): a visitor sees a change within a minute, and a cache may answer
 * from its copy for ten more while it asks again (a link shared after a funeral brings many at once).
 */
export const PUBLIC_PAGE_CACHE: HttpCache = { maxAge: 60, staleWhileRevalidate: 600 };

/** The Cache-Control of a public answer kept as `cache` says. */
export const publicCacheControl = (cache: HttpCache) =>
  `public, max-age=${cache.maxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;

/** An answer that is not everyone's (a «by link» page, an owner's preview): never kept by a shared cache. */
export const NOT_SHARED = 'private, no-store';

/** The answer's own header, set by a handler that knows this answer is not for everyone. */
export function notShared(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NOT_SHARED);
}

/** A strong validator of the exact bytes sent (before compression, which the encoding header tells apart). */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (a list, or `*`); weak forms match too, as RFC 9110 §13.1.2 says. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** A kept answer's bytes as sent: plain, and gzipped the first time a client that accepts gzip asks. */
export type KeptBody = { body: string; etag: string; gzip?: Buffer };

/** The smallest answer worth compressing (as @fastify/compress is set up in app.ts). */
const GZIP_FROM_BYTES = 2048;

/** Whether Accept-Encoding allows gzip (named without `q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    return !quality || Number(quality.slice(2)) > 0;
  });
}

/** A kept body for these bytes: tagged once. */
export function keptBody(body: string): KeptBody {
  return { body, etag: strongEtag(body) };
}

/**
 * Sends a kept answer with its tag: the gzip made the first time is sent again to every client that accepts it
 * (compressing a page on every visit cost more than reading it from memory), the plain bytes to the others.
 */
export function sendKeptBody(reply: FastifyReply, kept: KeptBody): FastifyReply {
  reply.header('etag', kept.etag);
  if (Buffer.byteLength(kept.body) < GZIP_FROM_BYTES) return reply.send(kept.body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(kept.body);
  kept.gzip ??= gzipSync(kept.body);
  return reply.header('content-encoding', 'gzip').send(kept.gzip);
}

/** Kept answers as sent: the JSON of each kept object, made (and checked against its schema) once. */
const sentBefore = new WeakMap<object, KeptBody>();

/**
 * Sends a kept answer (the same object for as long as it is current: platform/versioned-cache.ts) as JSON with
 * its ETag, checking, serialising, tagging and compressing it only the first time; the route's schema is the one
 * given.
 */
export function sendKeptJson<T extends object>(reply: FastifyReply, value: T, schema: z.ZodType<T>) {
  let sent = sentBefore.get(value);
  if (!sent) {
    sent = keptBody(JSON.stringify(schema.parse(value)));
    sentBefore.set(value, sent);
  }
  return sendKeptBody(reply.type('application/json; charset=utf-8'), sent);
}

/**
 * For routes with `config.httpCache`: a 200 GET gets a strong ETag and, unless its handler set one, the route's
 * public Cache-Control; a matching If-None-Match answers 304 without a body. Registered before compression, so
 * the tag is of the plain bytes.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cache = request.routeOptions.config?.httpCache;
    if (!cache || (request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', publicCacheControl(cache));
    }
    // a kept answer comes tagged (sendKeptJson); anything else is tagged here
    const etag = (reply.getHeader('etag') as string | undefined) ?? strongEtag(payload);
    reply.header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-encoding');
    return null;
  });
}
