import type { GraveStatus } from '@sp/shared/api/cemeteries';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { burials, cemeteries, cemeteryAreas, graves } from '../modules/cemeteries/cemeteries.table';
import { cities } from '../modules/geo/cities.table';
import { persons } from '../modules/persons/persons.table';
import { demoAccount, demoCompanyOf } from './seed-demo-lookup';

type Ring = [number, number][];

/** A rectangle's ring from its south-west corner and size, in degrees. */
const rectangle = (lng: number, lat: number, width: number, height: number): Ring => [
  [lng, lat],
  [lng + width, lat],
  [lng + width, lat + height],
  [lng, lat + height],
];

/** Two of Тверь's cemeteries (outlines drawn as rectangles near their real places), split into areas. */
const DEMO_CEMETERIES = [
  {
    name: 'Дмитрово-Черкасское кладбище',
    address: 'Тверь, Дмитрово-Черкасское шоссе',
    origin: [35.846, 56.842] as const,
    size: [0.012, 0.006] as const,
    areas: 4,
    graves: 340,
    openingHours: 'Ежедневно с 9:00 до 18:00',
  },
  {
    name: 'Неготинское кладбище',
    address: 'Тверь, Неготинская улица',
    origin: [35.962, 56.872] as const,
    size: [0.009, 0.005] as const,
    areas: 3,
    graves: 260,
    openingHours: 'Ежедневно с 9:00 до 17:00',
  },
];

/** Every status in the demo, most graves occupied, as on an old town cemetery. */
const statusOf = (index: number): GraveStatus =>
  index % 20 < 12 ? 'occupied' : index % 20 < 15 ? 'reserved' : 'free';

/**
 * The cemeteries of the demo (issue 15 §4): municipal@demo.ru's «МКУ «Городские кладбища»» governs two cemeteries
 * of Тверь with outlines, areas and about 600 graves in every status; Анна Смирнова's deceased relatives whose
 * burial place names one of them and «Ритуал-Сервис»'s deceased lie in graves of their own (the same Person rows as
 * the tree and the deals). One transaction; a second start finds the cemeteries and does nothing.
 */
export async function seedDemoCemeteries(db: Db): Promise<boolean> {
  const [done] = await db.select({ id: cemeteries.id }).from(cemeteries).limit(1);
  if (done) return false;
  const municipal = await demoCompanyOf(db, 'municipal@demo.ru');
  const family = await demoAccount(db, 'user@demo.ru');
  const ritual = await demoCompanyOf(db, 'company@demo.ru');
  if (!municipal || !family || !ritual) return false;
  const [tver] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Тверь')).limit(1);

  await db.transaction(async (tx) => {
    const occupied: { id: number; cemetery: number }[] = [];
    for (const [cemeteryIndex, demo] of DEMO_CEMETERIES.entries()) {
      const [lng, lat] = demo.origin;
      const [width, height] = demo.size;
      const [cemetery] = await tx
        .insert(cemeteries)
        .values({
          name: demo.name,
          cityId: tver?.id ?? null,
          address: demo.address,
          outline: rectangle(lng, lat, width, height),
          center: { lng: lng + width / 2, lat: lat + height / 2 },
          openingHours: demo.openingHours,
          phone: `+7 4822 00-00-0${cemeteryIndex}`,
          municipalCompanyId: municipal.companyId,
        })
        .returning();
      // areas side by side across the cemetery, graves on a grid inside each
      const areaWidth = width / demo.areas;
      const perArea = Math.ceil(demo.graves / demo.areas);
      const columns = 10;
      const rows = Math.ceil(perArea / columns);
      let made = 0;
      for (let area = 0; area < demo.areas; area += 1) {
        const west = lng + area * areaWidth;
        const [row] = await tx
          .insert(cemeteryAreas)
          .values({
            cemeteryId: cemetery.id,
            name: `Участок ${area + 1}`,
            outline: rectangle(west + areaWidth * 0.05, lat + height * 0.05, areaWidth * 0.9, height * 0.9),
          })
          .returning();
        const values = [];
        for (let index = 0; index < perArea && made < demo.graves; index += 1, made += 1) {
          const column = index % columns;
          const line = Math.floor(index / columns);
          const status = statusOf(made);
          values.push({
            cemeteryId: cemetery.id,
            areaId: row.id,
            number: `${area + 1}-${line + 1}-${column + 1}`,
            location: {
              lng: west + areaWidth * (0.1 + (0.8 * (column + 0.5)) / columns),
              lat: lat + height * (0.1 + (0.8 * (line + 0.5)) / rows),
            },
            status,
            placesCount: 1 + (made % 3),
            widthM: 1.8 + (made % 3) * 0.6,
            lengthM: 2.2,
            hasFence: made % 4 !== 0,
            hasMonument: status === 'occupied',
          });
        }
        const inserted = await tx
          .insert(graves)
          .values(values)
          .returning({ id: graves.id, status: graves.status });
        for (const grave of inserted)
          if (grave.status === 'occupied') occupied.push({ id: grave.id, cemetery: cemeteryIndex });
      }
    }

    // the family's deceased each in a grave of the cemetery their burial place names, so the grave and the memory
    // page's «Похоронен» agree (Орлов Василий Андреевич lies in a mass grave near Ржев, others' places are not
    // told: no grave here); the company's deceased in the second cemetery, after the family's there
    const deceasedOf = (where: ReturnType<typeof eq>) =>
      tx
        .select({
          id: persons.id,
          deathDate: persons.deathDate,
          deathPrecision: persons.deathPrecision,
          burialPlace: persons.burialPlace,
        })
        .from(persons)
        .where(and(where, isNotNull(persons.deathDate)))
        .orderBy(asc(persons.id));
    const familyDead = await deceasedOf(eq(persons.ownerAccountId, family.id));
    const companyDead = await deceasedOf(eq(persons.ownerCompanyId, ritual.companyId));
    const familyIn = (cemetery: number) =>
      familyDead.filter((person) => person.burialPlace.includes(DEMO_CEMETERIES[cemetery].name));
    const bury = async (dead: typeof familyDead, cemetery: number, offset: number) => {
      const places = occupied.filter((grave) => grave.cemetery === cemetery).slice(offset);
      for (const [index, person] of dead.entries()) {
        const grave = places[index];
        if (!grave) break;
        await tx.insert(burials).values({
          graveId: grave.id,
          position: 1,
          personId: person.id,
          burialDate: person.deathDate,
          burialPrecision: person.deathPrecision,
        });
      }
    };
    await bury(familyIn(0), 0, 5);
    await bury([...familyIn(1), ...companyDead], 1, 3);

    // two graves proposed and not yet confirmed (the clerk's «Неподтверждённые»): a family's and a company's, by the
    // first cemetery's northern fence
    const [first] = await tx
      .select({ id: cemeteries.id })
      .from(cemeteries)
      .where(eq(cemeteries.name, DEMO_CEMETERIES[0].name));
    const [lng, lat] = DEMO_CEMETERIES[0].origin;
    const [width, height] = DEMO_CEMETERIES[0].size;
    await tx.insert(graves).values([
      {
        cemeteryId: first.id,
        location: { lng: lng + width * 0.2, lat: lat + height * 0.975 },
        note: 'Семейная могила у северной ограды, отмечена по памяти',
        confirmed: false,
        proposedByAccountId: family.id,
      },
      {
        cemeteryId: first.id,
        location: { lng: lng + width * 0.6, lat: lat + height * 0.975 },
        note: 'Отмечена при подготовке захоронения',
        confirmed: false,
        proposedByCompanyId: ritual.companyId,
      },
    ]);
  });
  return true;
}
