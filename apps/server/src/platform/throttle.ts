import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tooManyRequests } from './errors';
import { throttleEvents } from './throttle.table';

/** At most `limit` events of one bucket per key within a sliding window of `windowMs`. */
export type ThrottleRule = {
  /** what is counted; each endpoint or action has its own bucket, e.g. 'public:request' */
  bucket: string;
  limit: number;
  windowMs: number;
  /** the 429's Russian detail, given the whole minutes (at least 1) until the next try */
  message: (minutes: number) => string;
};

/**
 * Throws 429 (spec error shape, Retry-After in seconds) when `key` already had `rule.limit` events
 * in the window. Counting and recording are separate, so a caller may count only failures.
 */
export async function assertUnderLimit(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  const since = new Date(Date.now() - rule.windowMs);
  const where = and(
    eq(throttleEvents.bucket, rule.bucket),
    eq(throttleEvents.key, key),
    gt(throttleEvents.createdAt, since),
  );
  const [{ total }] = await db.select({ total: count() }).from(throttleEvents).where(where);
  if (total < rule.limit) return;
  // the window frees its first place when the oldest of the last `limit` events leaves it
  const [oldest] = await db
    .select({ createdAt: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(where)
    .orderBy(asc(throttleEvents.createdAt))
    .offset(total - rule.limit)
    .limit(1);
  const retryAfter = (oldest.createdAt.getTime() + rule.windowMs - Date.now()) / 1000;
  throw tooManyRequests(rule.message(Math.max(1, Math.ceil(retryAfter / 60))), retryAfter);
}

/** Counts one event of `key`; the key's events that left the window are dropped on the way. */
export async function recordEvent(
  db: Db,
  rule: Pick<ThrottleRule, 'bucket' | 'windowMs'>,
  key: string,
): Promise<void> {
  const expired = new Date(Date.now() - rule.windowMs);
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        lte(throttleEvents.createdAt, expired),
      ),
    );
  await db.insert(throttleEvents).values({ bucket: rule.bucket, key });
}

/** Checks the limit and counts this attempt: for endpoints where every call counts. */
export async function consume(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await assertUnderLimit(db, rule, key);
  await recordEvent(db, rule, key);
}

/**
 * A throttle a route declares beside its access (`config: { ...PUBLIC, throttle: { rule } }`): the caller's
 * address is the key unless `key` says otherwise; `counts: 'every'` counts each call that passes validation,
 * `'success'` only the calls answered below 400 (a refused one may be tried again).
 */
export type RouteThrottle = {
  rule: ThrottleRule;
  key?: (request: FastifyRequest) => string;
  counts?: 'every' | 'success';
};

declare module 'fastify' {
  interface FastifyContextConfig {
    throttle?: RouteThrottle;
  }
}

/** Applies the throttles routes declare: checked after validation, before the handler. */
export function registerRouteThrottles(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    const throttle = request.routeOptions.config?.throttle;
    if (!throttle) return;
    const key = throttle.key?.(request) ?? request.ip;
    await assertUnderLimit(db, throttle.rule, key);
    if ((throttle.counts ?? 'every') === 'every') await recordEvent(db, throttle.rule, key);
  });
  app.addHook('onResponse', async (request, reply) => {
    const throttle = request.routeOptions.config?.throttle;
    if (throttle?.counts !== 'success' || reply.statusCode >= 400) return;
    await recordEvent(db, throttle.rule, throttle.key?.(request) ?? request.ip);
  });
}
