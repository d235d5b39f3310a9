import type { PatternCategory } from '@sp/shared/api/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { CatalogsPage } from './catalogs-page';
import { ProductCategoriesPage } from './categories-page';
import { CompensationsPage } from './compensations-page';
import { CompositionsPage } from './compositions-page';
import { ProductsPage } from './items-page';
import { PatternsPage } from './patterns-page';

const wreaths: PatternCategory = {
  id: 1,
  kind: 'product',
  name: 'Венки',
  items: [
    {
      id: 11,
      kind: 'product',
      category_id: 1,
      name: 'Венок траурный',
      description: '',
      unit: 'шт.',
      price: 2400,
      created_at: '2025-01-01T00:00:00Z',
    },
  ],
  created_at: '2025-01-01T00:00:00Z',
};

/** every list answers empty, the templates as given */
function server(templates: PatternCategory[] = []) {
  return stubServer((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.url.startsWith('/api/company-products/template_single/'))
      return { body: { results: templates, count: templates.length } };
    return { body: { results: [], count: 0 } };
  });
}

const owner = () => sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
const reader = () =>
  sessionStore.signIn(
    makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Чтение', modules: { services: 3 } }]),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 20_000 };

describe('catalogue templates', () => {
  it('the disabled «add» button says why: nothing is ticked yet', SLOW, async () => {
    owner();
    server([wreaths]);
    renderWithProviders(<PatternsPage />);
    const button = await screen.findByRole('button', { name: 'Добавить в мой каталог' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const hint = screen.getByText('Сначала отметьте категории или позиции ниже');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Венок траурный' }));
    const ready = screen.getByRole('button', { name: 'Добавить в мой каталог (1)' });
    expect(ready.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Сначала отметьте категории или позиции ниже')).toBeNull();
  });

  it('without any templates there is no button to wait on: the page says who publishes them', async () => {
    owner();
    server([]);
    renderWithProviders(<PatternsPage />);
    expect(await screen.findByText('Шаблонов пока нет')).toBeTruthy();
    expect(screen.getByText(/^Готовые категории с ценами публикует администратор платформы/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить в мой каталог/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти к товарам' }).getAttribute('href')).toBe(
      '/app/products',
    );
  });

  it('a read-only employee is told who may add templates', async () => {
    reader();
    server([wreaths]);
    renderWithProviders(<PatternsPage />);
    expect(await screen.findByText(/^Добавлять шаблоны в каталог могут сотрудники с правом/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Добавить в мой каталог/ })).toBeNull();
  });
});

describe('empty catalogue pages explain themselves', () => {
  it.each([
    ['products', ProductsPage, 'Товаров пока нет', /^Здесь товары компании с ценами/, 'Добавить товар'],
    [
      'categories',
      ProductCategoriesPage,
      'Категорий пока нет',
      /^Категории группируют товары/,
      'Добавить категорию',
    ],
    [
      'compositions',
      CompositionsPage,
      'Готовых решений пока нет',
      /^Готовое решение — набор/,
      'Собрать готовое решение',
    ],
    ['catalogs', CatalogsPage, 'Каталогов пока нет', /^Каталог — подборка/, 'Собрать каталог'],
    [
      'compensations',
      CompensationsPage,
      'Компенсаций пока нет',
      /^Компенсации — выплаты/,
      'Добавить компенсацию',
    ],
  ])(
    '%s: what the page is for and the one action that fills it',
    SLOW,
    async (_, Page, title, text, action) => {
      viewport(PHONE);
      owner();
      server();
      renderWithProviders(<Page />);
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      const region = screen.getByText(title).parentElement as HTMLElement;
      expect(
        within(region).queryByRole('button', { name: action }) ??
          within(region).queryByRole('link', { name: action }),
      ).toBeTruthy();
    },
  );

  it('a read-only employee is told what the page is for, without an action they lack', async () => {
    viewport(PHONE);
    reader();
    server();
    renderWithProviders(<ProductsPage />);
    expect(await screen.findByText('Товаров пока нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить товар' })).toBeNull();
  });

  it('a search that finds nothing says so, without offering to add', SLOW, async () => {
    owner();
    server();
    renderWithProviders(<CatalogsPage />);
    await screen.findByText('Каталогов пока нет');
    await userEvent.type(screen.getByLabelText('Поиск по названию'), 'мрамор{Enter}');
    expect(await screen.findByText('Ничего не нашлось: попробуйте другое название')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Собрать каталог' })).toBeNull();
  });
});
