import { normalizeCityName } from '@sp/shared/api/geo';
import { URGENT_CALLS_PER_WINDOW, URGENT_MSG } from '@sp/shared/api/urgent';
import { MSG } from '@sp/shared/validation/messages';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { CAPTCHA_MISSING } from '../../platform/captcha';
import { outboxMessages } from '../../platform/channels/outbox.table';
import { ApiError } from '../../platform/errors';
import { catalogCategories } from '../catalog/catalog.table';
import { cities } from '../geo/cities.table';
import { siteRequestItems, siteRequests } from './requests.table';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

let clients = 0;
/** Each call from its own address unless told, so the per-IP limit bites only where a test wants it. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session?: Session,
  payload?: object,
  remoteAddress = `10.1.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`,
) => t.app.inject({ method, url, payload, remoteAddress, headers: session ? t.bearer(session) : {} });

const URL = '/api/public/urgent-request/';
const urgent = (payload: object, remoteAddress?: string) =>
  call(
    'POST',
    URL,
    undefined,
    { phone: '8 900 123 45 67', address: 'ул. Садовая, 5, кв. 12', ...payload },
    remoteAddress,
  );

async function post(session: Session, url: string, payload: object) {
  const response = await call('POST', url, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

const city = { home: 0, far: 0, empty: 0 };
let evacuation = 0;
let transport = 0;

async function addCity(name: string, latitude: number, longitude: number) {
  const [row] = await t.db
    .insert(cities)
    .values({
      name,
      searchName: normalizeCityName(name),
      region: 'Тестовая область',
      latitude,
      longitude,
      timezone: 'Europe/Moscow',
    })
    .returning();
  return row.id;
}

type Setup = {
  name: string;
  city: number;
  point?: [number, number];
  published?: boolean;
  /** which service it has: in the marked public category, an archived one, a plain public one, its own */
  service?: 'evacuation' | 'archived' | 'transport' | 'own';
};

async function company(setup: Setup): Promise<Owner> {
  const owner = await t.companyOwner('REGULAR', setup.name);
  const page = await call('PUT', '/api/company-landing/landing/', owner.session, {
    phone: `+7 (4822) 00-00-${String(clients).padStart(2, '0')}`,
    address: `${setup.name}, ул. Ленина, 1`,
    city_id: setup.city,
    latitude: setup.point?.[0] ?? null,
    longitude: setup.point?.[1] ?? null,
    is_published: setup.published ?? true,
  });
  expect(page.statusCode, page.body).toBe(200);
  const services = '/api/company-products/services/';
  const kind = setup.service ?? 'evacuation';
  let categoryId: number | null = kind === 'transport' ? transport : evacuation;
  if (kind === 'own') {
    categoryId = (
      await post(owner.session, '/api/company-categories/services/', { name: 'Перевозка умершего' })
    ).id;
  }
  const service = await post(owner.session, services, {
    name: 'Перевозка умершего в морг',
    price: 5000,
    category_id: categoryId,
  });
  if (kind === 'archived') {
    const archived = await call('POST', `${services}${service.id}/archive/`, owner.session);
    expect(archived.statusCode, archived.body).toBe(200);
  }
  return owner;
}

const at = { centre: [56, 36] as [number, number] };
let near: Owner;
let nearer: Owner;
let centre: Owner;
let fourth: Owner;
let others: Owner[];
let distant: Owner;

beforeAll(async () => {
  t = await createTestApp();
  const [marked] = await t.db
    .select()
    .from(catalogCategories)
    .where(and(isNull(catalogCategories.companyId), eq(catalogCategories.isUrgentEvacuation, true)));
  expect(marked).toMatchObject({ name: 'Перевозка умершего', kind: 'service' });
  evacuation = marked.id;
  const admin = await t.admin();
  transport = (await post(admin.session, '/api/admin/categories/services/', { name: 'Транспорт' })).id;

  city.home = await addCity('Урочинск', ...at.centre);
  city.far = await addCity('Дальноморск', 60, 50);
  city.empty = await addCity('Пустоград', 50, 30);

  // a company with no map point of its own stands at its city's centre
  centre = await company({ name: 'В центре', city: city.home });
  nearer = await company({ name: 'Ближняя', city: city.home, point: [56.01, 36] });
  near = await company({ name: 'Соседняя', city: city.home, point: [56.05, 36] });
  fourth = await company({ name: 'Четвёртая', city: city.home, point: [56.3, 36] });
  others = [
    await company({ name: 'Архив', city: city.home, point: [56.001, 36], service: 'archived' }),
    await company({ name: 'Черновик', city: city.home, point: [56.002, 36], published: false }),
    await company({ name: 'Катафалки', city: city.home, point: [56.003, 36], service: 'transport' }),
    await company({ name: 'Своя категория', city: city.home, point: [56.004, 36], service: 'own' }),
  ];
  distant = await company({ name: 'Далёкая', city: city.far, point: [60, 50] });
});
afterAll(() => t.close());

const stored = async (companyIds: number[]) =>
  t.db.select().from(siteRequests).where(inArray(siteRequests.companyId, companyIds));
const total = async () => (await t.db.select({ n: count() }).from(siteRequests))[0].n;

describe('«Срочный вызов»', () => {
  it('calls the three nearest companies offering evacuation, one urgent request each, and tells them', async () => {
    const response = await urgent({ name: 'Анна', lat: at.centre[0], lng: at.centre[1] });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.detail).toBe('Срочный вызов отправлен в 3 компании. С вами свяжутся в ближайшее время.');
    expect(body.companies.map((c: { id: number }) => c.id)).toEqual([
      centre.company.id,
      nearer.company.id,
      near.company.id,
    ]);
    expect(body.companies[1]).toEqual({
      id: nearer.company.id,
      name: 'Ближняя',
      phone: expect.stringMatching(/^\+7 \(4822\)/),
      landing_id: expect.any(Number),
      distance_km: 1.1,
    });

    const rows = await stored([centre.company.id, nearer.company.id, near.company.id]);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: 'Анна',
        phone: '+7 (900) 123-45-67',
        email: '',
        isUrgent: true,
        isNew: true,
        total: 0,
      });
      expect(row.description).toContain('ул. Садовая, 5, кв. 12');
    }
    const ids = rows.map((row) => row.id);
    expect(
      await t.db.select().from(siteRequestItems).where(inArray(siteRequestItems.requestId, ids)),
    ).toEqual([]);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'SiteRequest'), inArray(auditLog.recordId, ids.map(String))));
    expect(journal).toHaveLength(3);

    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, nearer.account.email ?? ''));
    const message = told.find((m) => m.subject.startsWith('Срочный вызов с сайта'));
    expect(message?.text).toContain('ул. Садовая, 5, кв. 12');
    expect(message?.text).toContain('+7 (900) 123-45-67');

    // neither the fourth, nor the archived, unpublished, unmarked, own-category or distant ones
    expect(await stored([fourth.company.id, distant.company.id, ...others.map((o) => o.company.id)])).toEqual(
      [],
    );
  });

  it('without a point, calls the companies of the chosen city, nearest to its centre first', async () => {
    const home = await urgent({ city: city.home });
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json().companies.map((c: { name: string }) => c.name)).toEqual([
      'В центре',
      'Ближняя',
      'Соседняя',
    ]);
    const far = await urgent({ city: city.far, name: '' });
    expect(far.statusCode, far.body).toBe(201);
    expect(far.json()).toMatchObject({
      detail: 'Срочный вызов отправлен в 1 компанию. С вами свяжутся в ближайшее время.',
      companies: [{ id: distant.company.id, distance_km: null }],
    });
    // a point wins over the city
    const both = await urgent({ city: city.home, lat: 60, lng: 50.01 });
    expect(both.json().companies.map((c: { id: number }) => c.id)).toEqual([distant.company.id]);
  });

  it('answers 400 and stores nothing when nobody offering it is near', async () => {
    const before = await total();
    for (const place of [{ city: city.empty }, { lat: 57.5, lng: 36 }]) {
      const response = await urgent(place);
      expect(response.statusCode, JSON.stringify(place)).toBe(400);
      expect(response.json()).toEqual({ detail: URGENT_MSG.noneFound });
    }
    expect(URGENT_MSG.noneFound).toContain('112');
    expect(await total()).toBe(before);
  });

  it('validates the phone, the address and the place', async () => {
    const before = await total();
    const cases: [object, object][] = [
      [{ phone: '', city: city.home }, { phone: [MSG.required] }],
      [{ phone: '12345', city: city.home }, { phone: [MSG.phoneFormat] }],
      [{ address: '   ', city: city.home }, { address: [MSG.required] }],
      [{ address: 'я'.repeat(301), city: city.home }, { address: [MSG.tooLong] }],
      [{ name: 'я'.repeat(101), city: city.home }, { name: [MSG.tooLong] }],
      [{}, { city: [URGENT_MSG.placeRequired] }],
      [{ lat: 56, city: city.home }, { lat: ['Укажите и широту, и долготу'] }],
      [{ lat: 91, lng: 36 }, { lat: ['Широта должна быть числом от -90 до 90'] }],
      [{ city: 2_000_000_000 }, { city: [URGENT_MSG.cityNotFound] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await urgent(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const noBody = await call('POST', URL);
    expect(noBody.statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('checks the captcha as the cart does', async () => {
    const captcha = t.services.captcha;
    const original = captcha.check;
    captcha.check = async (payload) => {
      if (payload !== 'human') throw new ApiError(400, { captcha: [CAPTCHA_MISSING] });
    };
    try {
      const refused = await urgent({ city: city.far });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ captcha: [CAPTCHA_MISSING] });
      expect((await urgent({ city: city.far, captcha: 'human' })).statusCode).toBe(201);
      expect((await urgent({ city: city.far, recaptcha: 'human' })).statusCode).toBe(201);
    } finally {
      captcha.check = original;
    }
  });

  it(`lets one address send ${URGENT_CALLS_PER_WINDOW} calls in 15 minutes, then answers 429`, async () => {
    const ip = '192.0.2.77';
    // a call that found nobody does not count
    expect((await urgent({ city: city.empty }, ip)).statusCode).toBe(400);
    for (let sent = 0; sent < URGENT_CALLS_PER_WINDOW; sent += 1) {
      expect((await urgent({ city: city.far }, ip)).statusCode).toBe(201);
    }
    const before = await total();
    const refused = await urgent({ city: city.far }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().detail).toBe(URGENT_MSG.throttled(15));
    expect(await total()).toBe(before);
    expect((await urgent({ city: city.far }, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('the urgent request in the company’s inbox', () => {
  it('comes first, marked urgent, and counts as new', async () => {
    const owner = await company({ name: 'Входящие', city: city.empty, point: [50, 30] });
    const product = await post(owner.session, '/api/company-products/products/', {
      name: 'Урна',
      price: 100,
    });
    const first = await call('POST', '/api/public/request/', undefined, {
      company: owner.company.id,
      name: 'Борис',
      phone: '111',
      basket: { products_basket: [{ product_id: product.id, count: 1 }] },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await urgent({ city: city.empty, name: 'Вера' })).statusCode).toBe(201);
    const later = await call('POST', '/api/public/request/', undefined, {
      company: owner.company.id,
      name: 'Глеб',
      phone: '222',
      basket: { products_basket: [{ product_id: product.id, count: 2 }] },
    });
    expect(later.statusCode, later.body).toBe(201);

    const inbox = await call('GET', '/api/company-orders/requests/', owner.session);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const results = inbox.json().results as { name: string; is_urgent: boolean; items_count: number }[];
    expect(results.map((r) => [r.name, r.is_urgent])).toEqual([
      ['Вера', true],
      ['Глеб', false],
      ['Борис', false],
    ]);
    expect(results[0].items_count).toBe(0);
    const badge = await call('GET', '/api/company-orders/requests/count/?is_new=true', owner.session);
    expect(badge.json()).toEqual({ count: 3 });
    // another company does not see it
    expect(
      (await call('GET', '/api/company-orders/requests/', near.session)).json().results,
    ).not.toContainEqual(expect.objectContaining({ name: 'Вера' }));
  });
});

describe('the mark administrators set on public service categories', () => {
  it('makes the category’s services answer the call; a change without it keeps it; products never carry it', async () => {
    const admin = await t.admin();
    const base = '/api/admin/categories/services/';
    const created = await call('POST', base, admin.session, {
      name: 'Эвакуация',
      is_urgent_evacuation: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Эвакуация', is_public: true, is_urgent_evacuation: true });
    const id = created.json().id;

    const lone = await addCity('Одинск', 40, 40);
    const owner = await t.companyOwner('REGULAR', 'Одинокая');
    await call('PUT', '/api/company-landing/landing/', owner.session, { city_id: lone, is_published: true });
    await post(owner.session, '/api/company-products/services/', {
      name: 'Выезд',
      price: 1,
      category_id: id,
    });
    expect((await urgent({ city: lone })).statusCode).toBe(201);

    const renamed = await call('PUT', `${base}${id}/`, admin.session, { name: 'Эвакуация умерших' });
    expect(renamed.json()).toMatchObject({ name: 'Эвакуация умерших', is_urgent_evacuation: true });
    const unmarked = await call('PUT', `${base}${id}/`, admin.session, {
      name: 'Эвакуация умерших',
      is_urgent_evacuation: false,
    });
    expect(unmarked.json().is_urgent_evacuation).toBe(false);
    expect((await urgent({ city: lone })).json()).toEqual({ detail: URGENT_MSG.noneFound });

    const product = await call('POST', '/api/admin/categories/products/', admin.session, {
      name: 'Гробы',
      is_urgent_evacuation: true,
    });
    expect(product.json().is_urgent_evacuation).toBe(false);
    const companyView = await call('GET', '/api/company-categories/services/?limit=100', owner.session);
    expect(companyView.json().results).toContainEqual(
      expect.objectContaining({ name: 'Перевозка умершего', is_public: true, is_urgent_evacuation: true }),
    );
  });
});
