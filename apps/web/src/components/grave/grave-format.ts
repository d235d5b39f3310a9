import { formatPartialDate } from '@sp/shared/format/partial-date';

/** «Могила № 12», or «Могила без номера» when the cemetery gave it none. */
export function graveTitle(number: string): string {
  const trimmed = number.trim();
  return trimmed ? `Могила № ${trimmed}` : 'Могила без номера';
}

/** The photo's words for who cannot see it: «Фото могилы № 12» of «Могила № 12», «Фото могилы без номера». */
export function gravePhotoAlt(title: string): string {
  return title.replace(/^Могила/, 'Фото могилы');
}

/** «12.03.1950 — 2020», the dates as the family entered them; "" when none is known. */
export function burialDatesText(birth: string | null, death: string | null): string {
  const from = formatPartialDate(birth);
  const to = formatPartialDate(death);
  if (!from && !to) return '';
  return `${from || '?'} — ${to || '?'}`;
}
