import type { SiteRequest, SiteRequestSummary } from '@sp/shared/api/requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { RequestPage } from './request-page';
import { RequestsPage } from './requests-page';

const summary: SiteRequestSummary = {
  id: 41,
  name: 'Ирина Петрова',
  email: 'irina.petrova-longaddress@example.ru',
  phone: '+7 900 111-22-33',
  description: 'Позвоните после 18:00',
  is_new: true,
  is_urgent: false,
  total: 15300.5,
  items_count: 2,
  created_at: '2025-03-04T09:05:00',
};
const detail: SiteRequest = {
  ...summary,
  is_new: false,
  items: [
    { kind: 'product', item_id: 11, name: 'Гроб сосновый', price: 12500.5, count: 1, sum: 12500.5 },
    { kind: 'service', item_id: 21, name: 'Катафалк', price: 1400, count: 2, sum: 2800 },
  ],
  order: null,
};

function server(rows: SiteRequestSummary[]) {
  return stubServer((call) => {
    if (call.url.includes('/api/company-orders/requests/count/')) return { body: { count: 0 } };
    if (call.url.includes('/api/company-orders/requests/41/')) return { body: detail };
    if (call.url.includes('/api/company-orders/requests/'))
      return { body: { results: rows, count: rows.length } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 20_000 };

describe('requests on a phone', () => {
  it('the list is cards headed by the name, with the date, contacts and sum', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server([summary]);
    renderWithProviders(
      <Routes>
        <Route path="/app/requests" element={<RequestsPage />} />
        <Route path="/app/requests/:id" element={<p>Открыта заявка</p>} />
      </Routes>,
      '/app/requests',
    );
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Ирина Петрова')).toBeTruthy();
    expect(within(card).getByText('irina.petrova-longaddress@example.ru')).toBeTruthy();
    expect(within(card).getByText('Новая')).toBeTruthy();
    expect(within(card).getByText('15 300,50 ₽')).toBeTruthy();
    await userEvent.click(card);
    expect(await screen.findByText('Открыта заявка')).toBeTruthy();
  });

  it('a request’s lines are a list with price × count and the total, not a table', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server([summary]);
    renderWithProviders(
      <Routes>
        <Route path="/app/requests/:id" element={<RequestPage />} />
      </Routes>,
      '/app/requests/41',
    );
    const lines = await screen.findByRole('region', { name: 'Состав заявки' });
    expect(screen.queryByRole('table')).toBeNull();
    const hearse = within(lines).getByText('Катафалк').closest('li') as HTMLElement;
    expect(within(hearse).getByText('Услуга')).toBeTruthy();
    expect(within(hearse).getByText('1 400,00 ₽ × 2')).toBeTruthy();
    expect(within(hearse).getByText('2 800,00 ₽')).toBeTruthy();
    expect(within(lines).getByText('Итого')).toBeTruthy();
    expect(within(lines).getByText('15 300,50 ₽')).toBeTruthy();
  });

  it(
    'an empty list says where requests come from and leads to the company’s page settings',
    SLOW,
    async () => {
      viewport(PHONE);
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
      server([]);
      renderWithProviders(<RequestsPage />, '/app/requests');
      expect(await screen.findByText('Заявок пока нет')).toBeTruthy();
      expect(screen.getByText(/^Сюда приходят заявки семей из корзины на странице компании/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Настроить страницу компании' }).getAttribute('href')).toBe(
        '/app/landing',
      );
    },
  );
});
