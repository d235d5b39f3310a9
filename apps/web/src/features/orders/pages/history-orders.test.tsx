import type { ShowOrder } from '@sp/shared/api/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { makeOrder } from '../test/orders-data';
import { HistoryOrderPage } from './history-order-page';
import { HistoryOrdersPage } from './history-orders-page';

const full = makeOrder({ status: 'completed' });
const order: ShowOrder = {
  id: full.id,
  number: full.number,
  type_order: full.type_order,
  category_order: full.category_order,
  status: full.status,
  company: { id: 3, name: 'Ритуал-Сервис' },
  deceased: full.deceased,
  funeral_at: '2025-03-10T09:00:00.000Z',
  cremation_at: null,
  burial_place: 'Северное кладбище, участок 4',
  total: full.totals.total,
  paid: full.totals.paid,
  due: full.totals.due,
  created_at: full.created_at,
  discount: full.discount,
  items: full.items,
  totals: full.totals,
  payments: full.payments.map(({ created_by: _, ...payment }) => payment),
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the client’s order history', () => {
  it('lists the person’s deals and opens one with lines, totals, payments and the review slot', async () => {
    sessionStore.signIn(makeSession({ user_type: 1 }));
    const sent = stubServer((call) => {
      if (call.url.startsWith('/api/company-orders/show_orders/12/')) return { body: order };
      if (call.url.startsWith('/api/company-orders/show_orders/')) {
        const {
          items: _i,
          totals: _t,
          payments: _p,
          discount: _d,
          cremation_at: _c,
          burial_place: _b,
          ...row
        } = order;
        return { body: { results: [row], count: 1 } };
      }
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route path="/app/history-orders" element={<HistoryOrdersPage />} />
        <Route
          path="/app/history-orders/:id?"
          element={<HistoryOrderPage review={(deal) => <p>Отзыв о заказе № {deal.number}</p>} />}
        />
      </Routes>,
      '/app/history-orders',
    );
    const row = (await screen.findByText('№ 12 · Ритуал-Сервис')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Выполнена')).toBeTruthy();
    expect(within(row).getByText('14 001,00 ₽')).toBeTruthy();
    await userEvent.click(row);
    expect(await screen.findByRole('heading', { name: 'Заказ № 12' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Состав заказа' });
    expect(within(lines).getByText('Катафалк')).toBeTruthy();
    expect(within(lines).getByText('3 001,00 ₽')).toBeTruthy();
    expect(screen.getByText('Место захоронения: Северное кладбище, участок 4')).toBeTruthy();
    expect(screen.getByText('05.03.2025')).toBeTruthy();
    expect(screen.getByText('Отзыв о заказе № 12')).toBeTruthy();
    expect(sent.map((call) => call.url)).toContain('/api/company-orders/show_orders/?offset=0&limit=10');
  });
});
