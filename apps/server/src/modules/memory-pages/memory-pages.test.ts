import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIOGRAPHY_MAX, MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import { HIDDEN_PERSON_NAME, type PersonFields } from '@sp/shared/api/persons';
import { MSG } from '@sp/shared/validation/messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outboxMessages } from '../../platform/channels/outbox.table';
import type { Owner } from '../../platform/owner';
import { familyNodes } from '../family-tree/family-tree.table';
import { media } from '../files/media.table';
import { persons } from '../persons/persons.table';
import { qrPng, qrSvg } from './memory-pages.qr';
import { memoryPages } from './memory-pages.table';
import { ALL_PUBLIC_COUNT_TTL_MS } from './memory-pages-public';

const PUBLIC_URL = 'https://pamyat.example.ru';
const webDist = path.join(tmpdir(), `sp-web-${process.pid}`);

let t: TestApp;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Светлая память — платформа." />' +
      '<title>Светлая память</title></head><body><div id="root"></div></body></html>',
  );
  // a stand-in for the web build's server bundle (apps/web/src/app/documents/person.server.tsx)
  mkdirSync(path.join(webDist, 'server'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'server/person.server.js'),
    `export function renderPersonDocument(page, shareUrl) {
      if (page.epitaph === 'сбой') throw new Error('the renderer failed');
      globalThis.personRenders = (globalThis.personRenders ?? 0) + 1;
      return { html: '<article><h1>' + page.full_name + '</h1><a href="' + shareUrl + '">ссылка</a></article>',
        head: '<style data-emotion="css x1">.css-x1{color:green}</style>' };
    }`,
  );
  writeFileSync(
    path.join(webDist, 'person.html'),
    '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><meta name="description" content="x" />' +
      '<title>Светлая память</title><script type="module" src="/assets/person-A1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { PUBLIC_URL, WEB_DIST: webDist } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session?: Session | null,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const upload = (url: string, session: Session, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...t.bearer(session), ...body.headers },
  });

async function person(owner: Owner, fields: PersonFields & { first_name: string }) {
  return t.services.persons.create({ owner, accountId: owner.accountId ?? 0 }, fields);
}

const DECEASED = {
  last_name: 'Иванов',
  first_name: 'Пётр',
  patronymic: 'Ильич',
  date_birth: '1931-05',
  date_death: '2004',
  city: 'Тверь',
  burial_city: 'Тверь',
  birth_place: 'Торжок',
};

/** A user with a deceased person and a page for it. */
async function userWithPage(fields: Partial<typeof DECEASED> = {}, page: Record<string, unknown> = {}) {
  const owner = await t.user();
  const row = await person({ accountId: owner.account.id }, { ...DECEASED, ...fields });
  const response = await call('PUT', '/api/memory_page/page/', owner.session, { person_id: row.id, ...page });
  expect(response.statusCode, response.body).toBe(201);
  return { ...owner, person: row, page: response.json() as { id: number } };
}

/** A media address as a guest (no session), another account or the owner asks for it. */
const fetchMedia = (url: string, session?: Session | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(session ? t.bearer(session) : {}), ...headers } });

/** Gives the person a portrait (multipart PUT /api/family/person/{id}/) and answers its address. */
async function givePortrait(session: Session, personId: number): Promise<string> {
  const body = multipart({}, [
    { field: 'avatar', filename: 'portrait.png', contentType: 'image/png', data: await pngImage(300, 300) },
  ]);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/family/person/${personId}/`,
    payload: body.payload,
    headers: { ...t.bearer(session), ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().avatar;
}

/** Adds one photo to the page's gallery and answers it. */
async function addPhoto(session: Session, pageId: number) {
  const response = await upload(
    `/api/memory_page/page/${pageId}/photos/`,
    session,
    multipart({}, [{ field: 'image', filename: 'p.png', contentType: 'image/png', data: await pngImage() }]),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { media_id: number; image: string; thumbnail: string }[]).at(-1) as {
    media_id: number;
    image: string;
    thumbnail: string;
  };
}

/** The messages the platform sent to a recipient, oldest first. */
async function sentTo(recipient: string): Promise<string[]> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return rows.map((row) => `${row.subject}\n${row.text}`);
}

describe('memory pages of an account', () => {
  it('are created for a deceased person only, once, and only for the caller’s own person', async () => {
    const owner = await t.user();
    const living = await person({ accountId: owner.account.id }, { first_name: 'Анна' });
    const refused = await call('PUT', '/api/memory_page/page/', owner.session, { person_id: living.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ person_id: [MEMORY_PAGE_MSG.onlyDeceased] });

    const dead = await person({ accountId: owner.account.id }, DECEASED);
    const created = await call('PUT', '/api/memory_page/page/', owner.session, {
      person_id: dead.id,
      epitaph: 'Помним и любим',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      visibility: 'private',
      epitaph: 'Помним и любим',
      person: { id: dead.id, full_name: 'Иванов Пётр Ильич', date_birth: '1931-05', date_death: '2004' },
      is_own: true,
      created_by_company: null,
    });
    const again = await call('PUT', '/api/memory_page/page/', owner.session, { person_id: dead.id });
    expect(again.statusCode).toBe(409);

    const other = await t.user();
    const foreign = await call('PUT', '/api/memory_page/page/', other.session, { person_id: dead.id });
    expect(foreign.json()).toEqual({ person_id: [MEMORY_PAGE_MSG.notOwnPerson] });
    expect((await call('PUT', '/api/memory_page/page/', null, { person_id: dead.id })).statusCode).toBe(401);
  });

  it('are listed, read, edited and deleted by the owner; others get 404 and guests 401', async () => {
    const owner = await userWithPage();
    const url = `/api/memory_page/page/${owner.page.id}/`;
    const list = await call('GET', '/api/memory_page/page/', owner.session);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: owner.page.id, photos_count: 0 }] });
    expect((await call('GET', `/api/memory_page/page/?name=петр`, owner.session)).json().count).toBe(1);
    expect((await call('GET', `/api/memory_page/page/?name=сидоров`, owner.session)).json().count).toBe(0);

    const other = await t.user();
    expect((await call('GET', '/api/memory_page/page/', other.session)).json().count).toBe(0);
    expect((await call('GET', url, other.session)).statusCode).toBe(404);
    expect((await call('PUT', url, other.session, { epitaph: 'чужое' })).statusCode).toBe(404);
    expect((await call('DELETE', url, other.session)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);

    const saved = await call('PUT', url, owner.session, { epitaph: 'Светлая память', visibility: 'public' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ epitaph: 'Светлая память', visibility: 'public', biography: '' });
    // the page edit carries no person fields: an avatar or a name sent with it is dropped
    const stray = await call('PUT', url, owner.session, { first_name: 'Чужой', avatar: 'x.png' });
    expect(stray.statusCode).toBe(200);
    expect(stray.json().person.first_name).toBe('Пётр');

    expect((await call('DELETE', url, owner.session)).statusCode).toBe(204);
    expect((await call('GET', url, owner.session)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(persons).where(eq(persons.id, owner.person.id));
    expect(kept).toBeDefined();
  });

  it('keep only the allowed tags in a biography and refuse oversized texts', async () => {
    const owner = await userWithPage();
    const url = `/api/memory_page/page/${owner.page.id}/`;
    const saved = await call('PUT', url, owner.session, {
      biography:
        '<p class="x" onclick="evil()">Родился в <strong>Торжке</strong>, <a href="http://x">ссылка</a></p>' +
        '<script>alert(1)</script><ul><li><em>инженер</em></li></ul><img src=x onerror=alert(1)><h1>Заголовок</h1>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().biography).toBe(
      '<p>Родился в <strong>Торжке</strong>, ссылка</p><ul><li><em>инженер</em></li></ul>Заголовок',
    );
    const long = await call('PUT', url, owner.session, {
      biography: `<p>${'я'.repeat(BIOGRAPHY_MAX + 1)}</p>`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ biography: [MEMORY_PAGE_MSG.biographyTooLong(BIOGRAPHY_MAX)] });
    const epitaph = await call('PUT', url, owner.session, { epitaph: 'я'.repeat(301) });
    expect(epitaph.json()).toEqual({ epitaph: [MSG.tooLong] });
    const visibility = await call('PUT', url, owner.session, { visibility: 'friends' });
    expect(visibility.statusCode).toBe(400);
  });
});

describe('the gallery', () => {
  it('takes images by content, with captions, in the owner’s order, and removes them with their files', async () => {
    const owner = await userWithPage();
    const url = `/api/memory_page/page/${owner.page.id}/photos/`;
    const first = await upload(
      url,
      owner.session,
      multipart({ caption: 'На даче, 1975' }, [
        { field: 'image', filename: 'dacha.png', contentType: 'image/png', data: await pngImage(900, 600) },
      ]),
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(
      url,
      owner.session,
      multipart({}, [
        { field: 'image', filename: 'b.png', contentType: 'image/png', data: await pngImage() },
      ]),
    );
    const gallery = second.json() as { id: number; media_id: number; image: string; caption: string }[];
    expect(gallery.map((photo) => photo.caption)).toEqual(['На даче, 1975', '']);
    expect(gallery[0].image).toMatch(/^\/media\/.+\.webp$/);

    const fake = await upload(
      url,
      owner.session,
      multipart({}, [{ field: 'image', filename: 'x.png', contentType: 'image/png', data: NOT_AN_IMAGE }]),
    );
    expect(fake.json()).toEqual({ image: [MSG.imageFormat] });
    const none = await upload(url, owner.session, multipart({ caption: 'пусто' }));
    expect(none.json()).toEqual({ image: [MEMORY_PAGE_MSG.chooseImage] });

    const other = await t.user();
    const foreign = await upload(
      url,
      other.session,
      multipart({}, [
        { field: 'image', filename: 'b.png', contentType: 'image/png', data: await pngImage() },
      ]),
    );
    expect(foreign.statusCode).toBe(404);

    const captioned = await call('PUT', `${url}${gallery[1].id}/`, owner.session, { caption: 'Свадьба' });
    expect(captioned.json()[1].caption).toBe('Свадьба');
    const reordered = await call('PUT', `${url}order/`, owner.session, {
      ids: [gallery[1].id, gallery[0].id],
    });
    expect(reordered.json().map((photo: { id: number }) => photo.id)).toEqual([gallery[1].id, gallery[0].id]);
    const partial = await call('PUT', `${url}order/`, owner.session, { ids: [gallery[0].id] });
    expect(partial.json()).toEqual({ ids: [MEMORY_PAGE_MSG.photoOrder] });
    expect((await call('PUT', `${url}${gallery[0].id}/`, other.session, { caption: 'x' })).statusCode).toBe(
      404,
    );

    const [photoMedia] = await t.db.select().from(media).where(eq(media.id, gallery[0].media_id));
    expect(photoMedia.ownerAccountId).toBe(owner.account.id);
    const left = await call('DELETE', `${url}${gallery[0].id}/`, owner.session);
    expect(left.json()).toHaveLength(1);
    expect(await t.db.select().from(media).where(eq(media.id, gallery[0].media_id))).toEqual([]);
  });
});

describe('who sees a page', () => {
  it('private and link pages are 404 to others; a link page opens with its token; the owner previews', async () => {
    const owner = await userWithPage({}, { epitaph: 'Помним' });
    const id = owner.page.id;
    const other = await t.user();
    const publicUrl = `/api/memory_page/public/${id}/`;
    expect((await call('GET', publicUrl)).statusCode).toBe(404);
    expect((await call('GET', publicUrl, other.session)).statusCode).toBe(404);
    expect((await call('GET', publicUrl, owner.session)).statusCode).toBe(200);

    await call('PUT', `/api/memory_page/page/${id}/`, owner.session, { visibility: 'link' });
    const settings = (await call('GET', `/api/memory_page/settings/${id}/`, owner.session)).json();
    expect(settings).toMatchObject({
      visibility: 'link',
      public_url: `${PUBLIC_URL}/person/${id}`,
      link_url: `${PUBLIC_URL}/person/${id}?token=${settings.link_token}`,
      qr_url: `${PUBLIC_URL}/person/${id}?token=${settings.link_token}`,
    });
    expect((await call('GET', `/api/memory_page/settings/${id}/`, other.session)).statusCode).toBe(404);
    expect((await call('GET', publicUrl)).statusCode).toBe(404);
    expect((await call('GET', `${publicUrl}?token=wrong`)).statusCode).toBe(404);
    const byLink = await call('GET', `${publicUrl}?token=${settings.link_token}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toMatchObject({ full_name: 'Иванов Пётр Ильич', epitaph: 'Помним', keeper: null });

    const renewed = (await call('POST', `/api/memory_page/settings/${id}/renew-link/`, owner.session)).json();
    expect(renewed.link_token).not.toBe(settings.link_token);
    expect((await call('GET', `${publicUrl}?token=${settings.link_token}`)).statusCode).toBe(404);

    await call('PUT', `/api/memory_page/page/${id}/`, owner.session, { visibility: 'public' });
    const open = await call('GET', publicUrl);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      birth_place: 'Торжок',
      keeper: { id: owner.account.id },
      url: `${PUBLIC_URL}/person/${id}`,
    });
    expect(open.json()).not.toHaveProperty('note');
    expect((await call('GET', '/api/memory_page/public/999999/')).statusCode).toBe(404);
  });

  it('a page whose person has no death date any more is private again', async () => {
    const owner = await userWithPage({}, { visibility: 'public' });
    await t.services.persons.update(
      { owner: { accountId: owner.account.id }, accountId: owner.account.id },
      owner.person.id,
      { date_death: '' },
    );
    expect((await call('GET', `/api/memory_page/public/${owner.page.id}/`)).statusCode).toBe(404);
  });

  it('links relatives’ pages the owner can see, and shows guests only the public ones', async () => {
    const owner = await userWithPage({ first_name: 'Мария', last_name: 'Петрова' }, { visibility: 'public' });
    const mother = await person(
      { accountId: owner.account.id },
      { first_name: 'Анна', last_name: 'Петрова', date_death: '1990' },
    );
    const motherPage = (
      await call('PUT', '/api/memory_page/page/', owner.session, {
        person_id: mother.id,
        visibility: 'private',
      })
    ).json();
    const stranger = await userWithPage({ first_name: 'Олег' }, { visibility: 'public' });
    const hidden = await userWithPage({ first_name: 'Тайный' });
    const url = `/api/memory_page/page/${owner.page.id}/`;

    const refused = await call('PUT', url, owner.session, {
      relatives: [{ page_id: hidden.page.id, relation: 'брат' }],
    });
    expect(refused.json()).toEqual({ relatives: [MEMORY_PAGE_MSG.relativeNotFound] });
    const self = await call('PUT', url, owner.session, { relatives: [{ page_id: owner.page.id }] });
    expect(self.json()).toEqual({ relatives: [MEMORY_PAGE_MSG.relativeSelf] });

    const saved = await call('PUT', url, owner.session, {
      relatives: [
        { page_id: motherPage.id, relation: 'мать' },
        { page_id: stranger.page.id, relation: 'друг' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .relatives.map((relative: { relation: string }) => relative.relation)
        .sort(),
    ).toEqual(['друг', 'мать']);
    const seen = (await call('GET', `/api/memory_page/public/${owner.page.id}/`)).json();
    expect(seen.relatives).toEqual([
      expect.objectContaining({
        page_id: stranger.page.id,
        relation: 'друг',
        full_name: 'Иванов Олег Ильич',
      }),
    ]);
  });
  it('an owner who linked another account’s page stops seeing its name, dates and photo once it is not public', async () => {
    const stranger = await userWithPage({ first_name: 'Олег' }, { visibility: 'public' });
    const strangerPortrait = await givePortrait(stranger.session, stranger.person.id);
    const owner = await userWithPage({ first_name: 'Мария', last_name: 'Петрова' });
    const url = `/api/memory_page/page/${owner.page.id}/`;
    const linked = await call('PUT', url, owner.session, {
      relatives: [{ page_id: stranger.page.id, relation: 'брат' }],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const shown = linked.json().relatives[0];
    expect(shown).toMatchObject({
      page_id: stranger.page.id,
      relation: 'брат',
      full_name: 'Иванов Олег Ильич',
      date_birth: '1931-05',
      date_death: '2004',
      visibility: 'public',
      hidden: false,
    });
    expect(shown.avatar).toBe(
      (await call('GET', `/api/memory_page/public/${stranger.page.id}/`)).json().avatar_thumbnail,
    );
    const hidden = (visibility: string) => ({
      page_id: stranger.page.id,
      relation: 'брат',
      full_name: HIDDEN_PERSON_NAME,
      date_birth: null,
      date_death: null,
      avatar: null,
      visibility,
      hidden: true,
    });
    const relativesOf = async () => (await call('GET', url, owner.session)).json().relatives;

    for (const visibility of ['private', 'link'] as const) {
      await call('PUT', `/api/memory_page/page/${stranger.page.id}/`, stranger.session, { visibility });
      expect(await relativesOf()).toEqual([hidden(visibility)]);
      // the portrait's address the owner was given stops working for them
      expect((await fetchMedia(shown.avatar, owner.session)).statusCode).toBe(404);
      expect((await fetchMedia(strangerPortrait, owner.session)).statusCode).toBe(404);
    }
    // the hidden link may stay when the owner saves the other relatives
    const kept = await call('PUT', url, owner.session, {
      relatives: [{ page_id: stranger.page.id, relation: 'брат' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().relatives).toEqual([hidden('link')]);

    await call('PUT', `/api/memory_page/page/${stranger.page.id}/`, stranger.session, {
      visibility: 'public',
    });
    expect((await relativesOf())[0]).toMatchObject({ full_name: 'Иванов Олег Ильич', date_death: '2004' });
    // a person marked living is hidden too, whatever the page says
    await call('PUT', `/api/family/person/${stranger.person.id}/`, stranger.session, { date_death: '' });
    expect(await relativesOf()).toEqual([hidden('public')]);
    // the owner's own relatives stay as they are, private or not
    expect(
      (await call('GET', `/api/memory_page/page/${stranger.page.id}/`, stranger.session)).json().person
        .full_name,
    ).toBe('Иванов Олег Ильич');
  });
});

describe('files of a page', () => {
  it('a private page’s photos and portrait go to its owner only, with private caching', async () => {
    const owner = await userWithPage({}, { visibility: 'private' });
    const photo = await addPhoto(owner.session, owner.page.id);
    const portrait = await givePortrait(owner.session, owner.person.id);
    const other = await t.user();
    const [stored] = await t.db.select().from(media).where(eq(media.id, photo.media_id));
    const addresses = [photo.image, photo.thumbnail, portrait];
    for (const url of [...addresses, `/media/${stored.key}`, `/media/${stored.thumbnailKey}`]) {
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
      expect((await fetchMedia(url, other.session)).statusCode, url).toBe(404);
    }
    for (const url of addresses) {
      const served = await fetchMedia(url, owner.session);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    // the bare storage address never serves a file that is not public, not even to its owner
    expect((await fetchMedia(`/media/${stored.key}`, owner.session)).statusCode).toBe(404);
    const page = (await call('GET', `/api/memory_page/page/${owner.page.id}/`, owner.session)).json();
    expect(page.photos[0].image).toBe(photo.image);
    expect(page.person.avatar).toBe(portrait);
    // an owner's expired or forged session is told so (401), so the web app renews it and asks again
    expect((await fetchMedia(photo.image, null, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('a link-only page’s files go to whoever sends its token in X-Page-Token, never in the address', async () => {
    const owner = await userWithPage({}, { visibility: 'link' });
    await addPhoto(owner.session, owner.page.id);
    await givePortrait(owner.session, owner.person.id);
    const settings = (await call('GET', `/api/memory_page/settings/${owner.page.id}/`, owner.session)).json();
    const token: string = settings.link_token;
    const view = (await call('GET', `/api/memory_page/public/${owner.page.id}/?token=${token}`)).json();
    const addresses = [view.photos[0].image, view.photos[0].thumbnail, view.avatar, view.avatar_thumbnail];
    for (const url of addresses) {
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
      expect((await fetchMedia(url, null, { 'x-page-token': 'wrong' })).statusCode, url).toBe(404);
      expect((await fetchMedia(`${url}?token=${token}`)).statusCode, url).toBe(404);
      const served = await fetchMedia(url, null, { 'x-page-token': token });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    // a new link: the old token opens nothing more
    await call('POST', `/api/memory_page/settings/${owner.page.id}/renew-link/`, owner.session);
    expect((await fetchMedia(addresses[0], null, { 'x-page-token': token })).statusCode).toBe(404);
    const renewed = (await call('GET', `/api/memory_page/settings/${owner.page.id}/`, owner.session)).json();
    expect((await fetchMedia(addresses[0], null, { 'x-page-token': renewed.link_token })).statusCode).toBe(
      200,
    );
    // a private page: not even with its token
    await call('PUT', `/api/memory_page/page/${owner.page.id}/`, owner.session, { visibility: 'private' });
    expect((await fetchMedia(addresses[0], null, { 'x-page-token': renewed.link_token })).statusCode).toBe(
      404,
    );
  });

  it('a public page’s files are public and cached, and are no longer served once it turns private', async () => {
    const owner = await userWithPage({}, { visibility: 'public' });
    await addPhoto(owner.session, owner.page.id);
    await givePortrait(owner.session, owner.person.id);
    const view = (await call('GET', `/api/memory_page/public/${owner.page.id}/`)).json();
    const addresses: string[] = [view.photos[0].image, view.photos[0].thumbnail, view.avatar];
    for (const url of addresses) {
      const served = await fetchMedia(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const card = (await call('GET', `/api/public/persons/?user=${owner.account.id}`)).json().results[0];
    expect(card.id).toBe(owner.page.id);
    expect((await fetchMedia(card.avatar)).statusCode).toBe(200);

    await call('PUT', `/api/memory_page/page/${owner.page.id}/`, owner.session, { visibility: 'private' });
    for (const url of addresses) expect((await fetchMedia(url)).statusCode, url).toBe(404);
    await call('PUT', `/api/memory_page/page/${owner.page.id}/`, owner.session, { visibility: 'public' });
    expect((await fetchMedia(addresses[0])).statusCode).toBe(200);
    // its person marked living: the page is private again, and so are its files
    await call('PUT', `/api/family/person/${owner.person.id}/`, owner.session, { date_death: '' });
    for (const url of addresses) expect((await fetchMedia(url)).statusCode, url).toBe(404);
  });

  it('a company’s page files go to its staff with the right, and to the family once it takes the page', async () => {
    const company = await t.companyOwner();
    const reader = await t.employee(company.company.id, { memory_pages: 3 });
    const outsider = await t.employee(company.company.id, { orders: 1 });
    const page = (
      await call('POST', '/api/memory_page/affiliate-program/', company.session, {
        person: { first_name: 'Николай', last_name: 'Смирнов', date_death: '2026-01' },
      })
    ).json();
    const photo = await addPhoto(company.session, page.id);
    const otherCompany = await t.companyOwner();
    const family = await t.user();
    for (const session of [null, otherCompany.session, outsider.session, family.session]) {
      expect((await fetchMedia(photo.image, session)).statusCode).toBe(404);
    }
    for (const session of [company.session, reader.session]) {
      expect((await fetchMedia(photo.image, session)).statusCode).toBe(200);
    }
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
    expect((await fetchMedia(photo.image, family.session)).statusCode).toBe(200);
    // the company keeps its 7 days on the page it made, then loses its files with it
    expect((await fetchMedia(photo.image, company.session)).statusCode).toBe(200);
    await t.db
      .update(memoryPages)
      .set({ companyEditUntil: new Date(Date.now() - 1000) })
      .where(eq(memoryPages.id, page.id));
    expect((await fetchMedia(photo.image, company.session)).statusCode).toBe(404);
    expect((await fetchMedia(photo.image)).statusCode).toBe(404);
  });
});

describe('public search', () => {
  it('finds public pages by name, years and city, never private or link pages, page by page', async () => {
    const a = await userWithPage(
      {
        last_name: 'Белозерский',
        first_name: 'Аркадий',
        date_birth: '1911',
        date_death: '1977',
        city: 'Вологда',
      },
      { visibility: 'public' },
    );
    await userWithPage(
      {
        last_name: 'Белозерский',
        first_name: 'Борис',
        date_birth: '1915',
        date_death: '1980',
        city: 'Вологда',
      },
      { visibility: 'link' },
    );
    await userWithPage(
      {
        last_name: 'Белозерский',
        first_name: 'Вадим',
        date_birth: '1920',
        date_death: '1999',
        city: 'Вологда',
      },
      { visibility: 'private' },
    );
    const b = await userWithPage(
      {
        last_name: 'Белозерская',
        first_name: 'Галина',
        date_birth: '1921',
        date_death: '2001',
        city: 'Череповец',
        burial_city: 'Вологда',
      },
      { visibility: 'public' },
    );
    const search = async (query: string) => (await call('GET', `/api/memory_page/public/?${query}`)).json();

    const byName = await search(`name=${encodeURIComponent('белозерск')}`);
    expect(byName.count).toBe(2);
    expect(byName.results.map((card: { id: number }) => card.id).sort()).toEqual(
      [a.page.id, b.page.id].sort(),
    );
    const both = await search(`name=${encodeURIComponent('Аркадий Белозерский')}`);
    expect(both.results).toEqual([
      expect.objectContaining({ id: a.page.id, full_name: 'Белозерский Аркадий Ильич', date_death: '1977' }),
    ]);
    expect((await search(`name=${encodeURIComponent('белозерск')}&birth_year=1921`)).results[0].id).toBe(
      b.page.id,
    );
    expect((await search(`name=${encodeURIComponent('белозерск')}&death_year=1977`)).count).toBe(1);
    // the city is where the person lived or is buried
    expect(
      (await search(`name=${encodeURIComponent('белозерск')}&city=${encodeURIComponent('вологда')}`)).count,
    ).toBe(2);
    expect((await search(`city=${encodeURIComponent('Череповец')}`)).count).toBe(1);
    const first = await search(`name=${encodeURIComponent('белозерск')}&limit=1`);
    const second = await search(`name=${encodeURIComponent('белозерск')}&limit=1&offset=1`);
    expect(first.count).toBe(2);
    expect(first.results[0].id).not.toBe(second.results[0].id);
    // percent and underscore are the visitor's characters, not patterns
    expect((await search(`name=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await call('GET', '/api/memory_page/public/?birth_year=abc')).statusCode).toBe(400);
  });

  it('keeps the number of all public pages for a while; a search with a filter is always counted', async () => {
    const search = async (query: string) => (await call('GET', `/api/memory_page/public/?${query}`)).json();
    const realNow = Date.now;
    try {
      const before = (await search('')).count;
      const added = await userWithPage({ last_name: 'Счётов' }, { visibility: 'public' });
      const pages = await search('');
      expect(pages.count).toBe(before); // kept
      expect(pages.results[0].id).toBe(added.page.id); // the list itself is fresh
      expect((await search(`name=${encodeURIComponent('Счётов')}`)).count).toBe(1);
      const later = realNow() + ALL_PUBLIC_COUNT_TTL_MS + 1;
      vi.spyOn(Date, 'now').mockImplementation(() => later);
      expect((await search('')).count).toBe(before + 1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('lists an account’s public pages on its profile; without any the profile is not found', async () => {
    const keeper = await userWithPage({ first_name: 'Семён' }, { visibility: 'public' });
    await call('PUT', '/api/memory_page/page/', keeper.session, {
      person_id: (
        await person({ accountId: keeper.account.id }, { first_name: 'Скрытый', date_death: '2000' })
      ).id,
    });
    const profile = await call('GET', `/api/public/persons/?user=${keeper.account.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      profile: { id: keeper.account.id },
      count: 1,
      results: [{ id: keeper.page.id }],
    });
    const nobody = await t.user();
    expect((await call('GET', `/api/public/persons/?user=${nobody.account.id}`)).statusCode).toBe(404);
  });
});

describe('QR codes and shared links', () => {
  it('encode the page address as PNG and SVG; a private page has none for others', async () => {
    const owner = await userWithPage({}, { visibility: 'public' });
    const id = owner.page.id;
    const svg = await call('GET', `/api/memory_page/qr/${id}.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toBe(await qrSvg(`${PUBLIC_URL}/person/${id}`));
    const png = await call('GET', `/api/memory_page/qr/${id}.png?download=1`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="pamyat-${id}.png"`);
    expect(png.rawPayload.equals(await qrPng(`${PUBLIC_URL}/person/${id}`))).toBe(true);

    await call('PUT', `/api/memory_page/page/${id}/`, owner.session, { visibility: 'link' });
    const { link_token: token, qr_svg: qrSvgPath } = (
      await call('GET', `/api/memory_page/settings/${id}/`, owner.session)
    ).json();
    expect((await call('GET', `/api/memory_page/qr/${id}.svg`)).statusCode).toBe(404);
    const linked = await call('GET', qrSvgPath);
    expect(linked.body).toBe(await qrSvg(`${PUBLIC_URL}/person/${id}?token=${token}`));

    await call('PUT', `/api/memory_page/page/${id}/`, owner.session, { visibility: 'private' });
    expect((await call('GET', `/api/memory_page/qr/${id}.png`)).statusCode).toBe(404);
    expect((await call('GET', `/api/memory_page/qr/${id}.png`, owner.session)).statusCode).toBe(200);
    expect((await call('GET', `/api/memory_page/qr/${id}.gif`)).statusCode).toBe(400);
  });

  it('serve /person/{id} with the name, years, photo and address in the title and Open Graph tags', async () => {
    const owner = await userWithPage(
      { first_name: 'Пётр', last_name: 'Иванов' },
      { visibility: 'public', epitaph: 'Он любил "свой" сад & <людей>' },
    );
    await upload(
      `/api/memory_page/page/${owner.page.id}/photos/`,
      owner.session,
      multipart({}, [
        { field: 'image', filename: 'a.png', contentType: 'image/png', data: await pngImage() },
      ]),
    );
    const page = await call('GET', `/person/${owner.page.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<title>Иванов Пётр Ильич (1931 – 2004)</title>');
    expect(html).toContain('<meta property="og:title" content="Иванов Пётр Ильич (1931 – 2004)" />');
    expect(html).toContain(
      '<meta name="description" content="Он любил &quot;свой&quot; сад &amp; &lt;людей&gt;" />',
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/media/media/[\\w-]+/[\\w-]+\\.webp" />`),
    );
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/person/${owner.page.id}" />`);
    expect(html).not.toContain('<людей>');
    // the page's data is in the HTML, as the API answers it, and no text in it closes its script element
    const embedded = html.match(/<script id="page-data" type="application\/json">([^<]*)<\/script>/);
    expect(embedded).not.toBeNull();
    const api = await call('GET', `/api/memory_page/public/${owner.page.id}/`);
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(api.json());

    await call('PUT', `/api/memory_page/page/${owner.page.id}/`, owner.session, { visibility: 'private' });
    const hidden = (await call('GET', `/person/${owner.page.id}`)).body;
    expect(hidden).toContain('<title>Светлая память</title>');
    expect(hidden).not.toContain('og:title');
    expect(hidden).not.toContain('page-data');
    expect((await call('GET', '/person/abc')).body).toContain('<title>Светлая память</title>');
  });

  it("render /person/{id} on the server into the build's person.html once per kept page, and fall back to the app's page when rendering fails", async () => {
    const owner = await userWithPage({ first_name: 'Анна', last_name: 'Петрова' }, { visibility: 'public' });
    const api = (await call('GET', `/api/memory_page/public/${owner.page.id}/`)).json();
    const first = (await call('GET', `/person/${owner.page.id}`)).body;
    expect(first).toContain('<script type="module" src="/assets/person-A1.js"></script>');
    expect(first).toContain(
      `<div id="root"><article><h1>${api.full_name}</h1><a href="${PUBLIC_URL}/person/${owner.page.id}">ссылка</a></article></div>`,
    );
    expect(first).toMatch(/<style data-emotion="css x1">\.css-x1\{color:green\}<\/style>\s*<\/head>/);
    expect(first).toContain(`<meta property="og:title" content="${api.full_name} (1931 – 2004)" />`);
    const embedded = first.match(/<script id="page-data" type="application\/json">([^<]*)<\/script>/);
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(api);
    const rendersBefore = (globalThis as { personRenders?: number }).personRenders;
    expect((await call('GET', `/person/${owner.page.id}`)).body).toBe(first);
    expect((globalThis as { personRenders?: number }).personRenders).toBe(rendersBefore);
    // a change of the page renders it anew
    await call('PUT', `/api/memory_page/page/${owner.page.id}/`, owner.session, { epitaph: 'Помним' });
    expect((await call('GET', `/person/${owner.page.id}`)).body).not.toBe(first);
    expect((globalThis as { personRenders?: number }).personRenders).toBe((rendersBefore ?? 0) + 1);

    // a page the renderer fails on is the app's page, with its title, tags and data, as without a renderer
    const failing = await userWithPage({}, { visibility: 'public', epitaph: 'сбой' });
    const fallback = (await call('GET', `/person/${failing.page.id}`)).body;
    expect(fallback).not.toContain('person-A1.js');
    expect(fallback).toContain('<div id="root"></div>');
    expect(fallback).toContain('og:title');
    expect(fallback).toContain('<script id="page-data"');
    // the template is no file of its own
    expect((await call('GET', '/person.html')).body).not.toContain('person-A1.js');
  });
});

describe('the affiliate program', () => {
  const CLIENT_DECEASED = {
    first_name: 'Николай',
    last_name: 'Смирнов',
    date_birth: '1940',
    date_death: '2026-01',
  };

  it('needs the memory_pages right: read-only lists, read-write creates', async () => {
    const company = await t.companyOwner();
    const reader = await t.employee(company.company.id, { memory_pages: 3 });
    const stranger = await t.employee(company.company.id, { persons: 1 });
    const user = await t.user();
    expect((await call('GET', '/api/memory_page/affiliate-program/', reader.session)).statusCode).toBe(200);
    expect((await call('GET', '/api/memory_page/affiliate-program/', stranger.session)).statusCode).toBe(403);
    expect((await call('GET', '/api/memory_page/affiliate-program/', user.session)).statusCode).toBe(403);
    const create = await call('POST', '/api/memory_page/affiliate-program/', reader.session, {
      person: CLIENT_DECEASED,
    });
    expect(create.statusCode).toBe(403);
    const living = await call('POST', '/api/memory_page/affiliate-program/', company.session, {
      person: { first_name: 'Живой' },
    });
    expect(living.json()).toEqual({ 'person.date_death': [MEMORY_PAGE_MSG.onlyDeceased] });
  });

  it('a company makes a page, gives the family a code, and the family takes page, person and photos over', async () => {
    const company = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const writer = await t.employee(company.company.id, { memory_pages: 2 });
    const created = await call('POST', '/api/memory_page/affiliate-program/', writer.session, {
      person: CLIENT_DECEASED,
      epitaph: 'Вечная память',
      visibility: 'public',
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json();
    expect(page.created_by_company).toEqual({ id: company.company.id, name: 'Ритуал-Сервис' });
    const untilMs = Date.parse(page.company_edit_until) - Date.now();
    expect(untilMs).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(untilMs).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    // staff edit the company's page through the page endpoints, photos too
    const photo = await upload(
      `/api/memory_page/page/${page.id}/photos/`,
      writer.session,
      multipart({}, [
        { field: 'image', filename: 'p.png', contentType: 'image/png', data: await pngImage() },
      ]),
    );
    expect(photo.statusCode).toBe(201);
    const journal = await t.db.select().from(auditLog).where(eq(auditLog.model, 'MemoryPage'));
    expect(journal.some((row) => row.companyId === company.company.id && row.action === 'create')).toBe(true);

    const other = await t.companyOwner();
    expect(
      (await call('GET', `/api/memory_page/affiliate-program/${page.id}/`, other.session)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/memory_page/affiliate-program/${page.id}/code/`, other.session)).statusCode,
    ).toBe(404);
    const codeResponse = await call(
      'POST',
      `/api/memory_page/affiliate-program/${page.id}/code/`,
      writer.session,
    );
    expect(codeResponse.statusCode).toBe(201);
    const { code } = codeResponse.json();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const listed = (await call('GET', '/api/memory_page/affiliate-program/', company.session)).json();
    expect(listed.results[0]).toMatchObject({ id: page.id, code, handed_over_to: null, can_edit: true });

    const family = await t.user();
    const preview = await call(
      'GET',
      `/api/memory_page/affiliate-program/code/${code.toLowerCase()}/`,
      family.session,
    );
    expect(preview.json()).toEqual({
      page_id: page.id,
      full_name: 'Смирнов Николай',
      date_birth: '1940',
      date_death: '2026-01',
      company_name: 'Ритуал-Сервис',
    });
    const wrong = await call(
      'POST',
      `/api/memory_page/affiliate-program/update/${page.id}/`,
      family.session,
      {
        memory_page: page.id,
        code: 'AAAAAAAA',
      },
    );
    expect(wrong.json()).toEqual({ code: [MEMORY_PAGE_MSG.codeNotFound] });
    const notMine = await call(
      'POST',
      `/api/memory_page/affiliate-program/update/${page.id}/`,
      family.session,
      {
        memory_page: page.id,
        profile: company.account.id,
        code,
      },
    );
    expect(notMine.statusCode).toBe(403);

    const [{ value: personsBefore }] = await t.db.select({ value: count() }).from(persons);
    const accepted = await call(
      'POST',
      `/api/memory_page/affiliate-program/update/${page.id}/`,
      family.session,
      {
        memory_page: page.id,
        profile: family.account.id,
        code,
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      page_id: page.id,
      person_id: page.person.id,
      account_id: family.account.id,
    });
    // moved, not copied
    const [{ value: personsAfter }] = await t.db.select({ value: count() }).from(persons);
    expect(personsAfter).toBe(personsBefore);
    const [moved] = await t.db.select().from(persons).where(eq(persons.id, page.person.id));
    expect(moved).toMatchObject({ ownerAccountId: family.account.id, ownerCompanyId: null });
    const [movedPage] = await t.db.select().from(memoryPages).where(eq(memoryPages.id, page.id));
    expect(movedPage).toMatchObject({ ownerAccountId: family.account.id, ownerCompanyId: null });
    const photoMedia = await t.db.select().from(media).where(eq(media.id, photo.json()[0].media_id));
    expect(photoMedia[0].ownerAccountId).toBe(family.account.id);
    const node = await t.db
      .select()
      .from(familyNodes)
      .where(and(eq(familyNodes.accountId, family.account.id), eq(familyNodes.personId, page.person.id)));
    expect(node).toHaveLength(1);
    expect(accepted.json().family_node_id).toBe(node[0].id);

    const familyList = (await call('GET', '/api/memory_page/page/', family.session)).json();
    expect(familyList.results.map((row: { id: number }) => row.id)).toEqual([page.id]);
    const again = await call(
      'POST',
      `/api/memory_page/affiliate-program/update/${page.id}/`,
      family.session,
      {
        memory_page: page.id,
        code,
      },
    );
    expect(again.json()).toEqual({ code: [MEMORY_PAGE_MSG.codeNotFound] });
    const after = (
      await call('GET', `/api/memory_page/affiliate-program/${page.id}/`, company.session)
    ).json();
    expect(after).toMatchObject({ handed_over_to: { id: family.account.id }, code: null });

    // within its 7 days the company still edits the page it made; after them it may not
    const edit = await call('PUT', `/api/memory_page/page/${page.id}/`, writer.session, {
      epitaph: 'Помним',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().is_own).toBe(false);
    await t.db
      .update(memoryPages)
      .set({ companyEditUntil: new Date(Date.now() - 1000) })
      .where(eq(memoryPages.id, page.id));
    expect(
      (await call('PUT', `/api/memory_page/page/${page.id}/`, writer.session, { epitaph: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/memory_page/page/${page.id}/`, family.session, { epitaph: 'Наша' }))
        .statusCode,
    ).toBe(200);
  });

  it('after 7 days a company may not change its own page (403 with the reason), but may still hand it over', async () => {
    const company = await t.companyOwner();
    const page = (
      await call('POST', '/api/memory_page/affiliate-program/', company.session, { person: CLIENT_DECEASED })
    ).json();
    await t.db
      .update(memoryPages)
      .set({ companyEditUntil: new Date(Date.now() - 1000) })
      .where(eq(memoryPages.id, page.id));
    const edit = await call('PUT', `/api/memory_page/page/${page.id}/`, company.session, { epitaph: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ detail: MEMORY_PAGE_MSG.companyWindowClosed });
    expect((await call('GET', `/api/memory_page/page/${page.id}/`, company.session)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/memory_page/page/${page.id}/`, company.session)).statusCode).toBe(403);

    // the code goes out to the family all the same
    const sent = await call(
      'POST',
      `/api/memory_page/affiliate-program/direct-update/${page.id}/`,
      company.session,
      { login: 'pozdno@test.ru' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('direct-update moves nothing: it sends the page’s code to the phone or e-mail, alike whether an account has it', async () => {
    const company = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const page = (
      await call('POST', '/api/memory_page/affiliate-program/', company.session, {
        person: CLIENT_DECEASED,
        visibility: 'public',
      })
    ).json();
    const direct = `/api/memory_page/affiliate-program/direct-update/${page.id}/`;
    const family = await t.createAccount({ userType: 1, email: 'semya@test.ru' });

    const known = await call('POST', direct, company.session, { login: 'Semya@Test.ru' });
    const unknown = await call('POST', direct, company.session, { login: 'nikto@test.ru' });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ detail: MEMORY_PAGE_MSG.handoverCodeSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    // nothing moved: the page, its person and photos stay the company's, nobody's tree changed
    const [kept] = await t.db.select().from(memoryPages).where(eq(memoryPages.id, page.id));
    expect(kept).toMatchObject({ ownerCompanyId: company.company.id, ownerAccountId: null });
    expect(await t.db.select().from(familyNodes).where(eq(familyNodes.accountId, family.id))).toEqual([]);

    // both got the same code, with the company, the deceased and where to enter it
    const [letter] = await sentTo('semya@test.ru');
    const [other] = await sentTo('nikto@test.ru');
    const code = /\b([A-Z2-9]{8})\b/.exec(letter)?.[1] as string;
    expect(code).toBeDefined();
    expect(other).toBe(letter);
    expect(letter).toContain('«Ритуал-Сервис»');
    expect(letter).toContain('Смирнов Николай');
    expect(letter).toContain(`${PUBLIC_URL}/app/pages-memory`);
    expect(letter).toContain('Принять страницу по коду');
    const listed = (
      await call('GET', `/api/memory_page/affiliate-program/${page.id}/`, company.session)
    ).json();
    expect(listed).toMatchObject({ code, handed_over_to: null });

    // a phone gets it by its own channel, as digits
    expect((await call('POST', direct, company.session, { login: '+7 (900) 555-12-34' })).statusCode).toBe(
      200,
    );
    expect((await sentTo('79005551234'))[0]).toContain(code);
    const bad = await call('POST', direct, company.session, { login: 'не адрес' });
    expect(bad.statusCode).toBe(400);

    // the family accepts by the code, as with any code
    const session = await t.login(family);
    const accepted = await call('POST', `/api/memory_page/affiliate-program/update/${page.id}/`, session, {
      memory_page: page.id,
      code,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const twice = await call('POST', direct, company.session, { login: 'semya@test.ru' });
    expect(twice.statusCode).toBe(409);
    // another company's page is not there to send
    const stranger = await t.companyOwner();
    expect((await call('POST', direct, stranger.session, { login: 'semya@test.ru' })).statusCode).toBe(404);
  });

  it('direct-update is throttled: 3 codes to one address in 15 minutes, 20 per company in an hour', async () => {
    const company = await t.companyOwner();
    const page = (
      await call('POST', '/api/memory_page/affiliate-program/', company.session, { person: CLIENT_DECEASED })
    ).json();
    const direct = `/api/memory_page/affiliate-program/direct-update/${page.id}/`;
    const send = (login: string, session = company.session) => call('POST', direct, session, { login });
    for (let i = 0; i < 3; i += 1) expect((await send('mnogo@test.ru')).statusCode).toBe(200);
    const often = await send('MNOGO@test.ru');
    expect(often.statusCode).toBe(429);
    expect(often.json().detail).toMatch(/^На этот адрес код уже отправляли.+Повторите через \d+ мин\.$/);
    expect(Number(often.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentTo('mnogo@test.ru')).toHaveLength(3);

    for (let i = 0; i < 17; i += 1) expect((await send(`adres${i}@test.ru`)).statusCode).toBe(200);
    const tooMany = await send('eshche@test.ru');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().detail).toMatch(/^Слишком много отправок кода.+Повторите через \d+ мин\.$/);
    expect(await sentTo('eshche@test.ru')).toEqual([]);
    // per company: another company's staff still send theirs
    const other = await t.companyOwner();
    const otherPage = (
      await call('POST', '/api/memory_page/affiliate-program/', other.session, { person: CLIENT_DECEASED })
    ).json();
    expect(
      (
        await call(
          'POST',
          `/api/memory_page/affiliate-program/direct-update/${otherPage.id}/`,
          other.session,
          {
            login: 'eshche@test.ru',
          },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('company staff in user mode work on their own pages, not the company’s', async () => {
    const company = await t.companyOwner();
    await call('POST', '/api/memory_page/affiliate-program/', company.session, { person: CLIENT_DECEASED });
    const asCompany = await call('GET', '/api/memory_page/page/', company.session);
    expect(asCompany.json().count).toBe(1);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/memory_page/page/',
      headers: { ...t.bearer(company.session), 'x-user-mode': '1' },
    });
    expect(asUser.json().count).toBe(0);
  });
});
