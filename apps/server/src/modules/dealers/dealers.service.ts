import type { Db } from '../../db/client';
import type { Messenger } from '../../platform/channels/messenger';
import type { Ledger } from '../payments/ledger.service';
import type { PromoCodesService } from '../promo-codes/promo-codes.service';
import { createDealerApplicationsService } from './dealer-applications.service';
import { createDealerCodeDecisionsService } from './dealer-code-decisions.service';
import { createDealerCodesService } from './dealer-codes.service';
import { createDealerPartnersService } from './dealer-partners.service';
import { createDealerProfitService } from './dealer-profit.service';

/**
 * Dealers (SPEC §1, §7 «Dealers»; docs/decisions.md «Promo codes and dealers»): becoming one, its own promo codes
 * and the administrators' decisions on them, its partners, what it earns and the administrators' statistic. The
 * codes and their uses are the promo-codes module's tables, which this module reads and writes for the dealers.
 */
export function createDealersServices(deps: {
  db: Db;
  messenger?: Messenger;
  publicUrl: string;
  ledger: Pick<Ledger, 'balance'>;
  promoCodes: Pick<PromoCodesService, 'toCodes' | 'get'>;
}) {
  return {
    applications: createDealerApplicationsService(deps),
    codes: createDealerCodesService(deps),
    decisions: createDealerCodeDecisionsService(deps),
    partners: createDealerPartnersService(deps.db),
    profit: createDealerProfitService(deps),
  };
}

export type DealersServices = ReturnType<typeof createDealersServices>;
