import type { Session } from '@sp/shared/api/auth';
import { CEMETERY_MSG } from '@sp/shared/api/cemeteries';
import { fileTooLargeMessage, MSG } from '@sp/shared/validation/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A grave's photo (issue 15 §1): set, replaced and removed by its governor, public like the grave. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let municipal: Awaited<ReturnType<TestApp['companyOwner']>>;
let cemeteryId: number;
let png: Buffer;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session?: Session) =>
  t.app.inject({ method, url, headers: session ? t.bearer(session) : {} });

function upload(graveId: number, session: Session | null, file: FilePart | null) {
  const body = multipart({}, file ? [file] : []);
  return t.app.inject({
    method: 'POST',
    url: `/api/cemeteries/parameters-graves/${graveId}/photo/`,
    headers: { ...(session ? t.bearer(session) : {}), ...body.headers },
    payload: body.payload,
  });
}

const photoPart = (data: Buffer, filename = 'grave.png'): FilePart => ({
  field: 'photo',
  filename,
  contentType: filename.endsWith('.png') ? 'image/png' : 'image/jpeg',
  data,
});

async function newGrave(number: string, lng: number) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/cemeteries/graves/',
    headers: t.bearer(municipal.session),
    payload: { cemetery_id: cemeteryId, number, location: { lng, lat: 56.86 } },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

/** What a guest gets at a stored file's address: its status and type. */
async function fetched(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: response.headers['content-type'] };
}

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
  admin = await t.admin();
  municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища Твери»');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/cemeteries/cemeteries/',
    headers: t.bearer(admin.session),
    payload: {
      name: 'Дмитрово-Черкасское кладбище',
      center: { lng: 35.91, lat: 56.86 },
      municipal_company_id: municipal.company.id,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  cemeteryId = created.json().id;
  png = await pngImage(2400, 1800);
});
afterAll(() => t.close());

describe('a grave’s photo (issue 15 §1)', () => {
  it('its governor uploads it: re-encoded with a thumbnail, public in the parameters and the guest’s card', async () => {
    const graveId = await newGrave('1-1', 35.911);
    const empty = (await call('GET', `/api/cemeteries/parameters-graves/${graveId}/`)).json();
    expect(empty).toMatchObject({ photo: null, photo_thumbnail: null });
    expect((await call('GET', `/api/cemeteries/public-place-grave/${graveId}/`)).json()).toMatchObject({
      photo: null,
      photo_thumbnail: null,
    });

    const uploaded = await upload(graveId, municipal.session, photoPart(png));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo, photo_thumbnail } = uploaded.json();
    expect(uploaded.json()).toMatchObject({ id: graveId, status: 'free', places_count: 1 });
    expect(photo).toMatch(/^\/media\/graves\/.+\.webp$/);
    expect(photo_thumbnail).toMatch(/^\/media\/graves\/.+\.webp$/);
    // anyone may have them, as the grave itself
    expect(await fetched(photo)).toEqual({ status: 200, type: 'image/webp' });
    const thumbnail = await t.app.inject({ method: 'GET', url: photo_thumbnail });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
    const full = await t.app.inject({ method: 'GET', url: photo });
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1200 });

    expect((await call('GET', `/api/cemeteries/parameters-graves/${graveId}/`)).json()).toMatchObject({
      photo,
      photo_thumbnail,
    });
    const card = (await call('GET', `/api/cemeteries/public-place-grave/${graveId}/`)).json();
    expect(card).toMatchObject({ id: graveId, number: '1-1', photo, photo_thumbnail });

    // a JPEG replaces it; the old files leave storage
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const replaced = await upload(graveId, municipal.session, photoPart(jpeg, 'grave.jpg'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().photo).not.toBe(photo);
    expect(await fetched(replaced.json().photo)).toMatchObject({ status: 200 });
    expect((await fetched(photo)).status).toBe(404);
    expect((await fetched(photo_thumbnail)).status).toBe(404);

    // an administrator is a governor too
    const byAdmin = await upload(graveId, admin.session, photoPart(await pngImage()));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await fetched(replaced.json().photo)).status).toBe(404);
  });

  it('takes images only, by their bytes, within the upload limit; a file is needed', async () => {
    const graveId = await newGrave('1-2', 35.912);
    const text = await upload(graveId, municipal.session, photoPart(NOT_AN_IMAGE, 'grave.jpg'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ photo: [MSG.imageFormat], error_code: expect.any(String) });
    const none = await upload(graveId, municipal.session, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ photo: [CEMETERY_MSG.photoRequired] });
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(1024 * 1024 + 100)]);
    const tooBig = await upload(graveId, municipal.session, photoPart(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ photo: [fileTooLargeMessage(1)] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/cemeteries/parameters-graves/${graveId}/photo/`,
      headers: t.bearer(municipal.session),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await call('GET', `/api/cemeteries/parameters-graves/${graveId}/`)).json().photo).toBeNull();
  });

  it('only the governor changes it: its staff with «serial_number» read-write, never another organisation or a family', async () => {
    const graveId = await newGrave('1-3', 35.913);
    const clerk = await t.employee(municipal.company.id, { serial_number: 2 });
    const reader = await t.employee(municipal.company.id, { serial_number: 3 });
    const neighbour = await t.companyOwner('MUNICIPAL', 'МКУ соседей');
    const regular = await t.companyOwner();
    const family = await t.user();
    for (const session of [reader.session, neighbour.session, regular.session, family.session]) {
      expect((await upload(graveId, session, photoPart(png))).statusCode).toBe(403);
    }
    expect((await upload(graveId, null, photoPart(png))).statusCode).toBe(401);
    expect((await upload(999_999, municipal.session, photoPart(png))).statusCode).toBe(404);
    expect((await call('GET', `/api/cemeteries/parameters-graves/${graveId}/`)).json().photo).toBeNull();

    const byClerk = await upload(graveId, clerk.session, photoPart(await pngImage()));
    expect(byClerk.statusCode, byClerk.body).toBe(200);
    const url = `/api/cemeteries/parameters-graves/${graveId}/photo/`;
    for (const session of [reader.session, neighbour.session, family.session]) {
      expect((await call('DELETE', url, session)).statusCode).toBe(403);
    }
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('GET', `/api/cemeteries/parameters-graves/${graveId}/`)).json().photo).toBe(
      byClerk.json().photo,
    );
  });

  it('its governor removes it, and its files with it; so does removing the grave', async () => {
    const graveId = await newGrave('1-4', 35.914);
    const { photo, photo_thumbnail } = (await upload(graveId, municipal.session, photoPart(png))).json();
    const removed = await call(
      'DELETE',
      `/api/cemeteries/parameters-graves/${graveId}/photo/`,
      municipal.session,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: graveId, photo: null, photo_thumbnail: null });
    expect((await fetched(photo)).status).toBe(404);
    expect((await fetched(photo_thumbnail)).status).toBe(404);
    expect((await call('GET', `/api/cemeteries/public-place-grave/${graveId}/`)).json()).toMatchObject({
      photo: null,
      photo_thumbnail: null,
    });
    // nothing left to remove: the same answer
    const again = await call(
      'DELETE',
      `/api/cemeteries/parameters-graves/${graveId}/photo/`,
      municipal.session,
    );
    expect(again.json()).toMatchObject({ photo: null });
    expect(
      (await call('DELETE', '/api/cemeteries/parameters-graves/999999/photo/', municipal.session)).statusCode,
    ).toBe(404);

    const kept = (await upload(graveId, municipal.session, photoPart(png))).json();
    expect((await call('DELETE', `/api/cemeteries/graves/${graveId}/`, municipal.session)).statusCode).toBe(
      204,
    );
    expect((await fetched(kept.photo)).status).toBe(404);
    expect((await fetched(kept.photo_thumbnail)).status).toBe(404);
  });
});
