// `npm run bench` (issue 15 §4): GRAVES graves in CEMETERIES cemeteries spread over central Russia, so the map's
// boxes are read as a platform holding a country's cemeteries would read them.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export type GravesScale = { cemeteries: number; graves: number };
export type GravesSeed = {
  cemeteries: number;
  graves: number;
  seconds: number;
  /** a cemetery's centre and one of its graves, for the loads */
  samples: { lng: number; lat: number; graveId: number }[];
};

/**
 * Cemeteries on a grid over 30–50° E, 50–60° N (about 0.5° apart), each about 0.01° across with its graves on a
 * grid inside, every status; written by the database itself (generate_series), then analysed.
 */
export async function seedGraves(db: Db, scale: GravesScale): Promise<GravesSeed> {
  const startedAt = performance.now();
  const perCemetery = Math.ceil(scale.graves / scale.cemeteries);
  const columns = Math.ceil(Math.sqrt(scale.cemeteries));
  await db.execute(sql`
    insert into cemeteries (name, center)
    select 'Кладбище ' || n, point(30 + (n % ${columns}) * (20.0 / ${columns}), 50 + (n / ${columns}) * (10.0 / ${columns}))
    from generate_series(0, ${scale.cemeteries - 1}) n`);
  const side = Math.ceil(Math.sqrt(perCemetery));
  await db.execute(sql`
    insert into graves (cemetery_id, number, location, status, places_count)
    select c.id, g::text,
      point(c.center[0] - 0.005 + (g % ${side}) * (0.01 / ${side}), c.center[1] - 0.005 + (g / ${side}) * (0.01 / ${side})),
      (array['occupied', 'occupied', 'reserved', 'free'])[1 + g % 4],
      1 + g % 3
    from cemeteries c, generate_series(0, ${perCemetery - 1}) g`);
  await db.execute(sql`analyze cemeteries, graves`);
  const rows = (await db.execute(sql`
    select c.center[0] as lng, c.center[1] as lat, (select min(id) from graves where cemetery_id = c.id) as grave_id
    from cemeteries c order by c.id limit 20`)) as unknown as {
    rows: { lng: number; lat: number; grave_id: number }[];
  };
  const [counted] = (
    (await db.execute(sql`select count(*)::int as graves from graves`)) as unknown as {
      rows: { graves: number }[];
    }
  ).rows;
  return {
    cemeteries: scale.cemeteries,
    graves: counted.graves,
    seconds: (performance.now() - startedAt) / 1000,
    samples: rows.rows.map((row) => ({
      lng: Number(row.lng),
      lat: Number(row.lat),
      graveId: Number(row.grave_id),
    })),
  };
}
