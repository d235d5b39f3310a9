import {
  type AgentRequest,
  type AgentRequestBody,
  agentRequestBodySchema,
} from '@sp/shared/api/agent-requests';
import { formatRubles, MONEY_MSG } from '@sp/shared/format/money';
import { MSG } from '@sp/shared/validation/messages';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form as typed: the category as the select's string, the fee as text with a comma, the day as YYYY-MM-DD. */
export type AgentRequestFormValues = {
  agent_name: string;
  agent_phone: string;
  agent_organization: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  deceased_last_name: string;
  deceased_first_name: string;
  deceased_patronymic: string;
  /** YYYY-MM-DD from the date field, '' or the text typed while it is not a date (the shared rule refuses it) */
  date_death: string;
  place: string;
  /** '' until chosen */
  category_order: '' | '1' | '2' | '3' | '4';
  note: string;
  /** rubles as typed: «3 000,50» */
  fee: string;
};

/** Rubles for editing: 3000.5 → «3000,50», 0 → ''. */
export function feeText(rubles: number): string {
  return rubles ? rubles.toFixed(2).replace('.', ',') : '';
}

/** Rubles from the API as «3 000,50 ₽». */
export function rubles(value: number): string {
  return formatRubles(Math.round(value * 100));
}

/** A day YYYY-MM-DD as dd.MM.yyyy, without time-zone shifts; '' for none. */
export function dayText(iso: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The form of a request, or an empty one. */
export function valuesOf(request: AgentRequest | null): AgentRequestFormValues {
  return {
    agent_name: request?.agent_name ?? '',
    agent_phone: request?.agent_phone ?? '',
    agent_organization: request?.agent_organization ?? '',
    contact_name: request?.contact_name ?? '',
    contact_phone: request?.contact_phone ?? '',
    contact_email: request?.contact_email ?? '',
    deceased_last_name: request?.deceased_last_name ?? '',
    deceased_first_name: request?.deceased_first_name ?? '',
    deceased_patronymic: request?.deceased_patronymic ?? '',
    date_death: request?.date_death ?? '',
    place: request?.place ?? '',
    category_order: request
      ? (String(request.category_order) as AgentRequestFormValues['category_order'])
      : '',
    note: request?.note ?? '',
    fee: request ? feeText(request.fee) : '',
  };
}

/**
 * The fee as typed, read as rubles: spaces group thousands, a comma or a point separates kopecks; empty is 0.
 * A text that is no number becomes NaN, for the shared rule to answer «Введите сумму числом».
 */
export function feeOf(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return 0;
  return /^-?\d+(\.\d*)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The API's body before the shared schema: the category a number, the fee rubles. */
export function bodyInputOf(values: AgentRequestFormValues): unknown {
  return {
    ...values,
    category_order: values.category_order === '' ? undefined : Number(values.category_order),
    fee: feeOf(values.fee),
  };
}

/**
 * The shared schema decides (the same Russian messages as the server). The resolved values are the body to
 * send. A number that is not one answers the money rule's own message.
 */
export const agentRequestResolver: Resolver<AgentRequestFormValues> = async (values) => {
  const result = agentRequestBodySchema.safeParse(bodyInputOf(values));
  if (result.success) return { values: result.data as unknown as AgentRequestFormValues, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'agent_name');
    const message =
      field === 'fee' && Number.isNaN(feeOf(values.fee))
        ? MONEY_MSG.notNumber
        : field === 'category_order' && values.category_order === ''
          ? MSG.required
          : issue.message;
    errors[field] ??= { type: issue.code, message };
  }
  return { values: {}, errors: errors as FieldErrors<AgentRequestFormValues> };
};

/** What handleSubmit hands over after agentRequestResolver: the body itself. */
export const asBody = (resolved: AgentRequestFormValues) => resolved as unknown as AgentRequestBody;
