import type { CurrentTariff } from '@sp/shared/api/tariffs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

export const CURRENT_TARIFF_KEY = [...PAYMENTS_KEY, 'tariff'] as const;

/** GET /api/payments/tariff/: the tariff held now, the one bought to follow, packages, limits and usage. */
export function currentTariffQuery() {
  return queryOptions({
    queryKey: CURRENT_TARIFF_KEY,
    queryFn: () => http.get<CurrentTariff>('/api/payments/tariff/'),
  });
}

export function useCurrentTariff() {
  return useQuery(currentTariffQuery());
}
