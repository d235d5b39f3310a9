import type { PublicCompany, PublicItem } from '@sp/shared/api/public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { SearchPage } from './search-page';

const company: PublicCompany = {
  id: 1,
  landing_id: 7,
  name: 'Ритуал-Сервис',
  logo: null,
  address: 'ул. Советская, 1',
  city: { id: 5, name: 'Тверь', region: 'Тверская область' },
  latitude: 56.86,
  longitude: 35.9,
  distance_km: 3.2,
  color: '#4fa800',
  phone: '',
  is_active: true,
  services_count: 4,
  products_count: 6,
};
const coffin: PublicItem = {
  id: 11,
  price: 12500.5,
  name: 'Гроб сосновый',
  unit: 'шт',
  photo: null,
  category: { id: 3, name: 'Гробы' },
  catalog: { name: 'Гроб сосновый' },
  company: { id: 1, name: 'Ритуал-Сервис', landing_id: 7, is_active: true },
  place: { address: 'ул. Советская, 1', latitude: 56.86, longitude: 35.9 },
  distance_km: null,
};

function server({ empty = false, manyProducts = false } = {}) {
  return stubServer((call) => {
    const url = call.url;
    if (url.includes('/api/geo/city/5/')) {
      return { body: { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 } };
    }
    if (url.includes('/api/public/categories/')) {
      return { body: { results: [{ id: 3, name: 'Гробы', is_public: true, created_at: '' }], count: 1 } };
    }
    if (url.includes('/api/public/companies/')) {
      return { body: empty ? { results: [], count: 0 } : { results: [company], count: 1 } };
    }
    if (url.includes('/api/public/products/')) {
      if (manyProducts) return { body: { results: [coffin], count: 1000, count_exact: false } };
      return { body: empty ? { results: [], count: 0 } : { results: [coffin], count: 1, count_exact: true } };
    }
    if (url.includes('/api/public/services/') || url.includes('/api/public/composition-products/')) {
      return { body: { results: [], count: 0 } };
    }
    return undefined;
  });
}

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/search/:query?" element={<SearchPage />} />
    </Routes>,
    url,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('sends the query and the city from the address and shows companies with their links', async () => {
    const sent = server();
    renderAt('/search/%D0%A0%D0%B8%D1%82%D1%83%D0%B0%D0%BB?city=5');
    const list = await screen.findByRole('list', { name: 'Компании' });
    expect(within(list).getByRole('link', { name: 'Ритуал-Сервис' }).getAttribute('href')).toBe('/company/7');
    expect(within(list).getByRole('link', { name: 'Каталог' }).getAttribute('href')).toBe(
      '/company/7/catalog',
    );
    expect(within(list).getByText('Тверь · 3,2 км')).toBeTruthy();
    const call = sent.find((c) => c.url.includes('/api/public/companies/'));
    const params = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(params.get('name')).toBe('Ритуал');
    expect(params.get('city')).toBe('5');
    expect(params.get('offset')).toBe('0');
    const products = sent.find((c) => c.url.includes('/api/public/products/'));
    expect(new URL(products?.url ?? '', 'http://x').searchParams.get('query')).toBe('Ритуал');
    expect(await screen.findByDisplayValue('Тверь')).toBeTruthy();
  });

  it('switches to products and filters them by category', async () => {
    const sent = server();
    renderAt('/search/Гроб');
    await screen.findByRole('list', { name: 'Компании' });
    await userEvent.click(screen.getByRole('tab', { name: /Товары/ }));
    const list = await screen.findByRole('list', { name: 'Товары' });
    expect(within(list).getByText('Гроб сосновый')).toBeTruthy();
    expect(within(list).getByText('12 500,50 ₽')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Ритуал-Сервис' }).getAttribute('href')).toBe('/company/7');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Гробы' }));
    await waitFor(() =>
      expect(sent.some((c) => c.url.includes('/api/public/products/') && c.url.includes('cat_id=3'))).toBe(
        true,
      ),
    );
    expect(sent.some((c) => c.url.includes('/api/public/companies/') && c.url.includes('cat_id'))).toBe(
      false,
    );
  });

  it('says so when nothing is found and offers the same words among the people', async () => {
    server({ empty: true });
    renderAt('/search/нет-такого');
    expect(await screen.findByText(/Компании не найдены/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Искать «нет-такого» среди людей' }).getAttribute('href')).toBe(
      `/search/${encodeURIComponent('нет-такого')}?tab=people`,
    );
  });

  it('is the search of ritual services, with the people search one step away', async () => {
    server();
    renderAt('/search?city=5');
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск ритуальных услуг' })).toBeTruthy();
    const modes = screen.getByRole('navigation', { name: 'Что искать' });
    expect(within(modes).getByRole('link', { name: 'Ритуальные услуги' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(modes).getByRole('link', { name: 'Найти человека' }).getAttribute('href')).toBe(
      '/search?tab=people&city=5',
    );
    // the tabs are the catalogue's only: people have their own search
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\s*\d+$/, ''))).toEqual([
      'Компании',
      'Товары',
      'Услуги',
      'Готовые решения',
    ]);
  });

  it('says «более 1 000» when the server counted products only up to its bound', async () => {
    server({ manyProducts: true });
    renderAt('/search/Гроб?tab=products');
    await screen.findByRole('list', { name: 'Товары' });
    expect(await screen.findByText(/^Показано 1 из более 1\s000$/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Товары/ }).textContent).toMatch(/^Товары\s*более 1\s000$/);
  });

  it('draws a product without a photo by its category instead of a grey box', async () => {
    server();
    renderAt('/search/Гроб?tab=products');
    const list = await screen.findByRole('list', { name: 'Товары' });
    await waitFor(() =>
      expect(list.querySelector('[data-illustration]')?.getAttribute('data-illustration')).toBe('coffin'),
    );
  });

  it('explains a refused location', async () => {
    server();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          _ok: unknown,
          fail: (error: { code: number; PERMISSION_DENIED: number }) => void,
        ) => fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    renderAt('/search');
    await userEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    expect(await screen.findByText(/Доступ к местоположению запрещён/)).toBeTruthy();
  });
});
