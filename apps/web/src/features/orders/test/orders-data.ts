import type { Order, OrderRow, OrderShopper } from '@sp/shared/api/orders';
import type { OrderStatus } from '@sp/shared/orders/statuses';

/** Deals as the server answers them, for the orders feature's tests. */

export const unconfirmedShopper: OrderShopper = {
  id: 7,
  type_shopper: '1',
  name: 'Иванова Мария Петровна',
  phone: '+7 (900) 555-12-34',
  email: 'maria@mail.ru',
  is_confirmed: false,
};

export const confirmedShopper: OrderShopper = {
  ...unconfirmedShopper,
  id: 8,
  name: 'Петров Олег',
  phone: '+7 (900) 111-22-33',
  is_confirmed: true,
};

export function orderRow(id: number, status: OrderStatus, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    number: id,
    type_order: 1,
    category_order: 2,
    status,
    shopper: unconfirmedShopper,
    deceased: [{ id: 100 + id, full_name: 'Иванов Пётр Сергеевич' }],
    funeral_at: '2025-03-10T09:00:00.000Z',
    cremation_at: null,
    total: 15300.5,
    paid: 5000,
    due: 10300.5,
    items_count: 2,
    responsible: { id: 1, name: 'Анна Иванова' },
    created_at: '2025-03-04T09:05:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    number: 12,
    type_order: 1,
    category_order: 2,
    status: 'new',
    next_statuses: ['in_progress', 'cancelled'],
    shopper: unconfirmedShopper,
    funeral_at: null,
    cremation_at: null,
    burial_place: '',
    note: '',
    discount: { kind: 'amount', value: 0 },
    items: [
      {
        id: 1,
        kind: 'product',
        item_id: 31,
        composition_id: null,
        name: 'Гроб сосновый',
        unit: 'шт',
        price: 12000,
        quantity: 1,
        discount: { kind: 'amount', value: 0 },
        subtotal: 12000,
        discount_amount: 0,
        total: 12000,
      },
      {
        id: 2,
        kind: 'service',
        item_id: 41,
        composition_id: null,
        name: 'Катафалк',
        unit: 'час',
        price: 1500.5,
        quantity: 2,
        discount: { kind: 'amount', value: 0 },
        subtotal: 3001,
        discount_amount: 0,
        total: 3001,
      },
    ],
    totals: {
      gross: 15001,
      subtotal: 15001,
      discount: 0,
      discount_total: 0,
      total: 15001,
      paid: 1000,
      due: 14001,
    },
    payments: [
      {
        id: 5,
        order_id: 12,
        amount: 1000,
        paid_on: '2025-03-05',
        method: 'cash',
        note: 'Аванс',
        created_by: { id: 1, name: 'Анна Иванова' },
        created_at: '2025-03-05T10:00:00.000Z',
      },
    ],
    deceased: [
      {
        id: 101,
        last_name: 'Иванов',
        first_name: 'Пётр',
        patronymic: 'Сергеевич',
        full_name: 'Иванов Пётр Сергеевич',
        gender: 'male',
        date_birth: '1940',
        date_death: '2025-03-01',
        burial_place: '',
        memory_page_id: null,
        is_company_owned: true,
      },
    ],
    site_request_id: null,
    created_by: { id: 1, name: 'Анна Иванова' },
    responsible: { id: 1, name: 'Анна Иванова' },
    created_at: '2025-03-04T09:05:00.000Z',
    updated_at: '2025-03-04T09:05:00.000Z',
    ...overrides,
  };
}
