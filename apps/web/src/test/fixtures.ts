import type { Session } from '@sp/shared/api/auth';

/** A session as the server answers it, for tests. */
export function makeSession(
  overrides: Partial<Session['profile']> = {},
  roles: Session['roles'] = [],
): Session {
  return {
    token: 'access',
    refresh_token: 'ignored',
    roles,
    company: null,
    profile: {
      id: 1,
      user_type: 1,
      first_name: 'Анна',
      last_name: 'Иванова',
      avatar: null,
      company_id: null,
      name: null,
      logo: null,
      type_company: null,
      auth_data: { phone: null, email: 'user@demo.ru', is_phone_verified: false, is_email_verified: true },
      created_at: '2024-05-01T10:00:00Z',
      ...overrides,
    },
  };
}
