/** A deal's type and category (SPEC §2 add menu, §3 Order). */

export const ORDER_TYPES = [1, 2] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE = { deal: 1, sale: 2 } as const satisfies Record<string, OrderType>;

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { 1: 'Сделка', 2: 'Продажа' };

export const ORDER_CATEGORIES = [1, 2, 3, 4] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

export const ORDER_CATEGORY_LABELS: Record<OrderCategory, string> = {
  1: 'Благоустройство',
  2: 'Захоронение',
  3: 'Кремация',
  4: 'Другое',
};

/** A sale goes straight to category 4 «Другое» (SPEC §2); a deal keeps the category chosen first. */
export function categoryFor(type: OrderType, chosen: OrderCategory | undefined): OrderCategory | null {
  if (type === ORDER_TYPE.sale) return 4;
  return chosen ?? null;
}

/** How a payment on a deal was made. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Наличные',
  card: 'Карта',
  transfer: 'Перевод на счёт',
  other: 'Другое',
};
