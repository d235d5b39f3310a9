import { addItem, CART_STORAGE_KEY, EMPTY_CART } from '@sp/shared/cart/cart';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from './cart-store';

const company = { id: 3, name: 'Память', landing_id: 4, is_active: true };
const item = { id: 7, name: 'Венок', price: 990, company, catalog: { name: 'Цветы' } };

describe('cart store', () => {
  afterEach(() => {
    cartStore.update(() => EMPTY_CART);
    localStorage.clear();
    cartStore.reset();
  });

  it('writes basket-products and reads it back after a reload', () => {
    cartStore.update((state) => addItem(state, 'products', item));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')['3'].products[0].count).toBe(1);
    cartStore.reset(); // as a new page would
    expect(cartStore.get()['3']?.products[0]?.item.name).toBe('Венок');
    cartStore.update(() => EMPTY_CART);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab through the storage event', () => {
    let calls = 0;
    const stop = cartStore.subscribe(() => {
      calls += 1;
    });
    const text = JSON.stringify(addItem(EMPTY_CART, 'services', item));
    localStorage.setItem(CART_STORAGE_KEY, text);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: text }));
    expect(calls).toBe(1);
    expect(cartStore.get()['3']?.services).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other-key', newValue: 'x' }));
    expect(calls).toBe(1);
    stop();
  });
});
