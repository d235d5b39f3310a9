import type { Session } from '@sp/shared/api/auth';
import { PROMO_MSG } from '@sp/shared/api/promo-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { moscowToday } from './promo-amounts';
import { promoCodes } from './promo-codes.table';

let t: TestApp;
const logLines: string[] = [];
let admin: { account: { id: number }; session: Session };
beforeAll(async () => {
  t = await createTestApp({ logLines });
  admin = await t.admin();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const dayAfter = (days: number) => {
  const today = moscowToday();
  const moment = new Date(`${today}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
};

const create = (payload: object) => call('POST', '/api/admin/promo-codes/', admin.session, payload);

describe('the administrator’s promo codes (/api/admin/promo-codes/)', () => {
  it('answers 403 to a user, a company owner and an employee', async () => {
    const user = await t.user();
    const owner = await t.companyOwner();
    const employee = await t.employee(owner.company.id, { 'promo-code': 1, tariffs: 1 });
    for (const caller of [user, owner, employee]) {
      expect((await call('GET', '/api/admin/promo-codes/', caller.session)).statusCode).toBe(403);
      expect(
        (
          await call('POST', '/api/admin/promo-codes/', caller.session, {
            code: 'NOPE-1',
            discount_percent: 10,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/admin/promo-codes/1/', caller.session)).statusCode).toBe(403);
      expect(
        (await call('PUT', '/api/admin/promo-codes/1/', caller.session, { status: 'disabled' })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes/' })).statusCode).toBe(401);
  });

  it('makes a platform code active at once, upper-case, ending with its last Moscow day; journalled', async () => {
    const last = dayAfter(30);
    const made = await create({
      code: ' spring-2026 ',
      discount_percent: 15,
      audience: 1,
      max_uses: '100',
      valid_until: last,
      note: 'Весенняя акция',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      code: 'SPRING-2026',
      discount_percent: 15,
      dealer_share_percent: 0,
      audience: 1,
      max_uses: 100,
      used_count: 0,
      valid_until: last,
      status: 'active',
      dealer: null,
      note: 'Весенняя акция',
      comment: '',
      paid_total: 0,
      reward_total: 0,
      decided_at: null,
    });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, made.json().id));
    // the end of that day in Moscow: 23:59:59.999 at UTC+3
    expect(row.validUntil?.toISOString()).toBe(`${last}T20:59:59.999Z`);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'PromoCode'), eq(auditLog.recordId, String(row.id))));
    expect(journal).toMatchObject([{ action: 'create', accountId: admin.account.id, companyId: null }]);

    const taken = await create({ code: 'Spring-2026', discount_percent: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: [PROMO_MSG.codeTaken], error_code: 'promo_codes.code_taken' });
    expect((await call('GET', `/api/admin/promo-codes/${row.id}/`, admin.session)).json().code).toBe(
      'SPRING-2026',
    );
    expect((await call('GET', '/api/admin/promo-codes/999999/', admin.session)).statusCode).toBe(404);
  });

  it('answers its Russian messages for what breaks the rules', async () => {
    const wrong = await create({
      code: 'а',
      discount_percent: 95,
      audience: 3,
      max_uses: 0,
      valid_until: '31.12.2026',
      note: 'x'.repeat(1001),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: [PROMO_MSG.codeFormat],
      discount_percent: [PROMO_MSG.discount],
      max_uses: [PROMO_MSG.maxUses],
      valid_until: [PROMO_MSG.validUntil],
      note: [PROMO_MSG.note],
    });
    expect(wrong.json().audience).toHaveLength(1);
    const past = await create({ code: 'PAST-DAY', discount_percent: 10, valid_until: dayAfter(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ valid_until: [PROMO_MSG.validUntil] });
    const today = await create({ code: 'TODAY-ONLY', discount_percent: 10, valid_until: dayAfter(0) });
    expect(today.statusCode).toBe(201);
  });

  it('changes an active code: not below its uses, a share only on a dealer’s code; a request is not decided here', async () => {
    const made = (await create({ code: 'CHANGE-ME', discount_percent: 10, max_uses: 5 })).json();
    await t.db.update(promoCodes).set({ usedCount: 3 }).where(eq(promoCodes.id, made.id));
    const put = (id: number, payload: object) =>
      call('PUT', `/api/admin/promo-codes/${id}/`, admin.session, payload);

    const below = await put(made.id, { max_uses: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ max_uses: [PROMO_MSG.belowUsed] });
    const share = await put(made.id, { dealer_share_percent: 10 });
    expect(share.statusCode).toBe(400);
    expect(share.json()).toMatchObject({ dealer_share_percent: [PROMO_MSG.shareOnlyDealer] });
    const tooBig = await put(made.id, { dealer_share_percent: 60, discount_percent: 0 });
    expect(tooBig.json()).toMatchObject({
      dealer_share_percent: [PROMO_MSG.share],
      discount_percent: [PROMO_MSG.discount],
    });

    const changed = await put(made.id, {
      discount_percent: 25,
      max_uses: 3,
      status: 'disabled',
      audience: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      discount_percent: 25,
      max_uses: 3,
      status: 'disabled',
      audience: 2,
    });
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.model, 'PromoCode'),
          eq(auditLog.recordId, String(made.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(journal[0].changes).toMatchObject({
      discount_percent: { old: 10, new: 25 },
      status: { old: 'active', new: 'disabled' },
    });
    const unlimited = await put(made.id, { max_uses: null, valid_until: null, audience: null });
    expect(unlimited.json()).toMatchObject({ max_uses: null, valid_until: null, audience: null });

    const dealer = await t.companyOwner('DEALER', 'Дилер');
    const [request] = await t.db
      .insert(promoCodes)
      .values({
        code: 'DEALER-ASKS',
        discountPercent: 10,
        status: 'requested',
        dealerCompanyId: dealer.company.id,
      })
      .returning();
    const refused = await put(request.id, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: PROMO_MSG.requestedCode });
    await t.db.update(promoCodes).set({ status: 'active' }).where(eq(promoCodes.id, request.id));
    const dealerShare = await put(request.id, { dealer_share_percent: 15 });
    expect(dealerShare.json()).toMatchObject({
      dealer_share_percent: 15,
      dealer: { id: dealer.company.id, name: 'Дилер' },
    });
    const dealerJournal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'PromoCode'), eq(auditLog.recordId, String(request.id))));
    expect(dealerJournal).toMatchObject([{ companyId: dealer.company.id, accountId: admin.account.id }]);
    expect((await put(999999, { status: 'active' })).statusCode).toBe(404);
  });

  it('lists newest first, by a part of the code, status, owner and dealer', async () => {
    const dealer = await t.companyOwner('DEALER', 'Дилер списка');
    await create({ code: 'LIST-PLATFORM', discount_percent: 10 });
    await t.db.insert(promoCodes).values({
      code: 'LIST-DEALER',
      discountPercent: 10,
      status: 'requested',
      dealerCompanyId: dealer.company.id,
    });
    const list = (query: string) => call('GET', `/api/admin/promo-codes/?${query}`, admin.session);
    const found = (await list('query=list-')).json();
    expect(found.count).toBe(2);
    expect(found.results.map((row: { code: string }) => row.code)).toEqual(['LIST-DEALER', 'LIST-PLATFORM']);
    expect(
      (await list('query=list-&owner=platform')).json().results.map((row: { code: string }) => row.code),
    ).toEqual(['LIST-PLATFORM']);
    expect((await list(`dealer_id=${dealer.company.id}`)).json()).toMatchObject({
      count: 1,
      results: [{ code: 'LIST-DEALER', status: 'requested', dealer: { name: 'Дилер списка' } }],
    });
    expect((await list('query=list-&status=requested&owner=dealer')).json().count).toBe(1);
    expect((await list('query=100%25')).json().count).toBe(0);
    expect((await list('limit=1&offset=1&query=list-')).json()).toMatchObject({
      count: 2,
      results: [{ code: 'LIST-PLATFORM' }],
    });
  });
});

describe('a code’s lookup (GET /api/promo-code/info/{code}/)', () => {
  it('tells the caller what the code gives, or why not, for its balance’s holder', async () => {
    const last = dayAfter(10);
    await create({ code: 'INFO-CODE', discount_percent: 12, audience: 2, valid_until: last });
    const owner = await t.companyOwner();
    const info = await call('GET', '/api/promo-code/info/info-code/', owner.session);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      code: 'INFO-CODE',
      discount_percent: 12,
      audience: 2,
      valid_until: last,
      dealer: null,
    });
    // a staff member looks for the company, with the tariffs module read-only
    const staff = await t.employee(owner.company.id, { tariffs: 3 });
    expect((await call('GET', '/api/promo-code/info/INFO-CODE/', staff.session)).statusCode).toBe(200);
    const user = await t.user();
    const other = await call('GET', '/api/promo-code/info/INFO-CODE/', user.session);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ promo_code: [PROMO_MSG.otherSide] });
    const unknown = await call('GET', '/api/promo-code/info/NOTHING/', user.session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(PROMO_MSG.notFound);
    expect((await call('GET', '/api/promo-code/info/a/', user.session)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/promo-code/info/INFO-CODE/' })).statusCode).toBe(
      401,
    );

    const dealer = await t.companyOwner('DEALER', 'Дилер «Память»');
    await t.db.insert(promoCodes).values({
      code: 'DEALER-INFO',
      discountPercent: 7,
      status: 'active',
      dealerCompanyId: dealer.company.id,
    });
    expect((await call('GET', '/api/promo-code/info/DEALER-INFO/', user.session)).json()).toMatchObject({
      dealer: 'Дилер «Память»',
    });
    const own = await call('GET', '/api/promo-code/info/DEALER-INFO/', dealer.session);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ promo_code: [PROMO_MSG.ownCode] });

    // the code never reaches the request log
    const log = logLines.join('\n');
    expect(log).toContain('/api/promo-code/info/');
    expect(log).not.toContain('INFO-CODE');
    expect(log).not.toContain('info-code');
    expect(log).not.toContain('DEALER-INFO');
  });

  it('stops an account guessing codes: 20 lookups an hour, found or not', async () => {
    const user = await t.user();
    for (let index = 0; index < 20; index += 1) {
      const answer = await call('GET', `/api/promo-code/info/GUESS-${index}/`, user.session);
      expect(answer.statusCode).toBe(404);
    }
    const stopped = await call('GET', '/api/promo-code/info/GUESS-20/', user.session);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().detail).toBe(PROMO_MSG.tooManyLookups(60));
    expect(stopped.headers['retry-after']).toBeDefined();
    // another account is counted alone
    const other = await t.user();
    expect((await call('GET', '/api/promo-code/info/GUESS-20/', other.session)).statusCode).toBe(404);
  });
});
