import type { PublicPersons } from '@sp/shared/api/memory-pages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/public/persons/?user={id}: the public pages an account keeps (404 when it has none). */
export function usePublicPersons(user: string, offset: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: ['public', 'persons', user, offset, limit],
    queryFn: () => http.get<PublicPersons>('/api/public/persons/', { user, offset, limit }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
