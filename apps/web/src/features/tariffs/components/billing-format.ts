import { dateText } from '@sp/shared/format/date-text';
import { dayInZone } from '@sp/shared/format/date-words';
import { formatRubles } from '@sp/shared/format/money';
import { pluralRu } from '@sp/shared/format/plural';

/** Rubles as the API answers them to «1 250,00 ₽». */
export const rubles = (amount: number): string => formatRubles(Math.round(amount * 100));

/** A movement of money with its sign: «+1 000,00 ₽», «−990,00 ₽». */
export const signedRubles = (amount: number): string =>
  amount > 0 ? `+${rubles(amount)}` : amount < 0 ? `−${rubles(-amount)}` : rubles(0);

/** «1 месяц», «3 месяца», «12 месяцев». */
export const monthsText = (count: number): string =>
  `${count} ${pluralRu(count, ['месяц', 'месяца', 'месяцев'])}`;

/** «990,00 ₽ за 1 месяц»: an offer's price for its period. */
export const pricePerPeriod = (price: number, months: number): string =>
  `${rubles(price)} за ${monthsText(months)}`;

/** dd.MM.yyyy of an instant, Moscow time. */
export function moscowDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : dateText(dayInZone(moment));
}

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm of an instant, Moscow time. */
export function moscowDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : `${dateText(dayInZone(moment))} ${MOSCOW_TIME.format(moment)}`;
}

/** Rubles typed with a comma or a dot and spaces («1 250,5») as a number; NaN when it is none. */
export function parseRubles(text: string): number {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}
