import { releaseNoteSchema } from '@sp/shared/api/misc';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { releaseNotes } from './releases.table';

export function registerReleaseRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/api/releases/',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: z.array(releaseNoteSchema) } },
    },
    async () => {
      const rows = await services.db
        .select()
        .from(releaseNotes)
        .orderBy(desc(releaseNotes.date), desc(releaseNotes.id));
      return rows.map((row) => ({ id: row.id, version: row.version, date: row.date, changes: row.changes }));
    },
  );
}
