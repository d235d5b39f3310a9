import { http } from '../../../lib/http';
import { identityBody } from './identity';

export type RegistrationInput = {
  login: string;
  password: string;
  type_user: 1 | 2;
  first_name?: string;
  company_name?: string;
  captcha?: string;
};

export function register(input: RegistrationInput): Promise<{ detail: string }> {
  return http.post('/api/auth/registration/', {
    ...identityBody(input.login),
    password: input.password,
    type_user: input.type_user,
    first_name: input.first_name,
    company_name: input.type_user === 2 ? input.company_name : undefined,
    captcha: input.captcha,
  });
}
