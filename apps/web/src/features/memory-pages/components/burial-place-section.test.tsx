import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { makePage, makePublicGrave, makePublicPage } from './memory-page-fixtures';
import { PageEditor } from './page-editor';
import { PersonView } from './person-view';

const GRAVE = makePublicGrave();
const GRAVE_URL = '/api/cemeteries/public-place-grave/?memory_page_id=5';

function renderPage(visibility: 'public' | 'link' = 'public') {
  return renderWithProviders(
    <PersonView page={makePublicPage({ visibility })} shareUrl="https://pamyat.example.ru/person/5" />,
  );
}

beforeEach(() => {
  // the section waits until the visitor scrolls near it: here it is in reach at once
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => vi.unstubAllGlobals());

describe('«Место захоронения» on the memory page', () => {
  it('shows the grave of the page’s person: cemetery, address, number, who rests there, a map and the route', async () => {
    const sent = stubServer((call) => (call.url === GRAVE_URL ? { body: GRAVE } : undefined));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Место захоронения' });
    expect(sent.map((call) => call.url)).toContain(GRAVE_URL);
    expect(within(section).getByText('Дмитрово-Черкасское кладбище')).toBeTruthy();
    expect(within(section).getByText('Тверь, Петербургское шоссе')).toBeTruthy();
    expect(within(section).getByText('Могила № 12А')).toBeTruthy();
    const places = within(section).getByRole('list', { name: 'Здесь покоятся' });
    const items = within(places).getAllByRole('listitem');
    // in the order of the places; the page's own person without a link to the page itself
    expect(items.map((item) => item.textContent)).toEqual([
      'Место 1Иванов Пётр Ильич05.1931 — 2004',
      'Место 2Иванова Мария Петровна02.1934 — 02.11.2010',
    ]);
    expect(within(items[0]).queryByRole('link')).toBeNull();
    expect(within(items[1]).getByRole('link', { name: 'Иванова Мария Петровна' }).getAttribute('href')).toBe(
      '/person/8',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Проложить маршрут' }));
    const menu = await screen.findByRole('menu', { name: 'Проложить маршрут' });
    expect(within(menu).getByRole('menuitem', { name: 'Открыть в навигаторе' }).getAttribute('href')).toBe(
      'geo:56.858721,35.917597?q=56.858721,35.917597',
    );
    const yandex = within(menu).getByRole('menuitem', { name: 'Яндекс Карты' });
    expect(yandex.getAttribute('href')).toBe('https://yandex.ru/maps/?rtext=~56.858721,35.917597&rtt=auto');
    expect(yandex.getAttribute('target')).toBe('_blank');
    expect(within(menu).getByRole('menuitem', { name: '2ГИС' }).getAttribute('href')).toBe(
      'https://2gis.ru/routeSearch/rsType/car/to/35.917597,56.858721',
    );

    // Escape closes the menu (the page behind it is hidden from screen readers while it is open)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const map = await within(section).findByRole(
      'region',
      { name: 'Карта: Могила № 12А, Дмитрово-Черкасское кладбище' },
      { timeout: 10_000 },
    );
    expect(within(map).getAllByRole('img', { name: 'Могила № 12А' })).toHaveLength(1);
  }, 20_000);

  it('shows nothing when no grave is known (the server answers null)', async () => {
    const sent = stubServer((call) => (call.url === GRAVE_URL ? { body: null } : undefined));
    renderPage();
    await waitFor(() => expect(sent.map((call) => call.url)).toContain(GRAVE_URL));
    // the guest book stays where it was; no heading, no empty frame
    expect(await screen.findByRole('region', { name: 'Книга памяти' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Место захоронения' })).toBeNull();
    expect(screen.queryByText('Место захоронения')).toBeNull();
  });

  it('asks nothing for a page shown by link only (the grave card is a public page’s)', async () => {
    const sent = stubServer(() => undefined);
    renderPage('link');
    expect(await screen.findByRole('region', { name: 'Книга памяти' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.some((call) => call.url.includes('/api/cemeteries/'))).toBe(false);
  });

  it('waits until the visitor scrolls near it before asking', async () => {
    const watched: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watched.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const sent = stubServer((call) => (call.url === GRAVE_URL ? { body: GRAVE } : undefined));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Книга памяти' })).toBeTruthy();
    expect(sent.some((call) => call.url.includes('/api/cemeteries/'))).toBe(false);
    for (const callback of watched)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole('region', { name: 'Место захоронения' })).toBeTruthy();
  });
});

describe('«Место захоронения» in the cabinet’s page editor', () => {
  it('shows the grave of a public page as its guests see it', async () => {
    stubServer((call) => {
      if (call.url === GRAVE_URL) return { body: GRAVE };
      return undefined;
    });
    renderWithProviders(
      <PageEditor page={makePage({ visibility: 'public' })} readOnly={false} canDelete backTo="/app" />,
    );
    const heading = await screen.findByRole('heading', { name: 'Место захоронения' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText('Так место видят гости страницы.')).toBeTruthy();
    expect(within(section).getByText('Могила № 12А')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Иванова Мария Петровна' }).getAttribute('href')).toBe(
      '/person/8',
    );
  });
});
