import type { CatalogItem, Composition } from '@sp/shared/api/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { CompositionPage } from './composition-page';
import { CompositionsPage } from './compositions-page';
import { ProductsPage } from './items-page';

const HIDDEN = { reason: 'Фото не относится к товару', at: '2026-03-05T09:00:00Z' };

const item = (id: number, name: string, hidden: CatalogItem['hidden']): CatalogItem => ({
  id,
  kind: 'product',
  name,
  description: '',
  article: '',
  unit: 'шт',
  price: 1000,
  category_id: null,
  category: null,
  is_archive: false,
  hidden,
  photos: [],
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});
const solution: Composition = {
  id: 42,
  name: 'Эконом',
  description: '',
  price: 30000,
  items_price: 31000,
  items: [],
  hidden: HIDDEN,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/company-categories/')) return { body: { results: [], count: 0 } };
    if (call.url.includes('/api/company-products/products/'))
      return { body: { results: [item(7, 'Гроб скрытый', HIDDEN), item(8, 'Венок', null)], count: 2 } };
    if (call.url.startsWith('/api/company-products/composition-products/42/')) return { body: solution };
    if (call.url.startsWith('/api/company-products/composition-products/'))
      return { body: { results: [solution], count: 1 } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 20_000 };
const LABEL = 'Скрыто администратором: Фото не относится к товару';

describe('an offer an administrator hid, in the company’s catalogue', () => {
  it('is marked in the products list and in its form', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server();
    renderWithProviders(<ProductsPage />);
    const row = (await screen.findByText('Гроб скрытый')).closest('tr') as HTMLElement;
    expect(within(row).getByText(LABEL)).toBeTruthy();
    const other = screen.getByText('Венок').closest('tr') as HTMLElement;
    expect(within(other).queryByText(/Скрыто администратором/)).toBeNull();

    await userEvent.click(within(row).getByText('Гроб скрытый'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Скрыто администратором: Фото не относится к товару\. С 05\.03\.2026/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/вернуть может только администратор/)).toBeTruthy();
  });

  it('is marked in the compositions list on a phone and on its page', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server();
    renderWithProviders(<CompositionsPage />);
    const card = (await screen.findByText('Эконом')).closest('article') as HTMLElement;
    expect(within(card).getByText(LABEL)).toBeTruthy();
  });

  it('shows the notice above the composition’s editor', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server();
    renderRoute('/app/composition/:id', <CompositionPage />, '/app/composition/42');
    expect(await screen.findByText(/Скрыто администратором: Фото не относится к товару\./)).toBeTruthy();
  });
});
