import { z } from 'zod';
import { IDENTIFIER_DOC, oneOfRequired } from '../validation/fields';
import { MSG } from '../validation/messages';
import { isEmail, isPhone } from '../validation/patterns';
import { listQuerySchema } from './common';
import { publicGuestBookSchema } from './guest-book';
import { PERSON_DATE_DETAILS, PERSON_GENDERS, personCreateSchema, personSchema } from './persons';

/** The qualifiers, ranges, calendars and words of a page's person's dates (present whenever the dates are). */
const dateDetails = z.object(PERSON_DATE_DETAILS).partial().shape;

/**
 * SPEC §7 /api/memory_page/*: a memory page adds a biography, an epitaph, photos and links to relatives' pages to
 * one deceased Person; names, dates and places stay the Person's and are edited through the person.
 */

export const MEMORY_PAGE_MSG = {
  notFound: 'Страница памяти не найдена',
  onlyDeceased: 'Страницу памяти можно создать только для умершего: укажите дату смерти',
  alreadyExists: 'У этого человека уже есть страница памяти',
  notOwnPerson: 'Человек не найден',
  biographyTooLong: (max: number) => `Биография не длиннее ${max} символов`,
  tooManyPhotos: (max: number) => `В галерее не больше ${max} фотографий`,
  chooseImage: 'Выберите изображение.',
  photoNotFound: 'Фотография не найдена',
  photoOrder: 'Укажите все фотографии галереи по одному разу',
  relativeNotFound: 'Страница родственника не найдена',
  relativeSelf: 'Страница не может ссылаться на саму себя',
  companyWindowClosed:
    'Компания может редактировать страницу только 7 дней после создания. Теперь её изменяет семья.',
  codeNotFound: 'Код не найден или уже использован',
  codeWrongPage: 'Код относится к другой странице',
  alreadyHandedOver: 'Страница уже передана семье',
  handoverCodeSent:
    'Код передачи отправлен. Страница перейдёт к семье, когда они примут её по коду в личном кабинете.',
  contactFormat: 'Неверный формат телефона или почты',
  ownAccountOnly: 'Принять страницу можно только в свой профиль',
  personOrId: 'Укажите человека',
  qrFile: 'Укажите файл QR-кода: номер страницы и .png или .svg (например, 12.png)',
  codeTries: (minutes: number) => `Слишком много попыток ввести код. Повторите через ${minutes} мин.`,
  directPerCompany: (minutes: number) =>
    `Слишком много отправок кода передачи. Повторите через ${minutes} мин.`,
  directPerRecipient: (minutes: number) =>
    `На этот адрес код уже отправляли несколько раз. Повторите через ${minutes} мин.`,
} as const;

/** Characters of visible text in a biography (the spec leaves the number to us). */
export const BIOGRAPHY_MAX = 20_000;
export const EPITAPH_MAX = 300;
export const CAPTION_MAX = 300;
export const RELATION_MAX = 50;
export const MAX_PAGE_PHOTOS = 50;
export const MAX_PAGE_RELATIVES = 50;
/** SPEC §4/§9: a company edits a page it made for a deal for 7 days without the family. */
export const COMPANY_EDIT_DAYS = 7;
/** hand-over codes: 8 characters a person can read aloud without confusing 0/O or 1/I */
export const HANDOVER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const HANDOVER_CODE_LENGTH = 8;

export const MEMORY_VISIBILITIES = ['public', 'link', 'private'] as const;
export type MemoryVisibility = (typeof MEMORY_VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<MemoryVisibility, string> = {
  public: 'Всем',
  link: 'По ссылке',
  private: 'Только мне',
};
export const VISIBILITY_HINTS: Record<MemoryVisibility, string> = {
  public: 'Страницу находят в поиске и открывают все',
  link: 'Страницу откроет только тот, у кого есть ссылка; в поиске её нет',
  private: 'Страницу видите только вы',
};

const text = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });
/** rich text: sanitised by the server, its visible length checked there (raw HTML bounded here) */
const biographyField = z.string().max(BIOGRAPHY_MAX * 6, { message: MSG.tooLong, abort: true });

export const memoryPagePhotoSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
  caption: z.string(),
  position: z.number().int(),
});
export type MemoryPagePhoto = z.infer<typeof memoryPagePhotoSchema>;

export const memoryPageRelativeSchema = z.object({
  page_id: z.number().int(),
  relation: z.string(),
  full_name: z.string(),
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  ...dateDetails,
  avatar: z.string().nullable(),
  /** shown to the editor: a link to a page that is not public is hidden from guests */
  visibility: z.enum(MEMORY_VISIBILITIES),
  /**
   * another account's page that is no longer public (or whose person is marked living): shown as «Скрытая
   * страница» without name, dates or photo; the link may stay or be removed
   */
  hidden: z.boolean(),
});
export type MemoryPageRelative = z.infer<typeof memoryPageRelativeSchema>;

/** The page as its owner (or the company within its 7 days) edits it. */
export const memoryPageSchema = z.object({
  id: z.number().int(),
  person: personSchema,
  visibility: z.enum(MEMORY_VISIBILITIES),
  epitaph: z.string(),
  biography: z.string(),
  photos: z.array(memoryPagePhotoSchema),
  relatives: z.array(memoryPageRelativeSchema),
  /** the company that made the page for a deal, if any */
  created_by_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  company_edit_until: z.string().nullable(),
  /**
   * an administrator took the page down after a complaint (issue 16, /admin/pages-memory): it is private, and its
   * visibility cannot change, until restored; null when it is not hidden
   */
  hidden_by_admin: z.object({ hidden_at: z.string(), reason: z.string() }).nullable(),
  /** owned by the caller's account (false: a company's page the caller edits for it) */
  is_own: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemoryPage = z.infer<typeof memoryPageSchema>;

/** One line of the caller's list of pages. */
export const memoryPageSummarySchema = z.object({
  id: z.number().int(),
  person: personSchema,
  visibility: z.enum(MEMORY_VISIBILITIES),
  epitaph: z.string(),
  photos_count: z.number().int(),
  cover: z.string().nullable(),
  /** guest book entries waiting for approval or not yet seen by the keeper (the caller owns the page) */
  guest_book_new: z.number().int(),
  /** an administrator took the page down after a complaint: private until restored (issue 16) */
  hidden_by_admin: z.boolean(),
  updated_at: z.string(),
});
export type MemoryPageSummary = z.infer<typeof memoryPageSummarySchema>;

export const memoryPageListQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  visibility: z.enum(MEMORY_VISIBILITIES).optional(),
});

/** PUT /api/memory_page/page/: a page for one of the caller's deceased persons. */
export const memoryPageCreateSchema = z.object({
  person_id: z.number().int().positive(),
  visibility: z.enum(MEMORY_VISIBILITIES).default('private'),
  epitaph: text(EPITAPH_MAX).default(''),
  biography: biographyField.default(''),
});

export const relativeLinkSchema = z.object({
  page_id: z.number().int().positive(),
  relation: text(RELATION_MAX).default(''),
});

/**
 * PUT /api/memory_page/page/{id}/: only the sent fields change. It never carries the person's fields or avatar
 * (SPEC §5: "memory page edit removes the person avatar from the payload"); those go to /api/family/person/{id}/.
 */
export const memoryPageUpdateSchema = z.object({
  visibility: z.enum(MEMORY_VISIBILITIES).optional(),
  epitaph: text(EPITAPH_MAX).optional(),
  biography: biographyField.optional(),
  relatives: z.array(relativeLinkSchema).max(MAX_PAGE_RELATIVES, MSG.tooLong).optional(),
});
export type MemoryPageUpdate = z.input<typeof memoryPageUpdateSchema>;

export const photoCaptionSchema = z.object({ caption: text(CAPTION_MAX).default('') });
export const photoOrderSchema = z.object({ ids: z.array(z.number().int().positive()).max(MAX_PAGE_PHOTOS) });
export const photoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});

/** GET /api/memory_page/settings/{id}/: who may see the page and the addresses to share. */
export const memoryPageSettingsSchema = z.object({
  id: z.number().int(),
  visibility: z.enum(MEMORY_VISIBILITIES),
  link_token: z.string(),
  /** the page's address (opens for everyone only while it is public) */
  public_url: z.string(),
  /** the address with the link token, for visibility "link" */
  link_url: z.string(),
  /** the address the QR code encodes: link_url for "link", public_url otherwise */
  qr_url: z.string(),
  qr_png: z.string(),
  qr_svg: z.string(),
});
export type MemoryPageSettings = z.infer<typeof memoryPageSettingsSchema>;

/** GET /api/memory_page/public/{id}/: what anyone sees; never the owner's note or living relatives. */
export const publicMemoryPageSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  gender: z.enum(PERSON_GENDERS).nullable(),
  /** the persons directory's attributes the administrator gave the person (issue 16): «Воинское звание: майор» */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  ...dateDetails,
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  birth_place: z.string(),
  city: z.string(),
  burial_city: z.string(),
  burial_place: z.string(),
  avatar: z.string().nullable(),
  avatar_thumbnail: z.string().nullable(),
  epitaph: z.string(),
  biography: z.string(),
  photos: z.array(memoryPagePhotoSchema.omit({ media_id: true, position: true })),
  relatives: z.array(memoryPageRelativeSchema.omit({ visibility: true, hidden: true })),
  /** the account that keeps the page, when it is a family's (its public profile is /user/{id}) */
  keeper: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  visibility: z.enum(MEMORY_VISIBILITIES),
  url: z.string(),
  /**
   * the first page of its guest book (approved memories, candles), so that the page shows whole without asking
   * the API again; null for a page guests cannot write to (the owner's preview of a private page)
   */
  guest_book: publicGuestBookSchema.nullable(),
});
export type PublicMemoryPage = z.infer<typeof publicMemoryPageSchema>;

export const publicPageQuerySchema = z.object({ token: z.string().max(100).optional() });

const yearField = z.coerce.number().int().min(1000).max(2100).optional();

/** GET /api/memory_page/public/: public pages by name (trigram), years and city (lived or buried). */
export const publicSearchQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  birth_year: yearField,
  death_year: yearField,
  city: z.string().trim().max(100).optional(),
});
export type PublicSearchQuery = z.input<typeof publicSearchQuerySchema>;

/**
 * The «Люди» search counts its matches exactly up to this many (issue 13 §2): beyond it the answer says
 * `count_exact: false` with this count, and the page reads «более 1 000». Counting every match of a common
 * surname or a large city read all of them (seconds over a million persons).
 */
export const PEOPLE_COUNT_BOUND = 1000;

export const publicPageCardSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  avatar: z.string().nullable(),
  city: z.string(),
  burial_city: z.string(),
  epitaph: z.string(),
});
export type PublicPageCard = z.infer<typeof publicPageCardSchema>;

/** GET /api/public/persons/?user={id}: an account's public pages for its profile /user/{id}. */
export const publicPersonsQuerySchema = listQuerySchema.extend({
  user: z.coerce.number().int().positive(),
});
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export const publicPersonsSchema = z.object({
  profile: publicProfileSchema,
  results: z.array(publicPageCardSchema),
  count: z.number().int(),
});
export type PublicPersons = z.infer<typeof publicPersonsSchema>;

// --- the affiliate program (company side) ---

/** POST /api/memory_page/affiliate-program/: a page for a client's deceased, with a new person or the company's. */
export const affiliateCreateSchema = z
  .object({
    person_id: z.number().int().positive().optional(),
    person: personCreateSchema.optional(),
    visibility: z.enum(MEMORY_VISIBILITIES).default('private'),
    epitaph: text(EPITAPH_MAX).default(''),
    biography: biographyField.default(''),
  })
  .refine((value) => Boolean(value.person_id) !== Boolean(value.person), {
    message: MEMORY_PAGE_MSG.personOrId,
    path: ['person'],
  })
  .meta({
    ...oneOfRequired('person_id', 'person'),
    description: 'person_id (the company’s person) or person (a new one)',
  });
export type AffiliateCreate = z.input<typeof affiliateCreateSchema>;

export const affiliatePageSchema = z.object({
  id: z.number().int(),
  person: z.object({
    id: z.number().int(),
    full_name: z.string(),
    date_birth: z.string().nullable(),
    date_death: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  visibility: z.enum(MEMORY_VISIBILITIES),
  /** the family's account once handed over */
  handed_over_to: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  handed_over_at: z.string().nullable(),
  company_edit_until: z.string().nullable(),
  /** the company may still edit it (its 7 days have not passed) */
  can_edit: z.boolean(),
  /** the current hand-over code, until it is used */
  code: z.string().nullable(),
  created_at: z.string(),
});
export type AffiliatePage = z.infer<typeof affiliatePageSchema>;

export const affiliateListQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  handed_over: z.enum(['true', 'false']).optional(),
});

export const handoverCodeSchema = z.object({ page_id: z.number().int(), code: z.string() });

const codeField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, MSG.required).max(20, MSG.tooLong));

/** GET /api/memory_page/affiliate-program/code/{code}/: what the family is about to accept. */
export const handoverPreviewSchema = z.object({
  page_id: z.number().int(),
  full_name: z.string(),
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  company_name: z.string(),
});
export type HandoverPreview = z.infer<typeof handoverPreviewSchema>;
export const codeParamSchema = z.object({ code: codeField });

/** POST /api/memory_page/affiliate-program/update/{id}/ (SPEC: memory_page, profile, code). */
export const handoverAcceptSchema = z.object({
  memory_page: z.number().int().positive(),
  /** the accepting account; when sent it must be the caller's own */
  profile: z.number().int().positive().optional(),
  code: codeField,
});

/**
 * POST /api/memory_page/affiliate-program/direct-update/{id}/: the page's hand-over code goes to this phone or
 * e-mail; the family accepts it by the code (nothing moves before).
 */
export const directHandoverSchema = z.object({
  login: z
    .string()
    .trim()
    .min(3, MSG.min3)
    .max(50, MSG.tooLong)
    .refine((value) => isPhone(value) || isEmail(value), MEMORY_PAGE_MSG.contactFormat)
    .meta(IDENTIFIER_DOC),
});

/** Its answer: the same whether an account has that phone or e-mail or not. */
export const handoverSentSchema = z.object({ detail: z.string() });
export type HandoverSent = z.infer<typeof handoverSentSchema>;

export const handoverResultSchema = z.object({
  page_id: z.number().int(),
  person_id: z.number().int(),
  account_id: z.number().int(),
  family_node_id: z.number().int().nullable(),
});

/** GET /api/memory_page/qr/{file}: the page's QR code as {id}.png or {id}.svg. */
export const qrParamSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.(png|svg)$/, MEMORY_PAGE_MSG.qrFile)
    .meta({ example: '1.png', description: '{page id}.png (1024 px) or {page id}.svg' }),
});
export const qrQuerySchema = z.object({
  token: z.string().max(100).optional(),
  download: z.enum(['1', 'true']).optional(),
});

/** GET /api/memory_page/public/: a page of public pages, with their count (exact up to PEOPLE_COUNT_BOUND). */
export const publicPagesListSchema = z.object({
  results: z.array(publicPageCardSchema),
  count: z.number().int(),
  /** false: more than `count` (PEOPLE_COUNT_BOUND) match */
  count_exact: z.boolean(),
});
export type PublicPagesList = z.infer<typeof publicPagesListSchema>;
