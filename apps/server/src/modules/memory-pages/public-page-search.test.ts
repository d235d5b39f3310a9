import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { publicPageSearch } from './public-page-search.table';

// Issue 13 §2: the «Люди» search reads one row per public page, kept by the database in the transaction of every
// write to the page or its person; these follow each change a visitor of the search would see.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['login']>>;
const put = (url: string, session: Session, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: t.bearer(session) });

const rowOf = async (pageId: number) =>
  (await t.db.select().from(publicPageSearch).where(eq(publicPageSearch.pageId, pageId)))[0] ?? null;

async function found(query: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/memory_page/public/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: { id: number }[] }).results.map((card) => card.id);
}
const byName = (name: string) => found(`name=${encodeURIComponent(name)}`);

describe('the «Люди» search’s own rows', () => {
  it('follow the page and its person: made public, renamed, moved, made private, made living, deleted', async () => {
    const owner = await t.user();
    const scope = { owner: { accountId: owner.account.id }, accountId: owner.account.id };
    const person = await t.services.persons.create(scope, {
      last_name: 'Звонарёв',
      first_name: 'Игнат',
      date_birth: '1931',
      date_death: '2004-03-12',
      city: 'Тверь',
    });
    const created = await put('/api/memory_page/page/', owner.session, {
      person_id: person.id,
      visibility: 'private',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pageId = (created.json() as { id: number }).id;
    expect(await rowOf(pageId)).toBeNull();
    expect(await byName('Звонарёв')).toEqual([]);

    const opened = await put(`/api/memory_page/page/${pageId}/`, owner.session, { visibility: 'public' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await rowOf(pageId)).toMatchObject({
      personId: person.id,
      // «ё» kept as «е»: the search writes a visitor's words the same way (migration 0030)
      searchName: 'звонарев игнат',
      birthDate: '1931-01-01',
      deathDate: '2004-03-12',
      cityLower: 'тверь',
      burialCityLower: '',
    });
    expect(await byName('Звонарёв Игнат')).toEqual([pageId]);
    expect(await byName('  звонарев   ИГНАТ ')).toEqual([pageId]);
    expect(await byName('ЗВОНАРЁ')).toEqual([pageId]);
    // LIKE's own characters are the visitor's letters, not patterns
    expect(await byName('звон%')).toEqual([]);
    expect(await byName('звонар_в')).toEqual([]);
    expect(await found('city=Твер&death_year=2004')).toContain(pageId);

    await t.services.persons.update(scope, person.id, { last_name: 'Пономарёв', burial_city: 'Торжок' });
    expect(await byName('Звонарёв')).toEqual([]);
    expect(await byName('Пономарёв')).toEqual([pageId]);
    expect(await found('city=Торж')).toEqual([pageId]);

    await put(`/api/memory_page/page/${pageId}/`, owner.session, { visibility: 'link' });
    expect(await rowOf(pageId)).toBeNull();
    await put(`/api/memory_page/page/${pageId}/`, owner.session, { visibility: 'public' });
    expect(await byName('Пономарёв')).toEqual([pageId]);

    // no death date: a living person, never shown
    await t.services.persons.update(scope, person.id, { date_death: '' });
    expect(await rowOf(pageId)).toBeNull();
    expect(await byName('Пономарёв')).toEqual([]);
    await t.services.persons.update(scope, person.id, { date_death: '2004' });
    expect(await byName('Пономарёв')).toEqual([pageId]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/memory_page/page/${pageId}/`,
      headers: t.bearer(owner.session),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await rowOf(pageId)).toBeNull();
    expect(await byName('Пономарёв')).toEqual([]);
  });

  it('orders as before: by how close the name is, then by name; without a name the newest page first', async () => {
    const owner = await t.user();
    const scope = { owner: { accountId: owner.account.id }, accountId: owner.account.id };
    const pages: number[] = [];
    for (const [last, first] of [
      ['Колокольцев', 'Андрей'],
      ['Колокольцев', 'Михаил'],
      ['Колокольцев-Заречный', 'Пётр'],
    ]) {
      const person = await t.services.persons.create(scope, {
        last_name: last,
        first_name: first,
        date_death: '1990',
      });
      const created = await put('/api/memory_page/page/', owner.session, {
        person_id: person.id,
        visibility: 'public',
      });
      pages.push((created.json() as { id: number }).id);
    }
    // the two names of one length are as close (then by name); the long double surname is further
    expect(await byName('Колокольцев')).toEqual([pages[0], pages[1], pages[2]]);
    const newest = await found('limit=3');
    expect(newest).toEqual([pages[2], pages[1], pages[0]]);
    expect(await found('limit=2&offset=1')).toEqual([pages[1], pages[0]]);
  });
});
