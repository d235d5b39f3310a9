import { PROMO_AUDIENCE_LABELS, type PromoCode } from '@sp/shared/api/promo-codes';
import { dateText } from '@sp/shared/format/date-text';
import { dayInZone } from '@sp/shared/format/date-words';

/*
 * A promo code as the pages say it (the administrator's and the dealer's): its last day, its uses, its audience.
 */

/** The code's last Moscow day as yyyy-MM-dd (the API may answer the day or the moment it ends), or ''. */
export function lastDayOf(code: Pick<PromoCode, 'valid_until'>): string {
  const value = code.valid_until;
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayInZone(new Date(value));
}

/** The last day as dd.MM.yyyy, or «без срока». */
export const untilText = (code: Pick<PromoCode, 'valid_until'>) => dateText(lastDayOf(code)) || 'без срока';

/** «3 из 10», or «3» without a limit. */
export const usesText = (code: Pick<PromoCode, 'used_count' | 'max_uses'>) =>
  code.max_uses === null ? String(code.used_count) : `${code.used_count} из ${code.max_uses}`;

/** «Пользователи», «Компании» or «Все». */
export const audienceText = (code: Pick<PromoCode, 'audience'>) =>
  code.audience === null ? 'Все' : PROMO_AUDIENCE_LABELS[code.audience];
