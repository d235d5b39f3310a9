import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { SearchPage } from '../pages/search-page';

const card = {
  id: 5,
  full_name: 'Белозерский Аркадий Ильич',
  date_birth: '1911',
  date_death: '1977',
  avatar: null,
  city: 'Вологда',
  burial_city: 'Вологда',
  epitaph: 'Помним',
};

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/geo/city/5/'))
      return {
        body: { id: 5, name: 'Вологда', region: 'Вологодская область', latitude: 59.2, longitude: 39.9 },
      };
    if (call.url.includes('/api/memory_page/public/'))
      return { body: { results: [card], count: 1, count_exact: true } };
    if (call.url.includes('/api/public/')) return { body: { results: [], count: 0 } };
    return undefined;
  });
}

function open(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/search/:query?" element={<SearchPage />} />
    </Routes>,
    url,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('«Люди» on the search page', () => {
  it('finds public memory pages by the search text, the city’s name and the years', async () => {
    const sent = server();
    open(`/search/${encodeURIComponent('белозерский')}?tab=people&city=5&born=1911`);
    const list = await screen.findByRole('list', { name: 'Люди' });
    const link = within(list).getByRole('link', { name: /Белозерский Аркадий Ильич/ });
    expect(link.getAttribute('href')).toBe('/person/5');
    expect(within(list).getByText('1911 — 1977 · Вологда')).toBeTruthy();
    await waitFor(() =>
      expect(
        sent.some((call) => {
          const url = new URL(call.url, 'http://x');
          return (
            url.pathname === '/api/memory_page/public/' &&
            url.searchParams.get('name') === 'белозерский' &&
            url.searchParams.get('city') === 'Вологда' &&
            url.searchParams.get('birth_year') === '1911'
          );
        }),
      ).toBe(true),
    );
    // a search of its own: its heading and entry, nothing of the catalogue
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск человека' })).toBeTruthy();
    const modes = screen.getByRole('navigation', { name: 'Что искать' });
    expect(within(modes).getByRole('link', { name: 'Найти человека' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(modes).getByRole('link', { name: 'Ритуальные услуги' }).getAttribute('href')).toBe(
      `/search/${encodeURIComponent('белозерский')}?city=5`,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Рядом со мной' })).toBeNull();
    expect(sent.some((call) => call.url.includes('/api/public/'))).toBe(false);
  });

  it('says «более 1 000» when the server counted only up to its bound', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/public/')
        ? { body: { results: [card], count: 1000, count_exact: false } }
        : undefined,
    );
    open(`/search/${encodeURIComponent('смирнов')}?tab=people`);
    expect(await screen.findByText(/^Показано 1 из более 1\s000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeTruthy();
  });

  it('leads a search that finds nobody to the same words among the services', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/public/') ? { body: { results: [], count: 0 } } : undefined,
    );
    open(`/search/${encodeURIComponent('венок')}?tab=people`);
    expect(await screen.findByText(/Страницы памяти не найдены/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Искать «венок» среди ритуальных услуг' }).getAttribute('href'),
    ).toBe(`/search/${encodeURIComponent('венок')}`);
  });

  it('takes a year of death from its field', async () => {
    const sent = server();
    open('/search/ivanov?tab=people');
    const died = await screen.findByLabelText('Год смерти');
    await userEvent.type(died, '1977{Enter}');
    await waitFor(() =>
      expect(
        sent.some(
          (call) => call.url.includes('/api/memory_page/public/') && call.url.includes('death_year=1977'),
        ),
      ).toBe(true),
    );
  });
});
