import { z } from 'zod';
import {
  DATE_CALENDARS,
  DATE_QUALIFIERS,
  type DateCalendar,
  type DateQualifier,
  type PersonDateFields,
  parsePartialDate,
  partialDateEnd,
  personDate,
  type QualifiedDate,
  type QualifiedDateProblem,
  qualifiedDateProblem,
  qualifiedDateRange,
  RANGE_QUALIFIERS,
  toStoredDate,
} from '../format/partial-date';
import { anyOfFilled, type FieldDoc, orEmpty } from '../validation/fields';
import { MSG } from '../validation/messages';
import { listQuerySchema } from './common';

/** SPEC §3 Person and §7 /api/family/person/: one record of a human being, used by the tree, pages and deals. */

export const PERSON_MSG = {
  notFound: 'Человек не найден',
  nameLetters: 'Только буквы, дефис, пробел или апостроф между частями',
  /** the same words as a person's date field says under it (PARTIAL_DATE_HINT); the API keeps its ISO forms */
  dateFormat: 'Укажите дату: дд.мм.гггг, мм.гггг или гггг',
  /** the shape is right, the day is not (31 February, month 13) */
  dateImpossible: 'Такой даты нет: проверьте день и месяц (дд.мм.гггг, мм.гггг или гггг)',
  dateFuture: 'Дата не может быть в будущем',
  deathBeforeBirth: 'Дата смерти раньше даты рождения',
  firstNameRequired: 'Укажите имя',
  gender:
    'Пол: male (мужской), female (женский), x (иной), unknown (неизвестен) или пустое значение (не указан)',
  /** a qualifier other than «точно» or «словами» without its date */
  dateValueRequired: 'Укажите дату',
  dateToRequired: 'Укажите вторую дату',
  dateToBeforeValue: 'Вторая дата должна быть позже первой',
  phraseRequired: 'Опишите дату словами',
  qualifier:
    'Уточнение даты: exact, about, calculated, estimated, before, after, between, from_to, to, phrase или пустое значение',
  calendar: 'Календарь: gregorian, julian или пустое значение',
  /** an other name with neither a given name, a surname nor a nickname */
  otherNameEmpty: 'Укажите имя, фамилию или прозвище',
  /** other_names or facts in a multipart form: a JSON list */
  jsonList: 'Ожидается список в формате JSON',
  /** a multipart create or edit sent a file under another name than `avatar` */
  unknownFileField: 'Неизвестное поле файла.',
} as const;

/**
 * What another owner's person is shown as when its page is private or «by link» or it is living: a node of a tree or
 * a relative's link keeps its place, without the name, dates or photo.
 */
export const HIDDEN_PERSON_NAME = 'Скрытая страница';

/** What the forms offer: a man or a woman (or nothing, «не указан»). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Мужской', female: 'Женский' };

/**
 * What a person's record may hold (GEDCOM 7 SEX M, F, X, U): also x (does not fit male or female) and unknown (the
 * source cannot tell), both shown «не указан» with the reason; null when the family did not say.
 */
export const PERSON_GENDERS = ['male', 'female', 'x', 'unknown'] as const;
export type PersonGender = (typeof PERSON_GENDERS)[number];
export const PERSON_GENDER_LABELS: Record<PersonGender, string> = {
  ...GENDER_LABELS,
  x: 'Не указан (иной)',
  unknown: 'Не указан (неизвестен)',
};

/**
 * The name of a person of a family's history: letters of any alphabet (Łukasz, Müller-Ørsted, Іванівна, 李),
 * with a hyphen, a space or an apostrophe between parts. Account names keep SPEC §5's rule (validation/).
 */
export const FAMILY_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
const FAMILY_NAME_DOC: FieldDoc = {
  pattern: FAMILY_NAME_PATTERN.source,
  example: 'Анна',
  description: 'Letters of any alphabet, with a hyphen, a space or an apostrophe between parts',
};
export const PERSON_NAME_MAX = 60;
export const PERSON_PLACE_MAX = 200;
export const PERSON_NOTE_MAX = 2000;
/** a name's prefix or suffix (Dr., св., Jr., III) */
export const NAME_AFFIX_MAX = 40;
/** the words of a date (a dual year, «зимой перед войной») */
export const DATE_PHRASE_MAX = 200;
export const PERSON_SOURCE_MAX = 500;
export const OTHER_NAMES_MAX = 20;
export const PERSON_FACTS_MAX = 50;

const nameField = z
  .string()
  .trim()
  .normalize('NFC')
  .max(PERSON_NAME_MAX, { message: MSG.tooLong, abort: true })
  .refine((value) => value === '' || FAMILY_NAME_PATTERN.test(value), {
    message: PERSON_MSG.nameLetters,
    abort: true,
  })
  .meta(orEmpty(FAMILY_NAME_DOC));

const textField = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });

/** today anywhere in Russia (UTC+2…+12) counts as today: a death on today's Moscow date is not in the future at 01:00 */
const todayIso = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 10);

/** "", or a real partial date whose period has begun (a date in the future is a typo). */
export const partialDateField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value), {
    message: PERSON_MSG.dateFormat,
    abort: true,
  })
  .refine((value) => value === '' || parsePartialDate(value) !== null, {
    message: PERSON_MSG.dateImpossible,
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

/** A multipart form sends a list as JSON text; JSON sends the list itself. */
const jsonList = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const DATE_QUALIFIER_LABELS: Record<DateQualifier, string> = {
  exact: 'Точно',
  about: 'Около',
  before: 'До',
  after: 'После',
  between: 'Между',
  from_to: 'С … по',
  to: 'По',
  calculated: 'Вычислено',
  estimated: 'Оценочно',
  phrase: 'Словами',
};

const qualifierField = z.enum([...DATE_QUALIFIERS, ''], { message: PERSON_MSG.qualifier }).meta({
  description: "How the date is meant ('' is exact); between and from_to take the second date *_to",
});
const calendarField = z
  .enum([...DATE_CALENDARS, ''], { message: PERSON_MSG.calendar })
  .meta({ description: "julian: the day numbers of the Julian calendar (старый стиль); '' is gregorian" });
const phraseField = textField(DATE_PHRASE_MAX).meta({
  description:
    'The words of the source (a dual year 1750/51, «зимой перед войной»); the date itself for phrase',
});

/** A date with its qualifier inside JSON (a fact, a marriage): null parts are empty. */
export const qualifiedDateSchema = z.object({
  value: z.string().nullable(),
  qualifier: z.enum(DATE_QUALIFIERS),
  value_to: z.string().nullable(),
  calendar: z.enum(DATE_CALENDARS),
  phrase: z.string(),
});

const DATE_PROBLEM_MESSAGES: Record<
  QualifiedDateProblem,
  { field: 'value' | 'value_to' | 'phrase'; message: string }
> = {
  valueRequired: { field: 'value', message: PERSON_MSG.dateValueRequired },
  toRequired: { field: 'value_to', message: PERSON_MSG.dateToRequired },
  toBeforeValue: { field: 'value_to', message: PERSON_MSG.dateToBeforeValue },
  phraseRequired: { field: 'phrase', message: PERSON_MSG.phraseRequired },
};

/** The same checked as it is sent: partial dates, '' or null for nothing; the second date kept only for a range. */
export const qualifiedDateInputSchema = z
  .object({
    value: partialDateField.nullable().default(''),
    qualifier: z.enum(DATE_QUALIFIERS, { message: PERSON_MSG.qualifier }).default('exact'),
    value_to: partialDateField.nullable().default(''),
    calendar: z.enum(DATE_CALENDARS, { message: PERSON_MSG.calendar }).default('gregorian'),
    phrase: phraseField.default(''),
  })
  .transform(
    (date): QualifiedDate => ({
      value: date.qualifier === 'phrase' ? null : date.value || null,
      qualifier: date.qualifier,
      value_to: RANGE_QUALIFIERS.includes(date.qualifier) ? date.value_to || null : null,
      calendar: date.calendar,
      phrase: date.phrase,
    }),
  )
  .superRefine((date, ctx) => {
    const problem = qualifiedDateProblem(date);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [DATE_PROBLEM_MESSAGES[problem].field],
        message: DATE_PROBLEM_MESSAGES[problem].message,
      });
  })
  .meta({
    description:
      'A date with its qualifier: value is required unless the qualifier is exact (then it may be empty) or phrase ' +
      '(then phrase is required and value is ignored); value_to is required for between, optional for from_to, ' +
      'ignored otherwise, and not before value',
  });

export const OTHER_NAME_KINDS = [
  'birth',
  'married',
  'maiden',
  'aka',
  'immigrant',
  'professional',
  'other',
] as const;
export type OtherNameKind = (typeof OTHER_NAME_KINDS)[number];
export const OTHER_NAME_KIND_LABELS: Record<OtherNameKind, string> = {
  birth: 'При рождении',
  married: 'В браке',
  maiden: 'Девичья фамилия',
  aka: 'Также известен как',
  immigrant: 'После переезда',
  professional: 'Псевдоним',
  other: 'Другое имя',
};

const affixField = textField(NAME_AFFIX_MAX);

/** Another name of the person (GEDCOM NAME with TYPE): a maiden or married name, a pseudonym. */
export const otherNameSchema = z.object({
  kind: z.enum(OTHER_NAME_KINDS),
  prefix: z.string(),
  /** the given names (with the patronymic) */
  given: z.string(),
  surname: z.string(),
  suffix: z.string(),
  nickname: z.string(),
});
export type OtherName = z.infer<typeof otherNameSchema>;

export const otherNameInputSchema = z
  .object({
    kind: z.enum(OTHER_NAME_KINDS).default('other'),
    prefix: affixField.default(''),
    given: z.string().pipe(nameField).default(''),
    surname: z.string().pipe(nameField).default(''),
    suffix: affixField.default(''),
    nickname: textField(PERSON_NAME_MAX).default(''),
  })
  .refine((name) => Boolean(name.given || name.surname || name.nickname), {
    message: PERSON_MSG.otherNameEmpty,
    path: ['given'],
  })
  .meta({
    ...anyOfFilled(['given', 'surname', 'nickname']),
    description: 'Another name: at least one of given, surname, nickname',
  });

export const PERSON_FACT_KINDS = ['birth', 'death'] as const;
export type PersonFactKind = (typeof PERSON_FACT_KINDS)[number];

/** Another claim of the person's birth or death (a second source that says otherwise), with its source. */
export const personFactSchema = z.object({
  kind: z.enum(PERSON_FACT_KINDS),
  date: qualifiedDateSchema.nullable(),
  place: z.string(),
  /** the source's title and page, as text */
  source: z.string(),
});
export type PersonFact = z.infer<typeof personFactSchema>;

export const personFactInputSchema = z.object({
  kind: z.enum(PERSON_FACT_KINDS),
  date: qualifiedDateInputSchema.nullable().default(null),
  place: textField(PERSON_PLACE_MAX).default(''),
  source: textField(PERSON_SOURCE_MAX).default(''),
});

/** Create and edit (multipart strings or JSON): only the filled fields are sent; "" clears a field on edit. */
export const personFieldsSchema = z.object({
  last_name: nameField.optional(),
  first_name: nameField.optional(),
  patronymic: nameField.optional(),
  name_prefix: affixField.optional(),
  name_suffix: affixField.optional(),
  nickname: textField(PERSON_NAME_MAX).optional(),
  gender: z.enum([...PERSON_GENDERS, ''], { message: PERSON_MSG.gender }).optional(),
  date_birth: partialDateField.optional(),
  date_birth_qualifier: qualifierField.optional(),
  date_birth_to: partialDateField.optional(),
  date_birth_calendar: calendarField.optional(),
  date_birth_phrase: phraseField.optional(),
  date_death: partialDateField
    .meta({ description: 'As date_birth; on create, not before date_birth' })
    .optional(),
  date_death_qualifier: qualifierField.optional(),
  date_death_to: partialDateField.optional(),
  date_death_calendar: calendarField.optional(),
  date_death_phrase: phraseField.optional(),
  birth_place: textField(PERSON_PLACE_MAX).optional(),
  city: textField(PERSON_PLACE_MAX).optional(),
  burial_city: textField(PERSON_PLACE_MAX).optional(),
  burial_place: textField(PERSON_PLACE_MAX).optional(),
  note: textField(PERSON_NOTE_MAX).optional(),
  /** replaces the person's other names when sent (a JSON list in a multipart form) */
  other_names: jsonList(z.array(otherNameInputSchema).max(OTHER_NAMES_MAX, { message: MSG.tooLong }))
    .meta({ description: 'Other names (maiden, married, pseudonyms); replaces them all when sent' })
    .optional(),
  /** replaces the person's other birth and death claims when sent */
  facts: jsonList(z.array(personFactInputSchema).max(PERSON_FACTS_MAX, { message: MSG.tooLong }))
    .meta({ description: 'Other claims of the birth or the death, with their sources; replaces them all' })
    .optional(),
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

/** The same for qualified dates: the latest the death may be is before the earliest the birth may be. */
export function qualifiedDeathBeforeBirth(
  birth: QualifiedDate | null | undefined,
  death: QualifiedDate | null | undefined,
): boolean {
  const from = qualifiedDateRange(birth)?.from;
  const to = qualifiedDateRange(death)?.to;
  return Boolean(from && to && to < from);
}

/** One of a person's dates as its flat fields say it, '' and missing parts read as empty and exact. */
export type PersonDateGroup = {
  date: string | null | undefined;
  qualifier: DateQualifier | '' | null | undefined;
  to: string | null | undefined;
  calendar: DateCalendar | '' | null | undefined;
  phrase: string | null | undefined;
};

/** The flat group as a QualifiedDate: the second date kept only for a range, no date for a phrase. */
export function groupDate(group: PersonDateGroup): QualifiedDate {
  const qualifier = group.qualifier || 'exact';
  return {
    value: qualifier === 'phrase' ? null : group.date || null,
    qualifier,
    value_to: RANGE_QUALIFIERS.includes(qualifier) ? group.to || null : null,
    calendar: group.calendar || 'gregorian',
    phrase: group.phrase ?? '',
  };
}

const GROUP_FIELDS = {
  value: '',
  value_to: '_to',
  phrase: '_phrase',
} as const;

/**
 * What is wrong with a person's two dates together: each date's parts (a qualifier without its date, a range
 * without its end) and a death before the birth. Paths are the flat fields (date_birth_to…).
 */
export function personDateIssues(
  birth: PersonDateGroup,
  death: PersonDateGroup,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const [event, group] of [
    ['date_birth', birth],
    ['date_death', death],
  ] as const) {
    const problem = qualifiedDateProblem(groupDate(group));
    if (!problem) continue;
    const { field, message } = DATE_PROBLEM_MESSAGES[problem];
    issues.push({ path: `${event}${GROUP_FIELDS[field]}`, message });
  }
  if (!issues.length && qualifiedDeathBeforeBirth(groupDate(birth), groupDate(death)))
    issues.push({ path: 'date_death', message: PERSON_MSG.deathBeforeBirth });
  return issues;
}

/** The birth and death groups of create or edit fields. */
export function dateGroupsOf(fields: PersonFields): { birth: PersonDateGroup; death: PersonDateGroup } {
  return {
    birth: {
      date: fields.date_birth,
      qualifier: fields.date_birth_qualifier,
      to: fields.date_birth_to,
      calendar: fields.date_birth_calendar,
      phrase: fields.date_birth_phrase,
    },
    death: {
      date: fields.date_death,
      qualifier: fields.date_death_qualifier,
      to: fields.date_death_to,
      calendar: fields.date_death_calendar,
      phrase: fields.date_death_phrase,
    },
  };
}

export const personCreateSchema = personFieldsSchema
  .extend({
    first_name: z
      .string({ message: PERSON_MSG.firstNameRequired })
      .pipe(nameField)
      .refine((value) => value !== '', { message: PERSON_MSG.firstNameRequired })
      .meta(FAMILY_NAME_DOC),
  })
  .superRefine((value, ctx) => {
    const { birth, death } = dateGroupsOf(value);
    for (const issue of personDateIssues(birth, death))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/**
 * What a person's API shape says of its dates beside date_birth and date_death: the qualifier, the second date of
 * a range (partial ISO), the calendar and the source's words. Memory pages' persons carry them too.
 */
export const PERSON_DATE_DETAILS = {
  date_birth_qualifier: z.enum(DATE_QUALIFIERS),
  date_birth_to: z.string().nullable(),
  date_birth_calendar: z.enum(DATE_CALENDARS),
  date_birth_phrase: z.string(),
  date_death_qualifier: z.enum(DATE_QUALIFIERS),
  date_death_to: z.string().nullable(),
  date_death_calendar: z.enum(DATE_CALENDARS),
  date_death_phrase: z.string(),
};

export const personSchema = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  /** "Фамилия Имя Отчество" */
  full_name: z.string(),
  /** «Dr.», «св.»; «Jr.», «III»; a nickname («Луша») */
  name_prefix: z.string(),
  name_suffix: z.string(),
  nickname: z.string(),
  /** other names of the person: maiden, married, pseudonyms */
  other_names: z.array(otherNameSchema),
  gender: z.enum(PERSON_GENDERS).nullable(),
  /** partial ISO: "1950", "1950-03" or "1950-03-12"; the first day of a range, null for a phrase alone */
  date_birth: z.string().nullable(),
  date_death: z.string().nullable(),
  ...PERSON_DATE_DETAILS,
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
  /** other claims of the birth or the death (a second source), with their sources */
  facts: z.array(personFactSchema),
  created_at: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** A Person's new fields with nothing in them: plain dates, no other names (test data, placeholders). */
export const PERSON_PLAIN_EXTRAS = {
  name_prefix: '',
  name_suffix: '',
  nickname: '',
  other_names: [],
  date_birth_qualifier: 'exact',
  date_birth_to: null,
  date_birth_calendar: 'gregorian',
  date_birth_phrase: '',
  date_death_qualifier: 'exact',
  date_death_to: null,
  date_death_calendar: 'gregorian',
  date_death_phrase: '',
  facts: [],
} as const satisfies Partial<Person>;

/** The birth and death of a person's API shape as QualifiedDates (null when nothing is known). */
export const birthOf = (person: PersonDateFields) => personDate(person, 'birth');
export const deathOf = (person: PersonDateFields) => personDate(person, 'death');

const boolQuery = z.enum(['true', 'false']).optional();
export const PERSON_SORTS = ['last_name', 'date_birth', 'date_death', 'created_at'] as const;

/** SPEC §3 filters of the person list. */
export const personListQuerySchema = listQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  burial_city: z.string().trim().max(100).optional(),
  gender: z.enum(PERSON_GENDERS).optional(),
  /**
   * a year or partial date: persons whose birth may fall within that period (an approximate date reaches
   * APPROXIMATE_YEARS either way, «до», «после», «между» their ranges); with date_birth_to, from one to the other
   */
  date_birth: partialDateField.optional(),
  date_birth_to: partialDateField.optional(),
  date_death: partialDateField.optional(),
  date_death_to: partialDateField.optional(),
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
