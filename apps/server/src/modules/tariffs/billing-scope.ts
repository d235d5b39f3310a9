import type { FastifyRequest } from 'fastify';
import { ownerScope } from '../../platform/owner';
import type { Limits } from './limits.service';

/**
 * The balance and tariff a request works with: the caller's own account, or the main company of the company it
 * acts for (its branches share one). Staff need the tariffs module: read-only to read, read-write to spend.
 */
export async function billingScope(request: FastifyRequest, limits: Limits, level: 2 | 3) {
  const { owner, auth } = ownerScope(request, 'tariffs', level);
  return { holder: await limits.holder(owner), auth };
}
