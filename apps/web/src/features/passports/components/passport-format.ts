import type { PassportRequest, PassportRequestStatus } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import { formatPartialDate } from '@sp/shared/format/partial-date';

export const PASSPORT_REQUEST_KIND_LABELS: Record<PassportRequest['kind'], string> = {
  issue: 'Новый паспорт',
  update: 'Изменение',
};

export const PASSPORT_STATUS_COLORS: Record<
  PassportRequestStatus,
  'default' | 'primary' | 'info' | 'warning' | 'success' | 'error'
> = {
  new: 'primary',
  review: 'info',
  needs_changes: 'warning',
  approved: 'success',
  rejected: 'default',
};

/** A request the applicant may still add files to (the server's rule). */
export const isOpenRequest = (status: PassportRequestStatus) =>
  status === 'new' || status === 'review' || status === 'needs_changes';

/**
 * dd.MM.yyyy of a date the API gives as a calendar day or a partial one ("1950", "1950-03", "1950-03-12": shown as
 * entered), or of a timestamp (in the browser's zone).
 */
export function dayText(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value) ? formatPartialDate(value) : formatDate(value);
}

/** «12.03.1950 — 04.01.2024», «1950 — 2024», or one side only. */
export function lifeDates(person: { date_birth: string | null; date_death: string | null }): string {
  const birth = dayText(person.date_birth);
  const death = dayText(person.date_death);
  if (birth && death) return `${birth} — ${death}`;
  if (death) return `† ${death}`;
  return birth ? `род. ${birth}` : '';
}

/** «Северное кладбище, могила № 12». */
export function graveText(grave: { cemetery: string; number: string }): string {
  const number = grave.number ? `могила № ${grave.number}` : 'могила без номера';
  return grave.cemetery ? `${grave.cemetery}, ${number}` : number;
}

/** «1,2 МБ», «340 КБ». */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
}
