import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ImportResult } from '@sp/shared/api/backups';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoFamily } from '../../demo/seed-demo-family';
import { accounts } from '../accounts/accounts.table';
import { familyLinks, familyNodes } from '../family-tree/family-tree.table';
import { media } from '../files/media.table';
import { memoryPagePhotos, memoryPageRelatives, memoryPages } from '../memory-pages/memory-pages.table';
import { personFacts, personNames, persons } from '../persons/persons.table';
import { type FamilySnapshot, readFamilySnapshot } from './family-snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;

/** Every file under the test app's storage folder. */
function storedFiles(): string[] {
  const root = path.join(t.services.config.dataDir, 'files');
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(root);
  return out.sort();
}

async function storedBytes(key: string): Promise<Buffer> {
  const file = await t.services.storage.open(key);
  if (!file) throw new Error(`no stored file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A family of three generations: grandparents married, their son and his wife, a grandchild of the son and a
 * woman he did not marry, a living aunt; avatars, a PDF among the files, two pages with photos and relatives.
 * The grandfather was born «около 1921» (a second source says 1920), the grandmother was born a Кузнецова and
 * married him in 1947; the aunt is «Dr. Вера Петровна … III», Łukasz's name keeps every letter.
 */
async function seedFamily(accountId: number, surname = 'Смирнов') {
  const owner = { accountId };
  const tokenSeed = surname === 'Смирнов' ? 'own' : 'other';
  const store = async (name: string, side: number) =>
    t.services.media.storeImage(
      owner,
      { data: await pngImage(side, side), filename: name },
      { square: true },
    );
  const grandpaPhoto = await store('дед.png', 90);
  const grandmaPhoto = await store('бабушка.png', 70);
  const gallery = [
    await t.services.media.storeImage(owner, { data: await pngImage(120, 80), filename: 'свадьба.png' }),
    await t.services.media.storeImage(owner, { data: await pngImage(60, 100), filename: 'дача.png' }),
  ];
  await t.services.media.storeFile(owner, { data: NOT_AN_IMAGE, filename: 'справка.pdf' });
  const rows = await t.db
    .insert(persons)
    .values([
      {
        ownerAccountId: accountId,
        lastName: surname,
        firstName: 'Пётр',
        patronymic: 'Ильич',
        nickname: 'Петя',
        gender: 'male',
        birthDate: '1921-01-01',
        birthPrecision: 'year',
        birthQualifier: 'about',
        deathDate: '1990-03-12',
        deathPrecision: 'day',
        birthPlace: 'Старица',
        city: 'Тверь',
        burialCity: 'Тверь',
        burialPlace: 'Дмитрово-Черкасское кладбище, участок 5',
        note: 'Ветеран.\nЛюбил рыбалку.',
        avatarMediaId: grandpaPhoto.id,
      },
      {
        ownerAccountId: accountId,
        lastName: `${surname}а`,
        firstName: 'Анна',
        patronymic: 'Кузьминична',
        gender: 'female',
        birthDate: '1925-05-01',
        birthPrecision: 'month',
        birthQualifier: 'between',
        birthDateTo: '1925-08-01',
        birthPrecisionTo: 'month',
        deathDate: '2001-01-01',
        deathPrecision: 'year',
        deathCalendar: 'julian',
        deathPhrase: 'в начале года',
        avatarMediaId: grandmaPhoto.id,
      },
      {
        ownerAccountId: accountId,
        lastName: surname,
        firstName: 'Сергей',
        patronymic: 'Петрович',
        gender: 'male',
        birthDate: '1950-07-04',
        birthPrecision: 'day',
      },
      { ownerAccountId: accountId, lastName: `${surname}а`, firstName: 'Ольга', gender: 'female' },
      {
        ownerAccountId: accountId,
        lastName: 'Müller-Ørsted',
        firstName: 'Łukasz',
        gender: 'x',
        birthDate: '1952-01-01',
        birthPrecision: 'year',
      },
      {
        ownerAccountId: accountId,
        lastName: surname,
        firstName: 'Дмитрий',
        patronymic: 'Сергеевич',
        birthDate: '1980-02-01',
        birthPrecision: 'month',
      },
      {
        ownerAccountId: accountId,
        lastName: surname,
        firstName: 'Вера',
        patronymic: 'Петровна',
        namePrefix: 'Dr.',
        nameSuffix: 'III',
        gender: 'unknown',
        birthDate: null,
        birthPrecision: null,
        birthQualifier: 'phrase',
        birthPhrase: 'после войны',
      },
    ])
    .returning();
  const [grandpa, grandma, son, wife, nina, grandson] = rows;
  await t.db.insert(personNames).values({
    personId: grandma.id,
    position: 0,
    kind: 'maiden',
    given: 'Анна Кузьминична',
    surname: 'Кузнецова',
  });
  await t.db.insert(personFacts).values({
    personId: grandpa.id,
    position: 0,
    kind: 'birth',
    date: { value: '1920', qualifier: 'exact', value_to: null, calendar: 'gregorian', phrase: '' },
    place: 'Торжок',
    source: 'Военный билет',
  });
  const nodes = await t.db
    .insert(familyNodes)
    .values(rows.map((row) => ({ accountId, personId: row.id })))
    .returning();
  const node = (personId: number) => nodes.find((item) => item.personId === personId)?.id as number;
  const spouse = (a: number, b: number, marriage: typeof familyLinks.$inferInsert.marriage = null) => ({
    accountId,
    kind: 'spouse',
    fromNodeId: Math.min(node(a), node(b)),
    toNodeId: Math.max(node(a), node(b)),
    marriage,
  });
  const parent = (from: number, to: number) => ({
    accountId,
    kind: 'parent',
    fromNodeId: node(from),
    toNodeId: node(to),
  });
  await t.db.insert(familyLinks).values([
    spouse(grandpa.id, grandma.id, {
      date: { value: '1947', qualifier: 'about', value_to: null, calendar: 'gregorian', phrase: '' },
      place: 'Тверь',
    }),
    spouse(son.id, wife.id),
    parent(grandpa.id, son.id),
    parent(grandma.id, son.id),
    parent(grandpa.id, rows[6].id),
    parent(son.id, grandson.id),
    parent(nina.id, grandson.id),
  ]);
  const pages = await t.db
    .insert(memoryPages)
    .values([
      {
        personId: grandpa.id,
        ownerAccountId: accountId,
        visibility: 'public',
        linkToken: `grandpa-${tokenSeed}-${accountId}`,
        epitaph: 'Помним и любим',
        biography: '<p>Родился в <strong>Старице</strong>.</p><ul><li>фронт</li><li>завод</li></ul>',
      },
      {
        personId: grandma.id,
        ownerAccountId: accountId,
        visibility: 'link',
        linkToken: `grandma-${tokenSeed}-${accountId}`,
        epitaph: '',
        biography: '',
      },
    ])
    .returning();
  await t.db.insert(memoryPagePhotos).values([
    { pageId: pages[0].id, mediaId: gallery[1].id, caption: 'На даче', position: 0 },
    { pageId: pages[0].id, mediaId: gallery[0].id, caption: 'Свадьба, 1948', position: 1 },
    { pageId: pages[1].id, mediaId: gallery[0].id, caption: '', position: 0 },
  ]);
  await t.db.insert(memoryPageRelatives).values([
    { pageId: pages[0].id, relatedPageId: pages[1].id, relation: 'жена' },
    { pageId: pages[1].id, relatedPageId: pages[0].id, relation: 'муж' },
  ]);
  return rows;
}

async function exportArchive(session: Session, url = '/api/family/export/') {
  const response = await t.app.inject({ method: 'GET', url, headers: t.bearer(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function post(
  session: Session,
  data: Buffer,
  fields: Record<string, string> = {},
  url = '/api/family/export/',
) {
  const field = url.includes('gedcom') ? 'file' : 'archive';
  const body = multipart(fields, [{ field, filename: 'backup.zip', data }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.bearer(session), ...body.headers },
    payload: body.payload,
  });
}

async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

/** A ZIP with the given entries (names may be patched afterwards: yazl refuses unsafe ones itself). */
async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The snapshot without what a restore renews: stored keys and link tokens. */
function comparable(snapshot: FamilySnapshot) {
  const { mediaKeys: _keys, ...rest } = snapshot;
  return { ...rest, pages: rest.pages.map(({ link_token: _token, ...page }) => page) };
}

describe('family backup archive', () => {
  it('restores into a fresh account as an identical family, photo bytes included', async () => {
    const source = await t.user();
    await seedFamily(source.account.id);
    const stranger = await t.user();
    await seedFamily(stranger.account.id, 'Чужой');

    const response = await exportArchive(source.session);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="svetlaya-pamyat-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(response.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'svetlaya-pamyat-backup',
      format_version: 2,
      app_version: '2.5.1',
    });
    // the new fields travel in it
    expect(manifest.persons[0]).toMatchObject({
      date_birth: '1921',
      date_birth_qualifier: 'about',
      nickname: 'Петя',
    });
    expect(manifest.persons[1].other_names).toEqual([
      {
        kind: 'maiden',
        prefix: '',
        given: 'Анна Кузьминична',
        surname: 'Кузнецова',
        suffix: '',
        nickname: '',
      },
    ]);
    expect(manifest.tree.links[0]).toMatchObject({ kind: 'spouse', marriage: { place: 'Тверь' } });
    expect(manifest.persons).toHaveLength(7);
    expect(manifest.media).toHaveLength(5);
    expect([...entries.keys()].sort()).toEqual([
      'files/1.webp',
      'files/2.webp',
      'files/3.webp',
      'files/4.webp',
      'files/5.pdf',
      'manifest.json',
    ]);
    // nothing of the other account travels with it
    expect(entries.get('manifest.json')?.toString().includes('Чужой')).toBe(false);
    expect(
      manifest.persons.every(
        (item: { last_name: string }) =>
          item.last_name.startsWith('Смирнов') || item.last_name === 'Müller-Ørsted',
      ),
    ).toBe(true);

    const target = await t.user();
    const restored = await post(target.session, response.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({
      mode: 'add',
      persons: 7,
      family_links: 7,
      memory_pages: 2,
      files: 5,
      warnings: [],
    } satisfies ImportResult);

    const before = await readFamilySnapshot(t.db, source.account.id);
    const after = await readFamilySnapshot(t.db, target.account.id);
    expect(comparable(after)).toEqual(comparable(before));
    for (const [id, key] of before.mediaKeys) {
      const restoredKey = after.mediaKeys.get(id) as string;
      expect(restoredKey).not.toBe(key);
      expect(sha(await storedBytes(restoredKey))).toBe(sha(await storedBytes(key)));
    }
    const restoredMedia = await t.db.select().from(media).where(eq(media.ownerAccountId, target.account.id));
    for (const row of restoredMedia.filter((item) => item.kind === 'image'))
      expect((await storedBytes(row.thumbnailKey as string)).length).toBeGreaterThan(0);
    // the source still holds its link tokens, so the restored pages got new ones
    expect(after.pages.map((page) => page.link_token)).not.toContain(before.pages[0].link_token);

    // the restored persons are the account's own through the API too
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/family/person/?limit=50',
      headers: t.bearer(target.session),
    });
    expect(list.statusCode).toBe(200);
    const names = (list.json().results as { full_name: string; date_birth: string | null }[]).map((item) =>
      `${item.full_name} ${item.date_birth ?? ''}`.trim(),
    );
    expect(names).toContain('Смирнов Пётр Ильич 1921');
    expect(names).toContain('Смирнова Анна Кузьминична 1925-05');
    // and its public page opens for a guest, with the gallery in its order
    const [pageRow] = await t.db
      .select()
      .from(memoryPages)
      .where(and(eq(memoryPages.ownerAccountId, target.account.id), eq(memoryPages.visibility, 'public')));
    const guest = await t.app.inject({ method: 'GET', url: `/api/memory_page/public/${pageRow.id}/` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ full_name: 'Смирнов Пётр Ильич', epitaph: 'Помним и любим' });
    expect(guest.json().photos.map((photo: { caption: string }) => photo.caption)).toEqual([
      'На даче',
      'Свадьба, 1948',
    ]);
  });

  it('adds beside what the account has, or replaces it when asked, removing the old files', async () => {
    const owner = await t.user();
    // the archive is added twice over: more pages than the free tariff opens to others
    await t.grantTariff(
      { accountId: owner.account.id },
      { memory_pages: null, storage_mb: null, tree_persons: null },
    );
    await seedFamily(owner.account.id);
    const archive = (await exportArchive(owner.session)).rawPayload;
    const original = comparable(await readFamilySnapshot(t.db, owner.account.id));

    const added = await post(owner.session, archive, { mode: 'add' });
    expect(added.json()).toMatchObject({ mode: 'add', persons: 7 });
    const doubled = await readFamilySnapshot(t.db, owner.account.id);
    expect(doubled.persons).toHaveLength(14);
    expect(doubled.links).toHaveLength(14);

    const oldKeys = [...doubled.mediaKeys.values()];
    const replaced = await post(owner.session, archive, { mode: 'replace' });
    expect(replaced.json()).toMatchObject({ mode: 'replace', persons: 7, memory_pages: 2, files: 5 });
    const after = await readFamilySnapshot(t.db, owner.account.id);
    expect(comparable(after)).toEqual(original);
    // its own pages came back with their shared links, the tokens being free again
    expect(after.pages.map((page) => page.link_token)).toEqual([
      `grandpa-own-${owner.account.id}`,
      `grandma-own-${owner.account.id}`,
    ]);
    for (const key of oldKeys) expect(await t.services.storage.open(key)).toBeNull();

    const wrongMode = await post(owner.session, archive, { mode: 'merge' });
    expect(wrongMode.statusCode).toBe(400);
    expect(wrongMode.json()).toHaveProperty('mode');
  });

  it('leaves out the persons and files of the company the account works for', async () => {
    const owner = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
    const companyOwner = { companyId: owner.company.id };
    const photo = await t.services.media.storeImage(companyOwner, {
      data: await pngImage(),
      filename: 'к.png',
    });
    await t.db
      .insert(persons)
      .values({ ownerCompanyId: owner.company.id, firstName: 'Клиентский', avatarMediaId: photo.id });
    await t.db.insert(persons).values({ ownerAccountId: owner.account.id, firstName: 'Свой' });
    const entries = await unzip((await exportArchive(owner.session)).rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest.persons.map((item: { first_name: string }) => item.first_name)).toEqual(['Свой']);
    expect(manifest.media).toEqual([]);
    expect([...entries.keys()]).toEqual(['manifest.json']);
  });

  it('exports an empty account and restores nothing from it', async () => {
    const owner = await t.user();
    const archive = (await exportArchive(owner.session)).rawPayload;
    const result = await post(owner.session, archive);
    expect(result.json()).toMatchObject({ persons: 0, family_links: 0, memory_pages: 0, files: 0 });
  });

  it('needs an account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/family/export/' })).statusCode).toBe(401);
    const body = multipart({}, [{ field: 'archive', filename: 'a.zip', data: Buffer.from('x') }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/family/export/', ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad archives', () => {
  let owner: Awaited<ReturnType<TestApp['user']>>;
  let archive: Buffer;
  let manifest: Record<string, unknown> & { media: { file: string }[]; persons: Record<string, unknown>[] };
  let entries: Map<string, Buffer>;

  beforeAll(async () => {
    const source = await t.user();
    await seedFamily(source.account.id);
    archive = (await exportArchive(source.session)).rawPayload;
    entries = await unzip(archive);
    manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    owner = await t.user();
  });

  const detailOf = async (data: Buffer) => {
    const response = await post(owner.session, data);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().detail as string;
  };
  const withManifest = (value: unknown, extra: Record<string, Buffer | string> = {}) =>
    zipOf({ ...Object.fromEntries(entries), 'manifest.json': JSON.stringify(value), ...extra });

  it('refuses what is not an archive, or not ours', async () => {
    expect(await detailOf(Buffer.from('это просто текст, а не архив'))).toBe(
      'Файл не является ZIP-архивом резервной копии.',
    );
    expect(await detailOf(await zipOf({ 'photo.jpg': 'x' }))).toBe(
      'В архиве нет файла manifest.json: это не резервная копия «Светлой памяти».',
    );
    expect(await detailOf(await withManifest(manifest, { 'readme.txt': 'привет' }))).toBe(
      'В архиве лишний файл «readme.txt»: восстанавливается только резервная копия «Светлой памяти» без изменений.',
    );
    expect(
      await detailOf(await zipOf({ ...Object.fromEntries(entries), 'manifest.json': '{"format":' })),
    ).toBe('Файл manifest.json в архиве повреждён: это не JSON.');
    const cut = archive.subarray(0, archive.length - 30);
    expect(await detailOf(cut)).toMatch(
      /^(Архив повреждён и не читается\.|Файл не является ZIP-архивом резервной копии\.)$/,
    );
    const missing = await post(owner.session, Buffer.alloc(0));
    expect(missing.json()).toEqual({ archive: ['Выберите файл'] });
  });

  it('refuses a path outside the archive', async () => {
    const data = await zipOf({ 'manifest.json': '{}', 'xx/evil.txt': 'злой' });
    const patched = Buffer.from(data.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'), 'latin1');
    expect(await detailOf(patched)).toBe(
      'В архиве есть файлы с недопустимыми именами (абсолютный путь или «..»).',
    );
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = await zipOf({ 'manifest.json': Buffer.alloc(65 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await detailOf(bomb)).toBe('Файл «manifest.json» в архиве слишком большой.');
  });

  it('names what is wrong in the manifest', async () => {
    const persons = manifest.persons.map((person, index) =>
      index === 2 ? { ...person, first_name: '', date_birth: '1950-13' } : person,
    );
    expect(await detailOf(await withManifest({ ...manifest, persons }))).toBe(
      'Описание резервной копии (manifest.json) неверно: persons.2.first_name: Укажите имя; persons.2.date_birth: Такой даты нет: проверьте день и месяц (дд.мм.гггг, мм.гггг или гггг).',
    );
    expect(await detailOf(await withManifest({ ...manifest, format_version: 7 }))).toBe(
      'Резервная копия сделана более новой версией «Светлой памяти» (формат 7) и здесь не читается.',
    );
    const tree = { nodes: [{ id: 1, person: 99 }], links: [{ kind: 'parent', from: 1, to: 2 }] };
    expect(await detailOf(await withManifest({ ...manifest, tree }))).toBe(
      'Описание резервной копии (manifest.json) неверно: tree.nodes.0.person: нет такой персоны; tree.links.0: связь указывает на несуществующий узел.',
    );
  });

  it('refuses a changed or missing file and leaves no stored file behind', async () => {
    const filesBefore = storedFiles();
    const first = manifest.media[0].file;
    const last = manifest.media[3].file;
    // the last image's bytes replaced: three files are stored before the checksum fails
    expect(await detailOf(await withManifest(manifest, { [last]: 'испорчено' }))).toBe(
      `Файл «${last}» в архиве повреждён: контрольная сумма не совпадает.`,
    );
    const without = Object.fromEntries([...entries].filter(([name]) => name !== first));
    expect(await detailOf(await zipOf(without))).toBe(
      `В архиве нет файла «${first}», указанного в manifest.json.`,
    );
    // a checksum that matches bytes which are no image
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const media = manifest.media.map((item, index) =>
      index === 3 ? { ...item, size: fake.length, sha256: sha(fake) } : item,
    );
    expect(await detailOf(await withManifest({ ...manifest, media }, { [last]: fake }))).toBe(
      `Файл «${last}» в архиве не изображение JPG, PNG или WebP и не документ PDF.`,
    );
    expect(storedFiles()).toEqual(filesBefore);
    expect(await t.db.select().from(persons).where(eq(persons.ownerAccountId, owner.account.id))).toEqual([]);
  });
});

/** Relations as "kind:from person:to person" with archive person ids, sorted. */
function relations(snapshot: FamilySnapshot): string[] {
  const personOf = new Map(snapshot.nodes.map((node) => [node.id, node.person]));
  return snapshot.links
    .map((link) => {
      const [a, b] = [personOf.get(link.from) as number, personOf.get(link.to) as number];
      return link.kind === 'spouse' ? `spouse:${Math.min(a, b)}:${Math.max(a, b)}` : `parent:${a}:${b}`;
    })
    .sort();
}

describe('GEDCOM 7', () => {
  it('round-trips every person, relation and date through a GEDZIP, with the photos', async () => {
    const source = await t.user();
    await seedFamily(source.account.id);
    const response = await exportArchive(source.session, '/api/family/export/gedcom/');
    expect(response.headers['content-disposition']).toMatch(
      /filename="svetlaya-pamyat-\d{4}-\d{2}-\d{2}\.gdz"$/,
    );
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'gedcom.ged',
      'media/1.webp',
      'media/2.webp',
      'media/3.webp',
      'media/4.webp',
    ]);
    const text = entries.get('gedcom.ged')?.toString('utf8') ?? '';
    expect(text).toContain('0 HEAD\n1 GEDC\n2 VERS 7.0\n');
    expect(text).toContain(
      '1 NAME Пётр Ильич /Смирнов/\n2 GIVN Пётр Ильич\n2 NICK Петя\n2 SURN Смирнов\n2 _PATR Ильич\n',
    );
    expect(text).toContain('1 OBJE @O1@\n');
    expect(text).toContain('1 OBJE @O4@\n2 TITL На даче\n');
    expect(text).toContain('0 @O1@ OBJE\n1 FILE media/1.webp\n2 FORM image/webp\n');
    // the son and Łukasz have a child without being married
    expect(text).toMatch(/1 HUSB @I3@\n1 WIFE @I5@\n1 NO MARR\n1 CHIL @I6@\n/);

    const target = await t.user();
    const imported = await post(target.session, response.rawPayload, {}, '/api/family/export/gedcom/');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      mode: 'add',
      persons: 7,
      family_links: 7,
      memory_pages: 0,
      files: 5,
      warnings: [],
    } satisfies ImportResult);
    const before = await readFamilySnapshot(t.db, source.account.id);
    const after = await readFamilySnapshot(t.db, target.account.id);
    const personal = (snapshot: FamilySnapshot) =>
      snapshot.persons.map(({ avatar, ...person }) => ({ ...person, avatar: avatar !== null }));
    expect(personal(after)).toEqual(personal(before));
    expect(relations(after)).toEqual(relations(before));
    expect(after.nodes).toHaveLength(7);
  });

  it('imports a hand-written GEDCOM 7 of another program with partial and approximate dates', async () => {
    const owner = await t.user();
    const sample = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SOUR OTHER_PROGRAM',
      '0 @P1@ INDI',
      '1 NAME Степан /Кузнецов/',
      '1 SEX M',
      '1 BIRT',
      '2 DATE ABT 1870',
      '2 PLAC Старица',
      '1 DEAT',
      '2 DATE MAR 1931',
      '1 OBJE @M1@',
      '1 _FSFTID L1AB-2CD',
      '0 @P2@ INDI',
      '1 NAME Мария Ивановна /Кузнецова/',
      '1 SEX F',
      '1 BIRT',
      '2 DATE 1875',
      '1 DEAT',
      '2 DATE 5 JAN 1950',
      '1 BURI',
      '2 PLAC Старица',
      '0 @P3@ INDI',
      '1 NAME Николай Степанович /Кузнецов/',
      '1 BIRT',
      '2 DATE BET 1900 AND 1902',
      '0 @F1@ FAM',
      '1 HUSB @P1@',
      '1 WIFE @P2@',
      '1 CHIL @P3@',
      '0 @M1@ OBJE',
      '1 FILE photos/stepan.jpg',
      '2 FORM image/jpeg',
      '0 @X1@ _CUSTOM',
      '1 _DATA что-то своё',
      '0 TRLR',
    ].join('\r\n');
    const plain = await post(
      owner.session,
      Buffer.from(`\ufeff${sample}`, 'utf8'),
      {},
      '/api/family/export/gedcom/',
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({
      mode: 'add',
      persons: 3,
      family_links: 3,
      memory_pages: 0,
      files: 0,
      warnings: [
        'Фотографии (1) не импортированы: загрузите архив GEDZIP (.gdz), в котором они лежат вместе с файлом GEDCOM.',
      ],
    });
    const snapshot = await readFamilySnapshot(t.db, owner.account.id);
    expect(
      snapshot.persons.map((person) => [
        person.first_name,
        person.patronymic,
        person.date_birth,
        person.date_birth_qualifier,
        person.date_birth_to,
        person.date_death,
      ]),
    ).toEqual([
      ['Степан', '', '1870', 'about', null, '1931-03'],
      ['Мария', 'Ивановна', '1875', 'exact', null, '1950-01-05'],
      ['Николай', 'Степанович', '1900', 'between', '1902', null],
    ]);
    expect(snapshot.persons[0].note).toBe('');
    expect(relations(snapshot)).toEqual(['parent:1:3', 'parent:2:3', 'spouse:1:2']);

    // the same as a GEDZIP with the photo (a JPEG), and a reference that tries to leave the archive
    const jpeg = await (await import('sharp'))
      .default(await pngImage(200, 150))
      .jpeg()
      .toBuffer();
    const gedzip = await zipOf({
      'gedcom.ged': sample.replace(
        '1 SOUR OTHER_PROGRAM',
        '1 SOUR OTHER_PROGRAM\r\n0 @M2@ OBJE\r\n1 FILE ../../etc/passwd',
      ),
      'photos/stepan.jpg': jpeg,
    });
    const second = await t.user();
    const zipped = await post(second.session, gedzip, {}, '/api/family/export/gedcom/');
    expect(zipped.statusCode, zipped.body).toBe(200);
    expect(zipped.json()).toMatchObject({ persons: 3, files: 1 });
    const withPhoto = await readFamilySnapshot(t.db, second.account.id);
    expect(withPhoto.persons[0].avatar).toBe(1);
    expect(withPhoto.media[0]).toMatchObject({ kind: 'image', mime_type: 'image/webp' });
  });

  it('leaves out links the tree cannot hold: a third parent, a person their own ancestor', async () => {
    const owner = await t.user();
    const indi = (id: number, name: string) => [`0 @I${id}@ INDI`, `1 NAME ${name}`];
    const text = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      ...indi(1, 'Отец /Орлов/'),
      ...indi(2, 'Мать /Орлова/'),
      ...indi(3, 'Сын /Орлов/'),
      ...indi(4, 'Приёмный /Отец/'),
      ...indi(5, 'Приёмная /Мать/'),
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I2@',
      '1 CHIL @I3@',
      '0 @F2@ FAM',
      '1 HUSB @I4@',
      '1 WIFE @I5@',
      '1 CHIL @I3@',
      '0 @F3@ FAM',
      '1 HUSB @I3@',
      '1 CHIL @I1@',
      '0 TRLR',
    ].join('\n');
    const response = await post(owner.session, Buffer.from(text), {}, '/api/family/export/gedcom/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      persons: 5,
      family_links: 4,
      warnings: [
        'Пропущено родственных связей, которых не может быть в древе (третий родитель, брак предка с потомком, человек — сам себе предок): 3.',
      ],
    });
    expect(relations(await readFamilySnapshot(t.db, owner.account.id))).toEqual([
      'parent:1:3',
      'parent:2:3',
      'spouse:1:2',
      'spouse:4:5',
    ]);
  });

  it('refuses a file that is not UTF-8 GEDCOM, naming a broken line', async () => {
    const owner = await t.user();
    const detail = async (data: Buffer) => {
      const response = await post(owner.session, data, {}, '/api/family/export/gedcom/');
      expect(response.statusCode, response.body).toBe(400);
      return response.json().detail as string;
    };
    const cp1251 = Buffer.from([
      0x30, 0x20, 0x48, 0x45, 0x41, 0x44, 0x0a, 0x31, 0x20, 0x4e, 0x41, 0x4d, 0x45, 0x20, 0xc8, 0xe2, 0xe0,
      0xed,
    ]);
    expect(await detail(cp1251)).toBe('Файл GEDCOM должен быть в кодировке UTF-8 (GEDCOM 7).');
    expect(await detail(Buffer.from('0 HEAD\n1 GEDC\n0 @I1@ INDI\nИван Петров\n'))).toBe(
      'Файл GEDCOM повреждён: строка 4: строка не в формате «уровень тег значение».',
    );
    expect(await detail(await zipOf({ 'tree.ged': '0 HEAD\n0 TRLR\n' }))).toBe(
      'В архиве GEDZIP нет файла gedcom.ged.',
    );
    const form = multipart({ mode: 'add' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/family/export/gedcom/',
      headers: { ...t.bearer(owner.session), ...form.headers },
      payload: form.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: ['Выберите файл GEDCOM (.ged) или архив GEDZIP (.gdz, .zip).'] });
  });
});

/** Persons as a restore or an import must give them back (avatars only as there or not). */
const personal = (snapshot: FamilySnapshot) =>
  snapshot.persons.map(({ avatar, ...person }) => ({ ...person, avatar: avatar !== null }));

/** The relations with the couples' marriages and divorces, by archive person ids. */
function relationsWithEvents(snapshot: FamilySnapshot): string[] {
  const personOf = new Map(snapshot.nodes.map((node) => [node.id, node.person]));
  return snapshot.links
    .map((link) => {
      const [a, b] = [personOf.get(link.from) as number, personOf.get(link.to) as number];
      if (link.kind === 'parent') return `parent:${a}:${b}`;
      return `spouse:${Math.min(a, b)}:${Math.max(a, b)}:${JSON.stringify(link.marriage ?? null)}:${JSON.stringify(link.divorce ?? null)}`;
    })
    .sort();
}

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, 'gedcom-samples', name));

describe('GEDCOM 7 without loss', () => {
  it('answers a plain .ged for ?format=ged that declares every extension tag it uses', async () => {
    const source = await t.user();
    await seedFamily(source.account.id);
    const response = await exportArchive(source.session, '/api/family/export/gedcom/?format=ged');
    expect(response.headers['content-type']).toBe('text/vnd.familysearch.gedcom; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="svetlaya-pamyat-\d{4}-\d{2}-\d{2}\.ged"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\ufeff0 HEAD\n1 GEDC\n2 VERS 7.0\n1 SCHMA\n2 TAG _PATR https://svetlaya-pamyat.ru/gedcom/v7/_PATR\n',
      ),
    ).toBe(true);
    expect(text).not.toContain('OBJE');
    const used = new Set([...text.matchAll(/^\d+ (?:@\S+@ )?(_[A-Z0-9_]+)/gm)].map((match) => match[1]));
    const declared = new Set([...text.matchAll(/^2 TAG (_[A-Z0-9_]+) \S+$/gm)].map((match) => match[1]));
    expect(used).toEqual(new Set(['_PATR']));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    // the qualified dates, names, couples and other claims are in it, as GEDCOM 7 writes them
    expect(text).toContain(
      '1 BIRT\n2 DATE ABT 1921\n2 PLAC Старица\n1 BIRT\n2 DATE 1920\n2 PLAC Торжок\n2 SOUR @S1@\n',
    );
    expect(text).toContain('1 NAME Анна Кузьминична /Кузнецова/\n2 TYPE MAIDEN\n');
    expect(text).toContain('1 MARR\n2 DATE ABT 1947\n2 PLAC Тверь\n');
    expect(text).toContain('1 DEAT\n2 DATE JULIAN 2001\n3 PHRASE в начале года\n');
    expect(text).toContain('1 NAME Łukasz /Müller-Ørsted/\n');

    // the same family comes back from it, photos aside
    const target = await t.user();
    const imported = await post(target.session, response.rawPayload, {}, '/api/family/export/gedcom/');
    expect(imported.json()).toMatchObject({ persons: 7, family_links: 7, files: 0, warnings: [] });
    const before = await readFamilySnapshot(t.db, source.account.id);
    const after = await readFamilySnapshot(t.db, target.account.id);
    const withoutAvatars = (snapshot: FamilySnapshot) =>
      snapshot.persons.map(({ avatar: _avatar, ...person }) => person);
    expect(withoutAvatars(after)).toEqual(withoutAvatars(before));
    expect(relationsWithEvents(after)).toEqual(relationsWithEvents(before));

    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/family/export/gedcom/?format=zip',
      headers: t.bearer(source.session),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('format');
  });

  it('round-trips the demo family exactly, its «около 1890», maiden name and marriages included', async () => {
    const demo = await t.user();
    await t.db.update(accounts).set({ email: 'user@demo.ru' }).where(eq(accounts.id, demo.account.id));
    expect(await seedDemoFamily(t.services)).toBe(true);
    const gedzip = await exportArchive(demo.session, '/api/family/export/gedcom/');
    const target = await t.user();
    const imported = await post(target.session, gedzip.rawPayload, {}, '/api/family/export/gedcom/');
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ persons: 25, family_links: 38, warnings: [] });
    const before = await readFamilySnapshot(t.db, demo.account.id);
    const after = await readFamilySnapshot(t.db, target.account.id);
    expect(personal(after)).toEqual(personal(before));
    expect(relationsWithEvents(after)).toEqual(relationsWithEvents(before));
    expect(before.persons.find((person) => person.first_name === 'Иван')).toMatchObject({
      date_birth: '1890',
      date_birth_qualifier: 'about',
    });
    expect(before.links.filter((link) => link.marriage).length).toBe(3);

    // and through the backup archive
    const archive = await exportArchive(demo.session);
    const restoredInto = await t.user();
    const restored = await post(restoredInto.session, archive.rawPayload);
    expect(restored.json()).toMatchObject({ persons: 25, family_links: 38, memory_pages: 3, warnings: [] });
    expect(comparable(await readFamilySnapshot(t.db, restoredInto.account.id))).toEqual(comparable(before));
  });

  it('still restores an archive of format 1, whose dates read as exact', async () => {
    const source = await t.user();
    await seedFamily(source.account.id);
    const entries = await unzip((await exportArchive(source.session)).rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    const newFields = [
      'name_prefix',
      'name_suffix',
      'nickname',
      'other_names',
      'date_birth_qualifier',
      'date_birth_to',
      'date_birth_calendar',
      'date_birth_phrase',
      'date_death_qualifier',
      'date_death_to',
      'date_death_calendar',
      'date_death_phrase',
      'facts',
    ];
    const older = {
      ...manifest,
      format_version: 1,
      persons: manifest.persons.map((person: Record<string, unknown>) => ({
        ...Object.fromEntries(Object.entries(person).filter(([key]) => !newFields.includes(key))),
        gender: person.gender === 'x' || person.gender === 'unknown' ? null : person.gender,
      })),
      tree: {
        ...manifest.tree,
        links: manifest.tree.links.map(({ kind, from, to }: { kind: string; from: number; to: number }) => ({
          kind,
          from,
          to,
        })),
      },
    };
    const archive = await zipOf({
      ...Object.fromEntries(entries),
      'manifest.json': JSON.stringify(older),
    });
    const target = await t.user();
    const restored = await post(target.session, archive);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ persons: 7, family_links: 7, warnings: [] });
    const after = await readFamilySnapshot(t.db, target.account.id);
    expect(after.persons[0]).toMatchObject({
      first_name: 'Пётр',
      date_birth: '1921',
      date_birth_qualifier: 'exact',
      other_names: [],
      facts: [],
      nickname: '',
    });
    expect(after.links.every((link) => !link.marriage)).toBe(true);
  });

  it('imports the test files through the API: every name part, other names, couples, X and U', async () => {
    const owner = await t.user();
    for (const name of ['maximal-person.ged', 'remarriage.ged', 'sex-x-u.ged', 'alternative-events.ged']) {
      const response = await post(owner.session, sample(name), {}, '/api/family/export/gedcom/');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/family/person/?name=${encodeURIComponent('Łukasz')}`,
      headers: t.bearer(owner.session),
    });
    expect(list.json().results).toHaveLength(1);
    expect(list.json().results[0]).toMatchObject({
      full_name: 'Müller-Ørsted Łukasz',
      name_prefix: 'Dr.',
      name_suffix: 'Jr.',
      nickname: 'Luk',
      date_death: '1990',
      date_death_qualifier: 'about',
      other_names: [
        { kind: 'aka', given: 'Łukasz', surname: 'Kowalski' },
        { kind: 'professional', surname: 'van der Berg' },
      ],
    });
    const oksana = await t.app.inject({
      method: 'GET',
      url: `/api/family/person/?name=${encodeURIComponent('Іванівна')}`,
      headers: t.bearer(owner.session),
    });
    expect(oksana.json().results[0]).toMatchObject({
      full_name: 'Петренко Оксана Іванівна',
      other_names: [
        { kind: 'maiden', surname: 'Шевченко' },
        { kind: 'aka', nickname: 'Ксюша' },
      ],
    });
    const genders = await t.app.inject({
      method: 'GET',
      url: `/api/family/person/?name=${encodeURIComponent('Иванов')}&sort=created_at`,
      headers: t.bearer(owner.session),
    });
    expect(genders.json().results.map((item: { gender: string | null }) => item.gender)).toEqual([
      'x',
      'unknown',
    ]);
    const stepan = await t.app.inject({
      method: 'GET',
      url: `/api/family/person/?name=${encodeURIComponent('Степан')}`,
      headers: t.bearer(owner.session),
    });
    expect(stepan.json().results[0].facts).toHaveLength(3);
    expect(stepan.json().results[0].facts[0]).toEqual({
      kind: 'birth',
      date: { value: '1868', qualifier: 'about', value_to: null, calendar: 'gregorian', phrase: '' },
      place: 'Торжок',
      source: 'Ревизская сказка 1897, с. 4; Метрическая книга Старицкого собора',
    });
    // the remarried woman's two couples keep their marriage and divorce in the tree
    const tree = await t.app.inject({
      method: 'GET',
      url: '/api/family/tree/',
      headers: t.bearer(owner.session),
    });
    const couples = tree
      .json()
      .links.filter((link: { kind: string }) => link.kind === 'spouse')
      .map((link: { marriage: unknown; divorce: unknown }) => [link.marriage, link.divorce]);
    expect(couples).toContainEqual([
      {
        date: { value: '1940-06-12', qualifier: 'exact', value_to: null, calendar: 'gregorian', phrase: '' },
        place: 'Тверь',
      },
      {
        date: { value: '1946', qualifier: 'before', value_to: null, calendar: 'gregorian', phrase: '' },
        place: '',
      },
    ]);
  });
});
