import type { Session } from '@sp/shared/api/auth';
import { DEALER_MSG } from '@sp/shared/api/dealers';
import { MUNICIPAL_MSG } from '@sp/shared/api/passports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { companies } from './companies.table';
import { companyTypeApplications } from './company-type-applications.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const MUNICIPAL = '/api/company/becoming-municipal-organization/';
const DEALER = '/api/company/becoming-dealer/';
const MUNICIPAL_ADMIN = '/api/admin/municipal-requests/';
const DEALER_ADMIN = '/api/admin/accept-becoming-dealer/';
const NOTE = 'Просим сменить тип компании, документы приложим';

describe('a company’s requests to change its type (municipal, dealer)', () => {
  it('a company asks for one new type at a time; a decided request frees it for the other', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const municipal = await call('POST', MUNICIPAL, owner.session, { note: NOTE });
    expect(municipal.statusCode, municipal.body).toBe(201);
    const dealer = await call('POST', DEALER, owner.session, { note: NOTE });
    expect(dealer.statusCode).toBe(409);
    expect(dealer.json().detail).toBe(DEALER_MSG.otherOpen);
    expect((await call('GET', DEALER, owner.session)).json()).toBeNull();

    // each endpoint decides and lists only its own type: the municipal request is no dealer's
    expect(
      (await call('PUT', `${DEALER_ADMIN}${municipal.json().id}/`, admin.session, { status: 'accepted' }))
        .statusCode,
    ).toBe(404);
    const dealers = (await call('GET', `${DEALER_ADMIN}?limit=100`, admin.session)).json();
    expect(dealers.results.map((row: { id: number }) => row.id)).not.toContain(municipal.json().id);

    await call('PUT', `${MUNICIPAL_ADMIN}${municipal.json().id}/`, admin.session, { accept: false });
    const asked = await call('POST', DEALER, owner.session, { note: NOTE });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await call('GET', MUNICIPAL, owner.session)).json()).toMatchObject({ status: 'declined' });
    expect((await call('POST', MUNICIPAL, owner.session, { note: NOTE })).json().detail).toBe(
      MUNICIPAL_MSG.otherOpen,
    );
    expect((await call('POST', DEALER, owner.session, { note: NOTE })).json().detail).toBe(DEALER_MSG.open);
  });

  it('a company that is no longer a regular main company is not made another type: nothing is decided', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const asked = (await call('POST', MUNICIPAL, owner.session, { note: NOTE })).json();
    // meanwhile the company became a dealer (a request made before one request at a time was the rule)
    await t.db.update(companies).set({ type: 'DEALER' }).where(eq(companies.id, owner.company.id));
    const refused = await call('PUT', `${MUNICIPAL_ADMIN}${asked.id}/`, admin.session, { accept: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(MUNICIPAL_MSG.onlyRegular);
    const [row] = await t.db
      .select()
      .from(companyTypeApplications)
      .where(eq(companyTypeApplications.id, asked.id));
    expect(row).toMatchObject({ type: 'MUNICIPAL', status: 'new', decidedAt: null });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(company.type).toBe('DEALER');
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id), eq(auditLog.model, 'Company')));
    expect(journal.map((entry) => entry.action)).toEqual(['create']);
  });
});
