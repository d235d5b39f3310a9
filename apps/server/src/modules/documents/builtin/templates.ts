import { BUILTIN_TEMPLATE_NAMES, type BuiltinTemplateKey } from '@sp/shared/api/documents';
import {
  buildDocx,
  type Cell,
  clause,
  heading,
  paragraph,
  type Row,
  sectionTitle,
  TEXT_WIDTH,
  table,
} from './docx-builder';

/**
 * The four built-in templates every company has without copying (issue 5 §3): the contract for funeral services,
 * the invoice, the act of completed work and the work order. They are real .docx files written here with the
 * placeholders of packages/shared/src/documents/placeholders.ts; a company may download one, change it in Word
 * and upload it as its own template.
 */

const HEAD = 'F2F2F2';
const SMALL = 20;

/** The deal's lines: a header row, the {#items}…{/items} row repeated per line, then the sums. */
function itemsTable(options: { withDiscount: boolean }): string {
  const widths = options.withDiscount
    ? [500, 3538, 700, 900, 1300, 1300, 1400]
    : [500, 4838, 700, 900, 1300, 1400];
  const header = options.withDiscount
    ? ['№', 'Наименование товара, услуги', 'Ед.', 'Кол-во', 'Цена, руб.', 'Скидка, руб.', 'Сумма, руб.']
    : ['№', 'Наименование товара, услуги', 'Ед.', 'Кол-во', 'Цена, руб.', 'Сумма, руб.'];
  const line = options.withDiscount
    ? ['{#items}{n}', '{name}', '{unit}', '{quantity}', '{price}', '{discount}', '{sum}{/items}']
    : ['{#items}{n}', '{name}', '{unit}', '{quantity}', '{price}', '{sum}{/items}'];
  const rightFrom = 3;
  const columns = widths.length;
  const totalRow = (label: string, value: string, bold = false): Row => ({
    cells: [
      { content: label, span: columns - 1, align: 'right', bold },
      { content: value, align: 'right', bold },
    ],
  });
  const rows: Row[] = [
    {
      header: true,
      cells: header.map((text): Cell => ({ content: text, shade: HEAD, bold: true, align: 'center' })),
    },
    {
      cells: line.map(
        (text, index): Cell => ({
          content: text,
          align: index === 0 ? 'center' : index >= rightFrom ? 'right' : 'left',
        }),
      ),
    },
    totalRow('Итого без скидок:', '{subtotal}'),
    totalRow('Скидка:', '{discount}'),
    totalRow('Всего к оплате:', '{total}', true),
  ];
  return table({ widths, rows });
}

/** Two columns, the company on the left and the client on the right, each with a signature line. */
function partiesBlock(options: { left: string; right: string; leftSign: string; rightSign: string }): string {
  const half = TEXT_WIDTH / 2;
  const small = (text: string) => paragraph(text, { size: SMALL, after: 0 });
  const company = [
    paragraph(options.left, { bold: true, after: 60 }),
    small('{company_legal_name}'),
    small('ИНН {company_inn}, КПП {company_kpp}'),
    small('ОГРН {company_ogrn}'),
    small('Адрес: {company_address}'),
    small('Телефон: {company_phone}'),
    small('Р/с {company_bank_account}'),
    small('в {company_bank_name}'),
    small('БИК {company_bik}, к/с {company_corr_account}'),
    paragraph('', { after: 200 }),
    paragraph(`${options.leftSign}`, { size: SMALL }),
    paragraph('_______________ / {company_director_name} /', { after: 0 }),
    paragraph('М. П.', { size: SMALL }),
  ];
  const client = [
    paragraph(options.right, { bold: true, after: 60 }),
    small('{client_name}'),
    small('{client_requisites}'),
    small('Адрес: {client_address}'),
    small('Телефон: {client_phone}'),
    small('E-mail: {client_email}'),
    paragraph('', { after: 200 }),
    paragraph(`${options.rightSign}`, { size: SMALL }),
    paragraph('_______________ / {client_short_name} /', { after: 0 }),
  ];
  return table({
    widths: [half, half],
    borders: false,
    rows: [{ cells: [{ content: company }, { content: client }] }],
  });
}

function contract(): string[] {
  return [
    heading('ДОГОВОР № {order_number}', { after: 0 }),
    heading('на оказание ритуальных услуг'),
    table({
      widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
      borders: false,
      rows: [{ cells: [{ content: '' }, { content: '{doc_date_words}', align: 'right' }] }],
    }),
    paragraph('', { after: 120 }),
    clause(
      '{company_party}, именуемое в дальнейшем «Исполнитель», с одной стороны, и {client_party}, именуемый(-ая) в дальнейшем «Заказчик», с другой стороны, вместе именуемые «Стороны», заключили настоящий договор (далее — Договор) о нижеследующем.',
    ),
    sectionTitle('1. ПРЕДМЕТ ДОГОВОРА'),
    clause(
      '1.1. Исполнитель обязуется по заданию Заказчика оказать ритуальные услуги и передать товары, связанные с погребением: {deceased_details}, а Заказчик обязуется принять и оплатить их в порядке и на условиях Договора.',
    ),
    clause(
      '1.2. Наименование, количество и стоимость товаров и услуг указаны в спецификации (раздел 2 Договора), которая является неотъемлемой частью Договора.',
    ),
    clause(
      '1.3. {#funeral_date}Дата и время проведения похорон: {funeral_date} {funeral_time}.{/funeral_date}{^funeral_date}Дата и время проведения похорон согласовываются Сторонами дополнительно.{/funeral_date}{#burial_place} Место захоронения: {burial_place}.{/burial_place}',
    ),
    clause(
      '1.4. Услуги оказываются в соответствии с Федеральным законом от 12.01.1996 № 8-ФЗ «О погребении и похоронном деле», Законом РФ от 07.02.1992 № 2300-1 «О защите прав потребителей» и иными нормативными актами Российской Федерации.',
    ),
    paragraph('{#cremation_date}'),
    clause('1.5. Дата и время кремации: {cremation_date} {cremation_time}.'),
    paragraph('{/cremation_date}'),
    sectionTitle('2. СПЕЦИФИКАЦИЯ ТОВАРОВ И УСЛУГ'),
    itemsTable({ withDiscount: true }),
    paragraph('Итого к оплате: {total} руб. ({total_words}).', { before: 80, bold: true }),
    sectionTitle('3. СТОИМОСТЬ УСЛУГ И ПОРЯДОК РАСЧЁТОВ'),
    clause('3.1. Общая стоимость товаров и услуг по Договору составляет {total} руб. ({total_words}).'),
    clause(
      '3.2. На дату подписания Договора Заказчиком оплачено {paid} руб. Остаток к оплате: {due} руб. ({due_words}).',
    ),
    clause(
      '3.3. Оплата производится наличными денежными средствами в кассу Исполнителя, банковской картой или переводом на расчётный счёт Исполнителя. Остаток стоимости оплачивается не позднее дня проведения похорон, если Стороны не договорились об ином.',
    ),
    clause(
      '3.4. Изменение перечня товаров и услуг после подписания Договора оформляется дополнительным соглашением Сторон и может изменить общую стоимость.',
    ),
    sectionTitle('4. ПРАВА И ОБЯЗАННОСТИ СТОРОН'),
    clause('4.1. Исполнитель обязуется:'),
    clause('— оказать услуги качественно, в согласованные сроки и в объёме, указанном в спецификации;'),
    clause(
      '— соблюдать при оказании услуг санитарные и иные требования законодательства Российской Федерации;',
    ),
    clause('— относиться с уважением к памяти умершего, к его родственникам и к их обычаям и традициям;'),
    clause('— по требованию Заказчика предоставлять информацию о ходе оказания услуг.'),
    clause('4.2. Заказчик обязуется:'),
    clause(
      '— предоставить документы, необходимые для оказания услуг: свидетельство о смерти (или медицинское свидетельство о смерти), документ, удостоверяющий личность Заказчика, и иные документы, требуемые законодательством;',
    ),
    clause('— своевременно оплатить товары и услуги в порядке, предусмотренном разделом 3 Договора;'),
    clause('— принять оказанные услуги и подписать акт выполненных работ.'),
    clause(
      '4.3. Заказчик вправе в любое время отказаться от исполнения Договора при условии оплаты Исполнителю фактически понесённых им расходов.',
    ),
    sectionTitle('5. ОТВЕТСТВЕННОСТЬ СТОРОН'),
    clause(
      '5.1. За неисполнение или ненадлежащее исполнение обязательств по Договору Стороны несут ответственность в соответствии с законодательством Российской Федерации.',
    ),
    clause(
      '5.2. Стороны освобождаются от ответственности за неисполнение обязательств, если оно вызвано обстоятельствами непреодолимой силы (пожар, наводнение, землетрясение, военные действия, решения органов власти), возникшими после заключения Договора.',
    ),
    sectionTitle('6. ПРИЁМКА УСЛУГ'),
    clause(
      '6.1. Оказание услуг подтверждается актом выполненных работ, подписанным Сторонами. Претензии по качеству оказанных услуг принимаются в письменной форме.',
    ),
    sectionTitle('7. ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ'),
    clause(
      '7.1. Договор вступает в силу с момента подписания и действует до полного исполнения Сторонами своих обязательств.',
    ),
    clause(
      '7.2. Споры разрешаются путём переговоров, а при недостижении согласия — в суде в порядке, установленном законодательством Российской Федерации.',
    ),
    clause(
      '7.3. Заказчик даёт согласие на обработку своих персональных данных и данных умершего, указанных в Договоре, в целях исполнения Договора в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».',
    ),
    clause(
      '7.4. Договор составлен в двух экземплярах, имеющих равную юридическую силу, по одному для каждой из Сторон.',
    ),
    sectionTitle('8. РЕКВИЗИТЫ И ПОДПИСИ СТОРОН'),
    partiesBlock({
      left: 'Исполнитель',
      right: 'Заказчик',
      leftSign: '{company_director_position}',
      rightSign: 'Заказчик',
    }),
  ];
}

function invoice(): string[] {
  const bank = table({
    widths: [4838, 1000, 3800],
    rows: [
      {
        cells: [
          { content: ['{company_bank_name}', paragraph('Банк получателя', { size: 18, after: 0 })] },
          { content: 'БИК' },
          { content: '{company_bik}' },
        ],
      },
      { cells: [{ content: '' }, { content: 'Сч. №' }, { content: '{company_corr_account}' }] },
      {
        cells: [
          {
            content: [
              'ИНН {company_inn}    КПП {company_kpp}',
              '{company_legal_name}',
              paragraph('Получатель', { size: 18, after: 0 }),
            ],
          },
          { content: 'Сч. №' },
          { content: '{company_bank_account}' },
        ],
      },
    ],
  });
  return [
    bank,
    paragraph('', { after: 120 }),
    paragraph('Счёт на оплату № {order_number} от {doc_date_words}', { bold: true, size: 28, after: 120 }),
    paragraph('', { after: 0 }),
    table({
      widths: [1800, TEXT_WIDTH - 1800],
      borders: false,
      rows: [
        {
          cells: [
            { content: 'Исполнитель:' },
            {
              content: '{company_details}',
              bold: true,
            },
          ],
        },
        {
          cells: [{ content: 'Заказчик:' }, { content: '{client_details}', bold: true }],
        },
        {
          cells: [{ content: 'Основание:' }, { content: 'Договор № {order_number} от {order_date}' }],
        },
      ],
    }),
    paragraph('', { after: 120 }),
    itemsTable({ withDiscount: true }),
    paragraph('Оплачено: {paid} руб. Осталось оплатить: {due} руб.', { before: 80 }),
    paragraph('Всего наименований {items_count}, на сумму {total} руб.', { before: 80 }),
    paragraph('{total_words}', { bold: true, after: 120 }),
    paragraph(
      'Оплата данного счёта означает согласие с условиями оказания услуг. Счёт действителен к оплате в течение пяти банковских дней.',
      { size: SMALL, after: 240 },
    ),
    table({
      widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
      borders: false,
      rows: [
        {
          cells: [
            { content: ['{company_director_position}', '_______________ / {company_director_name} /'] },
            { content: ['Ответственный', '_______________ / {manager_name} /'] },
          ],
        },
      ],
    }),
    paragraph('М. П.', { size: SMALL, before: 120 }),
  ];
}

function act(): string[] {
  return [
    heading('АКТ № {order_number}', { after: 0 }),
    heading('выполненных работ (оказанных услуг)', { after: 0 }),
    paragraph('от {doc_date_words}', { align: 'center', after: 200 }),
    table({
      widths: [1800, TEXT_WIDTH - 1800],
      borders: false,
      rows: [
        {
          cells: [{ content: 'Исполнитель:' }, { content: '{company_details}', bold: true }],
        },
        {
          cells: [{ content: 'Заказчик:' }, { content: '{client_details}', bold: true }],
        },
        {
          cells: [{ content: 'Основание:' }, { content: 'Договор № {order_number} от {order_date}' }],
        },
        {
          cells: [{ content: 'Умерший:' }, { content: '{deceased_name}' }],
        },
      ],
    }),
    paragraph('', { after: 120 }),
    itemsTable({ withDiscount: true }),
    paragraph('Всего оказано услуг и передано товаров на сумму {total} руб. ({total_words}).', {
      before: 120,
      bold: true,
    }),
    clause(
      'Вышеперечисленные работы (услуги) выполнены полностью и в срок, товары переданы. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
      { before: 120, after: 240 },
    ),
    table({
      widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
      borders: false,
      rows: [
        {
          cells: [
            {
              content: [
                paragraph('Исполнитель', { bold: true }),
                '{company_director_position}',
                paragraph('', { after: 200 }),
                '_______________ / {company_director_name} /',
                paragraph('М. П.', { size: SMALL }),
              ],
            },
            {
              content: [
                paragraph('Заказчик', { bold: true }),
                '{client_name}',
                paragraph('', { after: 200 }),
                '_______________ / {client_short_name} /',
              ],
            },
          ],
        },
      ],
    }),
  ];
}

function workOrder(): string[] {
  const field = (label: string, value: string): Row => ({
    cells: [{ content: label, bold: true }, { content: value }],
  });
  return [
    heading('НАРЯД-ЗАКАЗ № {order_number}', { after: 0 }),
    paragraph('от {doc_date_words}', { align: 'center', after: 200 }),
    table({
      widths: [3000, TEXT_WIDTH - 3000],
      rows: [
        field('Категория', '{order_category} ({order_type}), статус: {order_status}'),
        field('Заказчик', '{client_name}'),
        field('Телефон заказчика', '{client_phone}'),
        field('Умерший', '{deceased_details}'),
        field('Похороны', '{funeral_date} {funeral_time}'),
        field('Кремация', '{cremation_date} {cremation_time}'),
        field('Место захоронения', '{burial_place}'),
        field('Ответственный', '{manager_name}'),
        field('Примечание', '{order_note}'),
      ],
    }),
    paragraph('Состав заказа', { bold: true, before: 200, after: 80, keepNext: true }),
    itemsTable({ withDiscount: false }),
    paragraph(
      'Итого по наряду-заказу: {total} руб. ({total_words}). Оплачено: {paid} руб. К оплате: {due} руб.',
      {
        before: 120,
        after: 240,
      },
    ),
    table({
      widths: [4000, TEXT_WIDTH - 4000],
      borders: false,
      rows: [
        { cells: [{ content: 'Заказ принял:' }, { content: '_______________ / {manager_name} /' }] },
        { cells: [{ content: 'Заказ выполнил:' }, { content: '_______________ / ____________________ /' }] },
        {
          cells: [
            { content: 'С заказом ознакомлен(а), претензий не имею:' },
            { content: '_______________ / {client_short_name} /' },
          ],
        },
      ],
    }),
  ];
}

const BODIES: Record<BuiltinTemplateKey, () => string[]> = {
  contract,
  invoice,
  act,
  'work-order': workOrder,
};

const cache = new Map<BuiltinTemplateKey, Buffer>();

/** The built-in template's .docx, built once per process. */
export function builtinTemplate(key: BuiltinTemplateKey): Buffer {
  let file = cache.get(key);
  if (!file) {
    file = buildDocx(BUILTIN_TEMPLATE_NAMES[key], BODIES[key]());
    cache.set(key, file);
  }
  return file;
}
