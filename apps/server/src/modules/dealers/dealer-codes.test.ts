import type { Session } from '@sp/shared/api/auth';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { moscowToday } from '../promo-codes/promo-codes.service';
import { promoCodes } from '../promo-codes/promo-codes.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const REQUEST = '/api/company/dealer-request-promo-code/';
const CODES = '/api/company/dealer-promo-code/';
const ADMIN_LIST = '/api/admin/dealer-promo-codes/';
const DECIDE = '/api/admin/accept-dealer-promo-codes/';

let serial = 0;
const body = (extra: object = {}) => {
  serial += 1;
  return {
    code: `dlr-${serial}-${Date.now() % 100000}`,
    discount_percent: 10,
    audience: '',
    max_uses: '',
    valid_until: '',
    note: 'Раздаём в салоне на Советской',
    ...extra,
  };
};

describe('a dealer’s own promo codes', () => {
  it('a dealer asks for a code; an administrator accepts it with a share; the dealer stops and starts it', async () => {
    const dealer = await t.companyOwner('DEALER', 'ООО «Дилер-1»');
    const asked = await call('POST', REQUEST, dealer.session, body({ code: 'tver-2026', max_uses: 50 }));
    expect(asked.statusCode, asked.body).toBe(201);
    const code = asked.json();
    expect(code).toMatchObject({
      code: 'TVER-2026',
      status: 'requested',
      dealer: { id: dealer.company.id, name: 'ООО «Дилер-1»' },
      dealer_share_percent: 0,
      max_uses: 50,
      paid_total: 0,
      reward_total: 0,
    });
    // the same code again, in any case: taken
    const taken = await call('POST', REQUEST, dealer.session, body({ code: 'Tver-2026' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: [PROMO_MSG.codeTaken] });
    expect((await call('GET', REQUEST, dealer.session)).json()).toMatchObject({
      count: 1,
      results: [{ id: code.id }],
    });
    expect((await call('GET', CODES, dealer.session)).json()).toEqual({ count: 0, results: [] });
    // a request is not switched
    expect(
      (await call('PUT', `${CODES}${code.id}/`, dealer.session, { status: 'disabled' })).statusCode,
    ).toBe(404);

    const admin = await t.admin();
    const listed = (await call('GET', `${ADMIN_LIST}?dealer_id=${dealer.company.id}`, admin.session)).json();
    expect(listed.results.map((row: { id: number }) => row.id)).toEqual([code.id]);
    const badShare = await call('PUT', `${DECIDE}${code.id}/`, admin.session, {
      status: 'active',
      dealer_share_percent: 60,
    });
    expect(badShare.json()).toMatchObject({ dealer_share_percent: [PROMO_MSG.share] });
    const accepted = await call('PUT', `${DECIDE}${code.id}/`, admin.session, {
      status: 'active',
      dealer_share_percent: 20,
      comment: 'Согласовано',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'active',
      dealer_share_percent: 20,
      comment: 'Согласовано',
    });
    expect(accepted.json().decided_at).not.toBeNull();
    const again = await call('PUT', `${DECIDE}${code.id}/`, admin.session, { status: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PROMO_MSG.decided);
    await t.services.background.settled();
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, dealer.account.email!));
    expect(told.map((row) => row.subject)).toContain('Промокод TVER-2026 действует — Светлая память');

    expect((await call('GET', REQUEST, dealer.session)).json().count).toBe(0);
    expect((await call('GET', CODES, dealer.session)).json()).toMatchObject({
      count: 1,
      results: [{ id: code.id }],
    });
    const stopped = await call('PUT', `${CODES}${code.id}/`, dealer.session, { status: 'disabled' });
    expect(stopped.json()).toMatchObject({ status: 'disabled' });
    expect((await call('GET', `${CODES}?status=active`, dealer.session)).json().count).toBe(0);
    const started = await call('PUT', `${CODES}${code.id}/`, dealer.session, { status: 'active' });
    expect(started.json()).toMatchObject({ status: 'active', dealer_share_percent: 20 });
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, dealer.company.id), eq(auditLog.model, 'PromoCode')));
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('a code an administrator switched off stays off for its dealer until an administrator switches it on', async () => {
    const dealer = await t.companyOwner('DEALER');
    const admin = await t.admin();
    const code = (await call('POST', REQUEST, dealer.session, body())).json();
    await call('PUT', `${DECIDE}${code.id}/`, admin.session, { status: 'active', dealer_share_percent: 10 });
    const ADMIN_CODE = `/api/admin/promo-codes/${code.id}/`;
    const DEALER_CODE = `${CODES}${code.id}/`;

    const stopped = await call('PUT', ADMIN_CODE, admin.session, { status: 'disabled' });
    expect(stopped.json()).toMatchObject({ status: 'disabled', disabled_by_admin: true });
    expect((await call('GET', CODES, dealer.session)).json().results).toMatchObject([
      { id: code.id, status: 'disabled', disabled_by_admin: true },
    ]);
    const refused = await call('PUT', DEALER_CODE, dealer.session, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PROMO_MSG.disabledByAdmin);
    // switching it off again changes nothing and keeps it the administrator's
    expect((await call('PUT', DEALER_CODE, dealer.session, { status: 'disabled' })).statusCode).toBe(200);
    // the administrator's other changes keep it off and the administrator's
    await call('PUT', ADMIN_CODE, admin.session, { discount_percent: 15 });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ status: 'disabled', disabledByAdmin: true, discountPercent: 15 });
    expect((await call('PUT', DEALER_CODE, dealer.session, { status: 'active' })).statusCode).toBe(409);

    const started = await call('PUT', ADMIN_CODE, admin.session, { status: 'active' });
    expect(started.json()).toMatchObject({ status: 'active', disabled_by_admin: false });
    // the dealer's own switch-off is its own to undo
    const own = await call('PUT', DEALER_CODE, dealer.session, { status: 'disabled' });
    expect(own.json()).toMatchObject({ status: 'disabled', disabled_by_admin: false });
    const again = await call('PUT', DEALER_CODE, dealer.session, { status: 'active' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'active', disabled_by_admin: false });
    // an administrator's switch-off of a code its dealer already stopped makes it the administrator's
    await call('PUT', DEALER_CODE, dealer.session, { status: 'disabled' });
    await call('PUT', ADMIN_CODE, admin.session, { status: 'disabled' });
    expect((await call('PUT', DEALER_CODE, dealer.session, { status: 'active' })).statusCode).toBe(409);
    // a flag only a disabled code carries
    await expect(
      t.db.update(promoCodes).set({ status: 'active' }).where(eq(promoCodes.id, code.id)),
    ).rejects.toThrow();
  });

  it('a declined request stays among the requests with the comment; a platform code is not decided here', async () => {
    const dealer = await t.companyOwner('DEALER');
    const admin = await t.admin();
    const code = (await call('POST', REQUEST, dealer.session, body())).json();
    const declined = await call('PUT', `${DECIDE}${code.id}/`, admin.session, {
      status: 'declined',
      comment: 'Слишком большая скидка',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', comment: 'Слишком большая скидка' });
    expect((await call('GET', `${REQUEST}?status=declined`, dealer.session)).json()).toMatchObject({
      count: 1,
      results: [{ id: code.id, comment: 'Слишком большая скидка' }],
    });
    expect((await call('PUT', `${CODES}${code.id}/`, dealer.session, { status: 'active' })).statusCode).toBe(
      404,
    );

    const [platform] = await t.db
      .insert(promoCodes)
      .values({ code: `PLATFORM-${serial}`, discountPercent: 5, status: 'active' })
      .returning();
    const refused = await call('PUT', `${DECIDE}${platform.id}/`, admin.session, { status: 'declined' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PROMO_MSG.notDealerCode);
    const all = (await call('GET', `${ADMIN_LIST}?limit=100`, admin.session)).json();
    expect(all.results.map((row: { id: number }) => row.id)).not.toContain(platform.id);
    expect((await call('PUT', `${DECIDE}999999/`, admin.session, { status: 'declined' })).statusCode).toBe(
      404,
    );
  });

  it('the requests waiting come first in the administrators’ list', async () => {
    const dealer = await t.companyOwner('DEALER');
    const admin = await t.admin();
    const first = (await call('POST', REQUEST, dealer.session, body())).json();
    const second = (await call('POST', REQUEST, dealer.session, body())).json();
    await call('PUT', `${DECIDE}${second.id}/`, admin.session, { status: 'active', dealer_share_percent: 5 });
    const third = (await call('POST', REQUEST, dealer.session, body())).json();
    const listed = (await call('GET', `${ADMIN_LIST}?dealer_id=${dealer.company.id}`, admin.session)).json();
    expect(listed.results.map((row: { id: number }) => row.id)).toEqual([third.id, first.id, second.id]);
    const found = (
      await call('GET', `${ADMIN_LIST}?query=${first.code.slice(0, 7).toLowerCase()}`, admin.session)
    ).json();
    expect(found.results.map((row: { id: number }) => row.id)).toContain(first.id);
  });

  it('a last day already past is refused; today and later are the end of that Moscow day', async () => {
    const dealer = await t.companyOwner('DEALER');
    const past = await call('POST', REQUEST, dealer.session, body({ valid_until: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ valid_until: [PROMO_MSG.validUntil] });
    const today = moscowToday();
    const made = await call('POST', REQUEST, dealer.session, body({ valid_until: today }));
    expect(made.json().valid_until).toBe(today);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, made.json().id));
    expect(row.validUntil?.toISOString()).toBe(
      new Date(Date.parse(`${today}T23:59:59.999+03:00`)).toISOString(),
    );
  });

  it('another dealer’s code is 404; a regular company and staff without the module are refused', async () => {
    const dealer = await t.companyOwner('DEALER');
    const other = await t.companyOwner('DEALER');
    const admin = await t.admin();
    const code = (await call('POST', REQUEST, dealer.session, body())).json();
    await call('PUT', `${DECIDE}${code.id}/`, admin.session, { status: 'active', dealer_share_percent: 10 });
    expect((await call('PUT', `${CODES}${code.id}/`, other.session, { status: 'disabled' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', CODES, other.session)).json().count).toBe(0);

    const regular = await t.companyOwner('REGULAR');
    expect((await call('GET', CODES, regular.session)).statusCode).toBe(403);
    expect((await call('POST', REQUEST, regular.session, body())).statusCode).toBe(403);
    const noModule = await t.employee(dealer.company.id, { orders: 1 });
    expect((await call('GET', CODES, noModule.session)).statusCode).toBe(403);
    expect((await call('GET', REQUEST, noModule.session)).statusCode).toBe(403);
    const reader = await t.employee(dealer.company.id, { 'promo-code': 3 });
    expect((await call('GET', CODES, reader.session)).statusCode).toBe(200);
    expect((await call('POST', REQUEST, reader.session, body())).statusCode).toBe(403);
    expect(
      (await call('PUT', `${CODES}${code.id}/`, reader.session, { status: 'disabled' })).statusCode,
    ).toBe(403);
    const writer = await t.employee(dealer.company.id, { 'promo-code': 2 });
    expect(
      (await call('PUT', `${CODES}${code.id}/`, writer.session, { status: 'disabled' })).statusCode,
    ).toBe(200);
  });

  it('the administrators’ endpoints answer 403 to everyone else', async () => {
    const dealer = await t.companyOwner('DEALER');
    const employee = await t.employee(dealer.company.id, { 'promo-code': 1, admin: 1 });
    const user = await t.user();
    for (const session of [dealer.session, employee.session, user.session]) {
      expect((await call('GET', ADMIN_LIST, session)).statusCode).toBe(403);
      expect((await call('PUT', `${DECIDE}1/`, session, { status: 'declined' })).statusCode).toBe(403);
    }
  });
});
