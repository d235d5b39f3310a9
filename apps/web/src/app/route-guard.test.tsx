import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { makeSession } from '../test/fixtures';
import { RouteGuard } from './route-guard';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  cleanup();
  render(<RouterProvider router={router} />);
  return () => screen.getByTestId('where').textContent;
}

afterEach(() => sessionStore.reset());

describe('route guard', () => {
  it('sends a guest from the cabinet to the login form with the way back', () => {
    const where = renderAt('/app/profile?tab=1');
    expect(where()).toBe(`/auth?plan=login&redirect=${encodeURIComponent('/app/profile?tab=1')}`);
  });

  it('after a logout sends the cabinet page to plain /auth', () => {
    sessionStore.reset({ loggedOut: true });
    expect(renderAt('/app/dashboard')()).toBe('/auth');
  });

  it('lets a guest see the landing and /auth', () => {
    expect(renderAt('/')()).toBe('/');
  });

  it('sends a signed-in user from /auth to the dashboard', () => {
    sessionStore.signIn(makeSession());
    expect(renderAt('/auth?plan=login')()).toBe('/app/dashboard');
  });

  it('honours a same-site redirect after login and ignores a foreign one', () => {
    sessionStore.signIn(makeSession());
    expect(renderAt('/auth?redirect=%2Fapp%2Fprofile')()).toBe('/app/profile');
    expect(renderAt('/auth?redirect=%2F%2Fevil.example')()).toBe('/app/dashboard');
  });

  it('sends an employee without the right to /errors/403', () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, type_company: 'REGULAR' }, [
        { id: 1, name: 'Просмотр', modules: { orders: 3 } },
      ]),
    );
    expect(renderAt('/admin/bugs')()).toBe('/errors/403');
    expect(renderAt('/app/stock')()).toBe('/errors/403');
  });

  it('lets that employee open the orders they may read', () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, type_company: 'REGULAR' }, [
        { id: 1, name: 'Просмотр', modules: { orders: 3 } },
      ]),
    );
    expect(renderAt('/app/orders')()).toBe('/app/orders');
  });

  it('in user mode a company owner reads as a user', () => {
    sessionStore.signIn(makeSession({ user_type: 2, type_company: 'REGULAR' }));
    sessionStore.setUserMode(true);
    expect(renderAt('/app/tree')()).toBe('/app/tree');
    expect(renderAt('/app/orders')()).toBe('/errors/403');
  });
});
