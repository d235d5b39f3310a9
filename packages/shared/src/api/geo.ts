import { z } from 'zod';
import { MSG } from '../validation/messages';
import { DEFAULT_PAGE_SIZE } from './common';

export const GEO_MSG = {
  latitude: 'Широта должна быть числом от -90 до 90',
  longitude: 'Долгота должна быть числом от -180 до 180',
  pointIncomplete: 'Укажите и широту, и долготу',
  timezone: 'Неизвестный часовой пояс',
  population: 'Численность населения должна быть целым неотрицательным числом',
  duplicate: 'Такой город в этом регионе уже есть',
} as const;

/** Whether the runtime knows an IANA time zone (aliases such as Europe/Kiev included). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('ru', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A city name as search compares it: lower case, ё as е, single spaces. */
export function normalizeCityName(value: string): string {
  return value.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

/** A number in a query string within bounds; an empty parameter (`?latitude=`) counts as absent, not as 0. */
const queryNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

const latitude = z.number({ error: GEO_MSG.latitude }).min(-90, GEO_MSG.latitude).max(90, GEO_MSG.latitude);
const longitude = z
  .number({ error: GEO_MSG.longitude })
  .min(-180, GEO_MSG.longitude)
  .max(180, GEO_MSG.longitude);

/** GET /api/geo/city/: name search, nearest to a point, paging. */
export const cityQuerySchema = z
  .object({
    city: z.string().trim().max(100, MSG.tooLong).optional(),
    latitude: queryNumber(-90, 90, GEO_MSG.latitude).meta({ description: 'Sent with longitude' }),
    longitude: queryNumber(-180, 180, GEO_MSG.longitude).meta({ description: 'Sent with latitude' }),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  })
  .check(
    z.refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
      message: GEO_MSG.pointIncomplete,
      path: ['latitude'],
    }),
  );

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  population: z.number().int(),
  /** kilometres from the point asked about; null when no point was given */
  distance_km: z.number().nullable(),
});

/** A city as administrators see it, inactive ones included. */
export const adminCitySchema = citySchema.omit({ distance_km: true }).extend({
  is_regional_centre: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminCityQuerySchema = z.object({
  city: z.string().trim().max(100, MSG.tooLong).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** POST and PUT /api/admin/cities/: the whole record. */
export const cityBodySchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.tooLong),
  region: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(150, MSG.tooLong),
  latitude,
  longitude,
  timezone: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine(isTimeZone, GEO_MSG.timezone),
  population: z
    .number({ error: GEO_MSG.population })
    .int(GEO_MSG.population)
    .min(0, GEO_MSG.population)
    .max(100_000_000, GEO_MSG.population)
    .default(0),
  is_regional_centre: z.boolean().default(false),
  is_active: z.boolean().default(true),
});

export type CityQuery = z.infer<typeof cityQuerySchema>;
export type City = z.infer<typeof citySchema>;
export type AdminCity = z.infer<typeof adminCitySchema>;
export type AdminCityQuery = z.infer<typeof adminCityQuerySchema>;
export type CityBody = z.infer<typeof cityBodySchema>;
