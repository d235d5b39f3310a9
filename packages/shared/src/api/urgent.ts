import { z } from 'zod';
import { pluralRu } from '../format/plural';
import { phoneField, requiredString } from '../validation/fields';
import { MSG } from '../validation/messages';
import { GEO_MSG } from './geo';

/**
 * «Срочный вызов» (SPEC §1: the public search's emergency button for evacuating a deceased person):
 * POST /api/public/urgent-request/ sends one urgent request to each of the nearest active companies
 * that offer the service (a non-archived service in a public category marked is_urgent_evacuation).
 */

/** How many companies one call reaches at most. */
export const URGENT_MAX_COMPANIES = 3;
/** Around a point («Рядом со мной») only companies this close are called, in kilometres. */
export const URGENT_RADIUS_KM = 100;
/** Successful calls one IP address may send per 15 minutes. */
export const URGENT_CALLS_PER_WINDOW = 3;
export const URGENT_ADDRESS_MAX = 300;
export const URGENT_NAME_MAX = 100;

export const URGENT_MSG = {
  placeRequired: 'Выберите город или разрешите определить местоположение',
  cityNotFound: 'Город не найден',
  noneFound:
    'Рядом не нашлось компаний, принимающих срочные вызовы через сайт. Позвоните по номеру 112 или в ритуальную службу вашего города.',
  throttled: (minutes: number) =>
    `Срочный вызов можно отправить не более ${URGENT_CALLS_PER_WINDOW} раз за 15 минут. Повторите через ${minutes} мин. или позвоните по номеру 112.`,
} as const;

/** «Срочный вызов отправлен в 2 компании. …» */
export function urgentSentText(count: number): string {
  return `Срочный вызов отправлен в ${count} ${pluralRu(count, ['компанию', 'компании', 'компаний'])}. С вами свяжутся в ближайшее время.`;
}

const latitude = z.number({ error: GEO_MSG.latitude }).min(-90, GEO_MSG.latitude).max(90, GEO_MSG.latitude);
const longitude = z
  .number({ error: GEO_MSG.longitude })
  .min(-180, GEO_MSG.longitude)
  .max(180, GEO_MSG.longitude);

export const urgentRequestBodySchema = z
  .object({
    /** SPEC §5 phone pattern; stored as +7 (###) ###-##-## for Russian numbers */
    phone: phoneField,
    /** where the deceased is */
    address: requiredString().max(URGENT_ADDRESS_MAX, { message: MSG.tooLong, abort: true }),
    name: z.string().trim().max(URGENT_NAME_MAX, MSG.tooLong).default(''),
    /** the caller's point («Рядом со мной»); wins over city */
    lat: latitude.optional(),
    lng: longitude.optional(),
    /** a city id (GET /api/geo/city/): its companies, nearest to its centre first */
    city: z.number({ error: URGENT_MSG.cityNotFound }).int().positive(URGENT_MSG.cityNotFound).optional(),
    /** the anti-bot token, as for the cart's request; `recaptcha` is its other name */
    captcha: z.string().max(10_000).optional(),
    recaptcha: z.string().max(10_000).optional(),
    action: z.string().max(100).optional(),
  })
  .check(
    z.refine((value) => (value.lat === undefined) === (value.lng === undefined), {
      message: GEO_MSG.pointIncomplete,
      path: ['lat'],
    }),
    z.refine((value) => value.lat !== undefined || value.city !== undefined, {
      message: URGENT_MSG.placeRequired,
      path: ['city'],
    }),
  )
  .meta({
    // lat and lng together (city then optional), or city alone
    anyOf: [
      { required: ['lat', 'lng'] },
      { required: ['city'], not: { anyOf: [{ required: ['lat'] }, { required: ['lng'] }] } },
    ],
    description: 'The place: lat and lng together (they win over city), or city',
  });
export type UrgentRequestBody = z.infer<typeof urgentRequestBodySchema>;
export type UrgentRequestInput = z.input<typeof urgentRequestBodySchema>;

export const urgentCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the public page's phone, else the company's; may be empty */
  phone: z.string(),
  /** /company/{landing_id} */
  landing_id: z.number().int(),
  /** kilometres from the caller's point («Рядом со мной»); null for a call by city */
  distance_km: z.number().nullable(),
});
export type UrgentCompany = z.infer<typeof urgentCompanySchema>;

export const urgentRequestCreatedSchema = z.object({
  detail: z.string(),
  /** the companies called, nearest first (one urgent request each) */
  companies: z.array(urgentCompanySchema),
});
export type UrgentRequestCreated = z.infer<typeof urgentRequestCreatedSchema>;
