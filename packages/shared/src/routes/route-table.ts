import type { CompanyType } from '../permissions/company-types';
import type { Level, Module } from '../permissions/modules';
import { USER_TYPE, type UserType } from '../permissions/user-types';

export type Layout = 'app' | 'user' | 'blank' | 'default';
export type HelpPage = 'burial-place' | 'general' | 'landing' | 'tree';

export type RouteMeta = {
  /** react-router pattern; optional segments end with `?` */
  path: string;
  title: string;
  layout: Layout;
  /** guest: only signed-out visitors; public: anyone; auth: signed-in accounts matching the rule */
  audience: 'guest' | 'public' | 'auth';
  userTypes?: readonly UserType[];
  companyTypes?: readonly CompanyType[];
  module?: Module;
  /** the level the page needs on its module (SPEC §6 "scope") */
  scope?: Level;
  help?: HelpPage;
  cart?: boolean;
};

const { user, company, manager, admin } = USER_TYPE;
const ANY: readonly UserType[] = [user, company, manager, admin];
const STAFF: readonly UserType[] = [company, manager];

function guest(path: string, title: string, layout: Layout): RouteMeta {
  return { path, title, layout, audience: 'guest' };
}
function open(path: string, title: string, layout: Layout, extra: Partial<RouteMeta> = {}): RouteMeta {
  return { path, title, layout, audience: 'public', ...extra };
}
function signedIn(path: string, title: string, extra: Partial<RouteMeta> = {}): RouteMeta {
  return { path, title, layout: 'app', audience: 'auth', userTypes: ANY, ...extra };
}
function adminPage(path: string, title: string): RouteMeta {
  return { path: `/admin/${path}`, title, layout: 'app', audience: 'auth', userTypes: [admin] };
}
function userPage(path: string, title: string, extra: Partial<RouteMeta> = {}): RouteMeta {
  return { path: `/app/${path}`, title, layout: 'app', audience: 'auth', userTypes: [user], ...extra };
}
function staffPage(path: string, title: string, module: Module, extra: Partial<RouteMeta> = {}): RouteMeta {
  return {
    path: `/app/${path}`,
    title,
    layout: 'app',
    audience: 'auth',
    userTypes: STAFF,
    module,
    scope: 3,
    ...extra,
  };
}
/**
 * A family asks for its own dead's burial passports too (issue 15 §3): the applicant's passport pages open to users,
 * beyond SPEC §2's company-and-manager list (docs/decisions.md).
 */
const FAMILIES_TOO: Partial<RouteMeta> = { userTypes: [user, company, manager] };

/** A municipal organisation's page that changes what it governs (the server's `governorOf`: «serial_number» ≤ 2). */
const MUNICIPAL_EDITS: Partial<RouteMeta> = { companyTypes: ['MUNICIPAL'], scope: 2 };

function dealerPage(path: string, title: string, module: Module): RouteMeta {
  return staffPage(`dealer/${path}`, title, module, { companyTypes: ['DEALER'] });
}

/**
 * Every page route of SPEC §2 with its meta. The web app builds its router and sidebar from it; its links build the
 * addresses with paths.ts (public pages) and cabinet-paths.ts (all), which a test keeps in step with this table.
 */
export const ROUTES: readonly RouteMeta[] = [
  // Public and guest
  guest('/', 'Светлая память', 'default'),
  guest('/auth', 'Вход и регистрация', 'blank'),
  open('/routes', 'Карта сайта', 'default'),
  open('/info/agreement', 'Пользовательское соглашение', 'default'),
  open('/info/updates', 'Обновления', 'blank'),
  open('/company/:id', 'Страница компании', 'user', { cart: true, help: 'landing' }),
  open('/company/:id/catalog', 'Каталог компании', 'user', { cart: true }),
  open('/company_old/:id?', 'Страница компании', 'user', { cart: true }),
  // the light public layout: the page a shared link or a QR code on a grave opens must load fast on a phone
  open('/person/:id?', 'Страница памяти', 'default'),
  open('/search/:query?', 'Поиск', 'user', { cart: true }),
  open('/user/:id?', 'Профиль пользователя', 'user'),
  open('/errors/403', 'Доступ закрыт', 'blank'),

  // Administrator
  adminPage('accept-municipal', 'Заявки муниципальных организаций'),
  adminPage('attributes-person', 'Атрибуты персон'),
  adminPage('bugs', 'Сообщения об ошибках'),
  adminPage('bugs/:id', 'Сообщение об ошибке'),
  adminPage('cemeteries', 'Кладбища'),
  adminPage('cities', 'Города'),
  adminPage('companies', 'Компании'),
  adminPage('import-person', 'Импорт персон'),
  adminPage('moderation-reviews', 'Модерация отзывов'),
  adminPage('notify', 'Уведомления'),
  adminPage('notify/:id', 'Уведомление'),
  adminPage('outbox', 'Исходящие сообщения'),
  adminPage('packets', 'Пакеты'),
  adminPage('pages-memory', 'Страницы памяти'),
  adminPage('partners', 'Партнёры'),
  adminPage('patterns', 'Шаблоны каталога'),
  adminPage('persons', 'Персоны'),
  adminPage('persons-unbound', 'Непривязанные персоны'),
  adminPage('place-graves', 'Места захоронений'),
  adminPage('portal-product', 'Продукты портала'),
  adminPage('profiles', 'Профили'),
  adminPage('promo-codes', 'Промокоды'),
  adminPage('promo-codes/:id?', 'Промокод'),
  adminPage('promo-packages', 'Промопакеты'),
  adminPage('promo-packages/:id?', 'Промопакет'),
  adminPage('tariffs', 'Тарифы'),
  adminPage('users', 'Пользователи'),
  adminPage('users/:id', 'Пользователь'),
  adminPage('categories/products', 'Категории товаров'),
  adminPage('categories/services', 'Категории услуг'),
  adminPage('dealers/promo-codes', 'Промокоды дилеров'),
  adminPage('dealers/promo-codes/:id?', 'Промокод дилера'),
  adminPage('dealers/requests', 'Заявки дилеров'),
  adminPage('dealers/statistic', 'Статистика дилеров'),
  adminPage('dealers/statistic/:id', 'Статистика дилера'),
  // not in SPEC §2: issue 14 §3–4 (companies' invoices marked paid; card payments refunded, balances corrected)
  adminPage('invoices', 'Счета компаний'),
  adminPage('payments', 'Платежи и баланс'),

  // Ordinary user (a company owner or employee in user mode reads as one)
  userPage('backups', 'Резервные копии'),
  userPage('history-orders', 'История заказов'),
  userPage('history-orders/:id?', 'Заказ'),
  userPage('oldtree', 'Древо списком', { help: 'tree' }),
  userPage('pages-memory', 'Страницы памяти'),
  userPage('pages-memory/:id?', 'Страница памяти'),
  userPage('persons', 'Персоны'),
  userPage('tree', 'Генеалогическое древо', { help: 'tree' }),

  // Company and manager
  staffPage('affiliate-program', 'Партнёрская программа', 'memory_pages'),
  staffPage('affiliate-program/:id?', 'Партнёрская программа', 'memory_pages'),
  staffPage('affiliate-program/update/:id', 'Передача страницы памяти', 'memory_pages'),
  staffPage('affiliate-program/update-full-right/:id', 'Передача прав на страницу', 'memory_pages'),
  staffPage('branches', 'Филиалы', 'companies'),
  staffPage('branches/invite', 'Пригласить филиал', 'companies', { userTypes: [company] }),
  staffPage('invite_filial', 'Приглашение в филиалы', 'companies'),
  staffPage('calendar', 'Календарь', 'tasks'),
  staffPage('catalogs', 'Каталоги', 'services'),
  staffPage('company-promo-codes', 'Промокоды компании', 'promo-code'),
  staffPage('company-promo-codes/:id?', 'Промокод компании', 'promo-code'),
  staffPage('composition', 'Готовые решения', 'services'),
  staffPage('composition/:id', 'Готовое решение', 'services'),
  staffPage('deceased', 'Умершие', 'orders'),
  staffPage('document-templates', 'Шаблоны документов', 'documents'),
  staffPage('document-templates/:id?', 'Шаблон документа', 'documents'),
  staffPage('employees', 'Сотрудники', 'manager'),
  staffPage('employees/invite', 'Приглашения', 'manager'),
  staffPage('employees/roles', 'Роли', 'manager'),
  staffPage('journal', 'Журнал изменений', 'journal'),
  staffPage('landing', 'Сайт', 'landing', { help: 'landing' }),
  staffPage('orders', 'Сделки', 'orders'),
  staffPage('orders/create', 'Новая сделка', 'orders', { scope: 2 }),
  staffPage('orders/:id', 'Сделка', 'orders'),
  staffPage('patterns', 'Шаблоны каталога', 'services'),
  staffPage('patterns/categories/:id?', 'Категории шаблона', 'services'),
  staffPage('patterns/products/:id?', 'Товары шаблона', 'services'),
  staffPage('periodic-notify/:id?', 'Рассылки', 'notify'),
  staffPage('periodic-notify-deceased/:id?', 'Рассылки родственникам', 'notify'),
  staffPage('periodic-notify-statistic/:id?', 'Статистика рассылок', 'notify'),
  staffPage('products', 'Товары', 'services'),
  staffPage('products/categories', 'Категории товаров', 'services'),
  staffPage('reports', 'Отчёты', 'report'),
  staffPage('requests', 'Заявки с сайта', 'orders'),
  staffPage('requests/:id', 'Заявка с сайта', 'orders'),
  staffPage('requests_agents', 'Заявки агентов', 'orders'),
  staffPage('requests_agents/:id', 'Заявка агента', 'orders'),
  staffPage('requests_agents/view/:id?', 'Заявка агента', 'orders'),
  staffPage('serial-number', 'Паспорта захоронений', 'serial_number', FAMILIES_TOO),
  staffPage('serial-number/passports-list/:id?', 'Список паспортов', 'serial_number', FAMILIES_TOO),
  staffPage('serial-number/passports-list/update/:id?', 'Паспорт захоронения', 'serial_number', FAMILIES_TOO),
  staffPage('serial-number/passports-view/:id?', 'Паспорта', 'serial_number', {
    companyTypes: ['MUNICIPAL'],
  }),
  staffPage('serial-number/passports-view/update/:id?', 'Паспорт', 'serial_number', {
    companyTypes: ['MUNICIPAL'],
  }),
  staffPage('serial-number/request-list/:id?', 'Заявки на паспорта', 'passport_requests', FAMILIES_TOO),
  staffPage('serial-number/request-view/:id?', 'Заявки на паспорта', 'passport_requests', {
    companyTypes: ['MUNICIPAL'],
  }),
  // not in SPEC §2 (issue 15 §1): the municipal organisation edits the cemeteries it governs and confirms the
  // graves proposed in them; pages for changing, so «Паспорта захоронений» read-write (docs/decisions.md)
  staffPage('cemeteries', 'Кладбища', 'serial_number', MUNICIPAL_EDITS),
  staffPage('place-graves', 'Могилы', 'serial_number', MUNICIPAL_EDITS),
  staffPage('services', 'Услуги', 'services'),
  staffPage('services/categories', 'Категории услуг', 'services'),
  staffPage('services/compensations', 'Компенсации', 'services'),
  staffPage('shoppers', 'Клиенты', 'shoppers'),
  staffPage('stock', 'Остатки', 'stock'),
  staffPage('store', 'Склады', 'stock'),
  staffPage('stock/arrival/:id?', 'Поступления', 'stock'),
  staffPage('stock/consumption/:id?', 'Расходы', 'stock'),
  staffPage('stock/movement-stock/:id?', 'Перемещения', 'stock'),
  staffPage('stock/supplier/:id?', 'Поставщики', 'stock'),
  staffPage('tasks', 'Задачи', 'tasks'),
  staffPage('tasks/create', 'Новая задача', 'tasks', { scope: 2 }),
  staffPage('tasks/templates', 'Шаблоны задач', 'tasks'),
  staffPage('tasks/:id', 'Задача', 'tasks'),
  staffPage('telephony', 'Телефония', 'telephony'),

  // Dealer companies
  dealerPage('partners', 'Партнёры', 'partners'),
  dealerPage('partners/:id', 'Партнёр', 'partners'),
  dealerPage('promo-code', 'Промокоды', 'promo-code'),
  dealerPage('promo-code/:id?', 'Промокод', 'promo-code'),
  dealerPage('requests-promo-code', 'Заявки на промокоды', 'promo-code'),
  dealerPage('requests-promo-code/:id?', 'Заявка на промокод', 'promo-code'),

  // Company or user
  signedIn('/app/files', 'Файлы', { userTypes: [user, company] }),
  signedIn('/app/tariff', 'Тарифы и пакеты', { userTypes: [user, company] }),
  // not in SPEC §2: the «Тестовая оплата» sandbox's page, where the card provider's page would be (issue 14 §3)
  signedIn('/app/payment/test/:id', 'Тестовая оплата', { layout: 'blank' }),

  // Any signed-in account
  signedIn('/app/dashboard', 'Главная', { help: 'general' }),
  signedIn('/app/profile', 'Мой профиль'),
  signedIn('/app/profile-company', 'Моя компания', { userTypes: [company, manager] }),
  signedIn('/app/document-viewer', 'Просмотр документа'),
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export function routeByPath(path: string): RouteMeta {
  const route = byPath.get(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
