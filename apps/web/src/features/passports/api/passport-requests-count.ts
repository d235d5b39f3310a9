import { REQUESTS_BADGE_POLL_MS } from '@sp/shared/api/requests';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
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
 * 30 seconds (SPEC §4 Notifications): the badge of «Заявки на паспорта». A failure is only logged; the badge keeps
 * its last count.
 */
export function useNewPassportRequestsCount(enabled: boolean) {
  return useQuery({
    queryKey: PASSPORT_BADGE_KEY,
    queryFn: async ({ signal }) => {
      try {
        const answer = await http.get<{ count: number }>(
          `${passportsBase('municipal')}count/`,
          PASSPORT_COUNT_QUERY,
          signal,
        );
        return answer.count;
      } catch (error) {
        console.error('Не удалось обновить счётчик новых заявок на паспорта', error);
        throw error;
      }
    },
    enabled,
    refetchInterval: REQUESTS_BADGE_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
