import type { CatalogItem } from '@sp/shared/api/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { ProductsPage } from './items-page';

const coffin: CatalogItem = {
  id: 7,
  kind: 'product',
  name: 'Гроб сосновый',
  description: 'Лакированный',
  article: 'G-01',
  unit: 'шт',
  price: 15000.5,
  category_id: 3,
  category: { id: 3, name: 'Гробы' },
  is_archive: false,
  hidden: null,
  photos: [{ id: 1, image: '/media/a.webp', thumbnail: '/media/a-t.webp', position: 0 }],
  created_at: '2024-05-01T10:00:00Z',
  updated_at: '2024-05-01T10:00:00Z',
};
const categories = [
  { id: 1, name: 'Венки', is_public: true, created_at: '2024-01-01T00:00:00Z' },
  { id: 3, name: 'Гробы', is_public: false, created_at: '2024-01-01T00:00:00Z' },
];

function server() {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.includes('/api/company-categories/products/')) {
      return { body: { results: categories, count: 2 } };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-products/products/')) {
      return { body: { results: [coffin], count: 1 } };
    }
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const listCalls = (sent: { method: string; url: string }[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.includes('/api/company-products/products/'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

/** several typed fields and menus: slower than the default 5 s when the machine is busy */
const SLOW = { timeout: 20_000 };

describe('products page', () => {
  it('shows photo, name, category and the price in rubles with two decimals', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<ProductsPage />);
    const row = (await screen.findByText('Гроб сосновый')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Гробы')).toBeTruthy();
    expect(within(row).getByText(/15\s000,50\s₽ \/ шт/)).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Гроб сосновый' }).getAttribute('src')).toBe(
      '/media/a-t.webp',
    );
    expect(listCalls(sent)[0].url).toMatch(
      /\/api\/company-products\/products\/\?sort=name&offset=0&limit=10$/,
    );
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Удалить: Гроб сосновый' })).toBeTruthy();
  });

  it(
    'builds the list query from the filters: name, category, price from and to, sort, archive',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(<ProductsPage />);
      await screen.findByText('Гроб сосновый');

      await userEvent.type(screen.getByLabelText('Поиск по названию'), 'гроб');
      await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Гробы' }));
      await userEvent.type(screen.getByLabelText('Цена от'), '1 000,5');
      await userEvent.type(screen.getByLabelText('Цена до'), '20000');
      await userEvent.click(screen.getByRole('combobox', { name: 'Сортировка' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Сначала дорогие' }));
      await userEvent.click(screen.getByRole('switch', { name: 'Архив' }));

      await waitFor(() => {
        const url = new URL(listCalls(sent).at(-1)?.url ?? '', 'http://x');
        expect(Object.fromEntries(url.searchParams)).toEqual({
          name: 'гроб',
          sort: '-price',
          cat_id: '3',
          price_gte: '1000.5',
          price_lte: '20000',
          is_archive: 'true',
          offset: '0',
          limit: '10',
        });
      });
    },
  );

  it('leaves an unreadable price out of the query and says why', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<ProductsPage />);
    await screen.findByText('Гроб сосновый');
    await userEvent.type(screen.getByLabelText('Цена от'), '10,999');
    expect(
      await screen.findByText('Сумма указывается не более чем с двумя знаками после запятой'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(listCalls(sent).some((call) => call.url.includes('price_gte'))).toBe(false);
  });

  it('hides every action from a read-only employee and opens the record read-only', SLOW, async () => {
    signInAs({ services: 3 });
    const sent = server();
    renderWithProviders(<ProductsPage />);
    await screen.findByText('Гроб сосновый');
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^В архив/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Просмотреть: Гроб сосновый' }));
    const dialog = await screen.findByRole('dialog', { name: 'Товар «Гроб сосновый»' });
    expect((within(dialog).getByLabelText('Название') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Цена') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe(
      '15 000,50',
    );
    expect(within(dialog).queryByRole('button', { name: 'Добавить фото' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Удалить фото/ })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .filter((button) => !button.getAttribute('aria-label')?.startsWith('Открыть фото'))
        .map((button) => button.textContent),
    ).toEqual(['Закрыть']);
    expect(sent.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('offers archiving when the server refuses to delete an item held by a composition', SLOW, async () => {
    signInAs(null);
    const sent = stubServer((call) => {
      if (call.method === 'DELETE') {
        return { status: 409, body: { detail: 'Товар входит в готовое решение «Эконом».' } };
      }
      if (call.method === 'POST') return { body: { ...coffin, is_archive: true } };
      if (call.url.includes('/api/company-categories/')) return { body: { results: categories, count: 2 } };
      return { body: { results: [coffin], count: 1 } };
    });
    renderWithProviders(<ProductsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Гроб сосновый' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    const offer = await screen.findByText(
      /Товар входит в готовое решение «Эконом»\. Отправить «Гроб сосновый» в архив\?/,
    );
    await userEvent.click(
      within(offer.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Да' }),
    );
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')?.url).toMatch(/\/products\/7\/archive\/$/);
  });
});
