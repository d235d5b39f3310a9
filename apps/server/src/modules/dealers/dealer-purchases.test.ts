import type { Session } from '@sp/shared/api/auth';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Owner } from '../../platform/owner';
import { moscowToday } from '../promo-codes/promo-codes.service';

let t: TestApp;
let family: { id: number };
let business: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  family = await t.services.tariffs.saveTariff(null, {
    audience: 1,
    name: 'Семейный',
    price: 300,
    period_months: 1,
    limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
  });
  business = await t.services.tariffs.saveTariff(null, {
    audience: 2,
    name: 'Бизнес',
    price: 1990,
    period_months: 1,
    limits: { employees: 20, branches: 5, documents_per_month: 1000, messages_per_month: 5000 },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const topUp = (holder: Owner, kopecks: number) => t.topUp(holder, kopecks);

/** A dealer's code as it comes to work: asked for by the dealer, accepted by an administrator with the share. */
async function dealerCode(dealer: Session, code: string, share: number, discount: number) {
  const asked = await call('POST', '/api/company/dealer-request-promo-code/', dealer, {
    code,
    discount_percent: discount,
    note: 'Для клиентов салона',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const admin = await t.admin();
  const accepted = await call(
    'PUT',
    `/api/admin/accept-dealer-promo-codes/${asked.json().id}/`,
    admin.session,
    {
      status: 'active',
      dealer_share_percent: share,
    },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json();
}

describe('a dealer’s figures from real purchases with its codes', () => {
  it('the reward reaches the dealer’s balance and every figure agrees with it', async () => {
    const dealer = await t.companyOwner('DEALER', 'ООО «Промо-Дилер»');
    const code = await dealerCode(dealer.session, 'PAMYAT-15', 20, 15);
    const user = await t.user();
    await topUp({ accountId: user.account.id }, 100_000);
    const bought = await call('POST', '/api/payments/tariff/', user.session, {
      tariff_id: family.id,
      promo_code: 'pamyat-15',
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const company = await t.companyOwner('REGULAR', 'ООО «Ритуал-Клиент»');
    await topUp({ companyId: company.company.id }, 500_000);
    const second = await call('POST', '/api/payments/tariff/', company.session, {
      tariff_id: business.id,
      promo_code: 'PAMYAT-15',
    });
    expect(second.statusCode, second.body).toBe(201);
    // the dealer may not use its own code
    await topUp({ companyId: dealer.company.id }, 500_000);
    const own = await call('POST', '/api/payments/tariff/', dealer.session, {
      tariff_id: business.id,
      promo_code: 'PAMYAT-15',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ promo_code: [PROMO_MSG.ownCode] });

    // 300 ₽ − 15 % = 255 ₽, 20 % of it 51 ₽; 1 990 ₽ − 298,50 ₽ = 1 691,50 ₽, 20 % of it 338,30 ₽
    const today = moscowToday();
    const report = (
      await call('POST', '/api/reports/dealer-profit/', dealer.session, {
        date_start: today,
        date_end: today,
      })
    ).json();
    expect(report.total).toEqual({ uses: 2, list_price: 2290, discount: 343.5, paid: 1946.5, reward: 389.3 });
    expect(report.by_time).toEqual([{ start: today, unit: 'day', ...report.total }]);
    expect(report.by_partner.map((row: { name: string }) => row.name)).toEqual([
      'ООО «Ритуал-Клиент»',
      'Тест',
    ]);

    const codes = (await call('GET', '/api/company/dealer-promo-code/', dealer.session)).json();
    expect(codes.results[0]).toMatchObject({
      id: code.id,
      used_count: 2,
      paid_total: 1946.5,
      reward_total: 389.3,
    });
    const partners = (await call('GET', '/api/company/dealer-partners/', dealer.session)).json();
    expect(partners.count).toBe(2);

    const history = (await call('GET', '/api/payments/history/?kind=dealer_reward', dealer.session)).json();
    expect(history.results.map((row: { amount: number }) => row.amount).sort()).toEqual([338.3, 51]);
    const admin = await t.admin();
    const statistic = (
      await call('GET', '/api/admin/statistic-dealer/?query=Промо-Дилер', admin.session)
    ).json();
    expect(statistic.results[0]).toMatchObject({
      id: dealer.company.id,
      uses: 2,
      reward: 389.3,
      partners: 2,
      active_codes: 1,
      // 5 000 ₽ topped up for its own (refused) purchase, and the two rewards
      balance: 5389.3,
    });
  });
});
