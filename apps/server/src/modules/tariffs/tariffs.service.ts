import {
  type AdditionalPackage,
  type Audience,
  type PackageBody,
  packageBodySchema,
  TARIFF_MSG,
  type Tariff,
  type TariffBody,
  tariffBodySchema,
} from '@sp/shared/api/tariffs';
import { kopecksToRubles, rublesToKopecks } from '@sp/shared/format/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import { fieldError, notFound } from '../../platform/errors';
import { additionalPackages, type PackageRow, type TariffRow, tariffs } from './tariffs.table';

function tariffOf(row: TariffRow): Tariff {
  return {
    id: row.id,
    audience: row.audience as Audience,
    name: row.name,
    description: row.description,
    price: kopecksToRubles(row.price),
    period_months: row.periodMonths,
    is_free: row.isFree,
    is_archive: row.isArchive,
    position: row.position,
    limits: row.limits,
  };
}

function packageOf(row: PackageRow): AdditionalPackage {
  return {
    id: row.id,
    audience: row.audience as Audience,
    name: row.name,
    description: row.description,
    price: kopecksToRubles(row.price),
    period_months: row.periodMonths,
    is_archive: row.isArchive,
    position: row.position,
    grants: row.grants,
  };
}

const offerColumns = (
  body: ReturnType<typeof tariffBodySchema.parse> | ReturnType<typeof packageBodySchema.parse>,
) => ({
  audience: body.audience,
  name: body.name,
  description: body.description,
  price: rublesToKopecks(body.price),
  periodMonths: body.period_months,
  isArchive: body.is_archive,
  position: body.position,
});

/** The one free tariff of an audience that is current, taken by another: a clear 400, not a 500. */
const oneFree = (error: unknown) => {
  if (isUniqueViolation(error, 'tariffs_one_free_idx')) throw fieldError('is_free', TARIFF_MSG.oneFree);
  throw error;
};

/**
 * Tariffs and additional packages (issue 14 §2): the public lists a visitor chooses from, and the administrator's
 * catalogue (/admin/tariffs, /admin/packets). Archived offers stay for the purchases that name them.
 */
export function createTariffsService(db: Db) {
  const tariffOrder = [asc(tariffs.position), asc(tariffs.price), asc(tariffs.id)];
  const packageOrder = [
    asc(additionalPackages.position),
    asc(additionalPackages.price),
    asc(additionalPackages.id),
  ];

  return {
    /** The tariffs of an audience one may choose now, the free one first. */
    async publicTariffs(audience: Audience): Promise<Tariff[]> {
      const rows = await db
        .select()
        .from(tariffs)
        .where(and(eq(tariffs.audience, audience), eq(tariffs.isArchive, false)))
        .orderBy(sql`${tariffs.isFree} desc`, ...tariffOrder);
      return rows.map(tariffOf);
    },

    /** The packages one may buy now, of an audience or of both. */
    async publicPackages(audience: Audience | undefined): Promise<AdditionalPackage[]> {
      const rows = await db
        .select()
        .from(additionalPackages)
        .where(
          and(
            eq(additionalPackages.isArchive, false),
            audience ? eq(additionalPackages.audience, audience) : undefined,
          ),
        )
        .orderBy(asc(additionalPackages.audience), ...packageOrder);
      return rows.map(packageOf);
    },

    /** The administrator's list: archived ones too, by audience. */
    async allTariffs(): Promise<Tariff[]> {
      const rows = await db
        .select()
        .from(tariffs)
        .orderBy(asc(tariffs.audience), ...tariffOrder);
      return rows.map(tariffOf);
    },

    async allPackages(): Promise<AdditionalPackage[]> {
      const rows = await db
        .select()
        .from(additionalPackages)
        .orderBy(asc(additionalPackages.audience), ...packageOrder);
      return rows.map(packageOf);
    },

    async tariff(id: number): Promise<Tariff> {
      const [row] = await db.select().from(tariffs).where(eq(tariffs.id, id));
      if (!row) throw notFound();
      return tariffOf(row);
    },

    async package(id: number): Promise<AdditionalPackage> {
      const [row] = await db.select().from(additionalPackages).where(eq(additionalPackages.id, id));
      if (!row) throw notFound();
      return packageOf(row);
    },

    async saveTariff(id: number | null, raw: TariffBody): Promise<Tariff> {
      const body = tariffBodySchema.parse(raw);
      const values = { ...offerColumns(body), isFree: body.is_free, limits: body.limits };
      const [row] = await (id === null
        ? db.insert(tariffs).values(values).returning()
        : db
            .update(tariffs)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(tariffs.id, id))
            .returning()
      ).catch(oneFree);
      if (!row) throw notFound();
      return tariffOf(row);
    },

    async savePackage(id: number | null, raw: PackageBody): Promise<AdditionalPackage> {
      const body = packageBodySchema.parse(raw);
      const values = { ...offerColumns(body), grants: body.grants };
      const [row] = await (id === null
        ? db.insert(additionalPackages).values(values).returning()
        : db
            .update(additionalPackages)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(additionalPackages.id, id))
            .returning());
      if (!row) throw notFound();
      return packageOf(row);
    },
  };
}

export type TariffsService = ReturnType<typeof createTariffsService>;
