import type { CatalogItem, Composition } from '@sp/shared/api/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { CompositionEditor } from './composition-editor';

const item = (kind: CatalogItem['kind'], id: number, name: string, price: number): CatalogItem => ({
  id,
  kind,
  name,
  description: '',
  article: '',
  unit: '',
  price,
  category_id: null,
  category: null,
  is_archive: false,
  hidden: null,
  photos: [],
  created_at: '2024-05-01T10:00:00Z',
  updated_at: '2024-05-01T10:00:00Z',
});
const coffin = item('product', 7, 'Гроб сосновый', 15000.5);
const burial = item('service', 9, 'Копка могилы', 8000.25);

const saved: Composition = {
  id: 42,
  name: 'Эконом',
  description: '',
  price: 30000,
  items_price: 31001,
  items: [],
  hidden: null,
  created_at: '2024-05-01T10:00:00Z',
  updated_at: '2024-05-01T10:00:00Z',
};

function server() {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.includes('/api/company-products/products/')) {
      return { body: { results: [coffin], count: 1 } };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-products/services/')) {
      return { body: { results: [burial], count: 1 } };
    }
    if (call.method === 'POST' || call.method === 'PUT') return { status: 201, body: saved };
    return undefined;
  });
}

const sum = () => screen.getByTestId('items-sum').textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

async function pick(name: string) {
  const input = screen.getByLabelText('Добавить товар или услугу');
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** several typed fields and menus: slower than the default 5 s when the machine is busy */
const SLOW = { timeout: 20_000 };

describe('composition editor', () => {
  it(
    'sums the picked items by their counts and sends the solution with product and service ids',
    SLOW,
    async () => {
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
      const sent = server();
      renderWithProviders(<CompositionEditor composition={null} readOnly={false} canDelete />);

      expect(sum()).toBe('0,00 ₽');
      await pick('Гроб сосновый');
      expect(sum()).toBe('15 000,50 ₽');
      await pick('Копка могилы');
      const count = screen.getByRole('textbox', { name: 'Количество: Копка могилы' });
      await userEvent.clear(count);
      await userEvent.type(count, '2');
      expect(sum()).toBe('31 001,00 ₽');

      await userEvent.type(screen.getByLabelText('Название'), 'Эконом');
      await userEvent.type(screen.getByLabelText('Цена решения'), '30 000');
      expect(screen.getByText(/Выгода для клиента: 1\s001,00\s₽/)).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
      const post = sent.find((call) => call.method === 'POST');
      expect(post?.url).toMatch(/\/api\/company-products\/composition-products\/$/);
      expect(post?.body).toEqual({
        name: 'Эконом',
        description: '',
        price: 30000,
        items: [
          { product_id: 7, count: 1 },
          { service_id: 9, count: 2 },
        ],
      });
    },
  );

  it('asks for at least one item and a whole count before sending', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(<CompositionEditor composition={null} readOnly={false} canDelete />);
    await userEvent.type(screen.getByLabelText('Название'), 'Пустое');
    await userEvent.type(screen.getByLabelText('Цена решения'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите товар или услугу')).toBeTruthy();

    await pick('Гроб сосновый');
    const count = screen.getByRole('textbox', { name: 'Количество: Гроб сосновый' });
    await userEvent.clear(count);
    await userEvent.type(count, '1,5');
    expect(screen.getByText('Целое число от 1 до 10 000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a saved solution read-only without the picker or buttons', SLOW, async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { services: 3 } }]),
    );
    server();
    const composition: Composition = {
      ...saved,
      items: [
        {
          kind: 'product',
          product_id: 7,
          service_id: null,
          name: 'Гроб сосновый',
          price: 15000.5,
          count: 1,
          is_archive: false,
        },
        {
          kind: 'service',
          product_id: null,
          service_id: 9,
          name: 'Копка могилы',
          price: 8000.25,
          count: 2,
          is_archive: true,
        },
      ],
    };
    renderWithProviders(<CompositionEditor composition={composition} readOnly canDelete={false} />);
    expect(sum()).toBe('31 001,00 ₽');
    expect(screen.queryByLabelText('Добавить товар или услугу')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const line = screen.getByRole('listitem', { name: 'Копка могилы' });
    expect(within(line).getByText('В архиве')).toBeTruthy();
  });
});
