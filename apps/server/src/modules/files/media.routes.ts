import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access';
import { notFound, unauthorized } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import { isPublicFolderKey } from '../../platform/storage';
import type { Services } from '../../services';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The «by link» page's token that opens its files; a header, never the address (addresses leak to logs). */
export const PAGE_TOKEN_HEADER = 'x-page-token';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

const params = z.object({ '*': z.string() });

async function send(services: Services, reply: FastifyReply, key: string, cache: string) {
  const file = await services.storage.open(key);
  if (!file) throw notFound();
  const extension = key.split('.').pop() ?? '';
  return reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', file.size)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

function viewerOf(request: FastifyRequest) {
  const token = request.headers[PAGE_TOKEN_HEADER];
  return { auth: request.auth, pageToken: typeof token === 'string' && token ? token : null };
}

/**
 * Stored files. Keys are random, but an address leaks (shared, logged, cached), so the address alone opens only
 * what is public: an uploaded file of a person or a memory page is public while a public page of a deceased person
 * shows it, and is then served at /media/{key} for everyone and every cache. Any other such file (a private or
 * «by link» page's photos, a living person's portrait, an account's documents) answers 404 there and is served
 * at /media/private/{key} only to who may see it (the owner's session, the company in its 7 days, the page's token
 * in X-Page-Token), never cached. Nothing is renamed when a page turns private: its addresses stop answering.
 * A file that is no `media` row is served at /media/{key} only from the public folders (platform/storage.ts
 * PUBLIC_FOLDERS: catalogue, grave and landing photos, logos, avatars); any other (deal documents, invoices,
 * templates, bug screenshots, imports) answers 404 at both addresses and is read only through its checked API.
 */
export function registerMediaRoutes(app: ApiApp, services: Services): void {
  app.get('/media/*', { config: PUBLIC, schema: { hide: true, params } }, async (request, reply) => {
    const key = request.params['*'];
    const access = await services.media.access(key, null);
    if (access ? !access.isPublic : !isPublicFolderKey(key)) throw notFound();
    return send(services, reply, key, PUBLIC_CACHE);
  });
  app.get('/media/private/*', { config: PUBLIC, schema: { hide: true, params } }, async (request, reply) => {
    const key = request.params['*'];
    const access = await services.media.access(key, viewerOf(request));
    if (!access) throw notFound();
    if (!access.allowed) {
      // a session that expired: the web app renews it and asks again; anyone else learns nothing
      if (request.headers.authorization && !request.auth) throw unauthorized();
      throw notFound();
    }
    return send(services, reply, key, PRIVATE_CACHE);
  });
}
