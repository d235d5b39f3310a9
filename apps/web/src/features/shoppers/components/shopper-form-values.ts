import { type Shopper, type ShopperBody, type ShopperType, shopperBodySchema } from '@sp/shared/api/shoppers';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type PhysicalValues = {
  last_name: string;
  first_name: string;
  patronymic: string;
  /** the date field's value: yyyy-MM-dd, '' or the text typed while it is not a date */
  birth_date: string;
  address: string;
  doc_series: string;
  doc_number: string;
  doc_issued_by: string;
  /** as birth_date */
  doc_issued_date: string;
  doc_division_code: string;
};

export type LegalValues = {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
  representative: string;
  bank_account: string;
  bik: string;
  bank_name: string;
  corr_account: string;
};

/** Both blocks live in the form, so switching the type back and forth keeps what was typed; one is sent. */
export type ShopperFormValues = {
  type_shopper: ShopperType;
  phone: string;
  email: string;
  note: string;
  physical_person: PhysicalValues;
  legal_entity: LegalValues;
};

const EMPTY_PHYSICAL: PhysicalValues = {
  last_name: '',
  first_name: '',
  patronymic: '',
  birth_date: '',
  address: '',
  doc_series: '',
  doc_number: '',
  doc_issued_by: '',
  doc_issued_date: '',
  doc_division_code: '',
};

const EMPTY_LEGAL: LegalValues = {
  name: '',
  inn: '',
  kpp: '',
  ogrn: '',
  address: '',
  representative: '',
  bank_account: '',
  bik: '',
  bank_name: '',
  corr_account: '',
};

/** The form of a client, or of a new one (a physical person by default). */
export function valuesOf(shopper: Shopper | null): ShopperFormValues {
  const person = shopper?.physical_person;
  return {
    type_shopper: shopper?.type_shopper ?? '1',
    phone: shopper?.phone ?? '',
    email: shopper?.email ?? '',
    note: shopper?.note ?? '',
    physical_person: person ? { ...person } : EMPTY_PHYSICAL,
    legal_entity: shopper?.legal_entity ?? EMPTY_LEGAL,
  };
}

const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A date field's typed text «12.04.1961» → «1961-04-12»; an ISO day or anything else is passed on (the shared rule
 * refuses what is no date). */
export function isoFromDotted(text: string): string {
  const value = text.trim();
  const match = DOTTED.exec(value);
  if (!match) return value;
  const [, day, month, year] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The API's body: the block of the chosen type only, dates as ISO. */
export function bodyInputOf(values: ShopperFormValues): unknown {
  const common = { phone: values.phone, email: values.email, note: values.note };
  if (values.type_shopper === '1') {
    const person = values.physical_person;
    return {
      type_shopper: '1',
      ...common,
      physical_person: {
        ...person,
        birth_date: isoFromDotted(person.birth_date),
        doc_issued_date: isoFromDotted(person.doc_issued_date),
      },
    };
  }
  return { type_shopper: '2', ...common, legal_entity: values.legal_entity };
}

/** Sets a message at a dotted path («legal_entity.inn») of react-hook-form's nested errors, first one wins. */
function setNested(errors: Record<string, unknown>, path: readonly PropertyKey[], error: object) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    node[String(key)] ??= {};
    node = node[String(key)] as Record<string, unknown>;
  }
  node[String(path.at(-1))] ??= error;
}

/**
 * The shared schema decides (SPEC §5 messages, check digits of ИНН, ОГРН, accounts). The resolved values are
 * the body to send: only the block of the chosen type.
 */
export const shopperResolver: Resolver<ShopperFormValues> = async (values) => {
  const result = shopperBodySchema.safeParse(bodyInputOf(values));
  if (result.success) return { values: result.data as unknown as ShopperFormValues, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    setNested(errors, issue.path.length ? issue.path : ['type_shopper'], {
      type: issue.code,
      message: issue.message,
    });
  }
  return { values: {}, errors: errors as FieldErrors<ShopperFormValues> };
};

/** What handleSubmit hands over after shopperResolver: the body itself. */
export const asBody = (resolved: ShopperFormValues) => resolved as unknown as ShopperBody;
