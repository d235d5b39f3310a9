import { releaseNoteSchema } from '@sp/shared/api/misc';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { listReleaseNotes } from './releases.service';

export function registerReleaseRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/api/releases/',
    { config: PUBLIC, schema: { tags: ['system'], response: { 200: z.array(releaseNoteSchema) } } },
    () => listReleaseNotes(services.db),
  );
}
