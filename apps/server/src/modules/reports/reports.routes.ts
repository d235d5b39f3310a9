import {
  companyDashboardSchema,
  companyTotalSchema,
  dealsReportSchema,
  managersReportSchema,
  profitQuerySchema,
  profitReportSchema,
  reportAnalyticsSchema,
  reportDirectorySchema,
  reportFileQuerySchema,
  reportQuerySchema,
} from '@sp/shared/api/reports';
import { hasModuleLevel } from '@sp/shared/permissions/check';
import { authOf, companyOf, staffAccess } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import type { ApiApp } from '../../platform/http';
import { XLSX_MEDIA_TYPE } from '../../platform/xlsx';
import type { Services } from '../../services';

/** The home page reads the deals: the orders module's read level (3) opens it. */
const dealsRead = staffAccess('orders')(3);
/** /app/reports «Отчёты»: the «report» module's read level (SPEC §6). */
const reportsRead = staffAccess('report')(3);

const tags = ['reports'];
const PERIOD =
  'The deals made (created) in the period of Moscow days date_start…date_end, both included (this month by default), of the caller’s company or of the chosen `branches` (ids among GET directory/’s branches: the company and its branches). Money in rubles.';

/** /api/reports/ (SPEC §7 Reports): the company's home page and its reports. */
export function registerReportRoutes(app: ApiApp, services: Services): void {
  const reports = services.reports;

  app.get(
    '/api/reports/dashboard/',
    {
      config: dealsRead,
      schema: {
        tags,
        description:
          'The company’s home page («Статистика»): today’s funerals and cremations (Moscow day, cancelled deals left out), unread site requests, overdue tasks (null without the tasks module), this and last month’s deals (made in the Moscow month, not cancelled: count, revenue = Σ total, paid, due) and the deals by status.',
        response: { 200: companyDashboardSchema },
      },
    },
    (request) =>
      reports.dashboard(companyOf(request).companyId, hasModuleLevel(authOf(request).actor, 'tasks', 3)),
  );

  app.get(
    '/api/reports/directory/',
    {
      config: reportsRead,
      schema: {
        tags,
        description:
          'What the reports’ filters offer: the caller’s company and its branches, the catalogue’s product and service categories, the companies’ managers.',
        response: { 200: reportDirectorySchema },
      },
    },
    (request) => reports.directory(companyOf(request).companyId),
  );

  app.get(
    '/api/reports/company-total/',
    {
      config: reportsRead,
      schema: {
        tags,
        description: `${PERIOD} Cancelled deals are counted apart. The previous period: as many whole months before a period of whole months, else as many days before.`,
        querystring: reportQuerySchema,
        response: { 200: companyTotalSchema },
      },
    },
    (request) => reports.companyTotal(companyOf(request).companyId, request.query),
  );

  app.get(
    '/api/reports/analytics/',
    {
      config: reportsRead,
      schema: {
        tags,
        description: `${PERIOD} By day up to 62 days, else by month; cancelled deals left out.`,
        querystring: reportQuerySchema,
        response: { 200: reportAnalyticsSchema },
      },
    },
    (request) => reports.analytics(companyOf(request).companyId, request.query),
  );

  app.get(
    '/api/reports/managers/',
    {
      config: reportsRead,
      schema: {
        tags,
        description: `${PERIOD} By the deal’s responsible manager, cancelled deals left out, most revenue first.`,
        querystring: reportQuerySchema,
        response: { 200: managersReportSchema },
      },
    },
    (request) => reports.managers(companyOf(request).companyId, request.query),
  );

  app.post(
    '/api/reports/report/',
    {
      config: reportsRead,
      schema: {
        tags,
        description: `${PERIOD} By category and status, cancelled deals too.`,
        body: reportQuerySchema,
        response: { 200: dealsReportSchema },
      },
    },
    (request) => reports.dealsReport(companyOf(request).companyId, request.body),
  );

  for (const [path, kind] of [
    ['/api/reports/profit-products/', 'product'],
    ['/api/reports/profit-services/', 'service'],
  ] as const) {
    app.post(
      path,
      {
        config: reportsRead,
        schema: {
          tags,
          description: `${PERIOD} The ${kind}s sold on deals not cancelled, by catalogue category (\`categories\`: only these) and company. Revenue is each line’s share of its deal’s total; cost and profit are null while the purchase price is unknown.`,
          body: profitQuerySchema,
          response: { 200: profitReportSchema },
        },
      },
      (request) => reports.profit(companyOf(request).companyId, kind, request.body),
    );
  }

  app.get(
    '/api/reports/xlsx/',
    {
      config: reportsRead,
      schema: {
        tags,
        description: `A report’s table as an Excel workbook: table=total (company-total/), report (report/), managers, products, services (profit-…/). ${PERIOD}`,
        querystring: reportFileQuerySchema,
        response: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The workbook (.xlsx)') },
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const file = await reports.file(companyOf(request).companyId, table, query);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.name, file.fallback))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
