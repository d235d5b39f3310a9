import { z } from 'zod';
import { MSG } from '../validation/messages';
import { listQuerySchema } from './common';

/** The company's inbox of requests sent from the site (SPEC §7 "Orders and requests", /app/requests). */

export const SITE_REQUEST_ITEM_KINDS = ['product', 'service', 'composition'] as const;
export type SiteRequestItemKind = (typeof SITE_REQUEST_ITEM_KINDS)[number];

/** The sidebar badge polls GET /api/company-orders/requests/count/?is_new=true this often (SPEC §4, §9). */
export const REQUESTS_BADGE_POLL_MS = 30_000;

const boolQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(['true', 'false']).optional(),
);

export const siteRequestsQuerySchema = listQuerySchema.extend({
  is_new: boolQuery,
  /** substring of the name, phone or e-mail */
  query: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(200, MSG.tooLong).optional(),
  ),
});
export type SiteRequestsQuery = z.infer<typeof siteRequestsQuerySchema>;

export const siteRequestsCountQuerySchema = z.object({ is_new: boolQuery });

export const siteRequestSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  is_new: z.boolean(),
  is_urgent: z.boolean(),
  /** rubles, as the request was sent */
  total: z.number(),
  /** number of lines */
  items_count: z.number().int(),
  created_at: z.string(),
});
export type SiteRequestSummary = z.infer<typeof siteRequestSummarySchema>;

export const siteRequestLineSchema = z.object({
  kind: z.enum(SITE_REQUEST_ITEM_KINDS),
  /** the product, service or composition id; null once it was deleted */
  item_id: z.number().int().nullable(),
  name: z.string(),
  /** rubles, one unit, as it was when the request was sent */
  price: z.number(),
  count: z.number().int(),
  /** rubles: price × count */
  sum: z.number(),
});
export type SiteRequestLine = z.infer<typeof siteRequestLineSchema>;

export const siteRequestSchema = siteRequestSummarySchema.extend({
  items: z.array(siteRequestLineSchema),
  /** the deal made from the request (order_from_request/), null until then */
  order: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
});
export type SiteRequest = z.infer<typeof siteRequestSchema>;

export const countSchema = z.object({ count: z.number().int() });
