import { z } from 'zod';
import { daysIn } from '../format/day-arithmetic';
import { rublesProblem } from '../format/money';
import { ORDER_CATEGORIES, ORDER_TYPES, PAYMENT_METHODS } from '../orders/kinds';
import { ORDER_STATUSES } from '../orders/statuses';
import { DISCOUNT_KINDS, MAX_QUANTITY, TOTALS_MSG } from '../orders/totals';
import { anyOfFilled, anyOfRequired } from '../validation/fields';
import { MSG } from '../validation/messages';
import { blankToUndefined, listQuerySchema } from './common';
import { memoryPageCreateSchema } from './memory-pages';
import { dateGroupsOf, PERSON_GENDERS, PERSON_MSG, personDateIssues, personFieldsSchema } from './persons';
import { SITE_REQUEST_ITEM_KINDS } from './requests';
import { SHOPPER_TYPES } from './shoppers';

/**
 * A company's deals (SPEC §2 add menu, §3 Order, §4 rules, §7 /api/company-orders/): the list and the board,
 * a deal with its lines, discounts, payments and deceased, the register of the deceased, a deal from a site
 * request, and the client's read-only view (show_orders).
 *
 * Money follows the rest of the API (catalog, requests): rubles as a number with two decimals at most; the
 * server stores kopecks and computes with packages/shared/src/orders/totals.ts, which works in kopecks — the web
 * app converts with rublesToKopecks / kopecksToRubles (format/money.ts) to show the same totals before saving.
 * A discount is { kind: 'amount', value: rubles } or { kind: 'percent', value: a whole 0–100 }.
 * Date-times are ISO strings with an offset (Date.toISOString()); days are YYYY-MM-DD.
 */

export const ORDER_MSG = {
  notFound: 'Сделка не найдена',
  type: 'Тип: 1 — сделка, 2 — продажа',
  categoryRequired: 'Выберите категорию сделки',
  category: 'Категория: 1 — Благоустройство, 2 — Захоронение, 3 — Кремация, 4 — Другое',
  status: 'Неизвестный статус сделки',
  shopperNotFound: 'Клиент не найден',
  itemRequired: 'Укажите товар, услугу или готовое решение',
  itemNotFound: 'Товар или услуга не найдены в каталоге компании',
  compositionNotFound: 'Готовое решение не найдено в каталоге компании',
  lineNotFound: 'Строка не найдена в этой сделке',
  tooManyLines: 'В сделке не больше 200 строк',
  totalTooLarge: 'Сумма сделки слишком большая',
  dateTime: 'Неверные дата и время',
  date: 'Неверная дата: укажите день, месяц и год',
  dateFuture: 'Дата не может быть в будущем',
  periodOrder: 'Дата окончания раньше даты начала',
  discountNumber: 'Введите скидку числом',
  paymentPositive: 'Сумма платежа должна быть больше нуля',
  paymentNotFound: 'Платёж не найден',
  personOrId: 'Выберите человека или укажите имя нового',
  personNotFound: 'Человек не найден',
  alreadyAttached: 'Этот человек уже указан в сделке',
  notOnOrder: 'Этого человека нет в сделке',
  requestNotFound: 'Заявка не найдена',
  requestHasOrder: (number: number) => `По этой заявке уже создана сделка № ${number}`,
  requestEmpty: 'В заявке нет ни имени, ни телефона, ни e-mail: клиента не из чего создать',
  responsibleNotFound: 'Ответственным может быть только сотрудник компании',
  noteRequired: 'Напишите текст заметки',
  noteNotFound: 'Заметка не найдена',
  noteNotYours: 'Удалить заметку может её автор или сотрудник с полным доступом к сделкам',
} as const;

const blankToNull = (value: unknown) => (value === '' ? null : value);
const text = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });
const id = z.number().int().positive();
const queryId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());

/** YYYY-MM-DD, a real day */
export const isoDay = z.iso.date({ error: ORDER_MSG.date });
/** an ISO date-time with its offset, or null ('' reads as null) */
const dateTimeField = z.preprocess(
  blankToNull,
  z.iso.datetime({ offset: true, error: ORDER_MSG.dateTime }).nullable(),
);

export const orderTypeField = z.literal(ORDER_TYPES, { error: ORDER_MSG.type });
export const orderCategoryField = z.literal(ORDER_CATEGORIES, { error: ORDER_MSG.category });
export const orderStatusField = z.enum(ORDER_STATUSES, { error: ORDER_MSG.status });

// ---- money

/** Rubles > 0 with two decimals at most (the catalog's rule, zero refused). */
const positiveRubles = z.number({ error: 'Введите сумму числом' }).check(
  z.superRefine((value, ctx) => {
    const problem = rublesProblem(value) ?? (value === 0 ? ORDER_MSG.paymentPositive : null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);
const rubles = z.number({ error: 'Введите сумму числом' }).check(
  z.superRefine((value, ctx) => {
    const problem = rublesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** A line's or the deal's discount: an amount in rubles, or a whole percent 0–100. */
export const discountBodySchema = z
  .object({
    kind: z.enum(DISCOUNT_KINDS).default('amount'),
    value: z.number({ error: ORDER_MSG.discountNumber }).meta({
      description: 'percent: a whole number from 0 to 100; amount: rubles, at least 0, two decimals at most',
    }),
  })
  .superRefine((discount, ctx) => {
    const problem =
      discount.kind === 'percent'
        ? Number.isInteger(discount.value) && discount.value >= 0 && discount.value <= 100
          ? null
          : TOTALS_MSG.percentRange
        : rublesProblem(discount.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem, input: discount.value });
  });
export type DiscountBody = z.input<typeof discountBodySchema>;

export const discountSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  /** rubles for 'amount', a whole percent for 'percent' */
  value: z.number(),
});
export type OrderDiscount = z.infer<typeof discountSchema>;

const noDiscount = { kind: 'amount' as const, value: 0 };

/** A deal's money, rubles: the totals of packages/shared/src/orders/totals.ts converted from kopecks. */
export const orderTotalsSchema = z.object({
  /** Σ price × quantity before any discount */
  gross: z.number(),
  /** Σ of the lines after their discounts: what the deal's discount applies to */
  subtotal: z.number(),
  /** the deal's own discount */
  discount: z.number(),
  /** every discount, lines' and the deal's */
  discount_total: z.number(),
  total: z.number(),
  paid: z.number(),
  /** total − paid; negative when the client paid more */
  due: z.number(),
});
export type OrderTotalsApi = z.infer<typeof orderTotalsSchema>;

// ---- lines

/**
 * A line sent with a deal (PUT replaces all lines). Without `id` it is a new line of the company's catalog:
 * a product or service (`item_id`) or a composition (`composition_id`); its name, unit and price are taken
 * from the catalog now, and `price` overrides that price. With the `id` of one of the deal's lines the line's
 * kind, reference, name and unit stay as they were; price (absent: unchanged), quantity and discount are set.
 */
export const orderItemBodySchema = z
  .object({
    id: id.optional(),
    kind: z.enum(SITE_REQUEST_ITEM_KINDS, { error: ORDER_MSG.itemRequired }),
    item_id: id.nullable().optional(),
    composition_id: id.nullable().optional(),
    /** rubles, one unit */
    price: rubles.optional(),
    quantity: z
      .number({ error: TOTALS_MSG.quantity })
      .int({ error: TOTALS_MSG.quantity })
      .min(1, TOTALS_MSG.quantity)
      .max(MAX_QUANTITY, TOTALS_MSG.quantity),
    discount: discountBodySchema.default(noDiscount),
  })
  .superRefine((line, ctx) => {
    if (line.id !== undefined) return;
    if (line.kind === 'composition' && !line.composition_id) {
      ctx.addIssue({ code: 'custom', path: ['composition_id'], message: ORDER_MSG.itemRequired });
    }
    if (line.kind !== 'composition' && !line.item_id) {
      ctx.addIssue({ code: 'custom', path: ['item_id'], message: ORDER_MSG.itemRequired });
    }
  })
  .meta({
    anyOf: [
      {
        required: ['item_id'],
        properties: { kind: { enum: ['product', 'service'] }, item_id: { type: 'integer' } },
      },
      {
        required: ['composition_id'],
        properties: { kind: { enum: ['composition'] }, composition_id: { type: 'integer' } },
      },
      { required: ['id'] },
    ],
    description:
      'A new line: item_id of a product or service, or composition_id of a composition; or a line of the deal (id)',
  });
export type OrderItemBody = z.input<typeof orderItemBodySchema>;

export const MAX_ORDER_LINES = 200;
const linesField = z.array(orderItemBodySchema).max(MAX_ORDER_LINES, ORDER_MSG.tooManyLines);

export const orderItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SITE_REQUEST_ITEM_KINDS),
  /** the product or service; null for a composition, or once the catalog record was deleted */
  item_id: z.number().int().nullable(),
  composition_id: z.number().int().nullable(),
  /** as it was when the line was added */
  name: z.string(),
  unit: z.string(),
  /** rubles, one unit */
  price: z.number(),
  quantity: z.number().int(),
  discount: discountSchema,
  /** rubles: price × quantity */
  subtotal: z.number(),
  /** rubles off the line */
  discount_amount: z.number(),
  /** rubles: subtotal − discount_amount */
  total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

// ---- create, edit, status

const orderFields = {
  type_order: orderTypeField,
  /** required for a deal (type 1); a sale (type 2) is always 4 «Другое» whatever is sent */
  category_order: orderCategoryField.optional(),
  shopper_id: id.nullable().default(null),
  funeral_at: dateTimeField.default(null),
  cremation_at: dateTimeField.default(null),
  burial_place: text(500).default(''),
  note: text(5000).default(''),
  /**
   * the manager who answers for the deal: the company's owner or an employee; on create absent means the author,
   * on update absent keeps it; null leaves the deal without one
   */
  responsible_id: id.nullable().optional(),
};

/** categoryRule in the API document: a deal (type_order 1) names its category_order. */
const CATEGORY_RULE_DOC = {
  anyOf: [{ required: ['category_order'] }, { properties: { type_order: { not: { enum: [1] } } } }],
  description: 'category_order is required for a deal (type_order 1)',
};

function categoryRule(value: { type_order: number; category_order?: number }, ctx: z.RefinementCtx) {
  if (value.type_order === 1 && value.category_order === undefined) {
    ctx.addIssue({ code: 'custom', path: ['category_order'], message: ORDER_MSG.categoryRequired });
  }
}

/**
 * POST /api/company-orders/orders/. The status defaults to «Новая»; a deal of an unverified client (or of none)
 * may only be new, in progress or cancelled (SPEC §4).
 */
export const orderCreateSchema = z
  .object({
    ...orderFields,
    status: orderStatusField.default('new'),
    items: linesField.default([]),
    discount: discountBodySchema.default(noDiscount),
  })
  .superRefine(categoryRule)
  .meta(CATEGORY_RULE_DOC);
export type OrderCreateBody = z.input<typeof orderCreateSchema>;

/**
 * PUT /api/company-orders/orders/{id}/: the fields as on create; `items` replaces every line and `discount` the
 * deal's discount; either left out stays as it was; `status` left out stays, sent it must be an allowed move.
 */
export const orderUpdateSchema = z
  .object({
    ...orderFields,
    status: orderStatusField.optional(),
    items: linesField.optional(),
    discount: discountBodySchema.optional(),
  })
  .superRefine(categoryRule)
  .meta(CATEGORY_RULE_DOC);
export type OrderUpdateBody = z.input<typeof orderUpdateSchema>;

/** POST /api/company-orders/orders/{id}/status/: the board's drag to another column. */
export const orderStatusBodySchema = z.object({ status: orderStatusField });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

// ---- payments

/** today anywhere in Russia (UTC+2…+12) counts as today, not the future */
const latestToday = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 10);
const pastDay = isoDay.refine((value) => value <= latestToday(), { message: ORDER_MSG.dateFuture });

/** POST /api/company-orders/order_payments/ */
export const paymentBodySchema = z.object({
  order_id: id,
  /** rubles */
  amount: positiveRubles,
  /** the day it was paid, YYYY-MM-DD; default today */
  paid_on: pastDay.optional(),
  method: z.enum(PAYMENT_METHODS).default('cash'),
  note: text(500).default(''),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** rubles */
  amount: z.number(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderPayment = z.infer<typeof paymentSchema>;

// ---- the deceased on a deal (a Person, never a copy)

export const deceasedSchema = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  full_name: z.string(),
  gender: z.enum(PERSON_GENDERS).nullable(),
  /** partial ISO: "1950", "1950-03" or "1950-03-12" */
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  burial_place: z.string(),
  memory_page_id: z.number().int().nullable(),
  /** owned by the company (it edits the person); false once its memory page went to the family, or a family's person */
  is_company_owned: z.boolean(),
});
export type Deceased = z.infer<typeof deceasedSchema>;

/**
 * POST /api/company-orders/deceased_on_order/: `person_id` attaches an existing person — one owned by the company,
 * one already on another of its deals, or a deceased person with a public memory page; without it the fields
 * make a new person owned by the company (first name required, partial dates as the persons API takes them).
 */
export const deceasedAttachSchema = personFieldsSchema
  .extend({ order_id: id, person_id: id.optional() })
  .superRefine((value, ctx) => {
    if (value.person_id !== undefined) return;
    if (!value.first_name) {
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: PERSON_MSG.firstNameRequired });
    }
    // each date whole (a qualifier with its date, a range with its end), the death not before the birth
    const { birth, death } = dateGroupsOf(value);
    for (const issue of personDateIssues(birth, death))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .meta({
    anyOf: [...anyOfFilled(['first_name']).anyOf, { required: ['person_id'] }],
    description: 'person_id attaches an existing person; without it first_name is required (a new person)',
  });
export type DeceasedAttachBody = z.input<typeof deceasedAttachSchema>;

/** DELETE /api/company-orders/deceased_on_order/{person_id}/?order_id=N: takes the person off the deal. */
export const deceasedDetachQuerySchema = z.object({ order_id: z.coerce.number().int().positive() });

/** GET /api/company-orders/deceased_on_order/: the company's deceased across its deals, one row per deal. */
export const deceasedOnOrderQuerySchema = listQuerySchema
  .extend({
    shopper_id: queryId,
    /** the death date (its stored first day) from… to…, inclusive */
    date_start: z.preprocess(blankToUndefined, isoDay.optional()),
    date_end: z
      .preprocess(blankToUndefined, isoDay.optional())
      .meta({ description: 'Not before date_start' }),
    /** words of the name */
    query: z.preprocess(blankToUndefined, text(200).optional()),
    order_id: queryId,
  })
  .refine((value) => !value.date_start || !value.date_end || value.date_start <= value.date_end, {
    path: ['date_end'],
    message: ORDER_MSG.periodOrder,
  });
export type DeceasedOnOrderQuery = z.input<typeof deceasedOnOrderQuerySchema>;

const orderBriefSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type_order: z.literal(ORDER_TYPES),
  category_order: z.literal(ORDER_CATEGORIES),
  status: z.enum(ORDER_STATUSES),
  funeral_at: z.string().nullable(),
  created_at: z.string(),
});

export const deceasedOnOrderSchema = z.object({
  person: deceasedSchema,
  order: orderBriefSchema,
  shopper: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DeceasedOnOrder = z.infer<typeof deceasedOnOrderSchema>;

// ---- list and detail

export const ORDER_SORT_FIELDS = ['created_at', 'number', 'total', 'status', 'funeral_at'] as const;
export const ORDER_SORTS = ORDER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

/** an account id, or `none` */
const responsibleQuery = z.preprocess(
  blankToUndefined,
  z.union([z.literal('none'), z.coerce.number().int().positive()]).optional(),
);

/** true / false / 1 / 0; absent: every deal */
const debtQuery = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean().optional(),
);

/** status=new or status=new,in_progress (the board asks for several) */
const statusesQuery = z.preprocess(
  (value) =>
    typeof value === 'string' && value !== ''
      ? value.split(',').map((part) => part.trim())
      : Array.isArray(value)
        ? value
        : undefined,
  z.array(orderStatusField).max(ORDER_STATUSES.length).optional(),
);

/** SPEC §7 filters of /api/company-orders/orders/. */
export const ordersQuerySchema = listQuerySchema
  .extend({
    status: statusesQuery,
    /** the deal's number, the client's name or phone, the deceased's name */
    query: z.preprocess(blankToUndefined, text(200).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(ORDER_SORTS).default('-created_at')),
    /** the deal's creation day (Moscow time) from… to…, inclusive */
    start_date: z.preprocess(blankToUndefined, isoDay.optional()),
    end_date: z
      .preprocess(blankToUndefined, isoDay.optional())
      .meta({ description: 'Not before start_date' }),
    type_order: z.preprocess(blankToUndefined, z.coerce.number().pipe(orderTypeField).optional()),
    category_order: z.preprocess(blankToUndefined, z.coerce.number().pipe(orderCategoryField).optional()),
    /** the client's id */
    shopper: queryId,
    /** the responsible manager's account id, or `none` for the deals nobody answers for */
    responsible: responsibleQuery,
    /** true: only the deals the client still owes for (total above paid) */
    debt: debtQuery,
  })
  .refine((value) => !value.start_date || !value.end_date || value.start_date <= value.end_date, {
    path: ['end_date'],
    message: ORDER_MSG.periodOrder,
  });
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

/**
 * GET /api/company-orders/orders/summary/: the board's column heads — how many deals each status holds and their
 * money — for the list's filters (status, paging and sort aside), counted by the server in one grouped query.
 */
export const ordersSummaryQuerySchema = z
  .object({
    query: z.preprocess(blankToUndefined, text(200).optional()),
    start_date: z.preprocess(blankToUndefined, isoDay.optional()),
    end_date: z
      .preprocess(blankToUndefined, isoDay.optional())
      .meta({ description: 'Not before start_date' }),
    type_order: z.preprocess(blankToUndefined, z.coerce.number().pipe(orderTypeField).optional()),
    category_order: z.preprocess(blankToUndefined, z.coerce.number().pipe(orderCategoryField).optional()),
    shopper: queryId,
    responsible: responsibleQuery,
    debt: debtQuery,
  })
  .refine((value) => !value.start_date || !value.end_date || value.start_date <= value.end_date, {
    path: ['end_date'],
    message: ORDER_MSG.periodOrder,
  });
export type OrdersSummaryQuery = z.input<typeof ordersSummaryQuerySchema>;

/** One status of the board: its deals' count, Σ total and Σ due (rubles). */
export const statusSummarySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  count: z.number().int(),
  /** rubles: Σ of the deals' totals */
  total: z.number(),
  /** rubles: Σ of what the clients still owe (total − paid, when positive) */
  due: z.number(),
});
export type StatusSummary = z.infer<typeof statusSummarySchema>;

/** Every status in the board's order, an empty one with zeros. */
export const ordersSummarySchema = z.object({ results: z.array(statusSummarySchema) });
export type OrdersSummary = z.infer<typeof ordersSummarySchema>;

export const orderShopperSchema = z.object({
  id: z.number().int(),
  type_shopper: z.enum(SHOPPER_TYPES),
  /** ФИО or the entity's name */
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  is_confirmed: z.boolean(),
});
export type OrderShopper = z.infer<typeof orderShopperSchema>;

const personNameSchema = z.object({ id: z.number().int(), full_name: z.string() });
/** an account as a deal names it: «Фамилия Имя» (or the contact when nameless) */
const accountRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const orderRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type_order: z.literal(ORDER_TYPES),
  category_order: z.literal(ORDER_CATEGORIES),
  status: z.enum(ORDER_STATUSES),
  shopper: orderShopperSchema.nullable(),
  deceased: z.array(personNameSchema),
  funeral_at: z.string().nullable(),
  cremation_at: z.string().nullable(),
  /** rubles */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  items_count: z.number().int(),
  /** the manager who answers for the deal */
  responsible: accountRefSchema.nullable(),
  created_at: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type_order: z.literal(ORDER_TYPES),
  category_order: z.literal(ORDER_CATEGORIES),
  status: z.enum(ORDER_STATUSES),
  /** where the board may move it now (SPEC §4 rule included) */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  shopper: orderShopperSchema.nullable(),
  funeral_at: z.string().nullable(),
  cremation_at: z.string().nullable(),
  burial_place: z.string(),
  note: z.string(),
  discount: discountSchema,
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
  payments: z.array(paymentSchema),
  deceased: z.array(deceasedSchema),
  /** the site request the deal was made from */
  site_request_id: z.number().int().nullable(),
  created_by: accountRefSchema.nullable(),
  /** the manager who answers for the deal (the author unless changed) */
  responsible: accountRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/company-orders/responsibles/: who may answer for a deal — the company's owner and employees. */
export const responsibleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_owner: z.boolean(),
});
export type Responsible = z.infer<typeof responsibleSchema>;

// ---- the deal's timeline (its notes, status moves, payments, documents, tasks done), newest first

export const NOTE_MAX_LENGTH = 2000;

/** POST /api/company-orders/orders/{id}/notes/: plain text, shown as written. */
export const orderNoteBodySchema = z.object({
  text: z
    .string({ error: ORDER_MSG.noteRequired })
    .trim()
    .min(1, ORDER_MSG.noteRequired)
    .max(NOTE_MAX_LENGTH, MSG.tooLong),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;

export const orderNoteSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  text: z.string(),
  created_by: accountRefSchema.nullable(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const noteParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  note_id: z.coerce.number().int().positive(),
});

export const timelineQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TimelineQuery = z.input<typeof timelineQuerySchema>;

const entryBase = {
  /** unique within the timeline: «note-5», «payment-3»… */
  key: z.string(),
  /** ISO date-time */
  at: z.string(),
  /** who did it (null: a deleted account, or the system) */
  author: accountRefSchema.nullable(),
};
const taskRefSchema = z.object({ id: z.number().int(), title: z.string() });

export const TIMELINE_KINDS = [
  'created',
  'status',
  'note',
  'payment',
  'payment_deleted',
  'document',
  'task_done',
  'task_comment',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event of the deal's life; `kind` says which fields it has. */
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...entryBase, kind: z.literal('created'), status: z.enum(ORDER_STATUSES) }),
  z.object({
    ...entryBase,
    kind: z.literal('status'),
    from: z.enum(ORDER_STATUSES).nullable(),
    to: z.enum(ORDER_STATUSES),
  }),
  z.object({ ...entryBase, kind: z.literal('note'), note_id: z.number().int(), text: z.string() }),
  z.object({
    ...entryBase,
    kind: z.literal('payment'),
    payment_id: z.number().int(),
    /** rubles */
    amount: z.number(),
    paid_on: z.string(),
    method: z.enum(PAYMENT_METHODS),
    note: z.string(),
  }),
  z.object({ ...entryBase, kind: z.literal('payment_deleted'), amount: z.number(), paid_on: z.string() }),
  z.object({
    ...entryBase,
    kind: z.literal('document'),
    document_id: z.number().int(),
    name: z.string(),
    format: z.enum(['docx', 'pdf']),
  }),
  z.object({ ...entryBase, kind: z.literal('task_done'), task: taskRefSchema }),
  z.object({ ...entryBase, kind: z.literal('task_comment'), task: taskRefSchema, text: z.string() }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

// ---- a deal from a site request

/**
 * POST /api/company-orders/order_from_request/: one deal per request (a second call answers 400 naming the deal);
 * the new deal is «Новая», a deal (type 1) of category 4 «Другое» unless the body chooses, a sale (type 2) is 4.
 */
export const orderFromRequestSchema = z.object({
  user_request: id,
  type_order: orderTypeField.default(1),
  category_order: orderCategoryField.default(4),
});
export type OrderFromRequestBody = z.input<typeof orderFromRequestSchema>;

// ---- a memory page for a deal's deceased

/**
 * POST /api/company-orders/orders/{id}/memory_page/: a page (the affiliate program's) for a deceased of the deal
 * who is owned by the company; the company edits it for 7 days, then hands it to the family by code.
 */
export const orderMemoryPageSchema = memoryPageCreateSchema;
export type OrderMemoryPageBody = z.input<typeof orderMemoryPageSchema>;

// ---- the client's view: /api/company-orders/show_orders/

export const showOrdersQuerySchema = listQuerySchema.extend({
  status: statusesQuery,
});

export const showOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  type_order: z.literal(ORDER_TYPES),
  category_order: z.literal(ORDER_CATEGORIES),
  status: z.enum(ORDER_STATUSES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  deceased: z.array(personNameSchema),
  funeral_at: z.string().nullable(),
  /** rubles */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  created_at: z.string(),
});
export type ShowOrderRow = z.infer<typeof showOrderRowSchema>;

export const showOrderSchema = showOrderRowSchema.extend({
  cremation_at: z.string().nullable(),
  burial_place: z.string(),
  discount: discountSchema,
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
  payments: z.array(paymentSchema.omit({ created_by: true })),
  deceased: z.array(deceasedSchema),
});
export type ShowOrder = z.infer<typeof showOrderSchema>;

// ---- the calendar (/app/calendar): the deals' funeral and cremation dates

/** The longest period the calendar asks for at once: a month view is six weeks. */
export const CALENDAR_MAX_DAYS = 62;

export const DEAL_EVENT_KINDS = ['funeral', 'cremation'] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];

export const DEAL_EVENT_LABELS: Record<DealEventKind, string> = {
  funeral: 'Похороны',
  cremation: 'Кремация',
};

export const CALENDAR_MSG = {
  period: 'Укажите период: дни с… по… (ГГГГ-ММ-ДД)',
  periodTooLong: `Период календаря — не больше ${CALENDAR_MAX_DAYS} дней`,
  datesLocked: (status: string) => `Сделка в статусе «${status}»: её даты перенести нельзя.`,
} as const;

const calendarDay = z.preprocess(blankToUndefined, z.iso.date({ error: CALENDAR_MSG.period }));

/**
 * GET /api/company-orders/calendar/: the company's deals whose funeral or cremation falls between two Moscow days
 * (date_gte … date_lte, both inclusive, at most CALENDAR_MAX_DAYS days); `responsible` keeps the deals one
 * employee answers for (the deal's responsible manager).
 */
export const orderCalendarQuerySchema = z
  .object({
    date_gte: calendarDay,
    date_lte: calendarDay.meta({
      description: `Not before date_gte, at most ${CALENDAR_MAX_DAYS} days of the period in all`,
    }),
    responsible: queryId,
  })
  .superRefine((value, ctx) => {
    if (value.date_lte < value.date_gte) {
      ctx.addIssue({ code: 'custom', path: ['date_lte'], message: ORDER_MSG.periodOrder });
    } else if (daysIn(value.date_gte, value.date_lte) > CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['date_lte'], message: CALENDAR_MSG.periodTooLong });
    }
  });
export type OrderCalendarQuery = z.input<typeof orderCalendarQuerySchema>;

/** One date of a deal on the calendar: a deal with both a funeral and a cremation in the period gives two. */
export const dealEventSchema = z.object({
  order_id: z.number().int(),
  number: z.number().int(),
  type_order: z.literal(ORDER_TYPES),
  category_order: z.literal(ORDER_CATEGORIES),
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(DEAL_EVENT_KINDS),
  /** ISO date-time */
  at: z.string(),
  /** the deal's first deceased; «Иванов И. И.» in short_name */
  deceased: z.object({ id: z.number().int(), full_name: z.string(), short_name: z.string() }).nullable(),
  shopper: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** the deal's responsible manager */
  responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DealEvent = z.infer<typeof dealEventSchema>;

/**
 * PATCH /api/company-orders/orders/{id}/dates/: the calendar's drag — only the dates sent (null clears one);
 * a completed or cancelled deal's dates stay.
 */
export const orderDatesBodySchema = z
  .object({
    funeral_at: dateTimeField.optional(),
    cremation_at: dateTimeField.optional(),
  })
  .refine((value) => value.funeral_at !== undefined || value.cremation_at !== undefined, {
    message: 'Нет изменений',
  })
  .meta({ ...anyOfRequired('funeral_at', 'cremation_at'), description: 'funeral_at, cremation_at or both' });
export type OrderDatesBody = z.input<typeof orderDatesBodySchema>;
