import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { makeOrder } from '../test/orders-data';
import { OrderCreatePage } from './order-create-page';

function DealStub() {
  const { id } = useParams();
  return <p>Открыта сделка {id}</p>;
}

function render(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/orders/create" element={<OrderCreatePage />} />
      <Route path="/app/orders/:id" element={<DealStub />} />
    </Routes>,
    url,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('a new deal from the add menu', () => {
  it('asks a deal (type 1) for its category first, then creates it and opens it', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) =>
      call.method === 'POST' ? { status: 201, body: makeOrder({ id: 44, number: 3 }) } : undefined,
    );
    render('/app/orders/create?type=1');
    const chooser = await screen.findByRole('group', { name: 'Категория сделки' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((button) => button.querySelector('span')?.textContent),
    ).toEqual(['Благоустройство', 'Захоронение', 'Кремация', 'Другое']);
    expect(sent).toEqual([]);
    await userEvent.click(within(chooser).getByRole('button', { name: /Захоронение/ }));
    expect(await screen.findByText('Открыта сделка 44')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/company-orders/orders/',
        body: { type_order: 1, category_order: 2 },
      },
    ]);
  });

  it('creates a sale (type 2) at once as category 4, once', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) =>
      call.method === 'POST'
        ? { status: 201, body: makeOrder({ id: 45, type_order: 2, category_order: 4 }) }
        : undefined,
    );
    render('/app/orders/create?type=2');
    expect(await screen.findByText('Открыта сделка 45')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Категория сделки' })).toBeNull();
    expect(sent.map((call) => call.body)).toEqual([{ type_order: 2, category_order: 4 }]);
  });

  it('a link with the category skips the chooser; a refusal is shown with «Повторить»', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    let fail = true;
    const sent = stubServer((call) => {
      if (call.method !== 'POST') return undefined;
      if (fail) return { status: 400, body: { category_order: ['Выберите категорию сделки'] } };
      return { status: 201, body: makeOrder({ id: 46 }) };
    });
    render('/app/orders/create?type=1&category_order=3');
    expect(await screen.findByText('Выберите категорию сделки')).toBeTruthy();
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Открыта сделка 46')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([
      { type_order: 1, category_order: 3 },
      { type_order: 1, category_order: 3 },
    ]);
  });
});
