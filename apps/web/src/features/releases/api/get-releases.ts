import type { ReleaseNote } from '@sp/shared/api/misc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const releasesQuery = queryOptions({
  queryKey: ['releases'],
  queryFn: () => http.get<ReleaseNote[]>('/api/releases/'),
});

export function useReleases(enabled = true) {
  return useQuery({ ...releasesQuery, enabled });
}
