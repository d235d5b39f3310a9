import path from 'node:path';
import { APP_VERSION } from '@sp/shared/version';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createAdminStatistics } from './modules/admin/admin-statistics.service';
import { createAdminCompaniesService } from './modules/admin-companies/admin-companies.service';
import { createAdminPersonsService } from './modules/admin-persons/admin-persons.service';
import { createUnboundPersonsService } from './modules/admin-persons/unbound-persons.service';
import { createAdminProfilesService } from './modules/admin-profiles/admin-profiles.service';
import { createAgentRequestsService } from './modules/agent-requests/agent-requests.service';
import { createAuthService } from './modules/auth/auth.service';
import { createCodeBook } from './modules/auth/auth-codes.service';
import { createSessions } from './modules/auth/auth-sessions.service';
import { createBackupsService } from './modules/backups/backups.service';
import { createCardPaymentsService } from './modules/card-payments/card-payments.service';
import { createPaymentsAdminService } from './modules/card-payments/payments-admin.service';
import { createCatalogsService } from './modules/catalog/catalogs.service';
import { createCategoriesService } from './modules/catalog/categories.service';
import { createCompensationsService } from './modules/catalog/compensations.service';
import { createCompositionsService } from './modules/catalog/compositions.service';
import { createCatalogItemsService } from './modules/catalog/items.service';
import { createPatternsService } from './modules/catalog/patterns.service';
import { createBurialsService } from './modules/cemeteries/burials.service';
import { createCemeteriesService } from './modules/cemeteries/cemeteries.service';
import { createCompanyLandingService } from './modules/company-landing/company-landing.service';
import { createDealersServices } from './modules/dealers/dealers.service';
import { dealDocumentActivity } from './modules/documents/document-lookups.service';
import { createDocumentsService } from './modules/documents/documents.service';
import { createOfficeConverter } from './modules/documents/office';
import {
  createFamilyTreeService,
  ensureNode,
  personNodes,
  treeHoldsAnyOf,
} from './modules/family-tree/family-tree.service';
import { createMediaService } from './modules/files/media.service';
import { createCitiesService } from './modules/geo/cities.service';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createJournalService } from './modules/journal/journal.service';
import { createMemoryPagesService } from './modules/memory-pages/memory-pages.service';
import { pageShowings, personPages } from './modules/memory-pages/memory-pages-read.service';
import { createMunicipalService } from './modules/municipal/municipal.service';
import { createOrderCalendarService } from './modules/orders/order-calendar.service';
import { createOrderDeceasedService } from './modules/orders/order-deceased.service';
import { dealCountsOf, dealOfRequest } from './modules/orders/order-lookups.service';
import { createOrderPaymentsService } from './modules/orders/order-payments.service';
import { createOrderTimelineService } from './modules/orders/order-timeline.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createShowOrdersService } from './modules/orders/show-orders.service';
import { createPassportsService } from './modules/passports/passports.service';
import { createLedger } from './modules/payments/ledger.service';
import { createPersonImportsService } from './modules/person-imports/person-imports.service';
import { createPersonAttributesService } from './modules/persons/person-attributes.service';
import { createPersonsService } from './modules/persons/persons.service';
import { createPortalProductsService } from './modules/portal-products/portal-products.service';
import { createPromoCodesService } from './modules/promo-codes/promo-codes.service';
import { createPromoPurchases } from './modules/promo-codes/promo-purchases.service';
import { createReportsService } from './modules/reports/reports.service';
import { createSiteRequestsService } from './modules/requests/requests.service';
import { createUrgentRequestService } from './modules/requests/urgent-request.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createPublicSearchService } from './modules/search/search.service';
import { createRequisitesService } from './modules/shoppers/requisites.service';
import { createShoppersService } from './modules/shoppers/shoppers.service';
import { createBranchesService } from './modules/staff/branches.service';
import { createEmployeesService } from './modules/staff/employees.service';
import { createInvitationsService } from './modules/staff/invitations.service';
import { createRolesService } from './modules/staff/roles.service';
import { createLimits, type LimitGuard } from './modules/tariffs/limits.service';
import { createPurchasesService } from './modules/tariffs/purchases.service';
import { createRenewals } from './modules/tariffs/renewals.service';
import { createTariffsService } from './modules/tariffs/tariffs.service';
import { dealTaskActivity } from './modules/tasks/task-lookups.service';
import { createTaskTemplatesService } from './modules/tasks/task-templates.service';
import { createTasksService } from './modules/tasks/tasks.service';
import { createBackgroundTasks } from './platform/background';
import { createCaptcha } from './platform/captcha';
import type { MessageChannel } from './platform/channels/channel';
import type { Address } from './platform/channels/messenger';
import { channelsFromConfig, createMessenger, type Messenger } from './platform/channels/messenger';
import { createDadataClient } from './platform/dadata';
import { createJobQueue } from './platform/jobs';
import { createMapsDirectory } from './platform/maps-directory';
import { createPaymentProvider } from './platform/payments/payment-provider-factory';
import { createPublicChanges, type PublicChanges } from './platform/public-changes';
import { createDiskStorage, type Storage } from './platform/storage';
import { createTokenSigner } from './platform/tokens';

/**
 * The family side over the database or a transaction. Files sit at the bottom, then persons, memory pages and
 * the family tree; a lower module asks the ones above it only through the functions wired here (files: where a
 * file is shown; persons: their pages and tree nodes; pages: the tree a hand-over joins).
 */
export function familyServicesOver(
  db: Db,
  deps: {
    storage: Storage;
    config: Pick<Config, 'maxUploadBytes' | 'publicUrl'>;
    messenger?: Messenger;
    changes?: PublicChanges;
    limits: LimitGuard;
  },
) {
  const media = createMediaService({
    db,
    storage: deps.storage,
    maxUploadBytes: deps.config.maxUploadBytes,
    showings: { ...pageShowings, inTreeOf: treeHoldsAnyOf },
    limits: deps.limits,
  });
  const persons = createPersonsService({ db, media, links: { ...personPages, ...personNodes } });
  const memoryPages = createMemoryPagesService({
    db,
    media,
    persons,
    publicUrl: deps.config.publicUrl,
    messenger: deps.messenger,
    changes: deps.changes,
    tree: { ensureNode },
    limits: deps.limits,
  });
  return {
    media,
    persons,
    memoryPages,
    familyTree: createFamilyTreeService({ db, persons, limits: deps.limits }),
  };
}

/** Money's failures are logged by kind only: a provider's answer may hold a payer's data. */
const logLine = (line: string) => console.error(line);

/** Everything the routes need, built once per app instance (tests build one per file). */
export function createServices(
  config: Config,
  database: Database,
  overrides: { storage?: Storage; channels?: Partial<Record<Address['kind'], MessageChannel>> } = {},
) {
  const db = database.db;
  const signer = createTokenSigner(config.jwtSecret);
  const messenger = createMessenger(db, overrides.channels ?? channelsFromConfig(config));
  const codes = createCodeBook(config.jwtSecret);
  const sessions = createSessions(db, signer);
  const background = createBackgroundTasks();
  // queued work (an import's run) is sent through the jobs main.ts starts after the app, attached then
  const jobQueue = createJobQueue();
  const roles = createRolesService(db);
  const storage = overrides.storage ?? createDiskStorage(path.join(config.dataDir, 'files'));
  // the database tells of changes to public pages; buildApp starts hearing them
  const publicChanges = createPublicChanges();
  const ledger = createLedger(db);
  const tariffs = createTariffsService(db);
  // what a tariff allows is claimed by the modules that create what it counts
  const limits = createLimits(db);
  const { media, persons, memoryPages, familyTree } = familyServicesOver(db, {
    storage,
    config,
    messenger,
    changes: publicChanges,
    limits,
  });
  // the deals sit above the clients and the site requests: they give them what they read of the deals
  const shoppers = createShoppersService({ db, codes, messenger, deals: { countsOf: dealCountsOf } });
  const orders = createOrdersService({ db, changes: publicChanges });
  const showOrders = createShowOrdersService({ db, shoppers });
  const deceased = createOrderDeceasedService({ db, memoryPages });
  const taskTemplates = createTaskTemplatesService({ db });
  // a purchase may carry a promo code: the promo-codes module (above tariffs) gives its part
  const purchases = createPurchasesService({
    db,
    ledger,
    tariffs,
    promo: createPromoPurchases({ db, ledger }),
  });
  const promoCodes = createPromoCodesService({ db, ledger, purchases });
  const paymentProvider = createPaymentProvider(config.payments);
  const office = createOfficeConverter({ sofficePath: config.sofficePath });
  const invoices = createInvoicesService({
    db,
    storage,
    office,
    purchases,
    requisites: config.platformRequisites,
    log: logLine,
  });
  const requests = createSiteRequestsService({
    db,
    messenger,
    publicUrl: config.publicUrl,
    deals: { dealOf: dealOfRequest },
  });
  const auth = createAuthService({ db, codes, sessions, messenger, background, publicUrl: config.publicUrl });
  return {
    config,
    database,
    db,
    publicChanges,
    signer,
    storage,
    messenger,
    background,
    jobQueue,
    captcha: createCaptcha(config),
    codes,
    sessions,
    auth,
    companyLanding: createCompanyLandingService({ db, storage, changes: publicChanges }),
    media,
    backups: createBackupsService({ db, storage, media, appVersion: APP_VERSION, limits }),
    persons,
    familyTree,
    memoryPages,
    geo: { cities: createCitiesService(db) },
    search: createPublicSearchService(db),
    requests,
    urgent: createUrgentRequestService({ db, messenger, publicUrl: config.publicUrl }),
    shoppers,
    orders: {
      orders,
      payments: createOrderPaymentsService({ db }),
      deceased,
      showOrders,
      calendar: createOrderCalendarService({ db, orders }),
      // the deal's timeline hears of its documents and tasks from the modules above (imports run one way)
      timeline: createOrderTimelineService({ db, activity: [dealTaskActivity, dealDocumentActivity] }),
    },
    // a deal from an agent request passes its transaction to the deal services
    agentRequests: createAgentRequestsService({ db, shoppers, orders, deceased }),
    requisites: createRequisitesService(config.dadata ? createDadataClient(config.dadata) : null),
    staff: {
      roles,
      sessions,
      employees: createEmployeesService(db, roles),
      invitations: createInvitationsService({ db, messenger, roles, publicUrl: config.publicUrl, limits }),
      branches: createBranchesService({ db, messenger, roles, limits }),
    },
    catalog: {
      categories: createCategoriesService(db),
      items: createCatalogItemsService({ db, storage }),
      compositions: createCompositionsService(db),
      catalogs: createCatalogsService(db),
      compensations: createCompensationsService(db),
      patterns: createPatternsService(db),
    },
    journal: createJournalService(db),
    tasks: { tasks: createTasksService({ db, templates: taskTemplates }), templates: taskTemplates },
    documents: createDocumentsService({
      db,
      storage,
      office,
      orders,
      shoppers,
      showOrders,
      limits,
    }),
    reviews: createReviewsService({ db, showOrders }),
    ledger,
    tariffs,
    purchases,
    limits,
    paymentProvider,
    invoices,
    cardPayments: createCardPaymentsService({
      db,
      provider: paymentProvider,
      publicUrl: config.publicUrl,
      vatCode: config.payments.vatCode,
      purchases,
      invoices: { toPay: invoices.toPay, markPaid: invoices.markPaidByCard },
      log: logLine,
    }),
    paymentsAdmin: createPaymentsAdminService({ db, ledger, provider: paymentProvider, log: logLine }),
    cemeteries: createCemeteriesService({ db, storage }),
    mapsDirectory: config.mapsDirectory
      ? createMapsDirectory({ key: config.mapsDirectory.key, url: config.mapsDirectory.url ?? undefined })
      : null,
    burials: createBurialsService({ db, persons }),
    municipal: createMunicipalService(db),
    // a dealer's codes are shown as the promo-codes module shows every code
    dealers: createDealersServices({ db, messenger, publicUrl: config.publicUrl, ledger, promoCodes }),
    adminStatistics: createAdminStatistics(db),
    personImports: createPersonImportsService({ db, storage, queue: jobQueue }),
    personAttributes: createPersonAttributesService(db),
    adminPersons: createAdminPersonsService(db),
    unboundPersons: createUnboundPersonsService({ db, media }),
    adminCompanies: createAdminCompaniesService({ db, messenger, publicUrl: config.publicUrl }),
    portalProducts: createPortalProductsService({ db, messenger, publicUrl: config.publicUrl }),
    promoCodes,
    passports: createPassportsService({
      db,
      persons,
      deals: deceased,
      office,
      publicUrl: config.publicUrl,
      media,
      storage,
    }),
    renewals: createRenewals({ db, ledger, purchases, messenger, publicUrl: config.publicUrl, log: logLine }),
    reports: createReportsService({ db, orders, requests }),
    adminProfiles: createAdminProfilesService({ db, sessions, auth, purchases, ledger }),
  };
}

export type Services = ReturnType<typeof createServices>;
