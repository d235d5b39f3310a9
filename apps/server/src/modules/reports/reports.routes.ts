import { companyDashboardSchema } from '@sp/shared/api/reports';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { authOf, companyOf, staffAccess } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

/** The home page reads the deals: the orders module's read level (3) opens it. */
const dealsRead = staffAccess('orders')(3);

/** /api/reports/ (SPEC §7 Reports): the company's home page. */
export function registerReportRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/api/reports/dashboard/',
    {
      config: dealsRead,
      schema: {
        tags: ['reports'],
        description:
          'The company’s home page («Статистика»): today’s funerals and cremations (Moscow day, cancelled deals left out), unread site requests, overdue tasks (null without the tasks module), this and last month’s deals (made in the Moscow month, not cancelled: count, revenue = Σ total, paid, due) and the deals by status.',
        response: { 200: companyDashboardSchema },
      },
    },
    (request) =>
      services.reports.dashboard(
        companyOf(request).companyId,
        hasModuleLevel(authOf(request).actor, 'tasks', 3),
      ),
  );
}
