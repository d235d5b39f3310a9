import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import { COMPLAINTS_PER_HOUR, PAGE_COMPLAINT_MSG } from '@sp/shared/api/page-complaints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import type { Owner } from '../../platform/owner';
import { familyNodes } from '../family-tree/family-tree.table';
import { persons } from '../persons/persons.table';
import { memoryPages } from './memory-pages.table';
import { memoryPageComplaints } from './page-complaints.table';

const webDist = path.join(tmpdir(), `sp-web-moderation-${process.pid}`);

let t: TestApp;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Светлая память</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
let clients = 0;
/** each call from its own address unless told, so the limit per address is met only where a test means it */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session?: Session | null,
  payload?: object,
  remoteAddress = `10.7.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`,
) => t.app.inject({ method, url, payload, remoteAddress, headers: session ? t.bearer(session) : {} });

let surnames = 0;
/** A family with a deceased person and a public page for it. */
async function familyWithPage(visibility: 'public' | 'link' = 'public') {
  const owner = await t.user();
  surnames += 1;
  // letters of a fixed length: no surname holds another (the name search finds words inside names)
  const code = [...surnames.toString(10).padStart(3, '0')]
    .map((digit) => 'абвгдежзик'[Number(digit)])
    .join('');
  const lastName = `Жалоб${code}ов`;
  const scope = { owner: { accountId: owner.account.id } as Owner, accountId: owner.account.id };
  const person = await t.services.persons.create(scope, {
    last_name: lastName,
    first_name: 'Пётр',
    date_death: '2004',
  });
  const response = await call('PUT', '/api/memory_page/page/', owner.session, {
    person_id: person.id,
    visibility,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...owner, person, lastName, page: response.json() as { id: number } };
}

const complaint = { reason: 'stranger', text: 'Я сын, страницу сделал посторонний', contact: 'son@test.ru' };
const report = (id: number, session?: Session | null, body: object = complaint, address?: string) =>
  call('POST', `/api/memory_page/public/${id}/complaint/`, session, body, address);

describe('complaints about a memory page', () => {
  it('a guest reports a public page with a contact; a signed-in visitor without one; other reasons need text', async () => {
    const family = await familyWithPage();
    const guest = await report(family.page.id);
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toEqual({ detail: PAGE_COMPLAINT_MSG.sent });

    const noContact = await report(family.page.id, null, { reason: 'photo' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toEqual({ contact: [PAGE_COMPLAINT_MSG.contactRequired] });
    const badContact = await report(family.page.id, null, { reason: 'photo', contact: 'не адрес' });
    expect(badContact.json()).toEqual({ contact: [MEMORY_PAGE_MSG.contactFormat] });
    const other = await report(family.page.id, null, { reason: 'other', contact: 'a@test.ru' });
    expect(other.json()).toEqual({ text: [PAGE_COMPLAINT_MSG.textRequired] });

    const visitor = await t.user();
    const signedIn = await report(family.page.id, visitor.session, { reason: 'offensive' });
    expect(signedIn.statusCode, signedIn.body).toBe(201);

    const rows = await t.db
      .select()
      .from(memoryPageComplaints)
      .where(eq(memoryPageComplaints.pageId, family.page.id));
    expect(rows.map((row) => [row.reason, row.contact, row.reporterAccountId, row.status]).sort()).toEqual(
      [
        ['offensive', '', visitor.account.id, 'open'],
        ['stranger', 'son@test.ru', null, 'open'],
      ].sort(),
    );
  });

  it('only a public page takes complaints: a «by link», private or missing page is 404', async () => {
    const linked = await familyWithPage('link');
    expect((await report(linked.page.id)).statusCode).toBe(404);
    expect((await report(9_999_999)).statusCode).toBe(404);
  });

  it(`takes ${COMPLAINTS_PER_HOUR} complaints an hour from one address, then 429 with Retry-After`, async () => {
    const family = await familyWithPage();
    const address = '10.99.0.1';
    for (let i = 0; i < COMPLAINTS_PER_HOUR; i += 1) {
      expect((await report(family.page.id, null, complaint, address)).statusCode).toBe(201);
    }
    const refused = await report(family.page.id, null, complaint, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().detail).toBe(PAGE_COMPLAINT_MSG.throttled(60));
    // another address is not counted with it
    expect((await report(family.page.id, null, complaint, '10.99.0.2')).statusCode).toBe(201);
  });
});

describe('/api/admin/memory-pages/', () => {
  it('is refused to everyone but administrators', async () => {
    const family = await familyWithPage();
    const user = await t.user();
    const owner = await t.companyOwner();
    const paths: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/memory-pages/'],
      ['GET', `/api/admin/memory-pages/${family.page.id}/complaints/`],
      ['POST', `/api/admin/memory-pages/${family.page.id}/hide/`, {}],
      ['POST', `/api/admin/memory-pages/${family.page.id}/restore/`, {}],
      ['POST', `/api/admin/memory-pages/${family.page.id}/close-complaints/`, {}],
      ['POST', `/api/admin/memory-pages/${family.page.id}/hand-over/`, { login: 'a@test.ru' }],
    ];
    for (const [method, url, body] of paths) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, user.session, body)).statusCode, url).toBe(403);
      expect((await call(method, url, owner.session, body)).statusCode, url).toBe(403);
      expect((await call(method, url, family.session, body)).statusCode, url).toBe(403);
    }
  });

  it('lists pages with open complaints first, with the count and the latest reason; by name; by filter', async () => {
    const admin = await t.admin();
    const quiet = await familyWithPage();
    const reported = await familyWithPage();
    await report(reported.page.id);
    await report(reported.page.id, null, { reason: 'photo', text: 'Это наше фото', contact: '+79001234567' });

    const all = await call('GET', '/api/admin/memory-pages/?limit=100', admin.session);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().results.map((row: { id: number }) => row.id);
    expect(ids.indexOf(reported.page.id)).toBeLessThan(ids.indexOf(quiet.page.id));
    const line = all.json().results.find((row: { id: number }) => row.id === reported.page.id);
    expect(line).toMatchObject({
      person: { full_name: `${reported.lastName} Пётр` },
      owner: { kind: 'account', id: reported.account.id },
      visibility: 'public',
      hidden: false,
      open_complaints: 2,
      complaints: 2,
      latest_complaint: { reason: 'photo', text: 'Это наше фото' },
    });

    // pages one at a time come in the same order, across the complained ones and the rest
    const oneByOne: number[] = [];
    for (let offset = 0; offset < ids.length; offset += 1) {
      const one = await call('GET', `/api/admin/memory-pages/?limit=1&offset=${offset}`, admin.session);
      expect(one.json().count).toBe(ids.length);
      oneByOne.push(...one.json().results.map((row: { id: number }) => row.id));
    }
    expect(oneByOne).toEqual(ids);

    const byName = await call(
      'GET',
      `/api/admin/memory-pages/?name=${encodeURIComponent(quiet.lastName)}`,
      admin.session,
    );
    expect(byName.json().results.map((row: { id: number }) => row.id)).toEqual([quiet.page.id]);
    expect(byName.json().count).toBe(1);

    const complained = await call(
      'GET',
      '/api/admin/memory-pages/?filter=complaints&limit=100',
      admin.session,
    );
    const complainedIds = complained.json().results.map((row: { id: number }) => row.id);
    expect(complainedIds).toContain(reported.page.id);
    expect(complainedIds).not.toContain(quiet.page.id);

    const list = await call('GET', `/api/admin/memory-pages/${reported.page.id}/complaints/`, admin.session);
    expect(list.json().count).toBe(2);
    expect(list.json().results[0]).toMatchObject({
      reason: 'photo',
      contact: '+79001234567',
      status: 'open',
    });
  });

  it('hides a page: 404 for the public (also a copy kept from before), out of search, the owner told; restore brings it back', async () => {
    const admin = await t.admin();
    const family = await familyWithPage();
    const id = family.page.id;
    await report(id);
    const search = () =>
      call('GET', `/api/memory_page/public/?name=${encodeURIComponent(family.lastName)}`).then((response) =>
        response.json().results.map((row: { id: number }) => row.id),
      );
    // visited first: the server keeps the page in memory
    expect((await call('GET', `/api/memory_page/public/${id}/`)).statusCode).toBe(200);
    expect(await search()).toEqual([id]);
    const missing = (await call('GET', '/person/9999999')).body;
    expect((await call('GET', `/person/${id}`)).body).not.toBe(missing);

    const hidden = await call('POST', `/api/admin/memory-pages/${id}/hide/`, admin.session, {
      reason: 'Страницу создал не родственник',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      hidden: true,
      visibility: 'private',
      visibility_before_hidden: 'public',
      hidden_reason: 'Страницу создал не родственник',
      open_complaints: 0,
    });
    expect((await call('GET', `/api/memory_page/public/${id}/`)).statusCode).toBe(404);
    expect((await call('GET', `/person/${id}`)).body).toBe(missing);
    expect(await search()).toEqual([]);
    expect((await report(id)).statusCode).toBe(404);
    // the owner still sees it, told it is hidden, and cannot open it again by themselves
    const own = await call('GET', `/api/memory_page/page/${id}/`, family.session);
    expect(own.statusCode).toBe(200);
    expect(own.json().hidden_by_admin).toMatchObject({ reason: 'Страницу создал не родственник' });
    const ownList = await call('GET', '/api/memory_page/page/', family.session);
    expect(ownList.json().results.map((row: { hidden_by_admin: boolean }) => row.hidden_by_admin)).toEqual([
      true,
    ]);
    const reopened = await call('PUT', `/api/memory_page/page/${id}/`, family.session, {
      visibility: 'public',
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().detail).toBe(PAGE_COMPLAINT_MSG.pageHidden);
    await t.services.background.settled();
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, family.account.email as string));
    expect(told.map((row) => row.text).join('\n')).toContain('Страницу создал не родственник');

    expect((await call('POST', `/api/admin/memory-pages/${id}/hide/`, admin.session, {})).statusCode).toBe(
      409,
    );
    const restored = await call('POST', `/api/admin/memory-pages/${id}/restore/`, admin.session);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      hidden: false,
      visibility: 'public',
      visibility_before_hidden: null,
    });
    expect((await call('GET', `/api/memory_page/public/${id}/`)).statusCode).toBe(200);
    expect(await search()).toEqual([id]);
    expect((await call('POST', `/api/admin/memory-pages/${id}/restore/`, admin.session)).statusCode).toBe(
      409,
    );

    // the journal names the administrator (a family's page: no company)
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'MemoryPage'), eq(auditLog.recordId, String(id))));
    expect(journal.map((row) => [row.accountId, row.companyId, row.changes.hidden])).toEqual([
      [admin.account.id, null, { old: false, new: true }],
      [admin.account.id, null, { old: true, new: false }],
    ]);
  });

  it('closes the complaints and leaves the page as it is', async () => {
    const admin = await t.admin();
    const family = await familyWithPage();
    await report(family.page.id);
    const closed = await call(
      'POST',
      `/api/admin/memory-pages/${family.page.id}/close-complaints/`,
      admin.session,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      open_complaints: 0,
      complaints: 1,
      hidden: false,
      visibility: 'public',
    });
    const [row] = await t.db
      .select()
      .from(memoryPageComplaints)
      .where(eq(memoryPageComplaints.pageId, family.page.id));
    expect(row).toMatchObject({ status: 'closed', closedByAccountId: admin.account.id });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'MemoryPage'), eq(auditLog.recordId, String(family.page.id))));
    expect(entry.accountId).toBe(admin.account.id);
  });

  it('hands the page, its person and the person’s place in a tree to the family’s account', async () => {
    const admin = await t.admin();
    const stranger = await familyWithPage();
    const id = stranger.page.id;
    await report(id);
    const son = await t.user();

    const unknown = await call('POST', `/api/admin/memory-pages/${id}/hand-over/`, admin.session, {
      login: 'nobody@test.ru',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ login: [PAGE_COMPLAINT_MSG.accountNotFound] });

    const moved = await call('POST', `/api/admin/memory-pages/${id}/hand-over/`, admin.session, {
      login: son.account.email,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      owner: { kind: 'account', id: son.account.id },
      open_complaints: 0,
    });
    const [page] = await t.db.select().from(memoryPages).where(eq(memoryPages.id, id));
    expect(page.ownerAccountId).toBe(son.account.id);
    const [person] = await t.db.select().from(persons).where(eq(persons.id, stranger.person.id));
    expect(person.ownerAccountId).toBe(son.account.id);
    const nodes = await t.db
      .select()
      .from(familyNodes)
      .where(and(eq(familyNodes.accountId, son.account.id), eq(familyNodes.personId, stranger.person.id)));
    expect(nodes).toHaveLength(1);
    // the new owner keeps it; the stranger no longer reads it
    expect((await call('GET', `/api/memory_page/page/${id}/`, son.session)).statusCode).toBe(200);
    expect((await call('GET', `/api/memory_page/page/${id}/`, stranger.session)).statusCode).toBe(404);

    const again = await call('POST', `/api/admin/memory-pages/${id}/hand-over/`, admin.session, {
      login: son.account.email,
    });
    expect(again.statusCode).toBe(409);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'MemoryPage'), eq(auditLog.recordId, String(id))));
    expect(journal.at(-1)).toMatchObject({
      accountId: admin.account.id,
      changes: { owner_account_id: { old: stranger.account.id, new: son.account.id } },
    });
  });
});
