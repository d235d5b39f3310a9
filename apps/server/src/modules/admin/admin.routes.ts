import { listQuerySchema, listSchema } from '@sp/shared/api/common';
import { outboxMessageSchema } from '@sp/shared/api/misc';
import { ADMIN_ONLY } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

export function registerAdminRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/api/admin/outbox/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        querystring: listQuerySchema,
        response: { 200: listSchema(outboxMessageSchema) },
      },
    },
    (request) => services.messenger.list(request.query),
  );
}
