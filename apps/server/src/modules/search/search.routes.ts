import { listSchema } from '@sp/shared/api/common';
import {
  publicCompaniesQuerySchema,
  publicCompanySchema,
  publicCompositionSchema,
  publicCompositionsQuerySchema,
  publicItemsListSchema,
  publicItemsQuerySchema,
} from '@sp/shared/api/public';
import { PUBLIC } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

const tags = ['public'];
const place =
  'city: a city id or name; lat, lng: a point, radius: kilometres around it (default 50, at most 1000), nearest first.';

/** Search for anyone: only companies whose page is published; archived products and services never show. */
export function registerPublicSearchRoutes(app: ApiApp, services: Services): void {
  const search = services.search;

  app.get(
    '/api/public/companies/',
    {
      config: PUBLIC,
      schema: {
        tags,
        description: `Filters: name, street (address), services (a service category id or text), type_company; ${place}`,
        querystring: publicCompaniesQuerySchema,
        response: { 200: listSchema(publicCompanySchema) },
      },
    },
    (request) => search.companies(request.query),
  );

  for (const [path, kind] of [
    ['products', 'product'],
    ['services', 'service'],
  ] as const) {
    app.get(
      `/api/public/${path}/`,
      {
        config: PUBLIC,
        schema: {
          tags,
          description: `Filters: query (name), price_gte, price_lte (rubles), cat_id, company_id, sort (price, -price, name, -name, distance); ${place}`,
          querystring: publicItemsQuerySchema,
          response: { 200: publicItemsListSchema },
        },
      },
      (request) => search.items(kind, request.query),
    );
  }

  app.get(
    '/api/public/composition-products/',
    {
      config: PUBLIC,
      schema: {
        tags,
        description: `Ready-made solutions. Filters: query (name), price_gte, price_lte (rubles), company_id, sort; ${place}`,
        querystring: publicCompositionsQuerySchema,
        response: { 200: listSchema(publicCompositionSchema) },
      },
    },
    (request) => search.compositions(request.query),
  );
}
