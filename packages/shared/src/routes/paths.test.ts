import { describe, expect, it } from 'vitest';
import * as paths from './cabinet-paths';
import { matchRoute } from './match';
import * as publicPaths from './paths';
import { ROUTES } from './route-table';

type Builder = keyof typeof paths;

/** What each builder answers for sample parameters (typed: a new builder without a sample fails to compile). */
const SAMPLES: Record<Builder, () => string[]> = {
  home: () => [paths.home()],
  auth: () => [paths.auth(), paths.auth('login'), paths.auth('register')],
  siteMap: () => [paths.siteMap()],
  agreement: () => [paths.agreement()],
  updates: () => [paths.updates()],
  company: () => [paths.company(7)],
  companyCatalog: () => [paths.companyCatalog(7)],
  companyOld: () => [paths.companyOld(), paths.companyOld(7)],
  person: () => [paths.person(7)],
  search: () => [paths.search(), paths.search('Иванов')],
  searchPeople: () => [paths.searchPeople(), paths.searchPeople('Иванов')],
  graveOnMap: () => [paths.graveOnMap(12)],
  user: () => [paths.user(7)],
  forbidden: () => [paths.forbidden()],
  adminAcceptMunicipal: () => [paths.adminAcceptMunicipal()],
  adminAttributesPerson: () => [paths.adminAttributesPerson()],
  adminBugs: () => [paths.adminBugs()],
  adminBug: () => [paths.adminBug(7)],
  adminCemeteries: () => [paths.adminCemeteries()],
  adminCities: () => [paths.adminCities()],
  adminCompanies: () => [paths.adminCompanies()],
  adminImportPerson: () => [paths.adminImportPerson()],
  adminModerationReviews: () => [paths.adminModerationReviews()],
  adminNotify: () => [paths.adminNotify()],
  adminNotification: () => [paths.adminNotification(7)],
  adminOutbox: () => [paths.adminOutbox()],
  adminPackets: () => [paths.adminPackets()],
  adminMemoryPages: () => [paths.adminMemoryPages()],
  adminPartners: () => [paths.adminPartners()],
  adminPatterns: () => [paths.adminPatterns()],
  adminPersons: () => [paths.adminPersons()],
  adminPersonsUnbound: () => [paths.adminPersonsUnbound()],
  adminPlaceGraves: () => [paths.adminPlaceGraves()],
  adminPortalProduct: () => [paths.adminPortalProduct()],
  adminProfiles: () => [paths.adminProfiles()],
  adminPromoCodes: () => [paths.adminPromoCodes()],
  adminPromoCode: () => [paths.adminPromoCode(7)],
  adminPromoPackages: () => [paths.adminPromoPackages()],
  adminPromoPackage: () => [paths.adminPromoPackage(7)],
  adminTariffs: () => [paths.adminTariffs()],
  adminUsers: () => [paths.adminUsers()],
  adminUser: () => [paths.adminUser(7)],
  adminProductCategories: () => [paths.adminProductCategories()],
  adminServiceCategories: () => [paths.adminServiceCategories()],
  adminDealerPromoCodes: () => [paths.adminDealerPromoCodes()],
  adminDealerPromoCode: () => [paths.adminDealerPromoCode(7)],
  adminDealerRequests: () => [paths.adminDealerRequests()],
  adminDealerStatistics: () => [paths.adminDealerStatistics()],
  adminDealerStatistic: () => [paths.adminDealerStatistic(7)],
  adminInvoices: () => [paths.adminInvoices()],
  adminPayments: () => [paths.adminPayments()],
  backups: () => [paths.backups()],
  historyOrders: () => [paths.historyOrders()],
  historyOrder: () => [paths.historyOrder(7)],
  oldTree: () => [paths.oldTree()],
  memoryPages: () => [paths.memoryPages()],
  memoryPage: () => [paths.memoryPage(7)],
  persons: () => [paths.persons()],
  tree: () => [paths.tree(), paths.tree(7)],
  affiliatePages: () => [paths.affiliatePages()],
  affiliatePage: () => [paths.affiliatePage(7)],
  affiliateHandover: () => [paths.affiliateHandover(7)],
  affiliateFullRights: () => [paths.affiliateFullRights(7)],
  branches: () => [paths.branches()],
  branchInvite: () => [paths.branchInvite()],
  filialInvitations: () => [paths.filialInvitations()],
  calendar: () => [paths.calendar(), paths.calendar({ view: 'day', date: '2026-11-20' })],
  catalogs: () => [paths.catalogs()],
  companyPromoCodes: () => [paths.companyPromoCodes()],
  companyPromoCode: () => [paths.companyPromoCode(7)],
  compositions: () => [paths.compositions()],
  composition: () => [paths.composition(7), paths.composition('new')],
  deceased: () => [paths.deceased()],
  documentTemplates: () => [paths.documentTemplates()],
  documentTemplate: () => [paths.documentTemplate('7')],
  employees: () => [paths.employees()],
  employeeInvitations: () => [paths.employeeInvitations()],
  roles: () => [paths.roles()],
  journal: () => [paths.journal()],
  landing: () => [paths.landing()],
  orders: () => [
    paths.orders(),
    paths.orders({
      view: 'board',
      status: 'active',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      debt: true,
    }),
  ],
  orderCreate: () => [paths.orderCreate(), paths.orderCreate(1), paths.orderCreate(2)],
  order: () => [paths.order(7)],
  patterns: () => [paths.patterns()],
  patternCategories: () => [paths.patternCategories(), paths.patternCategories(7)],
  patternProducts: () => [paths.patternProducts(), paths.patternProducts(7)],
  periodicNotify: () => [paths.periodicNotify(), paths.periodicNotify(7)],
  periodicNotifyDeceased: () => [paths.periodicNotifyDeceased(), paths.periodicNotifyDeceased(7)],
  periodicNotifyStatistic: () => [paths.periodicNotifyStatistic(), paths.periodicNotifyStatistic(7)],
  products: () => [paths.products()],
  productCategories: () => [paths.productCategories()],
  reports: () => [paths.reports()],
  requests: () => [paths.requests(), paths.requests({ status: 'new' })],
  request: () => [paths.request(7)],
  agentRequests: () => [paths.agentRequests()],
  agentRequestEdit: () => [paths.agentRequestEdit(7), paths.agentRequestEdit('new')],
  agentRequest: () => [paths.agentRequest(7)],
  serialNumbers: () => [paths.serialNumbers()],
  passportsList: () => [paths.passportsList(), paths.passportsList(7)],
  passportsListUpdate: () => [paths.passportsListUpdate(), paths.passportsListUpdate(7)],
  passportsView: () => [paths.passportsView(), paths.passportsView(7)],
  passportsViewUpdate: () => [paths.passportsViewUpdate(), paths.passportsViewUpdate(7)],
  passportRequests: () => [paths.passportRequests(), paths.passportRequests(7)],
  passportRequestsView: () => [paths.passportRequestsView(), paths.passportRequestsView(7)],
  cemeteries: () => [paths.cemeteries()],
  placeGraves: () => [paths.placeGraves(), paths.placeGraves(7)],
  services: () => [paths.services()],
  serviceCategories: () => [paths.serviceCategories()],
  compensations: () => [paths.compensations()],
  shoppers: () => [paths.shoppers()],
  stock: () => [paths.stock()],
  stores: () => [paths.stores()],
  stockArrival: () => [paths.stockArrival(), paths.stockArrival(7)],
  stockConsumption: () => [paths.stockConsumption(), paths.stockConsumption(7)],
  stockMovement: () => [paths.stockMovement(), paths.stockMovement(7)],
  stockSupplier: () => [paths.stockSupplier(), paths.stockSupplier(7)],
  tasks: () => [paths.tasks(), paths.tasks({ status: 'overdue' })],
  taskCreate: () => [
    paths.taskCreate(),
    paths.taskCreate({ orderId: 7 }),
    paths.taskCreate({ templateId: 3 }),
  ],
  taskTemplates: () => [paths.taskTemplates()],
  task: () => [paths.task(7)],
  telephony: () => [paths.telephony()],
  dealerPartners: () => [paths.dealerPartners()],
  dealerPartner: () => [paths.dealerPartner(7)],
  dealerPromoCodes: () => [paths.dealerPromoCodes()],
  dealerPromoCode: () => [paths.dealerPromoCode(7)],
  dealerPromoRequests: () => [paths.dealerPromoRequests()],
  dealerPromoRequest: () => [paths.dealerPromoRequest(7)],
  files: () => [paths.files()],
  tariff: () => [paths.tariff()],
  testPayment: () => [paths.testPayment('2f6b-1a')],
  dashboard: () => [paths.dashboard()],
  profile: () => [paths.profile()],
  profileCompany: () => [paths.profileCompany()],
  documentViewer: () => [paths.documentViewer(), paths.documentViewer(7)],
};

const pathnameOf = (address: string) => new URL(address, 'http://localhost').pathname;

describe('paths', () => {
  it('has a sample for every builder', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(paths).sort());
  });

  it('builds addresses that open a route of the table', () => {
    const unknown = Object.values(SAMPLES)
      .flatMap((sample) => sample())
      .filter((address) => matchRoute(pathnameOf(address)) === null);
    expect(unknown).toEqual([]);
  });

  it('has a builder for every route of the table', () => {
    const reached = new Set(
      Object.values(SAMPLES)
        .flatMap((sample) => sample())
        .map((address) => matchRoute(pathnameOf(address))?.path),
    );
    expect(ROUTES.map((route) => route.path).filter((path) => !reached.has(path))).toEqual([]);
  });

  it('keeps to the public pages (and the cabinet’s home) in paths.ts', () => {
    const cabinet = Object.keys(publicPaths)
      .flatMap((name) => SAMPLES[name as Builder]())
      .map((address) => matchRoute(pathnameOf(address)))
      .filter((route) => route?.audience === 'auth' && route.path !== publicPaths.dashboard());
    expect(cabinet).toEqual([]);
  });

  it('puts the parameters where the pages read them', () => {
    expect(paths.order(12)).toBe('/app/orders/12');
    expect(paths.orderCreate(1)).toBe('/app/orders/create?type=1');
    expect(paths.taskCreate({ orderId: 5 })).toBe('/app/tasks/create?order_id=5');
    expect(paths.taskCreate({ templateId: 3 })).toBe('/app/tasks/create?template_id=3');
    expect(paths.tree(4)).toBe('/app/tree?node=4');
    expect(paths.tree()).toBe('/app/tree');
    expect(paths.placeGraves(7)).toBe('/app/place-graves?cemetery=7');
    expect(paths.documentViewer(9)).toBe('/app/document-viewer?document=9');
    expect(paths.auth('login')).toBe('/auth?plan=login');
    expect(paths.auth()).toBe('/auth');
    expect(paths.search('  Иван Петров ')).toBe(`/search/${encodeURIComponent('Иван Петров')}`);
    expect(paths.search(' ')).toBe('/search');
    expect(paths.searchPeople(' Иванов ')).toBe(`/search/${encodeURIComponent('Иванов')}?tab=people`);
    expect(paths.searchPeople()).toBe('/search?tab=people');
    expect(paths.companyCatalog(3)).toBe('/company/3/catalog');
    expect(paths.patternCategories()).toBe('/app/patterns/categories');
    expect(paths.composition('new')).toBe('/app/composition/new');
  });
});

describe('the links of the company’s home page', () => {
  it('carry the filters the lists read', () => {
    expect(
      paths.orders({ status: 'active', start_date: '2026-11-01', end_date: '2026-11-30', debt: true }),
    ).toBe('/app/orders?status=active&start_date=2026-11-01&end_date=2026-11-30&debt=true');
    expect(paths.orders({ view: 'board', responsible: 7 })).toBe('/app/orders?view=board&responsible=7');
    expect(paths.orders({ debt: false })).toBe('/app/orders');
    expect(paths.calendar({ view: 'day', date: '2026-11-20' })).toBe(
      '/app/calendar?view=day&date=2026-11-20',
    );
    expect(paths.requests({ status: 'new' })).toBe('/app/requests?status=new');
    expect(paths.tasks({ status: 'overdue' })).toBe('/app/tasks?status=overdue');
  });
});
