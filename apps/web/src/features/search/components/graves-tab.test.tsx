import type { FoundBurial, PublicGrave } from '@sp/shared/api/cemeteries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { SearchPage } from '../pages/search-page';
import { graveGroups } from './burials-map';
import { idParam, searchHref } from './graves-tab';

const found = (overrides: Partial<FoundBurial> = {}): FoundBurial => ({
  grave_id: 12,
  location: { lng: 35.917597, lat: 56.858721 },
  cemetery: { id: 3, name: 'Дмитрово-Черкасское кладбище' },
  number: '12А',
  full_name: 'Иванов Пётр Ильич',
  date_birth: '1931-05',
  date_death: '2004',
  memory_page_id: 5,
  ...overrides,
});

const GRAVE: PublicGrave = {
  id: 12,
  cemetery_id: 3,
  number: '12А',
  location: { lng: 35.917597, lat: 56.858721 },
  status: 'occupied',
  confirmed: false,
  photo: null,
  photo_thumbnail: null,
  cemetery: { id: 3, name: 'Дмитрово-Черкасское кладбище', address: 'Тверь, Петербургское шоссе' },
  burials: [
    {
      position: 1,
      full_name: 'Иванов Пётр Ильич',
      date_birth: '1931-05',
      date_death: '2004',
      burial_date: '2004',
      memory_page_id: 5,
    },
    {
      position: 2,
      full_name: 'Иванова Анна Сергеевна',
      date_birth: null,
      date_death: '1999',
      burial_date: null,
      memory_page_id: null,
    },
  ],
};

const CEMETERIES = {
  results: [
    { id: 3, name: 'Дмитрово-Черкасское кладбище' },
    { id: 4, name: 'Кладбище Неготино' },
  ],
  count: 2,
};

function server() {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/cemeteries/cemeteries/') return { body: CEMETERIES };
    if (url.pathname === '/api/cemeteries/public-burials/')
      return {
        body: {
          results: [
            found(),
            found({
              full_name: 'Иванова Анна Сергеевна',
              date_birth: null,
              date_death: '1999',
              memory_page_id: null,
            }),
          ],
          count: 2,
        },
      };
    if (url.pathname === '/api/cemeteries/public-place-grave/12/') return { body: GRAVE };
    return undefined;
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function open(url: string) {
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

function burialsAsked(sent: Sent[]) {
  return sent
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/cemeteries/public-burials/')
    .map((url) => Object.fromEntries(url.searchParams));
}

afterEach(() => vi.unstubAllGlobals());

describe('«Захоронения» on the search page', () => {
  it('finds the buried by the search’s words, the year of death and the cemetery, and lists them', async () => {
    const sent = server();
    open(`/search/${encodeURIComponent('иванов')}?tab=graves&died=2004&cemetery=3`);
    const table = await screen.findByRole('table', { name: 'Захоронения' });
    await waitFor(() =>
      expect(burialsAsked(sent)).toContainEqual({
        query: 'иванов',
        died: '2004',
        cemetery_id: '3',
        offset: '0',
        limit: '10',
      }),
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const petr = rows[1];
    expect(within(petr).getByText('Иванов Пётр Ильич')).toBeTruthy();
    expect(within(petr).getByText('05.1931 — 2004')).toBeTruthy();
    expect(within(petr).getByText('Дмитрово-Черкасское кладбище')).toBeTruthy();
    expect(within(petr).getByText('№ 12А')).toBeTruthy();
    expect(
      within(petr)
        .getByRole('link', { name: 'Открыть страницу памяти: Иванов Пётр Ильич' })
        .getAttribute('href'),
    ).toBe('/person/5');
    expect(
      within(petr).getByRole('link', { name: 'Место и маршрут: Иванов Пётр Ильич' }).getAttribute('href'),
    ).toBe(`/search/${encodeURIComponent('иванов')}?tab=graves&died=2004&cemetery=3&grave=12`);
    // a person without a public page has no link to one
    expect(within(rows[2]).getByText('? — 1999')).toBeTruthy();
    expect(within(rows[2]).queryByRole('link', { name: /страницу памяти/ })).toBeNull();

    // its own heading and entry among the searches; no city: the burials are found by cemetery
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск захоронения' })).toBeTruthy();
    const modes = screen.getByRole('navigation', { name: 'Что искать' });
    expect(within(modes).getByRole('link', { name: 'Захоронения' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(modes).getByRole('link', { name: 'Найти человека' }).getAttribute('href')).toBe(
      `/search/${encodeURIComponent('иванов')}?tab=people`,
    );
    expect(screen.queryByRole('combobox', { name: 'Город' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Кладбище' }).textContent).toBe(
        'Дмитрово-Черкасское кладбище',
      ),
    );
    expect(sent.some((call) => call.url.includes('/api/public/'))).toBe(false);
  });

  it('takes the year of death and the cemetery into the address, and asks again', async () => {
    const sent = server();
    open('/search/ivanov?tab=graves');
    await screen.findByRole('table', { name: 'Захоронения' });
    await userEvent.type(screen.getByLabelText('Год смерти'), '1999{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/search/ivanov?tab=graves&died=1999'),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Кладбище' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Кладбище Неготино' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/search/ivanov?tab=graves&died=1999&cemetery=4',
      ),
    );
    await waitFor(() =>
      expect(burialsAsked(sent)).toContainEqual({
        query: 'ivanov',
        died: '1999',
        cemetery_id: '4',
        offset: '0',
        limit: '10',
      }),
    );
  });

  it('is reached from the other searches, and its entry keeps the words but not the city', async () => {
    server();
    open(`/search/${encodeURIComponent('смирнов')}?tab=people&city=5`);
    const modes = screen.getByRole('navigation', { name: 'Что искать' });
    expect(within(modes).getByRole('link', { name: 'Захоронения' }).getAttribute('href')).toBe(
      `/search/${encodeURIComponent('смирнов')}?tab=graves`,
    );
  });

  it('puts the found graves on the map, one mark a grave, each leading to its card', async () => {
    server();
    open('/search/ivanov?tab=graves&view=map');
    const map = await screen.findByRole(
      'region',
      { name: 'Карта: найденные захоронения' },
      { timeout: 10_000 },
    );
    const marker = await within(map).findByRole('button', {
      name: 'Могила № 12А: Иванов Пётр Ильич, Иванова Анна Сергеевна',
    });
    expect(screen.getByText('На карте 1 могила')).toBeTruthy();
    await userEvent.click(marker);
    const card = await within(map).findByRole('link', { name: 'Место и маршрут' });
    expect(card.getAttribute('href')).toBe('/search/ivanov?tab=graves&view=map&grave=12');
    expect(within(map).getByRole('link', { name: 'Иванов Пётр Ильич' }).getAttribute('href')).toBe(
      '/person/5',
    );
  });

  it('shows a grave by its id (a burial passport’s QR code): the card, its map and the route', async () => {
    const sent = server();
    open('/search?tab=graves&grave=12');
    const section = await screen.findByRole('region', { name: 'Могила № 12А' });
    expect(sent.map((call) => call.url)).toContain('/api/cemeteries/public-place-grave/12/');
    expect(within(section).getByText('Дмитрово-Черкасское кладбище')).toBeTruthy();
    expect(within(section).getByText('Тверь, Петербургское шоссе')).toBeTruthy();
    expect(within(section).getByText('Место отмечено семьёй и ещё не подтверждено кладбищем.')).toBeTruthy();
    const places = within(section).getByRole('list', { name: 'Здесь покоятся' });
    expect(within(places).getByRole('link', { name: 'Иванов Пётр Ильич' }).getAttribute('href')).toBe(
      '/person/5',
    );
    expect(within(places).getByText('Иванова Анна Сергеевна')).toBeTruthy();
    // no list is asked for: the card alone
    expect(burialsAsked(sent)).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Проложить маршрут' }));
    const menu = await screen.findByRole('menu', { name: 'Проложить маршрут' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual([
      'geo:56.858721,35.917597?q=56.858721,35.917597',
      'https://yandex.ru/maps/?rtext=~56.858721,35.917597&rtt=auto',
      'https://2gis.ru/routeSearch/rsType/car/to/35.917597,56.858721',
    ]);
    await userEvent.keyboard('{Escape}');

    expect(
      await within(section).findByRole(
        'region',
        { name: 'Карта: Могила № 12А, Дмитрово-Черкасское кладбище' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: '← Искать другие захоронения' });
    expect(back.getAttribute('href')).toBe('/search?tab=graves');
  });

  it('says so when the grave is not on the map any more', async () => {
    stubServer(() => undefined);
    open('/search?tab=graves&grave=99');
    expect(await screen.findByText('Могила не найдена: возможно, её убрали с карты кладбища.')).toBeTruthy();
  });

  it('drops the grave’s card when new words are searched', async () => {
    server();
    open('/search?tab=graves&grave=12');
    await screen.findByRole('region', { name: 'Могила № 12А' });
    await userEvent.type(screen.getByLabelText('Фамилия, имя или отчество'), 'Иванова{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/search/${encodeURIComponent('Иванова')}?tab=graves`,
      ),
    );
    expect(await screen.findByRole('table', { name: 'Захоронения' })).toBeTruthy();
  });
});

describe('the graves tab’s helpers', () => {
  it('reads positive whole ids only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1.5')).toBeNull();
    expect(idParam('abc')).toBeNull();
    expect(idParam(null)).toBeNull();
  });

  it('builds the search’s address from its words and changed parameters', () => {
    const params = new URLSearchParams('tab=graves&died=2004');
    expect(searchHref('иванов', params, (next) => next.set('grave', '7'))).toBe(
      `/search/${encodeURIComponent('иванов')}?tab=graves&died=2004&grave=7`,
    );
    expect(searchHref('', new URLSearchParams('grave=7'), (next) => next.delete('grave'))).toBe('/search');
    expect(params.toString()).toBe('tab=graves&died=2004');
  });

  it('groups the found by grave, in the list’s order', () => {
    const groups = graveGroups([
      found(),
      found({ grave_id: 14, number: '3', full_name: 'Петров Иван' }),
      found({ full_name: 'Иванова Анна Сергеевна' }),
    ]);
    expect(groups.map((group) => [group.graveId, group.burials.map((burial) => burial.full_name)])).toEqual([
      [12, ['Иванов Пётр Ильич', 'Иванова Анна Сергеевна']],
      [14, ['Петров Иван']],
    ]);
  });
});
