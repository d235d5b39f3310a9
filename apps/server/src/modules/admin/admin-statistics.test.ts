import { ADMIN_STATISTICS_MSG, type StatisticCalendar } from '@sp/shared/api/admin-statistics';
import type { Session } from '@sp/shared/api/auth';
import { dayInZone } from '@sp/shared/format/date-words';
import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/admin/statistic-calendar/';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

async function calendar(session: Session, query = ''): Promise<StatisticCalendar> {
  const answer = await call('GET', `${URL}${query}`, session);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('the administrator’s statistic-calendar (issue 16 §1)', () => {
  it('counts today’s registrations, memory pages, deals and payments received, each once', async () => {
    const admin = await t.admin();
    const today = dayInZone(new Date());
    const before = await calendar(admin.session);
    expect(before.date_end).toBe(today);
    expect(before.date_start).toBe(shiftDay(today, -29));
    expect(before.days).toHaveLength(30);
    expect(before.days.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => shiftDay(today, index - 29)),
    );

    // a family registers, makes a page and tops up by the sandbox's card; a company makes a deal
    const family = await t.user();
    const person = await call('PUT', '/api/family/person/', family.session, {
      first_name: 'Пётр',
      last_name: 'Статистиков',
      date_death: '2001',
    });
    expect(person.statusCode, person.body).toBe(201);
    const page = await call('PUT', '/api/memory_page/page/', family.session, {
      person_id: person.json().id,
      visibility: 'public',
    });
    expect(page.statusCode, page.body).toBe(201);
    const paid = await call('POST', '/api/payments/pay/', family.session, {
      amount_payment: 250.5,
      return_path: '/app/dashboard',
    });
    const providerId = decodeURIComponent(paid.json().payment_url.split('/').pop());
    await call('POST', `/api/payments/test-provider/${providerId}/`, family.session, {
      outcome: 'succeeded',
    });
    const owner = await t.companyOwner('REGULAR', 'Статистика-Ритуал');
    const deal = await call('POST', '/api/company-orders/orders/', owner.session, {
      type_order: 2,
      category_order: 4,
    });
    expect(deal.statusCode, deal.body).toBe(201);
    // an administrator's correction is not a payment received
    const corrected = await call('POST', '/api/admin/balance-corrections/', admin.session, {
      account_id: family.account.id,
      amount: 100,
      reason: 'Проверка статистики',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const after = await calendar(admin.session);
    const delta = (key: 'registrations' | 'memory_pages' | 'deals' | 'payments' | 'payments_sum') =>
      Math.round((after.totals[key] - before.totals[key]) * 100) / 100;
    // the family and the company's owner registered
    expect(delta('registrations')).toBe(2);
    expect(delta('memory_pages')).toBe(1);
    expect(delta('deals')).toBe(1);
    expect(delta('payments')).toBe(1);
    expect(delta('payments_sum')).toBe(250.5);
    const todayRow = after.days.at(-1);
    expect(todayRow?.date).toBe(today);
    expect((todayRow?.payments_sum ?? 0) - (before.days.at(-1)?.payments_sum ?? 0)).toBeCloseTo(250.5);

    // the period before: nothing of today
    const earlier = await calendar(
      admin.session,
      `?date_start=${shiftDay(today, 1)}&date_end=${shiftDay(today, 30)}`,
    );
    expect(earlier.previous).toEqual(after.totals);
    expect(earlier.totals).toEqual({
      registrations: 0,
      memory_pages: 0,
      deals: 0,
      payments: 0,
      payments_sum: 0,
    });
  });

  it('answers administrators only, and says what is wrong with a period', async () => {
    const admin = await t.admin();
    expect((await call('GET', URL)).statusCode).toBe(401);
    for (const who of [await t.user(), await t.companyOwner()])
      expect((await call('GET', URL, who.session)).statusCode).toBe(403);
    const backwards = await call('GET', `${URL}?date_start=2026-05-02&date_end=2026-05-01`, admin.session);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().date_end).toEqual([ADMIN_STATISTICS_MSG.order]);
    const tooLong = await call('GET', `${URL}?date_start=2025-01-01&date_end=2026-01-02`, admin.session);
    expect(tooLong.json().date_end).toEqual([ADMIN_STATISTICS_MSG.tooLong]);
    expect((await call('GET', `${URL}?date_start=31.12.2025`, admin.session)).json().date_start).toEqual([
      ADMIN_STATISTICS_MSG.day,
    ]);
    const year = await calendar(admin.session, '?date_start=2025-01-01&date_end=2025-12-31');
    expect(year.days).toHaveLength(365);
  });
});
