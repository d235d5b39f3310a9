import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { etagMatches } from '../../platform/http-cache';

// Issue 13 §1: public reads carry a strong ETag and answer 304 to a matching If-None-Match; only a page that is
// everyone's may be kept by a shared cache; every change a visitor would see gives a new tag. A page visitors
// open is kept in the server's memory and answered with one query while its version stands; every write to
// what it shows (through the API, or straight into the database as another server instance would) raises it.

const webDist = path.join(tmpdir(), `sp-web-cache-${process.pid}`);
const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

let t: TestApp;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>Светлая память</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, session: Session, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: t.bearer(session) });

/** What a visit to a kept page asks the database: nothing while changes are heard, else its version. */
const KEPT_VISIT_QUERIES = () => (t.services.publicChanges.live ? 0 : 1);

/** A family with a public page of a deceased grandfather. */
async function publicPage() {
  const owner = await t.user();
  const person = await t.services.persons.create(
    { owner: { accountId: owner.account.id }, accountId: owner.account.id },
    { last_name: 'Орлов', first_name: 'Семён', date_birth: '1930', date_death: '2001' },
  );
  const created = await put('/api/memory_page/page/', owner.session, {
    person_id: person.id,
    epitaph: 'Помним',
    visibility: 'public',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...owner, person, pageId: (created.json() as { id: number }).id };
}

/** The page's current tag, checked to be a strong one, and that it answers 304 when sent back. */
async function tagOf(url: string): Promise<string> {
  const first = await get(url);
  expect(first.statusCode, first.body).toBe(200);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  const again = await get(url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  return etag;
}

describe('HTTP caching of public pages', () => {
  it('a public memory page: public Cache-Control, a strong ETag, 304 when unchanged, 200 with the new page when not', async () => {
    const owner = await publicPage();
    const url = `/api/memory_page/public/${owner.pageId}/`;

    const first = await get(url);
    expect(first.headers['cache-control']).toBe(PAGE_CACHE);
    const etag = await tagOf(url);
    // the same bytes, the same tag; a stale tag or another one gets the page
    expect(await tagOf(url)).toBe(etag);
    expect((await get(url, { 'if-none-match': '"not-this-one"' })).statusCode).toBe(200);
    expect((await get(url, { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);

    // the epitaph changes: a new tag, and the old one gets the new page
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { epitaph: 'Любим и помним' });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().epitaph).toBe('Любим и помним');
    const afterEpitaph = await tagOf(url);
    expect(afterEpitaph).not.toBe(etag);

    // a photo added
    const photo = multipart({}, [
      { field: 'image', filename: 'p.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/memory_page/page/${owner.pageId}/photos/`,
      payload: photo.payload,
      headers: { ...t.bearer(owner.session), ...photo.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const withPhoto = await get(url, { 'if-none-match': afterEpitaph });
    expect(withPhoto.statusCode).toBe(200);
    expect(withPhoto.json().photos).toHaveLength(1);
    const afterPhoto = await tagOf(url);

    // the keeper renamed: the page names its keeper
    const renamed = await put('/api/profile/user/', owner.session, {
      first_name: 'Тамара',
      last_name: 'Орлова',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const withKeeper = await get(url, { 'if-none-match': afterPhoto });
    expect(withKeeper.statusCode).toBe(200);
    expect(withKeeper.json().keeper.name).toBe('Тамара Орлова');
    const afterKeeper = await tagOf(url);

    // turned private: gone for guests, whatever tag they hold
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { visibility: 'private' });
    const hidden = await get(url, { 'if-none-match': afterKeeper });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers.etag).toBeUndefined();
  });

  it('a «by link» page and an owner’s preview are never kept by a shared cache', async () => {
    const owner = await publicPage();
    const url = `/api/memory_page/public/${owner.pageId}/`;
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { visibility: 'link' });
    const settings = (
      await t.app.inject({
        method: 'GET',
        url: `/api/memory_page/settings/${owner.pageId}/`,
        headers: t.bearer(owner.session),
      })
    ).json();
    const byLink = await get(`${url}?token=${settings.link_token}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['cache-control']).toBe('private, no-store');

    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { visibility: 'private' });
    const preview = await get(url, t.bearer(owner.session));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
  });

  it('/person/{id}: the public page’s HTML is cacheable and revalidated; another page’s is not cached', async () => {
    const owner = await publicPage();
    const html = await get(`/person/${owner.pageId}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['cache-control']).toBe(PAGE_CACHE);
    const etag = await tagOf(`/person/${owner.pageId}`);

    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { epitaph: 'Вечная память' });
    const changed = await get(`/person/${owner.pageId}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Вечная память');

    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { visibility: 'private' });
    const closed = await get(`/person/${owner.pageId}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.headers['cache-control']).toBe('no-cache');
    expect(closed.body).not.toContain('Вечная память');
  });

  it('a signed-in call, a write and an error are not given tags', async () => {
    const owner = await publicPage();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/memory_page/page/${owner.pageId}/`,
      headers: t.bearer(owner.session),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    const missing = await get('/api/memory_page/public/999999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('a public page kept in memory', () => {
  it('is gzipped once for the browsers that take gzip, with the tag of its plain bytes', async () => {
    const owner = await publicPage();
    // a page long enough to be worth compressing
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, {
      biography: 'Светлый человек. '.repeat(200),
    });
    const url = `/api/memory_page/public/${owner.pageId}/`;
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // the same compressed bytes again (kept, not made anew), and 304 to its tag
    expect((await get(url, { 'accept-encoding': 'gzip' })).rawPayload).toEqual(zipped.rawPayload);
    const revalidated = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    // the person's HTML page too
    const html = await get(`/person/${owner.pageId}`, { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString()).toBe((await get(`/person/${owner.pageId}`)).body);
  });

  it('answers a second visit with one query, and reads again after each change a visitor would see', async () => {
    const owner = await publicPage();
    const url = `/api/memory_page/public/${owner.pageId}/`;
    const visit = async () => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const cold = await t.queriesDuring(visit);
    expect(cold.queries).toBeGreaterThan(1);
    const warm = await t.queriesDuring(visit);
    // every change is heard: nothing to ask
    expect(warm.queries).toBe(KEPT_VISIT_QUERIES());
    expect(warm.result).toEqual(cold.result);
    // the HTML page of the same person is answered from the same copy
    expect((await t.queriesDuring(() => get(`/person/${owner.pageId}`))).queries).toBe(KEPT_VISIT_QUERIES());
    expect(t.services.publicChanges.live).toBe(true);

    // each write, then the page as a visitor sees it: new at once
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, { epitaph: 'Светлая память' });
    expect((await visit()).epitaph).toBe('Светлая память');

    const edited = await put(`/api/family/person/${owner.person.id}/`, owner.session, {
      birth_place: 'Кимры',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await visit()).birth_place).toBe('Кимры');

    await put('/api/profile/user/', owner.session, { first_name: 'Вера', last_name: 'Орлова' });
    expect((await visit()).keeper.name).toBe('Вера Орлова');

    // a relative's page linked, then turned private: gone from the list
    const sister = await t.services.persons.create(
      { owner: { accountId: owner.account.id }, accountId: owner.account.id },
      { last_name: 'Орлова', first_name: 'Нина', date_death: '1999' },
    );
    const sisterPage = (
      await put('/api/memory_page/page/', owner.session, { person_id: sister.id, visibility: 'public' })
    ).json() as { id: number };
    await put(`/api/memory_page/page/${owner.pageId}/`, owner.session, {
      relatives: [{ page_id: sisterPage.id, relation: 'сестра' }],
    });
    expect((await visit()).relatives.map((relative: { relation: string }) => relative.relation)).toEqual([
      'сестра',
    ]);
    await put(`/api/memory_page/page/${sisterPage.id}/`, owner.session, { visibility: 'private' });
    expect((await visit()).relatives).toEqual([]);

    // another server instance writes straight into the database: the version rises there too
    await t.writtenElsewhere(
      sql`update persons set last_name = 'Орлов-Заречный' where id = ${owner.person.id}`,
    );
    expect((await visit()).full_name).toMatch(/^Орлов-Заречный Семён/);
    await t.writtenElsewhere(sql`update memory_pages set visibility = 'private' where id = ${owner.pageId}`);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/person/${owner.pageId}`)).headers['cache-control']).toBe('no-cache');
  });

  it('while changes are not heard, a kept page asks its version and still follows every write', async () => {
    const owner = await publicPage();
    const url = `/api/memory_page/public/${owner.pageId}/`;
    await t.services.publicChanges.close();
    try {
      expect(t.services.publicChanges.live).toBe(false);
      expect((await get(url)).statusCode).toBe(200);
      expect((await t.queriesDuring(() => get(url))).queries).toBe(1);
      await t.db.execute(sql`update memory_pages set epitaph = 'Не забудем' where id = ${owner.pageId}`);
      expect((await get(url)).json().epitaph).toBe('Не забудем');
    } finally {
      await t.services.publicChanges.start(t.services.database);
    }
    // heard again: what was kept while not heard is read anew, then kept
    expect((await get(url)).json().epitaph).toBe('Не забудем');
    expect((await t.queriesDuring(() => get(url))).queries).toBe(KEPT_VISIT_QUERIES());
  });

  it('a guest book entry the keeper approves shows at the next visit', async () => {
    const owner = await publicPage();
    const url = `/api/memory_page/public/${owner.pageId}/`;
    expect((await get(url)).json().guest_book.results).toEqual([]);
    // a guest's memory waiting for approval, written as the guest book writes it
    await t.writtenElsewhere(
      sql`insert into guest_book_entries (page_id, kind, author_name, text, status) values (${owner.pageId}, 'memory', 'Ольга', 'Добрый был человек', 'pending')`,
    );
    expect((await get(url)).json().guest_book.results).toEqual([]);
    await t.writtenElsewhere(
      sql`update guest_book_entries set status = 'approved' where page_id = ${owner.pageId}`,
    );
    expect((await get(url)).json().guest_book.results).toEqual([
      expect.objectContaining({ name: 'Ольга', text: 'Добрый был человек' }),
    ]);
  });
});

describe('etagMatches', () => {
  it('reads a list, weak forms and the star', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
  });
});
