import type { CompanyProfile, Integrations } from '@sp/shared/api/profile';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { ProfileCompanyPage } from './profile-company-page';

const COMPANY: CompanyProfile = {
  id: 3,
  name: 'Ритуал-Сервис',
  logo: null,
  type_company: 'REGULAR',
  is_root: true,
  parent_id: null,
  inn: '',
  phone: '',
  email: '',
  address: '',
  description: '',
  created_at: '2024-05-01T10:00:00Z',
};
const INTEGRATIONS: Integrations = {
  whatsapp_profile_id: '',
  has_whatsapp_token: false,
  telegram_bot_name: '',
  has_telegram_token: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };
const { company: OWNER, manager: MANAGER } = USER_TYPE;

/** The page for an account of `userType` in `company`, with a stand-in for the municipal block. */
async function render(userType: typeof OWNER | typeof MANAGER, company: Partial<CompanyProfile> = {}) {
  sessionStore.signIn(makeSession({ user_type: userType, company_id: 3 }));
  stubServer((call) => {
    if (call.url === '/api/company/profile/') return { body: { ...COMPANY, ...company } };
    if (call.url === '/api/company/integrations/0/') return { body: INTEGRATIONS };
    return undefined;
  });
  renderWithProviders(
    <ProfileCompanyPage municipalSection={<p>Блок заявки</p>} dealerSection={<p>Блок дилера</p>} />,
    '/app/profile-company',
  );
  await screen.findByRole('heading', { name: 'Данные компании' });
}

describe('/app/profile-company: «Муниципальная организация» and «Дилер»', () => {
  it('is shown to the owner of a regular main company', SLOW, async () => {
    await render(OWNER);
    expect(screen.getByRole('heading', { name: 'Муниципальная организация' })).toBeTruthy();
    expect(screen.getByText('Блок заявки')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Дилер' })).toBeTruthy();
    expect(screen.getByText('Блок дилера')).toBeTruthy();
  });

  it.each([
    ['a municipal organisation', OWNER, { type_company: 'MUNICIPAL' }],
    ['a dealer', OWNER, { type_company: 'DEALER' }],
    ['a branch', OWNER, { is_root: false, parent_id: 1 }],
    ['an employee', MANAGER, {}],
  ] as const)(
    'is not shown to %s',
    async (_, userType, company) => {
      await render(userType, company);
      expect(screen.queryByRole('heading', { name: 'Муниципальная организация' })).toBeNull();
      expect(screen.queryByText('Блок заявки')).toBeNull();
      expect(screen.queryByText('Блок дилера')).toBeNull();
    },
    30_000,
  );
});
