import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type LandingManager, landingManagersQuery } from './landing-managers';

/** PUT /api/company-landing/managers/ {ids: membership ids from GET /api/company/managers/}. */
export function useSaveLandingManagers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.put<LandingManager[]>('/api/company-landing/managers/', { ids }),
    onSuccess: (data) => client.setQueryData(landingManagersQuery.queryKey, data),
  });
}
