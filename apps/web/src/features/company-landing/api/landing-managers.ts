import type { landingManagerSchema } from '@sp/shared/api/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type LandingManager = z.infer<typeof landingManagerSchema>;

/** GET /api/company-landing/managers/: the employees shown to visitors (id is the membership id). */
export const landingManagersQuery = queryOptions({
  queryKey: ['landing', 'managers'],
  queryFn: () => http.get<LandingManager[]>('/api/company-landing/managers/'),
});

export function useLandingManagers() {
  return useQuery(landingManagersQuery);
}
