import { z } from 'zod';
import { MSG } from '../validation/messages';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * Promo codes (SPEC §1 «Monetisation», §7 «Dealers»; docs/decisions.md «Promo codes and dealers»): a discount in
 * percent on a tariff or an additional package bought by a family's account or a company. The platform's own codes
 * are made by an administrator (/admin/promo-codes); a dealer asks for its own (/app/dealer/requests-promo-code)
 * and earns a share of what is paid with them once an administrator accepts the request. A holder (an account or a
 * company) uses a code once; a code's uses are claimed in one statement against its limit.
 */
export const PROMO_MSG = {
  codeFormat: 'Промокод — от 4 до 20 латинских букв, цифр или дефисов',
  codeTaken: 'Такой промокод уже есть: придумайте другой',
  notFound: 'Промокод не найден или больше не действует',
  otherSide: 'Этот промокод не действует для вашего тарифа',
  used: 'Вы уже использовали этот промокод',
  ownCode: 'Дилер не может использовать свой промокод',
  discount: 'Скидка — целое число процентов от 1 до 90',
  share: 'Доля дилера — целое число процентов от 0 до 50',
  maxUses: 'Число использований — целое число от 1 до 1 000 000, или пусто, если без ограничения',
  validUntil: 'Введите дату в формате ДД.ММ.ГГГГ не раньше сегодняшней',
  note: 'Комментарий не длиннее 1000 символов',
  decided: 'По этой заявке уже принято решение.',
  notDealerCode: 'Это не заявка дилера на промокод.',
  onlyOffers: 'Промокод действует только при покупке тарифа или дополнительного пакета',
  requestedCode: 'Заявка дилера на промокод принимается или отклоняется в разделе «Промокоды дилеров».',
  shareOnlyDealer: 'Доля дилера бывает только у промокода дилера',
  belowUsed: 'Число использований не может быть меньше, чем уже использовано',
  disabledByAdmin: 'Промокод отключил администратор платформы: включить его может только он',
  tooManyLookups: (minutes: number) => `Слишком много проверок промокодов. Повторите через ${minutes} мин.`,
} as const;

/** How a code is written: kept upper-case, compared upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;

/** 'requested' (a dealer's request waiting), 'active', 'declined' (a dealer's request turned down), 'disabled'. */
export const PROMO_STATUSES = ['requested', 'active', 'declined', 'disabled'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const PROMO_STATUS_LABELS: Record<PromoStatus, string> = {
  requested: 'На рассмотрении',
  active: 'Действует',
  declined: 'Отклонён',
  disabled: 'Отключён',
};

/** Whose purchases a code discounts: 1 families' accounts, 2 companies; null both. */
export const PROMO_AUDIENCE_LABELS: Record<1 | 2, string> = { 1: 'Пользователи', 2: 'Компании' };

export const promoCodeField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_MSG.codeFormat))
  .meta({
    pattern: '^\\s*[A-Za-z0-9-]{4,20}\\s*$',
    example: 'SPRING-2026',
    description: '4 to 20 Latin letters, digits or hyphens; read upper-case',
  });

const optionalCode = z.preprocess(blankToUndefined, promoCodeField.optional());
const audienceField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.union([z.literal(1), z.literal(2)]).nullable(),
);
const maxUsesField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: PROMO_MSG.maxUses })
    .int(PROMO_MSG.maxUses)
    .min(1, PROMO_MSG.maxUses)
    .max(1_000_000, PROMO_MSG.maxUses)
    .nullable(),
);
/** the last Moscow day a code works (YYYY-MM-DD), or null: without an end; the server refuses a day already past */
const validUntilField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso.date({ error: PROMO_MSG.validUntil }).nullable(),
);
const discountField = z.coerce
  .number({ error: PROMO_MSG.discount })
  .int(PROMO_MSG.discount)
  .min(1, PROMO_MSG.discount)
  .max(90, PROMO_MSG.discount);
const shareField = z.coerce
  .number({ error: PROMO_MSG.share })
  .int(PROMO_MSG.share)
  .min(0, PROMO_MSG.share)
  .max(50, PROMO_MSG.share);
const noteField = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string().trim().max(1000, PROMO_MSG.note),
);

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A promo code as its owner (a dealer, or the administrator) reads it; money in rubles. */
export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percent: z.number().int(),
  /** the dealer's share of what is paid with the code, in percent; 0 for the platform's codes */
  dealer_share_percent: z.number().int(),
  audience: z.union([z.literal(1), z.literal(2)]).nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  valid_until: z.string().nullable(),
  status: z.enum(PROMO_STATUSES),
  /** an administrator switched it off ('disabled'): its dealer may not switch it on again */
  disabled_by_admin: z.boolean(),
  /** the dealer whose code it is; null for the platform's own */
  dealer: ref.nullable(),
  /** the dealer's words with its request */
  note: z.string(),
  /** the administrator's words with the decision */
  comment: z.string(),
  /** Σ paid with the code and Σ the dealer earned from it (rubles) */
  paid_total: z.number(),
  reward_total: z.number(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** GET /api/admin/promo-codes/ and the dealers' lists: by a part of the code, status and dealer. */
export const promoCodesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  status: z.preprocess(blankToUndefined, z.enum(PROMO_STATUSES).optional()),
  /** 'platform': the administrator's own codes; 'dealer': the dealers' */
  owner: z.preprocess(blankToUndefined, z.enum(['platform', 'dealer']).optional()),
  dealer_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type PromoCodesQuery = z.input<typeof promoCodesQuerySchema>;

/** POST /api/admin/promo-codes/: the platform's own code, active at once. */
export const promoCodeCreateSchema = z.object({
  code: promoCodeField,
  discount_percent: discountField,
  audience: audienceField,
  max_uses: maxUsesField,
  valid_until: validUntilField,
  note: noteField,
});
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

/** PUT /api/admin/promo-codes/{id}/: what the administrator changes on any active or disabled code. */
export const promoCodeUpdateSchema = z.object({
  discount_percent: discountField.optional(),
  dealer_share_percent: shareField.optional(),
  audience: audienceField.optional(),
  max_uses: maxUsesField.optional(),
  valid_until: validUntilField.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type PromoCodeUpdate = z.input<typeof promoCodeUpdateSchema>;

/** POST /api/company/dealer-request-promo-code/: a dealer asks for a code of its own. */
export const dealerPromoRequestSchema = z.object({
  code: promoCodeField,
  discount_percent: discountField,
  audience: audienceField,
  max_uses: maxUsesField,
  valid_until: validUntilField,
  /** where and to whom the dealer will hand it out */
  note: noteField,
});
export type DealerPromoRequest = z.input<typeof dealerPromoRequestSchema>;

/**
 * PUT /api/admin/accept-dealer-promo-codes/{id}/: the administrator accepts a dealer's request (the code becomes
 * active with the dealer's share) or declines it with a comment.
 */
export const dealerPromoDecisionSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), dealer_share_percent: shareField, comment: noteField }),
  z.object({ status: z.literal('declined'), comment: noteField }),
]);
export type DealerPromoDecision = z.input<typeof dealerPromoDecisionSchema>;

/**
 * PUT /api/company/dealer-promo-code/{id}/: the dealer stops its own active code or starts it again (not one an
 * administrator switched off: 409 PROMO_MSG.disabledByAdmin).
 */
export const dealerPromoSwitchSchema = z.object({ status: z.enum(['active', 'disabled']) });

/**
 * GET /api/promo-code/info/{code}/: what a code gives the caller now (404 with PROMO_MSG.notFound when it does not
 * work, 409 when the caller's side may not use it or used it already). A promo code is a shared discount, not a
 * secret: SPEC puts it in the path.
 */
export const promoCodeInfoSchema = z.object({
  code: z.string(),
  discount_percent: z.number().int(),
  audience: z.union([z.literal(1), z.literal(2)]).nullable(),
  valid_until: z.string().nullable(),
  /** the dealer who handed it out, or null for the platform's own */
  dealer: z.string().nullable(),
});
export type PromoCodeInfo = z.infer<typeof promoCodeInfoSchema>;

/**
 * What a purchase pays with a code, in rubles (the server's rule, which a card payment's amount must equal): the
 * price's percent rounded to the kopeck off, at least 1 kopeck off and at least 1 kopeck left to pay; a price under
 * 2 kopecks takes no discount.
 */
export function promoPrice(price: number, discountPercent: number): { discount: number; paid: number } {
  const kopecks = promoKopecks(Math.round(price * 100), discountPercent);
  return kopecks
    ? { discount: kopecks.discount / 100, paid: kopecks.paid / 100 }
    : { discount: 0, paid: price };
}

/** promoPrice in kopecks, as the server charges it; null for a price under 2 kopecks. */
export function promoKopecks(
  listPrice: number,
  discountPercent: number,
): { discount: number; paid: number } | null {
  if (!Number.isSafeInteger(listPrice) || listPrice < 2) return null;
  const discount = Math.min(Math.max(1, Math.round((listPrice * discountPercent) / 100)), listPrice - 1);
  return { discount, paid: listPrice - discount };
}

/** The optional code a purchase (POST /api/payments/tariff/, package/, pay/) carries. */
export const purchasePromoField = { promo_code: optionalCode };

/** A purchase made with a code, as the holder reads it (GET /api/company/company-take-dealer-promo-code/). */
export const promoUseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percent: z.number().int(),
  /** what was bought («Тариф «Бизнес» на 1 месяц») */
  description: z.string(),
  /** rubles: the price before the discount, the discount, what was paid */
  list_price: z.number(),
  discount: z.number(),
  paid: z.number(),
  dealer: z.string().nullable(),
  created_at: z.string(),
});
export type PromoUse = z.infer<typeof promoUseSchema>;
