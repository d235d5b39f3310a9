import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { makeLanding } from '../components/landing-fixtures';
import { CompanyPage } from './company-page';

const published = makeLanding({
  is_published: true,
  is_active: true,
  color: '#6a1b9a',
  latitude: 55.75,
  longitude: 37.62,
  sliders: [
    { id: 1, image: '/media/landing/a.jpg', title: 'Наш зал', position: 0 },
    { id: 2, image: '/media/landing/b.jpg', title: 'Цветы', position: 1 },
  ],
  popular_products: [
    { id: 31, kind: 'product', name: 'Венок', price: 1500.5, unit: 'шт.', photo: null, category: 'Венки' },
  ],
  popular_services: [
    {
      id: 41,
      kind: 'service',
      name: 'Организация похорон',
      price: 25000,
      unit: '',
      photo: null,
      category: null,
    },
  ],
  managers: [
    {
      id: 7,
      first_name: 'Олег',
      last_name: 'Петров',
      avatar: null,
      phone: '+79001112233',
      email: 'oleg@ritual.ru',
    },
  ],
});

function serve(landing: unknown = published) {
  return stubServer((call) => (call.url.endsWith('/api/public/landing/5/') ? { body: landing } : undefined));
}

function open(url = '/company/5') {
  return renderRoute('/company/:id', <CompanyPage />, url);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('company page', () => {
  it('shows the company in its accent colour with the name as the tab title', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ритуал-Сервис' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ритуал-Сервис'));
    const header = screen.getByTestId('company-header');
    expect(getComputedStyle(header).backgroundColor).toBe('#6a1b9a');
    const heading = screen.getByRole('heading', { level: 2, name: 'О компании' });
    expect(getComputedStyle(heading).color).toBe('#6a1b9a');
    expect(screen.getByTestId('company-description').innerHTML).toBe(
      '<p>Работаем <strong>круглосуточно</strong>.</p>',
    );
  });

  it('puts the call and the contacts first: a «Позвонить» link, then the contacts before the pictures and prices', async () => {
    serve();
    open();
    const call = await screen.findByRole('link', { name: /^Позвонить/ });
    expect(call.getAttribute('href')).toBe('tel:+79000000000');
    const contacts = screen.getByRole('region', { name: 'Контакты' });
    // the slider's code comes after the page's (only pages with slides load it)
    await screen.findByRole('region', { name: 'Фотографии «Ритуал-Сервис»' });
    for (const later of ['О компании', 'Популярные товары', 'Фотографии «Ритуал-Сервис»']) {
      const region = screen.getByRole('region', { name: later });
      expect(contacts.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // a product without a photo is drawn by its category, not left a grey box
    const products = screen.getByRole('region', { name: 'Популярные товары' });
    expect(products.querySelector('[data-illustration]')?.getAttribute('data-illustration')).toBe('wreath');
  });

  it('offers «Связаться с нами» when the page has no phone', async () => {
    serve({ ...published, phone: '' });
    open();
    expect(await screen.findByRole('button', { name: 'Связаться с нами' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Позвонить/ })).toBeNull();
  });

  it('falls back to the default green for a colour that is not hex', async () => {
    serve({ ...published, color: 'purple' });
    open();
    const header = await screen.findByTestId('company-header');
    expect(getComputedStyle(header).backgroundColor).toBe('#4fa800');
  });

  it('shows prices in rubles with two decimals, contacts, the map link and managers', async () => {
    serve();
    open();
    const products = await screen.findByRole('region', { name: 'Популярные товары' });
    expect(within(products).getByText('Венок')).toBeTruthy();
    expect(products.textContent).toMatch(/1\s500,50\s₽/);
    const services = screen.getByRole('region', { name: 'Популярные услуги' });
    expect(services.textContent).toMatch(/25\s000,00\s₽/);
    expect(screen.getByRole('link', { name: 'ritual.ru' }).getAttribute('href')).toBe('https://ritual.ru/');
    const managers = screen.getByRole('region', { name: 'Менеджеры' });
    expect(within(managers).getByText('Олег Петров')).toBeTruthy();
    expect(within(managers).getByRole('link', { name: '+79001112233' }).getAttribute('href')).toBe(
      'tel:+79001112233',
    );
  });

  it('shows the address as text and the map only when asked, with a link to the full map', async () => {
    serve();
    open();
    const contacts = await screen.findByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByText('ул. Мира, 1')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Карта: Ритуал-Сервис' })).toBeNull();
    const show = within(contacts).getByRole('button', { name: 'Показать на карте' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(show);
    const hide = within(contacts).getByRole('button', { name: 'Скрыть карту' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(contacts).getByRole('link', { name: 'Открыть на openstreetmap.org' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/?mlat=55.75&mlon=37.62#map=16/55.75/37.62');
    expect(await within(contacts).findByLabelText('Загрузка карты')).toBeTruthy();
    await userEvent.click(hide);
    expect(within(contacts).queryByRole('link', { name: 'Открыть на openstreetmap.org' })).toBeNull();
  });

  it('steps through the slides with a counter', async () => {
    serve();
    open();
    const slider = await screen.findByRole('region', { name: 'Фотографии «Ритуал-Сервис»' });
    expect(within(slider).getByText('1 / 2')).toBeTruthy();
    expect(within(slider).getByRole('img', { name: 'Наш зал' })).toBeTruthy();
    await userEvent.click(within(slider).getByRole('button', { name: 'Следующий слайд' }));
    expect(within(slider).getByText('2 / 2')).toBeTruthy();
    expect(within(slider).getByRole('img', { name: 'Цветы' })).toBeTruthy();
    await userEvent.click(within(slider).getByRole('button', { name: 'Следующий слайд' }));
    expect(within(slider).getByText('1 / 2')).toBeTruthy();
  });

  it('with ?toform=true brings the visitor to the contacts', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    serve();
    open('/company/5?toform=true');
    const contacts = await screen.findByRole('region', { name: 'Контакты' });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(contacts.parentElement).toBe(document.activeElement);
  });

  it('is the 404 page when the landing is unknown or unpublished', async () => {
    stubServer(() => undefined);
    open('/company/999');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('is the 404 page when the API cannot read the id (400)', async () => {
    stubServer(() => ({ status: 400, body: { detail: 'Некорректные данные.' } }));
    open('/company/5');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('is the 404 page for an id that is not a number, without asking the server', async () => {
    const sent = stubServer(() => undefined);
    open('/company/abc');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
