import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@sp/shared/version';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminCompaniesRoutes } from './modules/admin-companies/admin-companies.routes';
import { registerAdminPersonsRoutes } from './modules/admin-persons/admin-persons.routes';
import { registerAdminProfileRoutes } from './modules/admin-profiles/admin-profiles.routes';
import { registerAgentRequestRoutes } from './modules/agent-requests/agent-requests.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createCallerContexts } from './modules/auth/auth-context.service';
import { registerBackupRoutes } from './modules/backups/backups.routes';
import { registerBugRoutes } from './modules/bugs/bugs.routes';
import { registerCardPaymentRoutes } from './modules/card-payments/card-payments.routes';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { registerCatalogItemRoutes } from './modules/catalog/items.routes';
import { registerCemeteryRoutes } from './modules/cemeteries/cemeteries.routes';
import { registerCompanyLandingRoutes } from './modules/company-landing/company-landing.routes';
import { registerDealerRoutes } from './modules/dealers/dealers.routes';
import { registerDocumentRoutes } from './modules/documents/documents.routes';
import { registerFamilyTreeRoutes } from './modules/family-tree/family-tree.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerMediaRoutes } from './modules/files/media.routes';
import { registerGeoRoutes } from './modules/geo/geo.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerJournalRoutes } from './modules/journal/journal.routes';
import { registerMemoryPageRoutes } from './modules/memory-pages/memory-pages.routes';
import { registerMunicipalRoutes } from './modules/municipal/municipal.routes';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerPassportRoutes } from './modules/passports/passports.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { registerPersonImportsRoutes } from './modules/person-imports/person-imports.routes';
import { registerPersonRoutes } from './modules/persons/persons.routes';
import { registerPortalProductsRoutes } from './modules/portal-products/portal-products.routes';
import { registerCompanyProfileRoutes } from './modules/profile/company-profile.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerPromoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { registerReleaseRoutes } from './modules/releases/releases.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerSiteRequestRoutes } from './modules/requests/requests.routes';
import { registerUrgentRequestRoutes } from './modules/requests/urgent-request.routes';
import { registerReviewRoutes } from './modules/reviews/reviews.routes';
import { registerPublicSearchRoutes } from './modules/search/search.routes';
import { registerShopperRoutes } from './modules/shoppers/shoppers.routes';
import { registerBranchRoutes } from './modules/staff/branches.routes';
import { registerStaffRoutes } from './modules/staff/staff.routes';
import { registerTariffRoutes } from './modules/tariffs/tariffs.routes';
import { registerTaskTemplateRoutes } from './modules/tasks/task-templates.routes';
import { registerTaskRoutes } from './modules/tasks/tasks.routes';
import { registerAccessControl } from './platform/access';
import { documentTransform, errorBodySchema, registerApiDocumentRules } from './platform/api-document';
import { registerErrorHandling } from './platform/errors';
import { registerHttpCache } from './platform/http-cache';
import { logSerializers } from './platform/log-redaction';
import { registerReadYourWrites } from './platform/public-changes';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRouteThrottles } from './platform/throttle';
import { registerWebApp } from './platform/web-app';
import type { Services } from './services';

type LoggerOptions = false | { level?: string; stream?: { write(line: string): void } };

/** Builds the whole platform on the given services; the server and the tests share it. */
export async function buildApp(services: Services, options: { logger?: LoggerOptions } = {}) {
  const { config } = services;
  const logger =
    options.logger === false
      ? false
      : {
          level: options.logger?.level ?? config.logLevel,
          serializers: logSerializers,
          ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
        };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // a union of every form confuses Fastify's overloads (HTTP/2 ones match first); each form is a valid option
    trustProxy: config.trustProxy as boolean,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // before compression: the ETag is of the plain bytes
  registerHttpCache(app);
  registerReadYourWrites(app, services.publicChanges);

  // JSON answers over 2 KB (a 2,000-person tree is about 1 MB) go gzipped; the web app's files are
  // pre-compressed at build time and images are compressed already, so they pass through
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 40, parts: 45 },
    throwFileSizeLimit: true,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Светлая память API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorBody: errorBodySchema() },
      },
    },
    transform: documentTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerApiDocumentRules(app);

  registerRouteThrottles(app, services.db);
  registerAccessControl(
    app,
    services.signer,
    createCallerContexts({ db: services.db, changes: services.publicChanges }),
  );

  registerHealthRoutes(app, services);
  registerAuthRoutes(app, services);
  registerProfileRoutes(app, services);
  registerCompanyProfileRoutes(app, services);
  registerBugRoutes(app, services);
  registerReleaseRoutes(app, services);
  registerAdminRoutes(app, services);
  registerAdminCompaniesRoutes(app, services);
  registerPortalProductsRoutes(app, services);
  registerPromoCodesRoutes(app, services);
  registerPersonImportsRoutes(app, services);
  registerAdminPersonsRoutes(app, services);
  registerAdminProfileRoutes(app, services);
  registerStaffRoutes(app, services);
  registerBranchRoutes(app, services);
  registerCompanyLandingRoutes(app, services);
  registerGeoRoutes(app, services);
  registerCatalogItemRoutes(app, services);
  registerCatalogRoutes(app, services);
  registerPublicSearchRoutes(app, services);
  registerSiteRequestRoutes(app, services);
  registerUrgentRequestRoutes(app, services);
  registerShopperRoutes(app, services);
  registerOrderRoutes(app, services);
  registerReportRoutes(app, services);
  registerAgentRequestRoutes(app, services);
  registerMemoryPageRoutes(app, services);
  registerPersonRoutes(app, services);
  registerFamilyTreeRoutes(app, services);
  registerFileRoutes(app, services);
  registerBackupRoutes(app, services);
  registerMediaRoutes(app, services);
  registerJournalRoutes(app, services);
  registerReviewRoutes(app, services);
  registerPaymentRoutes(app, services);
  registerCardPaymentRoutes(app, services);
  registerInvoiceRoutes(app, services);
  registerCemeteryRoutes(app, services);
  registerPassportRoutes(app, services);
  registerMunicipalRoutes(app, services);
  registerDealerRoutes(app, services);
  registerTariffRoutes(app, services);
  registerTaskRoutes(app, services);
  registerTaskTemplateRoutes(app, services);
  registerDocumentRoutes(app, services);

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerWebApp(app, config);
  // the public pages kept in memory are dropped as the database tells of their changes (stopped before the
  // database closes, which its owner does after app.close())
  await services.publicChanges.start(services.database);
  app.addHook('onClose', () => services.publicChanges.close());
  await app.ready();
  return app;
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
