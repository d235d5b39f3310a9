import type { InvoiceParty } from '@sp/shared/api/invoices';
import { rublesInWords } from '@sp/shared/format/number-words';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import type { PlatformRequisites } from '../../config';
import { buildInvoiceDocx, type InvoiceForDocument, invoiceFileName } from './invoice-document';

const seller: PlatformRequisites = {
  name: 'ООО «Светлая память»',
  inn: '7701234567',
  kpp: '770101001',
  address: 'г. Москва, ул. Примерная, д. 1',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000000001',
  corrAccount: '30101810400000000225',
  director: 'Иванов И. И.',
  accountant: 'Петрова А. А.',
};

const buyer: InvoiceParty = {
  name: 'ИП Сидоров <b>&"',
  inn: '500100732259',
  kpp: '',
  address: 'Московская обл., г. Химки',
};

const invoice: InvoiceForDocument = {
  number: 'СП-2026-000012',
  // 21:30 UTC is already the 27th in Moscow
  issuedAt: new Date('2026-11-26T21:30:00Z'),
  description: 'Пополнение баланса компании',
  amountKopecks: 1_234_567,
  payUntil: new Date('2026-12-04T12:00:00Z'),
};

function documentXmlOf(data: Buffer): string {
  return new PizZip(data).file('word/document.xml')?.asText() ?? '';
}

/** The body text as Word shows it: paragraphs on lines, entities decoded, no-break spaces as spaces. */
function docxText(data: Buffer): string {
  return documentXmlOf(data)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');
}

describe('invoice document', () => {
  const data = buildInvoiceDocx(invoice, seller, buyer);
  const text = docxText(data);

  it('names the file by number and Moscow date', () => {
    expect(invoiceFileName(invoice)).toBe('Счёт № СП-2026-000012 от 27.11.2026');
    expect(invoiceFileName({ number: 'СП-2026-000001', issuedAt: new Date('2026-01-05T09:00:00Z') })).toBe(
      'Счёт № СП-2026-000001 от 05.01.2026',
    );
  });

  it('is a .docx with the heading, the bank block and both parties', () => {
    expect(data.subarray(0, 2).toString()).toBe('PK');
    expect(text).toContain('Счёт на оплату № СП-2026-000012 от 27.11.2026');
    expect(text).toContain('ПАО Сбербанк');
    expect(text).toContain('Банк получателя');
    expect(text).toContain('044525225');
    expect(text).toContain('30101810400000000225');
    expect(text).toContain('40702810938000000001');
    expect(text).toContain('Получатель');
    expect(text).toContain('Поставщик (Исполнитель):');
    expect(text).toContain(
      'ООО «Светлая память», ИНН 7701234567, КПП 770101001, г. Москва, ул. Примерная, д. 1',
    );
    expect(text).toContain('Покупатель (Заказчик):');
    // the buyer has no КПП: it is left out rather than written empty
    expect(text).toContain('ИП Сидоров <b>&", ИНН 500100732259, Московская обл., г. Химки');
  });

  it('lists the line, the totals and the sum in words', () => {
    for (const column of ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма']) {
      expect(text).toContain(column);
    }
    expect(text).toContain('Пополнение баланса компании');
    expect(text).toContain('шт.');
    expect(text).toContain('12 345,67');
    expect(text).toContain('Итого:');
    expect(text).toContain('Без налога (НДС)');
    expect(text).toContain('Всего к оплате:');
    expect(text).toContain('Всего наименований 1, на сумму 12 345,67 руб.');
    const words = rublesInWords(1_234_567);
    expect(words).toBe('Двенадцать тысяч триста сорок пять рублей 67 копеек');
    expect(text).toContain(words);
    expect(documentXmlOf(data)).toMatch(
      /<w:b\/><w:bCs\/>(<[^>]+>)*<\/w:rPr><w:t xml:space="preserve">Двенадцать тысяч/,
    );
  });

  it('gives the due date, the terms and the signatures', () => {
    expect(text).toContain('Оплатить не позднее 04.12.2026.');
    expect(text).toContain('Оплата этого счёта означает согласие с условиями оферты платформы.');
    expect(text).toContain('в назначении платежа укажите номер счёта.');
    expect(text).toContain('Руководитель ____________ Иванов И. И.');
    expect(text).toContain('Бухгалтер ____________ Петрова А. А.');
  });

  it('escapes the given strings and keeps the XML well-formed', () => {
    const xml = documentXmlOf(data);
    expect(xml).toContain('ИП Сидоров &lt;b&gt;&amp;&quot;');
    expect(xml).not.toContain('<b>');
    // every text node is free of markup characters, and tags open and close in balance
    const texts = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]);
    expect(texts.length).toBeGreaterThan(0);
    for (const node of texts) expect(node).not.toMatch(/[<>"]|&(?!(amp|lt|gt|quot);)/);
    const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
    const stack: string[] = [];
    for (const [tag, closing, name, selfClosing] of body.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (closing) expect(stack.pop(), tag).toBe(name);
      else stack.push(name);
    }
    expect(stack).toEqual([]);
  });
});
