import { z } from 'zod';
import { rublesProblem } from '../format/money';
import { blankToUndefined, listQuerySchema } from './common';

/** Invoices for organisations (issue 14 §4): a company pays by bank transfer instead of a card. */
export const INVOICE_MSG = {
  minAmount: 'Сумма счёта — не меньше 10 ₽',
  oneOffer: 'Счёт выставляется на пополнение, на тариф или на пакет — что-то одно',
  innRequired: 'Укажите ИНН компании в профиле компании: без него счёт не выставить',
  companiesOnly: 'Счета выставляются только компаниям.',
  notUnpaid: 'Счёт уже оплачен или отменён.',
  noRequisites: 'Реквизиты платформы для счетов не настроены: обратитесь к администратору.',
} as const;

/** A party of an invoice as it names it. */
export type InvoiceParty = { name: string; inn: string; kpp: string; address: string };

export const INVOICE_STATUSES = ['unpaid', 'paid', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Ждёт оплаты',
  paid: 'Оплачен',
  canceled: 'Отменён',
};

const optionalId = z.preprocess(blankToUndefined, z.number().int().positive().optional());

/**
 * POST /api/company/invoices-payment/: an invoice to top up the balance by `amount` rubles, or for a tariff or a
 * package of the company's side (its price; `amount` is then not needed).
 */
export const invoiceBodySchema = z
  .object({
    amount: z
      .number({ error: INVOICE_MSG.minAmount })
      .min(10, INVOICE_MSG.minAmount)
      .superRefine((value, ctx) => {
        const problem = rublesProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    tariff_id: optionalId,
    package_id: optionalId,
  })
  .superRefine((value, ctx) => {
    const given = (['amount', 'tariff_id', 'package_id'] as const).filter((key) => value[key] !== undefined);
    if (given.length > 1) ctx.addIssue({ code: 'custom', path: [given[1]], message: INVOICE_MSG.oneOffer });
    if (given.length === 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: INVOICE_MSG.minAmount });
  })
  .meta({
    oneOf: [{ required: ['amount'] }, { required: ['tariff_id'] }, { required: ['package_id'] }],
    description:
      'A top-up by amount, or a tariff or a package of the company’s side at its price: one of the three',
  });
export type InvoiceBody = z.input<typeof invoiceBodySchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  description: z.string(),
  /** rubles */
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
  pay_until: z.string(),
  paid_at: z.string().nullable(),
  file_name: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An administrator's view: whose invoice it is. */
export const adminInvoiceSchema = invoiceSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** GET /api/company/invoices-payment/ and /api/admin/invoices/: by status; administrators search number or company. */
export const invoicesQuerySchema = listQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(INVOICE_STATUSES).optional()),
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>;

export const invoiceFileQuerySchema = z.object({
  format: z.enum(['docx', 'pdf']).default('docx'),
});
