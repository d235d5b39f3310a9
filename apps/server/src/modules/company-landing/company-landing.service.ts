import type { Landing, LandingItem } from '@sp/shared/api/landing';
import { accentColour, LANDING_MSG } from '@sp/shared/api/landing';
import { kopecksToRubles } from '@sp/shared/format/money';
import { LANDING_DESCRIPTION_MAX, richTextLength } from '@sp/shared/validation/rich-text';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { CompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit.service';
import { fieldError, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { createPublicChanges, type PublicChanges } from '../../platform/public-changes';
import { sanitizeRichText } from '../../platform/rich-text';
import { mediaUrl, newStorageKey, type Storage } from '../../platform/storage';
import { createVersionedCache } from '../../platform/versioned-cache';
import { accounts } from '../accounts/accounts.table';
import {
  catalogCategoriesView,
  catalogItemsView,
  catalogPhotosView,
  itemIsOffered,
} from '../catalog/catalog-views.service';
import { companyIsActive } from '../companies/companies.service';
import { companies, memberships } from '../companies/companies.table';
import { citiesView } from '../geo/city-views.service';
import {
  companyLandings,
  companyLandingVersions,
  type LandingRow,
  landingManagers,
  landingPopularItems,
  landingSliders,
} from './company-landing.table';

export const MAX_SLIDERS = 10;

/**
 * The company pages as other modules' queries join them (the public search): the company landing module's read
 * view, so they never name its table. PostgreSQL merges it into their query (the plan of a join).
 */
export const companyLandingsView = new QueryBuilder()
  .select({
    id: companyLandings.id,
    companyId: companyLandings.companyId,
    title: companyLandings.title,
    color: companyLandings.color,
    phone: companyLandings.phone,
    address: companyLandings.address,
    latitude: companyLandings.latitude,
    longitude: companyLandings.longitude,
    cityId: companyLandings.cityId,
    isPublished: companyLandings.isPublished,
  })
  .from(companyLandings)
  .as('company_landings');

type LandingInput = {
  title: string;
  description: string;
  color: string;
  phone: string;
  email: string;
  website: string;
  working_hours: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  city_id: number | null;
  is_published: boolean;
};

function fields(row: LandingRow) {
  return {
    title: row.title,
    description: row.description,
    color: row.color,
    phone: row.phone,
    email: row.email,
    website: row.website,
    working_hours: row.workingHours,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    city_id: row.cityId,
    is_published: row.isPublished,
  };
}

/** The company's public page: edited in the cabinet, shown at /company/{landing id}. */
/** How many published company pages one server keeps ready to answer. */
export const PUBLISHED_LANDING_CACHE_SIZE = 1_000;

export function createCompanyLandingService(deps: { db: Db; storage: Storage; changes?: PublicChanges }) {
  const { db, storage } = deps;
  /** Published pages visitors opened, each answering while it is current (platform/versioned-cache.ts). */
  const published = createVersionedCache<Landing>({
    size: PUBLISHED_LANDING_CACHE_SIZE,
    kind: 'landing',
    changes: deps.changes ?? createPublicChanges(),
    versionOf: async (id) => {
      const [current] = await db
        .select({ version: companyLandingVersions.version })
        .from(companyLandingVersions)
        .where(eq(companyLandingVersions.landingId, id));
      return current?.version ?? 0;
    },
  });

  /** The company's landing, made on first use with the company's own contacts. */
  async function ensure(companyId: number): Promise<LandingRow> {
    const [existing] = await db
      .select()
      .from(companyLandings)
      .where(eq(companyLandings.companyId, companyId));
    if (existing) return existing;
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound();
    await db
      .insert(companyLandings)
      .values({
        companyId,
        title: company.name,
        phone: company.phone,
        email: company.email,
        address: company.address,
        description: company.description ? `<p>${sanitizeRichText(company.description)}</p>` : '',
      })
      .onConflictDoNothing();
    const [created] = await db.select().from(companyLandings).where(eq(companyLandings.companyId, companyId));
    return created;
  }

  async function items(
    landingId: number,
    kind: 'product' | 'service',
    onlyActive: boolean,
  ): Promise<LandingItem[]> {
    const rows = await db
      .select({
        item: {
          id: catalogItemsView.id,
          kind: catalogItemsView.kind,
          name: catalogItemsView.name,
          price: catalogItemsView.price,
          unit: catalogItemsView.unit,
        },
        category: catalogCategoriesView.name,
        position: landingPopularItems.position,
      })
      .from(landingPopularItems)
      .innerJoin(catalogItemsView, eq(catalogItemsView.id, landingPopularItems.itemId))
      .leftJoin(catalogCategoriesView, eq(catalogCategoriesView.id, catalogItemsView.categoryId))
      .where(
        and(
          eq(landingPopularItems.landingId, landingId),
          eq(catalogItemsView.kind, kind),
          onlyActive ? itemIsOffered : undefined,
        ),
      )
      .orderBy(asc(landingPopularItems.position));
    const ids = rows.map((row) => row.item.id);
    const photos = ids.length
      ? await db
          .select()
          .from(catalogPhotosView)
          .where(inArray(catalogPhotosView.itemId, ids))
          .orderBy(asc(catalogPhotosView.position), asc(catalogPhotosView.id))
      : [];
    const firstPhoto = new Map<number, string>();
    for (const photo of photos)
      if (!firstPhoto.has(photo.itemId)) firstPhoto.set(photo.itemId, photo.thumbnailKey);
    return rows.map((row) => ({
      id: row.item.id,
      kind: row.item.kind,
      name: row.item.name,
      price: kopecksToRubles(Number(row.item.price)),
      unit: row.item.unit,
      photo: mediaUrl(firstPhoto.get(row.item.id) ?? null),
      category: row.category,
    }));
  }

  async function describe(row: LandingRow, publicView: boolean): Promise<Landing> {
    const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId));
    const sliders = await db
      .select()
      .from(landingSliders)
      .where(eq(landingSliders.landingId, row.id))
      .orderBy(asc(landingSliders.position), asc(landingSliders.id));
    const managers = await db
      .select({ id: memberships.id, account: accounts })
      .from(landingManagers)
      .innerJoin(memberships, eq(memberships.id, landingManagers.membershipId))
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(landingManagers.landingId, row.id), eq(memberships.companyId, row.companyId)))
      .orderBy(asc(landingManagers.position));
    const [city] = row.cityId
      ? await db
          .select({ id: citiesView.id, name: citiesView.name, region: citiesView.region })
          .from(citiesView)
          .where(eq(citiesView.id, row.cityId))
      : [];
    const { city_id: _cityId, ...own } = fields(row);
    return {
      id: row.id,
      company_id: row.companyId,
      company_name: company.name,
      logo: mediaUrl(company.logo),
      ...own,
      city: city ?? null,
      color: accentColour(row.color),
      is_active: row.isPublished,
      sliders: sliders.map((slider) => ({
        id: slider.id,
        image: mediaUrl(slider.key),
        title: slider.title,
        position: slider.position,
      })),
      popular_products: await items(row.id, 'product', publicView),
      popular_services: await items(row.id, 'service', publicView),
      managers: managers.map((manager) => ({
        id: manager.id,
        first_name: manager.account.firstName,
        last_name: manager.account.lastName,
        avatar: mediaUrl(manager.account.avatar),
        phone: manager.account.phone,
        email: manager.account.email,
      })),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function setPopular(scope: CompanyScope, kind: 'product' | 'service', ids: number[]) {
    const { companyId, accountId } = scope;
    const landing = await ensure(companyId);
    const unique = [...new Set(ids)];
    if (unique.length) {
      const own = await db
        .select({ id: catalogItemsView.id })
        .from(catalogItemsView)
        .where(
          and(
            eq(catalogItemsView.companyId, companyId),
            eq(catalogItemsView.kind, kind),
            inArray(catalogItemsView.id, unique),
          ),
        );
      if (own.length !== unique.length) {
        throw fieldError(
          'ids',
          kind === 'product' ? LANDING_MSG.productNotFound : LANDING_MSG.serviceNotFound,
        );
      }
    }
    const before = (await items(landing.id, kind, false)).map((item) => item.id);
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({ itemId: landingPopularItems.itemId })
        .from(landingPopularItems)
        .innerJoin(catalogItemsView, eq(catalogItemsView.id, landingPopularItems.itemId))
        .where(and(eq(landingPopularItems.landingId, landing.id), eq(catalogItemsView.kind, kind)));
      if (existing.length) {
        await tx.delete(landingPopularItems).where(
          and(
            eq(landingPopularItems.landingId, landing.id),
            inArray(
              landingPopularItems.itemId,
              existing.map((row) => row.itemId),
            ),
          ),
        );
      }
      if (unique.length) {
        await tx
          .insert(landingPopularItems)
          .values(unique.map((itemId, position) => ({ landingId: landing.id, itemId, position })));
      }
      await recordAudit(tx, {
        companyId,
        accountId,
        model: kind === 'product' ? 'LandingPopularProducts' : 'LandingPopularServices',
        recordId: landing.id,
        action: 'update',
        before: { ids: before },
        after: { ids: unique },
      });
    });
    return items(landing.id, kind, false);
  }

  return {
    async get(companyId: number): Promise<Landing> {
      return describe(await ensure(companyId), false);
    },

    async update(scope: CompanyScope, input: LandingInput): Promise<Landing> {
      const { companyId, accountId } = scope;
      const landing = await ensure(companyId);
      const description = sanitizeRichText(input.description);
      if (richTextLength(description) > LANDING_DESCRIPTION_MAX) {
        throw fieldError('description', LANDING_MSG.descriptionTooLong(LANDING_DESCRIPTION_MAX));
      }
      const next = {
        title: input.title,
        description,
        color: accentColour(input.color),
        phone: input.phone,
        email: input.email,
        website: input.website,
        workingHours: input.working_hours,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        cityId: input.city_id,
        isPublished: input.is_published,
      };
      if ((next.latitude === null) !== (next.longitude === null)) {
        throw fieldError('latitude', LANDING_MSG.bothCoordinates);
      }
      if (next.cityId !== null && next.cityId !== landing.cityId) {
        // a city withdrawn by administrators stays on the pages that had it, but is not chosen anew
        const [city] = await db
          .select({ id: citiesView.id })
          .from(citiesView)
          .where(and(eq(citiesView.id, next.cityId), eq(citiesView.isActive, true)));
        if (!city) throw fieldError('city_id', LANDING_MSG.cityNotFound);
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(companyLandings)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(companyLandings.id, landing.id))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Landing',
          recordId: landing.id,
          action: 'update',
          before: fields(landing),
          after: fields(row),
        });
        return row;
      });
      return describe(updated, false);
    },

    popular: (companyId: number, kind: 'product' | 'service') =>
      ensure(companyId).then((landing) => items(landing.id, kind, false)),
    setPopular,

    async managers(companyId: number) {
      return (await describe(await ensure(companyId), false)).managers;
    },

    async setManagers(scope: CompanyScope, membershipIds: number[]) {
      const { companyId, accountId } = scope;
      const landing = await ensure(companyId);
      const unique = [...new Set(membershipIds)];
      if (unique.length) {
        const own = await db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.companyId, companyId), inArray(memberships.id, unique)));
        if (own.length !== unique.length) throw fieldError('ids', LANDING_MSG.managerNotFound);
      }
      await db.transaction(async (tx) => {
        const before = await tx
          .select({ id: landingManagers.membershipId })
          .from(landingManagers)
          .where(eq(landingManagers.landingId, landing.id));
        await tx.delete(landingManagers).where(eq(landingManagers.landingId, landing.id));
        if (unique.length) {
          await tx
            .insert(landingManagers)
            .values(
              unique.map((membershipId, position) => ({ landingId: landing.id, membershipId, position })),
            );
        }
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'LandingManagers',
          recordId: landing.id,
          action: 'update',
          before: { ids: before.map((row) => row.id) },
          after: { ids: unique },
        });
      });
      return this.managers(companyId);
    },

    async sliders(companyId: number) {
      return (await describe(await ensure(companyId), false)).sliders;
    },

    async addSlider(scope: CompanyScope, data: Buffer, title: string) {
      const { companyId, accountId } = scope;
      const landing = await ensure(companyId);
      const existing = await db.select().from(landingSliders).where(eq(landingSliders.landingId, landing.id));
      if (existing.length >= MAX_SLIDERS) throw fieldError('image', LANDING_MSG.tooManySliders(MAX_SLIDERS));
      const image = await processImage(data, { maxSide: 1920, field: 'image' });
      const key = newStorageKey('landing', image.extension);
      await storage.put(key, image.data);
      await db.transaction(async (tx) => {
        const [slider] = await tx
          .insert(landingSliders)
          .values({
            landingId: landing.id,
            key,
            title,
            position: existing.reduce((max, row) => Math.max(max, row.position + 1), 0),
          })
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'LandingSlider',
          recordId: slider.id,
          action: 'create',
          after: { title, position: slider.position },
        });
      });
      return this.sliders(companyId);
    },

    async removeSlider(scope: CompanyScope, sliderId: number) {
      const { companyId, accountId } = scope;
      const landing = await ensure(companyId);
      const [slider] = await db
        .select()
        .from(landingSliders)
        .where(and(eq(landingSliders.id, sliderId), eq(landingSliders.landingId, landing.id)));
      if (!slider) throw notFound();
      await db.transaction(async (tx) => {
        await tx.delete(landingSliders).where(eq(landingSliders.id, sliderId));
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'LandingSlider',
          recordId: sliderId,
          action: 'delete',
          before: { title: slider.title, position: slider.position },
        });
      });
      await storage.remove(slider.key);
      return this.sliders(companyId);
    },

    /**
     * The page as visitors see it; a page its company has not published, or of a blocked company, is not found. Kept in memory while it is
     * current: no query while the database's changes are heard, one (its version) while they are not.
     */
    async publicView(landingId: number): Promise<Landing> {
      return published.get(landingId, async () => {
        const [row] = await db
          .select()
          .from(companyLandings)
          .where(and(eq(companyLandings.id, landingId), companyIsActive(companyLandings.companyId)));
        if (!row?.isPublished) throw notFound();
        return { value: await describe(row, true), keepIt: true };
      });
    },
  };
}

export type CompanyLandingService = ReturnType<typeof createCompanyLandingService>;
