import type { Order } from '@sp/shared/api/orders';
import type { OrderCategory } from '@sp/shared/orders/kinds';
import { localDateTimeValue } from './format';
import { type DiscountDraft, discountDraftOf, type LineDraft, lineDraftOf } from './items-model';
import type { ShopperChoice } from './shopper-picker';

/** What the deal's page edits before «Сохранить»; the deceased, payments and status are saved at once. */
export type OrderDraft = {
  category_order: OrderCategory;
  shopper: ShopperChoice | null;
  /** date-time fields' values: yyyy-MM-ddTHH:mm on the browser's clock, '' or the text typed while not a date */
  funeral_at: string;
  cremation_at: string;
  burial_place: string;
  note: string;
  /** the responsible manager's account, or null for nobody */
  responsible_id: number | null;
  lines: LineDraft[];
  discount: DiscountDraft;
};

export function orderDraftOf(order: Order): OrderDraft {
  return {
    category_order: order.category_order,
    shopper: order.shopper
      ? {
          id: order.shopper.id,
          name: order.shopper.name,
          phone: order.shopper.phone,
          is_confirmed: order.shopper.is_confirmed,
        }
      : null,
    funeral_at: localDateTimeValue(order.funeral_at),
    cremation_at: localDateTimeValue(order.cremation_at),
    burial_place: order.burial_place,
    note: order.note,
    responsible_id: order.responsible?.id ?? null,
    lines: order.items.map(lineDraftOf),
    discount: discountDraftOf(order.discount),
  };
}

/** The same deal data, compared by what matters (a chosen client by id). */
export function sameDraft(a: OrderDraft, b: OrderDraft): boolean {
  const key = (draft: OrderDraft) => JSON.stringify({ ...draft, shopper: draft.shopper?.id ?? null });
  return key(a) === key(b);
}

/** A server field of the PUT («items.0.discount.value») → the editor's field («items.0.discount»). */
export function editorField(field: string): string {
  return field.replace(/\.(value|kind)$/, '').replace(/^shopper_id$/, 'shopper');
}
