import type { PortalProduct } from '@sp/shared/api/portal-products';
import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPortalProductsPage } from './admin-portal-products-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const REASON = 'Фотография не относится к ритуальным товарам';

const COFFIN: PortalProduct = {
  kind: 'product',
  id: 7,
  name: 'Гроб сосновый',
  photo: '/media/coffin-t.webp',
  price: 1234,
  unit: 'шт',
  company: { id: 3, name: 'Ритуал-Сервис', city: 'Тверь', landing_id: 11 },
  category: { id: 5, name: 'Гробы' },
  created_at: '2026-03-01T10:00:00Z',
  hidden: null,
};
const SOLUTION: PortalProduct = {
  kind: 'composition',
  id: 9,
  name: 'Похороны «Стандарт»',
  photo: null,
  price: 20000,
  unit: '',
  company: { id: 4, name: 'Память', city: null, landing_id: null },
  category: null,
  created_at: '2026-02-01T10:00:00Z',
  hidden: { at: '2026-03-05T09:00:00Z', reason: 'Ложная цена', by: { id: 1, name: 'Админ Платформы' } },
};

function server(rows: PortalProduct[] = [COFFIN, SOLUTION]) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/portal-product/') {
      const params = url.searchParams;
      const results = rows.filter(
        (row) =>
          (!params.get('query') || row.name.toLowerCase().includes(String(params.get('query')))) &&
          (!params.get('company') ||
            row.company.name.toLowerCase().includes(String(params.get('company')).toLowerCase())) &&
          (!params.get('company_id') || row.company.id === Number(params.get('company_id'))) &&
          (!params.get('kind') || row.kind === params.get('kind')) &&
          (!params.get('status') || (row.hidden ? 'hidden' : 'shown') === params.get('status')),
      );
      return { body: { results, count: results.length } };
    }
    if (url.pathname === '/api/admin/categories/products/')
      return {
        body: {
          results: [{ id: 5, name: 'Гробы', is_public: true, is_urgent_evacuation: false, created_at: '' }],
          count: 1,
        },
      };
    if (url.pathname.endsWith('/hide/'))
      return {
        body: { ...COFFIN, hidden: { at: '2026-03-06T09:00:00Z', reason: REASON, by: null } },
      };
    if (url.pathname.endsWith('/restore/')) return { body: { ...SOLUTION, hidden: null } };
    return undefined;
  });
}

/** The query of the last list request. */
const lastList = (sent: { url: string }[]) =>
  Object.fromEntries(
    new URL(
      sent.filter((call) => call.url.startsWith('/api/admin/portal-product/')).at(-1)?.url ?? '',
      'http://x',
    ).searchParams,
  );

const posts = (sent: { method: string; url: string; body: unknown }[]) =>
  sent.filter((call) => call.method === 'POST');

describe('/admin/portal-product «Продукты портала»', () => {
  it('shows every company’s offers in a table on a desk and filters them', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    const table = await screen.findByRole('table', { name: 'Продукты портала' });
    const coffin = (await within(table).findByText('Гроб сосновый')).closest('tr') as HTMLElement;
    expect(within(coffin).getByRole('img', { name: 'Гроб сосновый' }).getAttribute('src')).toBe(
      '/media/coffin-t.webp',
    );
    expect(within(coffin).getByText('Товар')).toBeTruthy();
    expect(within(coffin).getByText('Гробы')).toBeTruthy();
    expect(within(coffin).getByText(/^1\s234,00\s₽ \/ шт$/)).toBeTruthy();
    expect(within(coffin).getByRole('link', { name: 'Ритуал-Сервис' }).getAttribute('href')).toBe(
      '/company/11',
    );
    expect(within(coffin).getByText('Тверь')).toBeTruthy();
    expect(within(coffin).getByText('На портале')).toBeTruthy();
    const solution = within(table).getByText('Похороны «Стандарт»').closest('tr') as HTMLElement;
    expect(within(solution).getByText('Готовое решение')).toBeTruthy();
    expect(within(solution).getByText(/^20\s000,00\s₽$/)).toBeTruthy();
    // an unpublished page: the company's name without a link
    expect(within(solution).queryByRole('link')).toBeNull();
    expect(within(solution).getByText('Скрыто')).toBeTruthy();
    expect(within(solution).getByText('05.03.2026, Админ Платформы: Ложная цена')).toBeTruthy();
    expect(
      within(solution).getByRole('button', { name: 'Вернуть на портал: Похороны «Стандарт»' }),
    ).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Название' }), 'гроб');
    await waitFor(() => expect(within(table).queryByText('Похороны «Стандарт»')).toBeNull());
    expect(sent.some((call) => decodeURIComponent(call.url).includes('query=гроб'))).toBe(true);

    // the category follows the kind: products' public categories
    expect(screen.getByRole('combobox', { name: 'Категория' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Вид' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Товар' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Гробы' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'На портале' }));
    await waitFor(() => {
      const last = new URL(
        sent.filter((call) => call.url.startsWith('/api/admin/portal-product/')).at(-1)?.url ?? '',
        'http://x',
      );
      expect(Object.fromEntries(last.searchParams)).toEqual({
        offset: '0',
        limit: '10',
        query: 'гроб',
        kind: 'product',
        status: 'shown',
        category_id: '5',
      });
    });
  });

  it('finds a company’s offers by a part of its name, or by the company a row names', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    const table = await screen.findByRole('table', { name: 'Продукты портала' });
    await within(table).findByText('Похороны «Стандарт»');

    const field = screen.getByRole('searchbox', { name: 'Компания' });
    await userEvent.type(field, 'ритуал');
    await waitFor(() => expect(within(table).queryByText('Похороны «Стандарт»')).toBeNull());
    expect(within(table).getByText('Гроб сосновый')).toBeTruthy();
    expect(lastList(sent)).toEqual({ offset: '0', limit: '10', company: 'ритуал' });

    // cleared: every company again
    await userEvent.clear(field);
    expect(await within(table).findByText('Похороны «Стандарт»')).toBeTruthy();
    await waitFor(() => expect(lastList(sent)).toEqual({ offset: '0', limit: '10' }));

    // a row's company: exactly that company (by its id), its name in the field
    await userEvent.click(
      within(table).getByRole('button', { name: 'Только предложения компании «Память»' }),
    );
    await waitFor(() => expect(within(table).queryByText('Гроб сосновый')).toBeNull());
    expect(lastList(sent)).toEqual({ offset: '0', limit: '10', company_id: '4' });
    expect((field as HTMLInputElement).value).toBe('Память');
    // the list already is that company's: its rows offer the filter no more
    expect(within(table).queryByRole('button', { name: /^Только предложения компании/ })).toBeNull();

    // edited by hand, the field searches by the name again
    await userEvent.type(field, ' ритуал');
    await waitFor(() =>
      expect(lastList(sent)).toEqual({ offset: '0', limit: '10', company: 'Память ритуал' }),
    );
    expect(await screen.findByText('Ничего не нашлось')).toBeTruthy();
    expect(screen.getByText(/Проверьте название и компанию/)).toBeTruthy();
  });

  it('reads as cards on a phone', SLOW, async () => {
    viewport(PHONE);
    server();
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    const card = (await screen.findByText('Гроб сосновый')).closest('article') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(/1\s234,00\s₽/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ритуал-Сервис' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Скрыть с портала: Гроб сосновый' })).toBeTruthy();
  });

  it('hides an offer only with a reason and says the company will be told', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть с портала: Гроб сосновый' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скрыть «Гроб сосновый»' });
    expect(within(dialog).getByText(/владелец получит сообщение с причиной/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть' }));
    expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
    expect(posts(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), `  ${REASON} `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('«Гроб сосновый» скрыто с портала'));
    expect(posts(sent)).toEqual([
      { method: 'POST', url: '/api/admin/portal-product/product/7/hide/', body: { reason: REASON } },
    ]);
  });

  it('brings a hidden offer back after a confirmation', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Вернуть на портал: Похороны «Стандарт»' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/Вернуть «Похороны «Стандарт»» на портал\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(posts(sent)).toEqual([]);

    // the confirmation closes first
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть на портал: Похороны «Стандарт»' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Подвердить действие' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() => expect(snackbar.get()?.message).toBe('«Похороны «Стандарт»» снова на портале'));
    expect(posts(sent).map((call) => call.url)).toEqual(['/api/admin/portal-product/composition/9/restore/']);
  });

  it('says what the page is for while there is nothing', SLOW, async () => {
    viewport(DESK);
    server([]);
    renderWithProviders(<AdminPortalProductsPage />, '/admin/portal-product');
    expect(await screen.findByText('Предложений пока нет')).toBeTruthy();
    expect(screen.getByText(/скройте его с причиной/)).toBeTruthy();
  });
});
