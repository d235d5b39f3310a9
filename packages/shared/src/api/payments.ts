import { z } from 'zod';
import { blankToUndefined, listQuerySchema } from './common';

/** Russian messages of the money API (issue 14). */
export const PAYMENT_MSG = {
  date: 'Введите дату в формате ГГГГ-ММ-ДД',
  periodOrder: 'Дата окончания не может быть раньше даты начала',
  notEnough: 'Недостаточно средств на балансе.',
} as const;

/** The kinds of a movement of money, as GET /api/payments/history/ names and filters them. */
export const LEDGER_KINDS = ['top_up', 'purchase', 'refund', 'correction', 'invoice_payment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  top_up: 'Пополнение',
  purchase: 'Покупка',
  refund: 'Возврат',
  correction: 'Корректировка',
  invoice_payment: 'Оплата по счёту',
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
