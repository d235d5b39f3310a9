import { z } from 'zod';
import { DATE_CALENDARS, DATE_QUALIFIERS } from '../format/partial-date';
import { blankToUndefined, listQuerySchema } from './common';
import { directHandoverSchema, MEMORY_VISIBILITIES } from './memory-pages';

/**
 * The administrator's persons directory (SPEC §6 «persons directory and attributes», issue 16): every person of the
 * platform with where it is linked, the directory's own attributes, and the persons linked nowhere.
 *
 *   GET, POST /api/admin/attributes-person/                 the attributes; PUT, DELETE …/{id}/
 *   GET /api/admin/persons/                                  every person (name, living, owner kind, page, attribute)
 *   GET /api/admin/persons/{id}/                             one, with its links and attributes
 *   PUT, DELETE /api/admin/persons/{id}/attributes/{attributeId}/   an attribute given (with its value) or taken away
 *   GET /api/admin/persons-unbound/                          persons in no tree, page, deal, burial, passport or register
 *   POST /api/admin/persons-unbound/delete/ {ids}            deletes those still unbound; answers how many
 *   POST /api/admin/persons-unbound/{id}/link/ {login?}      into its owner's tree, or handed to that account's
 */
export const ADMIN_PERSON_MSG = {
  nameRequired: 'Введите название атрибута',
  nameTooLong: 'Не более 100 символов',
  descriptionTooLong: 'Не более 500 символов',
  nameTaken: 'Атрибут с таким названием уже есть',
  valueTooLong: 'Не более 300 символов',
  valueRequired: 'Введите значение атрибута',
  idsRequired: 'Выберите хотя бы одну персону',
  alreadyBound: 'Персона уже привязана: её нет среди непривязанных.',
  ownerIsCompany: 'Персона принадлежит компании: укажите телефон или e-mail аккаунта, которому её передать.',
  accountNotFound: 'Аккаунт с таким телефоном или e-mail не найден',
  notFamilyAccount: 'Персону можно передать только аккаунту семьи или сотрудника, не администратору',
} as const;

const nameField = z
  .string({ error: ADMIN_PERSON_MSG.nameRequired })
  .trim()
  .min(1, ADMIN_PERSON_MSG.nameRequired)
  .max(100, ADMIN_PERSON_MSG.nameTooLong);

/** POST /api/admin/attributes-person/ and PUT …/{id}/. */
export const personAttributeBodySchema = z.object({
  name: nameField,
  description: z.string().trim().max(500, ADMIN_PERSON_MSG.descriptionTooLong).default(''),
  /** whether a person's attribute carries a text value (a rank: «майор») */
  has_value: z.boolean().default(false),
});
export type PersonAttributeBody = z.input<typeof personAttributeBodySchema>;

export const personAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  has_value: z.boolean(),
  /** how many persons have it */
  persons: z.number().int(),
  created_at: z.string(),
});
export type PersonAttribute = z.infer<typeof personAttributeSchema>;

export const personAttributesQuerySchema = listQuerySchema.extend({
  query: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

/** DELETE /api/admin/attributes-person/{id}/: how many persons lost it. */
export const attributeDeletedSchema = z.object({ persons: z.number().int() });

/** PUT /api/admin/persons/{id}/attributes/{attributeId}/: the value (required when the attribute takes one). */
export const personAttributeValueBodySchema = z.object({
  value: z.string().trim().max(300, ADMIN_PERSON_MSG.valueTooLong).default(''),
});

export const attributeParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  attributeId: z.coerce.number().int().positive(),
});

/** An attribute a person has, as its card and the public page show it. */
export const givenAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  has_value: z.boolean(),
  value: z.string(),
});
export type GivenAttribute = z.infer<typeof givenAttributeSchema>;

const qualifiedDate = z.object({
  value: z.string().nullable(),
  qualifier: z.enum(DATE_QUALIFIERS),
  value_to: z.string().nullable(),
  calendar: z.enum(DATE_CALENDARS),
  phrase: z.string(),
});

export const PERSON_OWNER_KINDS = ['account', 'company'] as const;
export type PersonOwnerKind = (typeof PERSON_OWNER_KINDS)[number];
export const PERSON_OWNER_KIND_LABELS: Record<PersonOwnerKind, string> = {
  account: 'Аккаунт семьи',
  company: 'Компания',
};

const ownerSchema = z.object({
  kind: z.enum(PERSON_OWNER_KINDS),
  id: z.number().int(),
  name: z.string(),
});

/** A person of the directory with where it is linked. */
export const adminPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** the dates as entered (QualifiedDate of format/partial-date), null when unknown */
  birth: qualifiedDate.nullable(),
  death: qualifiedDate.nullable(),
  /** no death recorded, neither a date nor words */
  living: z.boolean(),
  owner: ownerSchema,
  /** how many accounts' family trees hold the person */
  trees: z.number().int(),
  memory_page: z.object({ id: z.number().int(), visibility: z.enum(MEMORY_VISIBILITIES) }).nullable(),
  /** how many deals name the person among their deceased */
  deals: z.number().int(),
  burial: z
    .object({
      grave_id: z.number().int(),
      grave_number: z.string(),
      cemetery_id: z.number().int(),
      cemetery: z.string(),
    })
    .nullable(),
  /** how many burial passport requests name the person */
  passports: z.number().int(),
  /** the import of a cemetery's register that made the person (the organisation's record), and its cemetery */
  register: z
    .object({
      import_id: z.number().int(),
      cemetery_id: z.number().int().nullable(),
      cemetery: z.string().nullable(),
    })
    .nullable(),
  attributes: z.array(givenAttributeSchema),
  created_at: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const PERSON_LIFE_FILTERS = ['living', 'deceased'] as const;
export type PersonLifeFilter = (typeof PERSON_LIFE_FILTERS)[number];

export const adminPersonsQuerySchema = listQuerySchema.extend({
  /** words of the name (every word somewhere in «фамилия имя отчество») */
  query: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  life: z.preprocess(blankToUndefined, z.enum(PERSON_LIFE_FILTERS).optional()),
  owner: z.preprocess(blankToUndefined, z.enum(PERSON_OWNER_KINDS).optional()),
  has_memory_page: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  attribute: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
/** What the directory's list is asked for (the query string). */
export type AdminPersonsQuery = {
  offset: number;
  limit: number;
  query?: string;
  life?: PersonLifeFilter;
  owner?: PersonOwnerKind;
  has_memory_page?: 'true' | 'false';
  attribute?: number;
};

/** A person linked nowhere, as the clean-up list shows it. */
export const unboundPersonSchema = adminPersonSchema.pick({
  id: true,
  full_name: true,
  birth: true,
  death: true,
  living: true,
  owner: true,
  created_at: true,
});
export type UnboundPerson = z.infer<typeof unboundPersonSchema>;

export const unboundDeleteBodySchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: ADMIN_PERSON_MSG.idsRequired })
    .min(1, ADMIN_PERSON_MSG.idsRequired)
    .max(100),
});

/** How many of the chosen persons were deleted (those bound meanwhile stay). */
export const unboundDeletedSchema = z.object({ deleted: z.number().int(), skipped: z.number().int() });
export type UnboundDeleted = z.infer<typeof unboundDeletedSchema>;

/** POST …/{id}/link/: without a login the person goes into its owner's tree, with one to that account's. */
export const unboundLinkBodySchema = z.object({ login: directHandoverSchema.shape.login.optional() });

/** The person linked: whose it is now and its node in that account's tree. */
export const unboundLinkedSchema = z.object({
  person_id: z.number().int(),
  account_id: z.number().int(),
  family_node_id: z.number().int(),
});
export type UnboundLinked = z.infer<typeof unboundLinkedSchema>;
