import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';
import { registerDealerApplicationRoutes } from './dealer-applications.routes';
import { registerDealerCodeRoutes } from './dealer-codes.routes';
import { registerDealerReportRoutes } from './dealer-reports.routes';

/** SPEC §7 «Dealers»: applications, the dealer's codes, partners and profit, and the administrators' side. */
export function registerDealerRoutes(app: ApiApp, services: Services): void {
  registerDealerApplicationRoutes(app, services);
  registerDealerCodeRoutes(app, services);
  registerDealerReportRoutes(app, services);
}
