import type { CurrentTariff } from '@sp/shared/api/tariffs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CURRENT_TARIFF_KEY } from './current-tariff';

/** PATCH /api/payments/tariff/: auto-renewal of the paid tariff held now (and of the one to follow). */
export function setAutoRenew(autoRenew: boolean): Promise<CurrentTariff> {
  return http.request<CurrentTariff>('PATCH', '/api/payments/tariff/', {
    body: { auto_renew: autoRenew },
  });
}

export function useSetAutoRenew() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAutoRenew,
    // the answer is the tariff anew
    onSuccess: (current) => client.setQueryData(CURRENT_TARIFF_KEY, current),
  });
}
