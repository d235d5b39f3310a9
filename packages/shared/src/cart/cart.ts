import { pluralRu } from '../format/plural';
import {
  CART_KINDS,
  type CartCompany,
  type CartEntry,
  type CartItem,
  type CartKind,
  type CartLine,
  type CartState,
  clampCount,
  isEmptyEntry,
} from './cart-storage';

export {
  CART_KINDS,
  CART_STORAGE_KEY,
  type CartCompany,
  type CartEntry,
  type CartItem,
  type CartKind,
  type CartLine,
  type CartState,
  EMPTY_CART,
  parseCart,
} from './cart-storage';

/**
 * The cart's rules (SPEC §3-4, §9) on plain objects. Every operation returns a new state and leaves
 * its argument untouched; an operation on a company id the cart does not hold returns the state as is.
 * Where the state is kept (local storage under CART_STORAGE_KEY) is the web app's business.
 */

export const CART_ITEM_FORMS = ['товар', 'товара', 'товаров'] as const;

export type CartBasket = {
  products_basket: { count: number; product_id: number }[];
  services_basket: { count: number; service_id: number }[];
  composition_products_order: { count: number; composition_products_id: number }[];
};

const key = (companyId: number) => String(companyId);

function withEntry(state: CartState, companyId: number, change: (entry: CartEntry) => CartEntry | null) {
  const entry = state[key(companyId)];
  if (!entry) return state;
  const next = change(entry);
  if (next === entry) return state;
  const copy: Record<string, CartEntry> = { ...state };
  if (next) copy[key(companyId)] = next;
  else delete copy[key(companyId)];
  return copy;
}

/**
 * SPEC §4: a company is inactive when all its products and services are inactive, otherwise active.
 * A company holding compositions only follows its compositions (else it could never be active).
 */
function withCompanyActivity(entry: CartEntry): CartEntry {
  const ruled = [...entry.products, ...entry.services];
  const lines = ruled.length > 0 ? ruled : entry.compositions;
  const active = lines.some((line) => line.is_active);
  return active === entry.company.is_active
    ? entry
    : { ...entry, company: { ...entry.company, is_active: active } };
}

export function hasItem(state: CartState, kind: CartKind, item: Pick<CartItem, 'id' | 'company'>): boolean {
  return state[key(item.company.id)]?.[kind].some((line) => line.item.id === item.id) ?? false;
}

/** Adds `count` of the item: creates the company's entry if missing, merges into a line with the same item id. */
export function addItem(state: CartState, kind: CartKind, item: CartItem, count = 1): CartState {
  const id = key(item.company.id);
  const entry: CartEntry = state[id] ?? {
    company: { ...item.company },
    products: [],
    services: [],
    compositions: [],
  };
  const existing = entry[kind].find((line) => line.item.id === item.id);
  const lines = existing
    ? entry[kind].map((line) =>
        line === existing ? { item, count: clampCount(line.count + count), is_active: line.is_active } : line,
      )
    : [...entry[kind], { item, count: clampCount(count), is_active: true }];
  return { ...state, [id]: withCompanyActivity({ ...entry, [kind]: lines }) };
}

/** The catalog's button: the first click adds the item, a second click removes it. */
export function toggleItem(state: CartState, kind: CartKind, item: CartItem): CartState {
  return hasItem(state, kind, item)
    ? deleteLine(state, item.company.id, kind, item.id)
    : addItem(state, kind, item);
}

function mapLine(
  state: CartState,
  companyId: number,
  kind: CartKind,
  itemId: number,
  change: (line: CartLine) => CartLine,
  rule = false,
): CartState {
  return withEntry(state, companyId, (entry) => {
    if (!entry[kind].some((line) => line.item.id === itemId)) return entry;
    const next = {
      ...entry,
      [kind]: entry[kind].map((line) => (line.item.id === itemId ? change(line) : line)),
    };
    return rule ? withCompanyActivity(next) : next;
  });
}

/** A line's checkbox; the company's activity follows (SPEC §4). */
export function setLineActive(
  state: CartState,
  companyId: number,
  kind: CartKind,
  itemId: number,
  active: boolean,
): CartState {
  return mapLine(state, companyId, kind, itemId, (line) => ({ ...line, is_active: active }), true);
}

/** The company's checkbox: the company and all its lines. */
export function setCompanyActive(state: CartState, companyId: number, active: boolean): CartState {
  return withEntry(state, companyId, (entry) => ({
    company: { ...entry.company, is_active: active },
    products: entry.products.map((line) => ({ ...line, is_active: active })),
    services: entry.services.map((line) => ({ ...line, is_active: active })),
    compositions: entry.compositions.map((line) => ({ ...line, is_active: active })),
  }));
}

/** Quantity, at least 1 (and at most MAX_BASKET_COUNT). */
export function setCount(state: CartState, companyId: number, kind: CartKind, itemId: number, count: number) {
  return mapLine(state, companyId, kind, itemId, (line) => ({ ...line, count: clampCount(count) }));
}

export function increment(state: CartState, companyId: number, kind: CartKind, itemId: number): CartState {
  const line = state[key(companyId)]?.[kind].find((l) => l.item.id === itemId);
  return line ? setCount(state, companyId, kind, itemId, line.count + 1) : state;
}

/** The minus control: does nothing at 1. */
export function decrement(state: CartState, companyId: number, kind: CartKind, itemId: number): CartState {
  const line = state[key(companyId)]?.[kind].find((l) => l.item.id === itemId);
  if (!line || line.count <= 1) return state;
  return setCount(state, companyId, kind, itemId, line.count - 1);
}

/** Removes a line; the company's entry goes when it has no products, services or compositions left. */
export function deleteLine(state: CartState, companyId: number, kind: CartKind, itemId: number): CartState {
  return withEntry(state, companyId, (entry) => {
    if (!entry[kind].some((line) => line.item.id === itemId)) return entry;
    const next = { ...entry, [kind]: entry[kind].filter((line) => line.item.id !== itemId) };
    return isEmptyEntry(next) ? null : withCompanyActivity(next);
  });
}

/** Replaces the company's data and copies its is_active to all its products and services. */
export function refreshCompany(state: CartState, company: CartCompany): CartState {
  return withEntry(state, company.id, (entry) => ({
    ...entry,
    company: { ...company },
    products: entry.products.map((line) => ({ ...line, is_active: company.is_active })),
    services: entry.services.map((line) => ({ ...line, is_active: company.is_active })),
  }));
}

/** Removes the company whole (also after its request was sent). */
export function removeCompany(state: CartState, companyId: number): CartState {
  return withEntry(state, companyId, () => null);
}

/** Rubles with at most two decimals → integer kopecks, exactly (19.99 → 1999). */
export const priceKopecks = (rubles: number) => Math.round(rubles * 100);

export type CartTotals = { kopecks: number; count: number };

const activeLines = (entry: CartEntry) =>
  CART_KINDS.flatMap((kind) => entry[kind].filter((l) => l.is_active));

/** Total (kopecks) and number of items (the sum of quantities) of a company's active lines. */
export function entryTotals(entry: CartEntry): CartTotals {
  return activeLines(entry).reduce(
    (sum, line) => ({
      kopecks: sum.kopecks + priceKopecks(line.item.price) * line.count,
      count: sum.count + line.count,
    }),
    { kopecks: 0, count: 0 },
  );
}

/** Totals of the whole cart's active lines. */
export function cartTotals(state: CartState): CartTotals {
  return Object.values(state).reduce(
    (sum, entry) => {
      const totals = entryTotals(entry);
      return { kopecks: sum.kopecks + totals.kopecks, count: sum.count + totals.count };
    },
    { kopecks: 0, count: 0 },
  );
}

/** "3 товара" */
export const itemCountText = (count: number) => `${count} ${pluralRu(count, CART_ITEM_FORMS)}`;

export const isCartEmpty = (state: CartState) => Object.keys(state).length === 0;

/** The request's basket (SPEC §3) from the company's active lines only. */
export function requestBasket(entry: CartEntry): CartBasket {
  const active = (kind: CartKind) => entry[kind].filter((line) => line.is_active);
  return {
    products_basket: active('products').map((l) => ({ count: l.count, product_id: l.item.id })),
    services_basket: active('services').map((l) => ({ count: l.count, service_id: l.item.id })),
    composition_products_order: active('compositions').map((l) => ({
      count: l.count,
      composition_products_id: l.item.id,
    })),
  };
}
