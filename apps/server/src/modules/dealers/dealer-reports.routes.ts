import { idParamSchema, listSchema } from '@sp/shared/api/common';
import {
  dealerPartnerSchema,
  dealerPartnersQuerySchema,
  dealerProfitQuerySchema,
  dealerProfitSchema,
  dealerStatisticQuerySchema,
  dealerStatisticRowSchema,
} from '@sp/shared/api/dealers';
import { ADMIN_ONLY, companyScope } from '../../platform/access';
import { fileAnswer } from '../../platform/api-document';
import { contentDisposition } from '../../platform/content-disposition';
import type { ApiApp } from '../../platform/http';
import { XLSX_MEDIA_TYPE } from '../../platform/xlsx';
import type { Services } from '../../services';
import { dealerStaff } from './dealer-codes.routes';

const tags = ['dealers'];
const PERIOD =
  'Purchases made with the dealer’s codes in the period of Moscow days date_start…date_end, both included (this month by default), against the period of the same length just before; by day up to 62 days, else by month, every step present; by code and by partner (100 at most), the biggest reward first. Money in rubles.';

/** A dealer's partners and profit (SPEC §7), and the administrators' statistic of dealers. */
export function registerDealerReportRoutes(app: ApiApp, services: Services): void {
  const { partners, profit } = services.dealers;
  app.get(
    '/api/company/dealer-partners/',
    {
      config: dealerStaff('partners', 3),
      schema: {
        tags,
        description:
          'The accounts and companies that bought with the dealer’s codes, the most recent first (a part of the name): an account as «Фамилия И.», a company by its name.',
        querystring: dealerPartnersQuerySchema,
        response: { 200: listSchema(dealerPartnerSchema) },
      },
    },
    (request) => partners.list(companyScope(request).companyId, request.query),
  );
  app.post(
    '/api/reports/dealer-profit/',
    {
      config: dealerStaff('report', 3),
      schema: {
        tags: ['reports', ...tags],
        description: `${PERIOD} promo_code_id and partner_kind with partner_id keep one code or one partner.`,
        body: dealerProfitQuerySchema,
        response: { 200: dealerProfitSchema },
      },
    },
    (request) => profit.profit(companyScope(request).companyId, request.body),
  );
  app.get(
    '/api/reports/dealer-profit/xlsx/',
    {
      config: dealerStaff('report', 3),
      schema: {
        tags: ['reports', ...tags],
        description: `POST dealer-profit/’s answer as an Excel workbook: totals, by time, by code, by partner. ${PERIOD}`,
        querystring: dealerProfitQuerySchema,
        response: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The workbook (.xlsx)') },
      },
    },
    async (request, reply) => {
      const file = await profit.file(companyScope(request).companyId, request.query);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.name, file.fallback))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
  app.get(
    '/api/admin/statistic-dealer/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every dealer (by a part of the name or ИНН) with its figures over the period of Moscow days (this month by default), the biggest reward first; its active codes and partners now, its balance.',
        querystring: dealerStatisticQuerySchema,
        response: { 200: listSchema(dealerStatisticRowSchema) },
      },
    },
    (request) => profit.statistic(request.query),
  );
  app.get(
    '/api/admin/statistic-dealer/:id/',
    {
      config: { ...ADMIN_ONLY, answers: [404] },
      schema: {
        tags,
        description: `One dealer’s figures as POST /api/reports/dealer-profit/ answers them; 404 for a company that is not a dealer. ${PERIOD}`,
        params: idParamSchema,
        querystring: dealerProfitQuerySchema,
        response: { 200: dealerProfitSchema },
      },
    },
    (request) => profit.profitOfDealer(request.params.id, request.query),
  );
}
