/**
 * Modules a role grants levels on (SPEC §6). The spec names the first nineteen and says "and others";
 * the rest are the areas later issues add, each needing its own right: memory pages (the managers'
 * memory-page right), passport requests (the extra burial-passport request role), mailings, telephony,
 * documents and reviews.
 */
export const MODULES = [
  'persons',
  'companies',
  'users',
  'packets',
  'tree',
  'tariffs',
  'orders',
  'stock',
  'services',
  'tasks',
  'landing',
  'journal',
  'report',
  'shoppers',
  'manager',
  'admin',
  'serial_number',
  'promo-code',
  'partners',
  'memory_pages',
  'passport_requests',
  'notify',
  'telephony',
  'documents',
  'reviews',
] as const;

export type Module = (typeof MODULES)[number];

export const MODULE_LABELS: Record<Module, string> = {
  persons: 'Персоны',
  companies: 'Филиалы',
  users: 'Пользователи',
  packets: 'Пакеты',
  tree: 'Генеалогическое древо',
  tariffs: 'Тарифы',
  orders: 'Сделки',
  stock: 'Склады',
  services: 'Каталог: товары и услуги',
  tasks: 'Задачи',
  landing: 'Сайт компании',
  journal: 'Журнал изменений',
  report: 'Отчёты',
  shoppers: 'Клиенты',
  manager: 'Сотрудники и роли',
  admin: 'Администрирование',
  serial_number: 'Паспорта захоронений',
  'promo-code': 'Промокоды',
  partners: 'Партнёры',
  memory_pages: 'Страницы памяти',
  passport_requests: 'Заявки на паспорта захоронений',
  notify: 'Рассылки',
  telephony: 'Телефония',
  documents: 'Документы',
  reviews: 'Отзывы',
};

/** 1 full, 2 read-write, 3 read-only. A lower number is a wider right. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL = { full: 1, readWrite: 2, readOnly: 3 } as const satisfies Record<string, Level>;

export const LEVEL_LABELS: Record<Level, string> = {
  1: 'Полный доступ',
  2: 'Чтение и запись',
  3: 'Только чтение',
};

export type ModuleLevels = Partial<Record<Module, Level>>;
