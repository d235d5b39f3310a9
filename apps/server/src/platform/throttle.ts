import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tooManyRequests } from './errors';
import { addRouteHook } from './route-hooks';
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

/** Counts one event of `key`; the key's events that left the window are dropped on the way. Its id. */
export async function recordEvent(
  db: Db,
  rule: Pick<ThrottleRule, 'bucket' | 'windowMs'>,
  key: string,
): Promise<number> {
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
  const [event] = await db
    .insert(throttleEvents)
    .values({ bucket: rule.bucket, key })
    .returning({ id: throttleEvents.id });
  return event.id;
}

/**
 * Checks the limit and counts this attempt in one step: the key's events are counted under a lock held for
 * the transaction, so parallel calls queue and the limit+1st is refused, never all let through.
 * Returns the counted event, for a caller that may give the place back (`releaseEvent`).
 */
export async function consume(db: Db, rule: ThrottleRule, key: string): Promise<number> {
  const [event] = await consumeAll(db, [{ rule, key }]);
  return event;
}

/**
 * `consume` for several limits of one action at once (per company, per recipient, per address): every key's
 * lock is taken (in one order, so two actions never wait on each other), every limit checked, then this action
 * counted against each, in one transaction: it passes all of them or is counted by none. The counted events, in
 * the order given.
 */
export async function consumeAll(db: Db, claims: { rule: ThrottleRule; key: string }[]): Promise<number[]> {
  const locks = [...new Set(claims.map(({ rule, key }) => `throttle:${rule.bucket}:${key}`))].sort();
  return db.transaction(async (tx) => {
    for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    for (const { rule, key } of claims) await assertUnderLimit(tx, rule, key);
    const events: number[] = [];
    for (const { rule, key } of claims) events.push(await recordEvent(tx, rule, key));
    return events;
  });
}

/** Gives back a place `consume` took: the call it counted turned out not to count. */
export async function releaseEvent(db: Db, eventId: number): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.id, eventId));
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

const claimedEvent = Symbol('claimed throttle event');
type ClaimedRequest = FastifyRequest & { [claimedEvent]?: number };

/**
 * Applies the throttles routes declare: checked after validation, before the handler. The place is taken
 * before the handler runs (so parallel calls cannot all pass); with `counts: 'success'` a call answered
 * 400 or above gives its place back.
 */
export function registerRouteThrottles(app: FastifyInstance, db: Db): void {
  const claim = async (request: ClaimedRequest) => {
    const throttle = request.routeOptions.config?.throttle;
    if (!throttle) return;
    request[claimedEvent] = await consume(db, throttle.rule, throttle.key?.(request) ?? request.ip);
  };
  const giveBack = async (request: ClaimedRequest, reply: FastifyReply, payload: unknown) => {
    const eventId = request[claimedEvent];
    const throttle = request.routeOptions.config?.throttle;
    if (eventId === undefined || throttle?.counts !== 'success' || reply.statusCode < 400) return payload;
    request[claimedEvent] = undefined;
    await releaseEvent(db, eventId);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const throttle = (route.config as { throttle?: RouteThrottle } | undefined)?.throttle;
    if (!throttle) return;
    addRouteHook(route, 'preHandler', claim);
    if (throttle.counts === 'success') addRouteHook(route, 'onSend', giveBack);
  });
}
