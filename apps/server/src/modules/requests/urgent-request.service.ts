import {
  URGENT_MAX_COMPANIES,
  URGENT_MSG,
  URGENT_RADIUS_KM,
  type UrgentCompany,
  type UrgentRequestBody,
} from '@sp/shared/api/urgent';
import { formatPhone, normalizePhone } from '@sp/shared/validation/patterns';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { badRequest, fieldError } from '../../platform/errors';
import { nearestEvacuationCompanies } from '../search/search.service';
import { companyAddress } from './company-address';
import { type SiteRequestRow, siteRequests } from './requests.table';

/** A Russian number as +7 (###) ###-##-##; anything else as typed. */
const tidyPhone = (phone: string) => {
  const digits = normalizePhone(phone);
  return digits.length === 11 && digits.startsWith('7') ? formatPhone(digits) : phone.trim();
};

/** «Срочный вызов»: one urgent site request to each of the nearest companies that offer evacuation. */
export function createUrgentRequestService(deps: { db: Db; messenger: Messenger; publicUrl: string }) {
  const { db, messenger, publicUrl } = deps;

  /**
   * Published companies offering evacuation, nearest first (the public search's): around the caller's point
   * (within URGENT_RADIUS_KM), else in the chosen city (nearest to its centre first).
   */
  async function nearest(body: UrgentRequestBody): Promise<UrgentCompany[]> {
    const place =
      body.lat !== undefined && body.lng !== undefined
        ? { point: { lat: body.lat, lng: body.lng }, radiusKm: URGENT_RADIUS_KM }
        : { cityId: body.city ?? 0 };
    const found = await nearestEvacuationCompanies(db, place, URGENT_MAX_COMPANIES);
    if (!found) throw fieldError('city', URGENT_MSG.cityNotFound);
    return found;
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
