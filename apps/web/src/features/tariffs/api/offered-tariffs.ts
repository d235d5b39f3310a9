import type { Tariff } from '@sp/shared/api/tariffs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSide } from '../../../lib/billing-side';
import { http } from '../../../lib/http';

/** GET /api/public/tariffs/user-plane/ or company-plane/: the tariffs of a side one may choose, the free one first. */
export function offeredTariffsQuery(side: BillingSide) {
  return queryOptions({
    queryKey: ['tariffs', 'offered', side],
    queryFn: () =>
      http.get<Tariff[]>(
        side === 1 ? '/api/public/tariffs/user-plane/' : '/api/public/tariffs/company-plane/',
      ),
  });
}

export function useOfferedTariffs(side: BillingSide) {
  return useQuery(offeredTariffsQuery(side));
}
