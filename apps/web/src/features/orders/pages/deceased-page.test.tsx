import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { confirmedShopper, makeOrder } from '../test/orders-data';
import { DeceasedPage } from './deceased-page';

const person = makeOrder().deceased[0] as DeceasedOnOrder['person'];
const rows: DeceasedOnOrder[] = [
  {
    person: { ...person, memory_page_id: 77 },
    order: {
      id: 12,
      number: 12,
      type_order: 1,
      category_order: 2,
      status: 'in_progress',
      funeral_at: '2025-03-10T09:00:00.000Z',
      created_at: '2025-03-04T09:05:00.000Z',
    },
    shopper: { id: 8, name: 'Петров Олег' },
  },
];

const params = (call: Sent | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the register of the deceased', () => {
  it('lists the deceased with their deal and page, filtered by client, name and death period', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) => {
      if (call.url.includes('/deceased_on_order/')) return { body: { results: rows, count: 1 } };
      if (call.url.includes('/api/company-shoppers/shopper/')) {
        return { body: { results: [{ ...confirmedShopper, orders_count: 1 }], count: 1 } };
      }
      return undefined;
    });
    renderWithProviders(<DeceasedPage />, '/app/deceased');
    const row = (await screen.findByText('Иванов Пётр Сергеевич')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1940 – 01.03.2025')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '№ 12' }).getAttribute('href')).toBe('/app/orders/12');
    expect(within(row).getByRole('link', { name: 'Страница памяти' }).getAttribute('href')).toBe(
      '/app/affiliate-program/77',
    );
    expect(within(row).getByText('Петров Олег')).toBeTruthy();
    expect(within(row).getByText('10.03.2025')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Клиент' }));
    await userEvent.click(await screen.findByRole('option', { name: /Петров Олег/ }));
    fireEvent.change(screen.getByLabelText('Дата смерти с'), { target: { value: '01.01.2025' } });
    fireEvent.change(screen.getByLabelText('Дата смерти по'), { target: { value: '31.03.2025' } });
    await userEvent.type(screen.getByLabelText('Поиск по имени'), 'Иванов');
    const calls = () => sent.filter((call) => call.url.includes('/deceased_on_order/'));
    await waitFor(() =>
      expect(params(calls().at(-1))).toEqual({
        offset: '0',
        limit: '10',
        query: 'Иванов',
        shopper_id: '8',
        date_start: '2025-01-01',
        date_end: '2025-03-31',
      }),
    );
  });
});
