import { pluralRu } from './plural';

/**
 * Numbers and sums in Russian words, as contracts, invoices and acts write them («сумма прописью»):
 * numberInWords(1234) → 'одна тысяча двести тридцать четыре';
 * rublesInWords(123450) → 'Одна тысяча двести тридцать четыре рубля 50 копеек'.
 */

export type WordGender = 'masculine' | 'feminine';

const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Each group of three digits above the units: its grammatical gender and forms (1, 2–4, 5+). */
const SCALES: readonly { gender: WordGender; forms: readonly [string, string, string] }[] = [
  { gender: 'feminine', forms: ['тысяча', 'тысячи', 'тысяч'] },
  { gender: 'masculine', forms: ['миллион', 'миллиона', 'миллионов'] },
  { gender: 'masculine', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { gender: 'masculine', forms: ['триллион', 'триллиона', 'триллионов'] },
];

/** 1…999 in words; '' for 0. */
function triadWords(value: number, gender: WordGender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds) words.push(HUNDREDS[hundreds]);
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10]);
  } else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens) words.push(TENS[tens]);
    if (units) words.push((gender === 'feminine' ? UNITS_F : UNITS_M)[units]);
  }
  return words;
}

/** The largest number written in words: 999 триллионов… */
export const MAX_NUMBER_IN_WORDS = 999_999_999_999_999;

/**
 * A whole number 0…999 999 999 999 999 in Russian words, lower case; `gender` agrees «один/одна», «два/две»
 * with the noun that follows (рубль is masculine, копейка feminine).
 */
export function numberInWords(value: number, gender: WordGender = 'masculine'): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_NUMBER_IN_WORDS) {
    throw new RangeError('numberInWords: a whole number from 0 to 999 999 999 999 999');
  }
  if (value === 0) return 'ноль';
  const words: string[] = [];
  const triads: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) triads.push(rest % 1000);
  for (let index = triads.length - 1; index >= 0; index -= 1) {
    const triad = triads[index];
    if (triad === 0) continue;
    if (index === 0) {
      words.push(...triadWords(triad, gender));
    } else {
      const scale = SCALES[index - 1];
      words.push(...triadWords(triad, scale.gender), pluralRu(triad, scale.forms));
    }
  }
  return words.join(' ');
}

export const RUBLE_FORMS = ['рубль', 'рубля', 'рублей'] as const;
export const KOPECK_FORMS = ['копейка', 'копейки', 'копеек'] as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A sum in kopecks written as documents do: rubles in words, kopecks in two digits —
 * 123450 → 'Одна тысяча двести тридцать четыре рубля 50 копеек', 0 → 'Ноль рублей 00 копеек'.
 * A negative sum reads «Минус …».
 */
export function rublesInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError('rublesInWords: kopecks must be a whole number');
  const negative = kopecks < 0;
  const absolute = Math.abs(kopecks);
  const rubles = Math.floor(absolute / 100);
  const cents = absolute % 100;
  const text = `${numberInWords(rubles)} ${pluralRu(rubles, RUBLE_FORMS)} ${String(cents).padStart(2, '0')} ${pluralRu(cents, KOPECK_FORMS)}`;
  return negative ? `Минус ${text}` : capitalize(text);
}
