import type { PublicCompany, PublicItem } from '@sp/shared/api/public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { mapGroups } from '../components/map-groups';
import { SearchPage } from './search-page';

const tver = { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.8587, longitude: 35.9176 };
const company = (id: number, name: string, point: [number, number] | null): PublicCompany => ({
  id,
  landing_id: id + 100,
  name,
  logo: null,
  address: `ул. Советская, ${id}`,
  city: { id: 5, name: 'Тверь', region: 'Тверская область' },
  latitude: point?.[0] ?? null,
  longitude: point?.[1] ?? null,
  distance_km: null,
  color: '#4fa800',
  phone: '',
  is_active: true,
  services_count: 4,
  products_count: 6,
});
const ritual = company(1, 'Ритуал-Сервис', [56.86, 35.9]);
const item = (id: number, name: string, companyId: number, point: [number, number] | null): PublicItem => ({
  id,
  price: 1000 * id,
  name,
  unit: 'шт',
  photo: null,
  category: null,
  catalog: { name },
  company: {
    id: companyId,
    name: companyId === 1 ? 'Ритуал-Сервис' : 'Память',
    landing_id: companyId + 100,
    is_active: true,
  },
  place: { address: 'ул. Советская, 1', latitude: point?.[0] ?? null, longitude: point?.[1] ?? null },
  distance_km: null,
});

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/geo/city/5/')) return { body: tver };
    if (call.url.includes('/api/public/categories/')) return { body: { results: [], count: 0 } };
    if (call.url.includes('/api/public/companies/')) {
      return { body: { results: [ritual, company(2, 'Без адреса', null)], count: 2 } };
    }
    if (call.url.includes('/api/public/products/')) {
      const rows = [item(11, 'Гроб сосновый', 1, [56.86, 35.9]), item(12, 'Венок', 1, [56.86, 35.9])];
      return { body: { results: rows, count: 2 } };
    }
    if (call.url.includes('/api/public/')) return { body: { results: [], count: 0 } };
    return undefined;
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/search/:query?"
        element={
          <>
            <SearchPage />
            <Address />
          </>
        }
      />
    </Routes>,
    url,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('search results on a map', () => {
  it('switches between «Список» and «Карта», keeps the view in the address and puts companies on the map', async () => {
    server();
    renderAt('/search?city=5');
    await screen.findByRole('list', { name: 'Компании' });
    const views = screen.getByRole('group', { name: 'Показать результаты' });
    expect(within(views).getByRole('button', { name: 'Список' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(views).getByRole('button', { name: 'Карта' }));
    expect(screen.getByTestId('address').textContent).toBe('/search?city=5&view=map');
    expect(within(views).getByRole('button', { name: 'Карта' }).getAttribute('aria-pressed')).toBe('true');
    const map = await screen.findByRole('region', { name: 'Карта: Компании' }, { timeout: 10_000 });
    expect(screen.queryByRole('list', { name: 'Компании' })).toBeNull();
    // one marker: the company without a point stays in the list only
    const marker = await within(map).findByRole('button', { name: 'Ритуал-Сервис' });
    expect(within(map).getAllByRole('button', { name: /Ритуал-Сервис|Без адреса/ })).toHaveLength(1);
    expect(screen.getByText(/На карте 1 компания · без точки на карте: 1/)).toBeTruthy();

    // the marker opens its popup with the company's page and catalog (Enter does so too: see e2e)
    expect(marker.getAttribute('tabindex')).toBe('0');
    await userEvent.click(marker);
    const page = await within(map).findByRole('link', { name: 'Ритуал-Сервис' });
    expect(page.getAttribute('href')).toBe('/company/101');
    expect(within(map).getByRole('link', { name: 'Каталог компании' }).getAttribute('href')).toBe(
      '/company/101/catalog',
    );
    expect(within(map).getByText('ул. Советская, 1')).toBeTruthy();

    await userEvent.click(within(views).getByRole('button', { name: 'Список' }));
    expect(screen.getByTestId('address').textContent).toBe('/search?city=5');
    expect(await screen.findByRole('list', { name: 'Компании' })).toBeTruthy();
  });

  it('opens on the map from the address and groups products under their company', async () => {
    server();
    renderAt('/search?tab=products&view=map');
    const map = await screen.findByRole('region', { name: 'Карта: Товары' }, { timeout: 10_000 });
    const marker = await within(map).findByRole('button', { name: 'Ритуал-Сервис' });
    await userEvent.click(marker);
    await waitFor(() => expect(within(map).getByText(/Гроб сосновый/)).toBeTruthy());
    expect(within(map).getByText(/Венок/)).toBeTruthy();
    expect(within(map).getAllByRole('button', { name: 'Ритуал-Сервис' })).toHaveLength(1);
  });
});

describe('mapGroups', () => {
  it('places companies at their point and counts those without one', () => {
    const { groups, unplaced } = mapGroups('companies', [ritual, company(2, 'Без адреса', null)]);
    expect(groups).toMatchObject([
      { id: 1, landingId: 101, name: 'Ритуал-Сервис', latitude: 56.86, longitude: 35.9, city: 'Тверь' },
    ]);
    expect(unplaced).toBe(1);
  });

  it('groups products by company in the list order', () => {
    const { groups, unplaced } = mapGroups('products', [
      item(11, 'Гроб', 1, [56.86, 35.9]),
      item(21, 'Крест', 2, [45.03, 38.97]),
      item(12, 'Венок', 1, [56.86, 35.9]),
      item(22, 'Лента', 2, null),
    ]);
    expect(groups.map((group) => [group.id, group.offers.map((offer) => offer.id)])).toEqual([
      [1, [11, 12]],
      [2, [21]],
    ]);
    expect(groups[1]).toMatchObject({ landingId: 102, latitude: 45.03, longitude: 38.97, company: null });
    expect(unplaced).toBe(1);
  });
});
