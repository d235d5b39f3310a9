import type { Landing } from '@sp/shared/api/landing';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/public/landing/{id}/: the published company page, for its company id and name. */
export function useCatalogCompany(landingId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['public', 'landing', landingId],
    queryFn: () => http.get<Landing>(`/api/public/landing/${landingId}/`),
    retry: false,
  });
}
