import type { SiteRequest, SiteRequestSummary } from '@sp/shared/api/requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RequestsBadge } from '../components/requests-badge';
import { RequestPage } from './request-page';
import { RequestsPage } from './requests-page';

const fresh: SiteRequestSummary = {
  id: 41,
  name: 'Ирина Петрова',
  email: 'irina@example.ru',
  phone: '+7 900 111-22-33',
  description: 'Позвоните после 18:00',
  is_new: true,
  is_urgent: true,
  total: 15300.5,
  items_count: 2,
  created_at: '2025-03-04T09:05:00',
};
const read: SiteRequestSummary = {
  ...fresh,
  id: 40,
  name: 'Павел',
  is_new: false,
  is_urgent: false,
  total: 800,
};
const detail: SiteRequest = {
  ...fresh,
  is_new: false,
  items: [
    { kind: 'product', item_id: 11, name: 'Гроб сосновый', price: 12500.5, count: 1, sum: 12500.5 },
    { kind: 'service', item_id: 21, name: 'Катафалк', price: 1400, count: 2, sum: 2800 },
  ],
  order: null,
};

function server() {
  let newCount = 1;
  return stubServer((call) => {
    if (call.url.includes('/api/company-orders/requests/count/')) return { body: { count: newCount } };
    if (call.url.includes('/api/company-orders/requests/41/')) {
      newCount = 0;
      return { body: detail };
    }
    if (call.url.includes('/api/company-orders/requests/')) {
      const isNew = new URL(call.url, 'http://x').searchParams.get('is_new');
      const rows = [fresh, read].filter((row) => isNew === null || String(row.is_new) === isNew);
      return { body: { results: rows, count: rows.length } };
    }
    return undefined;
  });
}

const signInCompany = () => sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUserMode(false);
});

describe('the inbox', () => {
  it('lists requests, new ones marked, and filters by is_new', async () => {
    const sent = server();
    signInCompany();
    renderWithProviders(<RequestsPage />, '/app/requests');
    const row = await screen.findByRole('row', { name: /Ирина Петрова/ });
    expect(within(row).getByText('Новая')).toBeTruthy();
    expect(within(row).getByText('Срочно')).toBeTruthy();
    expect(within(row).getByText('04.03.2025 09:05')).toBeTruthy();
    expect(within(row).getByText('15 300,50 ₽')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Павел/ })).queryByText('Новая')).toBeNull();
    expect(new URL(sent[0]?.url ?? '', 'http://x').searchParams.get('is_new')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Новые' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Павел/ })).toBeNull());
    expect(sent.at(-1)?.url).toContain('is_new=true');
    await userEvent.click(screen.getByRole('button', { name: 'Прочитанные' }));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('is_new=false'));
  });

  it('opens a request with its lines, total and contacts', async () => {
    server();
    signInCompany();
    renderWithProviders(
      <Routes>
        <Route path="/app/requests" element={<RequestsPage />} />
        <Route path="/app/requests/:id" element={<RequestPage />} />
      </Routes>,
      '/app/requests',
    );
    await userEvent.click(await screen.findByRole('row', { name: /Ирина Петрова/ }));
    const lines = await screen.findByRole('table', { name: 'Состав заявки' });
    expect(within(lines).getByText('Гроб сосновый')).toBeTruthy();
    expect(within(lines).getByText('2 800,00 ₽')).toBeTruthy();
    expect(within(lines).getByText('15 300,50 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 900 111-22-33' }).getAttribute('href')).toBe(
      'tel:+79001112233',
    );
    expect(screen.getByRole('link', { name: 'irina@example.ru' }).getAttribute('href')).toBe(
      'mailto:irina@example.ru',
    );
    expect(screen.getByText('Позвоните после 18:00')).toBeTruthy();
  });
});

describe('the sidebar badge', () => {
  it('shows the count of new requests and refreshes after a request is opened', async () => {
    const sent = server();
    signInCompany();
    renderWithProviders(
      <>
        <RequestsBadge />
        <Routes>
          <Route path="/app/requests/:id" element={<RequestPage />} />
        </Routes>
      </>,
      '/app/requests/41',
    );
    await screen.findByRole('table', { name: 'Состав заявки' });
    // opening the request marks it read: the badge asks again and disappears
    await waitFor(() =>
      expect(sent.filter((c) => c.url.includes('/count/')).length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() => expect(screen.queryByLabelText(/Новых заявок/)).toBeNull());
  });

  it('shows the count', async () => {
    const sent = server();
    signInCompany();
    renderWithProviders(<RequestsBadge />);
    expect(await screen.findByLabelText('Новых заявок: 1')).toBeTruthy();
    expect(sent[0]?.url).toContain('/api/company-orders/requests/count/?is_new=true');
  });

  it('is absent and does not poll in user mode or for a user', async () => {
    const sent = server();
    signInCompany();
    sessionStore.setUserMode(true);
    const { unmount } = renderWithProviders(<RequestsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/Новых заявок/)).toBeNull();
    unmount();
    sessionStore.setUserMode(false);
    sessionStore.signIn(makeSession({ user_type: 1 }));
    renderWithProviders(<RequestsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/Новых заявок/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
