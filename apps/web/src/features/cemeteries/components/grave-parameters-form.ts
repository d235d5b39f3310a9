import { CEMETERY_MSG, type GraveStatus } from '@sp/shared/api/cemeteries';
import type { GraveParametersBody } from '../api/grave-parameters';

/** The places' rule said of their count. */
export const PLACES_PROBLEM = CEMETERY_MSG.position.replace('Номер места', 'Число мест');
export const SIZE_PROBLEM = 'Укажите число метров от 0 до 100, например 2,5';
export const NOTE_PROBLEM = 'Примечание — не больше 1000 символов';

/** A grave's parameters as typed: numbers as their text. */
export type GraveParametersDraft = {
  status: GraveStatus;
  places_count: string;
  width_m: string;
  length_m: string;
  has_fence: boolean;
  has_monument: boolean;
  note: string;
};

/** Metres written for editing and reading: 2.5 → «2,5». */
export function metresText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

/** Metres as typed, a comma or a point before the fraction: empty is null, anything else not a number NaN. */
export function parseMetres(text: string): number | null {
  const compact = text.trim().replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

export function parametersDraftOf(parameters: GraveParametersBody): GraveParametersDraft {
  return {
    status: parameters.status,
    places_count: String(parameters.places_count),
    width_m: metresText(parameters.width_m),
    length_m: metresText(parameters.length_m),
    has_fence: parameters.has_fence,
    has_monument: parameters.has_monument,
    note: parameters.note,
  };
}

/** Whether the places typed are a whole number from 1 to 20. */
export function placesProblem(text: string): string | null {
  const count = Number(text);
  return text.trim() !== '' && Number.isInteger(count) && count >= 1 && count <= 20 ? null : PLACES_PROBLEM;
}

/** What is wrong before asking the server, by the body's field names (the server checks everything again). */
export function parametersProblems(draft: GraveParametersDraft): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const places = placesProblem(draft.places_count);
  if (places) problems.places_count = [places];
  for (const key of ['width_m', 'length_m'] as const) {
    const metres = parseMetres(draft[key]);
    if (metres !== null && !(metres >= 0 && metres <= 100)) problems[key] = [SIZE_PROBLEM];
  }
  if (draft.note.trim().length > 1000) problems.note = [NOTE_PROBLEM];
  return problems;
}

/** The body of PUT …/parameters-graves/{id}/ (call after parametersProblems found nothing). */
export function parametersBodyOf(id: number, draft: GraveParametersDraft): GraveParametersBody {
  return {
    id,
    status: draft.status,
    places_count: Number(draft.places_count),
    width_m: parseMetres(draft.width_m),
    length_m: parseMetres(draft.length_m),
    has_fence: draft.has_fence,
    has_monument: draft.has_monument,
    note: draft.note.trim(),
  };
}

/** «2 × 2,5 м», «ширина 2 м», or '' when no size is known. */
export function sizeText(parameters: Pick<GraveParametersBody, 'width_m' | 'length_m'>): string {
  const { width_m: width, length_m: length } = parameters;
  if (width !== null && length !== null) return `${metresText(width)} × ${metresText(length)} м`;
  if (width !== null) return `ширина ${metresText(width)} м`;
  if (length !== null) return `длина ${metresText(length)} м`;
  return '';
}
