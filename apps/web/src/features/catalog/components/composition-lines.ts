import type { CatalogKind, Composition } from '@sp/shared/api/catalog';
import type { CompositionItemBody } from '../api/save-composition';

/** One product or service of a composition being edited; the count as typed. */
export type CompositionLine = {
  kind: CatalogKind;
  id: number;
  name: string;
  /** rubles, one unit */
  price: number;
  count: string;
  is_archive: boolean;
};

export function linesOf(composition: Composition | null): CompositionLine[] {
  return (composition?.items ?? []).map((item) => ({
    kind: item.kind,
    id: (item.kind === 'product' ? item.product_id : item.service_id) ?? 0,
    name: item.name,
    price: item.price,
    count: String(item.count),
    is_archive: item.is_archive,
  }));
}

/** A count the server accepts: a whole number 1…10 000; null otherwise. */
export function countOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= 10_000 ? value : null;
}

export const COUNT_ERROR = 'Целое число от 1 до 10 000';

/** Σ price × count in kopecks, exactly; unreadable counts count as 0. */
export function linesSumKopecks(lines: readonly CompositionLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * (countOf(line.count) ?? 0), 0);
}

export function itemsBodyOf(lines: readonly CompositionLine[]): CompositionItemBody[] {
  return lines.map((line) => {
    const count = countOf(line.count) ?? 1;
    return line.kind === 'product' ? { product_id: line.id, count } : { service_id: line.id, count };
  });
}
