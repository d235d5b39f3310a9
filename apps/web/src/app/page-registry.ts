import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, lazyWithQuery } from './lazy-page';

/**
 * Route path (as in the shared ROUTES table) → its page, loaded on demand. Only routes listed here are
 * registered in the router and shown in the sidebar; later issues add their pages here.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/': lazyPage(() => import('./pages/landing').then((m) => m.LandingRoute)),
  '/auth': lazyPage(() => import('../features/auth/pages/auth-page').then((m) => m.AuthPage)),
  '/routes': lazyPage(() => import('../features/info/pages/routes-page').then((m) => m.RoutesPage)),
  '/info/agreement': lazyPage(() =>
    import('../features/info/pages/agreement-page').then((m) => m.AgreementPage),
  ),
  '/info/updates': lazyPage(() =>
    import('../features/releases/pages/updates-page').then((m) => m.UpdatesPage),
  ),
  '/company/:id': lazyPage(() => import('./pages/company').then((m) => m.CompanyRoute)),
  // the pages of the user layout that read data through the query library bring it along
  '/company/:id/catalog': lazyWithQuery(() =>
    import('../features/company-catalog/pages/company-catalog-page').then((m) => m.CompanyCatalogPage),
  ),
  '/search/:query?': lazyPage(() => import('../features/search/pages/search-page').then((m) => m.SearchPage)),
  '/errors/403': lazyPage(() =>
    import('../features/errors/pages/forbidden-page').then((m) => m.ForbiddenPage),
  ),
  '/app/dashboard': lazyPage(() => import('./pages/dashboard').then((m) => m.DashboardRoute)),
  '/app/profile': lazyPage(() => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage)),
  '/app/profile-company': lazyPage(() =>
    import('./pages/profile-company').then((m) => m.ProfileCompanyRoute),
  ),
  '/app/branches': lazyPage(() =>
    import('../features/branches/pages/branches-page').then((m) => m.BranchesPage),
  ),
  '/app/branches/invite': lazyPage(() =>
    import('../features/branches/pages/branches-invite-page').then((m) => m.BranchesInvitePage),
  ),
  '/app/invite_filial': lazyPage(() =>
    import('../features/branches/pages/invite-filial-page').then((m) => m.InviteFilialPage),
  ),
  '/app/employees': lazyPage(() =>
    import('../features/staff/pages/employees-page').then((m) => m.EmployeesPage),
  ),
  '/app/employees/roles': lazyPage(() =>
    import('../features/staff/pages/roles-page').then((m) => m.RolesPage),
  ),
  '/app/employees/invite': lazyPage(() =>
    import('../features/staff/pages/invite-page').then((m) => m.InvitePage),
  ),
  '/app/products': lazyPage(() => import('../features/catalog/pages/items-page').then((m) => m.ProductsPage)),
  '/app/products/categories': lazyPage(() =>
    import('../features/catalog/pages/categories-page').then((m) => m.ProductCategoriesPage),
  ),
  '/app/services': lazyPage(() => import('../features/catalog/pages/items-page').then((m) => m.ServicesPage)),
  '/app/services/categories': lazyPage(() =>
    import('../features/catalog/pages/categories-page').then((m) => m.ServiceCategoriesPage),
  ),
  '/app/services/compensations': lazyPage(() =>
    import('../features/catalog/pages/compensations-page').then((m) => m.CompensationsPage),
  ),
  '/app/composition': lazyPage(() =>
    import('../features/catalog/pages/compositions-page').then((m) => m.CompositionsPage),
  ),
  '/app/composition/:id': lazyPage(() =>
    import('../features/catalog/pages/composition-page').then((m) => m.CompositionPage),
  ),
  '/app/requests': lazyPage(() =>
    import('../features/requests/pages/requests-page').then((m) => m.RequestsPage),
  ),
  '/app/requests/:id': lazyPage(() => import('./pages/request').then((m) => m.RequestRoute)),
  '/app/orders': lazyPage(() => import('../features/orders/pages/orders-page').then((m) => m.OrdersPage)),
  '/app/orders/create': lazyPage(() =>
    import('../features/orders/pages/order-create-page').then((m) => m.OrderCreatePage),
  ),
  '/app/orders/:id': lazyPage(() => import('./pages/order').then((m) => m.OrderRoute)),
  '/app/document-templates': lazyPage(() =>
    import('../features/documents/pages/document-templates-page').then((m) => m.DocumentTemplatesPage),
  ),
  '/app/document-templates/:id?': lazyPage(() =>
    import('../features/documents/pages/document-template-page').then((m) => m.DocumentTemplatePage),
  ),
  '/app/document-viewer': lazyPage(() =>
    import('../features/documents/pages/document-viewer-page').then((m) => m.DocumentViewerPage),
  ),
  '/app/deceased': lazyPage(() =>
    import('../features/orders/pages/deceased-page').then((m) => m.DeceasedPage),
  ),
  '/app/history-orders': lazyPage(() =>
    import('../features/orders/pages/history-orders-page').then((m) => m.HistoryOrdersPage),
  ),
  '/app/history-orders/:id?': lazyPage(() =>
    import('./pages/history-order').then((m) => m.HistoryOrderRoute),
  ),
  '/app/requests_agents': lazyPage(() =>
    import('../features/agent-requests/pages/agent-requests-page').then((m) => m.AgentRequestsPage),
  ),
  '/app/requests_agents/:id': lazyPage(() =>
    import('../features/agent-requests/pages/agent-request-edit-page').then((m) => m.AgentRequestEditPage),
  ),
  '/app/requests_agents/view/:id?': lazyPage(() =>
    import('../features/agent-requests/pages/agent-request-view-page').then((m) => m.AgentRequestViewPage),
  ),
  '/app/tasks': lazyPage(() => import('../features/tasks/pages/tasks-page').then((m) => m.TasksPage)),
  '/app/tasks/create': lazyPage(() =>
    import('../features/tasks/pages/task-create-page').then((m) => m.TaskCreatePage),
  ),
  '/app/tasks/templates': lazyPage(() =>
    import('../features/tasks/pages/task-templates-page').then((m) => m.TaskTemplatesPage),
  ),
  '/app/tasks/:id': lazyPage(() => import('../features/tasks/pages/task-page').then((m) => m.TaskPage)),
  '/app/calendar': lazyPage(() =>
    import('../features/calendar/pages/calendar-page').then((m) => m.CalendarPage),
  ),
  '/app/shoppers': lazyPage(() =>
    import('../features/shoppers/pages/shoppers-page').then((m) => m.ShoppersPage),
  ),
  '/app/catalogs': lazyPage(() =>
    import('../features/catalog/pages/catalogs-page').then((m) => m.CatalogsPage),
  ),
  '/app/patterns': lazyPage(() =>
    import('../features/catalog/pages/patterns-page').then((m) => m.PatternsPage),
  ),
  '/admin/categories/products': lazyPage(() =>
    import('../features/catalog/pages/categories-page').then((m) => m.AdminProductCategoriesPage),
  ),
  '/admin/categories/services': lazyPage(() =>
    import('../features/catalog/pages/categories-page').then((m) => m.AdminServiceCategoriesPage),
  ),
  '/admin/patterns': lazyPage(() =>
    import('../features/catalog/pages/admin-patterns-page').then((m) => m.AdminPatternsPage),
  ),
  '/app/landing': lazyPage(() =>
    import('../features/company-landing/pages/landing-editor-page').then((m) => m.LandingEditorPage),
  ),
  '/admin/bugs': lazyPage(() => import('../features/bugs/pages/bugs-page').then((m) => m.BugsPage)),
  '/admin/bugs/:id': lazyPage(() => import('../features/bugs/pages/bug-page').then((m) => m.BugPage)),
  '/app/backups': lazyPage(() => import('../features/backups/pages/backups-page').then((m) => m.BackupsPage)),
  '/admin/cities': lazyPage(() =>
    import('../features/geo/pages/admin-cities-page').then((m) => m.AdminCitiesPage),
  ),
  '/app/persons': lazyPage(() => import('../features/persons/pages/persons-page').then((m) => m.PersonsPage)),
  '/app/files': lazyPage(() => import('../features/files/pages/files-page').then((m) => m.FilesPage)),
  '/app/pages-memory': lazyPage(() =>
    import('../features/memory-pages/pages/memory-pages-page').then((m) => m.MemoryPagesPage),
  ),
  '/app/pages-memory/:id?': lazyPage(() =>
    import('../features/memory-pages/pages/memory-page-editor-page').then((m) => m.MemoryPageEditorPage),
  ),
  '/person/:id?': lazyPage(() =>
    import('../features/memory-pages/pages/person-page').then((m) => m.PersonPage),
  ),
  '/user/:id?': lazyWithQuery(() =>
    import('../features/memory-pages/pages/user-page').then((m) => m.UserPage),
  ),
  '/app/affiliate-program': lazyPage(() =>
    import('../features/memory-pages/pages/affiliate-pages-page').then((m) => m.AffiliatePagesPage),
  ),
  '/app/affiliate-program/:id?': lazyPage(() =>
    import('../features/memory-pages/pages/affiliate-page').then((m) => m.AffiliatePage),
  ),
  '/app/affiliate-program/update/:id': lazyPage(() =>
    import('../features/memory-pages/pages/affiliate-handover-page').then((m) => m.AffiliateHandoverPage),
  ),
  '/app/affiliate-program/update-full-right/:id': lazyPage(() =>
    import('../features/memory-pages/pages/affiliate-direct-page').then((m) => m.AffiliateDirectPage),
  ),
  '/app/tree': lazyPage(() => import('../features/family-tree/pages/tree-page').then((m) => m.TreePage)),
  '/app/oldtree': lazyPage(() =>
    import('../features/family-tree/pages/old-tree-page').then((m) => m.OldTreePage),
  ),
  '/admin/outbox': lazyPage(() => import('../features/admin/pages/outbox-page').then((m) => m.OutboxPage)),
  '/app/journal': lazyPage(() => import('../features/journal/pages/journal-page').then((m) => m.JournalPage)),
  '/admin/moderation-reviews': lazyPage(() =>
    import('../features/reviews/pages/moderation-reviews-page').then((m) => m.ModerationReviewsPage),
  ),
};

export function isRegistered(path: string): boolean {
  return path in PAGES;
}
