import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../lib/cart-store';
import { renderRoute, renderWithProviders, stubServer } from '../../../test/stub-server';
import { CompanyCatalogPage } from './company-catalog-page';

const company = { id: 5, name: 'Ритуал-Сервис', landing_id: 9, is_active: true };
const product = (id: number, name: string) => ({
  id,
  name,
  price: 1500.5,
  unit: 'шт.',
  photo: null,
  category: { id: 1, name: 'Гробы' },
  catalog: { name: 'Основной' },
  company,
  distance_km: null,
});

describe('company catalog page', () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cartStore.update(() => ({}));
  });

  it('lists the company offer by its company id, pages on and toggles items in the cart', async () => {
    const sent = stubServer((call) => {
      if (call.url.includes('/api/public/landing/9/')) {
        return { body: { id: 9, company_id: 5, company_name: 'Ритуал-Сервис', color: '#333333' } };
      }
      if (call.url.includes('/api/public/products/')) {
        const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
        return {
          body: {
            results: offset === 0 ? [product(1, 'Гроб сосновый')] : [product(2, 'Венок')],
            count: 21,
          },
        };
      }
      if (call.url.includes('/api/public/services/') || call.url.includes('/composition-products/')) {
        return { body: { results: [], count: 0 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/company/:id/catalog" element={<CompanyCatalogPage />} />
      </Routes>,
      '/company/9/catalog',
    );
    const add = await screen.findByRole('button', { name: 'В корзину: Гроб сосновый' });
    expect(
      sent.some((call) => call.url.includes('/api/public/products/') && call.url.includes('company_id=5')),
    ).toBe(true);
    await user.click(add);
    expect(cartStore.get()['5']?.products.map((line) => line.item.id)).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'В корзине: Гроб сосновый' }));
    expect(cartStore.get()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('button', { name: 'В корзину: Венок' })).toBeTruthy();
  });

  it('is the Russian 404 page for an id that is not a number, without asking the server', async () => {
    const sent = stubServer(() => undefined);
    renderRoute('/company/:id/catalog', <CompanyCatalogPage />, '/company/abc/catalog');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.queryByText(/Invalid input|NaN/)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('is the 404 page when the API answers 400 or 404 for the id', async () => {
    for (const [url, status] of [
      ['/company/0/catalog', 400],
      ['/company/77/catalog', 404],
    ] as const) {
      stubServer((call) =>
        call.url.includes('/api/public/landing/')
          ? { status, body: { detail: status === 400 ? 'Некорректные данные.' : 'Страница не найдена.' } }
          : undefined,
      );
      const view = renderRoute('/company/:id/catalog', <CompanyCatalogPage />, url);
      expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
      view.unmount();
    }
  });
});
