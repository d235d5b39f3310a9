import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MSG } from '@sp/shared/api/common';
import type { Config } from '../config';
import type { ApiApp } from './http';

/**
 * Serves the built web app from one process with the API. Unknown /api and /media addresses answer
 * JSON 404; any other unknown path is a page of the single-page app, which shows its own 404.
 */
export async function registerWebApp(app: ApiApp, config: Config): Promise<void> {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      !hasWeb ||
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ detail: SERVER_MSG.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
