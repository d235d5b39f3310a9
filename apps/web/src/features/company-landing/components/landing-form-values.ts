import type { Landing } from '@sp/shared/api/landing';
import { MSG } from '@sp/shared/validation/messages';
import { LANDING_DESCRIPTION_MAX, richTextLength } from '@sp/shared/validation/rich-text';
import { z } from 'zod';
import type { LandingBody } from '../api/save-landing';
import { isHexColour } from './page-format';

export const COLOUR_MESSAGE = 'Цвет — в формате #RGB или #RRGGBB';
export const BOTH_COORDINATES = 'Укажите обе координаты точки на карте';

/** A coordinate typed with a point or a comma; empty is «no point». */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

const coordinate = (limit: number, message: string) =>
  z.string().refine((text) => {
    const value = parseCoordinate(text);
    return value === null || (!Number.isNaN(value) && Math.abs(value) <= limit);
  }, message);

const text = (max: number) => z.string().trim().max(max, MSG.tooLong);

/** The editor's form: the fields of landingBodySchema, with the coordinates as typed text. */
export const landingFormSchema = z
  .object({
    title: text(200),
    description: z
      .string()
      .refine(
        (html) => richTextLength(html) <= LANDING_DESCRIPTION_MAX,
        `Описание не длиннее ${LANDING_DESCRIPTION_MAX} символов`,
      ),
    color: z.string().trim().refine(isHexColour, COLOUR_MESSAGE),
    phone: text(50),
    email: text(50).refine((value) => value === '' || /^\S+@\S+\.\S+$/.test(value), MSG.emailFormat),
    website: text(200),
    working_hours: text(200),
    address: text(300),
    latitude: coordinate(90, 'Широта — число от −90 до 90'),
    longitude: coordinate(180, 'Долгота — число от −180 до 180'),
    is_published: z.boolean(),
  })
  .superRefine((values, context) => {
    const latitude = parseCoordinate(values.latitude);
    const longitude = parseCoordinate(values.longitude);
    if (latitude === null && longitude !== null) {
      context.addIssue({ code: 'custom', path: ['latitude'], message: BOTH_COORDINATES });
    }
    if (longitude === null && latitude !== null) {
      context.addIssue({ code: 'custom', path: ['longitude'], message: BOTH_COORDINATES });
    }
  });

export type LandingFormValues = z.infer<typeof landingFormSchema>;

export function formValuesOf(landing: Landing): LandingFormValues {
  return {
    title: landing.title,
    description: landing.description,
    color: landing.color,
    phone: landing.phone,
    email: landing.email,
    website: landing.website,
    working_hours: landing.working_hours,
    address: landing.address,
    latitude: landing.latitude === null ? '' : String(landing.latitude),
    longitude: landing.longitude === null ? '' : String(landing.longitude),
    is_published: landing.is_published,
  };
}

export function bodyOf(values: LandingFormValues): LandingBody {
  return {
    ...values,
    title: values.title.trim(),
    color: values.color.trim().toLowerCase(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: values.website.trim(),
    working_hours: values.working_hours.trim(),
    address: values.address.trim(),
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
  };
}

export const FORM_FIELDS: readonly (keyof LandingFormValues)[] = [
  'title',
  'description',
  'color',
  'phone',
  'email',
  'website',
  'working_hours',
  'address',
  'latitude',
  'longitude',
  'is_published',
];
