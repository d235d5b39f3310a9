import {
  GUEST_BOOK_MSG,
  GUEST_ENTRIES_PER_DAY,
  GUEST_ENTRIES_PER_HOUR,
  GUEST_TEXT_MAX,
  PAGE_ENTRIES_PER_HOUR,
} from '@sp/shared/api/guest-book';
import type { PersonFields } from '@sp/shared/api/persons';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import type { Owner } from '../../platform/owner';
import { throttleEvents } from '../../platform/throttle.table';
import { guestBookEntries } from './guest-book.table';
import { memoryPages } from './memory-pages.table';
import { GUEST_PER_DAY, PAGE_PER_HOUR } from './memory-pages-guest-book';

const PUBLIC_URL = 'https://pamyat.example.ru';

let t: TestApp;
// the same server with the real anti-bot check (ALTCHA), solved as the widget in a guest's browser solves it
let guarded: TestApp;
beforeAll(async () => {
  [t, guarded] = await Promise.all([
    createTestApp({ env: { PUBLIC_URL } }),
    createTestApp({ env: { PUBLIC_URL, CAPTCHA_PROVIDER: 'altcha' } }),
  ]);
});
afterAll(() => Promise.all([t.close(), guarded.close()]));

type Session = Awaited<ReturnType<TestApp['login']>>;

async function captcha(): Promise<string> {
  const issued: Challenge = (await guarded.app.inject({ method: 'GET', url: '/api/captcha/' })).json();
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
}

let addressCounter = 0;
/** A guest's own address, so that tests do not share the per-address limits. */
const newAddress = () => `203.0.113.${++addressCounter}`;

type Post = { address?: string; token?: string; app?: TestApp; captcha?: string };

/** A guest's entry on page {id}, from `address`, with a «by link» token in the header. */
async function post(id: number, body: Record<string, unknown>, options: Post = {}) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: `/api/memory_page/public/${id}/guest-book/`,
    remoteAddress: options.address ?? newAddress(),
    headers: options.token ? { 'x-page-token': options.token } : {},
    payload: { ...body, ...(options.captcha === undefined ? {} : { captcha: options.captcha }) },
  });
}

const memory = (name = 'Мария Петрова', text = 'Помню, как он учил меня читать.') => ({
  kind: 'memory',
  name,
  text,
});

const publicBook = (id: number, token?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/memory_page/public/${id}/guest-book/${query}`,
    headers: token ? { 'x-page-token': token } : {},
  });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session?: Session | null,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const DECEASED = { last_name: 'Иванов', first_name: 'Пётр', patronymic: 'Ильич', date_death: '2004' };

async function person(owner: Owner, fields: PersonFields & { first_name: string }) {
  return t.services.persons.create({ owner, accountId: owner.accountId ?? 0 }, fields);
}

/** A family with a deceased person's page of the given visibility. */
async function familyPage(visibility: 'public' | 'link' | 'private' = 'public') {
  const family = await t.user();
  const row = await person({ accountId: family.account.id }, DECEASED);
  const response = await call('PUT', '/api/memory_page/page/', family.session, {
    person_id: row.id,
    visibility,
  });
  expect(response.statusCode, response.body).toBe(201);
  const page = response.json() as { id: number };
  return { ...family, page };
}

const entriesOf = (id: number, session: Session, query = '') =>
  call('GET', `/api/memory_page/page/${id}/guest-book/entries/${query}`, session);

describe('the guest book: guests', () => {
  it('a guest’s memory on a public page waits for the keeper; approved, it shows to everyone', async () => {
    const { page, session } = await familyPage();
    const sent = await post(
      page.id,
      memory('  Мария   Петрова ', 'Помню <b>его</b> руки.\r\n\r\n\r\n\r\nЛюблю <3'),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      detail: GUEST_BOOK_MSG.sentPending,
      entry: { id: expect.any(Number), kind: 'memory', status: 'pending' },
      candles: 0,
    });
    // pending: not shown to guests
    const before = await publicBook(page.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      results: [],
      count: 0,
      candles: 0,
      accepts_entries: true,
      moderation: 'approval',
    });
    // the keeper sees it, cleaned: plain text, tags gone, at most one empty line, name on one line
    const listed = await entriesOf(page.id, session);
    expect(listed.json()).toMatchObject({
      count: 1,
      results: [
        {
          kind: 'memory',
          name: 'Мария Петрова',
          text: 'Помню его руки.\n\nЛюблю <3',
          status: 'pending',
          is_new: true,
          moderated_at: null,
        },
      ],
    });
    const entryId = sent.json().entry.id;
    const approved = await call(
      'PUT',
      `/api/memory_page/page/${page.id}/guest-book/entries/${entryId}/`,
      session,
      {
        status: 'approved',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      id: entryId,
      status: 'approved',
      moderated_at: expect.any(String),
    });
    const after = (await publicBook(page.id)).json();
    expect(after.count).toBe(1);
    expect(after.results).toEqual([
      {
        id: entryId,
        name: 'Мария Петрова',
        text: 'Помню его руки.\n\nЛюблю <3',
        created_at: expect.any(String),
      },
    ]);
  });

  it('a guest posts with the captcha solved; without it, or with a wrong one, nothing is stored', async () => {
    const family = await guarded.createAccount({ userType: 1 });
    const owner = { accountId: family.id };
    const row = await guarded.services.persons.create({ owner, accountId: family.id }, DECEASED);
    const page = await guarded.services.memoryPages.create(
      { owner, accountId: family.id },
      { person_id: row.id, visibility: 'public', epitaph: '', biography: '' },
    );
    const options = { app: guarded };
    const missing = await post(page.id, memory(), options);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ captcha: ['Подтвердите, что вы не робот.'] });
    const wrong = await post(page.id, memory(), { ...options, captcha: 'garbage' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ captcha: ['Проверка «я не робот» не пройдена. Попробуйте ещё раз.'] });
    const stored = () =>
      guarded.db.select().from(guestBookEntries).where(eq(guestBookEntries.pageId, page.id));
    expect(await stored()).toEqual([]);
    const solved = await captcha();
    const sent = await post(page.id, memory(), { ...options, captcha: solved });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await stored()).toHaveLength(1);
    // a solved payload is good once
    const replay = await post(page.id, memory(), { ...options, captcha: solved });
    expect(replay.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it('a memory needs a name and text of at most 2,000 characters; a candle needs neither', async () => {
    const { page, session } = await familyPage();
    const empty = await post(page.id, { kind: 'memory', name: '  ', text: '<p></p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      name: [GUEST_BOOK_MSG.nameRequired],
      text: [GUEST_BOOK_MSG.textRequired],
    });
    const long = await post(page.id, memory('Анна', 'я'.repeat(GUEST_TEXT_MAX + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ text: [GUEST_BOOK_MSG.textTooLong] });
    const exact = await post(page.id, memory('Анна', 'я'.repeat(GUEST_TEXT_MAX)));
    expect(exact.statusCode, exact.body).toBe(201);
    const candle = await post(page.id, { kind: 'candle', text: 'не сохранится' });
    expect(candle.statusCode, candle.body).toBe(201);
    // a candle counts at once, whatever the keeper's setting: it has nothing to read
    expect(candle.json()).toEqual({
      detail: GUEST_BOOK_MSG.candleLit,
      entry: { id: expect.any(Number), kind: 'candle', status: 'approved' },
      candles: 1,
    });
    expect((await publicBook(page.id)).json()).toMatchObject({ candles: 1, count: 0 });
    const candles = (await entriesOf(page.id, session, '?kind=candle')).json();
    expect(candles.results).toEqual([expect.objectContaining({ kind: 'candle', name: '', text: '' })]);
  });

  it(`limits one address to ${GUEST_ENTRIES_PER_HOUR} entries an hour (429 with Retry-After), not the next address`, async () => {
    const { page } = await familyPage();
    const address = newAddress();
    for (let i = 0; i < GUEST_ENTRIES_PER_HOUR; i += 1) {
      const sent = await post(page.id, { kind: 'candle' }, { address });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const refused = await post(page.id, { kind: 'candle' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^Слишком много записей с вашего адреса\. Повторите через \d+ мин\.$/),
    });
    // a refused entry is not stored and does not count
    expect((await publicBook(page.id)).json().candles).toBe(GUEST_ENTRIES_PER_HOUR);
    expect((await post(page.id, { kind: 'candle' }, { address: newAddress() })).statusCode).toBe(201);
  });

  it(`limits one address to ${GUEST_ENTRIES_PER_DAY} a day and one page to ${PAGE_ENTRIES_PER_HOUR} an hour`, async () => {
    const { page } = await familyPage();
    const address = newAddress();
    const earlier = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.db.insert(throttleEvents).values(
      Array.from({ length: GUEST_ENTRIES_PER_DAY }, () => ({
        bucket: GUEST_PER_DAY.bucket,
        key: address,
        createdAt: earlier,
      })),
    );
    expect((await post(page.id, { kind: 'candle' }, { address })).statusCode).toBe(429);
    const busy = await familyPage();
    await t.db.insert(throttleEvents).values(
      Array.from({ length: PAGE_ENTRIES_PER_HOUR }, () => ({
        bucket: PAGE_PER_HOUR.bucket,
        key: String(busy.page.id),
      })),
    );
    const flooded = await post(busy.page.id, memory());
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().detail).toMatch(/^Страница сейчас получает слишком много записей/);
    // the other page takes entries from a fresh address
    expect((await post(page.id, memory())).statusCode).toBe(201);
  });

  it('the keeper’s setting «показывать сразу» publishes memories at once; a closed book takes none', async () => {
    const { page, session } = await familyPage();
    const saved = await call('PUT', `/api/memory_page/page/${page.id}/guest-book/`, session, {
      moderation: 'immediate',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ moderation: 'immediate', accepts_entries: true, notify: true });
    const sent = await post(page.id, memory('Олег', 'Светлая память.'));
    expect(sent.json()).toMatchObject({
      detail: GUEST_BOOK_MSG.sentPublished,
      entry: { status: 'approved' },
    });
    expect((await publicBook(page.id)).json()).toMatchObject({
      count: 1,
      moderation: 'immediate',
      results: [{ name: 'Олег', text: 'Светлая память.' }],
    });
    await call('PUT', `/api/memory_page/page/${page.id}/guest-book/`, session, { accepts_entries: false });
    const closed = await post(page.id, memory());
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ detail: GUEST_BOOK_MSG.closed });
    // what was published stays
    expect((await publicBook(page.id)).json()).toMatchObject({ count: 1, accepts_entries: false });
  });

  it('shows approved memories newest first, a page at a time', async () => {
    const { page, session } = await familyPage();
    await call('PUT', `/api/memory_page/page/${page.id}/guest-book/`, session, { moderation: 'immediate' });
    for (const name of ['Первый', 'Второй', 'Третий']) {
      expect((await post(page.id, memory(name, `Запись: ${name}`))).statusCode).toBe(201);
    }
    const first = (await publicBook(page.id, undefined, '?limit=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((entry: { name: string }) => entry.name)).toEqual(['Третий', 'Второй']);
    const second = (await publicBook(page.id, undefined, '?limit=2&offset=2')).json();
    expect(second.results.map((entry: { name: string }) => entry.name)).toEqual(['Первый']);
  });

  it('the public page carries its guest book’s first page; the owner’s preview of a private page none', async () => {
    const { page, session } = await familyPage();
    await call('PUT', `/api/memory_page/page/${page.id}/guest-book/`, session, { moderation: 'immediate' });
    await post(page.id, memory('Олег', 'Помню его голос.'));
    await post(page.id, { kind: 'candle' });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/memory_page/public/${page.id}/` })).json();
    expect(shown.guest_book).toEqual({
      results: [
        { id: expect.any(Number), name: 'Олег', text: 'Помню его голос.', created_at: expect.any(String) },
      ],
      count: 1,
      candles: 1,
      accepts_entries: true,
      moderation: 'immediate',
    });
    await call('PUT', `/api/memory_page/page/${page.id}/`, session, { visibility: 'private' });
    const preview = await call('GET', `/api/memory_page/public/${page.id}/`, session);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().guest_book).toBeNull();
  });

  it('a private page’s guest book is 404, its owner’s preview too; a «by link» page needs its token in the header', async () => {
    const closed = await familyPage('private');
    expect((await publicBook(closed.page.id)).statusCode).toBe(404);
    expect((await post(closed.page.id, memory())).statusCode).toBe(404);
    const asOwner = await t.app.inject({
      method: 'GET',
      url: `/api/memory_page/public/${closed.page.id}/guest-book/`,
      headers: t.bearer(closed.session),
    });
    expect(asOwner.statusCode).toBe(404);

    const linked = await familyPage('link');
    const [row] = await t.db.select().from(memoryPages).where(eq(memoryPages.id, linked.page.id));
    expect((await publicBook(linked.page.id)).statusCode).toBe(404);
    expect((await publicBook(linked.page.id, 'wrong-token')).statusCode).toBe(404);
    // never in the address
    const inUrl = await t.app.inject({
      method: 'GET',
      url: `/api/memory_page/public/${linked.page.id}/guest-book/?token=${row.linkToken}`,
    });
    expect(inUrl.statusCode).toBe(404);
    expect((await post(linked.page.id, memory())).statusCode).toBe(404);
    expect((await publicBook(linked.page.id, row.linkToken)).statusCode).toBe(200);
    const sent = await post(linked.page.id, memory(), { token: row.linkToken });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/memory_page/public/999999/guest-book/' })).statusCode,
    ).toBe(404);
  });
});

describe('the guest book: the keeper', () => {
  it('only the keeper moderates: another account, a guest and another company get nothing', async () => {
    const { page, session } = await familyPage();
    const entryId = (await post(page.id, memory())).json().entry.id;
    const stranger = await t.user();
    const company = await t.companyOwner();
    const entryUrl = `/api/memory_page/page/${page.id}/guest-book/entries/${entryId}/`;
    for (const other of [stranger.session, company.session]) {
      expect((await entriesOf(page.id, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/memory_page/page/${page.id}/guest-book/`, other)).statusCode).toBe(404);
      expect((await call('PUT', entryUrl, other, { status: 'approved' })).statusCode).toBe(404);
      expect((await call('DELETE', entryUrl, other)).statusCode).toBe(404);
      expect(
        (
          await call('PUT', `/api/memory_page/page/${page.id}/guest-book/`, other, {
            moderation: 'immediate',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await call('PUT', entryUrl, null, { status: 'approved' })).statusCode).toBe(401);
    expect((await call('DELETE', entryUrl, null)).statusCode).toBe(401);
    // nothing changed
    const [stored] = await t.db.select().from(guestBookEntries).where(eq(guestBookEntries.id, entryId));
    expect(stored.status).toBe('pending');
    // an entry of another page is not found through this one
    const other = await familyPage();
    const foreign = (await post(other.page.id, memory())).json().entry.id;
    expect(
      (
        await call('PUT', `/api/memory_page/page/${page.id}/guest-book/entries/${foreign}/`, session, {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('hides and shows again, deletes; the count of new entries goes to the pages list', async () => {
    const { page, session } = await familyPage();
    const first = (await post(page.id, memory('Первый', 'Текст один'))).json().entry.id;
    const second = (await post(page.id, memory('Второй', 'Текст два'))).json().entry.id;
    await post(page.id, { kind: 'candle', name: 'Соседи' });
    const listed = async () =>
      (await call('GET', '/api/memory_page/page/', session))
        .json()
        .results.find((item: { id: number }) => item.id === page.id);
    // two memories wait, and the candle is unseen
    expect((await listed()).guest_book_new).toBe(3);
    const book = (await call('GET', `/api/memory_page/page/${page.id}/guest-book/`, session)).json();
    expect(book).toEqual({
      page_id: page.id,
      moderation: 'approval',
      accepts_entries: true,
      notify: true,
      counts: { pending: 2, approved: 0, hidden: 0, candles: 1, new: 3 },
    });
    // waiting entries come first
    expect(
      (await entriesOf(page.id, session)).json().results.map((entry: { status: string }) => entry.status),
    ).toEqual(['pending', 'pending', 'approved']);
    // seen: the candle is no longer new, the waiting memories still are
    expect(
      (await call('POST', `/api/memory_page/page/${page.id}/guest-book/seen/`, session)).statusCode,
    ).toBe(204);
    expect((await listed()).guest_book_new).toBe(2);

    const url = (id: number) => `/api/memory_page/page/${page.id}/guest-book/entries/${id}/`;
    expect((await call('PUT', url(first), session, { status: 'approved' })).json().status).toBe('approved');
    expect((await call('PUT', url(second), session, { status: 'hidden' })).json().status).toBe('hidden');
    expect((await listed()).guest_book_new).toBe(0);
    expect((await publicBook(page.id)).json().results.map((entry: { name: string }) => entry.name)).toEqual([
      'Первый',
    ]);
    expect((await call('PUT', url(first), session, { status: 'hidden' })).json().status).toBe('hidden');
    expect((await publicBook(page.id)).json().count).toBe(0);
    expect((await call('PUT', url(second), session, { status: 'approved' })).statusCode).toBe(200);
    expect((await publicBook(page.id)).json().results.map((entry: { name: string }) => entry.name)).toEqual([
      'Второй',
    ]);
    expect((await call('PUT', url(second), session, { status: 'pending' })).statusCode).toBe(400);

    expect((await call('DELETE', url(second), session)).statusCode).toBe(204);
    expect((await call('DELETE', url(second), session)).statusCode).toBe(404);
    expect((await publicBook(page.id)).json().count).toBe(0);
    const left = (await entriesOf(page.id, session)).json();
    expect(left.count).toBe(2);

    // deleting the page deletes its book
    expect((await call('DELETE', `/api/memory_page/page/${page.id}/`, session)).statusCode).toBe(204);
    expect(await t.db.select().from(guestBookEntries).where(eq(guestBookEntries.pageId, page.id))).toEqual(
      [],
    );
  });

  it('tells the keeper of new entries once in a few hours, without the guest’s words', async () => {
    const family = await t.createAccount({ userType: 1, email: 'keeper@test.ru' });
    const session = await t.login(family);
    const row = await person({ accountId: family.id }, DECEASED);
    const page = (
      await call('PUT', '/api/memory_page/page/', session, { person_id: row.id, visibility: 'public' })
    ).json();
    const messages = () =>
      t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'keeper@test.ru'));
    await post(page.id, memory('Мария', 'Купите наши венки по ссылке'));
    await post(page.id, memory('Пётр', 'Второе воспоминание'));
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Новые записи в книге памяти — Светлая память');
    expect(sent[0].text).toContain('«Иванов Пётр Ильич»');
    expect(sent[0].text).toContain('1 новая запись');
    expect(sent[0].text).toContain(`${PUBLIC_URL}/app/pages-memory/${page.id}`);
    expect(sent[0].text).not.toContain('венки');
    expect(sent[0].text).not.toContain('Мария');
    // the keeper may turn it off
    const other = await t.createAccount({ userType: 1, email: 'quiet@test.ru' });
    const quiet = await t.login(other);
    const quietPerson = await person({ accountId: other.id }, DECEASED);
    const quietPage = (
      await call('PUT', '/api/memory_page/page/', quiet, { person_id: quietPerson.id, visibility: 'public' })
    ).json();
    await call('PUT', `/api/memory_page/page/${quietPage.id}/guest-book/`, quiet, { notify: false });
    await post(quietPage.id, memory());
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'quiet@test.ru')),
    ).toEqual([]);
  });

  it('a company keeps the book of a page it made until the family takes it; then the family does, not the company', async () => {
    const company = await t.companyOwner();
    const reader = await t.employee(company.company.id, { memory_pages: 3 });
    const writer = await t.employee(company.company.id, { memory_pages: 2 });
    const page = (
      await call('POST', '/api/memory_page/affiliate-program/', company.session, {
        person: { first_name: 'Николай', last_name: 'Смирнов', date_death: '2026-01' },
        visibility: 'public',
      })
    ).json();
    const entry = (await post(page.id, memory())).json().entry.id;
    const url = `/api/memory_page/page/${page.id}/guest-book/entries/${entry}/`;
    expect((await entriesOf(page.id, reader.session)).json().count).toBe(1);
    // read-only staff read, not moderate; read-write approve and hide, deleting needs full rights
    expect((await call('PUT', url, reader.session, { status: 'approved' })).statusCode).toBe(403);
    expect((await call('PUT', url, writer.session, { status: 'approved' })).statusCode).toBe(200);
    expect((await call('DELETE', url, writer.session)).statusCode).toBe(403);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.company.id), eq(auditLog.model, 'GuestBookEntry')));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      recordId: String(entry),
      action: 'update',
      changes: { status: { old: 'pending', new: 'approved' } },
    });

    const family = await t.user();
    const { code } = (
      await call('POST', `/api/memory_page/affiliate-program/${page.id}/code/`, company.session)
    ).json();
    const accepted = await call(
      'POST',
      `/api/memory_page/affiliate-program/update/${page.id}/`,
      family.session,
      {
        memory_page: page.id,
        code,
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    // the company still edits the page in its 7 days, but the guest book is the family's now
    expect((await call('GET', `/api/memory_page/page/${page.id}/`, company.session)).statusCode).toBe(200);
    expect((await entriesOf(page.id, company.session)).statusCode).toBe(404);
    expect((await call('PUT', url, company.session, { status: 'hidden' })).statusCode).toBe(404);
    expect((await entriesOf(page.id, family.session)).json().count).toBe(1);
    expect((await call('PUT', url, family.session, { status: 'hidden' })).statusCode).toBe(200);
    // a family's moderation is its own matter: the company's journal does not get it
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.company.id), eq(auditLog.model, 'GuestBookEntry')));
    expect(after).toHaveLength(1);
  });
});
