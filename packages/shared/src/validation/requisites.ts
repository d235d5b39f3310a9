import type { FieldDoc } from './fields';

/**
 * Russian company and bank details (реквизиты) with their check digits, as the tax service and the Bank of
 * Russia define them. Each check answers the Russian message to show, or null when the value is right.
 */

export const REQUISITES_MSG = {
  innFormat: 'ИНН состоит из 10 цифр (организация) или 12 цифр (физическое лицо, ИП)',
  innChecksum: 'Неверный ИНН: не сходится контрольное число',
  kppFormat: 'КПП состоит из 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры',
  ogrnFormat: 'ОГРН состоит из 13 цифр, ОГРНИП — из 15',
  ogrnChecksum: 'Неверный ОГРН: не сходится контрольное число',
  bikFormat: 'БИК состоит из 9 цифр и начинается с 0',
  accountFormat: 'Номер счёта состоит из 20 цифр',
  accountNeedsBik: 'Укажите БИК банка, чтобы проверить номер счёта',
  accountChecksum: 'Номер счёта не сходится с БИК: проверьте счёт и БИК',
  corrAccountFormat: 'Корреспондентский счёт начинается с 30101 и состоит из 20 цифр',
  corrAccountChecksum: 'Корреспондентский счёт не сходится с БИК: проверьте счёт и БИК',
} as const;

/**
 * What the API document states of each requisite (`.meta(REQUISITE_DOCS.inn)`): its pattern, the check digits in
 * words, and an example that passes every check (the accounts' examples go with the БИК's example).
 */
export const REQUISITE_DOCS = {
  inn: {
    pattern: '^(\\d{10}|\\d{12})$',
    example: '7707083893',
    description: 'ИНН: 10 digits (an organisation) or 12 (a person, a sole trader) whose check digits agree',
  },
  kpp: { pattern: '^\\d{4}[\\dA-Z]{2}\\d{3}$', example: '773601001', description: 'КПП' },
  ogrn: {
    pattern: '^(\\d{13}|\\d{15})$',
    example: '1027700132195',
    description: 'ОГРН (13 digits) or ОГРНИП (15) whose check digit agrees',
  },
  bik: { pattern: '^0\\d{8}$', example: '044525225', description: 'БИК of a Russian bank' },
  account: {
    pattern: '^\\d{20}$',
    example: '40702810938000000001',
    description: 'A settlement account: 20 digits whose key agrees with the bank’s БИК (needs bik)',
  },
  corrAccount: {
    pattern: '^30101\\d{15}$',
    example: '30101810400000000225',
    description: 'The bank’s correspondent account: 30101 and 15 digits, agreeing with the БИК (needs bik)',
  },
} as const satisfies Record<string, FieldDoc>;

const digitsOf = (value: string) => [...value].map(Number);

/** Σ digit × weight, mod 11, mod 10: the ИНН's check digits. */
function innDigit(digits: number[], weights: number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;
}

/** ИНН: 10 digits for an organisation, 12 for a person or a sole trader (ИП), with their check digits. */
export function innProblem(value: string): string | null {
  if (!/^(\d{10}|\d{12})$/.test(value)) return REQUISITES_MSG.innFormat;
  const d = digitsOf(value);
  const ok =
    value.length === 10
      ? innDigit(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9]
      : innDigit(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
        innDigit(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
  return ok ? null : REQUISITES_MSG.innChecksum;
}

/** КПП: the tax office (4 digits), the reason (2 digits or Latin capitals), a number (3 digits). No check digit. */
export function kppProblem(value: string): string | null {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value) ? null : REQUISITES_MSG.kppFormat;
}

/** The remainder of a long decimal number by a small divisor, digit by digit (no precision lost). */
function remainder(digits: string, divisor: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** ОГРН (13 digits: the first 12 mod 11, mod 10) or ОГРНИП of a sole trader (15: the first 14 mod 13, mod 10). */
export function ogrnProblem(value: string): string | null {
  if (!/^(\d{13}|\d{15})$/.test(value)) return REQUISITES_MSG.ogrnFormat;
  const body = value.slice(0, -1);
  const check = (remainder(body, value.length === 13 ? 11 : 13) % 10).toString();
  return check === value.at(-1) ? null : REQUISITES_MSG.ogrnChecksum;
}

/** БИК of a Russian bank: 9 digits starting with 0 (the country code). It has no check digit of its own. */
export function bikProblem(value: string): string | null {
  return /^0\d{8}$/.test(value) ? null : REQUISITES_MSG.bikFormat;
}

/** The Bank of Russia's key: Σ (digit × 7,1,3,7,1,3…) over the 23 digits must end with 0. */
function keyMatches(prefix: string, account: string): boolean {
  const weights = [7, 1, 3];
  const digits = digitsOf(prefix + account);
  return digits.reduce((sum, digit, index) => sum + digit * weights[index % 3], 0) % 10 === 0;
}

/**
 * A settlement account (расчётный счёт) in a bank: 20 digits whose key is checked together with the bank's
 * БИК (its last three digits before the account).
 */
export function accountProblem(account: string, bik: string | null | undefined): string | null {
  if (!/^\d{20}$/.test(account)) return REQUISITES_MSG.accountFormat;
  if (!bik || bikProblem(bik)) return REQUISITES_MSG.accountNeedsBik;
  return keyMatches(bik.slice(-3), account) ? null : REQUISITES_MSG.accountChecksum;
}

/**
 * A bank's correspondent account (корреспондентский счёт) at the Bank of Russia: 20 digits from 30101; its key
 * is checked with "0" and the 5th and 6th digits of the БИК (the Bank of Russia's settlement centre), and it
 * ends with the БИК's last three digits.
 */
export function corrAccountProblem(account: string, bik: string | null | undefined): string | null {
  if (!/^30101\d{15}$/.test(account)) return REQUISITES_MSG.corrAccountFormat;
  if (!bik || bikProblem(bik)) return REQUISITES_MSG.accountNeedsBik;
  const matches = account.slice(-3) === bik.slice(-3) && keyMatches(`0${bik.slice(4, 6)}`, account);
  return matches ? null : REQUISITES_MSG.corrAccountChecksum;
}
