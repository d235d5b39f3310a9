import type { Order } from '@sp/shared/api/orders';
import { personShortName } from '@sp/shared/api/persons';
import type { Shopper } from '@sp/shared/api/shoppers';
import { ITEM_KEYS, PLACEHOLDERS, TOP_LEVEL_KEYS } from '@sp/shared/documents/placeholders';
import { describe, expect, it } from 'vitest';
import { builtinTemplate } from './builtin/templates';
import { type DocumentInput, documentValues, formatMoney } from './document-values';
import { docxText, renderTemplate } from './template-engine';

const order: Order = {
  id: 7,
  number: 15,
  type_order: 1,
  category_order: 2,
  status: 'in_progress',
  next_statuses: [],
  shopper: null,
  funeral_at: '2026-11-20T22:30:00.000Z',
  cremation_at: null,
  burial_place: '',
  note: 'Позвонить за день',
  discount: { kind: 'amount', value: 500 },
  items: [
    {
      id: 1,
      kind: 'product',
      item_id: 3,
      composition_id: null,
      name: 'Венок «Память»',
      unit: 'шт.',
      price: 1500.5,
      quantity: 2,
      discount: { kind: 'percent', value: 10 },
      subtotal: 3001,
      discount_amount: 300.1,
      total: 2700.9,
    },
    {
      id: 2,
      kind: 'service',
      item_id: 4,
      composition_id: null,
      name: 'Копка могилы',
      unit: 'усл.',
      price: 1234567,
      quantity: 1,
      discount: { kind: 'amount', value: 0 },
      subtotal: 1234567,
      discount_amount: 0,
      total: 1234567,
    },
  ],
  totals: {
    gross: 1237568,
    subtotal: 1237267.9,
    discount: 500,
    discount_total: 800.1,
    total: 1236767.9,
    paid: 1000,
    due: 1235767.9,
  },
  payments: [],
  deceased: [
    {
      id: 9,
      last_name: 'Смирнов',
      first_name: 'Алексей',
      patronymic: 'Ильич',
      full_name: 'Смирнов Алексей Ильич',
      gender: 'male',
      date_birth: '1950-03',
      date_death: '2026-11-18',
      burial_place: 'Кладбище «Соборное», участок 4',
      memory_page_id: null,
      is_company_owned: true,
    },
  ],
  site_request_id: null,
  created_by: { id: 2, name: 'Ольга Смирнова' },
  responsible: { id: 2, name: 'Ольга Смирнова' },
  created_at: '2026-11-18T21:15:00.000Z',
  updated_at: '2026-11-19T10:00:00.000Z',
};

const entity: Shopper = {
  id: 5,
  type_shopper: '2',
  name: 'ООО «Рассвет»',
  phone: '+7 (900) 555-12-34',
  email: 'buh@rassvet.ru',
  note: '',
  physical_person: null,
  legal_entity: {
    name: 'ООО «Рассвет»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: 'Москва, ул. Вавилова, 19',
    representative: 'Генеральный директор Петров П. П.',
    bank_account: '40702810938000012345',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
  },
  is_confirmed: true,
  confirmed_at: null,
  confirmed_by: null,
  is_notify_phone: false,
  is_notify_email: false,
  has_account: false,
  orders_count: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const input = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  order,
  shopper: entity,
  company: { name: 'Ритуал-Сервис', inn: '6950012345', address: 'г. Тверь', phone: '', email: '' },
  requisites: {
    legalName: '',
    kpp: '',
    ogrn: '',
    bankName: '',
    bik: '',
    bankAccount: '',
    corrAccount: '',
    directorPosition: 'Директор',
    directorName: 'Кузнецов А. В.',
  },
  now: new Date('2026-11-20T22:00:00.000Z'),
  ...overrides,
});

describe('documentValues', () => {
  it('gives a value to every placeholder of the catalog, and to every field of a line', () => {
    const values = documentValues(input());
    for (const key of TOP_LEVEL_KEYS) expect(values, key).toHaveProperty(key);
    const line = (values.items as Record<string, string>[])[0];
    for (const key of ITEM_KEYS) expect(line, key).toHaveProperty(key);
    expect(PLACEHOLDERS.length).toBeGreaterThan(60);
  });

  it('writes money with two decimals, totals in words, dates on the Moscow calendar', () => {
    const values = documentValues(input());
    expect(values).toMatchObject({
      order_number: '15',
      order_type: 'Сделка',
      order_category: 'Захоронение',
      order_status: 'В работе',
      order_date: '19.11.2026',
      order_date_words: '19 ноября 2026 г.',
      funeral_date: '21.11.2026',
      funeral_date_words: '21 ноября 2026 г.',
      funeral_time: '01:30',
      cremation_date: '',
      doc_date: '21.11.2026',
      doc_date_words: '21 ноября 2026 г.',
      doc_year: '2026',
      subtotal: '1\u00a0237\u00a0568,00',
      discount: '800,10',
      total: '1\u00a0236\u00a0767,90',
      total_words: 'Один миллион двести тридцать шесть тысяч семьсот шестьдесят семь рублей 90 копеек',
      paid: '1\u00a0000,00',
      due_words: 'Один миллион двести тридцать пять тысяч семьсот шестьдесят семь рублей 90 копеек',
      items_count: '2',
      manager_name: 'Ольга Смирнова',
    });
    expect(values.items).toEqual([
      {
        n: '1',
        name: 'Венок «Память»',
        kind: 'Товар',
        unit: 'шт.',
        quantity: '2',
        price: '1\u00a0500,50',
        amount: '3\u00a0001,00',
        discount: '300,10',
        sum: '2\u00a0700,90',
      },
      expect.objectContaining({ n: '2', name: 'Копка могилы', sum: '1\u00a0234\u00a0567,00' }),
    ]);
  });

  it('describes a legal entity by its ИНН, КПП, ОГРН and bank; the deceased with partial dates', () => {
    const values = documentValues(input());
    expect(values).toMatchObject({
      client_name: 'ООО «Рассвет»',
      client_short_name: 'ООО «Рассвет»',
      client_type: 'Юридическое лицо',
      client_requisites: 'ИНН 7707083893, КПП 773601001, ОГРН 1027700132195',
      client_bank_details: 'р/с 40702810938000012345 в ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225',
      client_party:
        'ООО «Рассвет», ИНН 7707083893, КПП 773601001, ОГРН 1027700132195, в лице: Генеральный директор Петров П. П.',
      client_passport: '',
      deceased_name: 'Смирнов Алексей Ильич',
      deceased_details: 'Смирнов Алексей Ильич (03.1950 — 18.11.2026)',
      deceased_birth_date: '03.1950',
      deceased_birth_date_words: 'март 1950 г.',
      deceased_death_date_words: '18 ноября 2026 г.',
      burial_place: 'Кладбище «Соборное», участок 4',
      company_legal_name: 'Ритуал-Сервис',
      company_party: 'Ритуал-Сервис, ИНН 6950012345',
      company_details: 'Ритуал-Сервис, ИНН 6950012345, г. Тверь',
      company_bank_details: '',
    });
  });

  it('a physical person by the passport; nothing is invented when the deal has no client or deceased', () => {
    const person: Shopper = {
      ...entity,
      type_shopper: '1',
      name: 'Иванова Мария Петровна',
      legal_entity: null,
      physical_person: {
        last_name: 'Иванова',
        first_name: 'Мария',
        patronymic: 'Петровна',
        birth_date: '1961-04-12',
        address: 'г. Тверь, ул. Советская, д. 5',
        doc_series: '2805',
        doc_number: '123456',
        doc_issued_by: 'ОУФМС России по Тверской обл.',
        doc_issued_date: '2006-05-20',
        doc_division_code: '690-001',
      },
    };
    expect(documentValues(input({ shopper: person }))).toMatchObject({
      client_short_name: 'Иванова М. П.',
      client_type: 'Физическое лицо',
      client_birth_date: '12.04.1961',
      client_passport:
        'серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006, код подразделения 690-001',
      client_requisites:
        'паспорт серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006, код подразделения 690-001',
      client_details:
        'Иванова Мария Петровна, паспорт серия 2805 № 123456, выдан ОУФМС России по Тверской обл. 20.05.2006, код подразделения 690-001, г. Тверь, ул. Советская, д. 5, тел. +7 (900) 555-12-34',
    });
    const empty = documentValues(input({ shopper: null, order: { ...order, deceased: [], items: [] } }));
    expect(empty).toMatchObject({
      client_name: '',
      client_details: '',
      deceased_name: '',
      deceased_details: '',
      burial_place: '',
      items: [],
      items_count: '0',
    });
  });

  it('fills every built-in template leaving no placeholder behind', () => {
    for (const key of ['contract', 'invoice', 'act', 'work-order'] as const) {
      const text = docxText(renderTemplate(builtinTemplate(key), documentValues(input())));
      expect(text, key).not.toMatch(/[{}]/);
      expect(text, key).toContain('Копка могилы');
      expect(text, key).toContain('1\u00a0236\u00a0767,90');
    }
  });
});

describe('formatting helpers', () => {
  it('formats rubles', () => {
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(0.1)).toBe('0,10');
    expect(formatMoney(999.99)).toBe('999,99');
    expect(formatMoney(1000)).toBe('1\u00a0000,00');
    expect(formatMoney(-25.5)).toBe('-25,50');
  });

  it('shortens a client’s name to initials; a client known by the first name alone keeps it whole', () => {
    const shortOf = (last_name: string, first_name: string, patronymic: string) =>
      personShortName({ last_name, first_name, patronymic });
    expect(shortOf('Иванова', 'Мария', 'Петровна')).toBe('Иванова М. П.');
    expect(shortOf('Иванова', 'мария', '')).toBe('Иванова М.');
    expect(shortOf('', 'Мария', '')).toBe('Мария');
  });
});
