import type { orderCreateSchema } from '@sp/shared/api/orders';
import { ORDER_MSG } from '@sp/shared/api/orders';
import { rublesToKopecks } from '@sp/shared/format/money';
import { type DiscountKind, NO_DISCOUNT } from '@sp/shared/orders/totals';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { companyCompositionsByIds, companyItemsByIds } from '../catalog/catalog-lookups.service';
import type { SiteRequestItemRow } from '../requests/requests.service';
import { storedDiscount } from './orders.common';
import type { OrderItemRow } from './orders.table';

/**
 * The lines of a deal as they are stored: each a snapshot of the company's product, service or composition (its
 * name, unit and price in kopecks when the line was added), priced with its own discount.
 */

export type LineInput = z.infer<typeof orderCreateSchema>['items'][number];

/** A line as it will be stored (kopecks): an existing line keeps its id. */
export type LineValues = {
  id?: number;
  kind: OrderItemRow['kind'];
  itemId: number | null;
  compositionId: number | null;
  name: string;
  unit: string;
  price: number;
  quantity: number;
  discountKind: DiscountKind;
  discountValue: number;
  position: number;
};

/**
 * The lines to store: a line with `id` must be one of the deal's and keeps its snapshot; a new line must name
 * the company's own product, service or composition, whose name, unit and price it copies (the price may be
 * given instead).
 */
export async function resolveLines(
  db: Db,
  companyId: number,
  input: LineInput[],
  existing: OrderItemRow[],
): Promise<LineValues[]> {
  const itemIds = input.filter((line) => line.id === undefined && line.kind !== 'composition');
  const compositionIds = input.filter((line) => line.id === undefined && line.kind === 'composition');
  const [items, found] = await Promise.all([
    companyItemsByIds(
      db,
      companyId,
      itemIds.map((line) => line.item_id as number),
    ),
    companyCompositionsByIds(
      db,
      companyId,
      compositionIds.map((line) => line.composition_id as number),
    ),
  ]);
  return input.map((line, index): LineValues => {
    const discount = storedDiscount(line.discount);
    const common = {
      quantity: line.quantity,
      discountKind: discount.kind,
      discountValue: discount.value,
      position: index,
    };
    const price = line.price === undefined ? undefined : rublesToKopecks(line.price);
    if (line.id !== undefined) {
      const before = existing.find((row) => row.id === line.id);
      if (!before) throw fieldError(`items.${index}.id`, ORDER_MSG.lineNotFound);
      return {
        id: before.id,
        kind: before.kind,
        itemId: before.itemId,
        compositionId: before.compositionId,
        name: before.name,
        unit: before.unit,
        price: price ?? Number(before.price),
        ...common,
      };
    }
    if (line.kind === 'composition') {
      const composition = found.find((row) => row.id === line.composition_id);
      if (!composition) throw fieldError(`items.${index}.composition_id`, ORDER_MSG.compositionNotFound);
      return {
        kind: 'composition',
        itemId: null,
        compositionId: composition.id,
        name: composition.name,
        unit: '',
        price: price ?? Number(composition.price),
        ...common,
      };
    }
    const item = items.find((row) => row.id === line.item_id && row.kind === line.kind);
    if (!item) throw fieldError(`items.${index}.item_id`, ORDER_MSG.itemNotFound);
    return {
      kind: item.kind,
      itemId: item.id,
      compositionId: null,
      name: item.name,
      unit: item.unit,
      price: price ?? Number(item.price),
      ...common,
    };
  });
}

/**
 * A site request's cart as a deal's lines at today's catalog prices, without discounts; a line whose catalog
 * record was deleted keeps the request's name and price.
 */
export async function linesFromRequest(
  db: Db,
  companyId: number,
  requestLines: SiteRequestItemRow[],
): Promise<LineValues[]> {
  const itemIds = requestLines.flatMap((line) => (line.itemId === null ? [] : [line.itemId]));
  const compositionIds = requestLines.flatMap((line) =>
    line.compositionId === null ? [] : [line.compositionId],
  );
  const [items, compositions] = await Promise.all([
    companyItemsByIds(db, companyId, itemIds),
    companyCompositionsByIds(db, companyId, compositionIds),
  ]);
  return requestLines.map((line, index) => {
    const item = items.find((row) => row.id === line.itemId);
    const composition = compositions.find((row) => row.id === line.compositionId);
    const common = {
      quantity: line.count,
      discountKind: NO_DISCOUNT.kind,
      discountValue: 0,
      position: index,
    };
    if (line.kind === 'composition' && composition) {
      return {
        kind: 'composition',
        itemId: null,
        compositionId: composition.id,
        name: composition.name,
        unit: '',
        price: Number(composition.price),
        ...common,
      };
    }
    if (line.kind !== 'composition' && item) {
      return {
        kind: line.kind,
        itemId: item.id,
        compositionId: null,
        name: item.name,
        unit: item.unit,
        price: Number(item.price),
        ...common,
      };
    }
    return {
      kind: line.kind,
      itemId: null,
      compositionId: null,
      name: line.name,
      unit: '',
      price: Number(line.price),
      ...common,
    };
  });
}
