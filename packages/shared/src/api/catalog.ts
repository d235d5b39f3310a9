import { z } from 'zod';
import { rublesProblem } from '../format/money';
import { anyOfFilled, requiredString } from '../validation/fields';
import { MSG } from '../validation/messages';
import { listQuerySchema } from './common';

/** A catalog record is a product (товар) or a service (услуга); both share one shape. */
export const CATALOG_KINDS = ['product', 'service'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const CATALOG_MSG = {
  categoryNotFound: 'Категория не найдена',
  itemNotFound: 'Товар или услуга не найдены',
  itemRequired: 'Укажите товар или услугу',
  tooManyPhotos: 'Не более 10 фотографий',
  photoRequired: 'Выберите изображение.',
  publicReadOnly: 'Общие категории изменяют только администраторы.',
  patternNotFound: 'Шаблон не найден',
  itemInComposition: (kind: CatalogKind, composition: string) =>
    `${kind === 'product' ? 'Товар входит' : 'Услуга входит'} в готовое решение «${composition}». Уберите ${kind === 'product' ? 'его' : 'её'} оттуда или отправьте в архив.`,
} as const;

export const MAX_PHOTOS = 10;
export const MAX_DESCRIPTION = 5000;

/** An amount in rubles (a number, two decimals at most, 0…100 000 000); the server stores kopecks. */
export const rublesField = z.number({ error: 'Введите сумму числом' }).check(
  z.superRefine((value, ctx) => {
    const problem = rublesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

const nameField = (max: number) => requiredString().max(max, { message: MSG.tooLong, abort: true });
const textField = (max: number) => z.string().max(max, MSG.tooLong).default('');

const boolQuery = z.enum(['true', 'false']).optional();
const sortValues = (fields: readonly string[]) => fields.flatMap((field) => [field, `-${field}`]);

// ---- categories

export const categoryBodySchema = z.object({ name: nameField(100) });

/**
 * An administrator's public category. is_urgent_evacuation (service categories only) marks the service
 * «Срочный вызов» calls for: a company offers it with an active service in such a category. Left out on
 * a change, the mark stays as it was.
 */
export const publicCategoryBodySchema = categoryBodySchema.extend({
  is_urgent_evacuation: z.boolean().optional(),
});
export type PublicCategoryBody = z.infer<typeof publicCategoryBodySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** maintained by administrators, shared by every company; a company edits only its own */
  is_public: z.boolean(),
  /** a public service category whose services answer «Срочный вызов» (evacuation of the deceased) */
  is_urgent_evacuation: z.boolean(),
  created_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
});

// ---- products and services

export const catalogItemBodySchema = z.object({
  name: nameField(200),
  description: textField(MAX_DESCRIPTION),
  article: z.string().trim().max(100, MSG.tooLong).default(''),
  unit: z.string().trim().max(30, MSG.tooLong).default(''),
  price: rublesField,
  category_id: z.number().int().positive().nullable().default(null),
});
export type CatalogItemBody = z.infer<typeof catalogItemBodySchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
  position: z.number().int(),
});

/**
 * While an administrator keeps the offer off the portal (/admin/portal-product): why and since when (ISO). The
 * company still sees it in its catalogue; only the administrator brings it back.
 */
export const catalogHiddenSchema = z.object({ reason: z.string(), at: z.string() }).nullable();
export type CatalogHidden = z.infer<typeof catalogHiddenSchema>;

export const catalogItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  name: z.string(),
  description: z.string(),
  article: z.string(),
  unit: z.string(),
  /** rubles */
  price: z.number(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_archive: z.boolean(),
  hidden: catalogHiddenSchema,
  photos: z.array(photoSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const ITEM_SORTS = sortValues(['name', 'price', 'created_at']);

export const catalogItemsQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(200).optional(),
  sort: z.enum(ITEM_SORTS as [string, ...string[]]).default('name'),
  cat_id: z.coerce.number().int().positive().optional(),
  /** rubles */
  price_gte: z.coerce.number().min(0).optional(),
  price_lte: z.coerce.number().min(0).optional(),
  /** true: only the archive; absent or false: only the active catalog */
  is_archive: boolQuery,
});
export type CatalogItemsQuery = z.infer<typeof catalogItemsQuerySchema>;

export const photoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});

// ---- compositions (готовые решения)

/**
 * A line of a composition: product_id or service_id (the other left out or null, as the composition's GET shows a
 * line, so a client may send back what it read).
 */
export const compositionItemBodySchema = z
  .object({
    product_id: z.number().int().positive().nullish(),
    service_id: z.number().int().positive().nullish(),
    count: z.number({ error: MSG.required }).int().min(1).max(10_000),
  })
  .refine((value) => (value.product_id == null) !== (value.service_id == null), {
    message: CATALOG_MSG.itemRequired,
  })
  .meta({
    oneOf: [
      { required: ['product_id'], properties: { product_id: { type: 'integer' } } },
      { required: ['service_id'], properties: { service_id: { type: 'integer' } } },
    ],
    description: 'product_id or service_id (not null), not both',
  });

export const compositionBodySchema = z.object({
  name: nameField(200),
  description: textField(MAX_DESCRIPTION),
  price: rublesField,
  items: z.array(compositionItemBodySchema).min(1, CATALOG_MSG.itemRequired).max(100),
});
export type CompositionBody = z.infer<typeof compositionBodySchema>;

export const compositionLineSchema = z.object({
  kind: z.enum(CATALOG_KINDS),
  product_id: z.number().int().nullable(),
  service_id: z.number().int().nullable(),
  name: z.string(),
  /** rubles, one unit */
  price: z.number(),
  count: z.number().int(),
  is_archive: z.boolean(),
});

export const compositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** the solution's own price, rubles */
  price: z.number(),
  /** what the items cost one by one: Σ price × count, rubles */
  items_price: z.number(),
  items: z.array(compositionLineSchema),
  hidden: catalogHiddenSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Composition = z.infer<typeof compositionSchema>;

export const compositionsQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(200).optional(),
  sort: z.enum(ITEM_SORTS as [string, ...string[]]).default('name'),
});

// ---- catalogs (named collections)

const idList = z.array(z.number().int().positive()).max(500).default([]);

export const catalogBodySchema = z.object({
  name: nameField(200),
  description: textField(MAX_DESCRIPTION),
  product_ids: idList,
  service_ids: idList,
});

const shortItemSchema = z.object({ id: z.number().int(), name: z.string(), price: z.number() });

export const catalogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  products: z.array(shortItemSchema),
  services: z.array(shortItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const namedListQuerySchema = listQuerySchema.extend({ name: z.string().trim().max(200).optional() });

// ---- compensations

export const compensationBodySchema = z.object({
  name: nameField(200),
  amount: rublesField,
  description: textField(MAX_DESCRIPTION),
});

export const compensationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** rubles */
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Compensation = z.infer<typeof compensationSchema>;

// ---- templates (patterns), maintained by administrators

export const patternCategoryBodySchema = z.object({
  kind: z.enum(CATALOG_KINDS, { error: MSG.required }),
  name: nameField(100),
});

export const patternItemBodySchema = z.object({
  category_id: z.number({ error: MSG.required }).int().positive(),
  name: nameField(200),
  description: textField(MAX_DESCRIPTION),
  unit: z.string().trim().max(30, MSG.tooLong).default(''),
  price: rublesField,
});

export const patternItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  price: z.number(),
  created_at: z.string(),
});
export type PatternItem = z.infer<typeof patternItemSchema>;

export const patternCategorySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  name: z.string(),
  items: z.array(patternItemSchema),
  created_at: z.string(),
});
export type PatternCategory = z.infer<typeof patternCategorySchema>;

export const patternCategoriesQuerySchema = listQuerySchema.extend({
  kind: z.enum(CATALOG_KINDS).optional(),
  name: z.string().trim().max(100).optional(),
});

export const patternItemsQuerySchema = listQuerySchema.extend({
  category_id: z.coerce.number().int().positive().optional(),
});

/** Copy template categories (with all their items) and single template items into the company's catalog. */
export const copyPatternsBodySchema = z
  .object({ category_ids: idList, item_ids: idList })
  .refine((value) => value.category_ids.length + value.item_ids.length > 0, {
    message: 'Выберите шаблоны',
    path: ['category_ids'],
  })
  .meta({
    ...anyOfFilled(['category_ids', 'item_ids'], { minItems: 1 }),
    description: 'At least one template category or item',
  });

export const copyPatternsResultSchema = z.object({
  categories: z.number().int(),
  products: z.number().int(),
  services: z.number().int(),
});
