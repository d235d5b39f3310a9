import { normalizeCityName } from '@sp/shared/api/geo';
import { ITEMS_COUNT_BOUND, publicItemsQuerySchema } from '@sp/shared/api/public';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { catalogItems, catalogPhotos } from '../catalog/catalog.table';
import { cities } from '../geo/cities.table';
import { wordToWalk } from './items-by-word';
import { createPublicSearchService } from './search.service';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

async function get<T = { id: number; name: string }>(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: T[]; count: number };
}

async function post(session: Session, url: string, payload: object) {
  const response = await call('POST', url, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

const city = { tver: 0, moscow: 0, spb: 0, orel: 0 };
/** Companies by role in the story: published in Tver (with a map point), Moscow (city only), Petersburg; hidden. */
const co = {} as Record<
  'tver' | 'moscow' | 'spb' | 'hidden' | 'municipal',
  { id: number; landing: number; owner: Awaited<ReturnType<TestApp['companyOwner']>> }
>;
const item = {} as Record<
  'pine' | 'oak' | 'lacquered' | 'secret' | 'wreath' | 'transport' | 'cremation',
  number
>;
let transportCategory = 0;

async function company(
  name: string,
  landing: {
    city_id: number | null;
    latitude?: number;
    longitude?: number;
    address: string;
    is_published: boolean;
  },
  type: 'REGULAR' | 'MUNICIPAL' = 'REGULAR',
) {
  const owner = await t.companyOwner(type, name);
  const response = await call('PUT', '/api/company-landing/landing/', owner.session, {
    latitude: null,
    longitude: null,
    phone: '+7 900 000-00-00',
    ...landing,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { owner, id: owner.company.id, landing: response.json().id as number };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, name, region, latitude, longitude] of [
    ['tver', 'Тверь', 'Тверская область', 56.8587, 35.9176],
    ['moscow', 'Москва', 'Москва', 55.7558, 37.6173],
    ['spb', 'Санкт-Петербург', 'Санкт-Петербург', 59.9386, 30.3141],
    ['orel', 'Орёл', 'Орловская область', 52.9671, 36.0696],
  ] as const) {
    const [row] = await t.db
      .insert(cities)
      .values({
        name,
        searchName: normalizeCityName(name),
        region,
        latitude,
        longitude,
        timezone: 'Europe/Moscow',
      })
      .returning();
    city[key] = row.id;
  }

  const tver = await company('Ритуал Тверь', {
    city_id: city.tver,
    latitude: 56.86,
    longitude: 35.9,
    address: 'Тверь, ул. Советская, 1',
    is_published: true,
  });
  const moscow = await company('Память Москва', {
    city_id: city.moscow,
    address: 'Москва, Ленинский проспект, 10',
    is_published: true,
  });
  const spb = await company('Невский обряд', {
    city_id: city.spb,
    latitude: 59.93,
    longitude: 30.31,
    address: 'Санкт-Петербург, Невский проспект, 5',
    is_published: true,
  });
  const hidden = await company('Скрытая Тверь', {
    city_id: city.tver,
    latitude: 56.85,
    longitude: 35.91,
    address: 'Тверь, ул. Скрытая, 2',
    is_published: false,
  });
  const municipal = await company(
    'Спецслужба Орла',
    { city_id: null, address: 'г. Орёл, ул. Ленина, 3', is_published: true },
    'MUNICIPAL',
  );
  Object.assign(co, { tver, moscow, spb, hidden, municipal });

  transportCategory = (
    await post(tver.owner.session, '/api/company-categories/services/', { name: 'Транспорт' })
  ).id;
  const products = '/api/company-products/products/';
  const services = '/api/company-products/services/';
  item.pine = (
    await post(tver.owner.session, products, { name: 'Гроб сосновый', price: 15000.5, unit: 'шт' })
  ).id;
  item.wreath = (await post(tver.owner.session, products, { name: 'Венок траурный', price: 3000 })).id;
  item.oak = (await post(tver.owner.session, products, { name: 'Гроб дубовый', price: 90000 })).id;
  expect((await call('POST', `${products}${item.oak}/archive/`, tver.owner.session)).statusCode).toBe(200);
  item.transport = (
    await post(tver.owner.session, services, {
      name: 'Перевозка тела',
      price: 5000,
      category_id: transportCategory,
    })
  ).id;
  item.lacquered = (
    await post(moscow.owner.session, products, { name: 'ГРОБ лакированный', price: 40000 })
  ).id;
  item.cremation = (await post(moscow.owner.session, services, { name: 'Кремация', price: 25000 })).id;
  item.secret = (await post(hidden.owner.session, products, { name: 'Гроб скрытый', price: 1000 })).id;
  await post(spb.owner.session, products, { name: 'Венок из живых цветов', price: 7000 });
  await post(tver.owner.session, '/api/company-products/composition-products/', {
    name: 'Похороны «Стандарт»',
    price: 20000,
    items: [
      { product_id: item.pine, count: 1 },
      { service_id: item.transport, count: 2 },
    ],
  });
  await post(hidden.owner.session, '/api/company-products/composition-products/', {
    name: 'Похороны скрытые',
    price: 100,
    items: [{ product_id: item.secret, count: 1 }],
  });
});
afterAll(() => t.close());

const ids = (list: { results: { id: number }[] }) => list.results.map((row) => row.id);

describe('landing city', () => {
  it('is chosen from the list of cities and shown on the page', async () => {
    const owner = await t.companyOwner();
    const page = { address: 'ул. Садовая, 7', is_published: true };
    const unknown = await call('PUT', '/api/company-landing/landing/', owner.session, {
      ...page,
      city_id: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ city_id: ['Город не найден'] });
    const saved = await call('PUT', '/api/company-landing/landing/', owner.session, {
      ...page,
      city_id: city.orel,
    });
    expect(saved.json().city).toEqual({ id: city.orel, name: 'Орёл', region: 'Орловская область' });
    const shown = await call('GET', `/api/public/landing/${saved.json().id}/`);
    expect(shown.json().city).toEqual({ id: city.orel, name: 'Орёл', region: 'Орловская область' });
    const cleared = await call('PUT', '/api/company-landing/landing/', owner.session, page);
    expect(cleared.json().city).toBeNull();
  });
});

describe('public companies', () => {
  it('lists only published pages, by name, with their city, counts and accent colour', async () => {
    const all = await get<Record<string, unknown>>('/api/public/companies/?limit=100');
    const found = all.results.map((row) => row.id);
    expect(found).toEqual(expect.arrayContaining([co.tver.id, co.moscow.id, co.spb.id, co.municipal.id]));
    expect(found).not.toContain(co.hidden.id);
    expect(all.results.find((row) => row.id === co.tver.id)).toEqual({
      id: co.tver.id,
      landing_id: co.tver.landing,
      name: 'Ритуал Тверь',
      logo: null,
      address: 'Тверь, ул. Советская, 1',
      city: { id: city.tver, name: 'Тверь', region: 'Тверская область' },
      latitude: 56.86,
      longitude: 35.9,
      distance_km: null,
      color: '#4fa800',
      phone: '+7 900 000-00-00',
      is_active: true,
      services_count: 1,
      products_count: 2,
    });
    // a page without a map point is placed at its city's centre
    expect(all.results.find((row) => row.id === co.moscow.id)).toMatchObject({
      latitude: 55.7558,
      longitude: 37.6173,
    });
  });

  it('filter by city id or name, street, name, type and services', async () => {
    expect(ids(await get(`/api/public/companies/?city=${city.tver}`))).toEqual([co.tver.id]);
    expect(ids(await get(`/api/public/companies/?city=${encodeURIComponent('тверь')}`))).toEqual([
      co.tver.id,
    ]);
    // a page without a city is found by the city named in its address
    expect(ids(await get(`/api/public/companies/?city=${encodeURIComponent('Орёл')}`))).toEqual([
      co.municipal.id,
    ]);
    expect(ids(await get(`/api/public/companies/?street=${encodeURIComponent('невский')}`))).toEqual([
      co.spb.id,
    ]);
    expect(ids(await get(`/api/public/companies/?name=${encodeURIComponent('память')}`))).toEqual([
      co.moscow.id,
    ]);
    expect(ids(await get('/api/public/companies/?type_company=MUNICIPAL'))).toEqual([co.municipal.id]);
    expect(ids(await get(`/api/public/companies/?services=${encodeURIComponent('перевозка')}`))).toEqual([
      co.tver.id,
    ]);
    expect(ids(await get(`/api/public/companies/?services=${encodeURIComponent('транспорт')}`))).toEqual([
      co.tver.id,
    ]);
    expect(ids(await get(`/api/public/companies/?services=${transportCategory}`))).toEqual([co.tver.id]);
    expect((await get('/api/public/companies/?city=999999999')).count).toBe(0);
  });

  it('are nearest first within the radius around a point', async () => {
    // near Tver: Tver ~1 km, Moscow ~160 km, Petersburg ~480 km
    const near = await get<{ id: number; distance_km: number }>('/api/public/companies/?lat=56.85&lng=35.92');
    expect(ids(near)).toEqual([co.tver.id]);
    expect(near.results[0].distance_km).toBeLessThan(2);
    const wider = await get<{ id: number; distance_km: number }>(
      '/api/public/companies/?lat=56.85&lng=35.92&radius=500',
    );
    expect(ids(wider)).toEqual([co.tver.id, co.moscow.id, co.spb.id]);
    expect(wider.results[1].distance_km).toBeGreaterThan(140);
    expect(wider.results[1].distance_km).toBeLessThan(180);
    const half = await call('GET', '/api/public/companies/?lat=56.85');
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ lat: ['Укажите и широту, и долготу'] });
    expect((await call('GET', '/api/public/companies/?lat=56&lng=35&radius=5000')).statusCode).toBe(400);
  });
});

describe('public products and services', () => {
  it('find by name regardless of case, never archived ones or unpublished companies', async () => {
    const coffins = await get<{ id: number }>(`/api/public/products/?query=${encodeURIComponent('гроб')}`);
    expect(ids(coffins)).toEqual([item.lacquered, item.pine]);
    expect(coffins.results[1]).toEqual({
      id: item.pine,
      price: 15000.5,
      name: 'Гроб сосновый',
      unit: 'шт',
      photo: null,
      category: null,
      catalog: { name: 'Гроб сосновый' },
      company: { id: co.tver.id, name: 'Ритуал Тверь', landing_id: co.tver.landing, is_active: true },
      place: { address: 'Тверь, ул. Советская, 1', latitude: 56.86, longitude: 35.9 },
      distance_km: null,
    });
    // a page without a map point is placed at its city's centre, for the search map
    const moscow = await get<{ place: object }>(`/api/public/products/?company_id=${co.moscow.id}`);
    expect(moscow.results[0].place).toEqual({
      address: 'Москва, Ленинский проспект, 10',
      latitude: 55.7558,
      longitude: 37.6173,
    });
    const services = await get(`/api/public/services/?company_id=${co.tver.id}`);
    expect(services.results).toMatchObject([
      { id: item.transport, category: { id: transportCategory, name: 'Транспорт' } },
    ]);
    expect(ids(await get(`/api/public/services/?cat_id=${transportCategory}`))).toEqual([item.transport]);
    expect(ids(await get(`/api/public/products/?company_id=${co.hidden.id}`))).toEqual([]);
  });

  it('filter by price in rubles and city, and sort', async () => {
    const coffins = `/api/public/products/?query=${encodeURIComponent('гроб')}`;
    expect(ids(await get(`${coffins}&price_gte=15000.5&price_lte=20000`))).toEqual([item.pine]);
    expect(ids(await get(`${coffins}&price_gte=15000.51`))).toEqual([item.lacquered]);
    expect(ids(await get(`${coffins}&sort=-price`))).toEqual([item.lacquered, item.pine]);
    expect(ids(await get(`${coffins}&sort=price`))).toEqual([item.pine, item.lacquered]);
    expect(ids(await get(`/api/public/products/?city=${city.moscow}`))).toEqual([item.lacquered]);
    const page = await get(`/api/public/products/?sort=price&limit=2&offset=1`);
    expect(page.count).toBe(4);
    expect(page.results.map((row) => row.name)).toEqual(['Венок из живых цветов', 'Гроб сосновый']);
  });

  it('show the thumbnail of the first photo, in the list and around a point', async () => {
    await t.db.insert(catalogPhotos).values([
      { itemId: item.wreath, key: 'second.webp', thumbnailKey: 'second-thumb.webp', position: 1 },
      { itemId: item.wreath, key: 'first.webp', thumbnailKey: 'first-thumb.webp', position: 0 },
    ]);
    const wreaths = await get<{ id: number; photo: string | null }>(
      `/api/public/products/?query=${encodeURIComponent('траурный')}`,
    );
    expect(wreaths.results).toMatchObject([{ id: item.wreath, photo: '/media/first-thumb.webp' }]);
    const near = await get<{ id: number; photo: string | null }>(
      '/api/public/products/?lat=56.85&lng=35.92&radius=30',
    );
    expect(near.results.find((row) => row.id === item.wreath)?.photo).toBe('/media/first-thumb.webp');
    expect(near.results.find((row) => row.id === item.pine)?.photo).toBeNull();
  });

  it('are nearest first around a point', async () => {
    const near = await get<{ id: number; distance_km: number }>(
      '/api/public/products/?lat=55.75&lng=37.6&radius=300',
    );
    // Moscow's coffin first, then Tver's products (~160 km); Petersburg is out of range
    expect(near.results[0].id).toBe(item.lacquered);
    expect(ids(near).slice(1).sort()).toEqual([item.pine, item.wreath].sort());
    expect(near.results[1].distance_km).toBeGreaterThan(140);
  });
});

describe('public compositions', () => {
  it('show their items and company; unpublished companies are hidden', async () => {
    const found = await get<Record<string, unknown>>('/api/public/composition-products/');
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      name: 'Похороны «Стандарт»',
      price: 20000,
      items: [
        { name: 'Гроб сосновый', count: 1 },
        { name: 'Перевозка тела', count: 2 },
      ],
      company: { id: co.tver.id, landing_id: co.tver.landing, is_active: true },
      place: { address: 'Тверь, ул. Советская, 1', latitude: 56.86, longitude: 35.9 },
    });
    expect(
      (await get(`/api/public/composition-products/?query=${encodeURIComponent('стандарт')}`)).count,
    ).toBe(1);
    expect((await get('/api/public/composition-products/?price_lte=19999')).count).toBe(0);
    expect((await get(`/api/public/composition-products/?city=${city.moscow}`)).count).toBe(0);
  });

  it('are found within the radius around a point, with the distance', async () => {
    const near = await get<{ distance_km: number }>('/api/public/composition-products/?lat=56.85&lng=35.92');
    expect(near.count).toBe(1);
    expect(near.results[0].distance_km).toBeLessThan(2);
    expect((await get('/api/public/composition-products/?lat=55.75&lng=37.6&radius=100')).count).toBe(0);
  });
});

describe('a word many products hold', () => {
  it('counts exactly up to 1,000 and says «more» beyond, pages still in name order', async () => {
    // 1,005 monuments of one published company, as a large catalogue holds them
    await t.db.execute(
      sql`insert into catalog_items (company_id, kind, name, price)
          select ${co.tver.id}, 'product', 'Памятник гранитный №' || lpad(n::text, 4, '0'), 1000000 + n
          from generate_series(1, 1005) as n`,
    );
    const many = await call('GET', `/api/public/products/?query=${encodeURIComponent('гранитный')}&limit=3`);
    expect(many.json()).toMatchObject({ count: ITEMS_COUNT_BOUND, count_exact: false });
    expect(many.json().results.map((row: { name: string }) => row.name)).toEqual([
      'Памятник гранитный №0001',
      'Памятник гранитный №0002',
      'Памятник гранитный №0003',
    ]);
    const few = await call('GET', `/api/public/products/?query=${encodeURIComponent('гранитный №100')}`);
    expect(few.json()).toMatchObject({ count: 6, count_exact: true });
    // the others are not counted among them: archived ones and services
    await t.db.execute(
      sql`update catalog_items set is_archive = true where name like 'Памятник гранитный №00%'`,
    );
    const left = await call('GET', `/api/public/products/?query=${encodeURIComponent('гранитный')}`);
    // №0001–№0099 archived: 1,005 − 99
    expect(left.json()).toMatchObject({ count: 906, count_exact: true });
    expect(
      (await call('GET', `/api/public/services/?query=${encodeURIComponent('гранитный')}`)).json(),
    ).toMatchObject({ count: 0, count_exact: true });
  });
});

describe('a search walked word by word in name order', () => {
  const urns: Record<string, number> = {};
  const products = '/api/public/products/';
  const own = '/api/company-products/products/';
  /** what the search of this company's products must answer: every typed word inside the lowercased name (ё as е), by that name, then id */
  const expected = (query: string, descending = false) => {
    const words = query.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean);
    const key = (name: string) => name.toLowerCase().replaceAll('ё', 'е');
    const found = Object.entries(urns)
      .filter(([name]) => words.every((word) => key(name).includes(word)))
      .sort(([a, idA], [b, idB]) => (key(a) === key(b) ? idA - idB : key(a) < key(b) ? -1 : 1))
      .map(([, id]) => id);
    return descending ? found.reverse() : found;
  };
  const pages = async (query: string, more: Record<string, string> = {}) => {
    const found: number[] = [];
    for (let offset = 0; offset < 20; offset += 2) {
      const params = new URLSearchParams({
        query,
        company_id: String(co.spb.id),
        limit: '2',
        offset: String(offset),
        ...more,
      });
      found.push(...ids(await get(`${products}?${params}`)));
    }
    return found;
  };

  beforeAll(async () => {
    const owner = co.spb.owner.session;
    for (const name of [
      'Урна керамическая',
      'Урна мраморная',
      'Ниша для урны',
      'Урна-капсула',
      'Подставка под урну, урновая',
      'урна ёмкая',
      'Ваза мраморная',
      'Урна мраморная',
    ])
      urns[`${name}${Object.keys(urns).filter((key) => key.startsWith(name)).length || ''}`] = (
        await post(owner, own, { name, price: 1000 })
      ).id;
    // never among them: archived, a service, a hidden company's
    const archived = await post(owner, own, { name: 'Урна архивная', price: 1000 });
    expect((await call('POST', `${own}${archived.id}/archive/`, owner)).statusCode).toBe(200);
    await post(owner, '/api/company-products/services/', { name: 'Урна услуга', price: 1000 });
    await post(co.hidden.owner.session, own, { name: 'Урна скрытая', price: 1000 });
  });

  it('pages through the same items, in the same order, as sorting every match would', async () => {
    for (const query of ['урн', 'УРН', 'урна мрамор', 'мраморная', 'емк', 'ёмкая', 'ниша урны', 'капсул'])
      expect({ query, found: await pages(query) }).toEqual({ query, found: expected(query) });
    expect(await pages('урн', { sort: '-name' })).toEqual(expected('урн', true));
    const one = await get(`${products}?query=${encodeURIComponent('урн')}&company_id=${co.spb.id}&limit=20`);
    expect(one.count).toBe(expected('урн').length);
    // a page past the last still tells how many there are
    const past = await get(
      `${products}?query=${encodeURIComponent('урн')}&company_id=${co.spb.id}&offset=50`,
    );
    expect({ count: past.count, results: past.results }).toEqual({
      count: expected('урн').length,
      results: [],
    });
    // an item with two words that hold it is found once
    expect(expected('урн').filter((id) => id === urns['Подставка под урну, урновая'])).toHaveLength(1);
  });

  it('follows a renamed, archived, restored, deleted item and a name written in the database', async () => {
    const owner = co.spb.owner.session;
    const vase = urns['Ваза мраморная'];
    const put = await call('PUT', `${own}${vase}/`, owner, { name: 'Урна из вазы', price: 1000 });
    expect(put.statusCode, put.body).toBe(200);
    delete urns['Ваза мраморная'];
    urns['Урна из вазы'] = vase;
    expect(await pages('урн')).toEqual(expected('урн'));
    expect(await pages('ваза')).toEqual([]);
    expect(await pages('вазы')).toEqual([vase]);

    expect((await call('POST', `${own}${vase}/archive/`, owner)).statusCode).toBe(200);
    expect(await pages('вазы')).toEqual([]);
    expect((await call('POST', `${own}${vase}/restore/`, owner)).statusCode).toBe(200);
    expect(await pages('вазы')).toEqual([vase]);
    expect((await call('DELETE', `${own}${vase}/`, owner)).statusCode).toBe(204);
    delete urns['Урна из вазы'];
    expect(await pages('вазы')).toEqual([]);
    expect(await pages('урн')).toEqual(expected('урн'));

    const capsule = urns['Урна-капсула'];
    await t.db.execute(sql`update catalog_items set name = 'Капсула для праха' where id = ${capsule}`);
    delete urns['Урна-капсула'];
    urns['Капсула для праха'] = capsule;
    expect(await pages('праха')).toEqual([capsule]);
    expect(await pages('урн')).toEqual(expected('урн'));
  });

  it('walks by the longest word of three letters or more; shorter ones are matched too', async () => {
    expect(wordToWalk(['ниша', 'урны'])).toBe('ниша');
    expect(wordToWalk(['урна', 'мраморная'])).toBe('мраморная');
    expect(wordToWalk(['ур', 'на'])).toBeNull();
    // many catalog words hold it: each word's run is short, the page the same as sorting every match
    const written = await t.db
      .insert(catalogItems)
      .values(
        Array.from({ length: 30 }, (_, n) => ({
          companyId: co.spb.id,
          kind: 'product' as const,
          name: `Жжж${40 - n} урновый`,
          price: 1000,
        })),
      )
      .returning({ id: catalogItems.id, name: catalogItems.name });
    for (const row of written) urns[row.name] = row.id;
    expect(await pages('жжж')).toEqual(expected('жжж').slice(0, 20));
    expect(await pages('урн')).toEqual(expected('урн').slice(0, 20));
    expect(await pages('урн', { sort: '-name' })).toEqual(expected('урн', true).slice(0, 20));
    // two letters: no walk, the matches sorted
    expect(await pages('ур')).toEqual(expected('ур').slice(0, 20));
  });
});

describe('the search’s statements, built once per shape', () => {
  it('answer each search with its own values, as a statement built for it alone does', async () => {
    const kept = createPublicSearchService(t.db);
    const fresh = () => createPublicSearchService(t.db);
    // each group shares one shape: the answers must differ by the values alone
    const searches: Record<string, string>[] = [
      { query: 'гроб' },
      { query: 'венок' },
      { query: 'гроб', sort: '-name' },
      { query: 'венок', sort: '-name' },
      { query: 'гроб', city: String(city.tver) },
      { query: 'гроб', city: String(city.moscow) },
      { city: 'Тверь' },
      { city: 'москва' },
      { city: 'Орёл' },
      { lat: '56.85', lng: '35.92', radius: '30' },
      { lat: '55.75', lng: '37.6', radius: '300' },
      { lat: '59.93', lng: '30.31', radius: '10' },
      { price_gte: '1000', price_lte: '20000', sort: 'price' },
      { price_gte: '20000', price_lte: '50000', sort: 'price' },
      { company_id: String(co.tver.id) },
      { company_id: String(co.moscow.id) },
      { cat_id: String(transportCategory) },
      { query: 'гр', limit: '1', offset: '0' },
      { query: 'гр', limit: '1', offset: '1' },
      { limit: '2', offset: '0' },
      { limit: '2', offset: '2' },
      { limit: '2', offset: '40' },
    ];
    const answers = new Set<string>();
    for (const kind of ['product', 'service'] as const) {
      for (const search of searches) {
        const query = publicItemsQuerySchema.parse(search);
        const answer = await kept.items(kind, query);
        expect(answer, `${kind} ${JSON.stringify(search)}`).toEqual(await fresh().items(kind, query));
        answers.add(JSON.stringify(answer));
      }
    }
    const wreaths = await kept.items('product', publicItemsQuerySchema.parse({ query: 'венок' }));
    expect(wreaths.results.map((row) => row.name)).toEqual(['Венок из живых цветов', 'Венок траурный']);
    expect(answers.size).toBeGreaterThanOrEqual(15);
  });
});

describe('a city walked company by company in name order', () => {
  const made: { id: number; name: string }[] = [];
  const products = '/api/public/products/';
  const own = '/api/company-products/products/';
  let kostroma = 0;
  const key = (name: string) => name.toLowerCase().replaceAll('ё', 'е');
  /** every active product of the city's published companies with each typed word, by name then id */
  const expected = (query = '', descending = false) => {
    const words = key(query).split(/\s+/).filter(Boolean);
    const found = made
      .filter((row) => words.every((word) => key(row.name).includes(word)))
      .sort((a, b) => (key(a.name) === key(b.name) ? a.id - b.id : key(a.name) < key(b.name) ? -1 : 1))
      .map((row) => row.id);
    return descending ? found.reverse() : found;
  };
  const pages = async (more: Record<string, string>) => {
    const found: number[] = [];
    for (let offset = 0; offset < 16; offset += 3) {
      const params = new URLSearchParams({
        city: String(kostroma),
        limit: '3',
        offset: String(offset),
        ...more,
      });
      if (!params.get('city')) params.delete('city');
      found.push(...ids(await get(`${products}?${params}`)));
    }
    return found;
  };

  beforeAll(async () => {
    const [row] = await t.db
      .insert(cities)
      .values({
        name: 'Кострома',
        searchName: normalizeCityName('Кострома'),
        region: 'Костромская область',
        latitude: 57.767,
        longitude: 40.9269,
        timezone: 'Europe/Moscow',
      })
      .returning();
    kostroma = row.id;
    const place = { city_id: kostroma, address: 'Кострома, ул. Советская, 1', is_published: true };
    const names = [
      ['Гроб сосновый', 'Венок из лапника', 'Ёлочный венок', 'Крест дубовый'],
      ['Венок траурный', 'Гроб сосновый', 'Урна', 'венок малый'],
      ['Ваза', 'Гроб лакированный', 'Лента траурная'],
    ];
    for (const [index, list] of names.entries()) {
      const shop = await company(`Кострома ${index + 1}`, place);
      for (const name of list)
        made.push({ name, ...(await post(shop.owner.session, own, { name, price: 1000 })) });
      // never among them: archived, a service
      const archived = await post(shop.owner.session, own, { name: 'Венок архивный', price: 1000 });
      expect((await call('POST', `${own}${archived.id}/archive/`, shop.owner.session)).statusCode).toBe(200);
      await post(shop.owner.session, '/api/company-products/services/', {
        name: 'Венок услуга',
        price: 1000,
      });
    }
    const hidden = await company('Кострома скрытая', { ...place, is_published: false });
    await post(hidden.owner.session, own, { name: 'Венок скрытый', price: 1000 });
  });

  it('pages through the same items, in the same order, as sorting every match would', async () => {
    expect(await pages({})).toEqual(expected());
    expect(await pages({ sort: '-name' })).toEqual(expected('', true));
    expect(await pages({ sort: 'name' })).toEqual(expected());
    for (const query of ['венок', 'ВЕНОК траурный', 'елочный', 'гроб', 'нет такого'])
      expect({ query, found: await pages({ query }) }).toEqual({ query, found: expected(query) });
    expect(await pages({ query: 'венок', sort: '-name' })).toEqual(expected('венок', true));
    // around a point: nearest companies first (all three at the city's centre here), each one's items by name
    const near = { city: '', lat: '57.77', lng: '40.93', radius: '5' };
    expect(await pages(near)).toEqual(expected());
    expect(await pages({ ...near, query: 'венок' })).toEqual(expected('венок'));
    const byName = await get(`${products}?city=${encodeURIComponent('кострома')}&limit=20`);
    expect({ count: byName.count, found: ids(byName) }).toEqual({ count: made.length, found: expected() });
    // a page past the last still tells how many there are
    const past = await get(`${products}?city=${kostroma}&offset=50`);
    expect({ count: past.count, results: past.results }).toEqual({ count: made.length, results: [] });
  });
});
