import { CART_STORAGE_KEY, type CartState, EMPTY_CART, parseCart } from '@sp/shared/cart/cart-storage';
import { useSyncExternalStore } from 'react';

/**
 * The cart (SPEC §3), kept in local storage under 'basket-products': it survives a reload and follows
 * changes made in other tabs (the storage event). The rules themselves are @sp/shared/cart/cart's, the reading cart-storage's.
 */

const listeners = new Set<() => void>();
let current: CartState | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): CartState {
  current ??= parseCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  current = parseCart(event.newValue ?? storage()?.getItem(CART_STORAGE_KEY) ?? null);
  emit();
}

export const cartStore = {
  get: read,
  /** Applies one of the shared rules: cartStore.update((state) => addItem(state, 'products', item)). */
  update(change: (state: CartState) => CartState): void {
    const before = read();
    const next = change(before);
    if (next === before) return;
    current = next;
    try {
      const store = storage();
      if (Object.keys(next).length === 0) store?.removeItem(CART_STORAGE_KEY);
      else store?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the cart still works for this page
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  /** Tests: forget the cached state so the next read comes from storage again. */
  reset(): void {
    current = null;
    emit();
  },
};

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, () => EMPTY_CART);
}
