import { REQUESTS_BADGE_POLL_MS } from '@sp/shared/api/requests';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { http } from './http';

type PolledCountOptions = {
  queryKey: QueryKey;
  url: string;
  params?: Record<string, string | number>;
  /** what the console says when a poll fails */
  failure: string;
  enabled: boolean;
};

/**
 * A sidebar badge's `{count}` asked every 30 seconds while the tab is visible (SPEC §4 Notifications). A failure is
 * only logged; the badge keeps its last count.
 */
export function usePolledCount({ queryKey, url, params, failure, enabled }: PolledCountOptions) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return (await http.get<{ count: number }>(url, params, signal)).count;
      } catch (error) {
        console.error(failure, error);
        throw error;
      }
    },
    enabled,
    refetchInterval: REQUESTS_BADGE_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
