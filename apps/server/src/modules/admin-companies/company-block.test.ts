import { ADMIN_COMPANY_MSG, COMPANY_BLOCKED_CODE } from '@sp/shared/api/admin-companies';
import type { Session } from '@sp/shared/api/auth';
import { MSG } from '@sp/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { createCompany } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { companyInvitations } from '../staff/invitations.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session?: Session,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...(session ? t.bearer(session) : {}), ...headers } });

const REASON = 'Жалобы клиентов на подложные договоры';
const DEALS = '/api/company-orders/orders/';

describe('an administrator blocks a company (issue 16)', () => {
  it('shuts its staff out of it and its public faces away, with its branches, until unblocked', async () => {
    const admin = await t.admin();
    const owner = await t.companyOwner('REGULAR', 'Ритуал «Блокируемый»');
    const staff = await t.employee(owner.company.id, { orders: 2 });
    const branch = await t.db.transaction((tx) =>
      createCompany(tx, {
        name: 'Блокируемый-филиал',
        ownerAccountId: owner.account.id,
        parentId: owner.company.id,
      }),
    );
    const branchStaff = await t.employee(branch.id, { orders: 2 });
    const other = await t.db.transaction((tx) =>
      createCompany(tx, { name: 'Другая компания владельца', ownerAccountId: owner.account.id }),
    );
    const landing = await call('PUT', '/api/company-landing/landing/', owner.session, {
      title: 'Ритуал «Блокируемый»',
      description: '',
      color: '#ABC',
      phone: '',
      email: '',
      website: '',
      working_hours: '',
      address: 'Тверь',
      latitude: null,
      longitude: null,
      is_published: true,
    });
    expect(landing.statusCode, landing.body).toBe(200);
    const landingUrl = `/api/public/landing/${landing.json().id}/`;
    const search = `/api/public/companies/?name=${encodeURIComponent('Блокируемый')}`;
    const reviews = `/api/public/reviews-company/?company_id=${owner.company.id}`;
    expect((await call('GET', landingUrl)).statusCode).toBe(200);
    expect((await call('GET', search)).json().count).toBe(1);
    expect((await call('GET', reviews)).statusCode).toBe(200);

    const blocked = await call('POST', `/api/admin/companies/${owner.company.id}/block/`, admin.session, {
      reason: `  ${REASON} `,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      id: owner.company.id,
      blocked: { reason: REASON, by: { id: admin.account.id } },
    });

    // every request in the company (and in its branch) answers 403 with the reason
    for (const who of [owner, staff, branchStaff]) {
      const refused = await call('GET', DEALS, who.session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        detail: ADMIN_COMPANY_MSG.companyBlocked(REASON),
        error_code: COMPANY_BLOCKED_CODE,
      });
    }
    // the staff keep their accounts: the profile, user mode
    expect((await call('GET', '/api/profile/user/', staff.session)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/family/person/', owner.session, undefined, { 'x-user-mode': '1' })).statusCode,
    ).toBe(200);
    // its public faces are gone
    expect((await call('GET', landingUrl)).statusCode).toBe(404);
    expect((await call('GET', search)).json().count).toBe(0);
    expect((await call('GET', reviews)).statusCode).toBe(404);
    // the console lists it (and its branch) as blocked
    const list = await call('GET', '/api/admin/companies/?status=blocked&query=Блокируемый', admin.session);
    expect(
      list
        .json()
        .results.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([owner.company.id, branch.id].sort());
    // 409s: blocked again, a branch on its own
    const again = await call('POST', `/api/admin/companies/${owner.company.id}/block/`, admin.session, {
      reason: REASON,
    });
    expect([again.statusCode, again.json().detail]).toEqual([409, ADMIN_COMPANY_MSG.alreadyBlocked]);
    const ofBranch = await call('POST', `/api/admin/companies/${branch.id}/unblock/`, admin.session);
    expect([ofBranch.statusCode, ofBranch.json().detail]).toEqual([409, ADMIN_COMPANY_MSG.branchBlock]);
    // the owner is told, with the reason
    await t.services.background.settled();
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.account.email!));
    expect(told.at(-1)?.text).toContain(REASON);

    // the owner switches to their other company and works there
    const switched = await call('POST', '/api/profile/change-company/', owner.session, {
      company_id: other.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await call('GET', DEALS, switched.json())).statusCode).toBe(200);

    const unblocked = await call('POST', `/api/admin/companies/${owner.company.id}/unblock/`, admin.session);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().blocked).toBeNull();
    for (const who of [staff, branchStaff])
      expect((await call('GET', DEALS, who.session)).statusCode).toBe(200);
    expect((await call('GET', landingUrl)).statusCode).toBe(200);
    expect((await call('GET', search)).json().count).toBe(1);
    const twice = await call('POST', `/api/admin/companies/${owner.company.id}/unblock/`, admin.session);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, ADMIN_COMPANY_MSG.notBlocked]);
    await t.services.background.settled();
    const last = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.account.email!));
    expect(last.at(-1)?.subject).toContain('разблокирована');

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Company'), eq(auditLog.recordId, String(owner.company.id))));
    const blocks = journal.filter((row) => 'blocked' in row.changes);
    expect(blocks.map((row) => [row.accountId, row.changes.blocked])).toEqual([
      [admin.account.id, { old: false, new: true }],
      [admin.account.id, { old: true, new: false }],
    ]);
  });

  it('blocks a branch made or joined while its main company is blocked (a request checked before the block)', async () => {
    const admin = await t.admin();
    const main = await t.companyOwner('REGULAR', 'Ритуал «Главная заблокированная»');
    const joining = await t.companyOwner('REGULAR', 'Ритуал «Вступающая»');
    const [invitation] = await t.db
      .insert(companyInvitations)
      .values({
        companyId: main.company.id,
        kind: 'branch',
        targetCompanyId: joining.company.id,
        invitedBy: main.account.id,
        expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
      })
      .returning();
    const blocked = await call('POST', `/api/admin/companies/${main.company.id}/block/`, admin.session, {
      reason: REASON,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    // the invited company joins the blocked one: it is blocked with it, on its own row
    const accepted = await call('POST', '/api/company/accept-invite-filial/', joining.session, {
      invitation_id: invitation.id,
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [joined] = await t.db.select().from(companies).where(eq(companies.id, joining.company.id));
    expect([joined.parentId, joined.blockedReason, joined.blockedByAccountId]).toEqual([
      main.company.id,
      REASON,
      admin.account.id,
    ]);
    const refused = await call('GET', DEALS, joining.session);
    expect([refused.statusCode, refused.json().error_code]).toEqual([403, COMPANY_BLOCKED_CODE]);

    // a branch opened by a request that passed its check just before the block is refused inside its transaction
    await expect(
      t.services.staff.branches.create(main.company.id, main.account.id, {
        name: 'Филиал после блокировки',
        address: '',
        phone: '',
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const made = await t.db.select().from(companies).where(eq(companies.name, 'Филиал после блокировки'));
    expect(made).toEqual([]);

    // unblocking the main company unblocks the branch that joined it
    await call('POST', `/api/admin/companies/${main.company.id}/unblock/`, admin.session);
    expect((await call('GET', DEALS, joining.session)).statusCode).toBe(200);
  });

  it('answers administrators only and asks for the reason', async () => {
    const owner = await t.companyOwner('REGULAR', 'Не блокируемая');
    for (const who of [await t.user(), owner]) {
      for (const action of ['block', 'unblock']) {
        const response = await call(
          'POST',
          `/api/admin/companies/${owner.company.id}/${action}/`,
          who.session,
          {
            reason: REASON,
          },
        );
        expect(response.statusCode).toBe(403);
      }
    }
    const admin = await t.admin();
    const empty = await call('POST', `/api/admin/companies/${owner.company.id}/block/`, admin.session, {
      reason: ' ',
    });
    expect([empty.statusCode, empty.json().reason]).toEqual([400, [MSG.required]]);
    const missing = await call('POST', '/api/admin/companies/999999/block/', admin.session, {
      reason: REASON,
    });
    expect(missing.statusCode).toBe(404);
  });
});
