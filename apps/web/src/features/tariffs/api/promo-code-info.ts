import type { PromoCodeInfo } from '@sp/shared/api/promo-codes';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/promo-code/info/{code}/: what a code gives the caller's account or company now; 404 when it does not
 * work, 409 when this side may not use it or used it already, 429 after too many lookups. Asked on «Применить».
 */
export function usePromoCodeInfo() {
  return useMutation({
    mutationFn: (code: string) =>
      http.get<PromoCodeInfo>(`/api/promo-code/info/${encodeURIComponent(code)}/`),
  });
}
