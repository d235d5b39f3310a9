import type { CartBasket } from '@sp/shared/cart/cart';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SiteRequestPayload = {
  company: number;
  name: string;
  email: string;
  phone: string;
  description: string;
  captcha?: string;
  action?: string;
  basket: CartBasket;
};

/** POST /api/public/request/: the cart's request to one company (SPEC §3) → 201 {id, detail}. */
export function useSendRequest() {
  return useMutation({
    mutationFn: (body: SiteRequestPayload) =>
      http.post<{ id: number; detail: string }>('/api/public/request/', body),
  });
}
