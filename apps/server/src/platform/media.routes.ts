import { z } from 'zod';
import type { Services } from '../services';
import { notFound } from './errors';
import type { ApiApp } from './http';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Stored images are public by address: keys are random and unguessable. */
export function registerMediaRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/media/*',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await services.storage.open(key);
      if (!file) throw notFound();
      const extension = key.split('.').pop() ?? '';
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
