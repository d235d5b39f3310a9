import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { makeSession } from '../test/fixtures';
import { stubServer } from '../test/stub-server';
import { DESK, viewport } from '../test/viewport';
import { Providers } from './providers';
import { AppRoutes } from './router';

function renderApp(url: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

/** the cabinet's own requests (release notes, counters) find nothing; the rest is a 404 */
const quietServer = () =>
  stubServer((call) => (call.url.startsWith('/api/releases/') ? { body: [] } : undefined));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('an unknown cabinet address', () => {
  it('keeps the cabinet, says the page does not exist and leads to the cabinet’s home', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    quietServer();
    renderApp('/app/no-such-page');

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Страница не найдена' },
      { timeout: 10_000 },
    );
    const main = heading.closest('main') as HTMLElement;
    expect(within(main).getByText(/^Такой страницы в кабинете нет/)).toBeTruthy();
    expect(within(main).getByText('/app/no-such-page')).toBeTruthy();
    // not the error page's «try again later»: nothing will change
    expect(screen.queryByText(/Попробуйте повторить запрос позднее/)).toBeNull();
    expect(within(main).getByRole('link', { name: 'На главную кабинета' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
    // the cabinet's own sidebar and top bar stay
    expect(await screen.findByRole('navigation', { name: 'Разделы кабинета' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Меню профиля' })).toBeTruthy();
  });

  it('an unknown administrator’s address is the same, inside the cabinet', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    quietServer();
    renderApp('/admin/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Разделы кабинета' })).toBeTruthy();
  });

  it('an unknown public address is still the plain error page of SPEC §2', SLOW, async () => {
    stubServer(() => undefined);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('Упс, что-то пошло не так. Попробуйте повторить запрос позднее.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Разделы кабинета' })).toBeNull();
  });
});
