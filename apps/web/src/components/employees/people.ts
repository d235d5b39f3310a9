import type { Employee } from '@sp/shared/api/staff';
import { formatPhone } from '@sp/shared/validation/patterns';

/** «Фамилия Имя», or the contact when the person has not given a name. */
export function personName(person: Pick<Employee, 'first_name' | 'last_name' | 'email' | 'phone'>): string {
  const name = `${person.last_name} ${person.first_name}`.trim();
  if (name) return name;
  if (person.email) return person.email;
  return person.phone ? formatPhone(person.phone) : 'Без имени';
}
