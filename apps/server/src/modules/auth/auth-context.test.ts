import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Issue 13 §1: who calls costs one indexed query (the session, the account, its company and its roles together),
// whatever kind of account calls, and then none while the server hears the database's changes: every change to
// what it holds drops it on every server at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;

/** A kept caller asks nothing while changes are heard; otherwise the one query. */
const KEPT_CALLER_QUERIES = () => (t.services.publicChanges.live ? 0 : 1);

/** The queries one request makes: GET /api/profile/user/ answers from the access check alone. */
async function queriesOfProfile(session: Session) {
  const { result: response, queries } = await t.queriesDuring(() =>
    t.app.inject({ method: 'GET', url: '/api/profile/user/', headers: t.bearer(session) }),
  );
  return { response, queries };
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
      const again = await queriesOfProfile(caller.session);
      expect(again.response.json()).toEqual(response.json());
      expect(again.queries).toBe(KEPT_CALLER_QUERIES());
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

  it('drops a kept caller at once when its session, account, membership, roles or company change', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал');
    const employee = await t.employee(owner.company.id, { orders: 2 });
    const deals = async (session: Session) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/company-orders/orders/',
          headers: t.bearer(session),
        })
      ).statusCode;
    expect(await deals(employee.session)).toBe(200);
    expect(await deals(employee.session)).toBe(200);

    // the role's levels changed, as another server instance would write
    await t.writtenElsewhere(
      sql`update roles set modules = '{"tasks": 3}'::jsonb where company_id = ${owner.company.id}`,
    );
    expect(await deals(employee.session)).toBe(403);
    await t.writtenElsewhere(
      sql`update roles set modules = '{"orders": 3}'::jsonb where company_id = ${owner.company.id}`,
    );
    expect(await deals(employee.session)).toBe(200);
    // the role taken away
    await t.writtenElsewhere(
      sql`delete from membership_roles where membership_id in (select id from memberships where account_id = ${employee.account.id})`,
    );
    expect(await deals(employee.session)).toBe(403);
    // the company renamed
    expect((await profile(owner.session)).json().name).toBe('Ритуал');
    await t.writtenElsewhere(sql`update companies set name = 'Ритуал-Сервис' where id = ${owner.company.id}`);
    expect((await profile(owner.session)).json().name).toBe('Ритуал-Сервис');
    // the membership ended: no company to work in
    await t.writtenElsewhere(sql`delete from memberships where account_id = ${employee.account.id}`);
    expect(await deals(employee.session)).toBe(403);
    // the account blocked, the session ended
    await t.writtenElsewhere(sql`update accounts set is_active = false where id = ${employee.account.id}`);
    expect((await profile(employee.session)).statusCode).toBe(401);
    expect((await profile(owner.session)).statusCode).toBe(200);
    await t.writtenElsewhere(
      sql`update auth_sessions set revoked_at = now() where account_id = ${owner.account.id}`,
    );
    expect((await profile(owner.session)).statusCode).toBe(401);
  });

  it('stops a kept caller when its session runs out, with no write to tell of it', async () => {
    const family = await t.user();
    await t.writtenElsewhere(
      sql`update auth_sessions set expires_at = now() + interval '5 minutes' where account_id = ${family.account.id}`,
    );
    expect((await profile(family.session)).statusCode).toBe(200);
    expect((await queriesOfProfile(family.session)).queries).toBe(KEPT_CALLER_QUERIES());
    vi.useFakeTimers({ now: Date.now() + 6 * 60_000, toFake: ['Date'] });
    try {
      expect((await profile(family.session)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

const profile = async (session: Session) => (await queriesOfProfile(session)).response;
