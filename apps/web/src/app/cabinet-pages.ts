import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from './page-registry';

/**
 * The cabinet's pages (/app/…, /admin/…): path → a loader of its page. This module loads only with the
 * cabinet's layout, so the public pages' entry does not carry the cabinet's import lists (each lazy import
 * names every chunk to preload with it), nor the list of the cabinet's pages.
 */
export const CABINET_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/app/dashboard': () => import('./pages/dashboard').then((m) => m.DashboardRoute),
  '/app/profile': () => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
  '/app/profile-company': () => import('./pages/profile-company').then((m) => m.ProfileCompanyRoute),
  '/app/branches': () => import('../features/branches/pages/branches-page').then((m) => m.BranchesPage),
  '/app/branches/invite': () =>
    import('../features/branches/pages/branches-invite-page').then((m) => m.BranchesInvitePage),
  '/app/invite_filial': () =>
    import('../features/branches/pages/invite-filial-page').then((m) => m.InviteFilialPage),
  '/app/employees': () => import('../features/staff/pages/employees-page').then((m) => m.EmployeesPage),
  '/app/employees/roles': () => import('../features/staff/pages/roles-page').then((m) => m.RolesPage),
  '/app/employees/invite': () => import('../features/staff/pages/invite-page').then((m) => m.InvitePage),
  '/app/products': () => import('../features/catalog/pages/items-page').then((m) => m.ProductsPage),
  '/app/products/categories': () =>
    import('../features/catalog/pages/categories-page').then((m) => m.ProductCategoriesPage),
  '/app/services': () => import('../features/catalog/pages/items-page').then((m) => m.ServicesPage),
  '/app/services/categories': () =>
    import('../features/catalog/pages/categories-page').then((m) => m.ServiceCategoriesPage),
  '/app/services/compensations': () =>
    import('../features/catalog/pages/compensations-page').then((m) => m.CompensationsPage),
  '/app/composition': () =>
    import('../features/catalog/pages/compositions-page').then((m) => m.CompositionsPage),
  '/app/composition/:id': () =>
    import('../features/catalog/pages/composition-page').then((m) => m.CompositionPage),
  '/app/requests': () => import('../features/requests/pages/requests-page').then((m) => m.RequestsPage),
  '/app/requests/:id': () => import('./pages/request').then((m) => m.RequestRoute),
  '/app/orders': () => import('../features/orders/pages/orders-page').then((m) => m.OrdersPage),
  '/app/orders/create': () =>
    import('../features/orders/pages/order-create-page').then((m) => m.OrderCreatePage),
  '/app/orders/:id': () => import('./pages/order').then((m) => m.OrderRoute),
  '/app/document-templates': () =>
    import('../features/documents/pages/document-templates-page').then((m) => m.DocumentTemplatesPage),
  '/app/document-templates/:id?': () =>
    import('../features/documents/pages/document-template-page').then((m) => m.DocumentTemplatePage),
  '/app/document-viewer': () =>
    import('../features/documents/pages/document-viewer-page').then((m) => m.DocumentViewerPage),
  '/app/deceased': () => import('../features/orders/pages/deceased-page').then((m) => m.DeceasedPage),
  '/app/history-orders': () =>
    import('../features/orders/pages/history-orders-page').then((m) => m.HistoryOrdersPage),
  '/app/history-orders/:id?': () => import('./pages/history-order').then((m) => m.HistoryOrderRoute),
  '/app/requests_agents': () =>
    import('../features/agent-requests/pages/agent-requests-page').then((m) => m.AgentRequestsPage),
  '/app/requests_agents/:id': () =>
    import('../features/agent-requests/pages/agent-request-edit-page').then((m) => m.AgentRequestEditPage),
  '/app/requests_agents/view/:id?': () =>
    import('../features/agent-requests/pages/agent-request-view-page').then((m) => m.AgentRequestViewPage),
  '/app/serial-number': () =>
    import('../features/passports/pages/serial-number-page').then((m) => m.SerialNumberPage),
  '/app/serial-number/request-view/:id?': () =>
    import('../features/passports/pages/municipal-requests-page').then((m) => m.MunicipalRequestsPage),
  '/app/serial-number/request-list/:id?': () =>
    import('../features/passports/pages/my-requests-page').then((m) => m.MyRequestsPage),
  '/app/serial-number/passports-view/:id?': () =>
    import('../features/passports/pages/municipal-passports-page').then((m) => m.MunicipalPassportsPage),
  '/app/serial-number/passports-view/update/:id?': () =>
    import('../features/passports/pages/municipal-passport-update-page').then(
      (m) => m.MunicipalPassportUpdatePage,
    ),
  '/app/serial-number/passports-list/:id?': () =>
    import('../features/passports/pages/my-passports-page').then((m) => m.MyPassportsPage),
  '/app/serial-number/passports-list/update/:id?': () =>
    import('../features/passports/pages/passport-update-page').then((m) => m.PassportUpdatePage),
  '/app/tasks': () => import('../features/tasks/pages/tasks-page').then((m) => m.TasksPage),
  '/app/tasks/create': () => import('../features/tasks/pages/task-create-page').then((m) => m.TaskCreatePage),
  '/app/tasks/templates': () =>
    import('../features/tasks/pages/task-templates-page').then((m) => m.TaskTemplatesPage),
  '/app/tasks/:id': () => import('../features/tasks/pages/task-page').then((m) => m.TaskPage),
  '/app/calendar': () => import('../features/calendar/pages/calendar-page').then((m) => m.CalendarPage),
  '/app/shoppers': () => import('../features/shoppers/pages/shoppers-page').then((m) => m.ShoppersPage),
  '/app/catalogs': () => import('../features/catalog/pages/catalogs-page').then((m) => m.CatalogsPage),
  '/app/patterns': () => import('../features/catalog/pages/patterns-page').then((m) => m.PatternsPage),
  '/app/dealer/requests-promo-code': () =>
    import('../features/dealers/pages/dealer-promo-requests-page').then((m) => m.DealerPromoRequestsPage),
  '/app/dealer/promo-code': () =>
    import('../features/dealers/pages/dealer-promo-codes-page').then((m) => m.DealerPromoCodesPage),
  '/app/dealer/partners': () =>
    import('../features/dealers/pages/dealer-partners-page').then((m) => m.DealerPartnersPage),
  '/app/company-promo-codes': () =>
    import('../features/dealers/pages/company-promo-codes-page').then((m) => m.CompanyPromoCodesPage),
  '/admin/categories/products': () =>
    import('../features/catalog/pages/categories-page').then((m) => m.AdminProductCategoriesPage),
  '/admin/categories/services': () =>
    import('../features/catalog/pages/categories-page').then((m) => m.AdminServiceCategoriesPage),
  '/admin/patterns': () =>
    import('../features/catalog/pages/admin-patterns-page').then((m) => m.AdminPatternsPage),
  '/app/landing': () =>
    import('../features/company-landing/pages/landing-editor-page').then((m) => m.LandingEditorPage),
  '/admin/bugs': () => import('../features/bugs/pages/bugs-page').then((m) => m.BugsPage),
  '/admin/bugs/:id': () => import('../features/bugs/pages/bug-page').then((m) => m.BugPage),
  '/app/backups': () => import('../features/backups/pages/backups-page').then((m) => m.BackupsPage),
  '/admin/cities': () => import('../features/geo/pages/admin-cities-page').then((m) => m.AdminCitiesPage),
  '/admin/accept-municipal': () =>
    import('../features/municipal/pages/admin-municipal-requests-page').then(
      (m) => m.AdminMunicipalRequestsPage,
    ),
  '/admin/companies': () =>
    import('../features/admin-companies/pages/admin-companies-page').then((m) => m.AdminCompaniesPage),
  '/admin/promo-codes': () =>
    import('../features/admin-promo-codes/pages/admin-promo-codes-page').then((m) => m.AdminPromoCodesPage),
  '/admin/dealers/requests': () =>
    import('../features/admin-dealers/pages/admin-dealer-requests-page').then(
      (m) => m.AdminDealerRequestsPage,
    ),
  '/admin/dealers/promo-codes': () =>
    import('../features/admin-promo-codes/pages/admin-dealer-promo-codes-page').then(
      (m) => m.AdminDealerPromoCodesPage,
    ),
  '/admin/dealers/statistic': () =>
    import('../features/admin-dealers/pages/admin-dealer-statistics-page').then(
      (m) => m.AdminDealerStatisticsPage,
    ),
  '/admin/dealers/statistic/:id': () =>
    import('./pages/admin-dealer-statistic').then((m) => m.AdminDealerStatisticRoute),
  '/admin/portal-product': () =>
    import('../features/admin-portal-products/pages/admin-portal-products-page').then(
      (m) => m.AdminPortalProductsPage,
    ),
  '/admin/persons': () =>
    import('../features/admin-persons/pages/admin-persons-page').then((m) => m.AdminPersonsPage),
  '/admin/persons-unbound': () =>
    import('../features/admin-persons/pages/admin-persons-unbound-page').then(
      (m) => m.AdminPersonsUnboundPage,
    ),
  '/admin/attributes-person': () =>
    import('../features/admin-persons/pages/admin-attributes-page').then((m) => m.AdminAttributesPage),
  '/admin/cemeteries': () =>
    import('../features/cemeteries/pages/admin-cemeteries-page').then((m) => m.AdminCemeteriesPage),
  '/admin/place-graves': () =>
    import('../features/cemeteries/pages/admin-place-graves-page').then((m) => m.AdminPlaceGravesPage),
  '/admin/import-person': () =>
    import('../features/admin-import/pages/admin-import-person-page').then((m) => m.AdminImportPersonPage),
  '/app/cemeteries': () =>
    import('../features/cemeteries/pages/municipal-cemeteries-page').then((m) => m.MunicipalCemeteriesPage),
  '/app/place-graves': () =>
    import('../features/cemeteries/pages/municipal-place-graves-page').then(
      (m) => m.MunicipalPlaceGravesPage,
    ),
  '/admin/tariffs': () =>
    import('../features/tariffs/pages/admin-tariffs-page').then((m) => m.AdminTariffsPage),
  '/admin/packets': () =>
    import('../features/tariffs/pages/admin-packets-page').then((m) => m.AdminPacketsPage),
  '/admin/invoices': () =>
    import('../features/tariffs/pages/admin-invoices-page').then((m) => m.AdminInvoicesPage),
  '/admin/payments': () =>
    import('../features/tariffs/pages/admin-payments-page').then((m) => m.AdminPaymentsPage),
  '/app/tariff': () => import('../features/tariffs/pages/tariff-page').then((m) => m.TariffPage),
  '/app/persons': () => import('../features/persons/pages/persons-page').then((m) => m.PersonsPage),
  '/app/files': () => import('../features/files/pages/files-page').then((m) => m.FilesPage),
  '/app/pages-memory': () =>
    import('../features/memory-pages/pages/memory-pages-page').then((m) => m.MemoryPagesPage),
  '/app/pages-memory/:id?': () =>
    import('../features/memory-pages/pages/memory-page-editor-page').then((m) => m.MemoryPageEditorPage),
  '/admin/pages-memory': () =>
    import('../features/memory-pages/pages/admin-memory-pages-page').then((m) => m.AdminMemoryPagesPage),
  '/app/affiliate-program': () =>
    import('../features/memory-pages/pages/affiliate-pages-page').then((m) => m.AffiliatePagesPage),
  '/app/affiliate-program/:id?': () =>
    import('../features/memory-pages/pages/affiliate-page').then((m) => m.AffiliatePage),
  '/app/affiliate-program/update/:id': () =>
    import('../features/memory-pages/pages/affiliate-handover-page').then((m) => m.AffiliateHandoverPage),
  '/app/affiliate-program/update-full-right/:id': () =>
    import('../features/memory-pages/pages/affiliate-direct-page').then((m) => m.AffiliateDirectPage),
  '/app/tree': () => import('../features/family-tree/pages/tree-page').then((m) => m.TreePage),
  '/app/oldtree': () => import('../features/family-tree/pages/old-tree-page').then((m) => m.OldTreePage),
  '/admin/outbox': () => import('../features/admin/pages/outbox-page').then((m) => m.OutboxPage),
  '/admin/users': () =>
    import('../features/admin-users/pages/admin-users-page').then((m) => m.AdminUsersPage),
  '/admin/users/:id': () => import('./pages/admin-user').then((m) => m.AdminUserRoute),
  '/admin/profiles': () =>
    import('../features/admin-users/pages/admin-profiles-page').then((m) => m.AdminProfilesPage),
  '/app/journal': () => import('../features/journal/pages/journal-page').then((m) => m.JournalPage),
  '/app/reports': () => import('./pages/reports').then((m) => m.ReportsRoute),
  '/admin/moderation-reviews': () =>
    import('../features/reviews/pages/moderation-reviews-page').then((m) => m.ModerationReviewsPage),
};

/** Whether a page is built for the route: the sidebar, the add menu and the page search show only those. */
export function isRegistered(path: string): boolean {
  return path in CABINET_LOADERS || path in PUBLIC_PAGES;
}
