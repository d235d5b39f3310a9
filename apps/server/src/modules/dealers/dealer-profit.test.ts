import type { Session } from '@sp/shared/api/auth';
import type { DealerProfit } from '@sp/shared/api/dealers';
import { REPORT_MSG } from '@sp/shared/api/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoUses } from '../../../test/promo-uses';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let uses: ReturnType<typeof promoUses>;
let dealer: Awaited<ReturnType<TestApp['companyOwner']>>;
let other: Awaited<ReturnType<TestApp['companyOwner']>>;
let buyer: Awaited<ReturnType<TestApp['companyOwner']>>;
let ivanov: number;
let petrova: number;
let codes: { spring: { id: number }; autumn: { id: number }; foreign: { id: number } };

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const PROFIT = '/api/reports/dealer-profit/';
const OCTOBER = { date_start: '2026-10-01', date_end: '2026-10-31' };

/**
 * A dealer with two codes (20 % and 10 % shares) used by two families and a company in September and October
 * 2026, and another dealer whose code one of the families used in October too.
 */
beforeAll(async () => {
  t = await createTestApp();
  uses = promoUses(t);
  dealer = await t.companyOwner('DEALER', 'ООО «Дилер Тверь»');
  other = await t.companyOwner('DEALER', 'ООО «Чужой дилер»');
  buyer = await t.companyOwner('REGULAR', 'ООО «Ритуал-Покупатель»');
  ivanov = await uses.account('Иванов', 'Пётр');
  petrova = await uses.account('Петрова', 'Анна');
  const autumn = await uses.code(dealer.company.id, 'AUTUMN-20', 20);
  const spring = await uses.code(dealer.company.id, 'SPRING-10', 10);
  const foreign = await uses.code(other.company.id, 'FOREIGN-30', 30);
  codes = { autumn, spring, foreign };
  // October, Moscow days: 05.10 and 20.10; the last one is 01.11 00:30 in Moscow, so November's
  await uses.use(autumn, { accountId: ivanov }, 100000, '2026-10-05T09:00:00Z');
  await uses.use(autumn, { companyId: buyer.company.id }, 299000, '2026-10-20T09:00:00Z');
  await uses.use(spring, { accountId: ivanov }, 50000, '2026-10-31T21:30:00Z');
  // September
  await uses.use(spring, { accountId: petrova }, 19900, '2026-09-15T09:00:00Z');
  // the other dealer's use in October: never in this dealer's figures
  await uses.use(foreign, { accountId: petrova }, 100000, '2026-10-06T09:00:00Z');
});
afterAll(() => t.close());

describe('POST /api/reports/dealer-profit/', () => {
  it('sums the dealer’s uses by Moscow day against the period before, by code and by partner', async () => {
    const response = await call('POST', PROFIT, dealer.session, OCTOBER);
    expect(response.statusCode, response.body).toBe(200);
    const report: DealerProfit = response.json();
    expect(report.period).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(report.previous_period).toEqual({ start: '2026-09-01', end: '2026-09-30' });
    // 1 000 ₽ − 10 % = 900 ₽, 20 % of it 180 ₽; 2 990 ₽ − 299 ₽ = 2 691 ₽, 20 % of it 538,20 ₽
    expect(report.total).toEqual({ uses: 2, list_price: 3990, discount: 399, paid: 3591, reward: 718.2 });
    // 199 ₽ − 19,90 ₽ = 179,10 ₽, 10 % of it 17,91 ₽
    expect(report.previous).toEqual({ uses: 1, list_price: 199, discount: 19.9, paid: 179.1, reward: 17.91 });
    expect(report.by_time).toHaveLength(31);
    expect(report.by_time.every((step) => step.unit === 'day')).toBe(true);
    expect(report.by_time[4]).toEqual({
      start: '2026-10-05',
      unit: 'day',
      uses: 1,
      list_price: 1000,
      discount: 100,
      paid: 900,
      reward: 180,
    });
    expect(report.by_time[5]).toMatchObject({ start: '2026-10-06', uses: 0, reward: 0 });
    expect(report.by_time[19]).toMatchObject({ start: '2026-10-20', uses: 1, reward: 538.2 });
    expect(report.by_time.reduce((sum, step) => sum + step.uses, 0)).toBe(2);
    expect(report.by_code).toEqual([
      {
        id: codes.autumn.id,
        code: 'AUTUMN-20',
        uses: 2,
        list_price: 3990,
        discount: 399,
        paid: 3591,
        reward: 718.2,
      },
    ]);
    expect(report.by_partner).toEqual([
      {
        kind: 'company',
        id: buyer.company.id,
        name: 'ООО «Ритуал-Покупатель»',
        uses: 1,
        list_price: 2990,
        discount: 299,
        paid: 2691,
        reward: 538.2,
      },
      {
        kind: 'account',
        id: ivanov,
        name: 'Иванов П.',
        uses: 1,
        list_price: 1000,
        discount: 100,
        paid: 900,
        reward: 180,
      },
    ]);
  });

  it('a period over 62 days goes by month, every month present; a code and a partner narrow it', async () => {
    const report: DealerProfit = (
      await call('POST', PROFIT, dealer.session, { date_start: '2026-08-01', date_end: '2026-11-30' })
    ).json();
    expect(report.by_time.map((step) => [step.start, step.unit, step.uses, step.reward])).toEqual([
      ['2026-08-01', 'month', 0, 0],
      ['2026-09-01', 'month', 1, 17.91],
      ['2026-10-01', 'month', 2, 718.2],
      ['2026-11-01', 'month', 1, 45],
    ]);
    expect(report.previous_period).toEqual({ start: '2026-04-01', end: '2026-07-31' });
    const spring: DealerProfit = (
      await call('POST', PROFIT, dealer.session, {
        date_start: '2026-08-01',
        date_end: '2026-11-30',
        promo_code_id: codes.spring.id,
      })
    ).json();
    expect(spring.total).toMatchObject({ uses: 2, reward: 62.91 });
    expect(spring.by_code.map((row) => row.code)).toEqual(['SPRING-10']);
    const ivanovOnly: DealerProfit = (
      await call('POST', PROFIT, dealer.session, {
        date_start: '2026-08-01',
        date_end: '2026-11-30',
        partner_kind: 'account',
        partner_id: ivanov,
      })
    ).json();
    expect(ivanovOnly.total).toMatchObject({ uses: 2, reward: 225 });
    expect(ivanovOnly.by_partner).toHaveLength(1);
  });

  it('another dealer’s uses are never counted, even with its code or partner asked for', async () => {
    const foreignCode: DealerProfit = (
      await call('POST', PROFIT, dealer.session, { ...OCTOBER, promo_code_id: codes.foreign.id })
    ).json();
    expect(foreignCode.total.uses).toBe(0);
    const petrovaOnly: DealerProfit = (
      await call('POST', PROFIT, dealer.session, { ...OCTOBER, partner_kind: 'account', partner_id: petrova })
    ).json();
    expect(petrovaOnly.total.uses).toBe(0);
    const theirs: DealerProfit = (await call('POST', PROFIT, other.session, OCTOBER)).json();
    expect(theirs.total).toEqual({ uses: 1, list_price: 1000, discount: 100, paid: 900, reward: 270 });
    expect(theirs.by_partner.map((row) => row.name)).toEqual(['Петрова А.']);
  });

  it('checks the period and who asks', async () => {
    const reversed = await call('POST', PROFIT, dealer.session, {
      date_start: '2026-10-31',
      date_end: '2026-10-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ date_end: [REPORT_MSG.periodOrder] });
    const long = await call('POST', PROFIT, dealer.session, {
      date_start: '2020-01-01',
      date_end: '2026-10-01',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ date_end: [REPORT_MSG.periodTooLong] });
    // this month by default
    const now = (await call('POST', PROFIT, dealer.session, {})).json();
    expect(now.period.start.endsWith('-01')).toBe(true);

    expect((await call('POST', PROFIT, buyer.session, OCTOBER)).statusCode).toBe(403);
    expect((await call('GET', `${PROFIT}xlsx/`, buyer.session)).statusCode).toBe(403);
    const noReports = await t.employee(dealer.company.id, { 'promo-code': 1, partners: 1 });
    expect((await call('POST', PROFIT, noReports.session, OCTOBER)).statusCode).toBe(403);
    expect((await call('GET', `${PROFIT}xlsx/`, noReports.session)).statusCode).toBe(403);
    const reader = await t.employee(dealer.company.id, { report: 3 });
    expect((await call('POST', PROFIT, reader.session, OCTOBER)).json().total.uses).toBe(2);
  });

  it('the workbook holds the same figures', async () => {
    const response = await call(
      'GET',
      `${PROFIT}xlsx/?date_start=2026-10-01&date_end=2026-10-31`,
      dealer.session,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('dealer-profit-2026-10-01-2026-10-31.xlsx');
    const { default: excel } = await import('exceljs');
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Итоги',
      'По времени',
      'По промокодам',
      'По партнёрам',
    ]);
    const codesSheet = workbook.getWorksheet('По промокодам');
    const values = codesSheet
      ?.getSheetValues()
      .flat()
      .filter((value) => value !== undefined && value !== null);
    expect(values).toEqual(expect.arrayContaining(['AUTUMN-20', 718.2]));
  });
});

describe('GET /api/company/dealer-partners/', () => {
  it('lists the holders that bought with the dealer’s codes, the most recent first, found by name', async () => {
    const response = await call('GET', '/api/company/dealer-partners/', dealer.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      count: 3,
      results: [
        {
          kind: 'account',
          id: ivanov,
          name: 'Иванов П.',
          uses: 2,
          paid: 1350,
          reward: 225,
          first_use: '2026-10-05T09:00:00.000Z',
          last_use: '2026-10-31T21:30:00.000Z',
        },
        expect.objectContaining({ kind: 'company', id: buyer.company.id, name: 'ООО «Ритуал-Покупатель»' }),
        expect.objectContaining({ kind: 'account', id: petrova, name: 'Петрова А.', uses: 1, reward: 17.91 }),
      ],
    });
    const found = (await call('GET', '/api/company/dealer-partners/?query=петров', dealer.session)).json();
    expect(found).toMatchObject({ count: 1, results: [{ id: petrova }] });
    // a first name is not searchable: the dealer sees only its initial
    expect((await call('GET', '/api/company/dealer-partners/?query=Анна', dealer.session)).json().count).toBe(
      0,
    );
    const theirs = (await call('GET', '/api/company/dealer-partners/', other.session)).json();
    expect(theirs).toMatchObject({ count: 1, results: [{ id: petrova, uses: 1, reward: 270 }] });
    expect((await call('GET', '/api/company/dealer-partners/', buyer.session)).statusCode).toBe(403);
    const noModule = await t.employee(dealer.company.id, { report: 1 });
    expect((await call('GET', '/api/company/dealer-partners/', noModule.session)).statusCode).toBe(403);
  });
});

describe('the administrators’ statistic of dealers', () => {
  it('lists every dealer with its figures, codes, partners and balance; one dealer as dealer-profit answers', async () => {
    const admin = await t.admin();
    const response = await call(
      'GET',
      '/api/admin/statistic-dealer/?date_start=2026-10-01&date_end=2026-10-31&limit=100',
      admin.session,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().results as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual([dealer.company.id, other.company.id]);
    expect(response.json().results[0]).toEqual({
      id: dealer.company.id,
      name: 'ООО «Дилер Тверь»',
      inn: expect.any(String),
      uses: 2,
      list_price: 3990,
      discount: 399,
      paid: 3591,
      reward: 718.2,
      active_codes: 2,
      partners: 3,
      // the rewards are credited by the purchase path; here no movement reached the dealer's balance
      balance: 0,
      dealer_since: null,
    });
    const found = (
      await call(
        'GET',
        '/api/admin/statistic-dealer/?query=чужой&date_start=2026-10-01&date_end=2026-10-31',
        admin.session,
      )
    ).json();
    expect(found).toMatchObject({ count: 1, results: [{ id: other.company.id, reward: 270, partners: 1 }] });

    const one = await call(
      'GET',
      `/api/admin/statistic-dealer/${dealer.company.id}/?date_start=2026-10-01&date_end=2026-10-31`,
      admin.session,
    );
    expect(one.json()).toEqual((await call('POST', PROFIT, dealer.session, OCTOBER)).json());
    expect(
      (await call('GET', `/api/admin/statistic-dealer/${buyer.company.id}/`, admin.session)).statusCode,
    ).toBe(404);

    for (const session of [dealer.session, buyer.session, (await t.user()).session]) {
      expect((await call('GET', '/api/admin/statistic-dealer/', session)).statusCode).toBe(403);
      expect(
        (await call('GET', `/api/admin/statistic-dealer/${dealer.company.id}/`, session)).statusCode,
      ).toBe(403);
    }
  });

  it('the balance is the dealer’s ledger balance', async () => {
    const admin = await t.admin();
    await t.services.ledger.post({
      kind: 'dealer_reward',
      description: 'Вознаграждение по промокоду AUTUMN-20: тест',
      entries: [
        { side: { holder: { companyId: other.company.id } }, amount: 21000 },
        { side: { platform: 'revenue' }, amount: -21000 },
      ],
    });
    const found = (await call('GET', '/api/admin/statistic-dealer/?query=чужой', admin.session)).json();
    expect(found.results[0].balance).toBe(210);
  });
});
