import { COMPANY_MODULES } from '@sp/shared/api/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { accounts } from '../accounts/accounts.table';
import { roles as rolesTable } from '../companies/companies.table';
import { OWNER_IS_PERMANENT } from './employees.service';
import { INVITATION_NOT_YOURS } from './invitations.service';
import { FULL_RIGHTS_OWNER_ONLY, GRANT_ABOVE_OWN, OWN_ROLES, ROLE_ABOVE_OWN } from './staff-rights';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

/** The invitation link's token, as the invitee receives it. */
async function inviteToken(recipient: string): Promise<string> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  const match = /invite=([^\s)]+)/.exec(rows.at(-1)?.text ?? '');
  if (!match) throw new Error('no invitation sent');
  return decodeURIComponent(match[1]);
}

describe('roles', () => {
  it('are created, read, changed and deleted by the owner, and journalled', async () => {
    const owner = await t.companyOwner();
    const created = await call('POST', '/api/company/roles/', owner.session, {
      name: 'Агент',
      modules: { orders: 2, shoppers: 3 },
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ name: 'Агент', modules: { orders: 2, shoppers: 3 }, members_count: 0 });

    const updated = await call('PUT', `/api/company/roles/${role.id}/`, owner.session, {
      name: 'Агент',
      modules: { orders: 1 },
    });
    expect(updated.json().modules).toEqual({ orders: 1 });

    const list = await call('GET', '/api/company/roles/', owner.session);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(role.id);

    expect((await call('DELETE', `/api/company/roles/${role.id}/`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', `/api/company/roles/${role.id}/`, owner.session)).statusCode).toBe(404);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(role.id)))
      .orderBy(auditLog.id);
    expect(journal.filter((row) => row.model === 'Role').map((row) => row.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('reject unknown modules, wrong levels and the administration module', async () => {
    const owner = await t.companyOwner();
    const bad = await call('POST', '/api/company/roles/', owner.session, {
      name: '',
      modules: { orders: 4, admin: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['name']));
  });

  it("of another company are not found, and employees need the manager module's levels", async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const role = (
      await call('POST', '/api/company/roles/', a.session, { name: 'Роль А', modules: { orders: 3 } })
    ).json();
    expect((await call('GET', `/api/company/roles/${role.id}/`, b.session)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/company/roles/${role.id}/`, b.session, { name: 'x', modules: {} })).statusCode,
    ).toBe(404);

    const reader = await t.employee(a.company.id, { manager: 3 });
    expect((await call('GET', '/api/company/roles/', reader.session)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/company/roles/', reader.session, { name: 'x', modules: {} })).statusCode,
    ).toBe(403);
    const writer = await t.employee(a.company.id, { manager: 2 });
    expect(
      (await call('POST', '/api/company/roles/', writer.session, { name: 'Новая', modules: {} })).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `/api/company/roles/${role.id}/`, writer.session)).statusCode).toBe(403);
    const outsider = await t.employee(a.company.id, { orders: 1 });
    expect((await call('GET', '/api/company/roles/', outsider.session)).statusCode).toBe(403);
  });
});

describe('inviting an employee', () => {
  it('by e-mail: the invitee registers, accepts by link and gets exactly the role given', async () => {
    const owner = await t.companyOwner('REGULAR', 'Обелиск');
    const role = (
      await call('POST', '/api/company/roles/', owner.session, {
        name: 'Только сделки',
        modules: { orders: 3 },
      })
    ).json();
    const invited = await call('POST', '/api/company/invite/', owner.session, {
      email: 'Worker@Test.ru',
      role_ids: [role.id],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      kind: 'employee',
      email: 'worker@test.ru',
      status: 'pending',
      roles: [{ id: role.id }],
    });
    expect((await call('GET', '/api/company/invite/', owner.session)).json().count).toBe(1);

    const token = await inviteToken('worker@test.ru');
    const person = await t.createAccount({ userType: 1, email: 'worker@test.ru' });
    const session = await t.login(person);
    const mine = await call('GET', '/api/company/accept-invitation/', session);
    expect(mine.json().results[0].company.name).toBe('Обелиск');

    const accepted = await call('POST', '/api/company/accept-invitation/', session, { token });
    expect(accepted.statusCode).toBe(200);
    const employee = accepted.json();
    expect(employee.profile.user_type).toBe(3);
    expect(employee.company.name).toBe('Обелиск');
    expect(employee.roles).toEqual([{ id: role.id, name: 'Только сделки', modules: { orders: 3 } }]);

    // read-only on orders, nothing on staff
    expect((await call('GET', '/api/company/managers/', employee)).statusCode).toBe(403);
    const staffList = (await call('GET', '/api/company/managers/', owner.session)).json();
    expect(staffList.count).toBe(2);
    expect((await call('POST', '/api/company/accept-invitation/', session, { token })).statusCode).toBe(409);
  });

  it('a forwarded link is answered only by the account of the invited phone or e-mail (issue 10 §6)', async () => {
    const owner = await t.companyOwner('REGULAR', 'Гранит');
    await call('POST', '/api/company/invite/', owner.session, { email: 'invited@test.ru', role_ids: [] });
    const token = await inviteToken('invited@test.ru');

    const stranger = await t.login(await t.createAccount({ userType: 1, email: 'stranger@test.ru' }));
    const seen = await call('GET', `/api/company/accept-invitation/?token=${token}`, stranger);
    expect(seen.statusCode).toBe(403);
    expect(seen.json()).toEqual({ detail: INVITATION_NOT_YOURS });
    const taken = await call('POST', '/api/company/accept-invitation/', stranger, { token });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual({ detail: INVITATION_NOT_YOURS });
    // an unconfirmed e-mail is not proof either
    const unconfirmed = await t.createAccount({ userType: 1, email: 'invited@test.ru', verified: false });
    await t.db
      .update(accounts)
      .set({ isPhoneVerified: true, phone: '79110000099' })
      .where(eq(accounts.id, unconfirmed.id));
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { phone: '79110000099', password: TEST_PASSWORD },
    });
    expect(
      (await call('POST', '/api/company/accept-invitation/', byPhone.json(), { token })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/company/managers/', owner.session)).json().count).toBe(1);

    await t.db.update(accounts).set({ isEmailVerified: true }).where(eq(accounts.id, unconfirmed.id));
    const invitee = await t.login({ email: 'invited@test.ru' });
    const accepted = await call('POST', '/api/company/accept-invitation/', invitee, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().company.name).toBe('Гранит');
  });

  it('invitations are limited per company, per recipient and per address (issue 10 §6)', async () => {
    const owner = await t.companyOwner();
    // a tariff without a staff limit: the throttles are what this proves
    await t.grantTariff({ companyId: owner.company.id }, { employees: null, branches: null });
    const invite = (email: string, remoteAddress = '10.20.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/invite/',
        payload: { email, role_ids: [] },
        headers: t.bearer(owner.session),
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await invite('same-person@test.ru')).statusCode).toBe(201);
    const sixth = await invite('same-person@test.ru');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/^На этот адрес уже отправлено много приглашений/);

    for (let i = 0; i < 15; i += 1)
      expect((await invite(`crowd${i}@test.ru`, `10.21.0.${i}`)).statusCode).toBe(201);
    const overCompany = await invite('one-more@test.ru', '10.22.0.1');
    expect(overCompany.statusCode).toBe(429);
    expect(overCompany.json().detail).toMatch(/^Компания отправила слишком много приглашений/);
    expect(Number(overCompany.headers['retry-after'])).toBeGreaterThan(0);
    // nothing was sent for the refused ones
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'one-more@test.ru'));
    expect(sent).toHaveLength(0);
  });

  it('by phone, accepted from the cabinet by id, and declined invitations are gone', async () => {
    const owner = await t.companyOwner();
    await call('POST', '/api/company/invite/', owner.session, { phone: '+7 (911) 222-33-44', role_ids: [] });
    const person = await t.createAccount({ userType: 1, phone: '79112223344' });
    await t.db.update(accounts).set({ isPhoneVerified: true }).where(eq(accounts.id, person.id));
    const session = await t.login(person);
    const [invitation] = (await call('GET', '/api/company/accept-invitation/', session)).json().results;
    expect(invitation.phone).toBe('+7 (911) 222-33-44');
    const declined = await call('POST', '/api/company/accept-invitation/', session, {
      invitation_id: invitation.id,
      accept: false,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().profile.user_type).toBe(1);
    expect((await call('GET', '/api/company/accept-invitation/', session)).json().count).toBe(0);
  });

  it('validates the address and refuses roles of another company', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const foreign = (
      await call('POST', '/api/company/roles/', b.session, { name: 'Чужая', modules: {} })
    ).json();
    expect((await call('POST', '/api/company/invite/', a.session, {})).json()).toEqual({
      email: ['Поле обязательно для заполнения'],
    });
    expect((await call('POST', '/api/company/invite/', a.session, { email: 'nope' })).json()).toEqual({
      email: ['Неверный формат почты'],
    });
    const wrongRole = await call('POST', '/api/company/invite/', a.session, {
      email: 'x@test.ru',
      role_ids: [foreign.id],
    });
    expect(wrongRole.json()).toEqual({ role_ids: ['Роль не найдена'] });
  });

  it('is withdrawn by its company only, once, and journalled; a branch invitation likewise', async () => {
    const a = await t.companyOwner();
    const b = await t.companyOwner();
    const sent = (await call('POST', '/api/company/invite/', a.session, { email: 'later@test.ru' })).json();
    expect((await call('DELETE', `/api/company/invite/${sent.id}/`, b.session)).statusCode).toBe(404);
    // an employee invitation is not withdrawn as a branch's
    expect((await call('DELETE', `/api/company/invite-filial/${sent.id}/`, a.session)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/company/invite/${sent.id}/`, a.session)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/company/invite/${sent.id}/`, a.session)).statusCode).toBe(404);
    const pending = (await call('GET', '/api/company/invite/', a.session)).json();
    expect(pending.results.map((row: { id: number }) => row.id)).not.toContain(sent.id);

    const branch = (
      await call('POST', '/api/company/invite-filial/', a.session, { company_id: b.company.id })
    ).json();
    expect((await call('DELETE', `/api/company/invite-filial/${branch.id}/`, a.session)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/company/accept-invite-filial/', b.session)).json().results).toEqual([]);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, a.company.id))
      .orderBy(auditLog.id);
    expect(
      journal
        .filter((row) => row.action === 'update' && row.model.endsWith('Invitation'))
        .map((row) => [row.model, row.recordId, row.changes]),
    ).toEqual([
      ['Invitation', String(sent.id), { status: { old: 'pending', new: 'revoked' } }],
      ['BranchInvitation', String(branch.id), { status: { old: 'pending', new: 'revoked' } }],
    ]);
  });

  it('employees change roles, are removed, and may quit; the owner stays', async () => {
    const owner = await t.companyOwner();
    const worker = await t.employee(owner.company.id, { orders: 1 });
    const list = (await call('GET', '/api/company/managers/', owner.session)).json();
    const ownerRow = list.results.find((row: { is_owner: boolean }) => row.is_owner);
    const workerRow = list.results.find(
      (row: { account_id: number }) => row.account_id === worker.account.id,
    );
    expect((await call('DELETE', `/api/company/managers/${ownerRow.id}/`, owner.session)).statusCode).toBe(
      409,
    );

    const role = (
      await call('POST', '/api/company/roles/', owner.session, { name: 'Склад', modules: { stock: 2 } })
    ).json();
    const changed = await call('PUT', `/api/company/managers/${workerRow.id}/`, owner.session, {
      role_ids: [role.id],
    });
    expect(changed.json().roles).toEqual([{ id: role.id, name: 'Склад' }]);

    const quit = await call('DELETE', `/api/company/quit-voluntarily/${owner.company.id}/`, worker.session);
    expect(quit.statusCode).toBe(200);
    expect(quit.json().company).toBeNull();
    expect(quit.json().profile.user_type).toBe(1);
    expect((await call('GET', `/api/company/managers/${workerRow.id}/`, owner.session)).statusCode).toBe(404);
  });
});

describe('branches', () => {
  it('the owner opens a branch and switches to it; a branch sees no siblings', async () => {
    const owner = await t.companyOwner('REGULAR', 'Головная');
    const created = await call('POST', '/api/company/branch/', owner.session, {
      name: 'Филиал Север',
      address: 'ул. Лесная, 1',
    });
    expect(created.statusCode).toBe(201);
    const second = (await call('POST', '/api/company/branch/', owner.session, { name: 'Филиал Юг' })).json();
    expect((await call('GET', '/api/company/branch/', owner.session)).json().count).toBe(2);

    const switched = await call('POST', '/api/profile/change-company/', owner.session, {
      company_id: created.json().id,
    });
    const inBranch = switched.json();
    expect(inBranch.company).toMatchObject({ name: 'Филиал Север', is_root: false });
    expect((await call('GET', '/api/company/branch/', inBranch)).json().count).toBe(0);
    expect(
      (await call('PUT', `/api/company/branch/${second.id}/`, inBranch, { name: 'Взлом' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/company/branch/', inBranch, { name: 'Внучка' })).statusCode).toBe(403);
  });

  it('another company is invited to become a branch and accepts', async () => {
    const main = await t.companyOwner('REGULAR', 'Сеть «Память»');
    const other = await t.companyOwner('REGULAR', 'Ритуал-Юг');
    const found = await call('GET', '/api/company/companies-to-invite/?query=%D0%AE%D0%B3', main.session);
    expect(found.json().map((c: { id: number }) => c.id)).toContain(other.company.id);

    const invited = await call('POST', '/api/company/invite-filial/', main.session, {
      company_id: other.company.id,
    });
    expect(invited.statusCode).toBe(201);
    const received = (await call('GET', '/api/company/accept-invite-filial/', other.session)).json();
    expect(received.results[0]).toMatchObject({ kind: 'branch', company: { name: 'Сеть «Память»' } });

    const accepted = await call('POST', '/api/company/accept-invite-filial/', other.session, {
      invitation_id: received.results[0].id,
    });
    expect(accepted.json()).toEqual({ accepted: true });
    const branches = (await call('GET', '/api/company/branch/', main.session)).json();
    expect(branches.results.map((b: { name: string }) => b.name)).toEqual(['Ритуал-Юг']);
    const available = (await call('GET', '/api/profile/available-companies/', main.session)).json();
    expect(available.results.map((c: { name: string }) => c.name)).toContain('Ритуал-Юг');
  });

  it('an employee without the companies module cannot read branches; a guest gets 401', async () => {
    const owner = await t.companyOwner();
    const worker = await t.employee(owner.company.id, { orders: 1 });
    expect((await call('GET', '/api/company/branch/', worker.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/company/branch/')).statusCode).toBe(401);
  });
});

describe('rights inside a company (issue 10 §2)', () => {
  const FULL = Object.fromEntries(COMPANY_MODULES.map((module) => [module, 1]));
  const detail = (message: string) => ({ detail: message });

  /** The membership id of an account in the owner's current company, as the staff list shows it. */
  async function membershipOf(owner: Session, accountId: number): Promise<number> {
    const list = (await call('GET', '/api/company/managers/?limit=100', owner)).json();
    return list.results.find((row: { account_id: number }) => row.account_id === accountId).id;
  }

  async function roleIdsOf(owner: Session, membershipId: number): Promise<number[]> {
    const employee = (await call('GET', `/api/company/managers/${membershipId}/`, owner)).json();
    return employee.roles.map((role: { id: number }) => role.id).sort();
  }

  async function createRole(session: Session, name: string, modules: object): Promise<number> {
    const response = await call('POST', '/api/company/roles/', session, { name, modules });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  it('an employee creates and edits roles only up to the levels they hold', async () => {
    const owner = await t.companyOwner();
    const writer = await t.employee(owner.company.id, { manager: 2, orders: 2 });

    const above = await call('POST', '/api/company/roles/', writer.session, {
      name: 'Директор',
      modules: { manager: 1 },
    });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual(detail(GRANT_ABOVE_OWN));
    const unheld = await call('POST', '/api/company/roles/', writer.session, {
      name: 'Склад',
      modules: { stock: 3 },
    });
    expect(unheld.json()).toEqual(detail(GRANT_ABOVE_OWN));

    const own = await createRole(writer.session, 'Помощник', { manager: 3, orders: 2 });
    const raised = await call('PUT', `/api/company/roles/${own}/`, writer.session, {
      name: 'Помощник',
      modules: { manager: 3, orders: 1 },
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual(detail(GRANT_ABOVE_OWN));

    // a role above the writer's rights is not theirs to edit, not even downwards
    const director = await createRole(owner.session, 'Директор', { orders: 1 });
    const lowered = await call('PUT', `/api/company/roles/${director}/`, writer.session, {
      name: 'Директор',
      modules: { orders: 2 },
    });
    expect(lowered.statusCode).toBe(403);
    expect(lowered.json()).toEqual(detail(ROLE_ABOVE_OWN));

    const roles = (await call('GET', '/api/company/roles/', owner.session)).json().results;
    expect(roles.map((role: { name: string; modules: object }) => [role.name, role.modules])).toEqual([
      ['Директор', { orders: 1 }],
      ['Помощник', { manager: 3, orders: 2 }],
      ['Роль', { manager: 2, orders: 2 }],
    ]);
  });

  it('an employee cannot raise their own role, nor change their own roles at all', async () => {
    const owner = await t.companyOwner();
    const writer = await t.employee(owner.company.id, { manager: 1 });
    const [ownRole] = writer.session.roles;
    const raised = await call('PUT', `/api/company/roles/${ownRole.id}/`, writer.session, {
      name: 'Роль',
      modules: { manager: 1, orders: 1 },
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual(detail(GRANT_ABOVE_OWN));
    const toFull = await call('PUT', `/api/company/roles/${ownRole.id}/`, writer.session, {
      name: 'Роль',
      modules: FULL,
    });
    expect(toFull.json()).toEqual(detail(FULL_RIGHTS_OWNER_ONLY));
    expect((await call('GET', `/api/company/roles/${ownRole.id}/`, owner.session)).json().modules).toEqual({
      manager: 1,
    });

    const self = await membershipOf(owner.session, writer.account.id);
    const modest = await createRole(owner.session, 'Только чтение', { manager: 3 });
    const assigned = await call('PUT', `/api/company/managers/${self}/`, writer.session, {
      role_ids: [ownRole.id, modest],
    });
    expect(assigned.statusCode).toBe(403);
    expect(assigned.json()).toEqual(detail(OWN_ROLES));
    const removed = await call('DELETE', `/api/company/managers/${self}/`, writer.session);
    expect(removed.json()).toEqual(detail(OWN_ROLES));
    expect(await roleIdsOf(owner.session, self)).toEqual([ownRole.id]);

    // the owner's membership stays the owner's
    const ownerRow = await membershipOf(owner.session, owner.account.id);
    const onOwner = await call('PUT', `/api/company/managers/${ownerRow}/`, writer.session, {
      role_ids: [modest],
    });
    expect(onOwner.json()).toEqual(detail(OWNER_IS_PERMANENT));
  });

  it('an employee assigns and takes away only roles within their rights', async () => {
    const owner = await t.companyOwner();
    const writer = await t.employee(owner.company.id, { manager: 2, orders: 2 });
    const colleague = await t.employee(owner.company.id, { tasks: 3 });
    const member = await membershipOf(owner.session, colleague.account.id);
    const [colleagueRole] = colleague.session.roles;
    const agent = await createRole(owner.session, 'Агент', { orders: 2 });
    const director = await createRole(owner.session, 'Директор', { orders: 1 });

    const above = await call('PUT', `/api/company/managers/${member}/`, writer.session, {
      role_ids: [colleagueRole.id, director],
    });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual(detail(GRANT_ABOVE_OWN));
    expect(await roleIdsOf(owner.session, member)).toEqual([colleagueRole.id]);

    const within = await call('PUT', `/api/company/managers/${member}/`, writer.session, {
      role_ids: [colleagueRole.id, agent],
    });
    expect(within.statusCode).toBe(200);

    await call('PUT', `/api/company/managers/${member}/`, owner.session, {
      role_ids: [colleagueRole.id, agent, director],
    });
    const takenAway = await call('PUT', `/api/company/managers/${member}/`, writer.session, {
      role_ids: [colleagueRole.id, agent],
    });
    expect(takenAway.statusCode).toBe(403);
    expect(takenAway.json()).toEqual(detail(ROLE_ABOVE_OWN));
    expect(await roleIdsOf(owner.session, member)).toEqual([colleagueRole.id, agent, director].sort());
  });

  it('only the owner creates, edits, deletes, assigns or takes away a full-rights role', async () => {
    const owner = await t.companyOwner();
    const deputy = await t.employee(owner.company.id, FULL);
    const colleague = await t.employee(owner.company.id, { tasks: 3 });
    const member = await membershipOf(owner.session, colleague.account.id);
    const [colleagueRole] = colleague.session.roles;
    const full = await createRole(owner.session, 'Заместитель', FULL);
    const refused = detail(FULL_RIGHTS_OWNER_ONLY);

    expect(
      (await call('POST', '/api/company/roles/', deputy.session, { name: 'Ещё один', modules: FULL })).json(),
    ).toEqual(refused);
    const edited = await call('PUT', `/api/company/roles/${full}/`, deputy.session, {
      name: 'Заместитель',
      modules: { orders: 1 },
    });
    expect(edited.statusCode).toBe(403);
    expect(edited.json()).toEqual(refused);
    expect((await call('DELETE', `/api/company/roles/${full}/`, deputy.session)).json()).toEqual(refused);
    expect(
      (
        await call('PUT', `/api/company/managers/${member}/`, deputy.session, {
          role_ids: [colleagueRole.id, full],
        })
      ).json(),
    ).toEqual(refused);
    expect(await roleIdsOf(owner.session, member)).toEqual([colleagueRole.id]);

    // the owner may; then the deputy can neither take the role away nor remove its holder
    const byOwner = await call('PUT', `/api/company/managers/${member}/`, owner.session, {
      role_ids: [colleagueRole.id, full],
    });
    expect(byOwner.statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/api/company/managers/${member}/`, deputy.session, {
          role_ids: [colleagueRole.id],
        })
      ).json(),
    ).toEqual(refused);
    expect((await call('DELETE', `/api/company/managers/${member}/`, deputy.session)).json()).toEqual(
      refused,
    );
    expect(await roleIdsOf(owner.session, member)).toEqual([colleagueRole.id, full].sort());
    expect((await call('GET', `/api/company/roles/${full}/`, owner.session)).json().modules).toEqual(FULL);
  });

  it('an invitation carries only roles within the inviter’s rights and never reaches the inviter', async () => {
    const owner = await t.companyOwner();
    const writer = await t.employee(owner.company.id, { manager: 2 });
    const director = await createRole(owner.session, 'Директор', { orders: 1 });
    const full = await createRole(owner.session, 'Заместитель', FULL);
    const viewer = await createRole(owner.session, 'Зритель', { manager: 3 });

    const above = await call('POST', '/api/company/invite/', writer.session, {
      email: 'new@test.ru',
      role_ids: [director],
    });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual(detail(GRANT_ABOVE_OWN));
    const fullRights = await call('POST', '/api/company/invite/', writer.session, {
      email: 'new@test.ru',
      role_ids: [full],
    });
    expect(fullRights.json()).toEqual(detail(FULL_RIGHTS_OWNER_ONLY));
    const toSelf = await call('POST', '/api/company/invite/', writer.session, {
      email: writer.account.email,
      role_ids: [viewer],
    });
    expect(toSelf.statusCode).toBe(403);
    expect(toSelf.json()).toEqual(detail(OWN_ROLES));
    expect((await call('GET', '/api/company/invite/', owner.session)).json().count).toBe(0);

    // an invitation the writer sent, accepted by the writer under a changed address, adds nothing
    const sent = await call('POST', '/api/company/invite/', writer.session, {
      email: 'spare@test.ru',
      role_ids: [viewer],
    });
    expect(sent.statusCode).toBe(201);
    const token = await inviteToken('spare@test.ru');
    await t.db.update(accounts).set({ email: 'spare@test.ru' }).where(eq(accounts.id, writer.account.id));
    const accepted = await call('POST', '/api/company/accept-invitation/', writer.session, { token });
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json()).toEqual(detail(OWN_ROLES));
    const self = await membershipOf(owner.session, writer.account.id);
    expect(await roleIdsOf(owner.session, self)).toEqual(writer.session.roles.map((role) => role.id));
  });

  it('placing people in a branch: never oneself, only roles within one’s rights', async () => {
    const owner = await t.companyOwner('REGULAR', 'Головная');
    const branch = (await call('POST', '/api/company/branch/', owner.session, { name: 'Филиал' })).json();
    const branchRole = async (name: string, modules: object) =>
      (await t.db.insert(rolesTable).values({ companyId: branch.id, name, modules }).returning())[0].id;
    const agent = await branchRole('Агент', { orders: 2 });
    const director = await branchRole('Директор', { orders: 1 });
    const staffer = await branchRole('Кадровик', { manager: 3 });
    const full = await branchRole('Заместитель', FULL);
    const placer = await t.employee(owner.company.id, { companies: 2, orders: 2 });
    const colleague = await t.employee(owner.company.id, { tasks: 3 });
    const place = (accountId: number, roleIds: number[]) =>
      call('POST', '/api/company/branch-managers/', placer.session, {
        branch_id: branch.id,
        account_id: accountId,
        role_ids: roleIds,
      });

    const self = await place(placer.account.id, [agent]);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual(detail(OWN_ROLES));
    expect((await place(colleague.account.id, [director])).json()).toEqual(detail(GRANT_ABOVE_OWN));
    expect((await place(colleague.account.id, [staffer])).json()).toEqual(detail(GRANT_ABOVE_OWN));
    expect((await place(colleague.account.id, [full])).json()).toEqual(detail(FULL_RIGHTS_OWNER_ONLY));
    const people = async () =>
      (await call('GET', `/api/company/branch-managers/?branch_id=${branch.id}`, owner.session))
        .json()
        .results.map((row: { account_id: number }) => row.account_id);
    expect(await people()).toEqual([owner.account.id]);

    const placed = await place(colleague.account.id, [agent]);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().roles).toEqual([{ id: agent, name: 'Агент' }]);
    expect((await people()).sort()).toEqual([owner.account.id, colleague.account.id].sort());
  });

  it('the main company’s owner keeps every right in a company that joined as a branch', async () => {
    const main = await t.companyOwner('REGULAR', 'Сеть');
    const other = await t.companyOwner('REGULAR', 'Присоединённая');
    await call('POST', '/api/company/invite-filial/', main.session, { company_id: other.company.id });
    const [invitation] = (await call('GET', '/api/company/accept-invite-filial/', other.session)).json()
      .results;
    await call('POST', '/api/company/accept-invite-filial/', other.session, { invitation_id: invitation.id });
    const inBranch = (
      await call('POST', '/api/profile/change-company/', main.session, { company_id: other.company.id })
    ).json();
    const created = await call('POST', '/api/company/roles/', inBranch, { name: 'Все права', modules: FULL });
    expect(created.statusCode).toBe(201);
  });
});
