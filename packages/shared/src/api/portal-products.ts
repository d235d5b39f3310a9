import { z } from 'zod';
import { MSG } from '../validation/messages';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * /admin/portal-product «Продукты портала» (issue 16): every company's products, services and ready-made solutions
 * as the public catalogue shows them; the administrator hides an offer that breaks the rules and brings it back.
 */
export const PORTAL_PRODUCT_MSG = {
  alreadyHidden: 'Предложение уже скрыто.',
  notHidden: 'Предложение не скрыто.',
  reasonLong: 'Причина скрытия не длиннее 500 символов',
} as const;

export const PORTAL_PRODUCT_KINDS = ['product', 'service', 'composition'] as const;
export type PortalProductKind = (typeof PORTAL_PRODUCT_KINDS)[number];
export const PORTAL_PRODUCT_KIND_LABELS: Record<PortalProductKind, string> = {
  product: 'Товар',
  service: 'Услуга',
  composition: 'Готовое решение',
};

export const PORTAL_PRODUCT_STATUSES = ['shown', 'hidden'] as const;
export type PortalProductStatus = (typeof PORTAL_PRODUCT_STATUSES)[number];
export const PORTAL_PRODUCT_STATUS_LABELS: Record<PortalProductStatus, string> = {
  shown: 'На портале',
  hidden: 'Скрыто',
};

const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

export const portalProductsQuerySchema = listQuerySchema.extend({
  /** words of the name, each somewhere in it (as the public search matches names) */
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(PORTAL_PRODUCT_KINDS).optional()),
  status: z.preprocess(blankToUndefined, z.enum(PORTAL_PRODUCT_STATUSES).optional()),
  /** a company by id */
  company_id: optionalId,
  /** a company by a part of its name */
  company: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  /** a category of products or services (compositions have none) */
  category_id: optionalId,
});
export type PortalProductsQuery = z.input<typeof portalProductsQuerySchema>;

export const portalProductParamsSchema = z.object({
  kind: z.enum(PORTAL_PRODUCT_KINDS),
  id: z.coerce.number().int().positive(),
});

export const portalProductHideBodySchema = z.object({
  reason: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(500, PORTAL_PRODUCT_MSG.reasonLong),
});
export type PortalProductHideBody = z.input<typeof portalProductHideBodySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const portalProductSchema = z.object({
  kind: z.enum(PORTAL_PRODUCT_KINDS),
  id: z.number().int(),
  name: z.string(),
  /** the thumbnail of the first photo, as the public catalogue gives it; compositions have none */
  photo: z.string().nullable(),
  /** rubles */
  price: z.number(),
  unit: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    /** its landing's city */
    city: z.string().nullable(),
    /** its public page (/company/{landing_id}) while published, else null */
    landing_id: z.number().int().nullable(),
  }),
  category: ref.nullable(),
  created_at: z.string(),
  /** while the administrator keeps it off the portal: when, why and who */
  hidden: z.object({ at: z.string(), reason: z.string(), by: ref.nullable() }).nullable(),
});
export type PortalProduct = z.infer<typeof portalProductSchema>;
