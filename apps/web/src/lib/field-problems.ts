import type { z } from 'zod';
import { ApiError, errorText } from './api-error';

/** A form's messages by field; what belongs to no field of the form under 'other'. */
export type Problems<F extends string> = Partial<Record<F | 'other', string>>;

const placeOf = <F extends string>(key: unknown, fields: readonly F[]): F | 'other' =>
  fields.find((field) => field === key) ?? 'other';

/** The first message of each field a shared schema refused. */
export function schemaProblems<F extends string>(error: z.ZodError, fields: readonly F[]): Problems<F> {
  const problems: Problems<F> = {};
  for (const issue of error.issues) problems[placeOf(issue.path[0], fields)] ??= issue.message;
  return problems;
}

/** What the server refused: its messages under their fields (joined), or its one message under 'other'. */
export function serverProblems<F extends string>(error: unknown, fields: readonly F[]): Problems<F> {
  const problems: Problems<F> = {};
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) {
    problems.other = errorText(error);
    return problems;
  }
  for (const [key, messages] of Object.entries(error.fields)) {
    const place = placeOf(key, fields);
    problems[place] = [problems[place], ...messages].filter(Boolean).join(' ');
  }
  return problems;
}
