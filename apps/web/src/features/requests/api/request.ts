import type { SiteRequest } from '@sp/shared/api/requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { REQUESTS_BADGE_KEY } from './requests-count';

/**
 * GET /api/company-orders/requests/{id}/: one request with its lines; the server marks it read, so the
 * list and the sidebar badge are refreshed once it arrives.
 */
export function useSiteRequest(id: number) {
  const client = useQueryClient();
  const request = useQuery({
    queryKey: ['requests', 'one', id],
    queryFn: () => http.get<SiteRequest>(`/api/company-orders/requests/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
  const loaded = request.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: ['requests', 'list'] });
    void client.invalidateQueries({ queryKey: REQUESTS_BADGE_KEY });
  }, [loaded, client]);
  return request;
}
