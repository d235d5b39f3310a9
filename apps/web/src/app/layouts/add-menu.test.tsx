import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders } from '../../test/stub-server';
import { AddMenu } from './add-menu';
import { ADD_MENU_ITEMS } from './add-menu-items';

function Where() {
  const location = useLocation();
  return <p>Адрес: {`${location.pathname}${location.search}`}</p>;
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AddMenu />
            <Where />
          </>
        }
      />
    </Routes>,
    '/app/dashboard',
  );
}

afterEach(() => sessionStore.reset());

describe('the add menu', () => {
  it('lists a deal and a sale for a company in the spec’s order and opens their pages', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    const items = await screen.findAllByRole('menuitem');
    const labels = items.map((item) => item.textContent);
    expect(labels.slice(0, 2)).toEqual(['Сделка', 'Продажа']);
    expect(labels).toEqual(
      ADD_MENU_ITEMS.map((item) => item.label).filter((label) => labels.includes(label)),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Сделка' }));
    expect(screen.getByText('Адрес: /app/orders/create?type=1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Продажа' }));
    expect(screen.getByText('Адрес: /app/orders/create?type=2')).toBeTruthy();
  });

  it('offers a manager only what their roles let them create', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 2 } }]),
    );
    const { unmount } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByRole('menuitem', { name: 'Сделка' })).toBeTruthy();
    unmount();
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 3 } }]),
    );
    render();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });
});
