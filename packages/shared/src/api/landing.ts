import { z } from 'zod';
import { EMAIL_DOC, orEmpty } from '../validation/fields';
import { MSG } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/patterns';
import { LANDING_DESCRIPTION_MAX } from '../validation/rich-text';

/** SPEC §5: a 3- or 6-digit hex colour, else the default green. */
export const DEFAULT_ACCENT = '#4fa800';
const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function accentColour(value: string | null | undefined): string {
  return value && HEX_COLOUR.test(value) ? value.toLowerCase() : DEFAULT_ACCENT;
}

const text = (max: number) => z.string().trim().max(max, MSG.tooLong).default('');

export const landingBodySchema = z.object({
  title: text(200),
  /** rich text; sanitised by the server, visible length checked there too */
  description: z
    .string()
    .max(LANDING_DESCRIPTION_MAX * 4, MSG.tooLong)
    .default(''),
  color: z
    .string()
    .trim()
    .regex(HEX_COLOUR, 'Цвет — в формате #RGB или #RRGGBB')
    // the pattern without its i flag, which JSON Schema cannot carry
    .meta({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', example: DEFAULT_ACCENT })
    .default(DEFAULT_ACCENT),
  phone: text(50),
  email: z
    .string()
    .trim()
    .max(50, MSG.tooLong)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), MSG.emailFormat)
    .meta(orEmpty(EMAIL_DOC))
    .default(''),
  website: text(200),
  working_hours: text(200),
  address: text(300),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  /** the city the company works in (GET /api/geo/city/); public search finds the company by it */
  city_id: z.number().int().positive().nullable().default(null),
  is_published: z.boolean().default(false),
});

/** POST /api/company-landing/sliders/: the text field beside the image (multipart). */
export const sliderUploadFieldsSchema = z.object({
  title: z.string().trim().max(200, MSG.tooLong).default(''),
});

export const landingSliderSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  position: z.number().int(),
});

export const landingItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'service']),
  name: z.string(),
  price: z.number(),
  unit: z.string(),
  photo: z.string().nullable(),
  category: z.string().nullable(),
});

export const landingManagerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const landingSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  logo: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  working_hours: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.object({ id: z.number().int(), name: z.string(), region: z.string() }).nullable(),
  is_published: z.boolean(),
  is_active: z.boolean(),
  sliders: z.array(landingSliderSchema),
  popular_products: z.array(landingItemSchema),
  popular_services: z.array(landingItemSchema),
  managers: z.array(landingManagerSchema),
  updated_at: z.string(),
});

export const LANDING_MSG = {
  cityNotFound: 'Город не найден',
  productNotFound: 'Товар не найден',
  serviceNotFound: 'Услуга не найдена',
  managerNotFound: 'Сотрудник не найден',
  descriptionTooLong: (max: number) => `Описание не длиннее ${max} символов`,
  bothCoordinates: 'Укажите обе координаты точки на карте',
  tooManySliders: (max: number) => `Не более ${max} слайдов`,
  chooseImage: 'Выберите изображение.',
} as const;

export const itemIdsBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(24) });

export type Landing = z.infer<typeof landingSchema>;
export type LandingItem = z.infer<typeof landingItemSchema>;
