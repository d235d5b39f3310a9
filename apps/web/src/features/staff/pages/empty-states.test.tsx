import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RolesPage } from './roles-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('roles without any', () => {
  it('say what a role is and offer to create one', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<RolesPage />);
    expect(await screen.findByText('Ролей пока нет')).toBeTruthy();
    expect(screen.getByText(/^Роль — набор прав по разделам/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offer nothing to an employee who may only read them', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Чтение', modules: { manager: 3 } }]),
    );
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<RolesPage />);
    expect(await screen.findByText('Ролей пока нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Создать роль' })).toBeNull();
  });
});
