import { CONTACT_REQUIRED_MSG } from '@sp/shared/api/public-limits';
import { isCompleteRussianPhone } from '@sp/shared/format/phone-mask';
import { MSG } from '@sp/shared/validation/messages';
import { isEmail } from '@sp/shared/validation/patterns';

export const REQUESTER_FIELDS = ['name', 'phone', 'email', 'description'] as const;
export type RequesterField = (typeof REQUESTER_FIELDS)[number];
export type Requester = Record<RequesterField, string>;
export type RequesterErrors = Partial<Record<RequesterField, string>>;

export const EMPTY_REQUESTER: Requester = { name: '', phone: '', email: '', description: '' };

/**
 * What the cart checks before it sends a request: a way to answer (a phone or an e-mail, as the server
 * requires), each in its SPEC §5 format (the phone through the mask +7 (###) ###-##-##). Empty when it may go.
 */
export function checkRequester(requester: Requester): RequesterErrors {
  const errors: RequesterErrors = {};
  const phone = requester.phone.trim();
  const email = requester.email.trim();
  if (!phone && !email) errors.phone = CONTACT_REQUIRED_MSG;
  if (phone && !isCompleteRussianPhone(phone)) errors.phone = MSG.phoneFormat;
  if (email && !isEmail(email)) errors.email = MSG.emailFormat;
  return errors;
}
