import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §1: who calls costs one indexed query per signed-in request (the session, the account, its company
// and its roles together), whatever kind of account calls.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;

/** The queries one request makes: GET /api/profile/user/ answers from the access check alone. */
async function queriesOfProfile(session: Session) {
  // passes every query through to the real database (the driver's own call, prepared or not); only counts them
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/user/',
      headers: t.bearer(session),
    });
    return { response, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

describe('the access check of a signed-in request', () => {
  it('is one query for a family, an owner and an employee with roles, and gives the same profile and roles', async () => {
    const family = await t.user();
    const owner = await t.companyOwner();
    const employee = await t.employee(owner.company.id, { orders: 2, tasks: 3 });

    for (const caller of [family, owner, employee]) {
      const { response, queries } = await queriesOfProfile(caller.session);
      expect(response.statusCode, response.body).toBe(200);
      expect(queries).toBe(1);
    }
    const { response } = await queriesOfProfile(employee.session);
    expect(response.json()).toMatchObject({ user_type: 3, company_id: owner.company.id });
    // the roles read in that query are the ones the rights are checked against
    const deals = await t.app.inject({
      method: 'GET',
      url: '/api/company-orders/orders/',
      headers: t.bearer(employee.session),
    });
    expect(deals.statusCode, deals.body).toBe(200);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/company/roles/',
      headers: t.bearer(employee.session),
    });
    expect(staff.statusCode).toBe(403);
  });

  it('refuses an ended session in the same one query', async () => {
    const family = await t.user();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: t.bearer(family.session),
      payload: { refresh_token: family.session.refresh_token },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const { response, queries } = await queriesOfProfile(family.session);
    expect(response.statusCode).toBe(401);
    expect(queries).toBe(1);
  });
});
