import { formatPhone } from '../validation/patterns';

/** The parts of an account a name is made of; the API's snake_case or the server's camelCase rows alike. */
export type AccountNameParts = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
};

export const NO_NAME = 'Без имени';

/**
 * How the platform names an account (a staff member in the journal, a deal's author, a task's assignee, the
 * profile menu): «Имя Фамилия» as people call each other; an account without a name by its e-mail, then its
 * phone. A person of a family's history (a Person) is named by personFullName instead: «Фамилия Имя Отчество».
 */
export function accountDisplayName(parts: AccountNameParts): string {
  const name = `${parts.firstName ?? ''} ${parts.lastName ?? ''}`.trim().replace(/\s+/g, ' ');
  if (name) return name;
  if (parts.email) return parts.email;
  return parts.phone ? formatPhone(parts.phone) : NO_NAME;
}
