import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { BranchesPage } from './branches-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('branches without any', () => {
  it('say what a branch is and offer the owner to create one', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<BranchesPage />);
    expect(await screen.findByText('Филиалов пока нет')).toBeTruthy();
    expect(screen.getByText(/^Филиал — отделение компании/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать филиал' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
