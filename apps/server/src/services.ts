import path from 'node:path';
import { APP_VERSION } from '@sp/shared/version';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createAgentRequestsService } from './modules/agent-requests/agent-requests.service';
import { createAuthService } from './modules/auth/auth.service';
import { type CodeBook, createCodeBook } from './modules/auth/auth-codes';
import { createSessions } from './modules/auth/auth-sessions';
import { createBackupsService } from './modules/backups/backups.service';
import { createCatalogsService } from './modules/catalog/catalogs.service';
import { createCategoriesService } from './modules/catalog/categories.service';
import { createCompensationsService } from './modules/catalog/compensations.service';
import { createCompositionsService } from './modules/catalog/compositions.service';
import { createCatalogItemsService } from './modules/catalog/items.service';
import { createPatternsService } from './modules/catalog/patterns.service';
import { createCompanyLandingService } from './modules/company-landing/company-landing.service';
import { createDocumentsService } from './modules/documents/documents.service';
import { createOfficeConverter } from './modules/documents/office';
import { createFamilyTreeService } from './modules/family-tree/family-tree.service';
import { createMediaService } from './modules/files/media.service';
import { createCitiesService } from './modules/geo/cities.service';
import { createJournalService } from './modules/journal/journal.service';
import { createMemoryPagesService } from './modules/memory-pages/memory-pages.service';
import { createOrderCalendarService } from './modules/orders/order-calendar.service';
import { createOrderDeceasedService } from './modules/orders/order-deceased.service';
import { createOrderPaymentsService } from './modules/orders/order-payments.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createShowOrdersService } from './modules/orders/show-orders.service';
import { createPersonsService } from './modules/persons/persons.service';
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
import { createTaskTemplatesService } from './modules/tasks/task-templates.service';
import { createTasksService } from './modules/tasks/tasks.service';
import { createBackgroundTasks } from './platform/background';
import { createCaptcha } from './platform/captcha';
import type { MessageChannel } from './platform/channels/channel';
import type { Address } from './platform/channels/messenger';
import { channelsFromConfig, createMessenger, type Messenger } from './platform/channels/messenger';
import { createDadataClient } from './platform/dadata';
import { createDiskStorage, type Storage } from './platform/storage';
import { createTokenSigner } from './platform/tokens';

/**
 * The services a deal is made with, over the database or a transaction: they are stateless over `db`, so a flow
 * that spans them (a deal from an agent request: its client, the deal, the deceased) gets its own instances inside
 * one transaction.
 */
function dealServicesOver(
  db: Db,
  deps: { config: Config; storage: Storage; codes: CodeBook; messenger: Messenger },
) {
  const media = createMediaService({ db, storage: deps.storage, maxUploadBytes: deps.config.maxUploadBytes });
  const persons = createPersonsService({ db, media });
  const memoryPages = createMemoryPagesService({ db, media, persons, publicUrl: deps.config.publicUrl });
  return {
    shoppers: createShoppersService({ db, codes: deps.codes, messenger: deps.messenger }),
    orders: createOrdersService({ db }),
    deceased: createOrderDeceasedService({ db, persons, memoryPages }),
  };
}

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
  const roles = createRolesService(db);
  const storage = overrides.storage ?? createDiskStorage(path.join(config.dataDir, 'files'));
  const media = createMediaService({ db, storage, maxUploadBytes: config.maxUploadBytes });
  const persons = createPersonsService({ db, media });
  const memoryPages = createMemoryPagesService({
    db,
    media,
    persons,
    publicUrl: config.publicUrl,
    messenger,
  });
  const shoppers = createShoppersService({ db, codes, messenger });
  const taskTemplates = createTaskTemplatesService({ db });
  return {
    config,
    database,
    db,
    signer,
    storage,
    messenger,
    background,
    captcha: createCaptcha(config),
    codes,
    sessions,
    auth: createAuthService({ db, codes, sessions, messenger, background, publicUrl: config.publicUrl }),
    companyLanding: createCompanyLandingService({ db, storage }),
    media,
    backups: createBackupsService({ db, storage, media, appVersion: APP_VERSION }),
    persons,
    familyTree: createFamilyTreeService({ db, persons }),
    memoryPages,
    geo: { cities: createCitiesService(db) },
    search: createPublicSearchService(db),
    requests: createSiteRequestsService({ db, messenger, publicUrl: config.publicUrl }),
    urgent: createUrgentRequestService({ db, messenger, publicUrl: config.publicUrl }),
    shoppers,
    orders: {
      orders: createOrdersService({ db }),
      payments: createOrderPaymentsService({ db }),
      deceased: createOrderDeceasedService({ db, persons, memoryPages }),
      showOrders: createShowOrdersService({ db, shoppers }),
      // the deal services are stateless over db: this instance acts exactly as services.orders.orders
      calendar: createOrderCalendarService({ db, orders: createOrdersService({ db }) }),
    },
    agentRequests: createAgentRequestsService({
      db,
      dealServices: (over) => dealServicesOver(over, { config, storage, codes, messenger }),
    }),
    requisites: createRequisitesService(config.dadata ? createDadataClient(config.dadata) : null),
    staff: {
      roles,
      sessions,
      employees: createEmployeesService(db, roles),
      invitations: createInvitationsService({ db, messenger, roles, publicUrl: config.publicUrl }),
      branches: createBranchesService({ db, messenger, roles }),
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
    // the deal services are stateless over db: these instances act exactly as services.orders' own
    documents: createDocumentsService({
      db,
      storage,
      office: createOfficeConverter({ sofficePath: config.sofficePath }),
      orders: createOrdersService({ db }),
      shoppers,
      showOrders: createShowOrdersService({ db, shoppers }),
    }),
    // the deal services are stateless over db: this instance acts exactly as services.orders.showOrders
    reviews: createReviewsService({ db, showOrders: createShowOrdersService({ db, shoppers }) }),
  };
}

export type Services = ReturnType<typeof createServices>;
