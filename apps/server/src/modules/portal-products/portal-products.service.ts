import {
  PORTAL_PRODUCT_KIND_LABELS,
  PORTAL_PRODUCT_KINDS,
  PORTAL_PRODUCT_MSG,
  type PortalProduct,
  type PortalProductKind,
  type portalProductsQuerySchema,
} from '@sp/shared/api/portal-products';
import { accountDisplayName } from '@sp/shared/format/account-name';
import { kopecksToRubles } from '@sp/shared/format/money';
import * as cabinetPaths from '@sp/shared/routes/cabinet-paths';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Messenger } from '../../platform/channels/messenger';
import { conflict, notFound } from '../../platform/errors';
import { mediaUrl } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import {
  lockOffer,
  type Offer,
  portalOffer,
  portalOffersPage,
  setOfferHidden,
} from '../catalog/catalog-moderation.service';
import { companies } from '../companies/companies.table';
import { companyOwnerAddress } from '../companies/owner-address.service';
import { companyLandingsView } from '../company-landing/company-landing.service';
import { citiesView } from '../geo/city-views.service';

/** The journal's model of each kind, as the company's own catalogue journals them. */
const MODEL: Record<PortalProductKind, string> = {
  product: 'Product',
  service: 'Service',
  composition: 'Composition',
};

/** Where the owner finds the offer in their cabinet. */
const CABINET_LIST: Record<PortalProductKind, () => string> = {
  product: cabinetPaths.products,
  service: cabinetPaths.services,
  composition: cabinetPaths.compositions,
};

/**
 * The administrator's «Продукты портала» (issue 16): every company's products, services and ready-made solutions
 * as the public catalogue shows them; an offer that breaks the rules is hidden with a reason (gone from every
 * public read, still in the company's catalogue, marked) and brought back, journalled in the company's journal
 * with the administrator; the owner is told either way (a failure to send never undoes it).
 */
export function createPortalProductsService(deps: { db: Db; messenger?: Messenger; publicUrl: string }) {
  const { db } = deps;

  async function toProducts(offers: Offer[]): Promise<PortalProduct[]> {
    const companyIds = [...new Set(offers.map((offer) => offer.companyId))];
    const adminIds = [
      ...new Set(offers.flatMap((offer) => (offer.hiddenByAccountId ? [offer.hiddenByAccountId] : []))),
    ];
    const [landings, admins] = await Promise.all([
      companyIds.length
        ? db
            .select({
              companyId: companyLandingsView.companyId,
              id: companyLandingsView.id,
              isPublished: companyLandingsView.isPublished,
              city: citiesView.name,
            })
            .from(companyLandingsView)
            .leftJoin(citiesView, eq(citiesView.id, companyLandingsView.cityId))
            .where(inArray(companyLandingsView.companyId, companyIds))
        : [],
      adminIds.length
        ? db
            .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
            .from(accounts)
            .where(inArray(accounts.id, adminIds))
        : [],
    ]);
    return offers.map((offer) => {
      const admin = admins.find((row) => row.id === offer.hiddenByAccountId);
      const landing = landings.find((row) => row.companyId === offer.companyId);
      return {
        kind: offer.kind,
        id: offer.id,
        name: offer.name,
        photo: mediaUrl(offer.thumbnailKey),
        price: kopecksToRubles(offer.price),
        unit: offer.unit,
        company: {
          id: offer.companyId,
          name: offer.companyName,
          city: landing?.city ?? null,
          landing_id: landing?.isPublished ? landing.id : null,
        },
        category: offer.category,
        created_at: offer.createdAt.toISOString(),
        hidden: offer.hiddenAt
          ? {
              at: offer.hiddenAt.toISOString(),
              reason: offer.hiddenReason ?? '',
              by: admin ? { id: admin.id, name: accountDisplayName(admin) } : null,
            }
          : null,
      };
    });
  }

  async function get(kind: PortalProductKind, id: number): Promise<PortalProduct> {
    const offer = await portalOffer(db, kind, id);
    if (!offer) throw notFound();
    return (await toProducts([offer]))[0];
  }

  async function tell(companyId: number, subject: string, text: string): Promise<void> {
    if (!deps.messenger) return;
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    const address = company ? await companyOwnerAddress(db, company) : null;
    if (address) await deps.messenger.send(address, { subject, text });
  }

  /** Hides (a reason) or restores (null) an offer in one transaction with its journal record; 409 when already so. */
  async function setHidden(
    adminId: number,
    kind: PortalProductKind,
    id: number,
    reason: string | null,
  ): Promise<{ companyId: number; name: string }> {
    return db.transaction(async (tx) => {
      const before = await lockOffer(tx, kind, id);
      if (!before) throw notFound();
      if (reason !== null && before.hiddenAt) throw conflict(PORTAL_PRODUCT_MSG.alreadyHidden);
      if (reason === null && !before.hiddenAt) throw conflict(PORTAL_PRODUCT_MSG.notHidden);
      await setOfferHidden(tx, kind, id, reason === null ? null : { adminId, reason });
      await recordAudit(tx, {
        companyId: before.companyId,
        accountId: adminId,
        model: MODEL[kind],
        recordId: id,
        action: 'update',
        before: { hidden: before.hiddenAt !== null, hidden_reason: before.hiddenReason },
        after: { hidden: reason !== null, hidden_reason: reason },
      });
      return { companyId: before.companyId, name: before.name };
    });
  }

  return {
    async list(query: z.output<typeof portalProductsQuerySchema>) {
      const found = await portalOffersPage(
        db,
        {
          kinds: query.kind ? [query.kind] : PORTAL_PRODUCT_KINDS,
          status: query.status,
          words: query.query,
          companyId: query.company_id,
          companyName: query.company,
          categoryId: query.category_id,
        },
        { limit: query.limit, offset: query.offset },
      );
      return { count: found.count, results: await toProducts(found.offers) };
    },

    get,

    /** POST /api/admin/portal-product/{kind}/{id}/hide/ */
    async hide(adminId: number, kind: PortalProductKind, id: number, reason: string): Promise<PortalProduct> {
      const offer = await setHidden(adminId, kind, id, reason);
      const what = PORTAL_PRODUCT_KIND_LABELS[kind].toLowerCase();
      await tell(
        offer.companyId,
        'Предложение скрыто с портала — Светлая память',
        `Администратор платформы скрыл с портала ${what === 'услуга' ? 'услугу' : what} «${offer.name}»: ${reason}. ` +
          'Посетители его не видят: ни в поиске, ни на странице компании, ни в корзине. В вашем каталоге оно ' +
          'осталось с пометкой; вернуть его на портал может только администратор. Если это ошибка, ответьте через ' +
          `«Сообщить об ошибке» в личном кабинете: ${deps.publicUrl}${CABINET_LIST[kind]()}`,
      );
      return get(kind, id);
    },

    /** POST /api/admin/portal-product/{kind}/{id}/restore/ */
    async restore(adminId: number, kind: PortalProductKind, id: number): Promise<PortalProduct> {
      const offer = await setHidden(adminId, kind, id, null);
      await tell(
        offer.companyId,
        'Предложение снова на портале — Светлая память',
        `Администратор платформы вернул на портал «${offer.name}»: посетители снова видят его в поиске, ` +
          `на странице компании и могут заказать. ${deps.publicUrl}${CABINET_LIST[kind]()}`,
      );
      return get(kind, id);
    },
  };
}

export type PortalProductsService = ReturnType<typeof createPortalProductsService>;
