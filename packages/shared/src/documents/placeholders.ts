/**
 * The placeholders a company's .docx template may hold (issue 5 §3): the one list the server fills and the web app
 * shows with copy buttons. A placeholder is written in braces, `{client_name}`; the deal's lines are a loop over a
 * table row: `{#items}{n}` in its first cell … `{sum}{/items}` in its last, and the row repeats per line.
 * Any placeholder also works as a condition: `{#funeral_date}…{/funeral_date}` shows its text only when the value
 * is not empty, `{^funeral_date}…{/funeral_date}` only when it is.
 * Money is rubles with two decimals («12 345,00»), dates dd.MM.yyyy, «…_words» the same in words.
 */

export type PlaceholderGroup = 'client' | 'deceased' | 'order' | 'items' | 'totals' | 'company' | 'dates';

export type Placeholder = {
  /** what goes in braces; a line's field is written inside the {#items}…{/items} loop */
  key: string;
  group: PlaceholderGroup;
  description: string;
  example: string;
};

export const PLACEHOLDER_GROUP_LABELS: Record<PlaceholderGroup, string> = {
  client: 'Клиент',
  deceased: 'Умерший',
  order: 'Сделка',
  items: 'Позиции сделки (строка таблицы)',
  totals: 'Суммы',
  company: 'Реквизиты компании',
  dates: 'Дата документа',
};

/** The loop over the deal's lines: `{#items}` opens it, `{/items}` closes it. */
export const ITEMS_LOOP = 'items';

const p = (group: PlaceholderGroup, key: string, description: string, example: string): Placeholder => ({
  key,
  group,
  description,
  example,
});

export const PLACEHOLDERS: readonly Placeholder[] = [
  // client
  p('client', 'client_name', 'ФИО клиента или название организации', 'Иванова Мария Петровна'),
  p(
    'client',
    'client_short_name',
    'Фамилия и инициалы (для подписи) или название организации',
    'Иванова М. П.',
  ),
  p('client', 'client_type', 'Вид клиента', 'Физическое лицо'),
  p('client', 'client_phone', 'Телефон клиента', '+7 (900) 555-12-34'),
  p('client', 'client_email', 'E-mail клиента', 'maria@mail.ru'),
  p(
    'client',
    'client_address',
    'Адрес клиента (регистрации или юридический)',
    'г. Тверь, ул. Советская, д. 5, кв. 12',
  ),
  p('client', 'client_birth_date', 'Дата рождения клиента', '12.04.1961'),
  p(
    'client',
    'client_passport',
    'Паспорт клиента: серия, номер, кем и когда выдан, код подразделения',
    'серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006, код подразделения 690-001',
  ),
  p('client', 'client_inn', 'ИНН организации-клиента', '7707083893'),
  p('client', 'client_kpp', 'КПП организации-клиента', '773601001'),
  p('client', 'client_ogrn', 'ОГРН организации-клиента', '1027700132195'),
  p(
    'client',
    'client_representative',
    'Представитель организации-клиента',
    'Генеральный директор Петров П. П.',
  ),
  p('client', 'client_bank_name', 'Банк клиента', 'ПАО Сбербанк'),
  p('client', 'client_bik', 'БИК банка клиента', '044525225'),
  p('client', 'client_bank_account', 'Расчётный счёт клиента', '40702810938000012345'),
  p('client', 'client_corr_account', 'Корреспондентский счёт банка клиента', '30101810400000000225'),
  p(
    'client',
    'client_requisites',
    'Одной строкой: паспорт физического лица или ИНН/КПП/ОГРН организации',
    'паспорт серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006',
  ),
  p(
    'client',
    'client_party',
    'Клиент для преамбулы договора: имя и документ (паспорт или ИНН/КПП/ОГРН)',
    'Иванова Мария Петровна, паспорт серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006',
  ),
  p(
    'client',
    'client_details',
    'Клиент одной строкой: имя, документ или ИНН, адрес, телефон (пустое пропускается)',
    'Иванова Мария Петровна, паспорт серия 2805 № 123456, г. Тверь, ул. Советская, д. 5, кв. 12, тел. +7 (900) 555-12-34',
  ),
  p(
    'client',
    'client_bank_details',
    'Банковские реквизиты клиента одной строкой',
    'р/с 40702810938000012345 в ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225',
  ),
  // deceased
  p('deceased', 'deceased_name', 'ФИО умершего (несколько — через запятую)', 'Иванов Пётр Семёнович'),
  p(
    'deceased',
    'deceased_details',
    'ФИО и даты жизни умершего (несколько — через точку с запятой)',
    'Иванов Пётр Семёнович (03.02.1941 — 18.11.2026)',
  ),
  p('deceased', 'deceased_birth_date', 'Дата рождения умершего', '03.02.1941'),
  p('deceased', 'deceased_death_date', 'Дата смерти умершего', '18.11.2026'),
  p('deceased', 'deceased_birth_date_words', 'Дата рождения умершего прописью', '3 февраля 1941 г.'),
  p('deceased', 'deceased_death_date_words', 'Дата смерти умершего прописью', '18 ноября 2026 г.'),
  p(
    'deceased',
    'burial_place',
    'Место захоронения (из сделки, иначе у умершего)',
    'Дмитрово-Черкасское кладбище, участок 12',
  ),
  // order
  p('order', 'order_number', 'Номер сделки', '15'),
  p('order', 'order_type', 'Тип сделки', 'Сделка'),
  p('order', 'order_category', 'Категория сделки', 'Захоронение'),
  p('order', 'order_status', 'Статус сделки', 'В работе'),
  p('order', 'order_date', 'Дата создания сделки', '19.11.2026'),
  p('order', 'order_date_words', 'Дата создания сделки прописью', '19 ноября 2026 г.'),
  p('order', 'funeral_date', 'Дата похорон', '21.11.2026'),
  p('order', 'funeral_date_words', 'Дата похорон прописью', '21 ноября 2026 г.'),
  p('order', 'funeral_time', 'Время похорон', '11:00'),
  p('order', 'cremation_date', 'Дата кремации', '21.11.2026'),
  p('order', 'cremation_date_words', 'Дата кремации прописью', '21 ноября 2026 г.'),
  p('order', 'cremation_time', 'Время кремации', '14:30'),
  p('order', 'order_note', 'Примечание к сделке', 'Позвонить за день'),
  p('order', 'manager_name', 'Кто создал сделку', 'Смирнова Ольга'),
  // items
  p('items', '#items', 'Начало строки таблицы позиций (в первой ячейке строки)', '{#items}'),
  p('items', 'n', 'Номер позиции по порядку', '1'),
  p('items', 'name', 'Наименование товара или услуги', 'Гроб сосновый'),
  p('items', 'kind', 'Вид позиции', 'Товар'),
  p('items', 'unit', 'Единица измерения', 'шт.'),
  p('items', 'quantity', 'Количество', '2'),
  p('items', 'price', 'Цена за единицу, руб.', '10 000,00'),
  p('items', 'amount', 'Цена × количество, руб.', '20 000,00'),
  p('items', 'discount', 'Скидка на позицию, руб.', '2 000,00'),
  p('items', 'sum', 'Сумма позиции со скидкой, руб.', '18 000,00'),
  p('items', '/items', 'Конец строки таблицы позиций (в последней ячейке строки)', '{/items}'),
  // totals
  p('totals', 'items_count', 'Число позиций', '3'),
  p('totals', 'subtotal', 'Сумма без скидок, руб.', '38 500,00'),
  p('totals', 'discount', 'Все скидки (позиций и сделки), руб.', '3 000,50'),
  p('totals', 'total', 'Итого к оплате, руб.', '35 499,50'),
  p(
    'totals',
    'total_words',
    'Итого прописью',
    'Тридцать пять тысяч четыреста девяносто девять рублей 50 копеек',
  ),
  p('totals', 'paid', 'Оплачено, руб.', '10 000,00'),
  p('totals', 'paid_words', 'Оплачено прописью', 'Десять тысяч рублей 00 копеек'),
  p('totals', 'due', 'Осталось оплатить, руб.', '25 499,50'),
  p(
    'totals',
    'due_words',
    'Осталось оплатить прописью',
    'Двадцать пять тысяч четыреста девяносто девять рублей 50 копеек',
  ),
  // company
  p('company', 'company_name', 'Название компании', 'Ритуал-Сервис'),
  p(
    'company',
    'company_legal_name',
    'Полное наименование для документов (иначе название)',
    'ООО «Ритуал-Сервис»',
  ),
  p('company', 'company_inn', 'ИНН компании', '6950012345'),
  p('company', 'company_kpp', 'КПП компании', '695001001'),
  p('company', 'company_ogrn', 'ОГРН компании', '1156952001234'),
  p('company', 'company_address', 'Адрес компании', 'г. Тверь, ул. Вагжанова, д. 7'),
  p('company', 'company_phone', 'Телефон компании', '+7 (4822) 55-00-11'),
  p('company', 'company_email', 'E-mail компании', 'info@ritual-service.ru'),
  p('company', 'company_bank_name', 'Банк компании', 'Тверское отделение № 8607 ПАО Сбербанк'),
  p('company', 'company_bik', 'БИК банка компании', '042809679'),
  p('company', 'company_bank_account', 'Расчётный счёт компании', '40702810763000001234'),
  p('company', 'company_corr_account', 'Корреспондентский счёт банка компании', '30101810700000000679'),
  p(
    'company',
    'company_bank_details',
    'Банковские реквизиты компании одной строкой',
    'р/с 40702810763000001234 в Тверское отделение № 8607 ПАО Сбербанк, БИК 042809679, к/с 30101810700000000679',
  ),
  p(
    'company',
    'company_party',
    'Компания для преамбулы договора: наименование, ИНН, ОГРН (пустое пропускается)',
    'ООО «Ритуал-Сервис», ИНН 6950012345, ОГРН 1156952001234',
  ),
  p(
    'company',
    'company_details',
    'Компания одной строкой: наименование, ИНН, КПП, адрес, телефон (пустое пропускается)',
    'ООО «Ритуал-Сервис», ИНН 6950012345, КПП 695001001, г. Тверь, ул. Вагжанова, д. 7, тел. +7 (4822) 55-00-11',
  ),
  p('company', 'company_director_position', 'Должность подписывающего', 'Генеральный директор'),
  p('company', 'company_director_name', 'ФИО подписывающего (для подписи)', 'Кузнецов А. В.'),
  // dates
  p('dates', 'doc_date', 'Дата формирования документа', '21.11.2026'),
  p('dates', 'doc_date_words', 'Дата формирования документа прописью', '21 ноября 2026 г.'),
  p('dates', 'doc_year', 'Год формирования документа', '2026'),
];

/** Keys outside the loop (what `{key}` may be written as anywhere in a template). */
export const TOP_LEVEL_KEYS: ReadonlySet<string> = new Set(
  PLACEHOLDERS.filter((entry) => entry.group !== 'items').map((entry) => entry.key),
);

/** A line's fields, valid only inside `{#items}…{/items}`. */
export const ITEM_KEYS: ReadonlySet<string> = new Set(
  PLACEHOLDERS.filter((entry) => entry.group === 'items' && !/^[#/]/.test(entry.key)).map(
    (entry) => entry.key,
  ),
);

/** The placeholder as it is typed into a template: `{client_name}`, `{#items}`. */
export function placeholderTag(key: string): string {
  return `{${key}}`;
}
