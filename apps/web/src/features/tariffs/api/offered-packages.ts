import type { AdditionalPackage } from '@sp/shared/api/tariffs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSide } from '../../../lib/billing-side';
import { http } from '../../../lib/http';

/** GET /api/public/tariffs/additional-package/?type=: the additional packages of a side one may buy. */
export function offeredPackagesQuery(side: BillingSide) {
  return queryOptions({
    queryKey: ['tariffs', 'packages', side],
    queryFn: () => http.get<AdditionalPackage[]>('/api/public/tariffs/additional-package/', { type: side }),
  });
}

export function useOfferedPackages(side: BillingSide) {
  return useQuery(offeredPackagesQuery(side));
}
