import type { Session } from '@sp/shared/api/auth';
import { DEALER_MSG } from '@sp/shared/api/dealers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { companies } from '../companies/companies.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const APPLY = '/api/company/becoming-dealer/';
const ADMIN = '/api/admin/accept-becoming-dealer/';
const NOTE = 'Раздаём промокоды клиентам наших салонов в Твери';

describe('becoming a dealer', () => {
  it('a regular company asks once; an administrator accepts: the company is DEALER, journalled, the owner told', async () => {
    const owner = await t.companyOwner('REGULAR', 'ООО «Гранит-Дилер»');
    expect((await call('GET', APPLY, owner.session)).json()).toBeNull();
    expect((await call('POST', APPLY, owner.session, { note: 'коротко' })).json()).toEqual(
      expect.objectContaining({ note: [DEALER_MSG.note] }),
    );
    const asked = await call('POST', APPLY, owner.session, { note: NOTE });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      company: { id: owner.company.id, name: 'ООО «Гранит-Дилер»' },
      note: NOTE,
      status: 'new',
      decided_at: null,
    });
    const again = await call('POST', APPLY, owner.session, { note: NOTE });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DEALER_MSG.open);
    const employee = await t.employee(owner.company.id, { companies: 1, 'promo-code': 1 });
    expect((await call('POST', APPLY, employee.session, { note: NOTE })).statusCode).toBe(403);

    const admin = await t.admin();
    const listed = (await call('GET', `${ADMIN}?status=new&limit=100`, admin.session)).json();
    expect(listed.results.map((row: { id: number }) => row.id)).toContain(asked.json().id);
    const accepted = await call('PUT', `${ADMIN}${asked.json().id}/`, admin.session, {
      status: 'accepted',
      comment: 'Проверили договор',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', comment: 'Проверили договор' });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(company.type).toBe('DEALER');
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id), eq(auditLog.model, 'Company')));
    expect(journal.map((row) => row.changes)).toContainEqual({ type: { old: 'REGULAR', new: 'DEALER' } });
    await t.services.background.settled();
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.account.email!));
    expect(told.map((row) => row.subject)).toContain('Компания стала дилером — Светлая память');

    const twice = await call('PUT', `${ADMIN}${asked.json().id}/`, admin.session, { status: 'declined' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(DEALER_MSG.decided);
    expect((await call('PUT', `${ADMIN}999999/`, admin.session, { status: 'declined' })).statusCode).toBe(
      404,
    );
    // the owner now passes the dealer's routes; asking again says it is one already
    expect((await call('GET', '/api/company/dealer-promo-code/', owner.session)).statusCode).toBe(200);
    const already = await call('POST', APPLY, owner.session, { note: NOTE });
    expect(already.statusCode).toBe(409);
    expect(already.json().detail).toBe(DEALER_MSG.already);
  });

  it('a declined company stays regular and may ask again', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const first = (await call('POST', APPLY, owner.session, { note: NOTE })).json();
    const declined = await call('PUT', `${ADMIN}${first.id}/`, admin.session, {
      status: 'declined',
      comment: 'Нет договора',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', comment: 'Нет договора' });
    expect((await call('GET', APPLY, owner.session)).json()).toMatchObject({ status: 'declined' });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(company.type).toBe('REGULAR');
    expect((await call('POST', APPLY, owner.session, { note: NOTE })).statusCode).toBe(201);
  });

  it('only a regular main company asks', async () => {
    const municipal = await t.companyOwner('MUNICIPAL');
    const refused = await call('POST', APPLY, municipal.session, { note: NOTE });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(DEALER_MSG.onlyRegular);
    const main = await t.companyOwner();
    const branchOwner = await t.companyOwner();
    await t.db
      .update(companies)
      .set({ parentId: main.company.id })
      .where(eq(companies.id, branchOwner.company.id));
    const branch = await call('POST', APPLY, branchOwner.session, { note: NOTE });
    expect(branch.statusCode).toBe(409);
    expect(branch.json().detail).toBe(DEALER_MSG.onlyRegular);
    const dealer = await t.companyOwner('DEALER');
    expect((await call('POST', APPLY, dealer.session, { note: NOTE })).json().detail).toBe(
      DEALER_MSG.already,
    );
    const user = await t.user();
    expect((await call('POST', APPLY, user.session, { note: NOTE })).statusCode).toBe(403);
  });

  it('the administrators’ endpoints answer 403 to everyone else', async () => {
    const owner = await t.companyOwner();
    const employee = await t.employee(owner.company.id, { admin: 1 });
    const user = await t.user();
    for (const session of [owner.session, employee.session, user.session]) {
      expect((await call('GET', ADMIN, session)).statusCode).toBe(403);
      expect((await call('PUT', `${ADMIN}1/`, session, { status: 'accepted' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
  });
});
