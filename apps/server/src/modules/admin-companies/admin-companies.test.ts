import { ADMIN_COMPANY_MSG, type CompanyStatistic } from '@sp/shared/api/admin-companies';
import type { Session } from '@sp/shared/api/auth';
import { dayInZone } from '@sp/shared/format/date-words';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

describe('the administrator’s companies (issue 16 §1)', () => {
  it('finds a company by name or ИНН with its owner and staff, and reads its business', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner('REGULAR', 'Ритуал «Вечность-Статистика»');
    await t.employee(owner.company.id, { orders: 2 });
    const other = await t.companyOwner('REGULAR', 'Соседи-Статистика');
    for (const body of [
      { type_order: 2, category_order: 4 },
      { type_order: 2, category_order: 4 },
    ]) {
      const deal = await call('POST', '/api/company-orders/orders/', owner.session, body);
      expect(deal.statusCode, deal.body).toBe(201);
    }
    await call('POST', '/api/company-orders/orders/', other.session, { type_order: 2, category_order: 4 });

    const found = await call('GET', '/api/admin/companies/?query=вечность', admin.session);
    expect(found.json()).toMatchObject({
      count: 1,
      results: [
        {
          id: owner.company.id,
          name: 'Ритуал «Вечность-Статистика»',
          type: 'REGULAR',
          parent: null,
          owner: { id: owner.account.id },
          employees: 2,
        },
      ],
    });
    const statistic: CompanyStatistic = (
      await call('GET', `/api/admin/statistic-company/${owner.company.id}/`, admin.session)
    ).json();
    expect(statistic).toMatchObject({ company_id: owner.company.id, deals: 2, cancelled: 0, employees: 2 });
    expect(statistic.months).toHaveLength(12);
    expect(statistic.months.at(-1)).toMatchObject({ month: dayInZone(new Date()).slice(0, 7), deals: 2 });
    expect(statistic.months.slice(0, -1).every((month) => month.deals === 0)).toBe(true);
    expect((await call('GET', '/api/admin/statistic-company/999999/', admin.session)).statusCode).toBe(404);
  });

  it('changes a company’s type, journalled; a municipal one governing cemeteries stays', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner('REGULAR', 'Будущий дилер');
    const changed = await call('PUT', `/api/admin/companies/${owner.company.id}/`, admin.session, {
      type: 'DEALER',
    });
    expect(changed.json()).toMatchObject({ id: owner.company.id, type: 'DEALER' });
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'Company'),
          eq(auditLog.recordId, String(owner.company.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      accountId: admin.account.id,
      changes: { type: { old: 'REGULAR', new: 'DEALER' } },
    });

    const municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища-Статистика»');
    const cemetery = await call('POST', '/api/cemeteries/cemeteries/', admin.session, {
      name: 'Кладбище для проверки типа',
      center: { lng: 35.9, lat: 56.86 },
      municipal_company_id: municipal.company.id,
    });
    expect(cemetery.statusCode, cemetery.body).toBe(201);
    const refused = await call('PUT', `/api/admin/companies/${municipal.company.id}/`, admin.session, {
      type: 'REGULAR',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(ADMIN_COMPANY_MSG.governsCemeteries(1));
    expect(
      (await call('PUT', `/api/admin/companies/${owner.company.id}/`, admin.session, { type: 'X' })).json()
        .type,
    ).toEqual([ADMIN_COMPANY_MSG.type]);
  });

  it('answers administrators only', async () => {
    expect((await call('GET', '/api/admin/companies/')).statusCode).toBe(401);
    const owner = await t.companyOwner();
    for (const who of [await t.user(), owner]) {
      expect((await call('GET', '/api/admin/companies/', who.session)).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/admin/companies/${owner.company.id}/`, who.session, { type: 'DEALER' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/api/admin/statistic-company/${owner.company.id}/`, who.session)).statusCode,
      ).toBe(403);
    }
  });
});
