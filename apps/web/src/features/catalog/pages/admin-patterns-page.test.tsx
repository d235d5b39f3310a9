import type { PatternCategory, PatternItem } from '@sp/shared/api/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { AdminPatternsPage, categoryRemovalText } from './admin-patterns-page';

const CATEGORIES = '/api/admin/patterns/categories/';
const ITEMS = '/api/admin/patterns/items/';

const item = (
  id: number,
  categoryId: number,
  name: string,
  price: number,
  extra: Partial<PatternItem> = {},
) => ({
  id,
  kind: 'product' as const,
  category_id: categoryId,
  name,
  description: '',
  unit: 'шт',
  price,
  created_at: '2025-01-01T00:00:00Z',
  ...extra,
});

/** A small template store behind the admin API: enough for the page to list, create and delete. */
function templates(initial: PatternCategory[]) {
  const categories = structuredClone(initial);
  let nextId = 100;
  const sent = stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    const id = Number(url.pathname.split('/').at(-2));
    if (url.pathname === CATEGORIES && call.method === 'GET') {
      const kind = url.searchParams.get('kind');
      const name = url.searchParams.get('name')?.toLowerCase() ?? '';
      const rows = categories.filter((c) => c.kind === kind && c.name.toLowerCase().includes(name));
      return { body: { results: rows, count: rows.length } };
    }
    if (url.pathname === CATEGORIES && call.method === 'POST') {
      const body = call.body as { kind: 'product' | 'service'; name: string };
      nextId += 1;
      const created = { id: nextId, ...body, items: [], created_at: '2025-01-02T00:00:00Z' };
      categories.push(created);
      return { status: 201, body: created };
    }
    if (url.pathname.startsWith(CATEGORIES) && call.method === 'DELETE') {
      categories.splice(
        categories.findIndex((c) => c.id === id),
        1,
      );
      return { status: 204 };
    }
    if (url.pathname === ITEMS && call.method === 'GET') {
      const category = categories.find((c) => c.id === Number(url.searchParams.get('category_id')));
      return { body: { results: category?.items ?? [], count: category?.items.length ?? 0 } };
    }
    if (url.pathname === ITEMS && call.method === 'POST') {
      const body = call.body as PatternItem;
      const category = categories.find((c) => c.id === body.category_id)!;
      nextId += 1;
      const created = item(nextId, category.id, body.name, body.price, {
        kind: category.kind,
        unit: body.unit,
        description: body.description,
      });
      category.items.push(created);
      return { status: 201, body: created };
    }
    if (url.pathname.startsWith(ITEMS) && call.method === 'DELETE') {
      for (const category of categories) category.items = category.items.filter((i) => i.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
  return sent;
}

const urns: PatternCategory = {
  id: 1,
  kind: 'product',
  name: 'Урны',
  created_at: '2025-01-01T00:00:00Z',
  items: [
    item(11, 1, 'Урна керамическая', 3500, { description: 'Белая глазурь' }),
    item(12, 1, 'Урна мраморная', 9900.5),
  ],
};
const wreaths: PatternCategory = {
  id: 2,
  kind: 'product',
  name: 'Венки',
  created_at: '2025-01-01T00:00:00Z',
  items: [],
};
const digging: PatternCategory = {
  id: 3,
  kind: 'service',
  name: 'Копка могилы',
  created_at: '2025-01-01T00:00:00Z',
  items: [item(31, 3, 'Копка вручную', 12000, { kind: 'service', unit: '' })],
};

afterEach(() => vi.unstubAllGlobals());

/** several typed fields and menus: slower than the default 5 s when the machine is busy */
const SLOW = { timeout: 20_000 };

describe('administrator’s catalog templates', () => {
  it(
    'lists categories by kind, the first one chosen with its items and prices; another can be chosen',
    SLOW,
    async () => {
      const sent = templates([urns, wreaths, digging]);
      const user = userEvent.setup();
      renderWithProviders(<AdminPatternsPage />);
      expect(screen.getByRole('heading', { name: 'Шаблоны каталога' })).toBeTruthy();

      const categories = await screen.findByRole('table', { name: 'Категории шаблонов: товары' });
      const urnsRow = await within(categories).findByRole('row', { name: /Урны/ });
      expect(urnsRow.getAttribute('aria-selected')).toBe('true');
      expect(within(urnsRow).getByText('2')).toBeTruthy();
      const items = await screen.findByRole('table', { name: 'Позиции категории «Урны»' });
      const ceramic = await within(items).findByRole('row', { name: /Урна керамическая/ });
      expect(within(ceramic).getByText(/3\s500,00\s₽/)).toBeTruthy();
      expect(within(ceramic).getByText('Белая глазурь')).toBeTruthy();
      expect(within(items).getByText(/9\s900,50\s₽/)).toBeTruthy();
      expect(sent.some((c) => c.url.includes(`${CATEGORIES}?kind=product&offset=0&limit=10`))).toBe(true);
      expect(sent.some((c) => c.url.includes(`${ITEMS}?category_id=1&offset=0&limit=10`))).toBe(true);

      await user.click(within(categories).getByRole('row', { name: /Венки/ }));
      expect(await screen.findByText(/^В категории пока нет позиций/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Добавить позицию' })).toBeTruthy();

      await user.click(screen.getByRole('tab', { name: 'Услуги' }));
      const services = await screen.findByRole('table', { name: 'Позиции категории «Копка могилы»' });
      expect(await within(services).findByText('Копка вручную')).toBeTruthy();
    },
  );

  it('searches categories by name; nothing found says so', SLOW, async () => {
    const sent = templates([urns, wreaths]);
    const user = userEvent.setup();
    renderWithProviders(<AdminPatternsPage />);
    const categories = await screen.findByRole('table', { name: 'Категории шаблонов: товары' });
    await within(categories).findByRole('row', { name: /Урны/ });
    await user.type(screen.getByLabelText('Поиск категории'), 'вен');
    await waitFor(() => expect(within(categories).queryByRole('row', { name: /Урны/ })).toBeNull());
    expect(within(categories).getByRole('row', { name: /Венки/ }).getAttribute('aria-selected')).toBe('true');
    expect(
      sent.some((c) => c.url.includes(`${CATEGORIES}?kind=product&name=%D0%B2%D0%B5%D0%BD&offset=0`)),
    ).toBe(true);
    await user.type(screen.getByLabelText('Поиск категории'), 'ок');
    expect(await screen.findByText(/^Ничего не нашлось/)).toBeTruthy();
  });

  it('shows the empty state without templates', async () => {
    templates([]);
    renderWithProviders(<AdminPatternsPage />);
    expect(await screen.findByText('Категорий шаблонов пока нет')).toBeTruthy();
    expect(screen.getByText(/^Компании копируют эти категории с ценами в свой каталог/)).toBeTruthy();
    // the header's button and the empty list's own, each with its own name
    expect(screen.getAllByRole('button', { name: 'Новая категория' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Создать первую категорию' })).toBeTruthy();
    expect(screen.getByText('Выберите категорию, чтобы увидеть её позиции')).toBeTruthy();
  });

  it('creates a category and an item in it, price in rubles with two decimals', SLOW, async () => {
    const sent = templates([urns]);
    const user = userEvent.setup();
    renderWithProviders(<AdminPatternsPage />);
    await screen.findByRole('table', { name: 'Позиции категории «Урны»' });

    await user.click(screen.getByRole('button', { name: 'Новая категория' }));
    let dialog = await screen.findByRole('dialog', { name: 'Новая категория шаблонов' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Название категории'), 'Кресты');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((c) => c.method === 'POST' && c.url.endsWith(CATEGORIES))?.body).toEqual({
      kind: 'product',
      name: 'Кресты',
    });
    // the new category is chosen
    await screen.findByRole('table', { name: 'Позиции категории «Кресты»' });

    await user.click(screen.getByRole('button', { name: 'Новая позиция' }));
    dialog = await screen.findByRole('dialog', { name: 'Новая позиция шаблона' });
    await user.type(within(dialog).getByLabelText('Название'), 'Крест дубовый');
    await user.type(within(dialog).getByLabelText('Цена'), '1,234');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Сумма указывается не более чем с двумя знаками после запятой'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Цена'));
    await user.type(within(dialog).getByLabelText('Цена'), '4 500,5');
    await user.type(within(dialog).getByLabelText('Описание'), 'Резной');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((c) => c.method === 'POST' && c.url.endsWith(ITEMS))?.body).toEqual({
      category_id: 101,
      name: 'Крест дубовый',
      unit: '',
      price: 4500.5,
      description: 'Резной',
    });
    const items = screen.getByRole('table', { name: 'Позиции категории «Кресты»' });
    expect(await within(items).findByText(/4\s500,50\s₽/)).toBeTruthy();
  });

  it('deletes an item and a category only after a confirmation', SLOW, async () => {
    const sent = templates([urns, wreaths]);
    const user = userEvent.setup();
    renderWithProviders(<AdminPatternsPage />);
    const items = await screen.findByRole('table', { name: 'Позиции категории «Урны»' });

    await user.click(await within(items).findByRole('button', { name: 'Удалить: Урна мраморная' }));
    let confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/Удалить позицию «Урна мраморная» из шаблонов\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(sent.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await within(items).findByRole('button', { name: 'Удалить: Урна мраморная' }));
    confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await user.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(within(items).queryByText('Урна мраморная')).toBeNull());
    expect(sent.find((c) => c.method === 'DELETE')?.url).toContain(`${ITEMS}12/`);

    const categories = await screen.findByRole('table', { name: 'Категории шаблонов: товары' });
    await user.click(await within(categories).findByRole('button', { name: 'Удалить: Урны' }));
    confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(
      within(confirm).getByText(
        'Удалить категорию шаблонов «Урны» вместе с 1 позицией? Копии в каталогах компаний останутся.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(within(categories).queryByText('Урны')).toBeNull());
    // the next category is chosen
    expect(await screen.findByRole('table', { name: 'Позиции категории «Венки»' })).toBeTruthy();
  });
});

describe('the removal question', () => {
  it('names the items that go with the category, in Russian plural', () => {
    const withItems = (n: number) => ({
      ...wreaths,
      items: Array.from({ length: n }, (_, i) => item(i, 2, 'x', 1)),
    });
    expect(categoryRemovalText(withItems(0))).toBe(
      'Удалить категорию шаблонов «Венки»? Копии в каталогах компаний останутся.',
    );
    expect(categoryRemovalText(withItems(2))).toContain('вместе с 2 позициями?');
    expect(categoryRemovalText(withItems(21))).toContain('вместе с 21 позицией?');
  });
});
