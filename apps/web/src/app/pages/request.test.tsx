import type { SiteRequest } from '@sp/shared/api/requests';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, orderRow } from '../../features/orders/test/orders-data';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../test/stub-server';
import { RequestRoute } from './request';

const request: SiteRequest = {
  id: 41,
  name: 'Ирина Петрова',
  email: 'irina@example.ru',
  phone: '+7 900 111-22-33',
  description: 'Позвоните после 18:00',
  is_new: false,
  is_urgent: false,
  total: 12500.5,
  items_count: 1,
  created_at: '2025-03-04T09:05:00',
  items: [{ kind: 'product', item_id: 11, name: 'Гроб сосновый', price: 12500.5, count: 1, sum: 12500.5 }],
  order: null,
};

function DealStub() {
  return <p>Сделка {useParams().id}</p>;
}

function server(extra: (call: Sent) => { status?: number; body?: unknown } | undefined) {
  return stubServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/company-orders/requests/41/')) return { body: request };
    if (call.url.includes('/requests/')) return { body: { results: [], count: 0 } };
    return undefined;
  });
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/app/requests/:id" element={<RequestRoute />} />
      <Route path="/app/orders/:id" element={<DealStub />} />
    </Routes>,
    '/app/requests/41',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('a deal from a site request', () => {
  it('«Создать сделку» makes the deal from the request and opens it', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server((call) =>
      call.method === 'POST' ? { status: 201, body: makeOrder({ id: 90, number: 17 }) } : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать сделку' }));
    expect(await screen.findByText('Сделка 90')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/company-orders/order_from_request/',
      body: { user_request: 41 },
    });
  });

  it('links to the deal the request already has', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server((call) => {
      if (call.method === 'POST') {
        return { status: 400, body: { user_request: ['По этой заявке уже создана сделка № 17'] } };
      }
      if (call.url.startsWith('/api/company-orders/orders/')) {
        return { body: { results: [orderRow(90, 'new', { number: 17 })], count: 1 } };
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать сделку' }));
    const link = await screen.findByRole('link', { name: 'Открыть сделку № 17' });
    expect(link.getAttribute('href')).toBe('/app/orders/90');
    const search = sent.find((call) => call.url.startsWith('/api/company-orders/orders/'));
    expect(new URL(search?.url ?? '', 'http://x').searchParams.get('query')).toBe('№ 17');
  });

  it('a request with its deal shows «Сделка № N» as a link to it instead of «Создать сделку»', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server((call) =>
      call.url.startsWith('/api/company-orders/requests/41/')
        ? { body: { ...request, order: { id: 90, number: 17 } } }
        : undefined,
    );
    render();
    const link = await screen.findByRole('link', { name: 'Сделка № 17' });
    expect(link.getAttribute('href')).toBe('/app/orders/90');
    expect(screen.queryByRole('button', { name: 'Создать сделку' })).toBeNull();
    await userEvent.click(link);
    expect(await screen.findByText('Сделка 90')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is not offered to a read-only employee', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 3 } }]),
    );
    server(() => undefined);
    render();
    await screen.findByText('Позвоните после 18:00');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Создать сделку' })).toBeNull());
  });
});
