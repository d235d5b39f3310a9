import { parseIdentifier } from '@sp/shared/validation/patterns';

export type IdentityBody = { phone: string } | { email: string };

/** SPEC §5: one «Телефон или e-mail» field, sent as {phone} when it matches the phone pattern, else {email}. */
export function identityBody(login: string): IdentityBody {
  const parsed = parseIdentifier(login);
  return parsed.kind === 'phone' ? { phone: parsed.value } : { email: parsed.value };
}
