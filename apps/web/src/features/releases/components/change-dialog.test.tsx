import type { ReleaseNote } from '@sp/shared/api/misc';
import { APP_VERSION } from '@sp/shared/version';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { ChangeDialog, SEEN_VERSION_KEY } from './change-dialog';

const change = (name: string, availability: ReleaseNote['changes'][number]['availability']) => ({
  type: 1 as const,
  image: null,
  name,
  description: `${name}: описание`,
  availability,
  extra: [],
  help: null,
});

const RELEASE: ReleaseNote = {
  id: 1,
  version: APP_VERSION,
  date: '2026-11-21',
  changes: [
    change('Новый личный кабинет', [5]),
    change('Вход по коду', [1, 2, 4]),
    change('Роли сотрудников', [2, 4]),
    change('Модерация отзывов', [3]),
    change('Семейный архив', [1]),
  ],
};

const BEFORE = '2025-03-01T10:00:00Z';
const AFTER = '2026-11-25T10:00:00Z';

function serve(): Sent[] {
  return stubServer((call) => (call.url.includes('/api/releases/') ? { body: [RELEASE] } : undefined));
}

const dialog = () => screen.findByRole('dialog', { name: `Что нового в версии ${APP_VERSION}` });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  localStorage.clear();
});

describe('the release notes (change dialog)', () => {
  it('a family that had the platform before the release reads the families’ changes and the general ones only', async () => {
    sessionStore.signIn(makeSession({ user_type: 1, created_at: BEFORE }));
    serve();
    renderWithProviders(<ChangeDialog />);
    const shown = await dialog();
    expect(shown.textContent).toContain('Новый личный кабинет');
    expect(shown.textContent).toContain('Вход по коду');
    expect(shown.textContent).toContain('Семейный архив');
    expect(shown.textContent).not.toContain('Роли сотрудников');
    expect(shown.textContent).not.toContain('Модерация отзывов');
    // the dialog is the reader's own: no «Доступно: Компаниям, Сотрудникам» under a change
    expect(shown.textContent).not.toContain('Доступно');
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(SEEN_VERSION_KEY)).toBe(APP_VERSION);
  });

  it('a company owner reads the companies’ changes, not the families’ or the administrators’', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, created_at: AFTER }));
    serve();
    renderWithProviders(<ChangeDialog />);
    const shown = await dialog();
    expect(shown.textContent).toContain('Роли сотрудников');
    expect(shown.textContent).toContain('Вход по коду');
    expect(shown.textContent).not.toContain('Семейный архив');
    expect(shown.textContent).not.toContain('Модерация отзывов');
  });

  it('an employee reads the managers’ changes; an administrator the administrators’', async () => {
    sessionStore.signIn(makeSession({ user_type: 3, created_at: BEFORE }));
    serve();
    const view = renderWithProviders(<ChangeDialog />);
    expect((await dialog()).textContent).toContain('Роли сотрудников');
    view.unmount();
    sessionStore.reset();
    localStorage.clear();
    sessionStore.signIn(makeSession({ user_type: 4, created_at: BEFORE }));
    renderWithProviders(<ChangeDialog />);
    const admin = await dialog();
    expect(admin.textContent).toContain('Модерация отзывов');
    expect(admin.textContent).not.toContain('Роли сотрудников');
    expect(admin.textContent).not.toContain('Семейный архив');
  });

  it('a family on its very first visit (an account newer than the release) sees nothing', async () => {
    sessionStore.signIn(makeSession({ user_type: 1, created_at: AFTER }));
    const sent = serve();
    renderWithProviders(<ChangeDialog />);
    await waitFor(() => expect(localStorage.getItem(SEEN_VERSION_KEY)).toBe(APP_VERSION));
    expect(sent.some((call) => call.url.includes('/api/releases/'))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a version already seen in this browser is not asked for again', async () => {
    localStorage.setItem(SEEN_VERSION_KEY, APP_VERSION);
    sessionStore.signIn(makeSession({ user_type: 1, created_at: BEFORE }));
    const sent = serve();
    renderWithProviders(<ChangeDialog />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
