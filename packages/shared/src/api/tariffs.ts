import { z } from 'zod';
import { rublesProblem } from '../format/money';
import { purchasePromoField } from './promo-codes';

/**
 * Tariffs and additional packages (issue 14 §2, SPEC §7 "Payments"): what a family's account (audience 1) or a
 * company (audience 2) may keep, by the tariff it holds, and packages that add to it. Every limit is a whole
 * number, or null for «без ограничений».
 */
export const TARIFF_MSG = {
  name: 'Введите название от 1 до 100 символов',
  description: 'Описание не длиннее 1000 символов',
  period: 'Срок — от 1 до 36 месяцев',
  limit: 'Лимит — целое число от 0 до 1 000 000 или пусто (без ограничений)',
  limitMissing: 'Укажите лимит или «без ограничений»',
  freePrice: 'Бесплатный тариф стоит 0 ₽',
  paidPrice: 'Платный тариф стоит больше 0 ₽',
  oneFree: 'Бесплатный тариф для них уже есть: сначала отправьте его в архив.',
  packageEmpty: 'Пакет должен что-то добавлять: укажите хотя бы один лимит',
  otherSide: 'Это предложение для другой стороны: выберите из тарифов и пакетов для вас.',
  notOffered: 'Это предложение больше не продаётся.',
  freeNotBought: 'Бесплатный тариф действует без покупки.',
  offerRequired: 'Выберите тариф или пакет',
  /** 402: a limit reached, with the tariff on sale that lifts it */
  limitReached: (limit: string, tariff: string, allowed: number, lifting: string) =>
    `Достигнут лимит «${limit}» тарифа «${tariff}»: ${allowed}. Больше позволяет тариф «${lifting}» — его можно выбрать в разделе «Тарифы и пакеты».`,
  /** 402: a limit reached that no tariff on sale lifts (a package may) */
  limitReachedTop: (limit: string, tariff: string, allowed: number) =>
    `Достигнут лимит «${limit}» тарифа «${tariff}»: ${allowed}. Добавьте дополнительный пакет в разделе «Тарифы и пакеты».`,
} as const;

export const AUDIENCES = [1, 2] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = { 1: 'Пользователи', 2: 'Компании' };

/** What a family's tariff limits: public and «by link» memory pages, photos and files in MB, the tree's persons. */
export const USER_LIMITS = ['memory_pages', 'storage_mb', 'tree_persons'] as const;
/** What a company's tariff limits: staff, branches, documents made and mailing messages a month. */
export const COMPANY_LIMITS = ['employees', 'branches', 'documents_per_month', 'messages_per_month'] as const;
export type LimitKey = (typeof USER_LIMITS)[number] | (typeof COMPANY_LIMITS)[number];

export const LIMIT_LABELS: Record<LimitKey, string> = {
  memory_pages: 'Страницы памяти',
  storage_mb: 'Фото и файлы, МБ',
  tree_persons: 'Персоны в древе',
  employees: 'Сотрудники',
  branches: 'Филиалы',
  documents_per_month: 'Документы в месяц',
  messages_per_month: 'Сообщения рассылок в месяц',
};

export const limitsOf = (audience: Audience): readonly LimitKey[] =>
  audience === 1 ? USER_LIMITS : COMPANY_LIMITS;

const limitValue = z
  .number({ error: TARIFF_MSG.limit })
  .int(TARIFF_MSG.limit)
  .min(0, TARIFF_MSG.limit)
  .max(1_000_000, TARIFF_MSG.limit);
const rubles = z.number().superRefine((value, ctx) => {
  const problem = rublesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A tariff's limits (every key of its audience) or what a package adds: a number, or null for no limit. */
export const limitsSchema = z.partialRecord(
  z.enum([...USER_LIMITS, ...COMPANY_LIMITS]),
  limitValue.nullable(),
);
export type Limits = Partial<Record<LimitKey, number | null>>;

const offerFields = {
  audience: z.union([z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1, TARIFF_MSG.name).max(100, TARIFF_MSG.name),
  description: z.string().trim().max(1000, TARIFF_MSG.description).default(''),
  /** rubles */
  price: rubles,
  period_months: z.number().int(TARIFF_MSG.period).min(1, TARIFF_MSG.period).max(36, TARIFF_MSG.period),
  is_archive: z.boolean().default(false),
  position: z.number().int().min(0).max(1000).default(0),
};

/** An administrator's tariff (POST/PUT /api/admin/tariffs/): its audience's limits, null for none. */
export const tariffBodySchema = z
  .object({ ...offerFields, is_free: z.boolean().default(false), limits: limitsSchema })
  .superRefine((value, ctx) => {
    if (value.is_free && value.price !== 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: TARIFF_MSG.freePrice });
    if (!value.is_free && value.price === 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: TARIFF_MSG.paidPrice });
    for (const key of Object.keys(value.limits) as LimitKey[]) {
      if (!limitsOf(value.audience).includes(key))
        ctx.addIssue({ code: 'custom', path: ['limits', key], message: TARIFF_MSG.limit });
    }
    // a limit left out is not «без ограничений» by accident: each is given, null for none
    for (const key of limitsOf(value.audience)) {
      if (!(key in value.limits))
        ctx.addIssue({ code: 'custom', path: ['limits', key], message: TARIFF_MSG.limitMissing });
    }
  });
export type TariffBody = z.input<typeof tariffBodySchema>;

/** An administrator's additional package (POST/PUT /api/admin/packets/): what it adds, for its period. */
export const packageBodySchema = z
  .object({
    ...offerFields,
    price: rubles.refine((value) => value > 0, TARIFF_MSG.paidPrice),
    grants: limitsSchema,
  })
  .superRefine((value, ctx) => {
    const keys = Object.keys(value.grants) as LimitKey[];
    if (keys.length === 0 || keys.every((key) => !value.grants[key]))
      ctx.addIssue({ code: 'custom', path: ['grants'], message: TARIFF_MSG.packageEmpty });
    for (const key of keys) {
      if (!limitsOf(value.audience).includes(key))
        ctx.addIssue({ code: 'custom', path: ['grants', key], message: TARIFF_MSG.limit });
    }
  });
export type PackageBody = z.input<typeof packageBodySchema>;

export const tariffSchema = z.object({
  id: z.number().int(),
  audience: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  period_months: z.number().int(),
  is_free: z.boolean(),
  is_archive: z.boolean(),
  position: z.number().int(),
  limits: z.record(z.string(), z.number().nullable()),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const packageSchema = tariffSchema.omit({ is_free: true, limits: true }).extend({
  grants: z.record(z.string(), z.number().nullable()),
});
export type AdditionalPackage = z.infer<typeof packageSchema>;

/** GET /api/public/tariffs/additional-package/?type=1|2 */
export const packagesQuerySchema = z.object({
  type: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.union([z.literal(1), z.literal(2)]).optional(),
  ),
});

/** A tariff or a package the caller's account or company bought (GET /api/purchases/user/). */
export const purchaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['tariff', 'package']),
  offer_id: z.number().int(),
  name: z.string(),
  /** rubles, as paid */
  price: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  auto_renew: z.boolean(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * GET /api/payments/tariff/: the tariff the caller's account or company holds now (the free one of its side when
 * no paid one runs: its dates are null), the paid one bought to follow it, the packages that run, and the limits
 * they make together (null: no limit).
 */
export const currentTariffSchema = z.object({
  tariff: tariffSchema,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** whether the paid tariff held now is bought again from the balance when it ends */
  auto_renew: z.boolean(),
  next: purchaseSchema.nullable(),
  packages: z.array(purchaseSchema),
  limits: z.record(z.string(), z.number().nullable()),
  /** how much of each limit is used now (documents and messages: this calendar month, Moscow time) */
  usage: z.record(z.string(), z.number()),
});
export type CurrentTariff = z.infer<typeof currentTariffSchema>;

const offerId = z
  .number({ error: TARIFF_MSG.offerRequired })
  .int(TARIFF_MSG.offerRequired)
  .positive(TARIFF_MSG.offerRequired);

/** POST /api/payments/tariff/: buys a tariff from the balance; it starts when the paid one running ends. */
export const buyTariffBodySchema = z.object({
  tariff_id: offerId,
  auto_renew: z.boolean().default(false),
  ...purchasePromoField,
});
/** POST /api/payments/package/: buys an additional package from the balance; it starts at once. */
export const buyPackageBodySchema = z.object({ package_id: offerId, ...purchasePromoField });

/** PATCH /api/payments/tariff/: auto-renewal of the paid tariff held now (and of the one bought to follow it). */
export const autoRenewBodySchema = z.object({ auto_renew: z.boolean() });
