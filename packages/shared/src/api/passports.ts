import { z } from 'zod';
import { optionalPhoneField } from '../validation/fields';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * Burial passports and the requests for them (issue 15 §3, SPEC §7 "Passports"): a company (from a deal) or a family
 * (from its person) asks the municipal organisation governing the grave's cemetery; it reviews, asks for
 * corrections, approves (a passport is issued with the next number of its series) or declines.
 */
export const PASSPORT_MSG = {
  holder: 'Укажите, на кого оформляется паспорт: ФИО от 3 до 200 символов',
  note: 'Комментарий не длиннее 2000 символов',
  comment: 'Напишите комментарий: от 1 до 2000 символов',
  noPage: 'У умершего нет страницы памяти: сначала создайте её',
  dealStatus:
    'Заявку на паспорт можно подать по сделке в работе, оплаченной, ожидающей оплаты или выполненной',
  notOnDeal: 'Этого человека нет среди умерших сделки',
  notBuried: 'Сначала укажите место захоронения человека',
  noMunicipal: 'У кладбища нет муниципальной организации: паспорт оформить некому',
  municipalBlocked:
    'Муниципальная организация кладбища заблокирована администратором платформы: заявку сейчас рассмотреть некому',
  alreadyPending: 'По этой могиле уже есть заявка на рассмотрении',
  badMove: 'Из этого состояния заявку так не перевести',
  notEditable: 'Заявку можно исправить, только когда её вернули на исправление',
  fileRequired: 'Приложите файл: изображение JPG, PNG, WebP или документ PDF',
  closed: 'К рассмотренной заявке файлы уже не прикладываются',
} as const;

export const PASSPORT_REQUEST_STATUSES = ['new', 'review', 'needs_changes', 'approved', 'rejected'] as const;
export type PassportRequestStatus = (typeof PASSPORT_REQUEST_STATUSES)[number];
export const PASSPORT_REQUEST_STATUS_LABELS: Record<PassportRequestStatus, string> = {
  new: 'Новая',
  review: 'На рассмотрении',
  needs_changes: 'Требует исправлений',
  approved: 'Одобрена',
  rejected: 'Отклонена',
};

/** Where the municipal organisation may move a request from each state (approved and rejected are final). */
export const PASSPORT_REQUEST_MOVES: Record<PassportRequestStatus, readonly PassportRequestStatus[]> = {
  new: ['review', 'needs_changes', 'approved', 'rejected'],
  review: ['needs_changes', 'approved', 'rejected'],
  needs_changes: ['review', 'rejected'],
  approved: [],
  rejected: [],
};

/** The deal statuses a company may ask for a passport in: the work is under way or done (SPEC §4). */
export const PASSPORT_DEAL_STATUSES = ['in_progress', 'awaiting_payment', 'paid', 'completed'] as const;

const holder = z
  .string({ error: PASSPORT_MSG.holder })
  .trim()
  .min(3, PASSPORT_MSG.holder)
  .max(200, PASSPORT_MSG.holder);
const note = z.string().trim().max(2000, PASSPORT_MSG.note).default('');

/** POST …/request-passport/: a passport for the grave where the person lies; a company names its deal. */
export const passportRequestBodySchema = z.object({
  person_id: z.number().int().positive(),
  order_id: z.number().int().positive().optional(),
  holder_name: holder,
  holder_phone: optionalPhoneField,
  note,
});
export type PassportRequestBody = z.input<typeof passportRequestBodySchema>;

/** PUT …/request-passport/{id}/ by the applicant: a request returned for corrections, corrected. */
export const passportRequestFixSchema = z.object({
  holder_name: holder,
  holder_phone: optionalPhoneField,
  note,
});

/** POST …/request-update-burial-passport/: a change of an issued passport, for the organisation to moderate. */
export const passportUpdateBodySchema = z.object({
  passport_id: z.number().int().positive(),
  holder_name: holder,
  holder_phone: optionalPhoneField,
  note,
});

/** PUT /api/passports/municipal/request-passport/{id}/: the organisation's decision, with a comment. */
export const passportDecisionSchema = z.object({
  status: z.enum(PASSPORT_REQUEST_STATUSES),
  comment: z.string().trim().max(2000, PASSPORT_MSG.comment).default(''),
});

export const passportCommentBodySchema = z.object({
  request_id: z.number().int().positive(),
  text: z
    .string({ error: PASSPORT_MSG.comment })
    .trim()
    .min(1, PASSPORT_MSG.comment)
    .max(2000, PASSPORT_MSG.comment),
});

export const passportCommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  /** who wrote it: the organisation or the applicant */
  side: z.enum(['municipal', 'applicant']),
  text: z.string(),
  created_at: z.string(),
});

const personBrief = z.object({
  id: z.number().int(),
  full_name: z.string(),
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
});

export const passportRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['issue', 'update']),
  status: z.enum(PASSPORT_REQUEST_STATUSES),
  /** «system»: approved by the rule (a new burial in a grave whose passport the same applicant holds) */
  decided_by: z.enum(['municipal', 'system']).nullable(),
  applicant: z.object({ kind: z.enum(['account', 'company']), id: z.number().int(), name: z.string() }),
  municipal_company: z.object({ id: z.number().int(), name: z.string() }),
  grave: z.object({ id: z.number().int(), number: z.string(), cemetery: z.string() }),
  person: personBrief.nullable(),
  order_id: z.number().int().nullable(),
  passport_id: z.number().int().nullable(),
  holder_name: z.string(),
  holder_phone: z.string(),
  note: z.string(),
  /** what the applicant attached (a death certificate's scan): downloaded through the request */
  files: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      size: z.number().int(),
      created_at: z.string(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PassportRequest = z.infer<typeof passportRequestSchema>;

export const passportSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  municipal_company: z.object({ id: z.number().int(), name: z.string() }),
  grave: z.object({
    id: z.number().int(),
    number: z.string(),
    cemetery: z.string(),
    location: z.object({ lng: z.number(), lat: z.number() }),
  }),
  holder_name: z.string(),
  holder_phone: z.string(),
  buried: z.array(personBrief.extend({ position: z.number().int(), burial_date: z.string().nullable() })),
  issued_at: z.string(),
  updated_at: z.string(),
});
export type BurialPassport = z.infer<typeof passportSchema>;

export const passportRequestsQuerySchema = listQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(PASSPORT_REQUEST_STATUSES).optional()),
});

/** GET /api/passports/municipal/count/: new requests, by kind; the sidebar's badge asks with all three set to 1. */
export const passportCountQuerySchema = z.object({
  request_passport: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  burial_passport: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  request_update_burial_passport: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(1).optional(),
  ),
});

/** A company's request to become a municipal organisation (POST /api/company/becoming-municipal-organization/). */
export const MUNICIPAL_MSG = {
  note: 'Расскажите об организации: от 10 до 2000 символов',
  open: 'Заявка уже отправлена и ждёт решения администратора.',
  otherOpen:
    'Ждёт решения заявка компании стать дилером: заявку муниципальной организации можно подать после решения по ней.',
  already: 'Компания уже муниципальная организация.',
  onlyRegular: 'Муниципальной организацией может стать только обычная компания.',
  decided: 'По этой заявке уже принято решение.',
} as const;

export const municipalApplicationBodySchema = z.object({
  note: z
    .string({ error: MUNICIPAL_MSG.note })
    .trim()
    .min(10, MUNICIPAL_MSG.note)
    .max(2000, MUNICIPAL_MSG.note),
});

export const municipalApplicationSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
  note: z.string(),
  status: z.enum(['new', 'accepted', 'declined']),
  comment: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MunicipalApplication = z.infer<typeof municipalApplicationSchema>;

/** GET /api/admin/municipal-companies/: a municipal organisation an administrator may put in charge of a cemetery. */
export const municipalCompanySchema = z.object({ id: z.number().int(), name: z.string(), inn: z.string() });
export type MunicipalCompany = z.infer<typeof municipalCompanySchema>;

export const municipalCompaniesQuerySchema = listQuerySchema.extend({
  name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});

export const municipalDecisionSchema = z.object({
  accept: z.boolean(),
  comment: z.string().trim().max(2000).default(''),
});
