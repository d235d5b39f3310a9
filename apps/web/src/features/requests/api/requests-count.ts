import { usePolledCount } from '../../../lib/use-polled-count';

export const REQUESTS_BADGE_KEY = ['requests', 'badge'] as const;

/** GET /api/company-orders/requests/count/?is_new=true every 30 seconds (SPEC §4): the sidebar badge. */
export function useNewRequestsCount(enabled: boolean) {
  return usePolledCount({
    queryKey: REQUESTS_BADGE_KEY,
    url: '/api/company-orders/requests/count/',
    params: { is_new: 'true' },
    failure: 'Не удалось обновить счётчик новых заявок',
    enabled,
  });
}
