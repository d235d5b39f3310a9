import type { Purchase } from '@sp/shared/api/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

/** promo_code: a code applied to the purchase (the server charges its discounted price) */
export type BuyTariffBody = { tariff_id: number; auto_renew: boolean; promo_code?: string };

/** POST /api/payments/tariff/: buys a tariff from the balance (402 when the balance does not cover it). */
export function buyTariff(body: BuyTariffBody): Promise<Purchase> {
  return http.post<Purchase>('/api/payments/tariff/', body);
}

export function useBuyTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buyTariff,
    onSuccess: () => client.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}
