import { statisticCalendarQuerySchema, statisticCalendarSchema } from '@sp/shared/api/admin-statistics';
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
  app.get(
    '/api/admin/statistic-calendar/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin'],
        description:
          'The platform by Moscow day: registrations, memory pages, deals, payments received; with the period before.',
        querystring: statisticCalendarQuerySchema,
        response: { 200: statisticCalendarSchema },
      },
    },
    (request) => services.adminStatistics.calendar(request.query),
  );
}
