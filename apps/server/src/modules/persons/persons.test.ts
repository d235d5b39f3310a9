import { PERSON_MSG } from '@sp/shared/api/persons';
import { fileTooLargeMessage, MSG } from '@sp/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, NOT_AN_IMAGE, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { familyLinks, familyNodes } from '../family-tree/family-tree.table';
import { media } from '../files/media.table';
import { memoryPagePhotos, memoryPages } from '../memory-pages/memory-pages.table';
import { persons } from './persons.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const BASE = '/api/family/person/';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...(session ? t.bearer(session) : {}), ...headers } });

const send = (method: 'PUT', url: string, session: Session, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method, url, payload: body.payload, headers: { ...t.bearer(session), ...body.headers } });

async function create(
  session: Session,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await call('PUT', BASE, session, fields, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function addNode(accountId: number, personId: number) {
  const [node] = await t.db.insert(familyNodes).values({ accountId, personId }).returning();
  return node;
}

describe('persons of an account', () => {
  it('are created by multipart with only the filled fields and a photo, read, edited and deleted', async () => {
    const owner = await t.user();
    const created = await send(
      'PUT',
      BASE,
      owner.session,
      multipart({ last_name: 'Иванов', first_name: 'Иван', date_birth: '1920', date_death: '1985-03' }, [
        { field: 'avatar', filename: 'photo.png', contentType: 'image/png', data: await pngImage(800, 600) },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json();
    expect(person).toMatchObject({
      last_name: 'Иванов',
      first_name: 'Иван',
      patronymic: '',
      full_name: 'Иванов Иван',
      gender: null,
      date_birth: '1920',
      date_death: '1985-03',
      is_living: false,
      memory_page_id: null,
      family_node_id: null,
    });
    expect(person.avatar).toMatch(/^\/media\/.+\.webp$/);
    const image = await call('GET', person.avatar, owner.session);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await call('GET', person.avatar_thumbnail, owner.session)).statusCode).toBe(200);

    const read = await call('GET', `${BASE}${person.id}/`, owner.session);
    expect(read.json()).toEqual(person);

    // JSON edit: "" clears, fields not sent stay
    const edited = await call('PUT', `${BASE}${person.id}/`, owner.session, {
      patronymic: 'Петрович',
      gender: 'male',
      date_death: '',
      city: 'Тверь',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      full_name: 'Иванов Иван Петрович',
      gender: 'male',
      date_birth: '1920',
      date_death: null,
      is_living: true,
      city: 'Тверь',
      avatar: person.avatar,
    });

    // the photo is replaced: the old file goes from storage and from the files list
    const oldKey = person.avatar.replace(/^\/media\/(private\/)?/, '');
    expect(await t.services.storage.open(oldKey)).not.toBeNull();
    const replaced = await send(
      'PUT',
      `${BASE}${person.id}/`,
      owner.session,
      multipart({ note: 'Дед по отцу' }, [
        { field: 'avatar', filename: 'new.png', contentType: 'image/png', data: await pngImage(300, 300) },
      ]),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().avatar).not.toBe(person.avatar);
    expect(replaced.json().note).toBe('Дед по отцу');
    expect(await t.services.storage.open(oldKey)).toBeNull();
    const files = (await call('GET', '/api/user-files/media/', owner.session)).json();
    expect(files.count).toBe(1);
    expect(files.results[0].used_in).toEqual([
      {
        kind: 'avatar',
        label: 'Фото персоны: Иванов Иван Петрович',
        person_id: person.id,
        memory_page_id: null,
      },
    ]);

    // the web form's edit sends every field it has ("" clears), the other names and the avatar: all of them fit
    const everyField = Object.fromEntries(
      [
        'patronymic',
        'name_prefix',
        'name_suffix',
        'nickname',
        'gender',
        'date_birth_to',
        'date_birth_phrase',
        'date_death',
        'date_death_to',
        'date_death_phrase',
        'birth_place',
        'burial_city',
        'burial_place',
      ].map((field) => [field, '']),
    );
    const whole = await send(
      'PUT',
      `${BASE}${person.id}/`,
      owner.session,
      multipart({
        ...everyField,
        last_name: 'Иванов',
        first_name: 'Иван',
        date_birth: '1920',
        date_birth_qualifier: 'exact',
        date_birth_calendar: 'gregorian',
        date_death_qualifier: 'exact',
        date_death_calendar: 'gregorian',
        city: 'Тверь',
        note: 'Дед по отцу',
        other_names: '[]',
      }),
    );
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({
      patronymic: '',
      date_death: null,
      city: 'Тверь',
      note: 'Дед по отцу',
    });

    // "" as the avatar removes it
    const removed = await send('PUT', `${BASE}${person.id}/`, owner.session, multipart({ avatar: '' }));
    expect(removed.json().avatar).toBeNull();
    expect((await call('GET', '/api/user-files/media/', owner.session)).json().count).toBe(0);

    expect((await call('DELETE', `${BASE}${person.id}/`, owner.session)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}${person.id}/`, owner.session)).statusCode).toBe(404);
  });

  it('answer 400 in Russian for bad names, dates and photos, and 413 over the size limit', async () => {
    const owner = await t.user();
    const bad = async (fields: Record<string, string>) => {
      const response = await call('PUT', BASE, owner.session, fields);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await bad({ last_name: 'Иванов' })).toEqual({ first_name: [PERSON_MSG.firstNameRequired] });
    expect(await bad({ first_name: '  ' })).toEqual({ first_name: [PERSON_MSG.firstNameRequired] });
    expect(await bad({ first_name: 'Иван2' })).toEqual({ first_name: [PERSON_MSG.nameLetters] });
    expect(await bad({ first_name: 'Иван', date_birth: '12.03.1950' })).toEqual({
      date_birth: [PERSON_MSG.dateFormat],
    });
    expect(await bad({ first_name: 'Иван', date_birth: '1950-13' })).toEqual({
      date_birth: [PERSON_MSG.dateImpossible],
    });
    expect(await bad({ first_name: 'Иван', date_birth: '1950-02-30' })).toEqual({
      date_birth: [PERSON_MSG.dateImpossible],
    });
    expect(await bad({ first_name: 'Иван', date_death: '2999' })).toEqual({
      date_death: [PERSON_MSG.dateFuture],
    });
    expect(await bad({ first_name: 'Иван', date_birth: '1950-05', date_death: '1950-04-30' })).toEqual({
      date_death: [PERSON_MSG.deathBeforeBirth],
    });
    expect(await bad({ first_name: 'Иван', gender: 'other' })).toEqual({ gender: [PERSON_MSG.gender] });
    expect(await bad({ first_name: 'Иван', note: 'я'.repeat(2001) })).toEqual({ note: [MSG.tooLong] });
    // the same year of birth and death is fine
    await create(owner.session, { first_name: 'Иван', date_birth: '1950-05', date_death: '1950' });

    const notImage = await send(
      'PUT',
      BASE,
      owner.session,
      multipart({ first_name: 'Иван' }, [
        { field: 'avatar', filename: 'photo.png', contentType: 'image/png', data: NOT_AN_IMAGE },
      ]),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ avatar: [MSG.imageFormat] });

    const huge = await send(
      'PUT',
      BASE,
      owner.session,
      multipart({ first_name: 'Иван' }, [
        {
          field: 'avatar',
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.alloc(1024 * 1024 + 10),
        },
      ]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ avatar: [fileTooLargeMessage(1)] });

    // an edit checks the stored dates too, and keeps the first name
    const person = await create(owner.session, { first_name: 'Анна', date_death: '1990' });
    const early = await call('PUT', `${BASE}${person.id}/`, owner.session, { date_birth: '1991' });
    expect(early.json()).toEqual({ date_birth: [PERSON_MSG.deathBeforeBirth] });
    const nameless = await call('PUT', `${BASE}${person.id}/`, owner.session, { first_name: '' });
    expect(nameless.json()).toEqual({ first_name: [PERSON_MSG.firstNameRequired] });
    // no person row was left behind by the failed creates
    const rows = await t.db.select().from(persons).where(eq(persons.ownerAccountId, owner.account.id));
    expect(rows).toHaveLength(2);
  });

  it('are filtered, sorted and paged', async () => {
    const owner = await t.user();
    const a = await create(owner.session, {
      last_name: 'Абрамов',
      first_name: 'Пётр',
      gender: 'male',
      date_birth: '1901-05-12',
      date_death: '1970',
      city: 'Тверь',
      burial_city: 'Тверь',
    });
    const b = await create(owner.session, {
      last_name: 'Борисова',
      first_name: 'Анна',
      patronymic: 'Петровна',
      gender: 'female',
      date_birth: '1930',
      date_death: '2001-02',
      city: 'Москва',
      burial_city: 'Тверь',
    });
    const c = await create(owner.session, {
      last_name: 'Власов',
      first_name: 'Игорь',
      date_birth: '1960-03',
    });
    await addNode(owner.account.id, b.id);
    await t.db
      .insert(memoryPages)
      .values({ personId: a.id, ownerAccountId: owner.account.id, linkToken: 'tok-a' });
    const names = async (query: string) =>
      (await call('GET', `${BASE}?${query}`, owner.session)).json().results.map((p: { id: number }) => p.id);

    expect(await names('')).toEqual([a.id, b.id, c.id]);
    expect(await names('sort=-last_name')).toEqual([c.id, b.id, a.id]);
    expect(await names('sort=date_birth')).toEqual([a.id, b.id, c.id]);
    expect(await names('sort=-date_death')).toEqual([b.id, a.id, c.id]);
    expect(await names('name=петр')).toEqual([a.id, b.id]);
    expect(await names('name=анна%20борис')).toEqual([b.id]);
    expect(await names('name=%D0%BF%D1%91%D1%82%D1%80')).toEqual([a.id, b.id]); // «пётр»
    expect(await names(`name=${encodeURIComponent('(а[.*')}`)).toEqual([]);
    expect(await names('city=твер')).toEqual([a.id]);
    expect(await names('burial_city=Тверь')).toEqual([a.id, b.id]);
    expect(await names('gender=female')).toEqual([b.id]);
    expect(await names('date_birth=1930')).toEqual([b.id]);
    expect(await names('date_birth=1930-06')).toEqual([b.id]);
    expect(await names('date_birth=1960')).toEqual([c.id]);
    expect(await names('date_birth=1960-04')).toEqual([]);
    expect(await names('date_death=2001')).toEqual([b.id]);
    expect(await names('has_memory_pages=true')).toEqual([a.id]);
    expect(await names('has_memory_pages=false')).toEqual([b.id, c.id]);
    expect(await names('in_tree=true')).toEqual([b.id]);
    expect(await names('in_tree=false')).toEqual([a.id, c.id]);
    const page = (await call('GET', `${BASE}?limit=2&offset=2`, owner.session)).json();
    expect(page.count).toBe(3);
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([c.id]);
    const listed = (await call('GET', `${BASE}?name=Абрамов`, owner.session)).json().results[0];
    expect(listed.memory_page_id).not.toBeNull();
    expect((await call('GET', `${BASE}?gender=y`, owner.session)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?date_birth=abc`, owner.session)).json()).toEqual({
      date_birth: [PERSON_MSG.dateFormat],
    });

    const found = (await call('GET', '/api/family/search_person/?query=Борисова', owner.session)).json();
    expect(found.results.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect(found.results[0].family_node_id).not.toBeNull();
    const all = (await call('GET', '/api/family/search_person/?limit=2', owner.session)).json();
    expect(all).toMatchObject({ count: 3 });
    expect(all.results).toHaveLength(2);
  });

  it('are found by name with е and ё alike, every word anywhere, LIKE characters taken literally', async () => {
    const owner = await t.user();
    const fyodorov = await create(owner.session, {
      last_name: 'Фёдоров',
      first_name: 'Пётр',
      patronymic: 'Семёнович',
    });
    const fedotov = await create(owner.session, { last_name: 'Федотов', first_name: 'Петр' });
    const ids = async (path: string) =>
      (await call('GET', path, owner.session)).json().results.map((p: { id: number }) => p.id);
    const search = (query: string) => ids(`/api/family/search_person/?query=${encodeURIComponent(query)}`);
    const listed = (name: string) => ids(`${BASE}?name=${encodeURIComponent(name)}`);

    expect(await search('федоров петр')).toEqual([fyodorov.id]);
    expect(await search('ФЁДОРОВ')).toEqual([fyodorov.id]);
    expect(await search('  семенович   пЁтр ')).toEqual([fyodorov.id]);
    expect((await search('Фед')).sort()).toEqual([fyodorov.id, fedotov.id].sort());
    expect(await search('Пётр Федотов')).toEqual([fedotov.id]);
    expect(await listed('Фёдоров')).toEqual([fyodorov.id]);
    expect(await listed('федоро')).toEqual([fyodorov.id]);
    expect(await search('Фе%ров')).toEqual([]);
    expect(await search('Ф_доров')).toEqual([]);
  });

  it('come best match first: the word whole, then beginning a word, then inside one; then by name', async () => {
    const owner = await t.user();
    const inside = await create(owner.session, {
      last_name: 'Степанов',
      first_name: 'Степан',
      patronymic: 'Иванович',
    });
    const starts = await create(owner.session, { last_name: 'Иванов', first_name: 'Олег' });
    const whole = await create(owner.session, { last_name: 'Яковлев', first_name: 'Иван' });
    const middle = await create(owner.session, { last_name: 'Диванов', first_name: 'Пётр' });
    const both = await create(owner.session, { last_name: 'Иванов', first_name: 'Иван' });
    const order = async (query: string) =>
      (await call('GET', `/api/family/search_person/?query=${encodeURIComponent(query)}`, owner.session))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await order('иван')).toEqual([both.id, whole.id, starts.id, inside.id, middle.id]);
    // every word anywhere: «Иванов» in Иванович and Диванов too, ranked below
    expect(await order('Иванов Иван')).toEqual([both.id, starts.id, inside.id, middle.id]);
  });

  it('are invisible to other accounts and guests; a deceased relative in the tree is readable, a living one is not', async () => {
    const owner = await t.user();
    const other = await t.user();
    const living = await create(owner.session, { first_name: 'Живой', note: 'тайна' });
    const dead = await create(owner.session, { first_name: 'Усопший', date_death: '2000', note: 'тайна' });

    for (const id of [living.id, dead.id]) {
      expect((await call('GET', `${BASE}${id}/`)).statusCode).toBe(401);
      expect((await call('GET', `${BASE}${id}/`, other.session)).statusCode).toBe(404);
      expect((await call('PUT', `${BASE}${id}/`, other.session, { first_name: 'Взлом' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `${BASE}${id}/`, other.session)).statusCode).toBe(404);
    }
    expect((await call('GET', BASE, other.session)).json().count).toBe(0);
    expect((await call('GET', '/api/family/search_person/?query=Живой', other.session)).json().count).toBe(0);
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('PUT', BASE, undefined, { first_name: 'Гость' })).statusCode).toBe(401);

    // a hand-over links the persons into the other account's tree
    await addNode(other.account.id, living.id);
    const deadNode = await addNode(other.account.id, dead.id);
    expect((await call('GET', `${BASE}${living.id}/`, other.session)).statusCode).toBe(404);
    const read = await call('GET', `${BASE}${dead.id}/`, other.session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ first_name: 'Усопший', note: '', family_node_id: deadNode.id });
    // reading is not owning
    expect((await call('PUT', `${BASE}${dead.id}/`, other.session, { first_name: 'Взлом' })).statusCode).toBe(
      404,
    );
  });

  it('a person’s photo goes only to those who may see the person; another owner’s with a hidden page is not read', async () => {
    const owner = await t.user();
    const other = await t.user();
    const relative = await t.user();
    const withPhoto = async (fields: Record<string, string>) => {
      const response = await send(
        'PUT',
        BASE,
        owner.session,
        multipart(fields, [
          { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: await pngImage(200, 200) },
        ]),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const living = await withPhoto({ first_name: 'Живой' });
    const dead = await withPhoto({ first_name: 'Усопший', date_death: '2001' });
    const paged = await withPhoto({ first_name: 'Со страницей', date_death: '2002' });
    const page = await call('PUT', '/api/memory_page/page/', owner.session, {
      person_id: paged.id,
      visibility: 'private',
    });
    expect(page.statusCode, page.body).toBe(201);
    // linked into the relative's tree, as after a hand-over
    for (const person of [living, dead, paged]) await addNode(relative.account.id, person.id);

    for (const person of [living, dead, paged]) {
      for (const url of [person.avatar, person.avatar_thumbnail]) {
        expect((await call('GET', url)).statusCode, url).toBe(404);
        expect((await call('GET', url, other.session)).statusCode, url).toBe(404);
        const served = await call('GET', url, owner.session);
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toBe('private, no-store');
      }
    }
    // the relative sees the deceased person of its tree with the photo; the living one and the one whose
    // page is hidden not at all
    expect((await call('GET', dead.avatar, relative.session)).statusCode).toBe(200);
    expect((await call('GET', living.avatar, relative.session)).statusCode).toBe(404);
    expect((await call('GET', paged.avatar, relative.session)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${paged.id}/`, relative.session)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${dead.id}/`, relative.session)).json().avatar).toBe(dead.avatar);
  });

  it('deleting removes the nodes, links, memory page and its photos; destroy only takes the person out of the tree', async () => {
    const owner = await t.user();
    const parent = await create(owner.session, { first_name: 'Отец', date_death: '1990' });
    const child = await create(owner.session, { first_name: 'Сын' });
    const parentNode = await addNode(owner.account.id, parent.id);
    const childNode = await addNode(owner.account.id, child.id);
    await t.db.insert(familyLinks).values({
      accountId: owner.account.id,
      kind: 'parent',
      fromNodeId: parentNode.id,
      toNodeId: childNode.id,
    });

    // destroy: the node and its links go, the person stays
    const wrongNode = await call('POST', `/api/family/person/destroy/${parent.id}/`, owner.session, {
      family_node_id: childNode.id,
    });
    expect(wrongNode.statusCode).toBe(404);
    const other = await t.user();
    expect(
      (
        await call('POST', `/api/family/person/destroy/${child.id}/`, other.session, {
          family_node_id: childNode.id,
        })
      ).statusCode,
    ).toBe(404);
    const destroyed = await call('POST', `/api/family/person/destroy/${child.id}/`, owner.session, {
      family_node_id: childNode.id,
    });
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.accountId, owner.account.id))).toEqual(
      [],
    );
    expect((await call('GET', `${BASE}${child.id}/`, owner.session)).json().family_node_id).toBeNull();

    // delete: the page with its gallery goes, and the files nothing else shows
    const photo = await t.services.media.storeImage(
      { accountId: owner.account.id },
      {
        data: await pngImage(),
        filename: 'p.png',
      },
    );
    const [page] = await t.db
      .insert(memoryPages)
      .values({ personId: parent.id, ownerAccountId: owner.account.id, linkToken: 'tok-del' })
      .returning();
    await t.db.insert(memoryPagePhotos).values({ pageId: page.id, mediaId: photo.id });
    expect((await call('GET', `${BASE}${parent.id}/`, owner.session)).json().memory_page_id).toBe(page.id);
    expect((await call('DELETE', `${BASE}${parent.id}/`, owner.session)).statusCode).toBe(204);
    expect(await t.db.select().from(memoryPages).where(eq(memoryPages.id, page.id))).toEqual([]);
    expect(await t.db.select().from(familyNodes).where(eq(familyNodes.id, parentNode.id))).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.id, photo.id))).toEqual([]);
    expect(await t.services.storage.open(photo.key)).toBeNull();
  });
});

describe('persons of a company', () => {
  it('are managed by staff with the persons module levels, journalled, and invisible to another company', async () => {
    const owner = await t.companyOwner();
    const reader = await t.employee(owner.company.id, { persons: 3 });
    const writer = await t.employee(owner.company.id, { persons: 2 });
    const nobody = await t.employee(owner.company.id, { orders: 1 });
    const rival = await t.companyOwner();

    const person = await create(owner.session, {
      last_name: 'Сидоров',
      first_name: 'Олег',
      date_death: '2024-01-05',
    });
    const [row] = await t.db.select().from(persons).where(eq(persons.id, person.id));
    expect(row).toMatchObject({ ownerCompanyId: owner.company.id, ownerAccountId: null });

    expect((await call('GET', BASE, reader.session)).json().count).toBe(1);
    expect((await call('GET', `${BASE}${person.id}/`, reader.session)).statusCode).toBe(200);
    expect((await call('PUT', `${BASE}${person.id}/`, reader.session, { city: 'Тверь' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', BASE, nobody.session)).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}${person.id}/`, writer.session, { city: 'Тверь' })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `${BASE}${person.id}/`, writer.session)).statusCode).toBe(403);

    expect((await call('GET', `${BASE}${person.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', BASE, rival.session)).json().count).toBe(0);

    // in user mode the owner works with their own persons
    const userMode = { cookie: 'user_mode=1' };
    expect((await call('GET', BASE, owner.session, undefined, userMode)).json().count).toBe(0);
    expect((await call('GET', `${BASE}${person.id}/`, owner.session, undefined, userMode)).statusCode).toBe(
      404,
    );
    const own = await create(owner.session, { first_name: 'Личный' }, { 'x-user-mode': '1' });
    const [ownRow] = await t.db.select().from(persons).where(eq(persons.id, own.id));
    expect(ownRow.ownerAccountId).toBe(owner.account.id);
    // staff in user mode need no module right for their own persons
    expect((await call('GET', BASE, nobody.session, undefined, userMode)).statusCode).toBe(200);

    expect((await call('DELETE', `${BASE}${person.id}/`, owner.session)).statusCode).toBe(204);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'Person'), eq(auditLog.recordId, String(person.id))))
      .orderBy(auditLog.id);
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(journal[1].changes).toEqual({ city: { old: '', new: 'Тверь' } });
  });
});

describe('a family history’s persons (GEDCOM 7 without loss)', () => {
  it('keep names of any alphabet, other names, nicknames, sex X and U, and qualified dates', async () => {
    const owner = await t.user();
    const created = await send(
      'PUT',
      BASE,
      owner.session,
      multipart({
        last_name: 'Müller-Ørsted',
        first_name: 'Łukasz',
        patronymic: 'Іванович',
        name_prefix: 'Dr.',
        name_suffix: 'Jr.',
        nickname: 'Luk',
        gender: 'x',
        date_birth: '1900',
        date_birth_qualifier: 'about',
        date_death: '1950',
        date_death_qualifier: 'between',
        date_death_to: '1955-06',
        other_names: JSON.stringify([
          { kind: 'maiden', surname: "Д'Артаньян" },
          { kind: 'aka', nickname: 'Лукаш' },
        ]),
        facts: JSON.stringify([
          {
            kind: 'birth',
            date: { value: '1899', qualifier: 'estimated' },
            place: 'Kraków',
            source: 'Ревизская сказка',
          },
        ]),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json();
    expect(person).toMatchObject({
      full_name: 'Müller-Ørsted Łukasz Іванович',
      name_prefix: 'Dr.',
      name_suffix: 'Jr.',
      nickname: 'Luk',
      gender: 'x',
      date_birth: '1900',
      date_birth_qualifier: 'about',
      date_birth_to: null,
      date_birth_calendar: 'gregorian',
      date_birth_phrase: '',
      date_death: '1950',
      date_death_qualifier: 'between',
      date_death_to: '1955-06',
      is_living: false,
      other_names: [
        { kind: 'maiden', prefix: '', given: '', surname: "Д'Артаньян", suffix: '', nickname: '' },
        { kind: 'aka', prefix: '', given: '', surname: '', suffix: '', nickname: 'Лукаш' },
      ],
      facts: [
        {
          kind: 'birth',
          date: { value: '1899', qualifier: 'estimated', value_to: null, calendar: 'gregorian', phrase: '' },
          place: 'Kraków',
          source: 'Ревизская сказка',
        },
      ],
    });
    expect((await call('GET', `${BASE}${person.id}/`, owner.session)).json()).toEqual(person);

    // an edit sends only a part of a date: the rest stays; a qualifier without a range drops the second date
    const edited = await call('PUT', `${BASE}${person.id}/`, owner.session, {
      date_death_qualifier: 'after',
      gender: 'unknown',
    });
    expect(edited.json()).toMatchObject({
      date_death: '1950',
      date_death_qualifier: 'after',
      date_death_to: null,
      gender: 'unknown',
      other_names: person.other_names,
      facts: person.facts,
    });
    // a Julian date with the source's words, and a death known only in words
    const julian = await call('PUT', `${BASE}${person.id}/`, owner.session, {
      date_birth: '1751-02-11',
      date_birth_qualifier: 'exact',
      date_birth_calendar: 'julian',
      date_birth_phrase: '11.02.1750/51',
      date_death: '',
      date_death_qualifier: 'phrase',
      date_death_phrase: 'в войну',
      other_names: [],
    });
    expect(julian.json()).toMatchObject({
      date_birth: '1751-02-11',
      date_birth_calendar: 'julian',
      date_birth_phrase: '11.02.1750/51',
      date_death: null,
      date_death_qualifier: 'phrase',
      date_death_phrase: 'в войну',
      // died, though without a date the person stays private
      is_living: false,
      other_names: [],
    });
    // an older client clears a date with "" alone: the whole date goes
    const cleared = await call('PUT', `${BASE}${person.id}/`, owner.session, { date_birth: '' });
    expect(cleared.json()).toMatchObject({
      date_birth: null,
      date_birth_qualifier: 'exact',
      date_birth_calendar: 'gregorian',
      date_birth_phrase: '',
    });
  });

  it('refuse a qualifier without its date, a range without its end or backwards, and a death before a birth', async () => {
    const owner = await t.user();
    const bad = async (fields: object) => {
      const response = await call('PUT', BASE, owner.session, { first_name: 'Иван', ...fields });
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    expect(await bad({ date_birth_qualifier: 'about' })).toEqual({
      date_birth: [PERSON_MSG.dateValueRequired],
    });
    expect(await bad({ date_birth: '1900', date_birth_qualifier: 'between' })).toEqual({
      date_birth_to: [PERSON_MSG.dateToRequired],
    });
    expect(await bad({ date_birth: '1900', date_birth_qualifier: 'between', date_birth_to: '1890' })).toEqual(
      {
        date_birth_to: [PERSON_MSG.dateToBeforeValue],
      },
    );
    expect(await bad({ date_death_qualifier: 'phrase' })).toEqual({
      date_death_phrase: [PERSON_MSG.phraseRequired],
    });
    expect(await bad({ date_birth: '1900', date_birth_qualifier: 'soon' })).toEqual({
      date_birth_qualifier: [PERSON_MSG.qualifier],
    });
    expect(await bad({ gender: 'y' })).toEqual({ gender: [PERSON_MSG.gender] });
    expect(await bad({ first_name: 'Иван2' })).toEqual({ first_name: [PERSON_MSG.nameLetters] });
    expect(await bad({ other_names: 'не список' })).toHaveProperty('other_names');
    expect(await bad({ other_names: [{ kind: 'maiden' }] })).toEqual({
      'other_names.0.given': [PERSON_MSG.otherNameEmpty],
    });
    // «до 1900» may be any time before it: a death in 1890 fits; «после 1950» and a death in 1940 do not
    const fits = await call('PUT', BASE, owner.session, {
      first_name: 'Анна',
      date_birth: '1900',
      date_birth_qualifier: 'before',
      date_death: '1890',
    });
    expect(fits.statusCode).toBe(201);
    expect(await bad({ date_birth: '1950', date_birth_qualifier: 'after', date_death: '1940' })).toEqual({
      date_death: [PERSON_MSG.deathBeforeBirth],
    });
    // an edit checks against the stored date's range too
    const early = await call('PUT', `${BASE}${fits.json().id}/`, owner.session, { date_death: '1899' });
    expect(early.statusCode).toBe(200);
    const backwards = await call('PUT', `${BASE}${fits.json().id}/`, owner.session, {
      date_birth_qualifier: 'after',
    });
    expect(backwards.json()).toEqual({ date_birth: [PERSON_MSG.deathBeforeBirth] });
  });

  it('are found by the range their dates may stand for', async () => {
    const owner = await t.user();
    const person = (first_name: string, fields: Record<string, string>) =>
      create(owner.session, { first_name, ...fields });
    const about = await person('Около', { date_birth: '1900', date_birth_qualifier: 'about' });
    const between = await person('Между', {
      date_birth: '1890',
      date_birth_qualifier: 'between',
      date_birth_to: '1895',
    });
    const before = await person('До', { date_birth: '1880', date_birth_qualifier: 'before' });
    const after = await person('После', { date_birth: '1905', date_birth_qualifier: 'after' });
    const exact = await person('Точно', { date_birth: '1900-06-15' });
    const words = await person('Словами', {
      date_birth_qualifier: 'phrase',
      date_birth_phrase: 'до революции',
    });
    const died = await person('Умер', {
      date_death: '1941',
      date_death_qualifier: 'from_to',
      date_death_to: '1945',
    });
    const ids = async (query: string) =>
      (await call('GET', `${BASE}?${query}&limit=50`, owner.session))
        .json()
        .results.map((item: { id: number }) => item.id)
        .sort((a: number, b: number) => a - b);
    // «около 1900» reaches two years either way: 1898 … 1902
    expect(await ids('date_birth=1898')).toEqual([about.id]);
    expect(await ids('date_birth=1902')).toEqual([about.id]);
    expect(await ids('date_birth=1897')).toEqual([]);
    expect(await ids('date_birth=1903')).toEqual([]);
    expect(await ids('date_birth=1898&date_birth_to=1902')).toEqual([about.id, exact.id]);
    // «между 1890 и 1895» matches the years in it
    expect(await ids('date_birth=1893')).toEqual([between.id]);
    expect(await ids('date_birth=1896')).toEqual([]);
    // «до 1880» any year up to it, «после 1905» any year from it on (GEDCOM: no later, no earlier than)
    expect(await ids('date_birth=1700')).toEqual([before.id]);
    expect(await ids('date_birth=1880')).toEqual([before.id]);
    expect(await ids('date_birth=1881')).toEqual([]);
    expect(await ids('date_birth=1904')).toEqual([]);
    expect(await ids('date_birth=1905')).toEqual([after.id]);
    expect(await ids('date_birth=2000')).toEqual([after.id]);
    expect(await ids('date_birth=1900-06')).toEqual([about.id, exact.id]);
    expect(await ids('date_death=1943')).toEqual([died.id]);
    expect(await ids('date_death=1946')).toEqual([]);
    expect(words.date_birth).toBeNull();
    const bad = await call('GET', `${BASE}?date_birth_to=19xx`, owner.session);
    expect(bad.statusCode).toBe(400);
  });
});
