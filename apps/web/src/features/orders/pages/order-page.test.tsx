import type { Order, TimelineEntry } from '@sp/shared/api/orders';
import { DATE_TEXT_MSG } from '@sp/shared/format/date-text';
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

const TIMELINE: TimelineEntry[] = [
  {
    key: 'status-9',
    kind: 'status',
    at: '2025-03-05T12:00:00.000Z',
    author: { id: 1, name: 'Анна Иванова' },
    from: 'new',
    to: 'in_progress',
  },
  {
    key: 'payment-5',
    kind: 'payment',
    at: '2025-03-05T10:00:00.000Z',
    author: { id: 1, name: 'Анна Иванова' },
    payment_id: 5,
    amount: 1000,
    paid_on: '2025-03-05',
    method: 'cash',
    note: 'Аванс',
  },
  {
    key: 'note-3',
    kind: 'note',
    at: '2025-03-04T10:00:00.000Z',
    author: { id: 2, name: 'Олег Петров' },
    note_id: 3,
    text: 'Семья просит позвонить после 18:00',
  },
  {
    key: 'created-1',
    kind: 'created',
    at: '2025-03-04T09:05:00.000Z',
    author: { id: 1, name: 'Анна Иванова' },
    status: 'new',
  },
];

const RESPONSIBLES = [
  { id: 1, name: 'Анна Иванова', is_owner: true },
  { id: 2, name: 'Олег Петров', is_owner: false },
];

function server(order: Order, extra?: (call: Sent) => { status?: number; body?: unknown } | undefined) {
  return stubServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.includes(`/orders/${order.id}/timeline/`)) {
      return { body: { results: TIMELINE, count: TIMELINE.length } };
    }
    if (call.method === 'GET' && call.url.startsWith('/api/company-orders/responsibles/')) {
      return { body: { results: RESPONSIBLES, count: RESPONSIBLES.length } };
    }
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
  it(
    'titles the deal with its deceased and client, shows the status once and only the allowed moves',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server(makeOrder(), (call) =>
        call.method === 'POST' ? { body: makeOrder({ status: 'in_progress' }) } : undefined,
      );
      render();
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Сделка № 12 · Иванов П. С. · клиент Иванова М. П.',
        }),
      ).toBeTruthy();
      // the status once (the chip), the category once (the field)
      expect(screen.getAllByText('Новая')).toHaveLength(1);
      expect(screen.getByRole('combobox', { name: 'Категория' }).textContent).toBe('Захоронение');
      expect(screen.getAllByText('Захоронение')).toHaveLength(1);
      expect(screen.getByText(/Пока клиент не подтверждён/)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Статус: Новая. Сменить статус' }));
      const options = await screen.findAllByRole('menuitem');
      expect(options.map((option) => option.textContent)).toEqual(['В работе', 'Отменена']);
      await userEvent.click(screen.getByRole('menuitem', { name: 'В работе' }));
      await waitFor(() =>
        expect(sent.find((call) => call.method === 'POST')).toMatchObject({
          url: '/api/company-orders/orders/12/status/',
          body: { status: 'in_progress' },
        }),
      );
    },
  );

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
          responsible_id: 1,
          items: [
            { id: 1, kind: 'product', price: 12000, quantity: 1, discount: { kind: 'percent', value: 10 } },
            { id: 2, kind: 'service', price: 1500.5, quantity: 2, discount: { kind: 'amount', value: 0 } },
          ],
          discount: { kind: 'amount', value: 300.5 },
        },
      });
    },
  );

  it('takes the funeral as dd.MM.yyyy HH:mm and never sends a half-typed one', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder());
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    const funeral = screen.getByLabelText('Похороны') as HTMLInputElement;
    expect(funeral.placeholder).toBe('дд.мм.гггг чч:мм');
    await userEvent.type(funeral, '14032025');
    expect(funeral.value).toBe('14.03.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(DATE_TEXT_MSG.dateTimeIncomplete)).toBeTruthy();
    expect(snackbar.get()?.message).toBe('Проверьте даты похорон и кремации');
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(funeral, '1030');
    expect(funeral.value).toBe('14.03.2025 10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      funeral_at: new Date(2025, 2, 14, 10, 30).toISOString(),
    });
  });

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
    fireEvent.change(within(dialog).getByLabelText('Дата платежа'), { target: { value: '06.03.2025' } });
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

  it('shows a read-only employee the values as text, with no calls to act', SLOW, async () => {
    signInAs({ orders: 3 });
    server(
      makeOrder({
        burial_place: 'Николо-Архангельское кладбище, участок 12',
        note: 'Позвонить накануне',
        funeral_at: '2025-03-10T09:00:00.000Z',
      }),
    );
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    // values as text with their labels, no inputs (disabled or not)
    expect(screen.getByRole('group', { name: 'Примечание' }).textContent).toContain('Позвонить накануне');
    expect(screen.getByRole('group', { name: 'Место захоронения' }).textContent).toContain('участок 12');
    expect(screen.getByRole('group', { name: 'Ответственный' }).textContent).toContain('Анна Иванова');
    expect(screen.getByRole('group', { name: 'Категория' }).textContent).toContain('Захоронение');
    expect(screen.getByRole('group', { name: 'Клиент' }).textContent).toContain('Иванова Мария Петровна');
    expect(screen.getByRole('group', { name: 'Похороны' }).textContent).toMatch(/10\.03\.2025 \d\d:\d\d/);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(document.querySelectorAll('input:disabled, textarea:disabled')).toHaveLength(0);
    // the lines and money as text
    const coffin = screen.getByRole('listitem', { name: 'Гроб сосновый' });
    expect(coffin.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('12 000,00 ₽ × 1');
    expect(total('Итого')).toBe('15 001,00 ₽');
    // no calls to act: nothing they could not do
    expect(screen.queryByText(/Подтвердите клиента/)).toBeNull();
    expect(screen.queryByText(/Пока клиент не подтверждён/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Сменить статус/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Действия с/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Новая заметка' })).toBeNull();
    for (const name of [
      'Добавить из каталога',
      'Добавить умершего',
      'Добавить платёж',
      'Подтвердить клиента',
      'Новый клиент',
      'Создать страницу памяти',
      'Сохранить',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /Убрать из сделки/ })).toBeNull();
    // the timeline is there to read
    expect(await screen.findByText('Семья просит позвонить после 18:00')).toBeTruthy();
  });

  it('hides the fields a category does not have, but never a filled one', SLOW, async () => {
    signInAs(null);
    server(makeOrder({ category_order: 2 }));
    const first = render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    expect(screen.getByLabelText('Похороны')).toBeTruthy();
    expect(screen.getByLabelText('Место захоронения')).toBeTruthy();
    expect(screen.queryByLabelText('Кремация')).toBeNull();
    // a cremation deal has both dates; choosing landscaping leaves only the place of the grave
    await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Кремация' }));
    expect(screen.getByLabelText('Кремация')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Благоустройство' }));
    expect(screen.queryByLabelText('Похороны')).toBeNull();
    expect(screen.queryByLabelText('Кремация')).toBeNull();
    expect(screen.getByLabelText('Место захоронения')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();

    // a burial deal that holds a cremation date keeps showing it, saying it does not belong
    server(makeOrder({ category_order: 2, cremation_at: '2025-03-11T08:00:00.000Z' }));
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    expect(screen.getByLabelText('Кремация')).toBeTruthy();
    expect(screen.getByText(/Для этой категории не нужно/)).toBeTruthy();
  });

  it('shows a sale without funeral, cremation or burial place', SLOW, async () => {
    signInAs(null);
    server(makeOrder({ type_order: 2, category_order: 4 }));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: /^Продажа № 12/ })).toBeTruthy();
    expect(screen.queryByLabelText('Похороны')).toBeNull();
    expect(screen.queryByLabelText('Кремация')).toBeNull();
    expect(screen.queryByLabelText('Место захоронения')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Категория' })).toBeNull();
  });

  it('deletes the deal from the ⋮ menu only after the confirm', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder(), (call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    expect(screen.queryByRole('button', { name: 'Удалить сделку' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Действия со сделкой № 12' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить сделку' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toContain('Удалить сделку № 12?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Действия со сделкой № 12' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить сделку' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.url).toBe('/api/company-orders/orders/12/'),
    );
    expect(await screen.findByText('Список сделок')).toBeTruthy();
  });

  it('a writer without full access sees no ⋮ menu (nothing in it for them)', SLOW, async () => {
    signInAs({ orders: 2 });
    server(makeOrder());
    render();
    await screen.findByRole('list', { name: 'Состав сделки' });
    expect(screen.queryByRole('button', { name: /Действия со/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Статус: Новая. Сменить статус' })).toBeTruthy();
  });

  it('shows the timeline newest first and adds a note from the box at its top', SLOW, async () => {
    signInAs(null);
    const sent = server(makeOrder(), (call) =>
      call.method === 'POST' && call.url.endsWith('/notes/')
        ? {
            status: 201,
            body: { id: 4, order_id: 12, text: 'Венки к 9:00', created_by: null, created_at: '' },
          }
        : undefined,
    );
    render();
    const events = await screen.findByRole('list', { name: 'События сделки' });
    const items = await within(events).findAllByRole('listitem');
    const texts = items.map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '');
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('Статус: «Новая» → «В работе»');
    expect(texts[0]).toContain('Анна Иванова');
    expect(texts[1]).toContain('Платёж 1 000,00 ₽ · наличные · за 05.03.2025');
    expect(texts[1]).toContain('Аванс');
    expect(texts[2]).toContain('Семья просит позвонить после 18:00');
    expect(texts[2]).toContain('Олег Петров');
    expect(texts[3]).toContain('Сделка создана');
    const box = screen.getByRole('form', { name: 'Новая заметка' });
    expect(within(box).getByRole('button', { name: 'Добавить заметку' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(box).getByLabelText('Заметка'), '  Венки к 9:00 ');
    await userEvent.click(within(box).getByRole('button', { name: 'Добавить заметку' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/company-orders/orders/12/notes/',
        body: { text: 'Венки к 9:00' },
      }),
    );
    await waitFor(() =>
      expect((within(box).getByLabelText('Заметка') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('shows the not-found page for a deal of another company (404)', async () => {
    signInAs(null);
    stubServer(() => undefined);
    renderRoute('/app/orders/:id', <OrderPage />, '/app/orders/99');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
