import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { ShoppersPage } from './shoppers-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('clients without any', () => {
  it('say whose clients they are and offer to add the first', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<ShoppersPage />);
    expect(await screen.findByText('Клиентов пока нет')).toBeTruthy();
    expect(screen.getByText(/^Здесь будут клиенты компании/)).toBeTruthy();
    // the header's button and the empty list's own
    const buttons = screen.getAllByRole('button', { name: 'Добавить клиента' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
