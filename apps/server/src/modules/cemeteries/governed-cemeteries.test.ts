import type { Session } from '@sp/shared/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * What a municipal organisation's own pages ask (/app/cemeteries, /app/place-graves): the cemeteries it governs,
 * and the graves proposed in them waiting for its confirmation.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let municipal: Awaited<ReturnType<TestApp['companyOwner']>>;
let neighbour: Awaited<ReturnType<TestApp['companyOwner']>>;
/** the two cemeteries the organisation governs, its neighbour's and one nobody governs */
let ours: number[];
let theirs: number;
let nobodys: number;

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const square = (lng: number, lat: number) => [
  [lng, lat],
  [lng + 0.01, lat],
  [lng + 0.01, lat + 0.01],
  [lng, lat + 0.01],
];

async function cemetery(name: string, lng: number, municipalCompanyId: number | null) {
  const made = await call('POST', '/api/cemeteries/cemeteries/', admin.session, {
    name,
    outline: square(lng, 56.85),
    center: { lng: lng + 0.005, lat: 56.855 },
    municipal_company_id: municipalCompanyId,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

async function propose(session: Session, cemeteryId: number, lng: number, number: string) {
  const made = await call('POST', '/api/cemeteries/graves/', session, {
    cemetery_id: cemeteryId,
    number,
    location: { lng: lng + 0.005, lat: 56.855 },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; confirmed: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища Твери»');
  neighbour = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища Торжка»');
  ours = [
    await cemetery('Дмитрово-Черкасское кладбище', 35.9, municipal.company.id),
    await cemetery('Большое Перемерковское кладбище', 35.8, municipal.company.id),
  ];
  theirs = await cemetery('Торжокское кладбище', 34.9, neighbour.company.id);
  nobodys = await cemetery('Сельское кладбище', 35.5, null);
});
afterAll(() => t.close());

describe('the cemeteries a municipal organisation governs', () => {
  it('lists only its own by municipal_company_id, and everyone’s without it', async () => {
    const mine = await call(
      'GET',
      `/api/cemeteries/cemeteries/?municipal_company_id=${municipal.company.id}`,
      municipal.session,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      count: 2,
      results: [
        expect.objectContaining({
          id: ours[1],
          municipal_company: { id: municipal.company.id, name: 'МКУ «Кладбища Твери»' },
        }),
        expect.objectContaining({ id: ours[0] }),
      ],
    });
    // the same answer for a guest: who governs a cemetery is public
    expect(
      (await call('GET', `/api/cemeteries/cemeteries/?municipal_company_id=${neighbour.company.id}`)).json(),
    ).toMatchObject({ count: 1, results: [{ id: theirs }] });
    const all = (await call('GET', '/api/cemeteries/cemeteries/?limit=100')).json();
    expect(all.results.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([...ours, theirs, nobodys]),
    );
    // with the name too
    expect(
      (
        await call(
          'GET',
          `/api/cemeteries/cemeteries/?municipal_company_id=${municipal.company.id}&query=${encodeURIComponent('дмитрово')}`,
        )
      ).json(),
    ).toMatchObject({ count: 1, results: [{ id: ours[0] }] });
    const wrong = await call('GET', '/api/cemeteries/cemeteries/?municipal_company_id=abc');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toContain('municipal_company_id');
  });
});

describe('GET /api/cemeteries/unconfirmed-graves/', () => {
  it('answers the proposals waiting in the caller’s cemeteries, the newest first; confirmed ones leave it', async () => {
    const family = await t.user();
    const company = await t.companyOwner();
    const first = await propose(family.session, ours[0], 35.9, '1-1');
    const second = await propose(company.session, ours[1], 35.8, '2-7');
    const third = await propose(family.session, ours[0], 35.9, '1-2');
    await propose(family.session, theirs, 34.9, 'Т-1');
    await propose(family.session, nobodys, 35.5, 'С-1');
    // the organisation's own grave is confirmed from the start: never waiting
    const made = await propose(municipal.session, ours[0], 35.9, '1-3');
    expect(made.confirmed).toBe(true);
    expect(first.confirmed).toBe(false);

    const clerk = await t.employee(municipal.company.id, { serial_number: 2 });
    const waiting = await call('GET', '/api/cemeteries/unconfirmed-graves/', clerk.session);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toEqual({
      count: 3,
      results: [
        {
          id: third.id,
          cemetery_id: ours[0],
          number: '1-2',
          location: { lng: 35.905, lat: 56.855 },
          status: 'free',
          confirmed: false,
          cemetery: { id: ours[0], name: 'Дмитрово-Черкасское кладбище' },
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        expect.objectContaining({
          id: second.id,
          cemetery: { id: ours[1], name: 'Большое Перемерковское кладбище' },
        }),
        expect.objectContaining({ id: first.id }),
      ],
    });

    // one cemetery's, a page of them; another organisation's cemetery holds none of the caller's
    const one = await call(
      'GET',
      `/api/cemeteries/unconfirmed-graves/?cemetery_id=${ours[0]}&limit=1`,
      clerk.session,
    );
    expect(one.json()).toEqual({ count: 2, results: [expect.objectContaining({ id: third.id })] });
    const next = await call(
      'GET',
      `/api/cemeteries/unconfirmed-graves/?cemetery_id=${ours[0]}&limit=1&offset=1`,
      clerk.session,
    );
    expect(next.json().results.map((row: { id: number }) => row.id)).toEqual([first.id]);
    expect(
      (await call('GET', `/api/cemeteries/unconfirmed-graves/?cemetery_id=${theirs}`, clerk.session)).json(),
    ).toEqual({ count: 0, results: [] });

    // the neighbour sees its own only; an administrator every cemetery's
    const neighbours = (await call('GET', '/api/cemeteries/unconfirmed-graves/', neighbour.session)).json();
    expect(neighbours.results.map((row: { number: string }) => row.number)).toEqual(['Т-1']);
    const everyone = (
      await call('GET', '/api/cemeteries/unconfirmed-graves/?limit=100', admin.session)
    ).json();
    expect(everyone.results.map((row: { number: string }) => row.number)).toEqual(
      expect.arrayContaining(['1-1', '2-7', '1-2', 'Т-1', 'С-1']),
    );
    expect(everyone.results.map((row: { number: string }) => row.number)).not.toContain('1-3');

    // confirmed, it is no longer waiting
    const confirmed = await call('POST', `/api/cemeteries/graves/${third.id}/confirm/`, clerk.session);
    expect(confirmed.json()).toMatchObject({ confirmed: true });
    const after = (await call('GET', '/api/cemeteries/unconfirmed-graves/', clerk.session)).json();
    expect(after.results.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
  });

  it('is the governors’ only: 401 to a guest, 403 to a family, a regular company and a read-only clerk', async () => {
    expect((await call('GET', '/api/cemeteries/unconfirmed-graves/')).statusCode).toBe(401);
    const family = await t.user();
    const regular = await t.companyOwner();
    const reader = await t.employee(municipal.company.id, { serial_number: 3 });
    const stranger = await t.employee(municipal.company.id, { orders: 1 });
    for (const who of [family, regular, reader, stranger]) {
      const answer = await call('GET', '/api/cemeteries/unconfirmed-graves/', who.session);
      expect(answer.statusCode).toBe(403);
    }
    const bad = await call('GET', '/api/cemeteries/unconfirmed-graves/?cemetery_id=0', admin.session);
    expect(bad.statusCode).toBe(400);
  });
});
