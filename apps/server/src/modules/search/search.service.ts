import type { CatalogKind } from '@sp/shared/api/catalog';
import type { List } from '@sp/shared/api/common';
import { accentColour } from '@sp/shared/api/landing';
import {
  ITEMS_COUNT_BOUND,
  type PublicCompaniesQuery,
  type PublicCompany,
  type PublicCompanyRef,
  type PublicComposition,
  type PublicCompositionsQuery,
  type PublicItemsList,
  type PublicItemsQuery,
  type PublicPlace,
} from '@sp/shared/api/public';
import type { UrgentCompany } from '@sp/shared/api/urgent';
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
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { COUNT, listPage } from '../../platform/paging';
import { escapeLike, everyWordIn, searchWords } from '../../platform/sql-text';
import { bound, StatementValues, statementShapes, UNNAMED } from '../../platform/statement-shapes';
import { mediaUrl } from '../../platform/storage';
import { evacuationCompanyIds } from '../catalog/catalog-lookups.service';
import {
  catalogCategoriesView,
  catalogItemsView,
  catalogItemWordsView,
  catalogPhotosView,
  compositionIsOffered,
  compositionItemsView,
  compositionsView,
  filterKopecks,
  itemIsOffered,
} from '../catalog/catalog-views.service';
import { companyIsActive } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { companyLandingsView } from '../company-landing/company-landing.service';
import { citiesView, cityIdsNamed } from '../geo/city-views.service';
import { distanceSql, pointLatitude, pointLongitude, roundKm } from './company-point';
import { itemsPageByCompany } from './items-by-company';
import { itemsPageByWord, wordToWalk } from './items-by-word';

const contains = (column: Column | SQL, text: string, values?: StatementValues) =>
  ilike(column, bound(values, 'text', `%${escapeLike(text)}%`));

type Place = { city?: string; lat?: number; lng?: number; radius: number };

/**
 * What every public search shares: only published pages of companies not blocked, the city (an id, or a name matched against
 * the list of cities, or against the address of a page that names no city), and a radius around a point.
 * With `values`, what the visitor chose is the statement's placeholders (platform/statement-shapes.ts).
 */
function placeFilter(
  query: Place,
  values?: StatementValues,
): { where: SQL | undefined; distance: SQL<number | null> | null } {
  const conditions: (SQL | undefined)[] = [
    eq(companyLandingsView.isPublished, true),
    companyIsActive(companyLandingsView.companyId),
  ];
  if (query.city) {
    if (/^\d+$/.test(query.city))
      conditions.push(eq(companyLandingsView.cityId, bound(values, 'city', Number(query.city))));
    else {
      conditions.push(
        or(
          inArray(companyLandingsView.cityId, cityIdsNamed(query.city, values)),
          and(isNull(companyLandingsView.cityId), contains(companyLandingsView.address, query.city, values)),
        ),
      );
    }
  }
  const distance =
    query.lat !== undefined && query.lng !== undefined ? distanceSql(query.lat, query.lng, values) : null;
  if (distance)
    conditions.push(sql`${distance} <= ${bound(values, 'radius', query.radius)}::double precision`);
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
function matchingPages(db: Db, query: Place, values?: StatementValues) {
  const place = placeFilter(query, values);
  const fields = {
    landingId: sql<number>`${companyLandingsView.id}`.as('page_landing_id'),
    companyId: sql<number>`${companyLandingsView.companyId}`.as('page_company_id'),
    address: sql<string>`${companyLandingsView.address}`.as('page_address'),
    latitude: pointLatitude.as('page_latitude'),
    longitude: pointLongitude.as('page_longitude'),
    distance: (place.distance ?? sql<null>`null::double precision`).as('page_distance'),
  };
  return (place.distance ? db.selectDistinct(fields) : db.select(fields))
    .from(companyLandingsView)
    .leftJoin(citiesView, eq(citiesView.id, companyLandingsView.cityId))
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

/** The thumbnail of an item's first photo (catalogItemsView of the outer query), or null. */
const firstPhotoKey = new QueryBuilder()
  .select({ key: catalogPhotosView.thumbnailKey })
  .from(catalogPhotosView)
  .where(eq(catalogPhotosView.itemId, catalogItemsView.id))
  .orderBy(asc(catalogPhotosView.position), asc(catalogPhotosView.id))
  .limit(1);

/** Products or services of a company the public may see, counted in SQL for the companies list. */
const activeCount = (kind: CatalogKind) =>
  sql<number>`${new QueryBuilder()
    .select({ count: sql<number>`count(*)::int` })
    .from(catalogItemsView)
    .where(
      and(eq(catalogItemsView.companyId, companies.id), eq(catalogItemsView.kind, kind), itemIsOffered),
    )}`;

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
      // a company's items by name: what the walk of each company's items gives (items-by-company.ts)
      if (distance) return [sql`${distance} asc nulls last`, asc(name), asc(id)];
      return [asc(name), asc(id)];
    default:
      return [asc(name), asc(id)];
  }
}

/**
 * The ids of one page of items (`chosen_id`). In a city ordered by name, or nearest first around a point, each
 * matching company's items are walked in name order (items-by-company.ts); ordered by name with words typed, a
 * word's items are walked in name order (items-by-word.ts); otherwise the page's dozen is chosen by the items alone
 * (their companies among the pages that match) and sorted. Only those are then joined with their company, place
 * and category: joining every match before sorting cost most of a common word's search.
 */
function chosenItems(
  db: Db,
  search: {
    kind: CatalogKind;
    query: PublicItemsQuery;
    /** every condition of the search on catalogItemsView */
    where: SQL | undefined;
    /** the same but the typed words */
    filters: SQL | undefined;
    page: Pages;
    order: SQL[];
    values: StatementValues;
  },
) {
  const { query, page, values } = search;
  const where = and(
    search.where,
    inArray(catalogItemsView.companyId, db.select({ id: page.companyId }).from(page)),
  );
  const byName =
    query.sort === undefined || query.sort === 'name' || query.sort === '-name' || query.sort === 'distance';
  const nearestFirst = hasPoint(query) && (query.sort === undefined || query.sort === 'distance');
  if ((query.city && byName) || nearestFirst)
    return itemsPageByCompany(
      db,
      {
        companies: db
          .select({
            companyId: sql<number>`${page.companyId}`.as('run_company_id'),
            distance: sql<number | null>`${page.distance}`.as('run_distance'),
          })
          .from(page)
          .as('place_companies'),
        nearestFirst,
        where: search.where,
        descending: query.sort === '-name',
        limit: query.limit,
        offset: query.offset,
      },
      values,
    );
  const word = query.query && byName ? wordToWalk(searchWords(query.query)) : null;
  if (word)
    return itemsPageByWord(
      db,
      {
        kind: search.kind,
        word,
        where: and(
          search.filters,
          inArray(catalogItemsView.companyId, db.select({ id: page.companyId }).from(page)),
        ),
        // matched in the walked index's rows: PostgreSQL misjudged how many names hold two words and sorted them all
        words: everyWordIn(catalogItemWordsView.nameKey, query.query ?? '', values),
        descending: query.sort === '-name',
        limit: query.limit,
        offset: query.offset,
      },
      values,
    );
  return db
    .select({ id: sql<number>`${catalogItemsView.id}`.as('chosen_id') })
    .from(catalogItemsView)
    .where(where)
    .orderBy(...search.order)
    .limit(values.value('limit', query.limit))
    .offset(values.value('offset', query.offset))
    .as('chosen');
}

/** Public search of companies, products, services and compositions (SPEC §7 "Landing and public"). */
export function createPublicSearchService(db: Db) {
  const itemStatements = statementShapes<{ execute(values: Record<string, unknown>): Promise<unknown> }>();
  return {
    async companies(query: PublicCompaniesQuery): Promise<List<PublicCompany>> {
      const place = placeFilter(query);
      let offers: SQL | undefined;
      if (query.services) {
        const service = /^\d+$/.test(query.services)
          ? eq(catalogItemsView.categoryId, Number(query.services))
          : or(
              contains(catalogItemsView.name, query.services),
              contains(catalogCategoriesView.name, query.services),
            );
        offers = exists(
          db
            .select({ one: sql`1` })
            .from(catalogItemsView)
            .leftJoin(catalogCategoriesView, eq(catalogCategoriesView.id, catalogItemsView.categoryId))
            .where(
              and(
                eq(catalogItemsView.companyId, companies.id),
                eq(catalogItemsView.kind, 'service'),
                itemIsOffered,
                service,
              ),
            ),
        );
      }
      const where = and(
        place.where,
        query.name
          ? or(contains(companies.name, query.name), contains(companyLandingsView.title, query.name))
          : undefined,
        query.street ? contains(companyLandingsView.address, query.street) : undefined,
        query.type_company ? eq(companies.type, query.type_company) : undefined,
        offers,
      );
      const base = () =>
        db
          .select({
            company: companies,
            landing: {
              id: companyLandingsView.id,
              address: companyLandingsView.address,
              color: companyLandingsView.color,
              phone: companyLandingsView.phone,
            },
            city: { id: citiesView.id, name: citiesView.name, region: citiesView.region },
            latitude: pointLatitude,
            longitude: pointLongitude,
            distance: place.distance ?? sql<null>`null`,
            services: activeCount('service'),
            products: activeCount('product'),
          })
          .from(companyLandingsView)
          .innerJoin(companies, eq(companies.id, companyLandingsView.companyId))
          .leftJoin(citiesView, eq(citiesView.id, companyLandingsView.cityId));
      return listPage(
        db
          .select(COUNT)
          .from(companyLandingsView)
          .innerJoin(companies, eq(companies.id, companyLandingsView.companyId))
          .leftJoin(citiesView, eq(citiesView.id, companyLandingsView.cityId))
          .where(where),
        base()
          .where(where)
          .orderBy(
            ...(place.distance
              ? [asc(place.distance), asc(companies.id)]
              : [asc(companies.name), asc(companies.id)]),
          )
          .limit(query.limit)
          .offset(query.offset),
        (rows) =>
          rows.map((row) => ({
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
      );
    },

    async items(kind: CatalogKind, query: PublicItemsQuery): Promise<PublicItemsList> {
      // what the visitor chose is the statement's placeholders: it is built once per shape of the search
      const values = new StatementValues();
      const page = matchingPages(db, query, values);
      const filters = and(
        eq(catalogItemsView.kind, values.value('kind', kind)),
        itemIsOffered,
        query.cat_id !== undefined
          ? eq(catalogItemsView.categoryId, values.value('category', query.cat_id))
          : undefined,
        query.company_id !== undefined
          ? eq(catalogItemsView.companyId, values.value('company', query.company_id))
          : undefined,
        query.price_gte !== undefined
          ? gte(catalogItemsView.price, values.value('from', filterKopecks(query.price_gte)))
          : undefined,
        query.price_lte !== undefined
          ? lte(catalogItemsView.price, values.value('to', filterKopecks(query.price_lte)))
          : undefined,
      );
      const where = and(
        filters,
        query.query ? everyWordIn(catalogItemsView.nameKey, query.query, values) : undefined,
      );
      values.choice('sort', query.sort ?? 'default');
      const distance = hasPoint(query) ? page.distance : null;
      // one past the bound is enough to say «более 1 000»
      const matches = db
        .select({ id: catalogItemsView.id })
        .from(catalogItemsView)
        .innerJoin(page, eq(page.companyId, catalogItemsView.companyId))
        .where(where)
        .limit(ITEMS_COUNT_BOUND + 1)
        .as('matches');
      const order = priceOrder(
        query.sort,
        distance,
        catalogItemsView.price,
        catalogItemsView.nameKey,
        catalogItemsView.id,
      );
      const columns = {
        item: {
          id: catalogItemsView.id,
          name: catalogItemsView.name,
          unit: catalogItemsView.unit,
          price: catalogItemsView.price,
        },
        category: { id: catalogCategoriesView.id, name: catalogCategoriesView.name },
        company: companyColumns(page),
        place: placeColumns(page),
        distance: page.distance,
        // asked in the same statement as the page (one round trip): the first photo and the bounded count
        photo: sql<string | null>`(${firstPhotoKey})`,
        total: sql<number>`(${db.select(COUNT).from(matches)})`,
      };
      // sorted by price or name around a point, the pages are joined first (the order needs each one's distance)
      const chosen =
        distance && query.sort !== undefined && query.sort !== 'distance'
          ? null
          : chosenItems(db, { kind, query, where, filters, page, order, values });
      const rowsOfPage = !chosen
        ? // around a point the order needs each page's distance, so the pages are joined first
          db
            .select(columns)
            .from(catalogItemsView)
            .innerJoin(page, eq(page.companyId, catalogItemsView.companyId))
            .innerJoin(companies, eq(companies.id, catalogItemsView.companyId))
            .leftJoin(catalogCategoriesView, eq(catalogCategoriesView.id, catalogItemsView.categoryId))
            .where(where)
            .orderBy(...order)
            .limit(values.value('limit', query.limit))
            .offset(values.value('offset', query.offset))
        : db
            .select(columns)
            .from(catalogItemsView)
            .innerJoin(chosen, eq(chosen.id, catalogItemsView.id))
            .innerJoin(page, eq(page.companyId, catalogItemsView.companyId))
            .innerJoin(companies, eq(companies.id, catalogItemsView.companyId))
            .leftJoin(catalogCategoriesView, eq(catalogCategoriesView.id, catalogItemsView.categoryId))
            .orderBy(...order);
      const statement = itemStatements(values.shape, () => rowsOfPage.prepare(UNNAMED));
      const rows = (await statement.execute(values.values)) as Awaited<typeof rowsOfPage>;
      // an empty page past the first: the count was not asked with any row
      const count = rows.length
        ? Number(rows[0].total)
        : query.offset
          ? Number((await db.select(COUNT).from(matches).execute(values.values))[0]?.total ?? 0)
          : 0;
      const exact = count <= ITEMS_COUNT_BOUND;
      return {
        count: exact ? count : ITEMS_COUNT_BOUND,
        count_exact: exact,
        results: rows.map((row) => ({
          id: row.item.id,
          price: kopecksToRubles(Number(row.item.price)),
          name: row.item.name,
          unit: row.item.unit,
          photo: mediaUrl(row.photo),
          category: row.category?.id ? row.category : null,
          catalog: { name: row.item.name },
          company: companyRef(row.company),
          place: placeOf(row.place),
          distance_km: roundKm(row.distance),
        })),
      };
    },

    async compositions(query: PublicCompositionsQuery): Promise<List<PublicComposition>> {
      const page = matchingPages(db, query);
      const where = and(
        compositionIsOffered,
        query.query ? contains(compositionsView.name, query.query) : undefined,
        query.company_id !== undefined ? eq(compositionsView.companyId, query.company_id) : undefined,
        query.price_gte !== undefined
          ? gte(compositionsView.price, filterKopecks(query.price_gte))
          : undefined,
        query.price_lte !== undefined
          ? lte(compositionsView.price, filterKopecks(query.price_lte))
          : undefined,
      );
      const distance = hasPoint(query) ? page.distance : null;
      return listPage(
        db
          .select(COUNT)
          .from(compositionsView)
          .innerJoin(page, eq(page.companyId, compositionsView.companyId))
          .where(where),
        db
          .select({
            composition: {
              id: compositionsView.id,
              name: compositionsView.name,
              price: compositionsView.price,
            },
            company: companyColumns(page),
            place: placeColumns(page),
            distance: page.distance,
          })
          .from(compositionsView)
          .innerJoin(page, eq(page.companyId, compositionsView.companyId))
          .innerJoin(companies, eq(companies.id, compositionsView.companyId))
          .where(where)
          .orderBy(
            ...priceOrder(
              query.sort,
              distance,
              compositionsView.price,
              compositionsView.name,
              compositionsView.id,
            ),
          )
          .limit(query.limit)
          .offset(query.offset),
        async (rows) => {
          const ids = rows.map((row) => row.composition.id);
          const lines = ids.length
            ? await db
                .select({
                  compositionId: compositionItemsView.compositionId,
                  name: catalogItemsView.name,
                  count: compositionItemsView.count,
                })
                .from(compositionItemsView)
                .innerJoin(catalogItemsView, eq(catalogItemsView.id, compositionItemsView.itemId))
                .where(inArray(compositionItemsView.compositionId, ids))
                .orderBy(asc(compositionItemsView.id))
            : [];
          return rows.map((row) => ({
            id: row.composition.id,
            name: row.composition.name,
            price: kopecksToRubles(Number(row.composition.price)),
            items: lines
              .filter((line) => line.compositionId === row.composition.id)
              .map((line) => ({ name: line.name, count: line.count })),
            company: companyRef(row.company),
            place: placeOf(row.place),
            distance_km: roundKm(row.distance),
          }));
        },
      );
    },
  };
}

export type PublicSearchService = ReturnType<typeof createPublicSearchService>;

/** Where «Срочный вызов» looks: around the caller's point within a radius, or in a city (nearest its centre). */
export type EvacuationPlace = { point: { lat: number; lng: number }; radiusKm: number } | { cityId: number };

/**
 * The published companies that offer evacuation (catalog-lookups: an active service in a category marked
 * is_urgent_evacuation), nearest first, at most `limit`; null when the city does not exist. The distance is from
 * the caller's point, none when a city was chosen. For «Срочный вызов» (modules/requests).
 */
export async function nearestEvacuationCompanies(
  db: Db,
  place: EvacuationPlace,
  limit: number,
): Promise<UrgentCompany[] | null> {
  let distance: SQL<number | null>;
  let where: SQL;
  if ('point' in place) {
    distance = distanceSql(place.point.lat, place.point.lng);
    where = sql`${distance} <= ${place.radiusKm}::double precision`;
  } else {
    const [city] = await db
      .select({ id: citiesView.id, latitude: citiesView.latitude, longitude: citiesView.longitude })
      .from(citiesView)
      .where(eq(citiesView.id, place.cityId));
    if (!city) return null;
    distance = distanceSql(city.latitude, city.longitude);
    where = eq(companyLandingsView.cityId, city.id);
  }
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      landingId: companyLandingsView.id,
      landingPhone: companyLandingsView.phone,
      companyPhone: companies.phone,
      distance,
    })
    .from(companyLandingsView)
    .innerJoin(companies, eq(companies.id, companyLandingsView.companyId))
    .leftJoin(citiesView, eq(citiesView.id, companyLandingsView.cityId))
    .where(
      and(
        eq(companyLandingsView.isPublished, true),
        companyIsActive(companies.id),
        where,
        inArray(companies.id, evacuationCompanyIds(db)),
      ),
    )
    .orderBy(sql`${distance} asc nulls last`, asc(companies.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.landingPhone || row.companyPhone,
    landing_id: row.landingId,
    // from the caller, not from the centre of the city they chose
    distance_km: 'point' in place ? roundKm(row.distance) : null,
  }));
}
