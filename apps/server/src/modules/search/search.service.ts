import type { CatalogKind } from '@sp/shared/api/catalog';
import { normalizeCityName } from '@sp/shared/api/geo';
import { accentColour } from '@sp/shared/api/landing';
import type {
  PublicCompaniesQuery,
  PublicCompany,
  PublicCompanyRef,
  PublicComposition,
  PublicCompositionsQuery,
  PublicItem,
  PublicItemsQuery,
  PublicPlace,
} from '@sp/shared/api/public';
import { kopecksToRubles } from '@sp/shared/format/money';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../platform/sql-text';
import { mediaUrl } from '../../platform/storage';
import { filterKopecks } from '../catalog/catalog.common';
import {
  catalogCategories,
  catalogItems,
  catalogPhotos,
  compositionItems,
  compositions,
} from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';
import { companyLandings } from '../company-landing/company-landing.table';
import { cities } from '../geo/cities.table';
import { distanceSql, pointLatitude, pointLongitude, roundKm } from './company-point';

type Page<T> = { results: T[]; count: number };

const contains = (column: Column | SQL, text: string) => ilike(column, `%${escapeLike(text)}%`);

type Place = { city?: string; lat?: number; lng?: number; radius: number };

/**
 * What every public search shares: only published pages, the city (an id, or a name matched against
 * the list of cities, or against the address of a page that names no city), and a radius around a point.
 */
function placeFilter(query: Place): { where: SQL | undefined; distance: SQL<number | null> | null } {
  const conditions: (SQL | undefined)[] = [eq(companyLandings.isPublished, true)];
  if (query.city) {
    if (/^\d+$/.test(query.city)) conditions.push(eq(companyLandings.cityId, Number(query.city)));
    else {
      const named = sql`select ${cities.id} from ${cities} where ${cities.searchName} = ${normalizeCityName(query.city)}`;
      conditions.push(
        or(
          sql`${companyLandings.cityId} in (${named})`,
          and(isNull(companyLandings.cityId), contains(companyLandings.address, query.city)),
        ),
      );
    }
  }
  const distance =
    query.lat !== undefined && query.lng !== undefined ? distanceSql(query.lat, query.lng) : null;
  if (distance) conditions.push(sql`${distance} <= ${query.radius}::double precision`);
  return { where: and(...conditions), distance };
}

function companyRef(row: { id: number; name: string; landingId: number }): PublicCompanyRef {
  return { id: row.id, name: row.name, landing_id: row.landingId, is_active: true };
}

/**
 * The published pages that match the place, each with its company's point and distance from the visitor,
 * for the catalog searches to join. Around a point, DISTINCT (which changes no row: one per page) keeps
 * PostgreSQL from merging the subquery into the catalog query, where it may join every product first
 * and work the distance out for each of them (100,000 products: ~100 ms instead of ~15, issue 3 §6);
 * without a point the subquery merges, so an index of the catalog can still lead.
 * Drizzle names these columns unqualified outside the subquery, hence the prefix.
 */
function matchingPages(db: Db, query: Place) {
  const place = placeFilter(query);
  const fields = {
    landingId: sql<number>`${companyLandings.id}`.as('page_landing_id'),
    companyId: sql<number>`${companyLandings.companyId}`.as('page_company_id'),
    address: sql<string>`${companyLandings.address}`.as('page_address'),
    latitude: pointLatitude.as('page_latitude'),
    longitude: pointLongitude.as('page_longitude'),
    distance: (place.distance ?? sql<null>`null::double precision`).as('page_distance'),
  };
  return (place.distance ? db.selectDistinct(fields) : db.select(fields))
    .from(companyLandings)
    .leftJoin(cities, eq(cities.id, companyLandings.cityId))
    .where(place.where)
    .as('page');
}

type Pages = ReturnType<typeof matchingPages>;
const companyColumns = (page: Pages) => ({
  id: companies.id,
  name: companies.name,
  landingId: page.landingId,
});
const placeColumns = (page: Pages) => ({
  address: page.address,
  latitude: page.latitude,
  longitude: page.longitude,
});
const hasPoint = (query: Place) => query.lat !== undefined && query.lng !== undefined;

const coordinate = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function placeOf(row: { address: string; latitude: unknown; longitude: unknown }): PublicPlace {
  return { address: row.address, latitude: coordinate(row.latitude), longitude: coordinate(row.longitude) };
}

/** Active (not archived) products or services of a company, counted in SQL for the companies list. */
const activeCount = (kind: CatalogKind) =>
  sql<number>`(select count(*)::int from ${catalogItems} where ${catalogItems.companyId} = ${companies.id}
    and ${catalogItems.kind} = ${kind} and ${catalogItems.isArchive} = false)`;

function priceOrder(
  sort: string | undefined,
  distance: SQL | SQL.Aliased | null,
  price: Column,
  name: Column,
  id: Column,
) {
  const chosen = sort ?? (distance ? 'distance' : 'name');
  switch (chosen) {
    case 'price':
      return [asc(price), asc(id)];
    case '-price':
      return [desc(price), desc(id)];
    case '-name':
      return [desc(name), desc(id)];
    case 'distance':
      if (distance) return [sql`${distance} asc nulls last`, asc(id)];
      return [asc(name), asc(id)];
    default:
      return [asc(name), asc(id)];
  }
}

/** Public search of companies, products, services and compositions (SPEC §7 "Landing and public"). */
export function createPublicSearchService(db: Db) {
  return {
    async companies(query: PublicCompaniesQuery): Promise<Page<PublicCompany>> {
      const place = placeFilter(query);
      let offers: SQL | undefined;
      if (query.services) {
        const service = /^\d+$/.test(query.services)
          ? eq(catalogItems.categoryId, Number(query.services))
          : or(contains(catalogItems.name, query.services), contains(catalogCategories.name, query.services));
        offers = exists(
          db
            .select({ one: sql`1` })
            .from(catalogItems)
            .leftJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
            .where(
              and(
                eq(catalogItems.companyId, companies.id),
                eq(catalogItems.kind, 'service'),
                eq(catalogItems.isArchive, false),
                service,
              ),
            ),
        );
      }
      const where = and(
        place.where,
        query.name
          ? or(contains(companies.name, query.name), contains(companyLandings.title, query.name))
          : undefined,
        query.street ? contains(companyLandings.address, query.street) : undefined,
        query.type_company ? eq(companies.type, query.type_company) : undefined,
        offers,
      );
      const base = () =>
        db
          .select({
            company: companies,
            landing: companyLandings,
            city: { id: cities.id, name: cities.name, region: cities.region },
            latitude: pointLatitude,
            longitude: pointLongitude,
            distance: place.distance ?? sql<null>`null`,
            services: activeCount('service'),
            products: activeCount('product'),
          })
          .from(companyLandings)
          .innerJoin(companies, eq(companies.id, companyLandings.companyId))
          .leftJoin(cities, eq(cities.id, companyLandings.cityId));
      const [rows, [{ total }]] = await Promise.all([
        base()
          .where(where)
          .orderBy(
            ...(place.distance
              ? [asc(place.distance), asc(companies.id)]
              : [asc(companies.name), asc(companies.id)]),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(companyLandings)
          .innerJoin(companies, eq(companies.id, companyLandings.companyId))
          .leftJoin(cities, eq(cities.id, companyLandings.cityId))
          .where(where),
      ]);
      return {
        count: Number(total),
        results: rows.map((row) => ({
          id: row.company.id,
          landing_id: row.landing.id,
          name: row.company.name,
          logo: mediaUrl(row.company.logo),
          address: row.landing.address,
          city: row.city?.id ? row.city : null,
          latitude: coordinate(row.latitude),
          longitude: coordinate(row.longitude),
          distance_km: roundKm(row.distance),
          color: accentColour(row.landing.color),
          phone: row.landing.phone,
          is_active: true,
          services_count: Number(row.services),
          products_count: Number(row.products),
        })),
      };
    },

    async items(kind: CatalogKind, query: PublicItemsQuery): Promise<Page<PublicItem>> {
      const page = matchingPages(db, query);
      const where = and(
        eq(catalogItems.kind, kind),
        eq(catalogItems.isArchive, false),
        query.query ? contains(catalogItems.name, query.query) : undefined,
        query.cat_id !== undefined ? eq(catalogItems.categoryId, query.cat_id) : undefined,
        query.company_id !== undefined ? eq(catalogItems.companyId, query.company_id) : undefined,
        query.price_gte !== undefined ? gte(catalogItems.price, filterKopecks(query.price_gte)) : undefined,
        query.price_lte !== undefined ? lte(catalogItems.price, filterKopecks(query.price_lte)) : undefined,
      );
      const distance = hasPoint(query) ? page.distance : null;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            item: catalogItems,
            category: { id: catalogCategories.id, name: catalogCategories.name },
            company: companyColumns(page),
            place: placeColumns(page),
            distance: page.distance,
          })
          .from(catalogItems)
          .innerJoin(page, eq(page.companyId, catalogItems.companyId))
          .innerJoin(companies, eq(companies.id, catalogItems.companyId))
          .leftJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
          .where(where)
          .orderBy(
            ...priceOrder(query.sort, distance, catalogItems.price, catalogItems.name, catalogItems.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(catalogItems)
          .innerJoin(page, eq(page.companyId, catalogItems.companyId))
          .where(where),
      ]);
      const ids = rows.map((row) => row.item.id);
      const photos = ids.length
        ? await db
            .select({ itemId: catalogPhotos.itemId, key: catalogPhotos.thumbnailKey })
            .from(catalogPhotos)
            .where(inArray(catalogPhotos.itemId, ids))
            .orderBy(asc(catalogPhotos.position), asc(catalogPhotos.id))
        : [];
      const firstPhoto = new Map<number, string>();
      for (const photo of photos) if (!firstPhoto.has(photo.itemId)) firstPhoto.set(photo.itemId, photo.key);
      return {
        count: Number(total),
        results: rows.map((row) => ({
          id: row.item.id,
          price: kopecksToRubles(Number(row.item.price)),
          name: row.item.name,
          unit: row.item.unit,
          photo: mediaUrl(firstPhoto.get(row.item.id) ?? null),
          category: row.category?.id ? row.category : null,
          catalog: { name: row.item.name },
          company: companyRef(row.company),
          place: placeOf(row.place),
          distance_km: roundKm(row.distance),
        })),
      };
    },

    async compositions(query: PublicCompositionsQuery): Promise<Page<PublicComposition>> {
      const page = matchingPages(db, query);
      const where = and(
        query.query ? contains(compositions.name, query.query) : undefined,
        query.company_id !== undefined ? eq(compositions.companyId, query.company_id) : undefined,
        query.price_gte !== undefined ? gte(compositions.price, filterKopecks(query.price_gte)) : undefined,
        query.price_lte !== undefined ? lte(compositions.price, filterKopecks(query.price_lte)) : undefined,
      );
      const distance = hasPoint(query) ? page.distance : null;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            composition: compositions,
            company: companyColumns(page),
            place: placeColumns(page),
            distance: page.distance,
          })
          .from(compositions)
          .innerJoin(page, eq(page.companyId, compositions.companyId))
          .innerJoin(companies, eq(companies.id, compositions.companyId))
          .where(where)
          .orderBy(
            ...priceOrder(query.sort, distance, compositions.price, compositions.name, compositions.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(compositions)
          .innerJoin(page, eq(page.companyId, compositions.companyId))
          .where(where),
      ]);
      const ids = rows.map((row) => row.composition.id);
      const lines = ids.length
        ? await db
            .select({
              compositionId: compositionItems.compositionId,
              name: catalogItems.name,
              count: compositionItems.count,
            })
            .from(compositionItems)
            .innerJoin(catalogItems, eq(catalogItems.id, compositionItems.itemId))
            .where(inArray(compositionItems.compositionId, ids))
            .orderBy(asc(compositionItems.id))
        : [];
      return {
        count: Number(total),
        results: rows.map((row) => ({
          id: row.composition.id,
          name: row.composition.name,
          price: kopecksToRubles(Number(row.composition.price)),
          items: lines
            .filter((line) => line.compositionId === row.composition.id)
            .map((line) => ({ name: line.name, count: line.count })),
          company: companyRef(row.company),
          place: placeOf(row.place),
          distance_km: roundKm(row.distance),
        })),
      };
    },
  };
}

export type PublicSearchService = ReturnType<typeof createPublicSearchService>;
