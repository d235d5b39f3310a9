import {
  areaBodySchema,
  type areaUpdateSchema,
  type Bbox,
  CEMETERY_MSG,
  type Cemetery,
  type CemeteryArea,
  type CemeteryBody,
  type cemeteriesQuerySchema,
  cemeteryBodySchema,
  type DirectoryAnswer,
  type GraveBody,
  type GraveMarker,
  type GravePhoto,
  type GravesInBox,
  graveBodySchema,
  type graveParametersBodySchema,
  type gravesQuerySchema,
  MAX_GRAVES_IN_BOX,
  pointInRing,
  type UnconfirmedGrave,
  type unconfirmedGravesQuerySchema,
} from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { boxText } from '../../platform/geometry';
import { processImage } from '../../platform/images';
import { type MapsDirectory, MapsDirectoryError } from '../../platform/maps-directory';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl, newStorageKey, type Storage } from '../../platform/storage';
import { companies } from '../companies/companies.table';
import { cityNameOf } from '../geo/cities.service';
import {
  burials,
  type CemeteryRow,
  cemeteries,
  cemeteryAreas,
  type GraveRow,
  graves,
} from './cemeteries.table';

/** Who may change a cemetery: an administrator, or the municipal organisation that governs it. */
export type Governor = { admin: true } | { admin: false; companyId: number };

/** Wider than this (in degrees, about 5 km), a crowded box is counted by cemetery rather than on a grid. */
const WIDE_BOX_DEGREES = 0.05;
/** The grid a crowded box is counted on: this many cells a side. */
const GRID = 12;
/** A grave's photo: the longest side of the stored image, and of its thumbnail (a card shows it at 240 px). */
const PHOTO_SIDE = 1600;
const THUMBNAIL_SIDE = 480;

function cemeteryOf(
  row: CemeteryRow,
  cityName: string | null,
  municipal: { id: number; name: string } | null,
  gravesCount: number,
): Cemetery {
  return {
    id: row.id,
    name: row.name,
    city: row.cityId !== null && cityName !== null ? { id: row.cityId, name: cityName } : null,
    address: row.address,
    outline: row.outline,
    center: row.center,
    opening_hours: row.openingHours,
    phone: row.phone,
    email: row.email,
    municipal_company: municipal?.id ? municipal : null,
    graves_count: gravesCount,
  };
}

/** A grave's photo and thumbnail, public like the grave (the card of a guest and its parameters show them). */
export const gravePhotoOf = (row: Pick<GraveRow, 'photoKey' | 'photoThumbnailKey'>): GravePhoto => ({
  photo: mediaUrl(row.photoKey),
  photo_thumbnail: mediaUrl(row.photoThumbnailKey),
});

type PhotoKeys = Pick<GraveRow, 'photoKey' | 'photoThumbnailKey'>;

const parametersOf = (row: GraveRow) => ({
  id: row.id,
  status: row.status as GraveMarker['status'],
  places_count: row.placesCount,
  width_m: row.widthM,
  length_m: row.lengthM,
  has_fence: row.hasFence,
  has_monument: row.hasMonument,
  note: row.note,
  ...gravePhotoOf(row),
});

export const markerOf = (
  row: Pick<GraveRow, 'id' | 'cemeteryId' | 'number' | 'location' | 'status' | 'confirmed'>,
): GraveMarker => ({
  id: row.id,
  cemetery_id: row.cemeteryId,
  number: row.number,
  location: row.location,
  status: row.status as GraveMarker['status'],
  confirmed: row.confirmed,
});

/**
 * Cemeteries, their areas and graves (issue 15 §1). Geometry is PostgreSQL's own (`point`, `polygon`) with GiST
 * indexes, on PGlite as on a server; a map's box is `point <@ box`, which the graves' index answers.
 */
export function createCemeteriesService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  /** Removes a photo's stored files (after the change that dropped them has committed). */
  async function removePhotoFiles(keys: PhotoKeys): Promise<void> {
    if (keys.photoKey) await storage.remove(keys.photoKey);
    if (keys.photoThumbnailKey) await storage.remove(keys.photoThumbnailKey);
  }

  /** The grave, if the governor may change it (another organisation's answers 403, as its cemetery does). */
  async function governedGrave(governor: Governor, id: number): Promise<GraveRow> {
    const [row] = await db.select().from(graves).where(eq(graves.id, id));
    if (!row) throw notFound();
    await governed(governor, row.cemeteryId);
    return row;
  }

  /**
   * Puts `next` in place of the grave's photo, the row locked so that two changes at once each remove the files
   * the other left; answers the grave and the keys it held before (their files go once this has committed).
   */
  function swapPhoto(id: number, next: PhotoKeys): Promise<{ row: GraveRow; before: PhotoKeys }> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ photoKey: graves.photoKey, photoThumbnailKey: graves.photoThumbnailKey })
        .from(graves)
        .where(eq(graves.id, id))
        .for('update');
      if (!before) throw notFound();
      const [row] = await tx
        .update(graves)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(graves.id, id))
        .returning();
      return { row, before };
    });
  }

  const withNames = () =>
    db
      .select({
        cemetery: cemeteries,
        cityName: cityNameOf(cemeteries.cityId),
        municipal: { id: companies.id, name: companies.name },
        graves: cemeteries.gravesCount,
      })
      .from(cemeteries)
      .leftJoin(companies, eq(companies.id, cemeteries.municipalCompanyId));

  async function one(id: number): Promise<Cemetery> {
    const [row] = await withNames().where(eq(cemeteries.id, id));
    if (!row) throw notFound();
    return cemeteryOf(row.cemetery, row.cityName, row.municipal, Number(row.graves));
  }

  /** The cemetery, if the governor may change it; another organisation's answers 403 (it is public to read). */
  async function governed(governor: Governor, id: number): Promise<CemeteryRow> {
    const [row] = await db.select().from(cemeteries).where(eq(cemeteries.id, id));
    if (!row) throw notFound();
    if (!governor.admin && row.municipalCompanyId !== governor.companyId) throw forbidden();
    return row;
  }

  function columnsOf(body: z.output<typeof cemeteryBodySchema>) {
    return {
      name: body.name,
      cityId: body.city_id,
      address: body.address,
      outline: body.outline,
      center: body.center,
      openingHours: body.opening_hours,
      phone: body.phone,
      email: body.email,
    };
  }

  async function checkMunicipal(companyId: number | null | undefined) {
    if (companyId === null || companyId === undefined) return;
    const [company] = await db
      .select({ type: companies.type })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (company?.type !== 'MUNICIPAL') throw fieldError('municipal_company_id', CEMETERY_MSG.notMunicipal);
  }

  return {
    governed,

    /** GET /api/cemeteries/cemeteries/: anyone; by name, city or the map's box (its centre inside). */
    async list(query: z.output<typeof cemeteriesQuerySchema>): Promise<List<Cemetery>> {
      const where = and(
        query.query ? ilike(cemeteries.name, `%${escapeLike(query.query)}%`) : undefined,
        query.city_id ? eq(cemeteries.cityId, query.city_id) : undefined,
        query.bbox ? sql`${cemeteries.center} <@ ${boxText(query.bbox)}::box` : undefined,
        query.municipal_company_id
          ? eq(cemeteries.municipalCompanyId, query.municipal_company_id)
          : undefined,
      );
      return listPage(
        db.select(COUNT).from(cemeteries).where(where),
        withNames()
          .where(where)
          .orderBy(asc(cemeteries.name), asc(cemeteries.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => cemeteryOf(row.cemetery, row.cityName, row.municipal, Number(row.graves))),
      );
    },

    get: one,

    /** The platform's cemeteries in the box, and the maps directory's when one is configured and answers. */
    async around(box: Bbox, directory: MapsDirectory | null): Promise<DirectoryAnswer> {
      const own = await withNames()
        .where(sql`${cemeteries.center} <@ ${boxText(box)}::box`)
        .orderBy(asc(cemeteries.name))
        .limit(100);
      const results: DirectoryAnswer['results'] = own.map((row) => ({
        source: 'platform',
        id: String(row.cemetery.id),
        name: row.cemetery.name,
        address: row.cemetery.address,
        location: row.cemetery.center,
        hours: row.cemetery.openingHours,
      }));
      if (!directory) return { results, directory_unavailable: false };
      try {
        const found = await directory.cemeteriesIn(box);
        return {
          results: [...results, ...found.map((place) => ({ source: 'directory' as const, ...place }))],
          directory_unavailable: false,
        };
      } catch (error) {
        if (!(error instanceof MapsDirectoryError)) throw error;
        console.error(error.message);
        return { results, directory_unavailable: true };
      }
    },

    /** Administrators make cemeteries and name the organisation that governs each. */
    async create(raw: CemeteryBody): Promise<Cemetery> {
      const body = cemeteryBodySchema.parse(raw);
      await checkMunicipal(body.municipal_company_id);
      const [row] = await db
        .insert(cemeteries)
        .values({ ...columnsOf(body), municipalCompanyId: body.municipal_company_id ?? null })
        .returning();
      return one(row.id);
    },

    /** The governing organisation edits its cemetery; only an administrator changes who governs it. */
    async update(governor: Governor, id: number, raw: CemeteryBody): Promise<Cemetery> {
      const body = cemeteryBodySchema.parse(raw);
      await governed(governor, id);
      if (governor.admin) await checkMunicipal(body.municipal_company_id);
      await db
        .update(cemeteries)
        .set({
          ...columnsOf(body),
          ...(governor.admin && body.municipal_company_id !== undefined
            ? { municipalCompanyId: body.municipal_company_id }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(cemeteries.id, id));
      return one(id);
    },

    async remove(id: number): Promise<void> {
      const [used] = await db.select({ total: count() }).from(graves).where(eq(graves.cemeteryId, id));
      if (Number(used?.total ?? 0) > 0) throw conflict(CEMETERY_MSG.hasGraves);
      const removed = await db
        .delete(cemeteries)
        .where(eq(cemeteries.id, id))
        .returning({ id: cemeteries.id });
      if (!removed.length) throw notFound();
    },

    async areas(cemeteryId: number): Promise<CemeteryArea[]> {
      const rows = await db
        .select()
        .from(cemeteryAreas)
        .where(eq(cemeteryAreas.cemeteryId, cemeteryId))
        .orderBy(asc(cemeteryAreas.name));
      return rows.map((row) => ({
        id: row.id,
        cemetery_id: row.cemeteryId,
        name: row.name,
        outline: row.outline,
      }));
    },

    async createArea(governor: Governor, raw: z.input<typeof areaBodySchema>): Promise<CemeteryArea> {
      const body = areaBodySchema.parse(raw);
      await governed(governor, body.cemetery_id);
      const [row] = await db
        .insert(cemeteryAreas)
        .values({ cemeteryId: body.cemetery_id, name: body.name, outline: body.outline })
        .returning();
      return { id: row.id, cemetery_id: row.cemeteryId, name: row.name, outline: row.outline };
    },

    async updateArea(
      governor: Governor,
      id: number,
      body: z.output<typeof areaUpdateSchema>,
    ): Promise<CemeteryArea> {
      const [row] = await db.select().from(cemeteryAreas).where(eq(cemeteryAreas.id, id));
      if (!row) throw notFound();
      await governed(governor, row.cemeteryId);
      const [updated] = await db
        .update(cemeteryAreas)
        .set({ name: body.name, outline: body.outline })
        .where(eq(cemeteryAreas.id, id))
        .returning();
      return {
        id: updated.id,
        cemetery_id: updated.cemeteryId,
        name: updated.name,
        outline: updated.outline,
      };
    },

    /** GET /api/cemeteries/parameters-graves/{id}/: public, as the grave's card shows them. */
    async parameters(id: number) {
      const [row] = await db.select().from(graves).where(eq(graves.id, id));
      if (!row) throw notFound();
      return parametersOf(row);
    },

    /** PUT …/parameters-graves/{id}/: the governor's; places never fewer than those taken. */
    async setParameters(governor: Governor, id: number, body: z.output<typeof graveParametersBodySchema>) {
      await governedGrave(governor, id);
      const [taken] = await db
        .select({ last: sql<number>`coalesce(max(${burials.position}), 0)::int` })
        .from(burials)
        .where(eq(burials.graveId, id));
      if (body.places_count < Number(taken?.last ?? 0))
        throw fieldError('places_count', CEMETERY_MSG.placesTaken);
      const [updated] = await db
        .update(graves)
        .set({
          status: body.status,
          placesCount: body.places_count,
          widthM: body.width_m,
          lengthM: body.length_m,
          hasFence: body.has_fence,
          hasMonument: body.has_monument,
          note: body.note,
          updatedAt: new Date(),
        })
        .where(eq(graves.id, id))
        .returning();
      return parametersOf(updated);
    },

    /**
     * POST …/parameters-graves/{id}/photo/: the governor's photo of the grave. Its bytes must be a JPEG, PNG or
     * WebP image; it is re-encoded (metadata dropped, at most 1600 px) with a thumbnail, and the photo it replaces
     * leaves storage.
     */
    async setPhoto(governor: Governor, id: number, data: Buffer) {
      await governedGrave(governor, id);
      const image = await processImage(data, { maxSide: PHOTO_SIDE, field: 'photo' });
      const thumbnail = await processImage(image.data, { maxSide: THUMBNAIL_SIDE, field: 'photo' });
      const next = {
        photoKey: newStorageKey('graves', image.extension),
        photoThumbnailKey: newStorageKey('graves', thumbnail.extension),
      };
      await storage.put(next.photoKey, image.data);
      await storage.put(next.photoThumbnailKey, thumbnail.data);
      let swapped: Awaited<ReturnType<typeof swapPhoto>>;
      try {
        swapped = await swapPhoto(id, next);
      } catch (error) {
        await removePhotoFiles(next);
        throw error;
      }
      await removePhotoFiles(swapped.before);
      return parametersOf(swapped.row);
    },

    /** DELETE …/parameters-graves/{id}/photo/: the governor takes the photo away (none: nothing changes). */
    async removePhoto(governor: Governor, id: number) {
      const row = await governedGrave(governor, id);
      if (!row.photoKey && !row.photoThumbnailKey) return parametersOf(row);
      const swapped = await swapPhoto(id, { photoKey: null, photoThumbnailKey: null });
      await removePhotoFiles(swapped.before);
      return parametersOf(swapped.row);
    },

    async removeArea(governor: Governor, id: number): Promise<void> {
      const [row] = await db.select().from(cemeteryAreas).where(eq(cemeteryAreas.id, id));
      if (!row) throw notFound();
      await governed(governor, row.cemeteryId);
      await db.delete(cemeteryAreas).where(eq(cemeteryAreas.id, id));
    },

    /**
     * GET /api/cemeteries/graves/?bbox=: the graves in the map's box, at most MAX_GRAVES_IN_BOX; a box holding more
     * answers their counts on a 12×12 grid (each at its graves' mean point) so the map clusters them.
     */
    async inBox(query: z.output<typeof gravesQuerySchema>): Promise<GravesInBox> {
      const box = query.bbox;
      const wide = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat) > WIDE_BOX_DEGREES;
      if (wide && !query.status) {
        // a wide box counts cemeteries (their graves_count, kept by a trigger), not graves
        const cells = await db
          .select({ location: cemeteries.center, count: cemeteries.gravesCount })
          .from(cemeteries)
          .where(
            and(
              sql`${cemeteries.center} <@ ${boxText(box)}::box`,
              sql`${cemeteries.gravesCount} > 0`,
              query.cemetery_id ? eq(cemeteries.id, query.cemetery_id) : undefined,
            ),
          );
        const total = cells.reduce((sum, cell) => sum + cell.count, 0);
        if (total > MAX_GRAVES_IN_BOX) return { results: [], clusters: cells, count: total };
      }
      const where = and(
        sql`${graves.location} <@ ${boxText(box)}::box`,
        query.cemetery_id ? eq(graves.cemeteryId, query.cemetery_id) : undefined,
        query.status ? eq(graves.status, query.status) : undefined,
      ) as SQL;
      const rows = await db
        .select({
          id: graves.id,
          cemeteryId: graves.cemeteryId,
          number: graves.number,
          location: graves.location,
          status: graves.status,
          confirmed: graves.confirmed,
        })
        .from(graves)
        .where(where)
        .limit(MAX_GRAVES_IN_BOX + 1);
      if (rows.length <= MAX_GRAVES_IN_BOX) {
        rows.sort((a, b) => a.id - b.id);
        return { results: rows.map(markerOf), clusters: [], count: rows.length };
      }
      const cellX = (box.maxLng - box.minLng) / GRID;
      const cellY = (box.maxLat - box.minLat) / GRID;
      const cells = await db
        .select({
          lng: sql<number>`avg(${graves.location}[0])`,
          lat: sql<number>`avg(${graves.location}[1])`,
          count: sql<number>`count(*)::int`,
        })
        .from(graves)
        .where(where)
        .groupBy(
          sql`floor((${graves.location}[0] - ${box.minLng}) / ${cellX})`,
          sql`floor((${graves.location}[1] - ${box.minLat}) / ${cellY})`,
        );
      const clusters = cells.map((cell) => ({
        location: { lng: Number(cell.lng), lat: Number(cell.lat) },
        count: Number(cell.count),
      }));
      return { results: [], clusters, count: clusters.reduce((sum, cell) => sum + cell.count, 0) };
    },

    /** A grave made by its cemetery's governor (confirmed) or proposed by a family or a company (not yet). */
    async createGrave(
      maker: { governor: Governor | null; accountId: number; companyId: number | null },
      raw: GraveBody,
      tx: Db = db,
    ): Promise<GraveRow> {
      const body = graveBodySchema.parse(raw);
      const [cemetery] = await tx.select().from(cemeteries).where(eq(cemeteries.id, body.cemetery_id));
      if (!cemetery) throw fieldError('cemetery_id', CEMETERY_MSG.noCemetery);
      const governs =
        maker.governor !== null &&
        (maker.governor.admin || cemetery.municipalCompanyId === maker.governor.companyId);
      if (cemetery.outline && !pointInRing(body.location, cemetery.outline))
        throw fieldError('location', CEMETERY_MSG.outsideCemetery);
      if (body.area_id !== null) {
        const [area] = await tx.select().from(cemeteryAreas).where(eq(cemeteryAreas.id, body.area_id));
        if (!area || area.cemeteryId !== cemetery.id) throw fieldError('area_id', CEMETERY_MSG.areaOfOther);
      }
      const [row] = await tx
        .insert(graves)
        .values({
          cemeteryId: body.cemetery_id,
          areaId: body.area_id,
          number: body.number,
          location: body.location,
          outline: body.outline,
          status: body.status,
          placesCount: body.places_count,
          widthM: body.parameters.width_m,
          lengthM: body.parameters.length_m,
          hasFence: body.parameters.has_fence,
          hasMonument: body.parameters.has_monument,
          note: body.parameters.note,
          confirmed: governs,
          proposedByAccountId: governs ? null : maker.accountId,
          proposedByCompanyId: governs ? null : maker.companyId,
        })
        .returning();
      return row;
    },

    async confirmGrave(governor: Governor, id: number): Promise<GraveMarker> {
      const [row] = await db.select().from(graves).where(eq(graves.id, id));
      if (!row) throw notFound();
      await governed(governor, row.cemeteryId);
      const [confirmed] = await db
        .update(graves)
        .set({ confirmed: true, updatedAt: new Date() })
        .where(eq(graves.id, id))
        .returning();
      return markerOf(confirmed);
    },

    /** Removes an empty grave, and its photo's files once it is gone. */
    async removeGrave(governor: Governor, id: number): Promise<void> {
      await governedGrave(governor, id);
      const [buried] = await db.select({ total: count() }).from(burials).where(eq(burials.graveId, id));
      if (Number(buried?.total ?? 0) > 0) throw conflict(CEMETERY_MSG.hasBurials);
      const [removed] = await db
        .delete(graves)
        .where(eq(graves.id, id))
        .returning({ photoKey: graves.photoKey, photoThumbnailKey: graves.photoThumbnailKey });
      if (removed) await removePhotoFiles(removed);
    },

    /**
     * GET /api/cemeteries/unconfirmed-graves/: the proposed graves («не подтверждено») of the cemeteries the governor
     * governs (an administrator's: every cemetery), the newest first, so a new proposal is found without the map.
     */
    async unconfirmed(
      governor: Governor,
      query: z.output<typeof unconfirmedGravesQuerySchema>,
    ): Promise<List<UnconfirmedGrave>> {
      const where = and(
        eq(graves.confirmed, false),
        governor.admin ? undefined : eq(cemeteries.municipalCompanyId, governor.companyId),
        query.cemetery_id ? eq(graves.cemeteryId, query.cemetery_id) : undefined,
      );
      return listPage(
        db
          .select(COUNT)
          .from(graves)
          .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
          .where(where),
        db
          .select({
            grave: {
              id: graves.id,
              cemeteryId: graves.cemeteryId,
              number: graves.number,
              location: graves.location,
              status: graves.status,
              confirmed: graves.confirmed,
            },
            cemeteryName: cemeteries.name,
            createdAt: graves.createdAt,
          })
          .from(graves)
          .innerJoin(cemeteries, eq(cemeteries.id, graves.cemeteryId))
          .where(where)
          .orderBy(desc(graves.createdAt), desc(graves.id))
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => ({
            ...markerOf(row.grave),
            cemetery: { id: row.grave.cemeteryId, name: row.cemeteryName },
            created_at: row.createdAt.toISOString(),
          })),
      );
    },
  };
}

export type CemeteriesService = ReturnType<typeof createCemeteriesService>;
