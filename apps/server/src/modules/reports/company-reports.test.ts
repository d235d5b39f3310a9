import type {
  CompanyTotal,
  DealsReport,
  ManagersReport,
  ProfitReport,
  ReportAnalytics,
  ReportDirectory,
} from '@sp/shared/api/reports';
import { REPORT_MSG } from '@sp/shared/api/reports';
import type { OrderCategory } from '@sp/shared/orders/kinds';
import type { OrderStatus } from '@sp/shared/orders/statuses';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { catalogCategories, catalogItems } from '../catalog/catalog.table';
import { createCompany } from '../companies/companies.service';
import { orderItems, orders } from '../orders/orders.table';
import { dashboardDays, reportPeriods } from './reports.service';

/*
 * Issue 16 §2: the company's reports (/api/reports/…) — checked against deals written here with known money: the
 * period's totals against the previous period, by day and month, by category and status, by manager, the sold
 * products and services by category and branch, the branches chosen, another company never counted, who may read
 * them, and the tables as Excel workbooks.
 */

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

let shop: Owner;
let rival: Owner;
let branchId: number;
let managerId: number;
let reader: Awaited<ReturnType<TestApp['employee']>>;
const categories = { coffins: 0, transport: 0, rivals: 0 };

const SEPTEMBER = 'date_start=2026-09-01&date_end=2026-09-30';

type Line = {
  kind: 'product' | 'service';
  itemId: number;
  price: number;
  quantity: number;
  discount?: number;
};
const numbers = new Map<number, number>();

/** A deal written as the orders service keeps it (kopecks), made at `at` (UTC). */
async function deal(
  companyId: number,
  at: string,
  money: { total: number; paid?: number },
  options: {
    status?: OrderStatus;
    category?: OrderCategory;
    responsibleId?: number | null;
    lines?: Line[];
  } = {},
): Promise<number> {
  const number = (numbers.get(companyId) ?? 0) + 1;
  numbers.set(companyId, number);
  const [row] = await t.db
    .insert(orders)
    .values({
      companyId,
      number,
      typeOrder: 1,
      categoryOrder: options.category ?? 2,
      status: options.status ?? 'new',
      total: money.total,
      paid: money.paid ?? 0,
      responsibleId: options.responsibleId ?? null,
      createdAt: new Date(at),
    })
    .returning();
  if (options.lines?.length) {
    await t.db.insert(orderItems).values(
      options.lines.map((line, position) => ({
        orderId: row.id,
        kind: line.kind,
        itemId: line.itemId,
        name: `Строка ${position + 1}`,
        price: line.price,
        quantity: line.quantity,
        discountValue: line.discount ?? 0,
        position,
      })),
    );
  }
  return row.id;
}

async function item(companyId: number, kind: 'product' | 'service', categoryId: number | null) {
  const [row] = await t.db
    .insert(catalogItems)
    .values({ companyId, kind, categoryId, name: `${kind} ${categoryId}`, price: 100 })
    .returning();
  return row.id;
}

async function category(companyId: number | null, kind: 'product' | 'service', name: string) {
  const [row] = await t.db.insert(catalogCategories).values({ companyId, kind, name }).returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  const branch = await t.db.transaction((tx) =>
    createCompany(tx, { name: 'Ритуал — Север', ownerAccountId: shop.account.id, parentId: shop.company.id }),
  );
  branchId = branch.id;
  reader = await t.employee(shop.company.id, { report: 3 });
  managerId = reader.account.id;

  categories.coffins = await category(shop.company.id, 'product', 'Гробы');
  categories.transport = await category(null, 'service', 'Перевозка');
  categories.rivals = await category(rival.company.id, 'product', 'Чужие гробы');
  const coffin = await item(shop.company.id, 'product', categories.coffins);
  const urn = await item(shop.company.id, 'product', null);
  const hearse = await item(shop.company.id, 'service', categories.transport);
  const branchHearse = await item(branchId, 'service', categories.transport);
  const owner = shop.account.id;

  // 1 September 00:30 in Moscow (still 31 August in UTC): paid in full
  await deal(
    shop.company.id,
    '2026-08-31T21:30:00Z',
    { total: 1_000_000, paid: 1_000_000 },
    {
      status: 'paid',
      responsibleId: owner,
      lines: [
        { kind: 'product', itemId: coffin, price: 600_000, quantity: 1 },
        { kind: 'service', itemId: hearse, price: 400_000, quantity: 1 },
      ],
    },
  );
  // a cremation: two coffins less 2 000 ₽ on the line, a hearse, 10 % off the deal: 14 000 → 12 600 ₽
  await deal(
    shop.company.id,
    '2026-09-15T09:00:00Z',
    { total: 1_260_000, paid: 500_000 },
    {
      status: 'in_progress',
      category: 3,
      responsibleId: managerId,
      lines: [
        { kind: 'product', itemId: coffin, price: 600_000, quantity: 2, discount: 200_000 },
        { kind: 'service', itemId: hearse, price: 400_000, quantity: 1 },
      ],
    },
  );
  // cancelled: counted apart
  await deal(
    shop.company.id,
    '2026-09-20T09:00:00Z',
    { total: 5_000_000 },
    {
      status: 'cancelled',
      responsibleId: owner,
      lines: [{ kind: 'product', itemId: coffin, price: 1_000_000, quantity: 5 }],
    },
  );
  // 1 October 00:00 in Moscow: not September's
  await deal(shop.company.id, '2026-09-30T21:00:00Z', { total: 7_777_700 }, { responsibleId: owner });
  // nobody answers for it; an urn without a category
  await deal(
    shop.company.id,
    '2026-09-10T09:00:00Z',
    { total: 12_345 },
    { category: 4, lines: [{ kind: 'product', itemId: urn, price: 12_345, quantity: 1 }] },
  );
  // August: the previous period
  await deal(
    shop.company.id,
    '2026-08-10T09:00:00Z',
    { total: 800_000, paid: 800_000 },
    { status: 'completed', responsibleId: owner },
  );
  // the branch's September deal
  await deal(
    branchId,
    '2026-09-05T09:00:00Z',
    { total: 300_000, paid: 100_000 },
    { lines: [{ kind: 'service', itemId: branchHearse, price: 300_000, quantity: 1 }] },
  );
  // another company's September deal is never ours
  const rivalCoffin = await item(rival.company.id, 'product', categories.rivals);
  await deal(
    rival.company.id,
    '2026-09-05T09:00:00Z',
    { total: 9_999_900, paid: 9_999_900 },
    { lines: [{ kind: 'product', itemId: rivalCoffin, price: 9_999_900, quantity: 1 }] },
  );
});
afterAll(() => t.close());

describe('GET /api/reports/company-total/', () => {
  it('sums the period’s deals in Moscow days, the cancelled apart, against the month before', async () => {
    const response = await call('GET', `/api/reports/company-total/?${SEPTEMBER}`, reader.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      period: { start: '2026-09-01', end: '2026-09-30' },
      previous_period: { start: '2026-08-01', end: '2026-08-31' },
      current: {
        deals: 3,
        revenue: 22_723.45,
        paid: 15_000,
        owed: 7_723.45,
        average_check: 7_574.48,
        cancelled: 1,
      },
      previous: { deals: 1, revenue: 8_000, paid: 8_000, owed: 0, average_check: 8_000, cancelled: 0 },
    } satisfies CompanyTotal);
  });

  it('adds the branches asked for, refuses a company that is not one of them', async () => {
    const both = await call(
      'GET',
      `/api/reports/company-total/?${SEPTEMBER}&branches=${shop.company.id},${branchId}`,
      shop.session,
    );
    expect(both.statusCode, both.body).toBe(200);
    expect((both.json() as CompanyTotal).current).toMatchObject({
      deals: 4,
      revenue: 25_723.45,
      paid: 16_000,
      owed: 9_723.45,
    });
    const branchAlone = await call(
      'GET',
      `/api/reports/company-total/?${SEPTEMBER}&branches=${branchId}`,
      shop.session,
    );
    expect((branchAlone.json() as CompanyTotal).current).toMatchObject({ deals: 1, revenue: 3_000 });

    const stranger = await call(
      'GET',
      `/api/reports/company-total/?${SEPTEMBER}&branches=${rival.company.id}`,
      shop.session,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ branches: [REPORT_MSG.branchNotFound] });
  });

  it('never counts another company’s deals', async () => {
    const response = await call('GET', `/api/reports/company-total/?${SEPTEMBER}`, rival.session);
    expect((response.json() as CompanyTotal).current).toMatchObject({ deals: 1, revenue: 99_999 });
    const theirs = await call(
      'GET',
      `/api/reports/company-total/?${SEPTEMBER}&branches=${branchId}`,
      rival.session,
    );
    expect(theirs.statusCode).toBe(400);
  });

  it('checks the period: the end not before the start, two years at most; this month by default', async () => {
    const inverted = await call(
      'GET',
      '/api/reports/company-total/?date_start=2026-09-10&date_end=2026-09-01',
      shop.session,
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ date_end: [REPORT_MSG.periodOrder] });
    const long = await call(
      'GET',
      '/api/reports/company-total/?date_start=2023-01-01&date_end=2026-01-01',
      shop.session,
    );
    expect(long.json()).toMatchObject({ date_end: [REPORT_MSG.periodTooLong] });
    const wrong = await call('GET', '/api/reports/company-total/?date_start=31.09.2026', shop.session);
    expect(wrong.json()).toMatchObject({ date_start: [REPORT_MSG.date] });

    const month = dashboardDays(new Date()).thisMonth;
    const current = await call('GET', '/api/reports/company-total/', shop.session);
    expect((current.json() as CompanyTotal).period.start).toBe(month.start);
  });
});

describe('reportPeriods', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('compares whole months with as many months before, other periods with as many days before', () => {
    expect(reportPeriods({}, now)).toEqual({
      period: { start: '2026-11-01', end: '2026-11-30' },
      previous: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(reportPeriods({ date_start: '2026-07-01', date_end: '2026-09-30' }, now).previous).toEqual({
      start: '2026-04-01',
      end: '2026-06-30',
    });
    expect(reportPeriods({ date_start: '2026-09-10', date_end: '2026-09-19' }, now).previous).toEqual({
      start: '2026-08-31',
      end: '2026-09-09',
    });
    expect(reportPeriods({ date_start: '2026-02-10' }, now).period).toEqual({
      start: '2026-02-10',
      end: '2026-02-28',
    });
  });
});

describe('GET /api/reports/analytics/', () => {
  it('answers every day of a month and every month of a year', async () => {
    const days = (
      await call('GET', `/api/reports/analytics/?${SEPTEMBER}`, shop.session)
    ).json() as ReportAnalytics;
    expect(days.step).toBe('day');
    expect(days.points).toHaveLength(30);
    expect(days.points[0]).toEqual({ start: '2026-09-01', deals: 1, revenue: 10_000, paid: 10_000 });
    expect(days.points.find((point) => point.start === '2026-09-15')).toMatchObject({ revenue: 12_600 });
    expect(days.points.find((point) => point.start === '2026-09-20')).toMatchObject({ deals: 0, revenue: 0 });

    const year = (
      await call('GET', '/api/reports/analytics/?date_start=2026-01-01&date_end=2026-12-31', shop.session)
    ).json() as ReportAnalytics;
    expect(year.step).toBe('month');
    expect(year.points.map((point) => point.start)).toHaveLength(12);
    expect(year.points[7]).toMatchObject({ start: '2026-08-01', deals: 1, revenue: 8_000 });
    expect(year.points[8]).toMatchObject({ start: '2026-09-01', deals: 3, revenue: 22_723.45 });
    expect(year.points[9]).toMatchObject({ start: '2026-10-01', deals: 1, revenue: 77_777 });
  });
});

describe('POST /api/reports/report/ and GET managers/', () => {
  it('answers the deals by category and status, the cancelled ones too', async () => {
    const response = await call('POST', '/api/reports/report/', shop.session, {
      date_start: '2026-09-01',
      date_end: '2026-09-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as DealsReport).rows).toEqual([
      { category_order: 2, status: 'cancelled', deals: 1, revenue: 50_000, paid: 0, owed: 50_000 },
      { category_order: 2, status: 'paid', deals: 1, revenue: 10_000, paid: 10_000, owed: 0 },
      { category_order: 3, status: 'in_progress', deals: 1, revenue: 12_600, paid: 5_000, owed: 7_600 },
      { category_order: 4, status: 'new', deals: 1, revenue: 123.45, paid: 0, owed: 123.45 },
    ]);
  });

  it('answers each manager’s deals, most revenue first, and those nobody answers for', async () => {
    const response = await call('GET', `/api/reports/managers/?${SEPTEMBER}`, reader.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ManagersReport;
    expect(body.results.map((row) => [row.manager?.id ?? null, row.deals, row.revenue, row.owed])).toEqual([
      [managerId, 1, 12_600, 7_600],
      [shop.account.id, 1, 10_000, 0],
      [null, 1, 123.45, 123.45],
    ]);
    expect(body.results[0].manager?.name).toBeTruthy();
  });
});

describe('POST /api/reports/profit-products/ and profit-services/', () => {
  it('spreads the deal’s discount over its lines; the cost is not known', async () => {
    const response = await call('POST', '/api/reports/profit-products/', shop.session, {
      data_start: '2026-09-01',
      data_end: '2026-09-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProfitReport;
    expect(body.results).toEqual([
      {
        category: { id: categories.coffins, name: 'Гробы' },
        branch: { id: shop.company.id, name: 'Ритуал' },
        // 6 000 ₽ + (2 × 6 000 − 2 000) × 0,9
        quantity: 3,
        revenue: 15_000,
        cost: null,
        profit: null,
      },
      {
        category: null,
        branch: { id: shop.company.id, name: 'Ритуал' },
        quantity: 1,
        revenue: 123.45,
        cost: null,
        profit: null,
      },
    ]);
    expect(body.total).toEqual({ quantity: 4, revenue: 15_123.45, cost: null, profit: null });
  });

  it('splits by branch and keeps to the categories asked for', async () => {
    const services = (
      await call('POST', '/api/reports/profit-services/', shop.session, {
        date_start: '2026-09-01',
        date_end: '2026-09-30',
        branches: [shop.company.id, branchId],
      })
    ).json() as ProfitReport;
    expect(
      services.results.map((row) => [row.category?.name, row.branch.id, row.quantity, row.revenue]),
    ).toEqual([
      ['Перевозка', shop.company.id, 2, 7_600],
      ['Перевозка', branchId, 1, 3_000],
    ]);

    const coffins = (
      await call('POST', '/api/reports/profit-products/', shop.session, {
        date_start: '2026-09-01',
        date_end: '2026-09-30',
        categories: [categories.coffins],
      })
    ).json() as ProfitReport;
    expect(coffins.results.map((row) => row.category?.id)).toEqual([categories.coffins]);

    const theirs = await call('POST', '/api/reports/profit-products/', shop.session, {
      categories: [categories.rivals],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ categories: [REPORT_MSG.categoryNotFound] });
  });
});

describe('GET /api/reports/directory/', () => {
  it('lists the company and its branches, the categories it may use and its people', async () => {
    const body = (await call('GET', '/api/reports/directory/', shop.session)).json() as ReportDirectory;
    expect(body.branches).toEqual([
      { id: shop.company.id, name: 'Ритуал', is_current: true },
      { id: branchId, name: 'Ритуал — Север', is_current: false },
    ]);
    expect(body.product_categories.map((row) => row.id)).toContain(categories.coffins);
    expect(body.product_categories.map((row) => row.id)).not.toContain(categories.rivals);
    expect(body.service_categories.map((row) => row.id)).toContain(categories.transport);
    expect(body.managers.map((row) => row.id).sort()).toEqual([shop.account.id, managerId].sort());
  });
});

describe('a branch’s own reports', () => {
  it('see the branch alone: its directory lists only itself, its main company is not one of its branches', async () => {
    const branchStaff = await t.employee(branchId, { report: 3 });
    const directory = (
      await call('GET', '/api/reports/directory/', branchStaff.session)
    ).json() as ReportDirectory;
    expect(directory.branches).toEqual([{ id: branchId, name: 'Ритуал — Север', is_current: true }]);
    const own = (
      await call('GET', `/api/reports/company-total/?${SEPTEMBER}`, branchStaff.session)
    ).json() as CompanyTotal;
    expect(own.current).toMatchObject({ deals: 1, revenue: 3_000, paid: 1_000, owed: 2_000 });
    const main = await call(
      'GET',
      `/api/reports/company-total/?${SEPTEMBER}&branches=${shop.company.id}`,
      branchStaff.session,
    );
    expect(main.statusCode).toBe(400);
    expect(main.json()).toMatchObject({ branches: [REPORT_MSG.branchNotFound] });
  });
});

describe('who may read the reports', () => {
  it('takes the «report» module at any level; the deals alone do not open them', async () => {
    const dealsOnly = await t.employee(shop.company.id, { orders: 1 });
    const family = await t.user();
    for (const [method, url] of [
      ['GET', '/api/reports/directory/'],
      ['GET', '/api/reports/company-total/'],
      ['GET', '/api/reports/analytics/'],
      ['GET', '/api/reports/managers/'],
      ['POST', '/api/reports/report/'],
      ['POST', '/api/reports/profit-products/'],
      ['POST', '/api/reports/profit-services/'],
      ['GET', '/api/reports/xlsx/?table=total'],
    ] as const) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await call(method, url, reader.session, payload)).statusCode, url).toBe(200);
      expect((await call(method, url, dealsOnly.session, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, family.session, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/reports/xlsx/', () => {
  async function workbook(query: string) {
    const response = await call('GET', `/api/reports/xlsx/?${query}`, reader.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { book, disposition: String(response.headers['content-disposition']) };
  }

  it('writes the managers’ table as a workbook that reads back', async () => {
    const { book, disposition } = await workbook(`table=managers&${SEPTEMBER}`);
    expect(disposition).toContain("filename*=UTF-8''");
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('Менеджеры 01.09.2026–30.09.2026.xlsx');
    const sheet = book.getWorksheet('Менеджеры');
    if (!sheet) throw new Error('no sheet «Менеджеры»');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Менеджеры']);
    expect(values(2)).toEqual(['Период: 01.09.2026 – 30.09.2026']);
    expect(values(6)).toEqual([
      'Ответственный',
      'Сделок',
      'Выручка, ₽',
      'Оплачено, ₽',
      'Долг, ₽',
      'Средний чек, ₽',
    ]);
    expect(values(7).slice(1)).toEqual([1, 12_600, 5_000, 7_600, 12_600]);
    expect(values(9)).toEqual(['Без ответственного', 1, 123.45, 0, 123.45, 123.45]);
    expect(sheet.getColumn(3).numFmt).toBe('#,##0.00');
  });

  it('writes the totals with the change and the products with «себестоимость неизвестна»', async () => {
    const total = (await workbook(`table=total&${SEPTEMBER}`)).book.worksheets[0];
    const revenue = (total.getRow(7).values as unknown[]).slice(1);
    expect(revenue).toEqual(['Выручка, ₽', 22_723.45, 8_000, 1.84]);

    const products = (await workbook(`table=products&${SEPTEMBER}`)).book.worksheets[0];
    expect((products.getRow(7).values as unknown[]).slice(1)).toEqual([
      'Гробы',
      'Ритуал',
      3,
      15_000,
      'себестоимость неизвестна',
      'себестоимость неизвестна',
    ]);
    const services = (await workbook(`table=services&${SEPTEMBER}&branches=${branchId}`)).book.worksheets[0];
    expect((services.getRow(3).values as unknown[]).slice(1)).toEqual(['Компания: Ритуал — Север']);
    const deals = (await workbook(`table=report&${SEPTEMBER}`)).book.worksheets[0];
    expect((deals.getRow(11).values as unknown[]).slice(1)).toEqual([
      'Итого',
      undefined,
      4,
      72_723.45,
      15_000,
      57_723.45,
    ]);
  });
});
