import type { InvoiceParty } from '@sp/shared/api/invoices';
import { dayInZone } from '@sp/shared/format/date-words';
import { formatRubles } from '@sp/shared/format/money';
import { rublesInWords } from '@sp/shared/format/number-words';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import type { PlatformRequisites } from '../../config';
import {
  buildDocx,
  type Cell,
  paragraph,
  type Row,
  TEXT_WIDTH,
  table,
} from '../documents/builtin/docx-builder';
import { formatMoney } from '../documents/document-values';

/**
 * The platform's invoice to a company for topping up its balance: a classic Russian «Счёт на оплату» as .docx,
 * written with the built-in templates' WordprocessingML helpers (documents/builtin/docx-builder.ts) in their style.
 * Every given string goes into text runs, which the helpers escape; no XML is built from input here.
 */

export type InvoiceForDocument = {
  number: string;
  issuedAt: Date;
  description: string;
  amountKopecks: number;
  payUntil: Date;
};

/** Invoices are dated by Moscow days, as the deals are. */
const ZONE = 'Europe/Moscow';
const HEAD = 'F2F2F2';
const SMALL = 20;
const CAPTION = 18;

/** dd.MM.yyyy of a moment in Moscow. */
const moscowDate = (moment: Date) => formatPartialDate(dayInZone(moment, ZONE));

/** Kopecks as the table writes them: 12 345,67 (a no-break space between thousands). */
const money = (kopecks: number) => formatMoney(kopecks / 100);

/** «Счёт № СП-2026-000012 от 27.11.2026»: the document's title and the download's name. */
export function invoiceFileName(invoice: Pick<InvoiceForDocument, 'number' | 'issuedAt'>): string {
  return `Счёт № ${invoice.number} от ${moscowDate(invoice.issuedAt)}`;
}

/** A party as one line: name, ИНН, КПП (left out when empty), address. */
function partyDetails(party: InvoiceParty): string {
  return [
    party.name.trim(),
    party.inn.trim() ? `ИНН ${party.inn.trim()}` : '',
    party.kpp.trim() ? `КПП ${party.kpp.trim()}` : '',
    party.address.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The payee's bank block at the top, as Russian invoices have it. */
function bankBlock(seller: PlatformRequisites): string {
  const caption = (text: string) => paragraph(text, { size: CAPTION, after: 0 });
  return table({
    widths: [2600, 2438, 900, 3700],
    rows: [
      {
        cells: [
          { content: [seller.bankName, caption('Банк получателя')], span: 2 },
          { content: 'БИК' },
          { content: seller.bik },
        ],
      },
      { cells: [{ content: '', span: 2 }, { content: 'Сч. №' }, { content: seller.corrAccount }] },
      {
        cells: [
          { content: `ИНН ${seller.inn}` },
          { content: `КПП ${seller.kpp}` },
          { content: 'Сч. №' },
          { content: seller.account },
        ],
      },
      {
        cells: [{ content: [seller.name, caption('Получатель')], span: 2 }, { content: '' }, { content: '' }],
      },
    ],
  });
}

/** The single line of the invoice with its header. */
function itemsTable(invoice: InvoiceForDocument): string {
  const header = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'];
  const line = [
    '1',
    invoice.description,
    '1',
    'шт.',
    money(invoice.amountKopecks),
    money(invoice.amountKopecks),
  ];
  const rows: Row[] = [
    {
      header: true,
      cells: header.map((text): Cell => ({ content: text, shade: HEAD, bold: true, align: 'center' })),
    },
    {
      cells: line.map(
        (text, index): Cell => ({
          content: text,
          align: index === 0 || index === 2 || index === 3 ? 'center' : index >= 4 ? 'right' : 'left',
        }),
      ),
    },
  ];
  return table({ widths: [500, 4338, 1000, 700, 1500, 1600], rows });
}

/** Итого, НДС and the sum to pay, right-aligned under the table. */
function totals(kopecks: number): string {
  const row = (label: string, value: string): Row => ({
    cells: [
      { content: label, align: 'right', bold: true },
      { content: value, align: 'right', bold: true },
    ],
  });
  return table({
    widths: [TEXT_WIDTH - 2000, 2000],
    borders: false,
    rows: [
      row('Итого:', formatRubles(kopecks)),
      row('Без налога (НДС)', '—'),
      row('Всего к оплате:', formatRubles(kopecks)),
    ],
  });
}

/** Руководитель and Бухгалтер side by side, each with a line to sign on. */
function signatures(seller: PlatformRequisites): string {
  const sign = (role: string, name: string): Cell => ({
    content: [paragraph([{ text: role, bold: true }, ` ____________ ${name}`], { after: 0 })],
  });
  return table({
    widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
    borders: false,
    rows: [{ cells: [sign('Руководитель', seller.director), sign('Бухгалтер', seller.accountant)] }],
  });
}

/** The invoice as a .docx. */
export function buildInvoiceDocx(
  invoice: InvoiceForDocument,
  seller: PlatformRequisites,
  buyer: InvoiceParty,
): Buffer {
  const title = invoiceFileName(invoice);
  const sum = money(invoice.amountKopecks);
  const body = [
    bankBlock(seller),
    paragraph('', { after: 120 }),
    paragraph(`Счёт на оплату № ${invoice.number} от ${moscowDate(invoice.issuedAt)}`, {
      bold: true,
      size: 28,
      after: 120,
    }),
    paragraph('', { after: 0 }),
    table({
      widths: [2700, TEXT_WIDTH - 2700],
      borders: false,
      rows: [
        { cells: [{ content: 'Поставщик (Исполнитель):' }, { content: partyDetails(seller), bold: true }] },
        { cells: [{ content: 'Покупатель (Заказчик):' }, { content: partyDetails(buyer), bold: true }] },
      ],
    }),
    paragraph('', { after: 120 }),
    itemsTable(invoice),
    totals(invoice.amountKopecks),
    paragraph(`Всего наименований 1, на сумму ${sum} руб.`, { before: 120 }),
    paragraph(rublesInWords(invoice.amountKopecks), { bold: true, after: 120 }),
    paragraph(`Оплатить не позднее ${moscowDate(invoice.payUntil)}.`, { after: 60 }),
    paragraph(
      'Оплата этого счёта означает согласие с условиями оферты платформы. Деньги зачисляются на баланс после поступления на расчётный счёт; в назначении платежа укажите номер счёта.',
      { size: SMALL, after: 360 },
    ),
    signatures(seller),
  ];
  return buildDocx(title, body);
}
