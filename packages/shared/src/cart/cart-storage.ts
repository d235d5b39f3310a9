import { MAX_BASKET_COUNT } from '../api/public-limits';

/**
 * The cart as local storage keeps it: its shape and how it is read back. Apart from the rules (cart.ts), so
 * a page that only shows whether the cart holds something (the top bar's badge) loads this alone.
 */

export const CART_STORAGE_KEY = 'basket-products';

export type CartCompany = { id: number; name: string; landing_id: number; is_active: boolean };

/** What is added: a product, a service (with catalog.name) or a composition; price in rubles. */
export type CartItem = {
  id: number;
  price: number;
  name: string;
  company: CartCompany;
  catalog?: { name: string };
  unit?: string;
};

export type CartLine = { item: CartItem; count: number; is_active: boolean };
export const CART_KINDS = ['products', 'services', 'compositions'] as const;
export type CartKind = (typeof CART_KINDS)[number];
export type CartEntry = { company: CartCompany } & Record<CartKind, CartLine[]>;
/** company id → its entry */
export type CartState = Readonly<Record<string, CartEntry>>;

export const EMPTY_CART: CartState = {};

export const clampCount = (count: number) => Math.min(MAX_BASKET_COUNT, Math.max(1, Math.trunc(count) || 1));

export const isEmptyEntry = (entry: CartEntry) => CART_KINDS.every((kind) => entry[kind].length === 0);

/** Whatever local storage held, as a cart: anything unreadable is an empty cart. */
export function parseCart(text: string | null): CartState {
  if (!text) return EMPTY_CART;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY_CART;
    const out: Record<string, CartEntry> = {};
    for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
      const entry = raw as Partial<CartEntry> | null;
      if (!entry || typeof entry !== 'object' || !entry.company || typeof entry.company.id !== 'number')
        continue;
      const lines = (list: unknown) =>
        (Array.isArray(list) ? list : [])
          .filter((l): l is CartLine => !!l && typeof l === 'object' && typeof l.item?.id === 'number')
          .map((l) => ({ item: l.item, count: clampCount(l.count ?? 1), is_active: l.is_active !== false }));
      const next: CartEntry = {
        company: { ...entry.company, is_active: entry.company.is_active !== false },
        products: lines(entry.products),
        services: lines(entry.services),
        compositions: lines(entry.compositions),
      };
      if (!isEmptyEntry(next)) out[id] = next;
    }
    return out;
  } catch {
    return EMPTY_CART;
  }
}
