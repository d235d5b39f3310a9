import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../lib/cart-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
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
});
