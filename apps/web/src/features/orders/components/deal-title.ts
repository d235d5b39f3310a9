import type { Order } from '@sp/shared/api/orders';
import { personShortName } from '@sp/shared/api/persons';
import { ORDER_TYPE_LABELS } from '@sp/shared/orders/kinds';
import { clientShortName } from './format';

/**
 * The deal's page title: what it is, its number, who it is for and who asked —
 * «Сделка № 30 · Титов А. Р. · клиент Титов Р. А.» (two deceased named, more counted; parts left out when absent).
 */
export function dealTitle(order: Pick<Order, 'type_order' | 'number' | 'deceased' | 'shopper'>): string {
  const parts = [`${ORDER_TYPE_LABELS[order.type_order]} № ${order.number}`];
  const names = order.deceased.map(personShortName);
  if (names.length > 2) parts.push(`${names[0]} и ещё ${names.length - 1}`);
  else if (names.length) parts.push(names.join(', '));
  if (order.shopper) parts.push(`клиент ${clientShortName(order.shopper)}`);
  return parts.join(' · ');
}
