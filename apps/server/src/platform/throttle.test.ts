import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { ApiError } from './errors';
import {
  assertUnderLimit,
  consume,
  consumeAll,
  recordEvent,
  releaseEvent,
  type ThrottleRule,
} from './throttle';
import { throttleEvents } from './throttle.table';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule: ThrottleRule = {
  bucket: 'test:calls',
  limit: 3,
  windowMs: 10 * 60 * 1000,
  message: (minutes) => `Слишком часто. Повторите через ${minutes} мин.`,
};

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the generic throttle', () => {
  it('lets `limit` calls through per key, then answers 429 with Retry-After and a Russian detail', async () => {
    const db = database.db;
    for (let i = 0; i < 3; i += 1) await consume(db, rule, '10.0.0.1');
    const error = await refusal(consume(db, rule, '10.0.0.1'));
    expect(error.statusCode).toBe(429);
    expect(error.body).toEqual({ detail: 'Слишком часто. Повторите через 10 мин.' });
    const retryAfter = Number(error.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // a refused call is not counted; another key and another bucket are untouched
    const rows = await db.select().from(throttleEvents).where(eq(throttleEvents.key, '10.0.0.1'));
    expect(rows).toHaveLength(3);
    await consume(db, rule, '10.0.0.2');
    await consume(db, { ...rule, bucket: 'test:other' }, '10.0.0.1');
  });

  it('frees a place when the oldest counted event leaves the window, and prunes expired events', async () => {
    const db = database.db;
    const key = 'old-events';
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60 * 1000);
    await db.insert(throttleEvents).values([
      { bucket: rule.bucket, key, createdAt: minutesAgo(30) },
      { bucket: rule.bucket, key, createdAt: minutesAgo(8) },
      { bucket: rule.bucket, key, createdAt: minutesAgo(5) },
      { bucket: rule.bucket, key, createdAt: minutesAgo(1) },
    ]);
    const error = await refusal(assertUnderLimit(db, rule, key));
    // the event of 8 minutes ago leaves the 10-minute window in about 2 minutes
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(error.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(error.body).toEqual({ detail: 'Слишком часто. Повторите через 2 мин.' });

    await recordEvent(db, rule, key);
    const rows = await db.select().from(throttleEvents).where(eq(throttleEvents.key, key));
    expect(rows).toHaveLength(4); // the 30-minute-old event was dropped, the new one added
  });

  it('lets exactly `limit` of many parallel calls through, and a released place can be taken again', async () => {
    const db = database.db;
    const key = 'parallel';
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => consume(db, rule, key)));
    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(passed).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of refused) expect((outcome.reason as ApiError).statusCode).toBe(429);
    expect(await db.select().from(throttleEvents).where(eq(throttleEvents.key, key))).toHaveLength(3);

    await releaseEvent(db, (passed[0] as PromiseFulfilledResult<number>).value);
    await consume(db, rule, key);
    await refusal(consume(db, rule, key));
  });

  it('several limits of one action: parallel calls pass all of them or are counted by none', async () => {
    const db = database.db;
    const perCompany: ThrottleRule = { ...rule, bucket: 'test:per-company', limit: 5 };
    const perRecipient: ThrottleRule = { ...rule, bucket: 'test:per-recipient', limit: 3 };
    const send = (recipient: string) =>
      consumeAll(db, [
        { rule: perCompany, key: 'company-1' },
        { rule: perRecipient, key: recipient },
      ]);
    // twelve sends to one recipient at once: its limit (3) lets three through, and only they count for the company
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => send('+79000000001')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const counted = async (bucket: string) =>
      (await db.select().from(throttleEvents).where(eq(throttleEvents.bucket, bucket))).length;
    expect(await counted('test:per-recipient')).toBe(3);
    expect(await counted('test:per-company')).toBe(3);
    // then the company's limit (5): of six other recipients at once, two get through
    const others = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => send(`+7900000001${i}`)));
    expect(others.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(await counted('test:per-company')).toBe(5);
    expect(await counted('test:per-recipient')).toBe(5);
  });
});
