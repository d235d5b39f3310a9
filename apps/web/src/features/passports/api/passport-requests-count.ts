import { usePolledCount } from '../../../lib/use-polled-count';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

/** Under PASSPORTS_KEY: a decision refreshes the badge at once. */
export const PASSPORT_BADGE_KEY = [...PASSPORTS_KEY, 'municipal', 'badge'] as const;

/** The sidebar's question: new requests of all three kinds (SPEC §7 "Passports"). */
export const PASSPORT_COUNT_QUERY = {
  request_passport: 1,
  burial_passport: 1,
  request_update_burial_passport: 1,
} as const;

/**
 * GET /api/passports/municipal/count/?request_passport=1&burial_passport=1&request_update_burial_passport=1 every
 * 30 seconds (SPEC §4 Notifications): the badge of «Заявки на паспорта».
 */
export function useNewPassportRequestsCount(enabled: boolean) {
  return usePolledCount({
    queryKey: PASSPORT_BADGE_KEY,
    url: `${passportsBase('municipal')}count/`,
    params: PASSPORT_COUNT_QUERY,
    failure: 'Не удалось обновить счётчик новых заявок на паспорта',
    enabled,
  });
}
