import type { Session } from '@sp/shared/api/auth';
import { CEMETERY_MSG, MAX_GRAVES_IN_BOX } from '@sp/shared/api/cemeteries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { graves } from './cemeteries.table';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let municipal: Awaited<ReturnType<TestApp['companyOwner']>>;
let cemeteryId: number;

/** A square around Тверь's old cemetery, in degrees. */
const OUTLINE = [
  [35.9, 56.85],
  [35.92, 56.85],
  [35.92, 56.87],
  [35.9, 56.87],
];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища Твери»');
  const created = await call('POST', '/api/cemeteries/cemeteries/', admin.session, {
    name: 'Дмитрово-Черкасское кладбище',
    address: 'Тверь, ул. Кладбищенская',
    outline: OUTLINE,
    center: { lng: 35.91, lat: 56.86 },
    municipal_company_id: municipal.company.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  cemeteryId = created.json().id;
});
afterAll(() => t.close());

const deceased = (accountId: number, first_name: string, date_death = '2004') =>
  t.services.persons.create(
    { owner: { accountId }, accountId },
    { first_name, last_name: 'Покоева', date_death },
  );

describe('cemeteries and their outlines (issue 15 §1)', () => {
  it('are public to read, made by administrators, edited by their municipal organisation only', async () => {
    const read = await call('GET', `/api/cemeteries/cemeteries/${cemeteryId}/`);
    expect(read.json()).toMatchObject({
      name: 'Дмитрово-Черкасское кладбище',
      outline: OUTLINE,
      center: { lng: 35.91, lat: 56.86 },
      municipal_company: { id: municipal.company.id },
      graves_count: 0,
    });
    const inBox = await call('GET', '/api/cemeteries/cemeteries/?bbox=35.8,56.8,36.0,56.9');
    expect(inBox.json().results.map((row: { id: number }) => row.id)).toContain(cemeteryId);

    const edit = { name: 'Дмитрово-Черкасское', center: { lng: 35.91, lat: 56.86 }, outline: OUTLINE };
    const other = await t.companyOwner('MUNICIPAL', 'МКУ другого города');
    const regular = await t.companyOwner();
    expect(
      (await call('PUT', `/api/cemeteries/cemeteries/${cemeteryId}/`, other.session, edit)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/cemeteries/cemeteries/${cemeteryId}/`, regular.session, edit)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/cemeteries/cemeteries/', municipal.session, edit)).statusCode).toBe(403);
    const edited = await call('PUT', `/api/cemeteries/cemeteries/${cemeteryId}/`, municipal.session, {
      ...edit,
      municipal_company_id: other.company.id,
    });
    expect(edited.statusCode).toBe(200);
    // only an administrator changes who governs it
    expect(edited.json()).toMatchObject({
      name: 'Дмитрово-Черкасское',
      municipal_company: { id: municipal.company.id },
    });
  });

  it('refuses a malformed outline with a clear message', async () => {
    const body = (outline: unknown) => ({ name: 'Новое', center: { lng: 35.9, lat: 56.8 }, outline });
    const crossing = await call(
      'POST',
      '/api/cemeteries/cemeteries/',
      admin.session,
      body([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    );
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json().outline).toEqual([CEMETERY_MSG.ringCrosses]);
    const short = await call(
      'POST',
      '/api/cemeteries/cemeteries/',
      admin.session,
      body([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    );
    expect(short.json().outline).toEqual([CEMETERY_MSG.ringTooShort]);
    const flat = await call(
      'POST',
      '/api/cemeteries/cemeteries/',
      admin.session,
      body([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    );
    expect(flat.json().outline).toEqual([CEMETERY_MSG.ringFlat]);
    const away = await call(
      'POST',
      '/api/cemeteries/cemeteries/',
      admin.session,
      body([
        [0, 0],
        [200, 1],
        [2, 5],
      ]),
    );
    expect(away.json()['outline.1.0']).toEqual([CEMETERY_MSG.coordinates]);
  });

  it('draws areas inside; another organisation may not', async () => {
    const area = {
      cemetery_id: cemeteryId,
      name: 'Участок 12',
      outline: [
        [35.9, 56.85],
        [35.905, 56.85],
        [35.905, 56.855],
      ],
    };
    const other = await t.companyOwner('MUNICIPAL', 'МКУ соседей');
    expect((await call('POST', '/api/cemeteries/areas/', other.session, area)).statusCode).toBe(403);
    expect((await call('POST', '/api/cemeteries/areas/', municipal.session, area)).statusCode).toBe(201);
    const listed = await call('GET', `/api/cemeteries/areas/?cemetery_id=${cemeteryId}`);
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Участок 12', outline: area.outline })]);
  });
});

describe('graves on the map (issue 15 §1)', () => {
  it('tells the web app which tiles to draw, cached for an hour', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/public/map-settings/' });
    expect(settings.json()).toEqual({
      tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(settings.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a governor’s grave is confirmed; a family’s proposal waits for the organisation to confirm it', async () => {
    const grave = {
      cemetery_id: cemeteryId,
      number: '12-4',
      location: { lng: 35.91, lat: 56.86 },
      places_count: 2,
    };
    const made = await call('POST', '/api/cemeteries/graves/', municipal.session, grave);
    expect(made.json()).toMatchObject({ number: '12-4', confirmed: true, status: 'free' });

    const family = await t.user();
    const proposed = await call('POST', '/api/cemeteries/graves/', family.session, {
      ...grave,
      number: '12-5',
    });
    expect(proposed.json()).toMatchObject({ confirmed: false });
    const outside = await call('POST', '/api/cemeteries/graves/', family.session, {
      ...grave,
      location: { lng: 36.5, lat: 56.86 },
    });
    expect(outside.json()).toEqual(expect.objectContaining({ location: [CEMETERY_MSG.outsideCemetery] }));
    expect(
      (await call('POST', `/api/cemeteries/graves/${proposed.json().id}/confirm/`, family.session))
        .statusCode,
    ).toBe(403);
    const confirmed = await call(
      'POST',
      `/api/cemeteries/graves/${proposed.json().id}/confirm/`,
      municipal.session,
    );
    expect(confirmed.json()).toMatchObject({ confirmed: true });
  });

  it('answers the graves in a box, or a grid of counts past 500; the box is bounded and uses the index', async () => {
    const before = await call('GET', '/api/cemeteries/graves/?bbox=35.9,56.85,35.92,56.87');
    expect(before.json().clusters).toEqual([]);
    expect(before.json().results.length).toBe(before.json().count);
    // a crowded corner: more than the map draws
    await t.db.execute(sql`insert into ${graves} (cemetery_id, number, location)
      select ${cemeteryId}, 'Р-' || n, point(35.9001 + (n % 40) * 0.0001, 56.8501 + (n / 40) * 0.0001)
      from generate_series(1, ${MAX_GRAVES_IN_BOX + 100}) n`);
    const crowded = (await call('GET', '/api/cemeteries/graves/?bbox=35.9,56.85,35.92,56.87')).json();
    expect(crowded.results).toEqual([]);
    expect(crowded.count).toBeGreaterThan(MAX_GRAVES_IN_BOX);
    expect(crowded.clusters.reduce((sum: number, cell: { count: number }) => sum + cell.count, 0)).toBe(
      crowded.count,
    );
    // a wide box counts the cemetery's graves (kept by a trigger) at its centre
    const counted = (await call('GET', `/api/cemeteries/cemeteries/${cemeteryId}/`)).json().graves_count;
    expect(counted).toBe(crowded.count);
    const wide = (await call('GET', '/api/cemeteries/graves/?bbox=35.8,56.8,36.0,56.9')).json();
    expect(wide).toEqual({
      results: [],
      clusters: [{ location: { lng: 35.91, lat: 56.86 }, count: counted }],
      count: counted,
    });
    const near = (await call('GET', '/api/cemeteries/graves/?bbox=35.909,56.859,35.911,56.861')).json();
    expect(near.results.map((row: { number: string }) => row.number)).toEqual(
      expect.arrayContaining(['12-4']),
    );

    const large = await call('GET', '/api/cemeteries/graves/?bbox=30,50,40,60');
    expect(large.statusCode).toBe(400);
    expect(large.json().bbox).toEqual([CEMETERY_MSG.bboxTooLarge]);
    expect((await call('GET', '/api/cemeteries/graves/?bbox=1,2,3')).json().bbox).toEqual([
      CEMETERY_MSG.bbox,
    ]);

    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from graves where location <@ '(35.911,56.861),(35.909,56.859)'::box`,
      );
    });
    expect(JSON.stringify(plan)).toContain('graves_location_idx');
  });
});

describe('burials and the public grave card (issue 15 §1)', () => {
  it('buries the family’s deceased once in a free place; a guest sees the dead and public pages, never the living', async () => {
    const family = await t.user();
    const grave = (
      await call('POST', '/api/cemeteries/graves/', municipal.session, {
        cemetery_id: cemeteryId,
        number: '3-1',
        location: { lng: 35.915, lat: 56.865 },
        places_count: 3,
      })
    ).json();
    const mother = await deceased(family.account.id, 'Мария', '1999-03-12');
    const father = await deceased(family.account.id, 'Иван', '2010');
    const living = await t.services.persons.create(
      { owner: { accountId: family.account.id }, accountId: family.account.id },
      { first_name: 'Пётр', last_name: 'Покоев' },
    );
    const bury = (person_id: number, position: number, session = family.session) =>
      call('POST', '/api/cemeteries/place-grave/', session, { grave_id: grave.id, person_id, position });

    const first = await bury(mother.id, 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()[0]).toMatchObject({
      position: 1,
      burial: { full_name: 'Покоева Мария', date_death: '1999-03-12' },
    });
    expect((await bury(father.id, 1)).json()).toEqual(
      expect.objectContaining({ position: [CEMETERY_MSG.placeTaken] }),
    );
    expect((await bury(mother.id, 2)).json()).toEqual(
      expect.objectContaining({ person_id: [CEMETERY_MSG.personBuried] }),
    );
    expect((await bury(living.id, 2)).json()).toEqual(
      expect.objectContaining({ person_id: [CEMETERY_MSG.onlyDeceased] }),
    );
    expect((await bury(father.id, 4)).json()).toEqual(
      expect.objectContaining({ position: [CEMETERY_MSG.position] }),
    );
    const stranger = await t.user();
    expect((await bury(father.id, 2, stranger.session)).json()).toEqual(
      expect.objectContaining({ person_id: [CEMETERY_MSG.notOwnPerson] }),
    );
    expect((await bury(father.id, 2)).statusCode).toBe(201);
    await call('PUT', '/api/memory_page/page/', family.session, {
      person_id: father.id,
      visibility: 'public',
    });
    await call('PUT', '/api/memory_page/page/', family.session, {
      person_id: mother.id,
      visibility: 'private',
    });

    // the father's death date is taken back (a mistake): he reads as living and disappears from the card
    const card = (await call('GET', `/api/cemeteries/public-place-grave/${grave.id}/`)).json();
    expect(card).toMatchObject({ number: '3-1', status: 'occupied', cemetery: { id: cemeteryId } });
    expect(card.burials).toEqual([
      expect.objectContaining({ position: 1, full_name: 'Покоева Мария', memory_page_id: null }),
      expect.objectContaining({ position: 2, full_name: 'Покоева Иван', memory_page_id: expect.any(Number) }),
    ]);
    await t.writtenElsewhere(
      sql`update persons set death_date = null, death_precision = null where id = ${father.id}`,
    );
    const after = (await call('GET', `/api/cemeteries/public-place-grave/${grave.id}/`)).json();
    expect(after.burials.map((row: { full_name: string }) => row.full_name)).toEqual(['Покоева Мария']);
    expect(JSON.stringify(after)).not.toContain('person_id');
  });

  it('finds the buried by name and year, and a public page’s grave; nothing of a private page', async () => {
    const family = await t.user();
    const grave = (
      await call('POST', '/api/cemeteries/graves/', municipal.session, {
        cemetery_id: cemeteryId,
        number: '7-7',
        location: { lng: 35.911, lat: 56.861 },
      })
    ).json();
    const person = await t.services.persons.create(
      { owner: { accountId: family.account.id }, accountId: family.account.id },
      { first_name: 'Аглая', last_name: 'Найдёнова', date_death: '1987-05-04' },
    );
    await call('POST', '/api/cemeteries/place-grave/', family.session, {
      grave_id: grave.id,
      person_id: person.id,
      position: 1,
    });
    const found = (await call('GET', '/api/cemeteries/public-burials/?query=найденова&died=1987')).json();
    expect(found.results).toEqual([
      expect.objectContaining({
        grave_id: grave.id,
        full_name: 'Найдёнова Аглая',
        number: '7-7',
        memory_page_id: null,
      }),
    ]);
    expect(
      (await call('GET', '/api/cemeteries/public-burials/?query=найденова&died=1988')).json().count,
    ).toBe(0);

    const page = (
      await call('PUT', '/api/memory_page/page/', family.session, {
        person_id: person.id,
        visibility: 'private',
      })
    ).json();
    const none = await call('GET', `/api/cemeteries/public-place-grave/?memory_page_id=${page.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    await call('PUT', `/api/memory_page/page/${page.id}/`, family.session, { visibility: 'public' });
    const card = await call('GET', `/api/cemeteries/public-place-grave/?memory_page_id=${page.id}`);
    expect(card.json()).toMatchObject({
      id: grave.id,
      burials: [{ full_name: 'Найдёнова Аглая', memory_page_id: page.id }],
    });
  });

  it('a grave’s parameters by its governor, a burial’s date and its removal by the person’s owner', async () => {
    const family = await t.user();
    const grave = (
      await call('POST', '/api/cemeteries/graves/', municipal.session, {
        cemetery_id: cemeteryId,
        number: '9-9',
        location: { lng: 35.912, lat: 56.862 },
        places_count: 2,
      })
    ).json();
    const person = await deceased(family.account.id, 'Фёкла', '1990');
    const placed = (
      await call('POST', '/api/cemeteries/place-grave/', family.session, {
        grave_id: grave.id,
        person_id: person.id,
        position: 2,
      })
    ).json();
    const burialId = placed[1].burial.id;

    const parameters = {
      status: 'occupied',
      places_count: 1,
      width_m: 2,
      length_m: 2.5,
      has_fence: true,
      has_monument: true,
      note: 'Гранит',
    };
    expect(
      (await call('PUT', `/api/cemeteries/parameters-graves/${grave.id}/`, family.session, parameters))
        .statusCode,
    ).toBe(403);
    const fewer = await call(
      'PUT',
      `/api/cemeteries/parameters-graves/${grave.id}/`,
      municipal.session,
      parameters,
    );
    expect(fewer.json()).toEqual(expect.objectContaining({ places_count: [CEMETERY_MSG.placesTaken] }));
    const set = await call('PUT', `/api/cemeteries/parameters-graves/${grave.id}/`, municipal.session, {
      ...parameters,
      places_count: 3,
    });
    expect(set.json()).toMatchObject({ places_count: 3, has_fence: true, note: 'Гранит' });
    expect((await call('GET', `/api/cemeteries/parameters-graves/${grave.id}/`)).json()).toMatchObject({
      width_m: 2,
    });

    const dated = await call('PUT', `/api/cemeteries/parameters-place-grave/${burialId}/`, family.session, {
      burial_date: '1990-06',
    });
    expect(dated.json()[1].burial).toMatchObject({ burial_date: '1990-06' });
    const stranger = await t.user();
    expect(
      (
        await call('PUT', `/api/cemeteries/parameters-place-grave/${burialId}/`, stranger.session, {
          burial_date: '1991',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/cemeteries/place-grave/${burialId}/`, stranger.session)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/cemeteries/place-grave/${burialId}/`, family.session)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/cemeteries/parameters-graves/${grave.id}/`)).json().status).toBe('free');

    const area = (await call('GET', `/api/cemeteries/areas/?cemetery_id=${cemeteryId}`)).json()[0];
    const renamed = await call('PUT', `/api/cemeteries/areas/${area.id}/`, municipal.session, {
      name: 'Участок 12А',
      outline: area.outline,
    });
    expect(renamed.json()).toMatchObject({ name: 'Участок 12А' });
  });
});
