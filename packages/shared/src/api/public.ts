import { z } from 'zod';
import { COMPANY_TYPES } from '../permissions/company-types';
import { anyOfFilled, EMAIL_DOC, PHONE_DOC } from '../validation/fields';
import { MSG } from '../validation/messages';
import { DEFAULT_PAGE_SIZE } from './common';
import { GEO_MSG } from './geo';
import { CONTACT_REQUIRED_MSG, DEFAULT_RADIUS_KM, MAX_BASKET_COUNT, MAX_RADIUS_KM } from './public-limits';

/** Public search (SPEC §7 "Landing and public") and the cart's request to a company (SPEC §3). */

export const PUBLIC_MSG = {
  contactRequired: CONTACT_REQUIRED_MSG,
  basketEmpty: 'Добавьте в заявку хотя бы один товар или услугу',
  itemNotFound: 'Товар или услуга не найдены',
  totalTooLarge: 'Слишком большая сумма заявки',
  countRange: 'Количество — целое число от 1 до 10 000',
  sent: 'Ваша заявка успешно отправлена.',
  tooManyRequests: (minutes: number) => `Слишком много заявок. Повторите через ${minutes} мин.`,
} as const;

export { DEFAULT_RADIUS_KM, MAX_BASKET_COUNT, MAX_RADIUS_KM } from './public-limits';

/** An empty query parameter (`?lat=`) counts as absent, not as 0. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const queryNumber = (min: number, max: number, message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).min(min, message).max(max, message).optional());
const queryText = (max: number) => z.preprocess(blank, z.string().trim().max(max, MSG.tooLong).optional());
const queryId = z.preprocess(blank, z.coerce.number().int().positive().optional());

const paging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

/** A point and a radius around it; the radius only counts with a point. */
const place = {
  /** a city id (digits) or a city name (case-insensitive, ё = е) */
  city: queryText(100),
  lat: queryNumber(-90, 90, GEO_MSG.latitude).meta({ description: 'Latitude of the point, sent with lng' }),
  lng: queryNumber(-180, 180, GEO_MSG.longitude).meta({
    description: 'Longitude of the point, sent with lat',
  }),
  /** kilometres */
  radius: queryNumber(0, MAX_RADIUS_KM, `Радиус — от 0 до ${MAX_RADIUS_KM} км`).default(DEFAULT_RADIUS_KM),
};

const pointComplete = z.refine<{ lat?: number; lng?: number }>(
  (value) => (value.lat === undefined) === (value.lng === undefined),
  { message: GEO_MSG.pointIncomplete, path: ['lat'] },
);

const priceRange = {
  /** rubles */
  price_gte: queryNumber(0, 1e9, 'Цена должна быть неотрицательным числом'),
  price_lte: queryNumber(0, 1e9, 'Цена должна быть неотрицательным числом'),
};

export const publicCompaniesQuerySchema = z
  .object({
    /** substring of the company's name or of its page title */
    name: queryText(200),
    /** substring of the address */
    street: queryText(300),
    /** a service category id (digits), or text matched against the company's services and their categories */
    services: queryText(200),
    type_company: z.preprocess(blank, z.enum(COMPANY_TYPES).optional()),
    ...place,
    ...paging,
  })
  .check(pointComplete);
export type PublicCompaniesQuery = z.infer<typeof publicCompaniesQuerySchema>;

export const PUBLIC_ITEM_SORTS = ['price', '-price', 'name', '-name', 'distance'] as const;

export const publicItemsQuerySchema = z
  .object({
    /** substring of the name, case-insensitive */
    query: queryText(200),
    cat_id: queryId,
    company_id: queryId,
    /** default: nearest first when lat/lng are given, else by name */
    sort: z.preprocess(blank, z.enum(PUBLIC_ITEM_SORTS).optional()),
    ...priceRange,
    ...place,
    ...paging,
  })
  .check(pointComplete);
export type PublicItemsQuery = z.infer<typeof publicItemsQuerySchema>;

export const publicCompositionsQuerySchema = z
  .object({
    query: queryText(200),
    company_id: queryId,
    sort: z.preprocess(blank, z.enum(PUBLIC_ITEM_SORTS).optional()),
    ...priceRange,
    ...place,
    ...paging,
  })
  .check(pointComplete);
export type PublicCompositionsQuery = z.infer<typeof publicCompositionsQuerySchema>;

export const publicCitySchema = z.object({ id: z.number().int(), name: z.string(), region: z.string() });

/** The company as the cart keeps it (SPEC §3): only published companies are found, so is_active is true. */
export const publicCompanyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  landing_id: z.number().int(),
  is_active: z.boolean(),
});
export type PublicCompanyRef = z.infer<typeof publicCompanyRefSchema>;

export const publicCompanySchema = z.object({
  /** company id: the cart's key and POST /api/public/request/ `company` */
  id: z.number().int(),
  /** /company/{landing_id} */
  landing_id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  city: publicCitySchema.nullable(),
  /** the page's map point, else its city's centre, else null */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** kilometres from lat/lng; null without a point */
  distance_km: z.number().nullable(),
  color: z.string(),
  phone: z.string(),
  is_active: z.boolean(),
  services_count: z.number().int(),
  products_count: z.number().int(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** Where an item's company is, for the search map: its page's address and map point, else its city's centre. */
export const publicPlaceSchema = z.object({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PublicPlace = z.infer<typeof publicPlaceSchema>;

export const publicItemSchema = z.object({
  id: z.number().int(),
  /** rubles */
  price: z.number(),
  name: z.string(),
  unit: z.string(),
  /** the first photo's thumbnail */
  photo: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** the cart shows catalog.name (SPEC §3) */
  catalog: z.object({ name: z.string() }),
  company: publicCompanyRefSchema,
  /** kept apart from `company`, which the cart stores as it is */
  place: publicPlaceSchema,
  distance_km: z.number().nullable(),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

/**
 * The product and service searches count their matches exactly up to this many (issue 13 §2): beyond it the
 * answer says `count_exact: false` with this count and the page reads «более 1 000». Counting every product a
 * common word names over all of Russia read all of them on every page.
 */
export const ITEMS_COUNT_BOUND = 1000;

/** GET /api/public/products/ and /services/: a page of items, with their count (exact up to ITEMS_COUNT_BOUND). */
export const publicItemsListSchema = z.object({
  results: z.array(publicItemSchema),
  count: z.number().int(),
  /** false: more than `count` (ITEMS_COUNT_BOUND) match */
  count_exact: z.boolean(),
});
export type PublicItemsList = z.infer<typeof publicItemsListSchema>;

export const publicCompositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** rubles: the solution's own price */
  price: z.number(),
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
  company: publicCompanyRefSchema,
  place: publicPlaceSchema,
  distance_km: z.number().nullable(),
});
export type PublicComposition = z.infer<typeof publicCompositionSchema>;

// ---- the cart's request (POST /api/public/request/)

const freeText = (max: number) => z.string().trim().max(max, MSG.tooLong).default('');
const basketCount = z
  .number({ error: PUBLIC_MSG.countRange })
  .int(PUBLIC_MSG.countRange)
  .min(1, PUBLIC_MSG.countRange)
  .max(MAX_BASKET_COUNT, PUBLIC_MSG.countRange);
const basketId = z.number({ error: PUBLIC_MSG.itemNotFound }).int().positive(PUBLIC_MSG.itemNotFound);
const basketLines = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object(shape)).max(200, 'Слишком много позиций в заявке').default([]);

export const siteRequestBodySchema = z
  .object({
    /** company id (the cart's key) */
    company: z.number({ error: MSG.required }).int().positive(),
    name: freeText(200),
    /** free text (SPEC §5 names no validation) */
    email: freeText(200).meta({ example: EMAIL_DOC.example }),
    phone: freeText(50).meta({ example: PHONE_DOC.example }),
    description: freeText(2000),
    /** the anti-bot token; `recaptcha` (SPEC §3) is accepted as its other name */
    captcha: z.string().max(10_000).optional(),
    recaptcha: z.string().max(10_000).optional(),
    action: z.string().max(100).optional(),
    basket: z
      .object(
        {
          products_basket: basketLines({ count: basketCount, product_id: basketId }),
          services_basket: basketLines({ count: basketCount, service_id: basketId }),
          composition_products_order: basketLines({ count: basketCount, composition_products_id: basketId }),
        },
        { error: PUBLIC_MSG.basketEmpty },
      )
      .meta({
        ...anyOfFilled(['products_basket', 'services_basket', 'composition_products_order'], { minItems: 1 }),
        description: 'At least one line in one of the lists',
      }),
  })
  .check(
    z.refine((value) => value.phone !== '' || value.email !== '', {
      message: PUBLIC_MSG.contactRequired,
      path: ['phone'],
    }),
    z.refine(
      (value) =>
        value.basket.products_basket.length +
          value.basket.services_basket.length +
          value.basket.composition_products_order.length >
        0,
      { message: PUBLIC_MSG.basketEmpty, path: ['basket'] },
    ),
  )
  .meta({ ...anyOfFilled(['phone', 'email']), description: 'phone or email is required (not empty)' });
export type SiteRequestBody = z.infer<typeof siteRequestBodySchema>;

export const siteRequestCreatedSchema = z.object({ id: z.number().int(), detail: z.string() });
