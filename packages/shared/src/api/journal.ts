import { z } from 'zod';
import { blankToUndefined, listQuerySchema } from './common';

/**
 * The company's journal (SPEC §7 Miscellaneous, /api/journal/company/): who changed which record and when,
 * read from the audit records every service writes in the transaction of the change. The labels below are
 * the one place both apps take the record types' and fields' Russian names from.
 */

/** The `model` of an audit record → what the journal calls it. A model not listed shows its own name. */
export const JOURNAL_MODEL_LABELS: Readonly<Record<string, string>> = {
  Company: 'Компания',
  CompanyIntegrations: 'Интеграции компании',
  Branch: 'Филиал',
  BranchInvitation: 'Приглашение филиала',
  Employee: 'Сотрудник',
  Invitation: 'Приглашение сотрудника',
  Role: 'Роль',
  Product: 'Товар',
  Service: 'Услуга',
  ProductPhoto: 'Фото товара',
  ServicePhoto: 'Фото услуги',
  ProductCategory: 'Категория товаров',
  ServiceCategory: 'Категория услуг',
  Composition: 'Готовое решение',
  Catalog: 'Каталог',
  Compensation: 'Компенсация',
  Landing: 'Сайт компании',
  LandingManagers: 'Менеджеры на сайте',
  LandingSlider: 'Слайд сайта',
  LandingPopularProducts: 'Популярные товары на сайте',
  LandingPopularServices: 'Популярные услуги на сайте',
  Media: 'Файл',
  Person: 'Персона',
  MemoryPage: 'Страница памяти',
  MemoryPageHandover: 'Передача страницы памяти',
  GuestBook: 'Книга памяти',
  GuestBookEntry: 'Запись книги памяти',
  Shopper: 'Клиент',
  SiteRequest: 'Заявка с сайта',
  BurialPassport: 'Паспорт захоронения',
  PassportRequest: 'Заявка на паспорт захоронения',
  AgentRequest: 'Заявка агента',
  Order: 'Сделка',
  OrderDeceased: 'Умерший в сделке',
  OrderPayment: 'Платёж',
  OrderNote: 'Заметка к сделке',
  Task: 'Задача',
  TaskComment: 'Комментарий к задаче',
  TaskTemplate: 'Шаблон задачи',
  Todo: 'Пункт задачи',
  TodoTemplate: 'Пункт шаблона задачи',
  DocumentTemplate: 'Шаблон документа',
  CustomDocument: 'Документ',
  Review: 'Отзыв',
  // dealers (issue 16): a request to become one, and a promo code (a dealer's request, then its code)
  DealerApplication: 'Заявка дилера',
  PromoCode: 'Промокод',
  // the administrators' accounts console (issue 16): written under no company
  Account: 'Аккаунт',
};

export function journalModelLabel(model: string): string {
  return JOURNAL_MODEL_LABELS[model] ?? model;
}

/** The fields the services journal (the API's names) → labels; a field not listed shows its own name. */
export const JOURNAL_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Название',
  title: 'Заголовок',
  description: 'Описание',
  note: 'Примечание',
  comment: 'Комментарий',
  status: 'Статус',
  type: 'Тип',
  kind: 'Вид',
  phone: 'Телефон',
  email: 'E-mail',
  address: 'Адрес',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  bik: 'БИК',
  logo: 'Логотип',
  image: 'Изображение',
  size: 'Размер',
  price: 'Цена',
  unit: 'Единица',
  quantity: 'Количество',
  amount: 'Сумма',
  total: 'Итого',
  paid: 'Оплачено',
  paid_on: 'Дата оплаты',
  method: 'Способ оплаты',
  discount: 'Скидка',
  discount_kind: 'Вид скидки',
  discount_value: 'Скидка',
  items: 'Позиции',
  item_ids: 'Позиции',
  item_id: 'Позиция',
  ids: 'Выбранные записи',
  position: 'Порядок',
  is_archive: 'В архиве',
  is_active: 'Активен',
  is_new: 'Новая',
  modules: 'Права по разделам',
  role_ids: 'Роли',
  account_id: 'Аккаунт',
  parent_id: 'Основная компания',
  target_company_id: 'Компания',
  reason: 'Причина',
  code: 'Код',
  discount_percent: 'Скидка, %',
  dealer_share_percent: 'Доля дилера, %',
  audience: 'Для кого',
  max_uses: 'Число использований',
  valid_until: 'Действует до',
  disabled_by_admin: 'Отключён администратором',
  number: 'Номер',
  type_order: 'Тип сделки',
  category_order: 'Категория сделки',
  shopper_id: 'Клиент',
  shopper: 'Клиент',
  responsible_id: 'Ответственный',
  text: 'Текст',
  order_id: 'Сделка',
  person_id: 'Персона',
  full_name: 'ФИО',
  funeral_at: 'Дата похорон',
  cremation_at: 'Дата кремации',
  burial_place: 'Место захоронения',
  type_shopper: 'Тип клиента',
  physical_person: 'Физическое лицо',
  legal_entity: 'Юридическое лицо',
  is_confirmed: 'Подтверждён',
  confirmed_at: 'Дата подтверждения',
  confirmed_by: 'Подтверждён через',
  is_notify_phone: 'Уведомления по телефону',
  is_notify_email: 'Уведомления по e-mail',
  first_name: 'Имя',
  last_name: 'Фамилия',
  patronymic: 'Отчество',
  gender: 'Пол',
  // a person's name parts and the details of its dates (issue 12, GEDCOM without loss)
  name_prefix: 'Перед именем',
  name_suffix: 'После имени',
  nickname: 'Прозвище',
  date_birth: 'Дата рождения',
  date_birth_qualifier: 'Уточнение даты рождения',
  date_birth_to: 'Вторая дата рождения',
  date_birth_calendar: 'Календарь даты рождения',
  date_birth_phrase: 'Дата рождения словами',
  date_death_qualifier: 'Уточнение даты смерти',
  date_death_to: 'Вторая дата смерти',
  date_death_calendar: 'Календарь даты смерти',
  date_death_phrase: 'Дата смерти словами',
  birth_date: 'Дата рождения',
  death_date: 'Дата смерти',
  epitaph: 'Эпитафия',
  biography: 'Биография',
  visibility: 'Видимость',
  color: 'Цвет',
  city_id: 'Город',
  latitude: 'Широта',
  longitude: 'Долгота',
  cat_id: 'Категория',
  category_id: 'Категория',
  pattern_category_id: 'Шаблон категории',
  deadline: 'Срок',
  assignee_id: 'Исполнитель',
  // a task, its to-dos and templates
  template_id: 'Шаблон',
  task_id: 'Задача',
  todos: 'Пункты',
  todo_order: 'Порядок пунктов',
  is_done: 'Выполнен',
  sort_order: 'Порядок',
  // the company's details for documents (model Company) and documents
  legal_name: 'Полное наименование',
  bank_name: 'Банк',
  bank_account: 'Расчётный счёт',
  corr_account: 'Корреспондентский счёт',
  director_position: 'Должность подписывающего',
  director_name: 'Подписывающий',
  file_name: 'Имя файла',
  format: 'Формат',
  // a review
  stars: 'Оценка',
  is_moderation: 'Одобрен',
  is_banned: 'Заблокирован',
  // an agent request
  agent_name: 'ФИО агента',
  agent_phone: 'Телефон агента',
  agent_organization: 'Организация агента',
  contact_name: 'Контакт семьи',
  contact_phone: 'Телефон семьи',
  contact_email: 'E-mail семьи',
  deceased_last_name: 'Фамилия умершего',
  deceased_first_name: 'Имя умершего',
  deceased_patronymic: 'Отчество умершего',
  date_death: 'Дата смерти',
  place: 'Где находится умерший',
  fee: 'Вознаграждение агенту',
  // an account blocked, unblocked or sent a password reset code by an administrator
  password_reset_sent_to: 'Код смены пароля отправлен на',
};

export function journalFieldLabel(field: string): string {
  return JOURNAL_FIELD_LABELS[field] ?? field;
}

export const JOURNAL_ACTIONS = ['create', 'update', 'delete'] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_ACTION_LABELS: Record<JournalAction, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
};

export const JOURNAL_MSG = {
  date: 'Неверная дата: укажите день, месяц и год',
  range: 'Дата «по» не может быть раньше даты «с»',
} as const;

const day = z.preprocess(blankToUndefined, z.iso.date({ error: JOURNAL_MSG.date }).optional());

/**
 * GET /api/journal/company/history/: model_name (a record type), account (who made the change), date_from and
 * date_to (days, Moscow time, both included), record_id, action; newest first.
 */
export const journalHistoryQuerySchema = listQuerySchema
  .extend({
    model_name: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
    account: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    date_from: day,
    date_to: day.meta({ description: 'Not before date_from' }),
    record_id: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
    action: z.preprocess(blankToUndefined, z.enum(JOURNAL_ACTIONS).optional()),
  })
  .refine((value) => !value.date_from || !value.date_to || value.date_from <= value.date_to, {
    message: JOURNAL_MSG.range,
    path: ['date_to'],
  });

export type JournalHistoryQuery = z.input<typeof journalHistoryQuerySchema>;

export const journalAccountSchema = z.object({ id: z.number().int(), name: z.string() });

/** Whose names the account filter offers: who made changes (the history) or who downloaded documents. */
export const JOURNAL_ACCOUNT_SOURCES = ['changes', 'downloads'] as const;
export type JournalAccountSource = (typeof JOURNAL_ACCOUNT_SOURCES)[number];

/** GET /api/journal/company/accounts/?of=changes|downloads (ours; changes when absent). */
export const journalAccountsQuerySchema = z.object({
  of: z.preprocess(blankToUndefined, z.enum(JOURNAL_ACCOUNT_SOURCES).default('changes')),
});
export type JournalAccount = z.infer<typeof journalAccountSchema>;

export const journalChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });

export const journalEntrySchema = z.object({
  id: z.number().int(),
  model: z.string(),
  model_label: z.string(),
  record_id: z.string(),
  action: z.enum(JOURNAL_ACTIONS),
  changes: z.record(z.string(), journalChangeSchema),
  created_at: z.string(),
  /** null: the change was made by the platform, or the account no longer exists */
  account: journalAccountSchema.nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /api/journal/company/model_names/: the record types present in the company's journal. */
export const journalModelNameSchema = z.object({ value: z.string(), label: z.string() });
export type JournalModelName = z.infer<typeof journalModelNameSchema>;
