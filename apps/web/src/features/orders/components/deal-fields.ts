import type { OrderCategory, OrderType } from '@sp/shared/orders/kinds';

/** The deal's fields that depend on what the deal is. */
export type DealField = 'funeral_at' | 'cremation_at' | 'burial_place';

/**
 * Which fields a kind of deal has: a burial (2) its funeral and burial place, a cremation (3) the farewell, the
 * cremation and where the urn rests, landscaping (1) only the grave's place, «Другое» (4) all of them; a sale
 * (type 2) none.
 */
const FIELDS: Record<OrderCategory, readonly DealField[]> = {
  1: ['burial_place'],
  2: ['funeral_at', 'burial_place'],
  3: ['funeral_at', 'cremation_at', 'burial_place'],
  4: ['funeral_at', 'cremation_at', 'burial_place'],
};

export function fieldApplies(field: DealField, type: OrderType, category: OrderCategory): boolean {
  return type === 1 && FIELDS[category].includes(field);
}

/** A field is shown where it applies, and wherever it holds a value (nothing saved is ever hidden). */
export function fieldShown(
  field: DealField,
  type: OrderType,
  category: OrderCategory,
  value: string,
): boolean {
  return fieldApplies(field, type, category) || value.trim() !== '';
}
