import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { ProfileMenuList } from './profile-menu-list';

afterEach(() => sessionStore.reset());

const menuOf = (user_type: 1 | 2 | 3 | 4, userMode = false) => {
  sessionStore.signIn(makeSession({ user_type, company_id: user_type === 2 || user_type === 3 ? 9 : null }));
  sessionStore.setUserMode(userMode);
  stubServer(() => undefined);
  renderWithProviders(<ProfileMenuList anchor={document.body} onClose={() => {}} />, '/app/dashboard');
};

describe('the profile menu (SPEC §2)', () => {
  it.each([
    ['a user', 1, false],
    ['a company owner', 2, false],
    ['an employee in user mode', 3, true],
  ] as const)('offers «Тарифы и пакеты» to %s', (_, userType, userMode) => {
    menuOf(userType, userMode);
    expect(screen.getByRole('menuitem', { name: 'Тарифы и пакеты' })).toBeTruthy();
  });

  it.each([
    ['an employee', 3],
    ['an administrator', 4],
  ] as const)('not to %s, who holds no tariff', (_, userType) => {
    menuOf(userType);
    expect(screen.getByRole('menuitem', { name: 'Мой профиль' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Тарифы и пакеты' })).toBeNull();
  });
});
