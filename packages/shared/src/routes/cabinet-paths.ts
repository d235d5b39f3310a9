/**
 * The addresses of the cabinet's pages (/app/…, /admin/…) of the route table (route-table.ts), built with their
 * parameters, and the public ones of paths.ts: `import * as paths from '@sp/shared/routes/cabinet-paths'` gives them
 * all. Plain functions: a page's bundle keeps only those it calls. Comments give the table's pattern; an optional
 * `:id?` without a list page of its own takes an optional id.
 */

import { type Id, withId, withQuery } from './build-path';

export * from './paths';

// ---- administrator (/admin/…)

export const adminAcceptMunicipal = () => '/admin/accept-municipal';
export const adminAttributesPerson = () => '/admin/attributes-person';
export const adminBugs = () => '/admin/bugs';
/** /admin/bugs/:id */
export const adminBug = (id: Id) => `/admin/bugs/${id}`;
export const adminCemeteries = () => '/admin/cemeteries';
export const adminCities = () => '/admin/cities';
export const adminCompanies = () => '/admin/companies';
export const adminImportPerson = () => '/admin/import-person';
export const adminModerationReviews = () => '/admin/moderation-reviews';
export const adminNotify = () => '/admin/notify';
/** /admin/notify/:id */
export const adminNotification = (id: Id) => `/admin/notify/${id}`;
export const adminOutbox = () => '/admin/outbox';
export const adminPackets = () => '/admin/packets';
export const adminMemoryPages = () => '/admin/pages-memory';
export const adminPartners = () => '/admin/partners';
export const adminPatterns = () => '/admin/patterns';
export const adminPersons = () => '/admin/persons';
export const adminPersonsUnbound = () => '/admin/persons-unbound';
export const adminPlaceGraves = () => '/admin/place-graves';
export const adminPortalProduct = () => '/admin/portal-product';
export const adminProfiles = () => '/admin/profiles';
export const adminPromoCodes = () => '/admin/promo-codes';
/** /admin/promo-codes/:id? */
export const adminPromoCode = (id: Id) => `/admin/promo-codes/${id}`;
export const adminPromoPackages = () => '/admin/promo-packages';
/** /admin/promo-packages/:id? */
export const adminPromoPackage = (id: Id) => `/admin/promo-packages/${id}`;
export const adminTariffs = () => '/admin/tariffs';
export const adminUsers = () => '/admin/users';
/** /admin/users/:id */
export const adminUser = (id: Id) => `/admin/users/${id}`;
export const adminProductCategories = () => '/admin/categories/products';
export const adminServiceCategories = () => '/admin/categories/services';
export const adminDealerPromoCodes = () => '/admin/dealers/promo-codes';
/** /admin/dealers/promo-codes/:id? */
export const adminDealerPromoCode = (id: Id) => `/admin/dealers/promo-codes/${id}`;
export const adminDealerRequests = () => '/admin/dealers/requests';
export const adminDealerStatistics = () => '/admin/dealers/statistic';
/** /admin/dealers/statistic/:id */
export const adminDealerStatistic = (id: Id) => `/admin/dealers/statistic/${id}`;
/** not in SPEC §2 (issue 14 §4): every company's invoices, marked paid when the transfer arrives */
export const adminInvoices = () => '/admin/invoices';
/** not in SPEC §2 (issue 14 §3): card payments with their refunds, and balance corrections */
export const adminPayments = () => '/admin/payments';

// ---- ordinary user (/app/…)

export const backups = () => '/app/backups';
export const historyOrders = () => '/app/history-orders';
/** /app/history-orders/:id?: a client's deal */
export const historyOrder = (id: Id) => `/app/history-orders/${id}`;
export const oldTree = () => '/app/oldtree';
export const memoryPages = () => '/app/pages-memory';
/** /app/pages-memory/:id?: the owner's editor of a memory page */
export const memoryPage = (id: Id) => `/app/pages-memory/${id}`;
export const persons = () => '/app/persons';
/** /app/tree, centred on a family node when given (?node=) */
export const tree = (node?: Id | null) => withQuery('/app/tree', { node });

// ---- company and manager (/app/…)

export const affiliatePages = () => '/app/affiliate-program';
/** /app/affiliate-program/:id?: a memory page of the partner programme */
export const affiliatePage = (id: Id) => `/app/affiliate-program/${id}`;
/** /app/affiliate-program/update/:id: hand the page over */
export const affiliateHandover = (id: Id) => `/app/affiliate-program/update/${id}`;
/** /app/affiliate-program/update-full-right/:id: hand the full rights over */
export const affiliateFullRights = (id: Id) => `/app/affiliate-program/update-full-right/${id}`;
export const branches = () => '/app/branches';
export const branchInvite = () => '/app/branches/invite';
/** /app/invite_filial: invitations into branches the company received */
export const filialInvitations = () => '/app/invite_filial';
/** /app/calendar, at a view and day (?view=day&date=YYYY-MM-DD: the home page's «today») */
export const calendar = (at: { view?: 'month' | 'week' | 'day'; date?: string } = {}) =>
  withQuery('/app/calendar', { view: at.view, date: at.date });
export const catalogs = () => '/app/catalogs';
export const companyPromoCodes = () => '/app/company-promo-codes';
/** /app/company-promo-codes/:id? */
export const companyPromoCode = (id: Id) => `/app/company-promo-codes/${id}`;
export const compositions = () => '/app/composition';
/** /app/composition/:id ('new' for a new one) */
export const composition = (id: Id) => `/app/composition/${id}`;
export const deceased = () => '/app/deceased';
export const documentTemplates = () => '/app/document-templates';
/** /app/document-templates/:id? */
export const documentTemplate = (id: Id) => `/app/document-templates/${id}`;
export const employees = () => '/app/employees';
export const employeeInvitations = () => '/app/employees/invite';
export const roles = () => '/app/employees/roles';
export const journal = () => '/app/journal';
/** /app/landing: the company's site editor */
export const landing = () => '/app/landing';
/** The first filters of /app/orders a link may set (the home page's figures); status also «active». */
export type OrdersLink = {
  view?: 'board';
  status?: string;
  responsible?: Id;
  start_date?: string;
  end_date?: string;
  debt?: boolean;
};
/** /app/orders, the list (or ?view=board) with the filters a link sets */
export const orders = (filter: OrdersLink = {}) =>
  withQuery('/app/orders', {
    view: filter.view,
    status: filter.status,
    responsible: filter.responsible,
    start_date: filter.start_date,
    end_date: filter.end_date,
    debt: filter.debt ? 'true' : undefined,
  });
/** /app/orders/create, a deal (?type=1) or a sale (?type=2) */
export const orderCreate = (type?: 1 | 2) => withQuery('/app/orders/create', { type });
/** /app/orders/:id */
export const order = (id: Id) => `/app/orders/${id}`;
export const patterns = () => '/app/patterns';
/** /app/patterns/categories/:id? */
export const patternCategories = (id?: Id) => withId('/app/patterns/categories', id);
/** /app/patterns/products/:id? */
export const patternProducts = (id?: Id) => withId('/app/patterns/products', id);
/** /app/periodic-notify/:id? */
export const periodicNotify = (id?: Id) => withId('/app/periodic-notify', id);
/** /app/periodic-notify-deceased/:id? */
export const periodicNotifyDeceased = (id?: Id) => withId('/app/periodic-notify-deceased', id);
/** /app/periodic-notify-statistic/:id? */
export const periodicNotifyStatistic = (id?: Id) => withId('/app/periodic-notify-statistic', id);
export const products = () => '/app/products';
export const productCategories = () => '/app/products/categories';
export const reports = () => '/app/reports';
/** /app/requests: the requests from the site */
export const requests = (filter: { status?: 'new' } = {}) =>
  withQuery('/app/requests', { status: filter.status });
/** /app/requests/:id */
export const request = (id: Id) => `/app/requests/${id}`;
export const agentRequests = () => '/app/requests_agents';
/** /app/requests_agents/:id: the form ('new' for a new one) */
export const agentRequestEdit = (id: Id) => `/app/requests_agents/${id}`;
/** /app/requests_agents/view/:id? */
export const agentRequest = (id: Id) => `/app/requests_agents/view/${id}`;
export const serialNumbers = () => '/app/serial-number';
/** /app/serial-number/passports-list/:id? */
export const passportsList = (id?: Id) => withId('/app/serial-number/passports-list', id);
/** /app/serial-number/passports-list/update/:id? */
export const passportsListUpdate = (id?: Id) => withId('/app/serial-number/passports-list/update', id);
/** /app/serial-number/passports-view/:id? */
export const passportsView = (id?: Id) => withId('/app/serial-number/passports-view', id);
/** /app/serial-number/passports-view/update/:id? */
export const passportsViewUpdate = (id?: Id) => withId('/app/serial-number/passports-view/update', id);
/** /app/serial-number/request-list/:id? */
export const passportRequests = (id?: Id) => withId('/app/serial-number/request-list', id);
/** /app/serial-number/request-view/:id? */
export const passportRequestsView = (id?: Id) => withId('/app/serial-number/request-view', id);
/** not in SPEC §2 (issue 15 §1): the cemeteries a municipal organisation governs */
export const cemeteries = () => '/app/cemeteries';
/** not in SPEC §2 (issue 15 §1): its cemeteries' graves on the map (?cemetery= the one shown) */
export const placeGraves = (cemetery?: Id) => withQuery('/app/place-graves', { cemetery });
export const services = () => '/app/services';
export const serviceCategories = () => '/app/services/categories';
export const compensations = () => '/app/services/compensations';
export const shoppers = () => '/app/shoppers';
export const stock = () => '/app/stock';
/** /app/store: the warehouses */
export const stores = () => '/app/store';
/** /app/stock/arrival/:id? */
export const stockArrival = (id?: Id) => withId('/app/stock/arrival', id);
/** /app/stock/consumption/:id? */
export const stockConsumption = (id?: Id) => withId('/app/stock/consumption', id);
/** /app/stock/movement-stock/:id? */
export const stockMovement = (id?: Id) => withId('/app/stock/movement-stock', id);
/** /app/stock/supplier/:id? */
export const stockSupplier = (id?: Id) => withId('/app/stock/supplier', id);
/** /app/tasks, or the overdue ones (?status=overdue: the home page's figure) */
export const tasks = (filter: { status?: 'overdue' } = {}) =>
  withQuery('/app/tasks', { status: filter.status });
/** /app/tasks/create, tied to a deal (?order_id=) or a person (?person_id=), or from a template (?template_id=) */
export const taskCreate = (query: { orderId?: Id; personId?: Id; templateId?: Id } = {}) =>
  withQuery('/app/tasks/create', {
    order_id: query.orderId,
    person_id: query.personId,
    template_id: query.templateId,
  });
export const taskTemplates = () => '/app/tasks/templates';
/** /app/tasks/:id */
export const task = (id: Id) => `/app/tasks/${id}`;
export const telephony = () => '/app/telephony';

// ---- dealer companies (/app/dealer/…)

export const dealerPartners = () => '/app/dealer/partners';
/** /app/dealer/partners/:id */
export const dealerPartner = (id: Id) => `/app/dealer/partners/${id}`;
export const dealerPromoCodes = () => '/app/dealer/promo-code';
/** /app/dealer/promo-code/:id? */
export const dealerPromoCode = (id: Id) => `/app/dealer/promo-code/${id}`;
export const dealerPromoRequests = () => '/app/dealer/requests-promo-code';
/** /app/dealer/requests-promo-code/:id? */
export const dealerPromoRequest = (id: Id) => `/app/dealer/requests-promo-code/${id}`;

// ---- any signed-in account

export const files = () => '/app/files';
export const tariff = () => '/app/tariff';
export const testPayment = (providerId: string) => `/app/payment/test/${encodeURIComponent(providerId)}`;
export const profile = () => '/app/profile';
export const profileCompany = () => '/app/profile-company';
/** /app/document-viewer, showing a generated document (?document=) */
export const documentViewer = (document?: Id) => withQuery('/app/document-viewer', { document });
