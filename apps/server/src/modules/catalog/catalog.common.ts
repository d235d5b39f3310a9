import type { CatalogHidden } from '@sp/shared/api/catalog';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';
import { unmarked } from '../../platform/rare-marks';

/** `sort` of SPEC §7 (a field, leading minus for descending) to ORDER BY, id as the tie-breaker. */
export function orderBy(sort: string, columns: Record<string, Column>, id: Column): SQL[] {
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort] ?? id;
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}

/** A filter in rubles to kopecks; filters only bound a range, so rounding is enough. */
export const filterKopecks = (rubles: number) => Math.round(rubles * 100);

/** What the company sees of an administrator's hiding of its offer (/admin/portal-product): why and since when. */
export function hiddenOf(row: { hiddenAt: Date | null; hiddenReason: string | null }): CatalogHidden {
  return row.hiddenAt ? { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() } : null;
}

/** An offer no administrator hid (hidden_at is null), as the planner should guess it (platform/rare-marks.ts). */
export const notHidden = (hiddenAt: Column | SQL): SQL => unmarked(hiddenAt);
