import { describe, expect, it } from 'vitest';
import {
  addItem,
  CART_STORAGE_KEY,
  type CartCompany,
  type CartItem,
  type CartState,
  cartTotals,
  decrement,
  deleteLine,
  EMPTY_CART,
  entryTotals,
  hasItem,
  increment,
  isCartEmpty,
  itemCountText,
  parseCart,
  priceKopecks,
  refreshCompany,
  removeCompany,
  requestBasket,
  setCompanyActive,
  setCount,
  setLineActive,
  toggleItem,
} from './cart';

const acme: CartCompany = { id: 1, name: 'Ритуал-Сервис', landing_id: 10, is_active: true };
const other: CartCompany = { id: 2, name: 'Память', landing_id: 20, is_active: true };
const item = (id: number, price: number, company = acme): CartItem => ({
  id,
  price,
  name: `Позиция ${id}`,
  company,
  catalog: { name: 'Основной' },
});

const coffin = item(11, 19.99);
const wreath = item(12, 0.29);
const digging = item(21, 5000);
const set = item(31, 12_345.67);

function full(): CartState {
  let state = addItem(EMPTY_CART, 'products', coffin);
  state = addItem(state, 'products', wreath);
  state = addItem(state, 'services', digging);
  state = addItem(state, 'compositions', set);
  return state;
}

describe('cart: add and toggle', () => {
  it('keeps the storage key of SPEC §9', () => {
    expect(CART_STORAGE_KEY).toBe('basket-products');
  });

  it('creates the company entry with defaults count 1 and active', () => {
    const state = addItem(EMPTY_CART, 'products', coffin);
    expect(Object.keys(state)).toEqual(['1']);
    expect(state['1']?.company).toEqual(acme);
    expect(state['1']?.products).toEqual([{ item: coffin, count: 1, is_active: true }]);
    expect(state['1']?.services).toEqual([]);
    expect(state['1']?.compositions).toEqual([]);
  });

  it('does not change the state it was given', () => {
    const before = addItem(EMPTY_CART, 'products', coffin);
    const snapshot = JSON.stringify(before);
    addItem(before, 'products', coffin);
    increment(before, 1, 'products', 11);
    setLineActive(before, 1, 'products', 11, false);
    deleteLine(before, 1, 'products', 11);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(EMPTY_CART).toEqual({});
  });

  it('merges into the existing line with the same item id', () => {
    let state = addItem(EMPTY_CART, 'products', coffin);
    state = addItem(state, 'products', { ...coffin, price: 25 });
    expect(state['1']?.products).toHaveLength(1);
    expect(state['1']?.products[0]?.count).toBe(2);
    expect(state['1']?.products[0]?.item.price).toBe(25);
  });

  it('keeps the same id of another kind apart and another company apart', () => {
    let state = addItem(EMPTY_CART, 'products', coffin);
    state = addItem(state, 'services', { ...coffin, name: 'Услуга' });
    state = addItem(state, 'products', item(11, 1, other));
    expect(state['1']?.products).toHaveLength(1);
    expect(state['1']?.services).toHaveLength(1);
    expect(state['2']?.products).toHaveLength(1);
  });

  it('a second click removes the item (and the emptied company)', () => {
    let state = toggleItem(EMPTY_CART, 'products', coffin);
    expect(hasItem(state, 'products', coffin)).toBe(true);
    state = toggleItem(state, 'products', coffin);
    expect(hasItem(state, 'products', coffin)).toBe(false);
    expect(state).toEqual({});
    expect(isCartEmpty(state)).toBe(true);
  });

  it('adding an item to an inactive company makes it active again', () => {
    let state = setCompanyActive(addItem(EMPTY_CART, 'products', coffin), 1, false);
    state = addItem(state, 'products', wreath);
    expect(state['1']?.company.is_active).toBe(true);
  });
});

describe('cart: activity', () => {
  it('a line checkbox marks it inactive; the company stays active while a product or service is active', () => {
    let state = setLineActive(full(), 1, 'products', 11, false);
    expect(state['1']?.products[0]?.is_active).toBe(false);
    expect(state['1']?.company.is_active).toBe(true);
    state = setLineActive(state, 1, 'products', 12, false);
    expect(state['1']?.company.is_active).toBe(true);
  });

  it('the company becomes inactive when all its products and services are inactive, and active again', () => {
    let state = setLineActive(full(), 1, 'products', 11, false);
    state = setLineActive(state, 1, 'products', 12, false);
    state = setLineActive(state, 1, 'services', 21, false);
    // the composition is still active: it does not count for the rule
    expect(state['1']?.compositions[0]?.is_active).toBe(true);
    expect(state['1']?.company.is_active).toBe(false);
    state = setLineActive(state, 1, 'services', 21, true);
    expect(state['1']?.company.is_active).toBe(true);
  });

  it('a company of compositions only follows them', () => {
    let state = addItem(EMPTY_CART, 'compositions', set);
    state = setLineActive(state, 1, 'compositions', 31, false);
    expect(state['1']?.company.is_active).toBe(false);
    state = setLineActive(state, 1, 'compositions', 31, true);
    expect(state['1']?.company.is_active).toBe(true);
  });

  it('the company checkbox marks the company and all its lines', () => {
    const off = setCompanyActive(full(), 1, false);
    expect(off['1']?.company.is_active).toBe(false);
    for (const kind of ['products', 'services', 'compositions'] as const) {
      expect(off['1']?.[kind].every((line) => !line.is_active)).toBe(true);
    }
    const on = setCompanyActive(off, 1, true);
    expect(on['1']?.products.every((line) => line.is_active)).toBe(true);
    expect(on['1']?.company.is_active).toBe(true);
  });
});

describe('cart: quantity', () => {
  it('plus adds one, minus takes one, minus does nothing at 1', () => {
    let state = increment(full(), 1, 'products', 11);
    state = increment(state, 1, 'products', 11);
    expect(state['1']?.products[0]?.count).toBe(3);
    state = decrement(state, 1, 'products', 11);
    expect(state['1']?.products[0]?.count).toBe(2);
    state = decrement(state, 1, 'products', 11);
    const atOne = state;
    expect(state['1']?.products[0]?.count).toBe(1);
    state = decrement(state, 1, 'products', 11);
    expect(state).toBe(atOne);
  });

  it('a typed quantity is at least 1', () => {
    expect(setCount(full(), 1, 'services', 21, 0)['1']?.services[0]?.count).toBe(1);
    expect(setCount(full(), 1, 'services', 21, -5)['1']?.services[0]?.count).toBe(1);
    expect(setCount(full(), 1, 'services', 21, 7)['1']?.services[0]?.count).toBe(7);
    expect(setCount(full(), 1, 'services', 21, 1e9)['1']?.services[0]?.count).toBe(10_000);
  });
});

describe('cart: delete, refresh, remove', () => {
  it('deleting a line keeps the company while it has lines', () => {
    let state = deleteLine(full(), 1, 'products', 11);
    expect(state['1']?.products.map((l) => l.item.id)).toEqual([12]);
    state = deleteLine(state, 1, 'products', 12);
    state = deleteLine(state, 1, 'services', 21);
    expect(state['1']).toBeDefined();
    state = deleteLine(state, 1, 'compositions', 31);
    expect(state['1']).toBeUndefined();
  });

  it('deleting the last active product or service lets the company activity follow the rule', () => {
    let state = addItem(EMPTY_CART, 'products', coffin);
    state = addItem(state, 'products', wreath);
    state = setLineActive(state, 1, 'products', 12, false);
    state = deleteLine(state, 1, 'products', 11);
    expect(state['1']?.company.is_active).toBe(false);
  });

  it('refreshing a company replaces its data and copies is_active to its products and services', () => {
    const state = refreshCompany(full(), { ...acme, name: 'Новое имя', is_active: false });
    expect(state['1']?.company).toEqual({ ...acme, name: 'Новое имя', is_active: false });
    expect(state['1']?.products.every((l) => !l.is_active)).toBe(true);
    expect(state['1']?.services.every((l) => !l.is_active)).toBe(true);
    expect(state['1']?.compositions.every((l) => l.is_active)).toBe(true);
    const back = refreshCompany(state, acme);
    expect(back['1']?.products.every((l) => l.is_active)).toBe(true);
  });

  it('removes a company whole, leaving the others', () => {
    const state = removeCompany(addItem(full(), 'products', item(40, 1, other)), 1);
    expect(Object.keys(state)).toEqual(['2']);
  });

  it('operations need an existing company id', () => {
    const state = full();
    expect(setLineActive(state, 99, 'products', 11, false)).toBe(state);
    expect(setCompanyActive(state, 99, false)).toBe(state);
    expect(setCount(state, 99, 'products', 11, 5)).toBe(state);
    expect(increment(state, 99, 'products', 11)).toBe(state);
    expect(decrement(state, 99, 'products', 11)).toBe(state);
    expect(deleteLine(state, 99, 'products', 11)).toBe(state);
    expect(refreshCompany(state, { ...other, id: 99 })).toBe(state);
    expect(removeCompany(state, 99)).toBe(state);
    // an unknown line of a known company changes nothing either
    expect(deleteLine(state, 1, 'products', 999)).toBe(state);
    expect(setLineActive(state, 1, 'products', 999, false)).toBe(state);
  });
});

describe('cart: totals and the request', () => {
  it('prices are exact kopecks', () => {
    expect(priceKopecks(19.99)).toBe(1999);
    expect(priceKopecks(0.29)).toBe(29);
    expect(priceKopecks(12_345.67)).toBe(1_234_567);
    expect(priceKopecks(0.1 + 0.2)).toBe(30);
  });

  it('counts active lines only, with quantities', () => {
    let state = increment(full(), 1, 'products', 11); // 2 × 19.99
    state = addItem(state, 'products', item(40, 100, other));
    expect(cartTotals(state)).toEqual({ kopecks: 3998 + 29 + 500_000 + 1_234_567 + 10_000, count: 6 });
    state = setLineActive(state, 1, 'services', 21, false);
    expect(cartTotals(state)).toEqual({ kopecks: 3998 + 29 + 1_234_567 + 10_000, count: 5 });
    expect(entryTotals(state['2'] as NonNullable<(typeof state)['2']>)).toEqual({
      kopecks: 10_000,
      count: 1,
    });
    expect(cartTotals(setCompanyActive(state, 1, false))).toEqual({ kopecks: 10_000, count: 1 });
    expect(cartTotals(EMPTY_CART)).toEqual({ kopecks: 0, count: 0 });
  });

  it('says the count with the Russian plural of товар', () => {
    expect(itemCountText(1)).toBe('1 товар');
    expect(itemCountText(3)).toBe('3 товара');
    expect(itemCountText(5)).toBe('5 товаров');
    expect(itemCountText(11)).toBe('11 товаров');
    expect(itemCountText(21)).toBe('21 товар');
    expect(itemCountText(0)).toBe('0 товаров');
  });

  it('builds the SPEC §3 basket from active lines only', () => {
    let state = increment(full(), 1, 'services', 21);
    state = setLineActive(state, 1, 'products', 12, false);
    const entry = state['1'];
    if (!entry) throw new Error('no entry');
    expect(requestBasket(entry)).toEqual({
      products_basket: [{ count: 1, product_id: 11 }],
      services_basket: [{ count: 2, service_id: 21 }],
      composition_products_order: [{ count: 1, composition_products_id: 31 }],
    });
  });
});

describe('cart: storage text', () => {
  it('reads back what was written', () => {
    const state = full();
    expect(parseCart(JSON.stringify(state))).toEqual(state);
  });

  it('reads nothing, garbage and broken entries as an empty cart', () => {
    expect(parseCart(null)).toEqual({});
    expect(parseCart('not json')).toEqual({});
    expect(parseCart('[1,2]')).toEqual({});
    expect(parseCart('{"1":{"company":null}}')).toEqual({});
    expect(parseCart('{"1":{"company":{"id":1},"products":[{"item":{"id":3}}]}}')['1']?.products).toEqual([
      { item: { id: 3 }, count: 1, is_active: true },
    ]);
  });
});
