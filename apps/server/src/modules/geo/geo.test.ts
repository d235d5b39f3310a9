import { GEO_MSG } from '@sp/shared/api/geo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeCities } from './cities.seed';
import { cities } from './cities.table';
import { RUSSIAN_CITIES } from './russian-cities.data';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
beforeAll(async () => {
  t = await createTestApp();
  await writeCities(t.db);
  admin = await t.admin();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
type City = { id: number; name: string; region: string; distance_km: number | null; population: number };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });
const search = async (query: string) => {
  const response = await call('GET', `/api/geo/city/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: City[]; count: number };
};
const idOf = async (name: string) => {
  const [row] = await t.db.select().from(cities).where(eq(cities.name, name));
  return row.id;
};

const novgorod = {
  name: 'Тестоград',
  region: 'Тестовая область',
  latitude: 58.1,
  longitude: 31.2,
  timezone: 'Europe/Moscow',
  population: 1234,
};

describe('GET /api/geo/city/', () => {
  it('lists every city to a guest, largest first, ten by default', async () => {
    const list = await search('');
    expect(list.count).toBe(RUSSIAN_CITIES.length);
    expect(list.results).toHaveLength(10);
    expect(list.results.slice(0, 2).map((city) => city.name)).toEqual(['Москва', 'Санкт-Петербург']);
    expect(list.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Москва',
      region: 'Москва',
      latitude: 55.7558,
      longitude: 37.6173,
      timezone: 'Europe/Moscow',
      population: expect.any(Number),
      distance_km: null,
    });
  });

  it('pages with offset and limit without repeating a city', async () => {
    const first = await search('limit=5&offset=0');
    const second = await search('limit=5&offset=5');
    expect(first.results).toHaveLength(5);
    expect(second.results).toHaveLength(5);
    expect(second.count).toBe(first.count);
    const ids = [...first.results, ...second.results].map((city) => city.id);
    expect(new Set(ids).size).toBe(10);
    expect((await search(`offset=${first.count}`)).results).toEqual([]);
  });

  it('searches names case-insensitively, starting matches first, ё and е alike', async () => {
    const prefix = await search(`city=${encodeURIComponent('новос')}`);
    expect(prefix.results.map((city) => city.name)).toEqual(['Новосибирск']);

    const substring = await search(`city=${encodeURIComponent('ГОРСК')}`);
    const names = substring.results.map((city) => city.name);
    expect(names).toEqual(expect.arrayContaining(['Магнитогорск', 'Пятигорск']));
    for (const name of names) expect(name.toLowerCase()).toContain('горск');

    const orel = await search(`city=${encodeURIComponent('орел')}`);
    expect(orel.results.map((city) => city.name)).toEqual(['Орёл']);
    const korolev = await search(`city=${encodeURIComponent('КОРОЛЁВ')}`);
    expect(korolev.results.map((city) => city.name)).toEqual(['Королёв']);
    const schelkovo = await search(`city=${encodeURIComponent('щелково')}`);
    expect(schelkovo.results.map((city) => city.name)).toEqual(['Щёлково']);

    const novo = await search(`city=${encodeURIComponent('нов')}&limit=100`);
    const firstNonPrefix = novo.results.findIndex((city) => !city.name.toLowerCase().startsWith('нов'));
    expect(firstNonPrefix).toBeGreaterThan(0);
    expect(
      novo.results.slice(firstNonPrefix).every((city) => !city.name.toLowerCase().startsWith('нов')),
    ).toBe(true);
    expect(novo.results.map((city) => city.name)).toEqual(
      expect.arrayContaining(['Великий Новгород', 'Нижний Новгород', 'Новосибирск']),
    );
  });

  it('treats LIKE wildcards as plain text and finds nothing for an unknown name', async () => {
    expect((await search(`city=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await search(`city=${encodeURIComponent('_')}`)).count).toBe(0);
    expect((await search(`city=${encodeURIComponent('Атлантида')}`)).results).toEqual([]);
  });

  it('answers the nearest cities first with their distance from the point', async () => {
    // Red Square: Moscow itself, then the nearest Moscow-region cities
    const near = await search('latitude=55.7539&longitude=37.6208&limit=5');
    expect(near.count).toBe(RUSSIAN_CITIES.length);
    expect(near.results[0].name).toBe('Москва');
    expect(near.results[0].distance_km).toBeLessThan(1);
    const distances = near.results.map((city) => city.distance_km as number);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(near.results[1].region).toBe('Московская область');

    // Between Moscow and Saint Petersburg the answer contains Tver early on
    const tver = await search('latitude=56.86&longitude=35.9');
    expect(tver.results[0].name).toBe('Тверь');

    // Distances agree with the shared helper to 0.1 km (the answer is rounded to 0.1)
    const spb = (await search(`latitude=55.7558&longitude=37.6173&city=${encodeURIComponent('петерб')}`))
      .results[0];
    expect(spb.name).toBe('Санкт-Петербург');
    expect(spb.distance_km).toBeGreaterThan(630);
    expect(spb.distance_km).toBeLessThan(640);
  });

  it('rejects a point without both coordinates, out of range or not a number', async () => {
    const half = await call('GET', '/api/geo/city/?latitude=55');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ latitude: [GEO_MSG.pointIncomplete] });
    expect((await call('GET', '/api/geo/city/?latitude=91&longitude=10')).json()).toEqual({
      latitude: [GEO_MSG.latitude],
    });
    expect((await call('GET', '/api/geo/city/?latitude=10&longitude=-181')).json()).toEqual({
      longitude: [GEO_MSG.longitude],
    });
    expect((await call('GET', '/api/geo/city/?latitude=abc&longitude=10')).statusCode).toBe(400);
    expect((await call('GET', '/api/geo/city/?limit=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/geo/city/?limit=101')).statusCode).toBe(400);
    // empty parameters count as absent
    expect((await call('GET', '/api/geo/city/?latitude=&longitude=&city=')).statusCode).toBe(200);
  });
});

describe('GET /api/geo/city/{id}/', () => {
  it('shows a city to a guest and 404 for an unknown id', async () => {
    const id = await idOf('Тверь');
    const response = await call('GET', `/api/geo/city/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Тверь',
      region: 'Тверская область',
      timezone: 'Europe/Moscow',
      distance_km: null,
    });
    expect((await call('GET', '/api/geo/city/2000000000/')).statusCode).toBe(404);
    expect((await call('GET', '/api/geo/city/abc/')).statusCode).toBe(400);
  });
});

describe('administrators', () => {
  it('alone may read and change the list', async () => {
    const owner = await t.companyOwner();
    const user = await t.user();
    const id = await idOf('Тверь');
    for (const session of [owner.session, user.session]) {
      expect((await call('GET', '/api/admin/cities/', session)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/cities/', session, novgorod)).statusCode).toBe(403);
      expect((await call('PUT', `/api/admin/cities/${id}/`, session, novgorod)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/admin/cities/${id}/`, session)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/admin/cities/', undefined, novgorod)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/cities/${id}/`)).statusCode).toBe(401);
    expect((await call('GET', `/api/geo/city/${id}/`)).statusCode).toBe(200);
  });

  it('add, change and withdraw a city; a withdrawn city is no longer offered', async () => {
    const created = await call('POST', '/api/admin/cities/', admin.session, novgorod);
    expect(created.statusCode, created.body).toBe(201);
    const city = created.json();
    expect(city).toMatchObject({ ...novgorod, is_regional_centre: false, is_active: true });
    expect((await search(`city=${encodeURIComponent('тестогр')}`)).results.map((c) => c.id)).toEqual([
      city.id,
    ]);

    const updated = await call('PUT', `/api/admin/cities/${city.id}/`, admin.session, {
      ...novgorod,
      name: 'Тестоград-Ёлкин',
      timezone: 'Asia/Yekaterinburg',
      is_regional_centre: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Тестоград-Ёлкин', timezone: 'Asia/Yekaterinburg' });
    expect((await search(`city=${encodeURIComponent('елкин')}`)).results.map((c) => c.id)).toEqual([city.id]);

    expect((await call('DELETE', `/api/admin/cities/${city.id}/`, admin.session)).statusCode).toBe(204);
    expect((await call('GET', `/api/geo/city/${city.id}/`)).statusCode).toBe(404);
    expect((await search(`city=${encodeURIComponent('елкин')}`)).count).toBe(0);
    const inAdmin = await call('GET', `/api/admin/cities/${city.id}/`, admin.session);
    expect(inAdmin.json()).toMatchObject({ is_active: false });
    const inactive = await call('GET', '/api/admin/cities/?is_active=false', admin.session);
    expect(inactive.json().results.map((c: City) => c.id)).toContain(city.id);

    // putting it back
    const restored = await call('PUT', `/api/admin/cities/${city.id}/`, admin.session, {
      ...novgorod,
      is_active: true,
    });
    expect(restored.json().is_active).toBe(true);
    expect((await call('GET', `/api/geo/city/${city.id}/`)).statusCode).toBe(200);
  });

  it('get 404 for an unknown city and a clear 400 for bad input', async () => {
    const missing = 2_000_000_000;
    expect((await call('PUT', `/api/admin/cities/${missing}/`, admin.session, novgorod)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/cities/${missing}/`, admin.session)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/cities/${missing}/`, admin.session)).statusCode).toBe(404);

    const bad = await call('POST', '/api/admin/cities/', admin.session, {
      name: '  ',
      region: '',
      latitude: 95,
      longitude: -200,
      timezone: 'Europe/Atlantis',
      population: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['Поле обязательно для заполнения'],
      region: ['Поле обязательно для заполнения'],
      latitude: [GEO_MSG.latitude],
      longitude: [GEO_MSG.longitude],
      timezone: [GEO_MSG.timezone],
      population: [GEO_MSG.population],
    });
    const notNumbers = await call('POST', '/api/admin/cities/', admin.session, {
      ...novgorod,
      latitude: '55',
      population: 1.5,
    });
    expect(notNumbers.statusCode).toBe(400);
    expect(Object.keys(notNumbers.json()).sort()).toEqual(['error_code', 'latitude', 'population']);

    const duplicate = await call('POST', '/api/admin/cities/', admin.session, {
      ...novgorod,
      name: 'Тверь',
      region: 'Тверская область',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: [GEO_MSG.duplicate] });
  });
});

describe('the API description', () => {
  it('documents the geo and administrators’ city routes', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    for (const path of [
      '/api/geo/city/',
      '/api/geo/city/{id}/',
      '/api/admin/cities/',
      '/api/admin/cities/{id}/',
    ])
      expect(document.paths, path).toHaveProperty([path]);
  });
});

describe('the list written at start-up', () => {
  it('is written once; later starts keep administrators’ edits and withdrawals', async () => {
    const tverId = await idOf('Тверь');
    const edited = await call('PUT', `/api/admin/cities/${tverId}/`, admin.session, {
      name: 'Тверь',
      region: 'Тверская область',
      latitude: 56.8,
      longitude: 35.9,
      timezone: 'Europe/Moscow',
      population: 1,
    });
    expect(edited.statusCode).toBe(200);
    const kursk = await idOf('Курск');
    expect((await call('DELETE', `/api/admin/cities/${kursk}/`, admin.session)).statusCode).toBe(204);
    const before = await t.db.select({ id: cities.id }).from(cities);

    expect(await writeCities(t.db)).toBe(0);
    expect(await writeCities(t.db)).toBe(0);

    const after = await t.db.select().from(cities);
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.id === tverId)).toMatchObject({ population: 1, latitude: 56.8 });
    expect(after.find((row) => row.id === kursk)).toMatchObject({ isActive: false });
  });

  it('fills an empty table with the whole list, each city once', async () => {
    await t.db.delete(cities);
    expect(await writeCities(t.db)).toBe(RUSSIAN_CITIES.length);
    const rows = await t.db.select().from(cities);
    expect(rows).toHaveLength(RUSSIAN_CITIES.length);
    expect(rows.filter((row) => row.isRegionalCentre)).toHaveLength(
      RUSSIAN_CITIES.filter((city) => city.isRegionalCentre).length,
    );
    expect(rows.find((row) => row.name === 'Орёл')?.searchName).toBe('орел');
  });
});
