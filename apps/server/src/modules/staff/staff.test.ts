import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { accounts } from '../accounts/accounts.table';

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
