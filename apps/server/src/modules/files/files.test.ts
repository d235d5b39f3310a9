import { FILES_MSG } from '@sp/shared/api/files';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNeverAtMedia } from '../../../test/media-addresses';
import { type FilePart, multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { newStorageKey } from '../../platform/storage';
import { memoryPagePhotos, memoryPages } from '../memory-pages/memory-pages.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const LIST = '/api/user-files/media/';
const DESTROY = '/api/user-files/destroy-media/';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

function upload(session: Session | undefined, file: FilePart | null, url = LIST) {
  const body = multipart({}, file ? [file] : []);
  return t.app.inject({
    method: url === LIST ? 'POST' : 'PUT',
    url,
    payload: body.payload,
    headers: { ...(session ? t.bearer(session) : {}), ...body.headers },
  });
}

/** The storage key behind a media address (/media/… or /media/private/…). */
const keyOf = (url: string) => url.replace(/^\/media\/(private\/)?/, '');

const png = async (name = 'фото.png') => ({
  field: 'file',
  filename: name,
  contentType: 'image/png',
  data: await pngImage(2000, 1000),
});

describe('user files', () => {
  it('upload images (re-encoded) and PDF documents, list them with size, kind, name, date, and sort them', async () => {
    const owner = await t.user();
    const image = await upload(owner.session, await png('C:\\фото\\бабушка.png'));
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({
      kind: 'image',
      mime_type: 'image/webp',
      name: 'бабушка.png',
      used_in: [],
    });
    expect(image.json().url).toMatch(/\.webp$/);
    expect(image.json().thumbnail).toMatch(/\.webp$/);
    // a file shown on no public page is the owner's: its address answers nobody else
    expect((await t.app.inject({ method: 'GET', url: image.json().url })).statusCode).toBe(404);
    const stored = await call('GET', image.json().url, owner.session);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['cache-control']).toBe('private, no-store');
    expect(Number(stored.headers['content-length'])).toBe(image.json().size);

    const pdf = await upload(owner.session, {
      field: 'file',
      filename: 'свидетельство.pdf',
      contentType: 'application/pdf',
      data: NOT_AN_IMAGE,
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      kind: 'document',
      mime_type: 'application/pdf',
      size: NOT_AN_IMAGE.length,
      thumbnail: null,
    });
    const document = await call('GET', pdf.json().url, owner.session);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: pdf.json().url })).statusCode).toBe(404);

    const list = (await call('GET', LIST, owner.session)).json();
    expect(list.count).toBe(2);
    expect(list.results.map((file: { id: number }) => file.id)).toEqual([pdf.json().id, image.json().id]);
    const bySize = (await call('GET', `${LIST}?sort=size`, owner.session)).json();
    expect(bySize.results[0].size).toBeLessThanOrEqual(bySize.results[1].size);
    expect((await call('GET', `${LIST}?kind=document`, owner.session)).json().count).toBe(1);
    expect((await call('GET', `${LIST}?name=бабуш`, owner.session)).json().count).toBe(1);
    expect((await call('GET', `${LIST}?limit=1&offset=1`, owner.session)).json().results).toHaveLength(1);
    expect((await call('GET', `${LIST}${pdf.json().id}/`, owner.session)).json().name).toBe(
      'свидетельство.pdf',
    );
  });

  it('refuse other files, empty forms and files over the limit with the spec’s messages', async () => {
    const owner = await t.user();
    const text = await upload(owner.session, {
      field: 'file',
      filename: 'note.png',
      contentType: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ file: [FILES_MSG.fileFormat] });
    const none = await upload(owner.session, null);
    expect(none.json()).toEqual({ file: [FILES_MSG.fileRequired] });
    const big = await upload(owner.session, {
      field: 'file',
      filename: 'big.pdf',
      data: Buffer.concat([NOT_AN_IMAGE, Buffer.alloc(1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ file: [fileTooLargeMessage(1)] });
    const json = await call('POST', LIST, owner.session, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await call('GET', LIST, owner.session)).json().count).toBe(0);
  });

  it('are private: another account gets 404, a guest 401', async () => {
    const owner = await t.user();
    const other = await t.user();
    const file = (await upload(owner.session, await png())).json();
    expect((await call('GET', LIST)).statusCode).toBe(401);
    expect((await upload(undefined, await png())).statusCode).toBe(401);
    expect((await call('POST', DESTROY, undefined, { media: file.id })).statusCode).toBe(401);
    expect((await call('GET', LIST, other.session)).json().count).toBe(0);
    expect((await call('GET', `${LIST}${file.id}/`, other.session)).statusCode).toBe(404);
    expect((await call('POST', DESTROY, other.session, { media: file.id })).statusCode).toBe(404);
    expect((await call('GET', `${LIST}${file.id}/`, owner.session)).statusCode).toBe(200);
    for (const url of [file.url, file.thumbnail, `/media/${keyOf(file.url)}`]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await call('GET', url, other.session)).statusCode, url).toBe(404);
    }
    expect((await call('GET', file.url, owner.session)).statusCode).toBe(200);
  });

  it('destroy-media removes a file everywhere it is shown and deletes its bytes', async () => {
    const owner = await t.user();
    const body = multipart({ first_name: 'Мария', date_death: '1999' }, [
      { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: await pngImage(100, 100) },
    ]);
    const person = (
      await t.app.inject({
        method: 'PUT',
        url: '/api/family/person/',
        payload: body.payload,
        headers: { ...t.bearer(owner.session), ...body.headers },
      })
    ).json();
    const files = (await call('GET', LIST, owner.session)).json();
    const avatar = files.results[0];
    const [page] = await t.db
      .insert(memoryPages)
      .values({ personId: person.id, ownerAccountId: owner.account.id, linkToken: 'files-tok' })
      .returning();
    await t.db.insert(memoryPagePhotos).values({ pageId: page.id, mediaId: avatar.id });
    expect(await t.services.storage.open(keyOf(avatar.url))).not.toBeNull();
    const used = (await call('GET', `${LIST}${avatar.id}/`, owner.session)).json().used_in;
    expect(used.map((usage: { kind: string }) => usage.kind).sort()).toEqual(['avatar', 'memory_page_photo']);

    expect((await call('POST', DESTROY, owner.session, { media: 'x' })).statusCode).toBe(400);
    expect((await call('POST', DESTROY, owner.session, { media: avatar.id })).statusCode).toBe(204);
    expect((await call('GET', `/api/family/person/${person.id}/`, owner.session)).json().avatar).toBeNull();
    expect(await t.db.select().from(memoryPagePhotos).where(eq(memoryPagePhotos.pageId, page.id))).toEqual(
      [],
    );
    expect(await t.services.storage.open(keyOf(avatar.url))).toBeNull();
    expect(await t.services.storage.open(keyOf(avatar.thumbnail))).toBeNull();
    expect((await call('POST', DESTROY, owner.session, { media: avatar.id })).statusCode).toBe(404);
  });

  it('of a company are the company’s, for staff with the persons module, and journalled', async () => {
    const owner = await t.companyOwner();
    const reader = await t.employee(owner.company.id, { persons: 3 });
    const rival = await t.companyOwner();
    const file = (await upload(owner.session, await png())).json();
    expect((await call('GET', LIST, reader.session)).json().count).toBe(1);
    expect((await upload(reader.session, await png())).statusCode).toBe(403);
    expect((await call('POST', DESTROY, reader.session, { media: file.id })).statusCode).toBe(403);
    expect((await call('GET', `${LIST}${file.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('POST', DESTROY, owner.session, { media: file.id })).statusCode).toBe(204);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Media'), eq(auditLog.recordId, String(file.id))))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });
});

describe('a bare /media address', () => {
  it('serves a file without a media row only from the public folders; any other folder answers 404 to everyone', async () => {
    const owner = await t.user();
    const image = await pngImage(4, 4);
    const put = async (folder: string) => {
      const key = newStorageKey(folder, 'png');
      await t.services.storage.put(key, image);
      return key;
    };
    for (const folder of ['catalog', 'graves', 'landing', 'logos', 'avatars']) {
      const key = await put(folder);
      const response = await call('GET', `/media/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // a public file has no private address: that one is a media row's
      expect((await call('GET', `/media/private/${key}`, owner.session)).statusCode, key).toBe(404);
    }
    // generated documents and invoices, templates, bug screenshots, imports, and a file its media row no longer holds
    for (const folder of [
      'documents',
      'document-templates',
      'bugs',
      'imports',
      'import-reports',
      'media',
      'other',
    ]) {
      await expectNeverAtMedia(t, await put(folder), [owner.session]);
    }
  });

  it('a media row under documents/ (an account’s PDF) keeps its own check', async () => {
    const owner = await t.user();
    const other = await t.user();
    const pdf = (
      await upload(owner.session, {
        field: 'file',
        filename: 'справка.pdf',
        contentType: 'application/pdf',
        data: NOT_AN_IMAGE,
      })
    ).json();
    expect(keyOf(pdf.url)).toMatch(/^documents\//);
    expect((await call('GET', pdf.url, owner.session)).statusCode).toBe(200);
    for (const url of [pdf.url, `/media/${keyOf(pdf.url)}`]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await call('GET', url, other.session)).statusCode, url).toBe(404);
    }
  });
});
