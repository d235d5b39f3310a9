import { z } from 'zod';
import { blankToUndefined, listQuerySchema } from './common';
import { REPORT_MSG, reportPeriodSchema } from './reports';

/**
 * Dealers (SPEC §1, §7 «Dealers»; docs/decisions.md «Promo codes and dealers»): a company asks to become a dealer
 * (POST /api/company/becoming-dealer/), an administrator accepts it (its type becomes DEALER) or declines it. A
 * dealer's partners are the accounts and companies that bought with its codes; it earns its share of each such
 * purchase as a movement onto its balance, written in the purchase's own database transaction.
 */
export const DEALER_MSG = {
  note: 'Расскажите, где и кому вы будете распространять промокоды: от 10 до 2000 символов',
  open: 'Заявка уже отправлена и ждёт решения администратора.',
  otherOpen:
    'Ждёт решения заявка компании стать муниципальной организацией: заявку дилера можно подать после решения по ней.',
  already: 'Компания уже дилер.',
  onlyRegular: 'Дилером может стать только обычная головная компания.',
  decided: 'По этой заявке уже принято решение.',
  comment: 'Комментарий не длиннее 1000 символов',
} as const;

export const DEALER_APPLICATION_STATUSES = ['new', 'accepted', 'declined'] as const;
export type DealerApplicationStatus = (typeof DEALER_APPLICATION_STATUSES)[number];

export const dealerApplicationBodySchema = z.object({
  note: z.string({ error: DEALER_MSG.note }).trim().min(10, DEALER_MSG.note).max(2000, DEALER_MSG.note),
});
export type DealerApplicationBody = z.input<typeof dealerApplicationBodySchema>;

export const dealerApplicationSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
  note: z.string(),
  status: z.enum(DEALER_APPLICATION_STATUSES),
  comment: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DealerApplication = z.infer<typeof dealerApplicationSchema>;

/** GET /api/admin/accept-becoming-dealer/ */
export const dealerApplicationsQuerySchema = listQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(DEALER_APPLICATION_STATUSES).optional()),
});

/** PUT /api/admin/accept-becoming-dealer/{id}/ */
export const dealerApplicationDecisionSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  comment: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(1000, DEALER_MSG.comment),
  ),
});
export type DealerApplicationDecision = z.input<typeof dealerApplicationDecisionSchema>;

/**
 * A partner of a dealer: an account or a company that bought with the dealer's codes. A family's account is named
 * «Фамилия И.» (the dealer needs no more of a private person); a company by its name.
 */
export const dealerPartnerSchema = z.object({
  /** 'company' or 'account', with its id: together they name the partner */
  kind: z.enum(['company', 'account']),
  id: z.number().int(),
  name: z.string(),
  uses: z.number().int(),
  /** rubles: Σ paid with the dealer's codes, Σ the dealer earned */
  paid: z.number(),
  reward: z.number(),
  first_use: z.string(),
  last_use: z.string(),
});
export type DealerPartner = z.infer<typeof dealerPartnerSchema>;

/** GET /api/company/dealer-partners/: by a part of the name, the most recent partner first. */
export const dealerPartnersQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});

const reportDay = z.preprocess(blankToUndefined, z.iso.date({ error: REPORT_MSG.date }).optional());

/**
 * POST /api/reports/dealer-profit/ (and the administrator's GET /api/admin/statistic-dealer/{id}/): a period of
 * Moscow days (absent: this month), one of the dealer's codes and one partner (absent: all).
 */
export const dealerProfitQuerySchema = z
  .object({
    date_start: reportDay,
    date_end: reportDay,
    promo_code_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    partner_kind: z.preprocess(blankToUndefined, z.enum(['company', 'account']).optional()),
    partner_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  })
  .refine((value) => !value.date_start || !value.date_end || value.date_start <= value.date_end, {
    path: ['date_end'],
    message: REPORT_MSG.periodOrder,
  });
export type DealerProfitQuery = z.input<typeof dealerProfitQuerySchema>;

/** Uses of the dealer's codes in a period: how many, Σ list price, Σ discount, Σ paid, Σ the dealer's reward. */
export const dealerFiguresSchema = z.object({
  uses: z.number().int(),
  list_price: z.number(),
  discount: z.number(),
  paid: z.number(),
  reward: z.number(),
});
export type DealerFigures = z.infer<typeof dealerFiguresSchema>;

export const dealerProfitSchema = z.object({
  period: reportPeriodSchema,
  /** the period of the same length just before */
  previous_period: reportPeriodSchema,
  total: dealerFiguresSchema,
  previous: dealerFiguresSchema,
  /** by Moscow day (periods up to 62 days) or by month, every one of the period, empty ones too */
  by_time: z.array(dealerFiguresSchema.extend({ start: z.string(), unit: z.enum(['day', 'month']) })),
  /** by code, the biggest reward first */
  by_code: z.array(dealerFiguresSchema.extend({ id: z.number().int(), code: z.string() })),
  /** by partner, the biggest reward first (100 at most) */
  by_partner: z.array(
    dealerFiguresSchema.extend({
      kind: z.enum(['company', 'account']),
      id: z.number().int(),
      name: z.string(),
    }),
  ),
});
export type DealerProfit = z.infer<typeof dealerProfitSchema>;

/** GET /api/admin/statistic-dealer/: every dealer with its figures over a period (absent: this month). */
export const dealerStatisticQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  date_start: reportDay,
  date_end: reportDay,
});
export type DealerStatisticQuery = z.input<typeof dealerStatisticQuerySchema>;

export const dealerStatisticRowSchema = dealerFiguresSchema.extend({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  /** active codes now, and partners ever */
  active_codes: z.number().int(),
  partners: z.number().int(),
  /** the dealer's balance now (rubles): what it earned and has not spent */
  balance: z.number(),
  dealer_since: z.string().nullable(),
});
export type DealerStatisticRow = z.infer<typeof dealerStatisticRowSchema>;
