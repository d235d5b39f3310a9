import { z } from 'zod';
import { parsePartialDate, partialDateEnd, toStoredDate } from '../format/partial-date';
import { orEmpty, PERSON_NAME_DOC } from '../validation/fields';
import { MSG } from '../validation/messages';
import { PERSON_NAME_PATTERN } from '../validation/patterns';
import { listQuerySchema } from './common';

/** SPEC §3 Person and §7 /api/family/person/: one record of a human being, used by the tree, pages and deals. */

export const PERSON_MSG = {
  notFound: 'Человек не найден',
  nameLetters: 'Только буквы, дефис, пробел или апостроф между частями',
  /** the same words as a person's date field says under it (PARTIAL_DATE_HINT); the API keeps its ISO forms */
  dateFormat: 'Укажите дату: дд.мм.гггг, мм.гггг или гггг',
  dateFuture: 'Дата не может быть в будущем',
  deathBeforeBirth: 'Дата смерти раньше даты рождения',
  firstNameRequired: 'Укажите имя',
  gender: 'Пол: male (мужской), female (женский) или пустое значение',
  /** a multipart create or edit sent a file under another name than `avatar` */
  unknownFileField: 'Неизвестное поле файла.',
} as const;

/**
 * What another owner's person is shown as when its page is private or «by link» or it is living: a node of a tree or
 * a relative's link keeps its place, without the name, dates or photo.
 */
export const HIDDEN_PERSON_NAME = 'Скрытая страница';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Мужской', female: 'Женский' };

/** Russian names: letters, with a hyphen, a space or an apostrophe between parts (Римский-Корсаков, Анна Мария). */
const PERSON_NAME = PERSON_NAME_PATTERN;
export const PERSON_NAME_MAX = 60;
export const PERSON_PLACE_MAX = 200;
export const PERSON_NOTE_MAX = 2000;

const nameField = z
  .string()
  .trim()
  .max(PERSON_NAME_MAX, { message: MSG.tooLong, abort: true })
  .refine((value) => value === '' || PERSON_NAME.test(value), {
    message: PERSON_MSG.nameLetters,
    abort: true,
  })
  .meta(orEmpty({ ...PERSON_NAME_DOC, example: 'Анна' }));

const textField = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });

/** today anywhere in Russia (UTC+2…+12) counts as today: a death on today's Moscow date is not in the future at 01:00 */
const todayIso = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 10);

/** "", or a real partial date whose period has begun (a date in the future is a typo). */
export const partialDateField = z
  .string()
  .trim()
  .refine((value) => value === '' || parsePartialDate(value) !== null, {
    message: PERSON_MSG.dateFormat,
    abort: true,
  })
  .refine((value) => value === '' || (toStoredDate(value)?.date ?? '') <= todayIso(), {
    message: PERSON_MSG.dateFuture,
    abort: true,
  })
  .meta({
    pattern: '^$|^\\d{4}(-\\d{2}(-\\d{2})?)?$',
    example: '1950-03-12',
    description:
      "A year (1950), a year and month (1950-03) or a full date (1950-03-12): a real one, not in the future; or ''",
  });

/** Create and edit (multipart strings or JSON): only the filled fields are sent; "" clears a field on edit. */
export const personFieldsSchema = z.object({
  last_name: nameField.optional(),
  first_name: nameField.optional(),
  patronymic: nameField.optional(),
  gender: z.enum([...GENDERS, ''], { message: PERSON_MSG.gender }).optional(),
  date_birth: partialDateField.optional(),
  date_death: partialDateField
    .meta({ description: 'As date_birth; on create, not before date_birth' })
    .optional(),
  birth_place: textField(PERSON_PLACE_MAX).optional(),
  city: textField(PERSON_PLACE_MAX).optional(),
  burial_city: textField(PERSON_PLACE_MAX).optional(),
  burial_place: textField(PERSON_PLACE_MAX).optional(),
  note: textField(PERSON_NOTE_MAX).optional(),
});
export type PersonFields = z.infer<typeof personFieldsSchema>;

/** The death must not end before the birth begins (partial dates compare by their whole periods). */
export function deathBeforeBirth(
  birth: string | null | undefined,
  death: string | null | undefined,
): boolean {
  if (!birth || !death) return false;
  const deathEnd = partialDateEnd(death);
  const birthStart = toStoredDate(birth)?.date;
  if (!deathEnd || !birthStart) return false;
  return deathEnd < birthStart;
}

export const personCreateSchema = personFieldsSchema
  .extend({
    first_name: z
      .string({ message: PERSON_MSG.firstNameRequired })
      .pipe(nameField)
      .refine((value) => value !== '', { message: PERSON_MSG.firstNameRequired })
      .meta({ ...PERSON_NAME_DOC, example: 'Анна' }),
  })
  .superRefine((value, ctx) => {
    if (deathBeforeBirth(value.date_birth, value.date_death))
      ctx.addIssue({ code: 'custom', path: ['date_death'], message: PERSON_MSG.deathBeforeBirth });
  });

export const personSchema = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  /** "Фамилия Имя Отчество" */
  full_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** partial ISO: "1950", "1950-03" or "1950-03-12" */
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  birth_place: z.string(),
  city: z.string(),
  burial_city: z.string(),
  burial_place: z.string(),
  note: z.string(),
  avatar: z.string().nullable(),
  avatar_thumbnail: z.string().nullable(),
  /** no death date: living, and private to the owner */
  is_living: z.boolean(),
  memory_page_id: z.number().int().nullable(),
  /** the caller's tree node of this person, if any */
  family_node_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Person = z.infer<typeof personSchema>;

const boolQuery = z.enum(['true', 'false']).optional();
export const PERSON_SORTS = ['last_name', 'date_birth', 'date_death', 'created_at'] as const;

/** SPEC §3 filters of the person list. */
export const personListQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  burial_city: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS).optional(),
  /** a year or partial date: persons born within that period */
  date_birth: partialDateField.optional(),
  date_death: partialDateField.optional(),
  has_memory_pages: boolQuery,
  in_tree: boolQuery,
  sort: z.enum([...PERSON_SORTS, ...PERSON_SORTS.map((field) => `-${field}` as const)]).optional(),
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;

/** "Фамилия Имя Отчество" without double spaces. */
export function personFullName(person: {
  last_name: string;
  first_name: string;
  patronymic: string;
}): string {
  return [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' ');
}

/** "Фамилия И. О."; without a last name the first name stays whole: "Анна". */
export function personShortName(person: {
  last_name: string;
  first_name: string;
  patronymic: string;
}): string {
  if (!person.last_name) return personFullName(person);
  const initials = [person.first_name, person.patronymic]
    .filter(Boolean)
    .map((name) => `${name.charAt(0).toUpperCase()}.`);
  return [person.last_name, ...initials].join(' ');
}

/** GET /api/family/search_person/: the caller's persons by name, to pick an existing one in the tree. */
export const personSearchQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(20),
});

/** POST /api/family/person/destroy/{id}/: takes the person out of the tree (the node), the person stays. */
export const removeFromTreeBodySchema = z.object({ family_node_id: z.coerce.number().int().positive() });
