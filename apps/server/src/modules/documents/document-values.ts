import type { Order } from '@sp/shared/api/orders';
import { personShortName } from '@sp/shared/api/persons';
import type { Shopper } from '@sp/shared/api/shoppers';
import { dateInWords, dayInZone, timeInZone } from '@sp/shared/format/date-words';
import { rublesInWords } from '@sp/shared/format/number-words';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { ORDER_CATEGORY_LABELS, ORDER_TYPE_LABELS } from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';

/**
 * Everything a document is made from, gathered by the service (the deal through the orders service, the client
 * through the shoppers service, the company's card and details), and the placeholders' values made from it
 * (packages/shared/src/documents/placeholders.ts). Pure: tested with a fixture.
 */
export type DocumentInput = {
  order: Order;
  /** the deal's client in full (document, details); null when the deal has none */
  shopper: Shopper | null;
  company: { name: string; inn: string; address: string; phone: string; email: string };
  requisites: {
    legalName: string;
    kpp: string;
    ogrn: string;
    bankName: string;
    bik: string;
    bankAccount: string;
    corrAccount: string;
    directorPosition: string;
    directorName: string;
  };
  /** when the document is made */
  now: Date;
};

/** Moscow time: the deals' days are Moscow days (orders.service.ts); no company keeps its own zone yet. */
const ZONE = 'Europe/Moscow';
const NBSP = '\u00a0';

/** Rubles as documents write them: 12 345,67 (a no-break space between thousands). */
export function formatMoney(rubles: number): string {
  const kopecks = Math.round(rubles * 100);
  const sign = kopecks < 0 ? '-' : '';
  const absolute = Math.abs(kopecks);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${String(absolute % 100).padStart(2, '0')}`;
}

const kopecksOf = (rubles: number) => Math.round(rubles * 100);
const join = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

function ddmmyyyy(day: string): string {
  return formatPartialDate(day);
}

function clientValues(shopper: Shopper | null) {
  const person = shopper?.physical_person ?? null;
  const entity = shopper?.legal_entity ?? null;
  const passport = person
    ? join([
        person.doc_series || person.doc_number
          ? join(
              [
                person.doc_series && `серия ${person.doc_series}`,
                person.doc_number && `№ ${person.doc_number}`,
              ],
              ' ',
            )
          : '',
        person.doc_issued_by || person.doc_issued_date
          ? join(
              ['выдан', person.doc_issued_by, person.doc_issued_date ? ddmmyyyy(person.doc_issued_date) : ''],
              ' ',
            )
          : '',
        person.doc_division_code ? `код подразделения ${person.doc_division_code}` : '',
      ])
    : '';
  const bankDetails = entity
    ? join([
        entity.bank_account &&
          `р/с ${entity.bank_account}${entity.bank_name ? ` в ${entity.bank_name}` : ''}`,
        entity.bik && `БИК ${entity.bik}`,
        entity.corr_account && `к/с ${entity.corr_account}`,
      ])
    : '';
  const requisites = entity
    ? join([
        entity.inn && `ИНН ${entity.inn}`,
        entity.kpp && `КПП ${entity.kpp}`,
        entity.ogrn && `ОГРН ${entity.ogrn}`,
      ])
    : passport
      ? `паспорт ${passport}`
      : '';
  const name = shopper?.name ?? '';
  const address = person?.address ?? entity?.address ?? '';
  return {
    client_name: name,
    client_short_name: person ? personShortName(person) : name,
    client_type: shopper ? (entity ? 'Юридическое лицо' : 'Физическое лицо') : '',
    client_phone: shopper?.phone ?? '',
    client_email: shopper?.email ?? '',
    client_address: address,
    client_birth_date: person?.birth_date ? ddmmyyyy(person.birth_date) : '',
    client_passport: passport,
    client_inn: entity?.inn ?? '',
    client_kpp: entity?.kpp ?? '',
    client_ogrn: entity?.ogrn ?? '',
    client_representative: entity?.representative ?? '',
    client_bank_name: entity?.bank_name ?? '',
    client_bik: entity?.bik ?? '',
    client_bank_account: entity?.bank_account ?? '',
    client_corr_account: entity?.corr_account ?? '',
    client_requisites: requisites,
    client_bank_details: bankDetails,
    client_party: join([name, requisites, entity?.representative ? `в лице: ${entity.representative}` : '']),
    client_details: join([name, requisites, address, shopper?.phone ? `тел. ${shopper.phone}` : '']),
  };
}

function deceasedValues(order: Order) {
  const people = order.deceased;
  const first = people[0];
  const lifeDates = (birth: string | null, death: string | null) => {
    const dates = join([formatPartialDate(birth), formatPartialDate(death)], ' — ');
    return dates ? ` (${dates})` : '';
  };
  return {
    deceased_name: people.map((person) => person.full_name).join(', '),
    deceased_details: people
      .map((person) => `${person.full_name}${lifeDates(person.date_birth, person.date_death)}`)
      .join('; '),
    deceased_birth_date: formatPartialDate(first?.date_birth ?? null),
    deceased_death_date: formatPartialDate(first?.date_death ?? null),
    deceased_birth_date_words: dateInWords(first?.date_birth ?? null),
    deceased_death_date_words: dateInWords(first?.date_death ?? null),
    burial_place: order.burial_place || first?.burial_place || '',
  };
}

function momentValues(prefix: 'funeral' | 'cremation', value: string | null) {
  if (!value) return { [`${prefix}_date`]: '', [`${prefix}_date_words`]: '', [`${prefix}_time`]: '' };
  const moment = new Date(value);
  const day = dayInZone(moment, ZONE);
  return {
    [`${prefix}_date`]: ddmmyyyy(day),
    [`${prefix}_date_words`]: dateInWords(day),
    [`${prefix}_time`]: timeInZone(moment, ZONE),
  };
}

const KIND_LABELS: Record<Order['items'][number]['kind'], string> = {
  product: 'Товар',
  service: 'Услуга',
  composition: 'Готовое решение',
};

/** The values of every placeholder for a deal's document. */
export function documentValues(input: DocumentInput): Record<string, unknown> {
  const { order, company, requisites } = input;
  const totals = order.totals;
  const today = dayInZone(input.now, ZONE);
  const createdDay = dayInZone(new Date(order.created_at), ZONE);
  const legalName = requisites.legalName || company.name;
  return {
    ...clientValues(input.shopper),
    ...deceasedValues(order),

    order_number: String(order.number),
    order_type: ORDER_TYPE_LABELS[order.type_order],
    order_category: ORDER_CATEGORY_LABELS[order.category_order],
    order_status: ORDER_STATUS_LABELS[order.status],
    order_date: ddmmyyyy(createdDay),
    order_date_words: dateInWords(createdDay),
    ...momentValues('funeral', order.funeral_at),
    ...momentValues('cremation', order.cremation_at),
    order_note: order.note,
    manager_name: order.created_by?.name ?? '',

    items: order.items.map((item, index) => ({
      n: String(index + 1),
      name: item.name,
      kind: KIND_LABELS[item.kind],
      unit: item.unit,
      quantity: String(item.quantity),
      price: formatMoney(item.price),
      amount: formatMoney(item.subtotal),
      discount: formatMoney(item.discount_amount),
      sum: formatMoney(item.total),
    })),

    items_count: String(order.items.length),
    subtotal: formatMoney(totals.gross),
    discount: formatMoney(totals.discount_total),
    total: formatMoney(totals.total),
    total_words: rublesInWords(kopecksOf(totals.total)),
    paid: formatMoney(totals.paid),
    paid_words: rublesInWords(kopecksOf(totals.paid)),
    due: formatMoney(totals.due),
    due_words: rublesInWords(kopecksOf(totals.due)),

    company_name: company.name,
    company_legal_name: legalName,
    company_inn: company.inn,
    company_kpp: requisites.kpp,
    company_ogrn: requisites.ogrn,
    company_address: company.address,
    company_phone: company.phone,
    company_email: company.email,
    company_bank_name: requisites.bankName,
    company_bik: requisites.bik,
    company_bank_account: requisites.bankAccount,
    company_corr_account: requisites.corrAccount,
    company_bank_details: join([
      requisites.bankAccount &&
        `р/с ${requisites.bankAccount}${requisites.bankName ? ` в ${requisites.bankName}` : ''}`,
      requisites.bik && `БИК ${requisites.bik}`,
      requisites.corrAccount && `к/с ${requisites.corrAccount}`,
    ]),
    company_party: join([
      legalName,
      company.inn && `ИНН ${company.inn}`,
      requisites.ogrn && `ОГРН ${requisites.ogrn}`,
    ]),
    company_details: join([
      legalName,
      company.inn && `ИНН ${company.inn}`,
      requisites.kpp && `КПП ${requisites.kpp}`,
      company.address,
      company.phone && `тел. ${company.phone}`,
    ]),
    company_director_position: requisites.directorPosition,
    company_director_name: requisites.directorName,

    doc_date: ddmmyyyy(today),
    doc_date_words: dateInWords(today),
    doc_year: today.slice(0, 4),
  };
}
