import { z } from 'zod';
import {
  CODE_DOC,
  type FieldDoc,
  optionalEmailField,
  optionalPhoneField,
  orEmpty,
  PAST_DAY_DOC,
  PERSON_NAME_DOC,
  PHONE_OR_EMAIL,
} from '../validation/fields';
import { MSG } from '../validation/messages';
import { PERSON_NAME_PATTERN } from '../validation/patterns';
import {
  accountProblem,
  bikProblem,
  corrAccountProblem,
  innProblem,
  kppProblem,
  ogrnProblem,
  REQUISITE_DOCS,
} from '../validation/requisites';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * A company's clients (SPEC §3 Customer, §5, §7 Customers): /api/company-shoppers/shopper/ and
 * /api/company-shoppers/confirm/, and the details lookups /api/banks/ and /api/company/inn/.
 */

export const SHOPPER_TYPES = ['1', '2'] as const;
export type ShopperType = (typeof SHOPPER_TYPES)[number];
export const SHOPPER_TYPE = { physical: '1', legal: '2' } as const satisfies Record<string, ShopperType>;
export const SHOPPER_TYPE_LABELS: Record<ShopperType, string> = {
  '1': 'Физическое лицо',
  '2': 'Юридическое лицо',
};

export const SHOPPER_MSG = {
  notFound: 'Клиент не найден',
  type: 'Выберите тип клиента: физическое или юридическое лицо',
  nameLetters: 'Только буквы, дефис, пробел или апостроф между частями',
  date: 'Неверная дата: укажите день, месяц и год',
  dateFuture: 'Дата не может быть в будущем',
  hasOrders: 'Клиента нельзя удалить: у него есть сделки.',
  contactRequired: 'Укажите телефон или e-mail, на который отправить код',
  noPhone: 'У клиента не указан телефон',
  noEmail: 'У клиента не указан e-mail',
  phoneMismatch: 'Телефон не совпадает с телефоном клиента: сначала сохраните клиента с этим номером',
  emailMismatch: 'E-mail не совпадает с почтой клиента: сначала сохраните клиента с этой почтой',
  codeSent: (to: string) => `Код отправлен: ${to}. Попросите клиента назвать его.`,
  codeSendsThrottled: (minutes: number) =>
    `Код можно запросить не более 3 раз за 15 минут. Повторите через ${minutes} мин.`,
  companyCodeSendsThrottled: (minutes: number) =>
    `Компания запросила слишком много кодов подтверждения. Повторите через ${minutes} мин.`,
  confirmed: 'Клиент подтверждён',
  lookupDisabled: 'Поиск реквизитов по ИНН и БИК не подключён: заполните поля вручную.',
  lookupFailed: 'Сервис реквизитов не ответил. Повторите позже или заполните поля вручную.',
  /** SPEC §8 */
  bankNotFound: 'Нет совпадений.',
  partyNotFound: 'Организация или ИП с таким ИНН не найдены.',
} as const;

const text = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });
const required = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(max, { message: MSG.tooLong, abort: true });

/** Russian names: letters, with a hyphen, a space or an apostrophe between parts (as persons' names). */
const nameRule = (value: string) => value === '' || PERSON_NAME_PATTERN.test(value);
const personName = (isRequired: boolean) =>
  (isRequired ? required(60) : text(60).default(''))
    .refine(nameRule, { message: SHOPPER_MSG.nameLetters, abort: true })
    .meta(isRequired ? PERSON_NAME_DOC : orEmpty(PERSON_NAME_DOC));

const todayIso = () => new Date().toISOString().slice(0, 10);
/** '' or a real past date YYYY-MM-DD */
const pastDate = text(10)
  .default('')
  .refine(
    (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
    {
      message: SHOPPER_MSG.date,
      abort: true,
    },
  )
  .refine((value) => value === '' || value <= todayIso(), { message: SHOPPER_MSG.dateFuture, abort: true })
  .meta(orEmpty(PAST_DAY_DOC));

/** A check of packages/shared/src/validation/requisites.ts on an optional field: '' passes. */
const requisite = (max: number, problem: (value: string) => string | null, doc: FieldDoc) =>
  text(max)
    .default('')
    .check(
      z.superRefine((value, ctx) => {
        const message = value === '' ? null : problem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    )
    .meta(orEmpty(doc));

/** A physical person's block (type_shopper 1): names, birth date, address and identity document. */
export const physicalPersonSchema = z.object({
  last_name: personName(true),
  first_name: personName(true),
  patronymic: personName(false),
  birth_date: pastDate,
  address: text(500).default(''),
  /** a Russian passport by default; a foreign document fits the same fields */
  doc_series: text(10).default(''),
  doc_number: text(20).default(''),
  doc_issued_by: text(300).default(''),
  doc_issued_date: pastDate,
  doc_division_code: text(10).default(''),
});
export type PhysicalPerson = z.infer<typeof physicalPersonSchema>;

/** A legal entity's or sole trader's block (type_shopper 2); the accounts are checked with the БИК. */
export const legalEntitySchema = z
  .object({
    name: required(300),
    inn: required(12)
      .check(
        z.superRefine((value, ctx) => {
          const message = innProblem(value);
          if (message) ctx.addIssue({ code: 'custom', message, input: value });
        }),
      )
      .meta(REQUISITE_DOCS.inn),
    kpp: requisite(9, kppProblem, REQUISITE_DOCS.kpp),
    ogrn: requisite(15, ogrnProblem, REQUISITE_DOCS.ogrn),
    address: text(500).default(''),
    representative: text(300).default(''),
    bank_account: text(20).default('').meta(orEmpty(REQUISITE_DOCS.account)),
    bik: requisite(9, bikProblem, REQUISITE_DOCS.bik),
    bank_name: text(300).default(''),
    corr_account: text(20).default('').meta(orEmpty(REQUISITE_DOCS.corrAccount)),
  })
  .superRefine((value, ctx) => {
    const checks = [
      ['bank_account', value.bank_account, accountProblem],
      ['corr_account', value.corr_account, corrAccountProblem],
    ] as const;
    for (const [field, account, problem] of checks) {
      const message = account === '' ? null : problem(account, value.bik);
      if (message) ctx.addIssue({ code: 'custom', path: [field], message, input: account });
    }
  });
export type LegalEntity = z.infer<typeof legalEntitySchema>;

const shopperCommon = {
  phone: optionalPhoneField,
  email: optionalEmailField,
  note: text(2000).default(''),
};

const shopperUnion = z.discriminatedUnion(
  'type_shopper',
  [
    z.object({ type_shopper: z.literal('1'), physical_person: physicalPersonSchema, ...shopperCommon }),
    z.object({ type_shopper: z.literal('2'), legal_entity: legalEntitySchema, ...shopperCommon }),
  ],
  { error: SHOPPER_MSG.type },
);

/**
 * Create and edit (SPEC §5): only the block matching type_shopper is read and stored, the other one is dropped
 * unread (a legal entity's block sent with a physical person is not even validated). type_shopper is a string
 * as the spec sends it; a number is taken too.
 */
export const shopperBodySchema = z.preprocess(
  (value) =>
    value &&
    typeof value === 'object' &&
    typeof (value as { type_shopper?: unknown }).type_shopper === 'number'
      ? { ...value, type_shopper: String((value as { type_shopper: number }).type_shopper) }
      : value,
  shopperUnion,
);
export type ShopperBody = z.infer<typeof shopperUnion>;
export type ShopperBodyInput = z.input<typeof shopperUnion>;

export const shopperSchema = z.object({
  id: z.number().int(),
  type_shopper: z.enum(SHOPPER_TYPES),
  /** ФИО or the entity's name */
  name: z.string(),
  /** +7 (900) 000-00-01, or '' */
  phone: z.string(),
  email: z.string(),
  note: z.string(),
  physical_person: physicalPersonSchema.nullable(),
  legal_entity: z
    .object({
      name: z.string(),
      inn: z.string(),
      kpp: z.string(),
      ogrn: z.string(),
      address: z.string(),
      representative: z.string(),
      bank_account: z.string(),
      bik: z.string(),
      bank_name: z.string(),
      corr_account: z.string(),
    })
    .nullable(),
  is_confirmed: z.boolean(),
  confirmed_at: z.string().nullable(),
  /** which contact the client confirmed */
  confirmed_by: z.enum(['phone', 'email']).nullable(),
  is_notify_phone: z.boolean(),
  is_notify_email: z.boolean(),
  /** linked to the account with the confirmed contact (it sees the deals in /app/history-orders) */
  has_account: z.boolean(),
  orders_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shopper = z.infer<typeof shopperSchema>;

export const SHOPPER_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

export const shoppersQuerySchema = listQuerySchema.extend({
  /** substring of the name, ИНН, phone or e-mail */
  query: z.preprocess(blankToUndefined, z.string().trim().max(200, MSG.tooLong).optional()),
  type_shopper: z.preprocess(blankToUndefined, z.enum(SHOPPER_TYPES).optional()),
  is_confirmed: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(SHOPPER_SORTS).default('-created_at')),
});
export type ShoppersQuery = z.infer<typeof shoppersQuerySchema>;

/**
 * POST /api/company-shoppers/confirm/: without `code` sends one to the client's phone or e-mail (the one
 * given, which must be the client's saved contact); with it confirms the client and records the consents.
 */
export const shopperConfirmBodySchema = z
  .object({
    shopper_id: z.number({ error: MSG.required }).int().positive(),
    phone: z.string().trim().max(50, MSG.tooLong).optional(),
    email: z.string().trim().max(50, MSG.tooLong).optional(),
    code: z
      .string()
      .trim()
      .max(12, { message: MSG.tooLong, abort: true })
      .regex(/^\d*$/, { message: MSG.codeNotNumber, abort: true })
      .refine((value) => value === '' || value.length === 5, { message: MSG.codeLength, abort: true })
      .meta(orEmpty(CODE_DOC))
      .optional(),
    is_notify_phone: z.boolean().default(false),
    is_notify_email: z.boolean().default(false),
  })
  .refine((value) => Boolean(value.phone) || Boolean(value.email), {
    message: SHOPPER_MSG.contactRequired,
    path: ['phone'],
  })
  .meta(PHONE_OR_EMAIL);
export type ShopperConfirmBody = z.infer<typeof shopperConfirmBodySchema>;

export const shopperConfirmResultSchema = z.object({ detail: z.string(), shopper: shopperSchema });
export type ShopperConfirmResult = z.infer<typeof shopperConfirmResultSchema>;

// ---- details lookups (DaData when DADATA_API_KEY is set)

export const lookupStatusSchema = z.object({ enabled: z.boolean() });

export const bankLookupBodySchema = z.object({
  bic: required(9)
    .check(
      z.superRefine((value, ctx) => {
        const message = bikProblem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    )
    .meta(REQUISITE_DOCS.bik),
});

export const banksQuerySchema = z.object({
  query: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong),
});

export const bankSchema = z.object({
  bic: z.string(),
  name: z.string(),
  corr_account: z.string(),
  address: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

export const innLookupBodySchema = z.object({
  inn: required(12)
    .check(
      z.superRefine((value, ctx) => {
        const message = innProblem(value);
        if (message) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    )
    .meta(REQUISITE_DOCS.inn),
});

/** An organisation or a sole trader found by ИНН. */
export const partySchema = z.object({
  /** LEGAL: an organisation; INDIVIDUAL: a sole trader (ИП) */
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
  /** short name with its legal form, e.g. ООО «Ритуал» */
  name: z.string(),
  full_name: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  address: z.string(),
  /** the head: «Генеральный директор Иванов Иван Иванович», or '' */
  management: z.string(),
});
export type Party = z.infer<typeof partySchema>;
