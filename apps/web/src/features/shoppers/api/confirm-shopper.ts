import type { ShopperConfirmResult } from '@sp/shared/api/shoppers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ConfirmRequest = {
  shopper_id: number;
  phone?: string;
  email?: string;
  /** absent: send a code; present: confirm with it */
  code?: string;
  is_notify_phone?: boolean;
  is_notify_email?: boolean;
};

/** POST /api/company-shoppers/confirm/: sends the code, then confirms the client with it. */
export function useConfirmShopper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmRequest) =>
      http.post<ShopperConfirmResult>('/api/company-shoppers/confirm/', body),
    onSuccess: (_, body) => {
      if (body.code) void client.invalidateQueries({ queryKey: ['shoppers'] });
    },
  });
}
