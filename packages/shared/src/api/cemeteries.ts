import { z } from 'zod';
import { blankToUndefined, listQuerySchema } from './common';
import { partialDateField } from './persons';

/**
 * Cemeteries, their areas, graves and the places in them (issue 15 §1, SPEC §7 "Geo and cemeteries"). Geometry
 * travels as longitude/latitude in degrees (WGS 84, as the map draws it): a point `{lng, lat}`, an outline as a
 * ring of `[lng, lat]` pairs (not closed: the first point is not repeated).
 */
export const CEMETERY_MSG = {
  name: 'Введите название от 2 до 200 символов',
  coordinates: 'Координаты вне допустимого диапазона: долгота от −180 до 180, широта от −90 до 90',
  ringTooShort: 'Контур должен состоять как минимум из трёх разных точек',
  ringTooLong: 'В контуре не больше 2000 точек',
  ringCrosses: 'Контур не должен пересекать сам себя',
  ringFlat: 'Контур не должен быть вытянут в линию',
  bbox: 'Укажите область как minLng,minLat,maxLng,maxLat',
  bboxTooLarge: 'Область слишком велика: приблизьте карту (не больше 2 градусов по каждой стороне)',
  graveNumber: 'Номер могилы — до 30 символов',
  outsideCemetery: 'Точка должна лежать внутри контура кладбища',
  areaOfOther: 'Этот участок принадлежит другому кладбищу',
  placeTaken: 'Это место уже занято',
  personBuried: 'Этот человек уже похоронен в другом месте',
  onlyDeceased: 'Похоронить можно только умершего: укажите дату смерти человека',
  graveNotFree: 'В могиле нет свободного места',
  position: 'Номер места — от 1 до 20',
  hasGraves: 'На кладбище есть могилы: сначала удалите их или перенесите.',
  hasBurials: 'В могиле есть захоронения: её нельзя удалить.',
  notMunicipal: 'Кладбищем может управлять только муниципальная организация',
  noCemetery: 'Такого кладбища нет',
  notOwnPerson: 'Выберите человека из своих',
  placesTaken: 'Мест не может быть меньше, чем занято',
  photoRequired: 'Выберите фотографию могилы',
} as const;

export const GRAVE_STATUSES = ['free', 'reserved', 'occupied'] as const;
export type GraveStatus = (typeof GRAVE_STATUSES)[number];
export const GRAVE_STATUS_LABELS: Record<GraveStatus, string> = {
  free: 'Свободна',
  reserved: 'Зарезервирована',
  occupied: 'Занята',
};

/** The largest side of a box the graves' map may ask for, in degrees (about 220 km of latitude). */
export const MAX_BBOX_DEGREES = 2;
/** A box holding more graves than this answers clustered counts instead of graves. */
export const MAX_GRAVES_IN_BOX = 500;

const longitude = z
  .number({ error: CEMETERY_MSG.coordinates })
  .min(-180, CEMETERY_MSG.coordinates)
  .max(180, CEMETERY_MSG.coordinates);
const latitude = z
  .number({ error: CEMETERY_MSG.coordinates })
  .min(-90, CEMETERY_MSG.coordinates)
  .max(90, CEMETERY_MSG.coordinates);

export const pointSchema = z.object({ lng: longitude, lat: latitude });
export type GeoPoint = z.infer<typeof pointSchema>;

type Pair = readonly [number, number];

/** Whether segments ab and cd cross (touching at a shared end does not count). */
function segmentsCross(a: Pair, b: Pair, c: Pair, d: Pair): boolean {
  const orient = (p: Pair, q: Pair, r: Pair) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Twice the signed area of the ring (shoelace). */
function doubleArea(ring: readonly Pair[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Whether a point lies inside a ring (ray casting; a point on an edge may go either way). */
export function pointInRing(point: { lng: number; lat: number }, ring: readonly Pair[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Why a ring cannot be an outline, or null: three distinct points at least, not flat, not crossing itself. */
export function ringProblem(ring: readonly Pair[]): string | null {
  const distinct = new Set(ring.map(([x, y]) => `${x},${y}`));
  if (distinct.size < 3) return CEMETERY_MSG.ringTooShort;
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing edge
      if (segmentsCross(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n]))
        return CEMETERY_MSG.ringCrosses;
    }
  }
  if (Math.abs(doubleArea(ring)) < 1e-14) return CEMETERY_MSG.ringFlat;
  return null;
}

/** An outline: a ring of [lng, lat] pairs; a closing repeat of the first point is dropped. */
export const ringSchema = z
  .array(z.tuple([longitude, latitude]), { error: CEMETERY_MSG.ringTooShort })
  .max(2001, CEMETERY_MSG.ringTooLong)
  .transform((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    const closed = ring.length > 1 && first[0] === last[0] && first[1] === last[1];
    return closed ? ring.slice(0, -1) : ring;
  })
  .superRefine((ring, ctx) => {
    const problem = ringProblem(ring);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: 'A ring of [lng, lat] pairs, at least 3, not crossing itself',
    example: [
      [35.9, 56.85],
      [35.91, 56.85],
      [35.91, 56.86],
    ],
  });
export type Ring = [number, number][];

/** `bbox=minLng,minLat,maxLng,maxLat` of a map's view. */
export const bboxSchema = z
  .string({ error: CEMETERY_MSG.bbox })
  .transform((text, ctx) => {
    const parts = text.split(',').map((part) => Number(part.trim()));
    const [minLng, minLat, maxLng, maxLat] = parts;
    if (
      parts.length !== 4 ||
      parts.some((value) => !Number.isFinite(value)) ||
      minLng < -180 ||
      maxLng > 180 ||
      minLat < -90 ||
      maxLat > 90 ||
      minLng >= maxLng ||
      minLat >= maxLat
    ) {
      ctx.addIssue({ code: 'custom', message: CEMETERY_MSG.bbox });
      return z.NEVER;
    }
    if (maxLng - minLng > MAX_BBOX_DEGREES || maxLat - minLat > MAX_BBOX_DEGREES) {
      ctx.addIssue({ code: 'custom', message: CEMETERY_MSG.bboxTooLarge });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  })
  .meta({
    description: 'minLng,minLat,maxLng,maxLat, each side at most 2 degrees',
    example: '35.8,56.8,36.0,56.9',
  });
export type Bbox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

const name = z
  .string({ error: CEMETERY_MSG.name })
  .trim()
  .min(2, CEMETERY_MSG.name)
  .max(200, CEMETERY_MSG.name);
const text = (max: number) => z.string().trim().max(max).default('');

/** POST/PUT /api/cemeteries/cemeteries/: an administrator's or the governing organisation's cemetery. */
export const cemeteryBodySchema = z.object({
  name,
  city_id: z.number().int().positive().nullable().default(null),
  address: text(300),
  outline: ringSchema.nullable().default(null),
  center: pointSchema,
  opening_hours: text(300),
  phone: text(50),
  email: text(100),
  /** the municipal organisation that governs it (administrators set it) */
  municipal_company_id: z.number().int().positive().nullable().optional(),
});
export type CemeteryBody = z.input<typeof cemeteryBodySchema>;

export const cemeterySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.string(),
  outline: z.array(z.tuple([z.number(), z.number()])).nullable(),
  center: pointSchema,
  opening_hours: z.string(),
  phone: z.string(),
  email: z.string(),
  municipal_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  graves_count: z.number().int(),
});
export type Cemetery = z.infer<typeof cemeterySchema>;

/** GET /api/cemeteries/cemeteries/: by name, city or what the map shows. */
export const cemeteriesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  city_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  bbox: z.preprocess(blankToUndefined, bboxSchema.optional()),
  /** the cemeteries one municipal organisation governs (its own «Кладбища» page) */
  municipal_company_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});

export const areaBodySchema = z.object({
  cemetery_id: z.number().int().positive(),
  name: z.string({ error: CEMETERY_MSG.name }).trim().min(1, CEMETERY_MSG.name).max(100, CEMETERY_MSG.name),
  outline: ringSchema,
});
export const areaSchema = z.object({
  id: z.number().int(),
  cemetery_id: z.number().int(),
  name: z.string(),
  outline: z.array(z.tuple([z.number(), z.number()])),
});
export type CemeteryArea = z.infer<typeof areaSchema>;

/** A grave's parameters (SPEC «parameters-graves»): size in metres, fence, monument, a note. */
export const graveParametersSchema = z.object({
  width_m: z.number().min(0).max(100).nullable().default(null),
  length_m: z.number().min(0).max(100).nullable().default(null),
  has_fence: z.boolean().default(false),
  has_monument: z.boolean().default(false),
  note: text(1000),
});

export const graveBodySchema = z.object({
  cemetery_id: z.number().int().positive(),
  area_id: z.number().int().positive().nullable().default(null),
  number: z.string().trim().max(30, CEMETERY_MSG.graveNumber).default(''),
  location: pointSchema,
  outline: ringSchema.nullable().default(null),
  status: z.enum(GRAVE_STATUSES).default('free'),
  places_count: z.number().int().min(1, CEMETERY_MSG.position).max(20, CEMETERY_MSG.position).default(1),
  parameters: graveParametersSchema.default({
    width_m: null,
    length_m: null,
    has_fence: false,
    has_monument: false,
    note: '',
  }),
});
export type GraveBody = z.input<typeof graveBodySchema>;

/** A grave on the map: where, its status, whether its governing organisation confirmed it. */
export const graveMarkerSchema = z.object({
  id: z.number().int(),
  cemetery_id: z.number().int(),
  number: z.string(),
  location: pointSchema,
  status: z.enum(GRAVE_STATUSES),
  confirmed: z.boolean(),
});
export type GraveMarker = z.infer<typeof graveMarkerSchema>;

/** More graves in the box than a map should draw: counts on a grid, each with its centre of mass. */
export const graveClusterSchema = z.object({ location: pointSchema, count: z.number().int() });

export const gravesInBoxSchema = z.object({
  /** the graves when the box holds at most MAX_GRAVES_IN_BOX, else [] */
  results: z.array(graveMarkerSchema),
  /** the grid's counts when it holds more, else [] */
  clusters: z.array(graveClusterSchema),
  count: z.number().int(),
});
export type GravesInBox = z.infer<typeof gravesInBoxSchema>;

export const gravesQuerySchema = z.object({
  bbox: bboxSchema,
  cemetery_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  status: z.preprocess(blankToUndefined, z.enum(GRAVE_STATUSES).optional()),
});

/** A burial: a Person in a place of a grave, with the burial's date as the family knows it. */
export const burialBodySchema = z.object({
  person_id: z.number().int().positive(),
  position: z.number().int().min(1, CEMETERY_MSG.position).max(20, CEMETERY_MSG.position),
  burial_date: partialDateField.optional(),
});

/**
 * A grave's photo (its governor's), public like the grave: the re-encoded image (at most 1600 px a side) and its
 * thumbnail (at most 480 px), addresses under /media/; both null when there is none.
 */
export const gravePhotoSchema = z.object({
  photo: z.string().nullable(),
  photo_thumbnail: z.string().nullable(),
});
export type GravePhoto = z.infer<typeof gravePhotoSchema>;

/** GET /api/cemeteries/public-place-grave/{id}/: what a guest sees of a grave. */
export const publicGraveSchema = graveMarkerSchema.extend({
  ...gravePhotoSchema.shape,
  cemetery: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  burials: z.array(
    z.object({
      position: z.number().int(),
      full_name: z.string(),
      date_birth: z.string().nullable(),
      date_death: z.string().nullable(),
      burial_date: z.string().nullable(),
      memory_page_id: z.number().int().nullable(),
    }),
  ),
});
export type PublicGrave = z.infer<typeof publicGraveSchema>;

/** A place of a grave with its burial (the owner's and the governor's view). */
export const placeSchema = z.object({
  position: z.number().int(),
  burial: z
    .object({
      id: z.number().int(),
      person_id: z.number().int(),
      full_name: z.string(),
      date_birth: z.string().nullable(),
      date_death: z.string().nullable(),
      burial_date: z.string().nullable(),
      memory_page_id: z.number().int().nullable(),
    })
    .nullable(),
});

/** POST /api/cemeteries/place-grave/ */
export const placeBodySchema = burialBodySchema.extend({ grave_id: z.number().int().positive() });

/** GET /api/cemeteries/public-burials/: the deceased buried in the platform's graves, by name, cemetery and year of death. */
export const burialsSearchQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  cemetery_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  died: z.preprocess(blankToUndefined, z.coerce.number().int().min(1000).max(3000).optional()),
});

export const foundBurialSchema = z.object({
  grave_id: z.number().int(),
  location: pointSchema,
  cemetery: z.object({ id: z.number().int(), name: z.string() }),
  number: z.string(),
  full_name: z.string(),
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  memory_page_id: z.number().int().nullable(),
});
export type FoundBurial = z.infer<typeof foundBurialSchema>;

/** GET /api/cemeteries/directory/: cemeteries around the map, the platform's and the maps directory's. */
export const directoryPlaceSchema = z.object({
  source: z.enum(['platform', 'directory']),
  /** the platform's cemetery id, or the directory's own */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  location: pointSchema,
  hours: z.string(),
});
export const directoryAnswerSchema = z.object({
  results: z.array(directoryPlaceSchema),
  /** the directory was asked and did not answer: only the platform's are shown */
  directory_unavailable: z.boolean(),
});
export type DirectoryAnswer = z.infer<typeof directoryAnswerSchema>;

/** GET /api/public/map-settings/: the tiles every map of the web app draws, and their credit (HTML). */
export const mapSettingsSchema = z.object({ tiles_url: z.string(), attribution: z.string() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** GET/PUT /api/cemeteries/parameters-graves/{id}/: a grave's parameters and places (its governor changes them). */
export const graveParametersBodySchema = graveParametersSchema.extend({
  status: z.enum(GRAVE_STATUSES),
  places_count: z.number().int().min(1, CEMETERY_MSG.position).max(20, CEMETERY_MSG.position),
});
export const graveParametersAnswerSchema = graveParametersBodySchema.extend({
  id: z.number().int(),
  ...gravePhotoSchema.shape,
});

/** PUT /api/cemeteries/parameters-place-grave/{burial_id}/: a burial's date as the family knows it. */
export const placeParametersBodySchema = z.object({ burial_date: partialDateField });

/** PUT /api/cemeteries/areas/{id}/ */
export const areaUpdateSchema = z.object({
  name: z.string({ error: CEMETERY_MSG.name }).trim().min(1, CEMETERY_MSG.name).max(100, CEMETERY_MSG.name),
  outline: ringSchema,
});

/** GET /api/cemeteries/unconfirmed-graves/: the proposed graves waiting in the cemeteries the caller governs. */
export const unconfirmedGravesQuerySchema = listQuerySchema.extend({
  cemetery_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export const unconfirmedGraveSchema = graveMarkerSchema.extend({
  cemetery: z.object({ id: z.number().int(), name: z.string() }),
  /** when it was proposed */
  created_at: z.string(),
});
export type UnconfirmedGrave = z.infer<typeof unconfirmedGraveSchema>;
