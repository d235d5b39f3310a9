import { z } from 'zod';
import { MONEY_MSG, rublesProblem } from '../format/money';
import { optionalEmailField, optionalPhoneField } from '../validation/fields';
import { blankToUndefined, listQuerySchema } from './common';
import { purchasePromoField } from './promo-codes';

/** Russian messages of the money API (issue 14). */
export const PAYMENT_MSG = {
  date: 'Введите дату в формате ГГГГ-ММ-ДД',
  periodOrder: 'Дата окончания не может быть раньше даты начала',
  notEnough: 'Недостаточно средств на балансе.',
  /** SPEC §5 «Balance top-up» */
  minTopUp: 'Минимальное пополнение 10',
  returnPath: 'Адрес возврата — страница этого сайта, начиная с «/»',
  oneTarget: 'Оплатите что-то одно: тариф, пакет или счёт',
  amountMismatch: 'Сумма не совпадает с ценой выбранного',
  personDirectory: 'Платных записей справочника персон нет: оплатите тариф, пакет или счёт',
  providerDown: 'Платёжная система не ответила. Попробуйте ещё раз через несколько минут.',
  providerRefused: 'Платёжная система отклонила платёж. Проверьте данные и попробуйте снова.',
  paymentNotFound: 'Платёж не найден.',
  alreadyFinished: 'Этот платёж уже завершён.',
  receiptContact: 'Укажите e-mail или телефон: на него придёт чек',
  refundTooMuch: 'Вернуть можно не больше оплаченного и ещё не возвращённого',
  refundNotPaid: 'Вернуть можно только прошедший платёж',
  refundFailed: 'Платёжная система не приняла возврат: сумма осталась на балансе.',
  reason: 'Укажите причину от 3 до 500 символов',
  correctionZero: 'Сумма корректировки не может быть нулевой',
  correctionHolder: 'Укажите один баланс: пользователя или компании',
  positive: 'Сумма должна быть больше 0',
  priceChanged: 'Цена изменилась, пока шла оплата: деньги остались на балансе',
} as const;

/** The kinds of a movement of money, as GET /api/payments/history/ names and filters them. */
export const LEDGER_KINDS = [
  'top_up',
  'purchase',
  'refund',
  'correction',
  'invoice_payment',
  'dealer_reward',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  top_up: 'Пополнение',
  purchase: 'Покупка',
  refund: 'Возврат',
  correction: 'Корректировка',
  invoice_payment: 'Оплата по счёту',
  dealer_reward: 'Вознаграждение дилера',
};

/** GET /api/payments/balance/: the caller's balance (a family's account, or the caller's company), in rubles. */
export const balanceSchema = z.object({ balance: z.number() });
export type Balance = z.infer<typeof balanceSchema>;

/** One movement of the caller's balance: in rubles, positive when it came in. */
export const balanceMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export type BalanceMovement = z.infer<typeof balanceMovementSchema>;

const isoDay = z.iso.date({ error: PAYMENT_MSG.date });

/** GET /api/payments/history/: newest first; a kind and a period (days in Moscow time, inclusive). */
export const balanceHistoryQuerySchema = listQuerySchema
  .extend({
    kind: z.preprocess(blankToUndefined, z.enum(LEDGER_KINDS).optional()),
    start_date: z.preprocess(blankToUndefined, isoDay.optional()),
    end_date: z
      .preprocess(blankToUndefined, isoDay.optional())
      .meta({ description: 'Not before start_date' }),
  })
  .refine((value) => !value.start_date || !value.end_date || value.start_date <= value.end_date, {
    path: ['end_date'],
    message: PAYMENT_MSG.periodOrder,
  });
export type BalanceHistoryQuery = z.input<typeof balanceHistoryQuerySchema>;

/** The least top-up, in rubles (SPEC §5). */
export const MIN_TOP_UP_RUBLES = 10;

export const PAY_TARGETS = [
  'user_tariff_id',
  'company_tariff_id',
  'additional_package_id',
  'company_invoice_id',
  'person_directory_id',
] as const;

const optionalId = z.preprocess(blankToUndefined, z.number().int().positive().optional());

/**
 * POST /api/payments/pay/ (SPEC §3 Payment): pays by card at the provider. With none of the ids it tops up the
 * balance by amount_payment (at least 10 ₽); with one, the card pays that tariff, package or invoice, whose price
 * amount_payment must equal (the money comes in to the balance and is spent on it in the same transaction).
 */
export const payBodySchema = z
  .object({
    amount_payment: z
      .number({ error: PAYMENT_MSG.minTopUp })
      .min(MIN_TOP_UP_RUBLES, PAYMENT_MSG.minTopUp)
      .superRefine((value, ctx) => {
        const problem = rublesProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** where the provider sends the payer back: a path of this site, never another site */
    return_path: z
      .string()
      .trim()
      .max(500, PAYMENT_MSG.returnPath)
      .regex(/^\/(?![/\\])[^\s]*$/, PAYMENT_MSG.returnPath)
      .default('/app/tariff'),
    payment_email: optionalEmailField,
    payment_phone: optionalPhoneField,
    user_tariff_id: optionalId,
    company_tariff_id: optionalId,
    additional_package_id: optionalId,
    company_invoice_id: optionalId,
    person_directory_id: optionalId,
    /** a promo code for a tariff or a package: amount_payment is then the discounted price */
    ...purchasePromoField,
  })
  .superRefine((value, ctx) => {
    const targets = PAY_TARGETS.filter((key) => value[key] !== undefined);
    if (targets.length > 1)
      ctx.addIssue({ code: 'custom', path: [targets[1]], message: PAYMENT_MSG.oneTarget });
    if (value.person_directory_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['person_directory_id'], message: PAYMENT_MSG.personDirectory });
  })
  .meta({
    // nothing to pay for but the balance, or one thing
    oneOf: [
      { not: { anyOf: PAY_TARGETS.map((name) => ({ required: [name] })) } },
      ...PAY_TARGETS.map((name) => ({ required: [name] })),
    ],
    description:
      'A top-up without a target, or one of user_tariff_id, company_tariff_id, additional_package_id, company_invoice_id (person_directory_id is refused: nothing of the directory is sold)',
  });
export type PayBody = z.input<typeof payBodySchema>;
export type PayFields = z.output<typeof payBodySchema>;

/** The answer of POST /api/payments/pay/: the provider's page to open in the same window. */
export const payResponseSchema = z.object({ payment_url: z.string(), payment_id: z.number().int() });
export type PayResponse = z.infer<typeof payResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/payments/pay/{id}/: one of the caller's card payments, as the provider last confirmed it. */
export const CARD_PAYMENT_PURPOSES = ['top_up', 'tariff', 'package', 'invoice'] as const;

export const cardPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** a top-up of the balance, or what the money paid for (described in `description`) */
  purpose: z.enum(CARD_PAYMENT_PURPOSES),
  /** rubles */
  amount: z.number(),
  description: z.string(),
  return_path: z.string(),
  created_at: z.string(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** GET /api/payments/test-provider/{provider_id}/: a payment of the «Тестовая оплата» sandbox, for its page. */
export const testPaymentSchema = z.object({
  provider_id: z.string(),
  /** rubles */
  amount: z.number(),
  description: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

/** POST /api/payments/test-provider/{provider_id}/: the sandbox's page pays or cancels; answers where to go back. */
export const testPaymentOutcomeBodySchema = z.object({ outcome: z.enum(['succeeded', 'canceled']) });
export const testPaymentOutcomeResponseSchema = z.object({ return_url: z.string() });

/** Whose balance: a family's account or a company, as administrators see it. */
export const balanceHolderSchema = z.object({
  kind: z.enum(['account', 'company']),
  id: z.number().int(),
  name: z.string(),
});

/** GET /api/admin/payments/: a card payment with its holder and what was given back. */
export const adminCardPaymentSchema = cardPaymentSchema.extend({
  holder: balanceHolderSchema,
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  /** rubles given back through the provider */
  refunded: z.number(),
});
export type AdminCardPayment = z.infer<typeof adminCardPaymentSchema>;

export const adminCardPaymentsQuerySchema = listQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUSES).optional()),
  /** the holder's name or e-mail */
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type AdminCardPaymentsQuery = z.input<typeof adminCardPaymentsQuerySchema>;

const reasonField = z
  .string({ error: PAYMENT_MSG.reason })
  .trim()
  .min(3, PAYMENT_MSG.reason)
  .max(500, PAYMENT_MSG.reason);

const positiveRubles = z.number({ error: MONEY_MSG.notNumber }).superRefine((value, ctx) => {
  const problem = rublesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
  else if (value === 0) ctx.addIssue({ code: 'custom', message: PAYMENT_MSG.positive });
});

/** POST /api/admin/payments/{id}/refund/: gives money back to the card through the provider and the ledger. */
export const refundBodySchema = z.object({ amount: positiveRubles, reason: reasonField });
export type RefundBody = z.input<typeof refundBodySchema>;

/** POST /api/admin/balance-corrections/: an administrator's correction of a balance, with a reason. */
export const correctionBodySchema = z
  .object({
    account_id: z.number().int().positive().optional(),
    company_id: z.number().int().positive().optional(),
    /** rubles: positive credits the balance, negative debits it */
    amount: z.number({ error: MONEY_MSG.notNumber }).superRefine((value, ctx) => {
      const problem = rublesProblem(Math.abs(value));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (value === 0) ctx.addIssue({ code: 'custom', message: PAYMENT_MSG.correctionZero });
    }),
    reason: reasonField,
  })
  .refine((value) => (value.account_id === undefined) !== (value.company_id === undefined), {
    path: ['account_id'],
    message: PAYMENT_MSG.correctionHolder,
  });
export type CorrectionBody = z.input<typeof correctionBodySchema>;

/** GET /api/admin/balance/?account_id=|company_id=: a holder's balance for the correction form. */
export const adminBalanceQuerySchema = z
  .object({
    account_id: z.coerce.number().int().positive().optional(),
    company_id: z.coerce.number().int().positive().optional(),
  })
  .refine((value) => (value.account_id === undefined) !== (value.company_id === undefined), {
    path: ['account_id'],
    message: PAYMENT_MSG.correctionHolder,
  });
export const adminBalanceSchema = z.object({ holder: balanceHolderSchema, balance: z.number() });
