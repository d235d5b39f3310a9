import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { burials, cemeteries, graves } from '../modules/cemeteries/cemeteries.table';
import { writeCities } from '../modules/geo/cities.seed';
import { persons } from '../modules/persons/persons.table';
import { seedDemo } from './seed-demo';
import { seedDemoCatalog } from './seed-demo-catalog';
import { seedDemoCemeteries } from './seed-demo-cemeteries';
import { seedDemoFamily } from './seed-demo-family';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await writeCities(t.db);
}, 120_000);
afterAll(() => t.close());

describe('demo cemeteries (issue 15 §4)', () => {
  it('gives municipal@demo.ru two cemeteries of Тверь with areas and about 600 graves; the family’s dead in them; once', async () => {
    expect(await seedDemoCemeteries(t.db)).toBe(false); // no demo accounts yet
    await seedDemo(t.db);
    await seedDemoCatalog(t.db);
    await seedDemoFamily(t.services);
    expect(await seedDemoCemeteries(t.db)).toBe(true);
    expect(await seedDemoCemeteries(t.db)).toBe(false);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/cemeteries/cemeteries/' })).json();
    expect(listed.results.map((row: { name: string }) => row.name)).toEqual([
      'Дмитрово-Черкасское кладбище',
      'Неготинское кладбище',
    ]);
    for (const cemetery of listed.results) {
      expect(cemetery).toMatchObject({
        city: { name: 'Тверь' },
        municipal_company: { name: 'МКУ «Городские кладбища»' },
      });
      expect(cemetery.outline).toHaveLength(4);
      const areas = (
        await t.app.inject({ method: 'GET', url: `/api/cemeteries/areas/?cemetery_id=${cemetery.id}` })
      ).json();
      expect(areas.length).toBeGreaterThanOrEqual(3);
    }
    const byStatus = await t.db
      .select({ status: graves.status, total: count() })
      .from(graves)
      .where(eq(graves.confirmed, true))
      .groupBy(graves.status);
    const total = byStatus.reduce((sum, row) => sum + Number(row.total), 0);
    expect(total).toBe(600);
    // and two proposals waiting for the organisation: a family's and a company's
    const proposed = await t.db
      .select({ account: graves.proposedByAccountId, company: graves.proposedByCompanyId })
      .from(graves)
      .where(eq(graves.confirmed, false))
      .orderBy(graves.id);
    expect(proposed.map((row) => [row.account !== null, row.company !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(byStatus.map((row) => row.status).sort()).toEqual(['free', 'occupied', 'reserved']);

    // Анна Смирнова's deceased relatives lie in the first cemetery, the same Person rows as her tree
    const buried = await t.db
      .select({ person: persons.id, grave: burials.graveId })
      .from(burials)
      .innerJoin(persons, eq(persons.id, burials.personId))
      .where(isNotNull(persons.ownerAccountId));
    expect(buried.length).toBeGreaterThan(5);
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/cemeteries/public-place-grave/${buried[0].grave}/` })
    ).json();
    expect(card).toMatchObject({ status: 'occupied', cemetery: { name: 'Дмитрово-Черкасское кладбище' } });
    expect(card.burials).toHaveLength(1);
    // each in the cemetery the memory page's «Похоронен» names; the soldier of the mass grave near Ржев in none
    const placed = await t.db
      .select({ name: persons.lastName, place: persons.burialPlace, cemetery: cemeteries.name })
      .from(persons)
      .leftJoin(burials, eq(burials.personId, persons.id))
      .leftJoin(graves, eq(graves.id, burials.graveId))
      .leftJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
      .where(and(isNotNull(persons.ownerAccountId), isNotNull(persons.deathDate)));
    for (const person of placed)
      if (person.cemetery) expect(person.place, person.name).toContain(person.cemetery);
    expect(placed.find((person) => person.name === 'Орлов')).toMatchObject({
      place: 'Братская могила под Ржевом',
      cemetery: null,
    });
    expect(placed.filter((person) => person.cemetery === 'Неготинское кладбище')).toHaveLength(2);
  });
});
