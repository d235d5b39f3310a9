import { REQUESTS_BADGE_POLL_MS } from '@sp/shared/api/requests';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const REQUESTS_BADGE_KEY = ['requests', 'badge'] as const;

/**
 * GET /api/company-orders/requests/count/?is_new=true every 30 seconds (SPEC §4): the sidebar badge.
 * A failure is only logged; the badge keeps its last count.
 */
export function useNewRequestsCount(enabled: boolean) {
  return useQuery({
    queryKey: REQUESTS_BADGE_KEY,
    queryFn: async () => {
      try {
        const answer = await http.get<{ count: number }>('/api/company-orders/requests/count/', {
          is_new: 'true',
        });
        return answer.count;
      } catch (error) {
        console.error('Не удалось обновить счётчик новых заявок', error);
        throw error;
      }
    },
    enabled,
    refetchInterval: REQUESTS_BADGE_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
