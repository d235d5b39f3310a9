import { z } from 'zod';
import { IDENTIFIER_DOC, orEmpty } from '../validation/fields';
import { MSG } from '../validation/messages';
import { isEmail, isPhone } from '../validation/patterns';
import { blankToUndefined, listQuerySchema } from './common';
import { directHandoverSchema, MEMORY_PAGE_MSG, MEMORY_VISIBILITIES } from './memory-pages';
import { PERSON_DATE_DETAILS } from './persons';

/**
 * Complaints about memory pages and their moderation (issue 16; the paths are ours). Anyone may report a public
 * page («Пожаловаться» on /person/{id}); a guest solves the captcha and leaves an e-mail or a phone. An
 * administrator reads the pages with open complaints first, hides a page (it is gone for everyone but its owner
 * until restored), restores it, closes the complaints or hands the page to an account of the family.
 *
 *   POST /api/memory_page/public/{id}/complaint/             anyone: a complaint about a public page
 *   GET  /api/admin/memory-pages/                            pages, those with open complaints first
 *   GET  /api/admin/memory-pages/{id}/complaints/            a page's complaints, newest first
 *   POST /api/admin/memory-pages/{id}/hide/                  {reason}: take the page down, tell its owner
 *   POST /api/admin/memory-pages/{id}/restore/               the owner's visibility comes back
 *   POST /api/admin/memory-pages/{id}/close-complaints/      the open complaints are closed
 *   POST /api/admin/memory-pages/{id}/hand-over/             {login}: the page goes to that account
 */

export const COMPLAINT_REASONS = ['stranger', 'photo', 'offensive', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const COMPLAINT_REASON_LABELS: Record<ComplaintReason, string> = {
  stranger: 'Страницу создал чужой человек',
  photo: 'Фото не принадлежит семье',
  offensive: 'Текст оскорбляет',
  other: 'Другое',
};

export const COMPLAINT_TEXT_MAX = 2000;
export const HIDE_REASON_MAX = 500;
/** complaints one address may send in an hour (all pages together) */
export const COMPLAINTS_PER_HOUR = 5;

export const PAGE_COMPLAINT_MSG = {
  sent: 'Спасибо, жалоба отправлена. Администратор проверит страницу.',
  textRequired: 'Опишите, что не так со страницей',
  contactRequired: 'Укажите почту или телефон, чтобы мы могли ответить',
  throttled: (minutes: number) => `Слишком много жалоб с этого адреса. Повторите через ${minutes} мин.`,
  pageHidden:
    'Страница скрыта администратором после жалобы: пока она скрыта, её видимость не меняется. Напишите в поддержку через «Сообщить об ошибке».',
  alreadyHidden: 'Страница уже скрыта',
  notHidden: 'Страница не скрыта',
  accountNotFound: 'Аккаунт с таким телефоном или почтой не найден',
  alreadyOwner: 'Страница уже принадлежит этому аккаунту',
  notFamilyAccount: 'Страницу можно передать только аккаунту семьи',
} as const;

const contactField = z
  .string()
  .trim()
  .max(50, MSG.tooLong)
  .refine((value) => value === '' || isPhone(value) || isEmail(value), MEMORY_PAGE_MSG.contactFormat)
  .meta(orEmpty(IDENTIFIER_DOC));

/** POST /api/memory_page/public/{id}/complaint/ */
export const complaintCreateSchema = z
  .object({
    reason: z.enum(COMPLAINT_REASONS),
    /** plain text; required for «Другое» */
    text: z.string().trim().max(COMPLAINT_TEXT_MAX, MSG.tooLong).default(''),
    /** an e-mail or a phone; a guest must give one */
    contact: contactField.default(''),
    /** the anti-bot token (guests), as for /api/public/request/; `recaptcha` is its other name */
    captcha: z.string().max(10_000).optional(),
    recaptcha: z.string().max(10_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.text) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: PAGE_COMPLAINT_MSG.textRequired });
    }
  })
  .meta({
    description:
      'reason other needs text; contact (an e-mail or a phone) is required from a guest, optional when signed in; the captcha from a guest',
  });
export type ComplaintCreate = z.input<typeof complaintCreateSchema>;

export const complaintSentSchema = z.object({ detail: z.string() });

const dateDetails = z.object(PERSON_DATE_DETAILS).partial().shape;

/** One line of /admin/pages-memory. */
export const adminMemoryPageSchema = z.object({
  id: z.number().int(),
  person: z.object({
    id: z.number().int(),
    full_name: z.string(),
    date_birth: z.string().nullable(),
    date_death: z.string().nullable(),
    ...dateDetails,
  }),
  /** who keeps the page: a family's account or a company */
  owner: z.object({
    kind: z.enum(['account', 'company']),
    id: z.number().int(),
    name: z.string(),
    contact: z.string(),
  }),
  /** what the world sees now ('private' while hidden) */
  visibility: z.enum(MEMORY_VISIBILITIES),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string(),
  /** the owner's visibility, which comes back when the page is restored */
  visibility_before_hidden: z.enum(MEMORY_VISIBILITIES).nullable(),
  open_complaints: z.number().int(),
  complaints: z.number().int(),
  latest_complaint: z
    .object({ reason: z.enum(COMPLAINT_REASONS), text: z.string(), created_at: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type AdminMemoryPage = z.infer<typeof adminMemoryPageSchema>;

export const ADMIN_PAGE_FILTERS = ['complaints', 'hidden', 'all'] as const;
export type AdminPageFilter = (typeof ADMIN_PAGE_FILTERS)[number];
export const ADMIN_PAGE_FILTER_LABELS: Record<AdminPageFilter, string> = {
  complaints: 'С жалобами',
  hidden: 'Скрытые',
  all: 'Все',
};

export const adminMemoryPagesQuerySchema = listQuerySchema.extend({
  /** words of the person's name */
  name: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  /** complaints: pages with open complaints; hidden: hidden pages; all (default): every page, complained first */
  filter: z.preprocess(blankToUndefined, z.enum(ADMIN_PAGE_FILTERS).default('all')),
});

export const adminComplaintSchema = z.object({
  id: z.number().int(),
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string(),
  contact: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['open', 'closed']),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const pageHideSchema = z.object({
  /** told to the owner */
  reason: z.string().trim().max(HIDE_REASON_MAX, MSG.tooLong).default(''),
});

/** the family's account by its phone or e-mail, as a company's direct-update names it */
export const pageHandOverSchema = directHandoverSchema;
