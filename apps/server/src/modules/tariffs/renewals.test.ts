import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { purchases } from './tariffs.table';

let t: TestApp;
let family: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  family = await t.services.tariffs.saveTariff(null, {
    audience: 1,
    name: 'Семейный',
    price: 199,
    period_months: 1,
    limits: { memory_pages: 10, storage_mb: 2000, tree_persons: 1000 },
  });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

async function holderWithTariff(kopecks: number, autoRenew: boolean, endsIn: number) {
  const user = await t.user();
  const holder = { accountId: user.account.id };
  await t.services.ledger.post({
    kind: 'top_up',
    description: 'Пополнение',
    entries: [
      { side: { holder }, amount: kopecks },
      { side: { platform: 'card_clearing' }, amount: -kopecks },
    ],
  });
  const bought = await t.services.purchases.buyTariff(holder, family.id, autoRenew, user.account.id);
  await t.db
    .update(purchases)
    .set({ startsAt: new Date(Date.now() - 20 * 24 * HOUR), endsAt: new Date(Date.now() + endsIn) })
    .where(eq(purchases.id, bought.id));
  return { user, holder, purchaseId: bought.id };
}

const messagesTo = (email: string | null) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email ?? ''));

describe('automatic renewal and the reminder (issue 14 §2)', () => {
  it('buys a renewing tariff again a day before its end, once however often it runs', async () => {
    const { holder, purchaseId } = await holderWithTariff(39_800, true, 12 * HOUR);
    const [first, second] = await Promise.all([
      t.services.renewals.renewDue(),
      t.services.renewals.renewDue(),
    ]);
    expect(first.renewed + second.renewed).toBeGreaterThanOrEqual(1);
    expect((await t.services.renewals.renewDue()).renewed).toBe(0);
    const rows = await t.db.select().from(purchases).where(eq(purchases.accountId, holder.accountId));
    const renewal = rows.find((row) => row.renewedFromId === purchaseId);
    const original = rows.find((row) => row.id === purchaseId);
    expect(rows).toHaveLength(2);
    expect(renewal?.startsAt.getTime()).toBe(original?.endsAt.getTime());
    expect(renewal?.autoRenew).toBe(true);
    expect(await t.services.ledger.balance(holder)).toBe(0);
  });

  it('a tariff without auto-renewal, or one ending later, is left alone', async () => {
    const manual = await holderWithTariff(39_800, false, 12 * HOUR);
    const later = await holderWithTariff(39_800, true, 5 * 24 * HOUR);
    await t.services.renewals.renewDue();
    for (const { holder } of [manual, later])
      expect(
        await t.db.select().from(purchases).where(eq(purchases.accountId, holder.accountId)),
      ).toHaveLength(1);
  });

  it('a renewal the balance does not cover is told once and tried again after a top-up', async () => {
    const { user, holder } = await holderWithTariff(19_900, true, 6 * HOUR);
    expect(await t.services.renewals.renewDue()).toMatchObject({ failed: expect.any(Number) });
    await t.services.renewals.renewDue();
    const told = await messagesTo(user.account.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(
      'продлить его автоматически не удалось: на балансе 0,00 ₽, а тариф стоит 199,00 ₽',
    );
    await t.services.ledger.post({
      kind: 'top_up',
      description: 'Пополнение',
      entries: [
        { side: { holder }, amount: 19_900 },
        { side: { platform: 'card_clearing' }, amount: -19_900 },
      ],
    });
    await t.services.renewals.renewDue();
    expect(await t.db.select().from(purchases).where(eq(purchases.accountId, holder.accountId))).toHaveLength(
      2,
    );
  });

  it('tells the holder 3 days before a paid tariff ends, once, and not when the next one is bought', async () => {
    const ending = await holderWithTariff(19_900, false, 2 * 24 * HOUR);
    const renewed = await holderWithTariff(39_800, false, 2 * 24 * HOUR);
    await t.services.purchases.buyTariff(renewed.holder, family.id, false, renewed.user.account.id);
    await t.services.renewals.remindDue();
    await t.services.renewals.remindDue();
    const told = await messagesTo(ending.user.account.email);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Тариф «Семейный» заканчивается \d\d\.\d\d\.\d{4} — Светлая память$/);
    expect(told[0].text).toContain('Продлите его или выберите другой');
    expect(told[0].text).toContain('/app/tariff');
    expect(await messagesTo(renewed.user.account.email)).toHaveLength(0);
  });
});
