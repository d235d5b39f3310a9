import {
  URGENT_MAX_COMPANIES,
  URGENT_MSG,
  URGENT_RADIUS_KM,
  type UrgentCompany,
  type UrgentRequestBody,
} from '@sp/shared/api/urgent';
import { formatPhone, normalizePhone } from '@sp/shared/validation/patterns';
import { and, asc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { badRequest, fieldError } from '../../platform/errors';
import { catalogCategories, catalogItems } from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';
import { companyLandings } from '../company-landing/company-landing.table';
import { cities } from '../geo/cities.table';
import { distanceSql, roundKm } from '../search/company-point';
import { companyAddress } from './company-address';
import { type SiteRequestRow, siteRequests } from './requests.table';

/**
 * The company offers evacuation: an active (not archived) service of its own in a public service
 * category an administrator marked is_urgent_evacuation.
 */
const offersEvacuation = (db: Db): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(catalogItems)
      .innerJoin(catalogCategories, eq(catalogCategories.id, catalogItems.categoryId))
      .where(
        and(
          eq(catalogItems.companyId, companies.id),
          eq(catalogItems.kind, 'service'),
          eq(catalogItems.isArchive, false),
          eq(catalogCategories.kind, 'service'),
          isNull(catalogCategories.companyId),
          eq(catalogCategories.isUrgentEvacuation, true),
        ),
      ),
  );

/** A Russian number as +7 (###) ###-##-##; anything else as typed. */
const tidyPhone = (phone: string) => {
  const digits = normalizePhone(phone);
  return digits.length === 11 && digits.startsWith('7') ? formatPhone(digits) : phone.trim();
};

/** «Срочный вызов»: one urgent site request to each of the nearest companies that offer evacuation. */
export function createUrgentRequestService(deps: { db: Db; messenger: Messenger; publicUrl: string }) {
  const { db, messenger, publicUrl } = deps;

  /**
   * Published companies offering the service, nearest first: around the caller's point (within
   * URGENT_RADIUS_KM), else in the chosen city (nearest to its centre first).
   */
  async function nearest(body: UrgentRequestBody): Promise<UrgentCompany[]> {
    let distance: SQL<number | null>;
    let place: SQL;
    if (body.lat !== undefined && body.lng !== undefined) {
      distance = distanceSql(body.lat, body.lng);
      place = sql`${distance} <= ${URGENT_RADIUS_KM}::double precision`;
    } else {
      const [city] = await db
        .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, body.city ?? 0));
      if (!city) throw fieldError('city', URGENT_MSG.cityNotFound);
      distance = distanceSql(city.latitude, city.longitude);
      place = eq(companyLandings.cityId, city.id);
    }
    const rows = await db
      .select({
        id: companies.id,
        name: companies.name,
        landingId: companyLandings.id,
        landingPhone: companyLandings.phone,
        companyPhone: companies.phone,
        distance,
      })
      .from(companyLandings)
      .innerJoin(companies, eq(companies.id, companyLandings.companyId))
      .leftJoin(cities, eq(cities.id, companyLandings.cityId))
      .where(and(eq(companyLandings.isPublished, true), place, offersEvacuation(db)))
      .orderBy(sql`${distance} asc nulls last`, asc(companies.id))
      .limit(URGENT_MAX_COMPANIES);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.landingPhone || row.companyPhone,
      landing_id: row.landingId,
      // from the caller, not from the centre of the city they chose
      distance_km: body.lat === undefined ? null : roundKm(row.distance),
    }));
  }

  async function notify(request: SiteRequestRow, address: string) {
    const to = await companyAddress(db, request.companyId);
    if (!to) return;
    const text = [
      `СРОЧНЫЙ ВЫЗОВ с сайта №${request.id}: перевозка умершего.`,
      `Адрес: ${address}`,
      `Телефон: ${request.phone}`,
      `Имя: ${request.name || '—'}`,
      '',
      'Вызов отправлен сразу в несколько ближайших компаний — позвоните семье как можно скорее.',
      `Открыть заявку: ${publicUrl}/app/requests/${request.id}`,
    ].join('\n');
    await messenger.send(to, { subject: `Срочный вызов с сайта №${request.id}`, text });
  }

  return {
    /** Stores the urgent requests in one transaction and tells each company; 400 when nobody is near. */
    async send(body: UrgentRequestBody): Promise<UrgentCompany[]> {
      const found = await nearest(body);
      if (found.length === 0) throw badRequest(URGENT_MSG.noneFound);
      const phone = tidyPhone(body.phone);
      const description = `Срочный вызов: перевозка умершего.\nАдрес: ${body.address}`;
      const rows = await db.transaction(async (tx) => {
        const created = await tx
          .insert(siteRequests)
          .values(
            found.map((company) => ({
              companyId: company.id,
              name: body.name,
              phone,
              description,
              isUrgent: true,
            })),
          )
          .returning();
        for (const row of created) {
          await recordAudit(tx, {
            companyId: row.companyId,
            accountId: null,
            model: 'SiteRequest',
            recordId: row.id,
            action: 'create',
            after: { name: row.name, phone: row.phone, is_urgent: true },
          });
        }
        return created;
      });
      for (const row of rows) await notify(row, body.address);
      return found;
    },
  };
}

export type UrgentRequestService = ReturnType<typeof createUrgentRequestService>;
