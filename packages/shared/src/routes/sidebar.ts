/**
 * The cabinet sidebar of SPEC §2: the spec's groups and links, the day's work first (issue 12 §3, docs/decisions.md).
 * Labels are what the sidebar shows.
 */
export type SidebarLink = {
  path: string;
  label: string;
  /** what a family (an ordinary user, or staff in user mode) reads instead: its dashboard is «Главная» */
  familyLabel?: string;
  /** shown to families only, though the route opens for others too (a family's files) */
  familyOnly?: boolean;
};
export type SidebarGroup = { key: string; label: string | null; links: readonly SidebarLink[] };

const link = (path: string, label: string, family?: Pick<SidebarLink, 'familyLabel' | 'familyOnly'>) => ({
  path,
  label,
  ...family,
});

export const SIDEBAR: readonly SidebarGroup[] = [
  {
    key: 'statistics',
    label: null,
    links: [
      link('/app/dashboard', 'Статистика', { familyLabel: 'Главная' }),
      link('/admin/accept-municipal', 'Муниципальные организации'),
    ],
  },
  {
    key: 'genealogy',
    label: 'Генеалогия',
    links: [
      link('/app/tree', 'Древо'),
      link('/app/persons', 'Персоны'),
      link('/app/files', 'Файлы', { familyOnly: true }),
      link('/app/backups', 'Резервные копии'),
    ],
  },
  {
    key: 'memory',
    label: null,
    links: [link('/app/pages-memory', 'Страницы памяти'), link('/app/history-orders', 'История заказов')],
  },
  {
    key: 'deals',
    label: 'Сделки',
    links: [
      link('/app/orders', 'Сделки'),
      link('/app/requests', 'Заявки с сайта'),
      link('/app/requests_agents', 'Заявки агентов'),
      link('/app/document-templates', 'Шаблоны документов'),
    ],
  },
  {
    key: 'people',
    label: null,
    links: [
      link('/app/shoppers', 'Клиенты'),
      link('/app/deceased', 'Умершие'),
      link('/app/affiliate-program', 'Партнёрская программа'),
    ],
  },
  {
    key: 'tasks',
    label: 'Задачи',
    links: [link('/app/tasks', 'Задачи'), link('/app/tasks/templates', 'Шаблоны задач')],
  },
  // the day's work first (issue 12 §3): deals, requests, clients, tasks, the calendar; then the catalogue and the
  // site; then the company's settings (branches, employees, reports, the journal)
  { key: 'calendar', label: null, links: [link('/app/calendar', 'Календарь')] },
  {
    key: 'passports',
    label: 'Заявки',
    links: [
      link('/app/serial-number/request-view', 'Заявки на паспорта'),
      link('/app/serial-number/request-list', 'Мои заявки', { familyLabel: 'Заявки на паспорта' }),
      link('/app/serial-number/passports-view', 'Паспорта'),
      link('/app/serial-number/passports-list', 'Список паспортов', { familyLabel: 'Паспорта захоронений' }),
    ],
  },
  // a municipal organisation's cemeteries and the graves proposed in them, beside its passports (issue 15 §1)
  {
    key: 'cemeteries',
    label: 'Кладбища',
    links: [link('/app/cemeteries', 'Кладбища'), link('/app/place-graves', 'Могилы')],
  },
  {
    key: 'products',
    label: 'Товары',
    links: [link('/app/products', 'Товары'), link('/app/products/categories', 'Категории')],
  },
  {
    key: 'services',
    label: 'Услуги',
    links: [
      link('/app/services', 'Услуги'),
      link('/app/services/categories', 'Категории'),
      link('/app/services/compensations', 'Компенсации'),
    ],
  },
  {
    key: 'catalog',
    label: null,
    links: [link('/app/composition', 'Готовые решения'), link('/app/catalogs', 'Каталоги')],
  },
  {
    key: 'warehouses',
    label: 'Склады',
    links: [
      link('/app/store', 'Склады'),
      link('/app/stock', 'Остатки'),
      link('/app/stock/movement-stock', 'Перемещения'),
      link('/app/stock/arrival', 'Поступления'),
      link('/app/stock/consumption', 'Расходы'),
      link('/app/stock/supplier', 'Поставщики'),
    ],
  },
  {
    key: 'site',
    label: null,
    links: [link('/app/patterns', 'Шаблоны каталога'), link('/app/landing', 'Сайт')],
  },
  {
    key: 'promo',
    label: 'Промокоды',
    links: [
      link('/app/dealer/requests-promo-code', 'Заявки на промокоды'),
      link('/app/dealer/promo-code', 'Промокоды дилера'),
      link('/app/company-promo-codes', 'Промокоды компании'),
      link('/app/dealer/partners', 'Партнёры'),
    ],
  },
  {
    key: 'mailings',
    label: 'Рассылки',
    links: [
      link('/app/periodic-notify', 'Рассылки'),
      link('/app/periodic-notify-deceased', 'Родственникам умерших'),
      link('/app/periodic-notify-statistic', 'Статистика'),
    ],
  },
  { key: 'integrations', label: 'Интеграции', links: [link('/app/telephony', 'Телефония')] },
  { key: 'branches', label: 'Филиалы', links: [link('/app/branches', 'Филиалы')] },
  {
    key: 'employees',
    label: 'Сотрудники',
    links: [
      link('/app/employees', 'Сотрудники'),
      link('/app/employees/roles', 'Роли'),
      link('/app/employees/invite', 'Приглашения'),
    ],
  },
  {
    key: 'control',
    label: null,
    links: [
      link('/app/reports', 'Отчёты'),
      // SPEC §2 lists no place for the journal; it sits with the company's settings and reports
      link('/app/journal', 'Журнал изменений'),
    ],
  },
  {
    key: 'admin-offers',
    label: 'Предложения',
    links: [
      link('/admin/tariffs', 'Тарифы'),
      link('/admin/packets', 'Пакеты'),
      link('/admin/invoices', 'Счета компаний'),
      link('/admin/payments', 'Платежи и баланс'),
      link('/admin/promo-packages', 'Промопакеты'),
      link('/admin/promo-codes', 'Промокоды'),
      link('/admin/portal-product', 'Продукты портала'),
    ],
  },
  {
    key: 'admin-dealers',
    label: 'Дилеры',
    links: [
      link('/admin/dealers/requests', 'Заявки дилеров'),
      link('/admin/dealers/promo-codes', 'Промокоды дилеров'),
      link('/admin/dealers/statistic', 'Статистика дилеров'),
    ],
  },
  {
    key: 'admin-entities',
    label: 'Сущности',
    links: [
      link('/admin/partners', 'Партнёры'),
      link('/admin/users', 'Пользователи'),
      link('/admin/profiles', 'Профили'),
      link('/admin/companies', 'Компании'),
      link('/admin/persons', 'Персоны'),
      link('/admin/pages-memory', 'Страницы памяти'),
      link('/admin/cemeteries', 'Кладбища'),
      link('/admin/cities', 'Города'),
      link('/admin/place-graves', 'Места захоронений'),
      link('/admin/persons-unbound', 'Непривязанные персоны'),
      link('/admin/import-person', 'Импорт персон'),
      link('/admin/attributes-person', 'Атрибуты персон'),
      link('/admin/categories/products', 'Категории товаров'),
      link('/admin/categories/services', 'Категории услуг'),
      link('/admin/patterns', 'Шаблоны каталога'),
      link('/admin/moderation-reviews', 'Модерация отзывов'),
      link('/admin/bugs', 'Сообщения об ошибках'),
      link('/admin/outbox', 'Исходящие сообщения'),
    ],
  },
];
