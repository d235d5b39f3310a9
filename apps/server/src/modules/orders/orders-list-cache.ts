import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createPublicChanges, type PublicChanges } from '../../platform/public-changes';
import { createVersionedCache } from '../../platform/versioned-cache';
import { companyOrdersVersions } from './orders.table';

/** How many pages of deals lists (and board heads) one server keeps: about 12 MB at their largest. */
export const ORDER_LIST_CACHE_SIZE = 1_000;

/**
 * The company's deals list pages and board heads a manager reloads all day (issue 13 §1), kept in this server's
 * memory until anything they show changes: the database raises the company's version on every such write
 * (migration 0032) and tells of it, so a kept page needs no query while changes are heard. Each filter, sort and
 * page is its own copy (`variant`); the words of a search are typed once and are asked each time, never kept.
 */
export function createOrderListCache(deps: { db: Db; changes?: PublicChanges }) {
  const { db } = deps;
  const cache = createVersionedCache<unknown>({
    size: ORDER_LIST_CACHE_SIZE,
    kind: 'company_orders',
    changes: deps.changes ?? createPublicChanges(),
    versionOf: async (companyId) => {
      const [row] = await db
        .select({ version: companyOrdersVersions.version })
        .from(companyOrdersVersions)
        .where(eq(companyOrdersVersions.companyId, companyId));
      return row?.version ?? 0;
    },
  });

  return {
    /** `read`'s answer for this company and request, from memory while current; a text search is never kept. */
    async answer<Value>(
      companyId: number,
      request: { query?: string } & object,
      what: 'list' | 'summary',
      read: () => Promise<Value>,
    ): Promise<Value> {
      if (request.query) return read();
      const variant = `${what}:${JSON.stringify(request)}`;
      return (await cache.get(companyId, async () => ({ value: await read(), keepIt: true }), {
        variant,
      })) as Value;
    },
    get size(): number {
      return cache.size;
    },
  };
}
