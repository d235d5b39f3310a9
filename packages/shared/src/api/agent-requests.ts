import { z } from 'zod';
import { rublesProblem } from '../format/money';
import { ORDER_CATEGORIES } from '../orders/kinds';
import {
  optionalEmailField,
  optionalPhoneField,
  orEmpty,
  PAST_DAY_DOC,
  PERSON_NAME_DOC,
  phoneField,
} from '../validation/fields';
import { MSG } from '../validation/messages';
import { PERSON_NAME_PATTERN } from '../validation/patterns';
import { blankToUndefined, listQuerySchema } from './common';
import { PERSON_MSG, PERSON_NAME_MAX } from './persons';

/**
 * Requests brought by agents (SPEC §2 /app/requests_agents, §3 "agent request (is_new flag)", §7
 * /api/company-orders/request_agent/ and order_from_request_agent/).
 *
 * An AGENT is an outside person who brings the company a case — a hospital or morgue orderly, a police officer,
 * a care-home worker, a partner — usually for a fee. Agents have no account: the company's dispatcher or manager
 * takes the agent's call and records the request here. A request holds the agent (ФИО, phone, organisation), the
 * family's contact (ФИО, phone, e-mail), the deceased (фамилия, имя, отчество, the day of death if known), where
 * the deceased is now, what is needed (a deal category 1–4), a note and the agent's fee (rubles in the API,
 * kopecks in the database). It is new until a staff member other than the one who recorded it opens it, and
 * becomes one deal (type 1) with order_from_request_agent/; after that it can no longer be changed or deleted.
 */

export const AGENT_REQUEST_MSG = {
  notFound: 'Заявка агента не найдена',
  category: 'Выберите, что нужно: 1 — Благоустройство, 2 — Захоронение, 3 — Кремация, 4 — Другое',
  agentNameLetters: 'Только буквы, пробел, точка, дефис или апостроф',
  contactNameLetters: 'Только буквы, дефис, пробел или апостроф между частями',
  date: 'Неверная дата: укажите день, месяц и год',
  dateFuture: 'Дата не может быть в будущем',
  periodOrder: 'Дата окончания раньше даты начала',
  hasOrderEdit: (number: number) => `По этой заявке уже создана сделка № ${number}: изменить заявку нельзя`,
  hasOrderDelete: (number: number) => `По этой заявке уже создана сделка № ${number}: удалить заявку нельзя`,
  hasOrder: (number: number) => `По этой заявке уже создана сделка № ${number}`,
  clientName:
    'Укажите фамилию и имя контактного лица: по ним создаётся клиент сделки (или телефон либо e-mail уже известного клиента)',
  deleted: 'Заявка удалена',
} as const;

/** The longest ФИО of an agent or a contact: three names of PERSON_NAME_MAX and the spaces between them. */
export const FULL_NAME_MAX = 150;
export const AGENT_ORGANIZATION_MAX = 200;
export const AGENT_PLACE_MAX = 500;
export const AGENT_NOTE_MAX = 2000;

const text = (max: number) => z.string().trim().max(max, { message: MSG.tooLong, abort: true });
const required = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(max, { message: MSG.tooLong, abort: true });

/** Names as persons' names: letters, with a hyphen, a space or an apostrophe between parts. */
const NAME = PERSON_NAME_PATTERN;
/** An agent's ФИО may be written with initials: «Петров И. С.». */
const NAME_WITH_INITIALS = /^[A-Za-zА-Яа-яЁё]+(?:(?:\. ?|[ '’-])[A-Za-zА-Яа-яЁё]+)*\.?$/;

const personName = (isRequired: boolean) =>
  (isRequired ? required(PERSON_NAME_MAX) : text(PERSON_NAME_MAX).default(''))
    .refine((value) => value === '' || NAME.test(value), { message: PERSON_MSG.nameLetters, abort: true })
    .meta(isRequired ? PERSON_NAME_DOC : orEmpty(PERSON_NAME_DOC));

/** today anywhere in Russia (UTC+2…+12) counts as today, not the future */
const latestToday = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(0, 10);

/** null, '' (read as null) or a real past day YYYY-MM-DD */
const deathDay = z
  .preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: AGENT_REQUEST_MSG.date })
      .trim()
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && z.iso.date().safeParse(value).success, {
        message: AGENT_REQUEST_MSG.date,
        abort: true,
      })
      .refine((value) => value <= latestToday(), { message: AGENT_REQUEST_MSG.dateFuture, abort: true })
      .nullable(),
  )
  .meta(orEmpty(PAST_DAY_DOC));

/** 1–4 as deal categories (packages/shared/src/orders/kinds.ts); "2" from a query string is taken too. */
export const agentCategoryField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.literal(ORDER_CATEGORIES, { error: AGENT_REQUEST_MSG.category }),
);

/** The agent's fee: rubles ≥ 0 with two decimals at most (the catalog's money rule). */
const feeField = z.number({ error: 'Введите сумму числом' }).check(
  z.superRefine((value, ctx) => {
    const problem = rublesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** POST and PUT /api/company-orders/request_agent/: the whole request (PUT replaces every field). */
export const agentRequestBodySchema = z.object({
  /** ФИО of the agent, initials allowed */
  agent_name: required(FULL_NAME_MAX)
    .refine((value) => NAME_WITH_INITIALS.test(value), {
      message: AGENT_REQUEST_MSG.agentNameLetters,
      abort: true,
    })
    .meta({
      pattern: NAME_WITH_INITIALS.source,
      example: 'Петров И. С.',
      description: 'ФИО, initials allowed',
    }),
  agent_phone: phoneField,
  /** where the agent works: a hospital, a morgue, a police department, a care home… */
  agent_organization: text(AGENT_ORGANIZATION_MAX).default(''),
  /** the family's contact: «Фамилия Имя Отчество»; the deal's client is made from it */
  contact_name: text(FULL_NAME_MAX)
    .default('')
    .refine((value) => value === '' || NAME.test(value), {
      message: AGENT_REQUEST_MSG.contactNameLetters,
      abort: true,
    })
    .meta(orEmpty({ ...PERSON_NAME_DOC, example: 'Иванова Анна Петровна' })),
  contact_phone: optionalPhoneField,
  contact_email: optionalEmailField,
  deceased_last_name: personName(true),
  deceased_first_name: personName(true),
  deceased_patronymic: personName(false),
  /** the day of death YYYY-MM-DD, or null when not known */
  date_death: deathDay.default(null),
  /** where the deceased is now: a morgue, a hospital, a home address */
  place: text(AGENT_PLACE_MAX).default(''),
  /** what is needed: the category of the deal to be made */
  category_order: agentCategoryField,
  note: text(AGENT_NOTE_MAX).default(''),
  /** the agent's fee, rubles */
  fee: feeField.default(0),
});
export type AgentRequestBody = z.infer<typeof agentRequestBodySchema>;
export type AgentRequestBodyInput = z.input<typeof agentRequestBodySchema>;

export const agentRequestSchema = z.object({
  id: z.number().int(),
  agent_name: z.string(),
  /** +7 (900) 000-00-01 */
  agent_phone: z.string(),
  agent_organization: z.string(),
  contact_name: z.string(),
  /** +7 (900) 000-00-01, or '' */
  contact_phone: z.string(),
  contact_email: z.string(),
  deceased_last_name: z.string(),
  deceased_first_name: z.string(),
  deceased_patronymic: z.string(),
  /** «Фамилия Имя Отчество» */
  deceased_full_name: z.string(),
  date_death: z.string().nullable(),
  place: z.string(),
  category_order: z.literal(ORDER_CATEGORIES),
  note: z.string(),
  /** rubles */
  fee: z.number(),
  is_new: z.boolean(),
  /** the deal made from the request */
  order: z.object({ id: z.number().int(), number: z.number().int() }).nullable(),
  /** the staff member who recorded it */
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentRequest = z.infer<typeof agentRequestSchema>;

const boolQuery = z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional());
const dayQuery = z.preprocess(blankToUndefined, z.iso.date({ error: AGENT_REQUEST_MSG.date }).optional());

/** GET /api/company-orders/request_agent/: newest first. */
export const agentRequestsQuerySchema = listQuerySchema
  .extend({
    is_new: boolQuery,
    /** words of the agent's, the contact's or the deceased's name, the agent's organisation, a phone or an e-mail */
    query: z.preprocess(blankToUndefined, text(200).optional()),
    category_order: z.preprocess(blankToUndefined, agentCategoryField.optional()),
    /** the day the request was recorded (Moscow time) from… to…, inclusive */
    start_date: dayQuery,
    end_date: dayQuery.meta({ description: 'Not before start_date' }),
  })
  .refine((value) => !value.start_date || !value.end_date || value.start_date <= value.end_date, {
    path: ['end_date'],
    message: AGENT_REQUEST_MSG.periodOrder,
  });
export type AgentRequestsQuery = z.infer<typeof agentRequestsQuerySchema>;
export type AgentRequestsQueryInput = z.input<typeof agentRequestsQuerySchema>;

/** GET /api/company-orders/request_agent/count/?is_new=true */
export const agentRequestsCountQuerySchema = z.object({ is_new: boolQuery });

/** POST /api/company-orders/order_from_request_agent/: one deal per request. */
export const orderFromAgentRequestSchema = z.object({
  agent_request: z.number({ error: MSG.required }).int().positive(),
});
export type OrderFromAgentRequestBody = z.infer<typeof orderFromAgentRequestSchema>;

/** The ФИО of the deceased without double spaces. */
export function deceasedFullName(request: {
  deceased_last_name: string;
  deceased_first_name: string;
  deceased_patronymic: string;
}): string {
  return [request.deceased_last_name, request.deceased_first_name, request.deceased_patronymic]
    .filter(Boolean)
    .join(' ');
}

/**
 * «Фамилия Имя Отчество» of a contact split for a client card: the first word is the surname, the second the
 * first name, the rest the patronymic; null when there are fewer than two words (a client needs both).
 */
export function splitFullName(
  fullName: string,
): { last_name: string; first_name: string; patronymic: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const [last_name, first_name, ...rest] = words;
  return { last_name, first_name, patronymic: rest.join(' ') };
}
