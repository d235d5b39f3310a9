import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNeverAtMedia } from '../../../test/media-addresses';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { bugs } from './bugs.table';

// a 1 MB upload limit keeps the oversized files of these tests small
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(() => t.close());

const MESSAGE = 'На странице заказов не открывается карточка сделки.';

function report(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
  url = '/api/bugs/',
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/bugs/', () => {
  it('stores a report with its author and page', async () => {
    const { account, session } = await t.user();
    const response = await report(t.bearer(session), { message: MESSAGE, page_url: '/app/orders' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message: MESSAGE,
      screen_upload: null,
      is_resolved: false,
      created_at: expect.any(String),
      page_url: '/app/orders',
      author: { id: account.id, name: 'Тест', email: account.email },
    });
  });

  it('stores a screenshot re-encoded and serves it as an image', async () => {
    const { session } = await t.user();
    const response = await report(t.bearer(session), { message: MESSAGE }, [
      {
        field: 'screen_upload',
        filename: 'screen.png',
        contentType: 'image/png',
        data: await pngImage(800, 600),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const url: string = response.json().screen_upload;
    // the address of the administrators' checked route, never the file's key
    expect(url).toBe(`/api/admin/bugs/${response.json().id}/screen/`);
    const admin = await t.admin();
    const file = await t.app.inject({ method: 'GET', url, headers: t.bearer(admin.session) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    expect(file.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('validates the message with the spec messages', async () => {
    const { session } = await t.user();
    const short = await report(t.bearer(session), { message: 'Короткое сообщение' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: ['Размер поля не менее 20 символов'] });
    const missing = await report(t.bearer(session), { page_url: '/app' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: ['Поле обязательно для заполнения'] });
    const spaces = await report(t.bearer(session), { message: ' '.repeat(30) });
    expect(spaces.json().message[0]).toBe('Поле обязательно для заполнения');
    const long = await report(t.bearer(session), { message: 'x'.repeat(5001) });
    expect(long.json()).toEqual({ message: ['Размер поля слишком большой'] });
  });

  it('refuses a non-image renamed .png on the screenshot field', async () => {
    const { session } = await t.user();
    const response = await report(t.bearer(session), { message: MESSAGE }, [
      { field: 'screen_upload', filename: 'screen.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ screen_upload: ['Неверный формат файла.'] });
  });

  it('answers 413 with the spec message for a file over the limit', async () => {
    const { session } = await t.user();
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(1024 * 1024 + 100)]);
    const response = await report(t.bearer(session), { message: MESSAGE }, [
      { field: 'screen_upload', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      screen_upload: ['Размер файла слишком большой, максимальный размер файла: 1 Мб.'],
    });
    // the avatar says the same on its own field
    const avatar = multipart({}, [{ field: 'avatar', filename: 'big.png', data: big }]);
    const avatarResponse = await t.app.inject({
      method: 'POST',
      url: '/api/profile/user/avatar/',
      headers: { ...t.bearer(session), ...avatar.headers },
      payload: avatar.payload,
    });
    expect(avatarResponse.statusCode).toBe(413);
    expect(avatarResponse.json()).toEqual({ avatar: [fileTooLargeMessage(1)] });
  });

  it('the default limit is 10 MB and the message names it', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/sp-unused' });
    expect(config.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(fileTooLargeMessage(10)).toBe('Размер файла слишком большой, максимальный размер файла: 10 Мб.');
  });

  it('refuses JSON and guests', async () => {
    const { session } = await t.user();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/bugs/',
      headers: t.bearer(session),
      payload: { message: MESSAGE },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: 'Ожидается multipart/form-data.' });
    expect((await report({}, { message: MESSAGE })).statusCode).toBe(401);
  });

  it('refuses too many files or fields without a 500', async () => {
    const { session } = await t.user();
    const png = await pngImage(8, 8);
    const twoFiles = await report(t.bearer(session), { message: MESSAGE }, [
      { field: 'screen_upload', filename: 'a.png', data: png },
      { field: 'screen_upload', filename: 'b.png', data: png },
    ]);
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']));
    const many = await report(t.bearer(session), { message: MESSAGE, ...fields });
    expect(many.statusCode).toBeGreaterThanOrEqual(400);
    expect(many.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/bugs/{id}/', () => {
  it('the author attaches a screenshot; anyone else gets 404', async () => {
    const author = await t.user();
    const created = (await report(t.bearer(author.session), { message: MESSAGE })).json();
    const png = await pngImage(50, 50);
    const other = await t.user();
    const foreign = await report(
      t.bearer(other.session),
      {},
      [{ field: 'screen_upload', filename: 's.png', data: png }],
      `/api/bugs/${created.id}/`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Страница не найдена.' });

    const attached = await report(
      t.bearer(author.session),
      {},
      [{ field: 'screen_upload', filename: 's.png', data: png }],
      `/api/bugs/${created.id}/`,
    );
    expect(attached.statusCode).toBe(200);
    expect(attached.json().screen_upload).toBe(`/api/admin/bugs/${created.id}/screen/`);

    const missing = await report(
      t.bearer(author.session),
      {},
      [{ field: 'screen_upload', filename: 's.png', data: png }],
      '/api/bugs/2000000000/',
    );
    expect(missing.statusCode).toBe(404);
    const noFile = await report(t.bearer(author.session), {}, [], `/api/bugs/${created.id}/`);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ detail: 'Выберите изображение.' });
  });
});

describe('admin bugs', () => {
  it('lists newest first, reads one and marks it resolved', async () => {
    const author = await t.user();
    const first = (await report(t.bearer(author.session), { message: `${MESSAGE} Первое.` })).json();
    const second = (await report(t.bearer(author.session), { message: `${MESSAGE} Второе.` })).json();
    const admin = await t.admin();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bugs/?limit=2',
      headers: t.bearer(admin.session),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(2);
    expect(list.json().results.map((bug: { id: number }) => bug.id)).toEqual([second.id, first.id]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bugs/${first.id}/`,
      headers: t.bearer(admin.session),
    });
    expect(one.json()).toEqual(first);

    const resolved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bugs/${first.id}/`,
      headers: t.bearer(admin.session),
      payload: { is_resolved: true },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ ...first, is_resolved: true });

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bugs/${first.id}/`,
      headers: t.bearer(admin.session),
      payload: { is_resolved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('is_resolved');

    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { is_resolved: true }],
    ] as const) {
      const missing = await t.app.inject({
        method,
        url: '/api/admin/bugs/2000000000/',
        headers: t.bearer(admin.session),
        payload,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('is closed to everyone but administrators', async () => {
    const owner = await t.companyOwner();
    for (const session of [owner.session, (await t.user()).session]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/bugs/',
        headers: t.bearer(session),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bugs/' })).statusCode).toBe(401);
  });
});

describe('a report’s screenshot', () => {
  it('is never at a /media address; only administrators read it, at /api/admin/bugs/{id}/screen/', async () => {
    const author = await t.user();
    const admin = await t.admin();
    const stranger = await t.user();
    const owner = await t.companyOwner();
    const response = await report(t.bearer(author.session), { message: MESSAGE }, [
      {
        field: 'screen_upload',
        filename: 'screen.png',
        contentType: 'image/png',
        data: await pngImage(64, 48),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const bug = response.json();
    const [row] = await t.db.select().from(bugs).where(eq(bugs.id, bug.id));
    expect(row.screenUpload).toMatch(/^bugs\/.+\.webp$/);
    await expectNeverAtMedia(t, row.screenUpload as string, [
      stranger.session,
      owner.session,
      author.session,
      admin.session,
    ]);

    const screen = (session?: Parameters<TestApp['bearer']>[0]) =>
      t.app.inject({ method: 'GET', url: bug.screen_upload, headers: session ? t.bearer(session) : {} });
    const shown = await screen(admin.session);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    for (const session of [author.session, stranger.session, owner.session]) {
      expect((await screen(session)).statusCode).toBe(403);
    }
    expect((await screen()).statusCode).toBe(401);

    // a report without a screenshot, or no report at all, answers 404
    const bare = (await report(t.bearer(author.session), { message: MESSAGE })).json();
    expect(bare.screen_upload).toBeNull();
    for (const id of [bare.id, 2000000000]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/admin/bugs/${id}/screen/`,
        headers: t.bearer(admin.session),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Страница не найдена.' });
    }
  });
});
