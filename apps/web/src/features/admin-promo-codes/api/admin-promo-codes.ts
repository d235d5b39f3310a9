import type { List } from '@sp/shared/api/common';
import type { PromoCode, PromoCodeCreate, PromoCodeUpdate, PromoStatus } from '@sp/shared/api/promo-codes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every list of codes (the platform's, the dealers' requests): a decision or a change reads them all again. */
export const PROMO_CODES_KEY = ['admin', 'promo-codes'] as const;

export type PromoCodesFilter = {
  /** a part of the code */
  query?: string;
  status?: PromoStatus;
  owner?: 'platform' | 'dealer';
  offset: number;
  limit: number;
};

/** GET /api/admin/promo-codes/: every code by a part of it, its status and whose it is. */
export function useAdminPromoCodes(filter: PromoCodesFilter) {
  return useQuery({
    queryKey: [...PROMO_CODES_KEY, 'list', filter],
    queryFn: ({ signal }) => http.get<List<PromoCode>>('/api/admin/promo-codes/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/promo-codes/: the platform's own code, active at once. */
export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoCodeCreate) => http.post<PromoCode>('/api/admin/promo-codes/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}

/** PUT /api/admin/promo-codes/{id}/: an active or disabled code's terms, or its status; the lists are read again. */
export function useUpdatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PromoCodeUpdate }) =>
      http.put<PromoCode>(`/api/admin/promo-codes/${id}/`, body),
    onSettled: () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY }),
  });
}
