import type { Purchase } from '@sp/shared/api/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

export type BuyPackageBody = { package_id: number; promo_code?: string };

/** POST /api/payments/package/: buys an additional package from the balance; it runs at once (402: too little). */
export function buyPackage(body: BuyPackageBody): Promise<Purchase> {
  return http.post<Purchase>('/api/payments/package/', body);
}

export function useBuyPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buyPackage,
    onSuccess: () => client.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}
