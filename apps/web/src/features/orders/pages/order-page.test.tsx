import type { Order } from '@sp/shared/api/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { confirmedShopper, makeOrder } from '../test/orders-data';
import { OrderPage, type OrderPageSlots } from './order-page';

const SLOW = { timeout: 30_000 };

function server(order: Order, extra?: (call: Sent) => { status?: number; body?: unknown } | undefined) {
  return stubServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.startsWith(`/api/company-orders/orders/${order.id}/`)) {
      return { body: order };
    }
    if (call.method === 'PUT') return { body: order };
    if (call.method === 'GET' && call.url.includes('/api/company-products/products/')) {
      return {
        body: {
          results: [{ id: 33, kind: 'product', name: 'Венок траурный', unit: 'шт', price: 2500 }],
          count: 1,
        },
      };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-shoppers/shopper/')) {
      return { body: { results: [{ ...confirmedShopper, orders_count: 0 }], count: 1 } };
    }
    return undefined;
  });
}

function render(slots?: OrderPageSlots) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/orders/:id" element={<OrderPage slots={slots} />} />
      <Route path="/app/orders" element={<p>Список сделок</p>} />
    </Routes>,
    '/app/orders/12',
  );
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const total = (label: string) =>
  within(screen.getByRole('group', { name: 'Итоги сделки' }))
    .getByLabelText(new RegExp(`^${label}: `))
    .textContent?.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the deal page', () => {
  it('shows the header, only the allowed statuses and the unverified-client rule', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder(), (call) =>
      call.method === 'POST' ? { body: makeOrder({ status: 'in_progress' }) } : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Сделка № 12' })).toBeTruthy();
    expect(screen.getAllByText('Захоронение').length).toBeGreaterThan(0);
    expect(screen.getByText(/Пока клиент не подтверждён/)).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Новая', 'В работе', 'Отменена']);
    await userEvent.click(screen.getByRole('option', { name: 'В работе' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/company-orders/orders/12/status/',
        body: { status: 'in_progress' },
      }),
    );
  });

  it(
    'counts a percent and an amount discount live, refuses a negative total and saves with PUT',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server(makeOrder());
      render();
      const lines = await screen.findByRole('list', { name: 'Состав сделки' });
      expect(total('Итого')).toBe('15 001,00 ₽');
      expect(total('Оплачено')).toBe('1 000,00 ₽');
      const coffin = within(lines).getByRole('listitem', { name: 'Гроб сосновый' });
      await userEvent.click(within(coffin).getByRole('combobox', { name: 'Скидка: рубли или проценты' }));
      await userEvent.click(await screen.findByRole('option', { name: '%' }));
      await userEvent.type(within(coffin).getByLabelText('Скидка'), '10');
      await userEvent.type(screen.getByLabelText('Скидка на сделку'), '300,5');
      expect(total('Сумма без скидок')).toBe('15 001,00 ₽');
      expect(total('Скидки по строкам')).toBe('1 200,00 ₽');
      expect(total('Итого')).toBe('13 500,50 ₽');
      expect(total('К оплате')).toBe('12 500,50 ₽');

      // more off the deal than it costs: the field says so and nothing is sent
      await userEvent.clear(screen.getByLabelText('Скидка на сделку'));
      await userEvent.type(screen.getByLabelText('Скидка на сделку'), '20000');
      expect(
        await screen.findByText('Скидка больше суммы сделки: итог не может быть отрицательным'),
      ).toBeTruthy();
      expect(total('Итого')).toBe('—');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(sent.some((call) => call.method === 'PUT')).toBe(false);
      expect(snackbar.get()?.message).toBe('Исправьте ошибки в составе сделки');

      await userEvent.clear(screen.getByLabelText('Скидка на сделку'));
      await userEvent.type(screen.getByLabelText('Скидка на сделку'), '300,5');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
      expect(sent.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/company-orders/orders/12/',
        body: {
          type_order: 1,
          category_order: 2,
          shopper_id: 7,
          funeral_at: null,
          cremation_at: null,
          burial_place: '',
          note: '',
          items: [
            { id: 1, kind: 'product', price: 12000, quantity: 1, discount: { kind: 'percent', value: 10 } },
            { id: 2, kind: 'service', price: 1500.5, quantity: 2, discount: { kind: 'amount', value: 0 } },
          ],
          discount: { kind: 'amount', value: 300.5 },
        },
      });
    },
  );

  it('shows the server’s field error on its field', SLOW, async () => {
    signInAs(null);
    server(makeOrder(), (call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              'items.0.discount.value': ['Скидка больше суммы строки: итог не может быть отрицательным'],
            },
          }
        : undefined,
    );
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    await userEvent.type(screen.getByLabelText('Примечание'), 'Позвонить накануне');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const coffin = screen.getByRole('listitem', { name: 'Гроб сосновый' });
    expect(
      await within(coffin).findByText('Скидка больше суммы строки: итог не может быть отрицательным'),
    ).toBeTruthy();
  });

  it('adds a catalog line and a client, then sends them', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder());
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить из каталога' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить: Венок траурный' }));
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    const wreath = await screen.findByRole('listitem', { name: 'Венок траурный' });
    await userEvent.clear(within(wreath).getByLabelText('Кол-во'));
    await userEvent.type(within(wreath).getByLabelText('Кол-во'), '2');
    expect(total('Итого')).toBe('20 001,00 ₽');
    await userEvent.click(screen.getByRole('combobox', { name: 'Клиент' }));
    await userEvent.click(await screen.findByRole('option', { name: /Петров Олег/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const body = sent.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.shopper_id).toBe(8);
    expect((body.items as unknown[])[2]).toEqual({
      kind: 'product',
      item_id: 33,
      price: 2500,
      quantity: 2,
      discount: { kind: 'amount', value: 0 },
    });
  });

  it('composes a new client from app/ and takes the saved one', SLOW, async () => {
    signInAs(null);
    server(makeOrder({ shopper: null }));
    render({
      newClient: ({ onSaved, onClose }) => (
        <button
          type="button"
          onClick={() => {
            onSaved({ id: 9, name: 'Новиков Иван', phone: '', is_confirmed: false });
            onClose();
          }}
        >
          Сохранить клиента
        </button>
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Новый клиент' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить клиента' }));
    expect((screen.getByRole('combobox', { name: 'Клиент' }) as HTMLInputElement).value).toBe('Новиков Иван');
    expect(screen.getByRole('region', { name: 'Несохранённые изменения' })).toBeTruthy();
  });

  it('adds a new deceased with partial dates and takes one off after the confirm', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder(), (call) => {
      if (call.method === 'POST' && call.url.includes('/deceased_on_order/'))
        return { status: 201, body: {} };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить умершего' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить умершего' });
    await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Смирнова');
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Вера');
    await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '03.1931');
    await userEvent.type(within(dialog).getByLabelText('Дата смерти'), '1930');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Дата смерти раньше даты рождения')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Дата смерти'));
    await userEvent.type(within(dialog).getByLabelText('Дата смерти'), '01.02.2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/company-orders/deceased_on_order/',
        body: {
          order_id: 12,
          last_name: 'Смирнова',
          first_name: 'Вера',
          date_birth: '1931-03',
          date_death: '2025-02-01',
        },
      }),
    );

    const people = screen.getByRole('list', { name: 'Умершие в сделке' });
    expect(within(people).getByText('1940 – 01.03.2025')).toBeTruthy();
    await userEvent.click(
      within(people).getByRole('button', { name: 'Убрать из сделки: Иванов Пётр Сергеевич' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.url).toBe(
        '/api/company-orders/deceased_on_order/101/?order_id=12',
      ),
    );
  });

  it('makes a memory page for a deceased of the company and links to it', SLOW, async () => {
    signInAs(null);
    const order = makeOrder();
    const sent = server(order, (call) => {
      if (call.method === 'POST' && call.url.endsWith('/memory_page/')) {
        order.deceased = [{ ...order.deceased[0], memory_page_id: 77 } as Order['deceased'][number]];
        return { status: 201, body: { id: 77 } };
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать страницу памяти' }));
    const link = await screen.findByRole('link', { name: 'Страница памяти' });
    expect(link.getAttribute('href')).toBe('/app/affiliate-program/77');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ person_id: 101 });
  });

  it('records a payment and deletes one after the confirm', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder(), (call) => {
      if (call.method === 'POST' && call.url.includes('/order_payments/')) return { status: 201, body: {} };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    render();
    const payments = await screen.findByRole('region', { name: 'Оплата' });
    expect(within(payments).getByLabelText('К оплате: 14 001,00 ₽')).toBeTruthy();
    await userEvent.click(within(payments).getByRole('button', { name: 'Добавить платёж' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый платёж' });
    expect((within(dialog).getByLabelText('Сумма') as HTMLInputElement).value).toBe('14001,00');
    await userEvent.clear(within(dialog).getByLabelText('Сумма'));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '5 000,5');
    fireEvent.change(within(dialog).getByLabelText('Дата платежа'), { target: { value: '2025-03-06' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Способ оплаты' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Карта' }));
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Остаток');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        order_id: 12,
        amount: 5000.5,
        paid_on: '2025-03-06',
        method: 'card',
        note: 'Остаток',
      }),
    );
    await userEvent.click(
      within(payments).getByRole('button', { name: /^Удалить платёж 1\s000,00\s₽ от 05\.03\.2025$/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.url).toBe(
        '/api/company-orders/order_payments/5/',
      ),
    );
  });

  it('is all disabled for a read-only employee', SLOW, async () => {
    signInAs({ orders: 3 });
    server(makeOrder());
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    expect(screen.getByRole('combobox', { name: 'Статус' }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText('Примечание') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText('Скидка на сделку') as HTMLInputElement).disabled).toBe(true);
    for (const name of [
      'Добавить из каталога',
      'Добавить умершего',
      'Добавить платёж',
      'Удалить сделку',
      'Создать страницу памяти',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Убрать из сделки/ })).toBeNull();
  });

  it('shows the not-found page for a deal of another company (404)', async () => {
    signInAs(null);
    stubServer(() => undefined);
    renderRoute('/app/orders/:id', <OrderPage />, '/app/orders/99');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
