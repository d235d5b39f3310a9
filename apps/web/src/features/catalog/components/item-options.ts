import type { CatalogKind } from '@sp/shared/api/catalog';
import { useItems } from '../api/items';

/** A product or service as a picker offers it. */
export type ItemOption = { kind: CatalogKind; id: number; name: string; price: number; unit: string };

const OPTIONS_LIMIT = 20;

/**
 * The company's active products and/or services whose name contains `text` (20 of each at most), for the
 * pickers of compositions and catalogs.
 */
export function useItemOptions(kinds: readonly CatalogKind[], text: string) {
  const filter = { name: text || undefined, sort: 'name', offset: 0, limit: OPTIONS_LIMIT };
  const products = useItems('product', filter, kinds.includes('product'));
  const services = useItems('service', filter, kinds.includes('service'));
  const options: ItemOption[] = [];
  for (const list of [products, services]) {
    for (const item of list.data?.results ?? []) {
      options.push({ kind: item.kind, id: item.id, name: item.name, price: item.price, unit: item.unit });
    }
  }
  return {
    options,
    loading:
      (kinds.includes('product') && products.isFetching) ||
      (kinds.includes('service') && services.isFetching),
  };
}
