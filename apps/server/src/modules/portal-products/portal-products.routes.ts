import { listSchema } from '@sp/shared/api/common';
import {
  portalProductHideBodySchema,
  portalProductParamsSchema,
  portalProductSchema,
  portalProductsQuerySchema,
} from '@sp/shared/api/portal-products';
import { ADMIN_ONLY, authOf } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['admin'];

/** /api/admin/portal-product/ (SPEC §2 /admin/portal-product «Продукты портала», issue 16). */
export function registerPortalProductsRoutes(app: ApiApp, services: Services): void {
  const { portalProducts } = services;
  app.get(
    '/api/admin/portal-product/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        description:
          'Every company’s products, services and ready-made solutions as the public catalogue shows them (not archived), newest first. Filters: query (words of the name), kind (product, service, composition), status (shown, hidden), company_id or company (a part of its name), category_id.',
        querystring: portalProductsQuerySchema,
        response: { 200: listSchema(portalProductSchema) },
      },
    },
    (request) => portalProducts.list(request.query),
  );
  app.post(
    '/api/admin/portal-product/:kind/:id/hide/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Takes an offer off the portal: gone from the public search, the company’s page and the cart; the company still sees it in its catalogue with the reason. Journalled in the company’s journal with the administrator; the owner is told. 409 when already hidden.',
        params: portalProductParamsSchema,
        body: portalProductHideBodySchema,
        response: { 200: portalProductSchema },
      },
    },
    (request) =>
      portalProducts.hide(
        authOf(request).accountId,
        request.params.kind,
        request.params.id,
        request.body.reason,
      ),
  );
  app.post(
    '/api/admin/portal-product/:kind/:id/restore/',
    {
      config: { ...ADMIN_ONLY, answers: [404, 409] },
      schema: {
        tags,
        description:
          'Brings a hidden offer back to the portal; journalled, the owner is told. 409 when it is not hidden.',
        params: portalProductParamsSchema,
        response: { 200: portalProductSchema },
      },
    },
    (request) => portalProducts.restore(authOf(request).accountId, request.params.kind, request.params.id),
  );
}
