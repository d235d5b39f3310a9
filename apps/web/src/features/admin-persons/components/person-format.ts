import { type AdminPerson, PERSON_OWNER_KIND_LABELS, type UnboundPerson } from '@sp/shared/api/admin-persons';
import { formatQualifiedDate } from '@sp/shared/format/partial-date';

type Dated = Pick<AdminPerson, 'birth' | 'death' | 'living'>;

/** The dates as the family or the company entered them: «около 1900 – 12.03.1950», «род. 1950», '' when none. */
export function personDates(person: Dated): string {
  const birth = formatQualifiedDate(person.birth);
  const death = formatQualifiedDate(person.death);
  if (!birth && !death) return '';
  if (!death) return person.living ? `род. ${birth}` : `${birth} – ?`;
  return `${birth || '?'} – ${death}`;
}

/** «Аккаунт семьи: Анна Петрова», «Компания: Ритуал-Сервис». */
export function ownerText(owner: UnboundPerson['owner']): string {
  return `${PERSON_OWNER_KIND_LABELS[owner.kind]}: ${owner.name || 'без имени'}`;
}

/** How a person's attribute reads: «Воинское звание: майор», or the name alone. */
export const attributeText = (attribute: { name: string; value: string }) =>
  attribute.value ? `${attribute.name}: ${attribute.value}` : attribute.name;
